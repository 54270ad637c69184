export * from './app.js';
export * from './errors.js';
export * from './permissions.js';
export * from './permission-sentences.js';
export * from './roles.js';
export * from './routing.js';
export * from './statuses.js';
export * from './reservation-rules.js';
export * from './booking-rules.js';
export * from './customer-trip-rules.js';
export * from './pickup-rules.js';
export * from './payment-rules.js';
export * from './trip-words.js';
export * from './schemas/common.js';
export * from './schemas/list-query.js';
export * from './schemas/auth.js';
export * from './schemas/affiliate.js';
export * from './dates.js';
export * from './money.js';
export * from './schemas/catalogue-rules.js';
export * from './schemas/addon.js';
export * from './schemas/surge.js';
export * from './schemas/car.js';
export * from './schemas/discount-code.js';
export * from './schemas/user.js';
export * from './schemas/access.js';
export * from './schemas/attachment.js';
export * from './account-policy.js';
export * from './static-page-rules.js';
export * from './schemas/static-page.js';
export * from './business-time.js';
export * from './time-format.js';
export * from './typed-time.js';
export * from './completion-rules.js';
export * from './schemas/trip.js';
export * from './schemas/trip-start.js';
export * from './schemas/reservation.js';
export * from './schemas/quote-offer.js';
export * from './schemas/paypal.js';
export * from './schemas/draft.js';
export * from './schemas/booking-lookup.js';
export * from './schemas/booked-trip.js';
export * from './schemas/reservation-list.js';
export * from './phone-search.js';
export * from './one-of.js';
export * from './is-record.js';
export * from './draft-summary.js';
export * from './count-of.js';
export * from './pricing/index.js';
export * from './schemas/quote.js';
export * from './schemas/address.js';
export * from './geo.js';
export * from './business-area.js';
export * from './schemas/airport.js';
export * from './schemas/configuration.js';
export * from './schemas/public-configuration.js';
export * from './schemas/rate-card.js';
export {
  BOOKABLE_SERVICES,
  BOOKABLE_SERVICE_LABELS,
  bookableServicesOf,
  durationText,
  serviceSummary,
  MAX_HOURLY_MINUTES,
  SERVICE_MESSAGES,
  type BookableService,
} from './schemas/service-types.js';
export * from './schemas/stored-rate-card.js';
export * from './schemas/what-if.js';
export * from './schemas/booking-widget.js';
export * from './schemas/reservation-details.js';
export * from './schemas/customer-trip.js';
export * from './schemas/reservation-drivers.js';
export * from './schemas/driver-jobs.js';
export * from './schemas/driver-job.js';
export * from './schemas/reservation-addons.js';
export * from './schemas/payments.js';
export * from './schemas/operations.js';
export * from './schemas/events.js';
export * from './trip-progress.js';
export * from './schemas/trip-progress.js';
export * from './slot-extras.js';
export * from './dispatch-rules.js';
export * from './schemas/dispatch-board.js';
export * from './schemas/trip-status.js';
export * from './visitor-pages/index.js';
