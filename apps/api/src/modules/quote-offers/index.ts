/**
 * Quotes the customer accepts (issue 39, decision 090): the owner of `quote_offers`. Staff send a priced trip by
 * e-mail; its link opens it without an account, and Accept books it at the quoted price through `modules/reservations`.
 * Other modules import it only from here (decision 057).
 */
export { default as quoteOffersRoutes } from './quote-offers-routes.js';
