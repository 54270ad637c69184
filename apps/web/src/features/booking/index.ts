// What other features may use of booking: a price's lines as the explainer shows them.
export { PriceLines } from './components/quote-breakdown';
