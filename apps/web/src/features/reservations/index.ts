// What other features and the app may use of reservations: how a pickup reads and where a trip's number leads.
export { pickUpText, pickUpWithWeekday, reservationLink } from './components/reservation-columns';
export { ReservationsList } from './components/reservations-list';
export { StatusChip } from './components/status-chip';
// Paying what is due on a trip online with PayPal (decision 051), for the customer's trip page.
export { PayDueOnline, type PayDueOnlineProps } from './components/pay-due-online';
// Assigning drivers from the dispatch board (issue 24): the same dialog, call and trip read as the details page.
export { AssignDriversDialog } from './components/assign-drivers-dialog';
// The question before saving a driver with a conflict or off duty (issue 38 items 13, 14), from the board too.
export { AssignQuestionDialog } from './components/assign-question-dialog';
export { useAssignQuestion, type AssignQuestion } from './components/use-assign-question';
export { reservationQueryOptions } from './api/reservation-details';
