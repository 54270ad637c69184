// What other features and the app may use of reservations: how a pickup reads and where a trip's number leads.
export { pickUpText, pickUpWithWeekday, reservationLink } from './components/reservation-columns';
export { ReservationsList } from './components/reservations-list';
export { StatusChip } from './components/status-chip';
// Paying what is due on a trip online with PayPal (decision 051), for the customer's trip page.
export { PayDueOnline, type PayDueOnlineProps } from './components/pay-due-online';
