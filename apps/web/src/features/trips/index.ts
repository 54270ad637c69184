// What the app may use of a customer's trips (decision 052): their trip page and their trips list.
export { CustomerTripPage } from './components/customer-trip-page';
export { CustomerTripsList, tripLink } from './components/customer-trips-list';
