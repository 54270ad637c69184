/** What other modules use of this one: they import it only from here (decision 057). */
/** The card in force at an instant (decision 091): what the booking, the quote and the what-if price with. */
import { rateCardInForce } from './rate-cards-service.js';

export { rateCardInForce };
export { pricingRateCard } from './rate-cards-service.js';
export type { CardInForce } from './rate-cards-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** `rateCardInForce`, set by app.ts, for the quote (the reservations module cannot import this one). */
    rateCardInForce: typeof rateCardInForce;
  }
}
