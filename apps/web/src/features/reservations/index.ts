// What other features and the app may use of reservations: how a pickup reads and where a trip's number leads.
export { pickUpText, reservationLink } from './components/reservation-columns';
export { ReservationsList } from './components/reservations-list';
