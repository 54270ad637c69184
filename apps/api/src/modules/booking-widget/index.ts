/**
 * The booking widget (issue 27, decision 066): `/embed.js` for a company's own site. What app.ts uses of this module:
 * it imports it only from here (decision 057).
 */
export { default as bookingWidgetRoutes } from './booking-widget-routes.js';
