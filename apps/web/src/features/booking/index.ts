// What other features may use of booking: a price's lines as the explainer shows them, and PayPal's buttons with
// the server's PayPal configuration (paying what is due on a booked trip, decision 051).
export { PriceLines } from './components/quote-breakdown';
export { PaypalPayment } from './components/paypal-payment';
export { usePaypalConfig } from './api/paypal-config';
/** The airports with their international flag, marked on the rate card's wait grace (decision 094). */
export { useAirports } from './api/get-airports';
