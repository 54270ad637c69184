/** What other modules use of this one: they import it only from here (decision 057). */
/** The card in force at an instant (decision 091): what the booking, the quote and the what-if price with. */
export { pricingRateCard, rateCardInForce, type CardInForce } from './rate-cards-service.js';
