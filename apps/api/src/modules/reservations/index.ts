/**
 * Reservations: the one owner of the trip's data (decision 074) — the reservation, its cars and driver slots, their
 * status changes, refunds, addons, payments, slot steps, reminders and idempotency keys. Other modules read and write
 * them only through the named functions exported here; the route plugins are listed in `routes.ts`. Inside, one folder
 * per act (decision 057); `core/` holds the reservation's own rows, `trips/` what the other modules read of a trip.
 */
export { meetAndGreetOf, serviceOf } from './drivers/driver-notices.js';

/** The day of the trip (issue 24, decision 058) steps a trip's status as the lifecycle does. */
export { completeDriven, writeMove } from './lifecycle/index.js';
export { addChargeLines } from './addons/index.js';
export { findReservationForUpdate, updateReservationAt, type ReservationRow } from './core/index.js';
/** What is owed, from the payments (issue 38, decision 080): the staff home's count. */
export { countTripsOwing } from './core/index.js';

/** The trip's data as the other modules use it (decision 074). */
export {
  advanceSlot,
  allJobs,
  bookedLegsBatch,
  countBookedLegs,
  claimReminder,
  countByStatus,
  countTripsBookedSince,
  countPickedUp,
  findDueCustomerReminders,
  findDueDriverReminders,
  findExtras,
  findReservationSnapshots,
  findSlotDriver,
  findSlotForUpdate,
  findStatusChangedAt,
  findStatusSlots,
  findStep,
  findTripForStatus,
  insertStep,
  jobsByIds,
  lockJobs,
  otherTripsOfDrivers,
  pageOfJobs,
  releaseSlot,
  revenueByCar,
  revenueByDay,
  setPaidAt,
  slotsOfJob,
  slotsOfTrip,
  slotsPickedUpBetween,
  summaryOf,
  TODAY_LIMIT,
  upcomingSlots,
  upcomingTrips,
  writeExtras,
  type ExtrasRow,
  type LegCursor,
  type ReservationSnapshot,
  type SlotAdvance,
  type SlotRow,
  type StatusSlotRow,
  type StepValues,
  type Window,
} from './trips/index.js';
/** The trip's reminders (decision 058), sent by `plugins/reminders.ts`. */
export { sendDueReminders, type RemindersSent } from './reminders/index.js';

/**
 * Quotes the customer accepts (issue 39, decision 090): `modules/quote-offers` prices a trip as the booking does,
 * checks who it is for, and books an accepted one at the quoted price.
 */
export { quoteTrip, quoteSources, type QuoteSources } from './quote/index.js';
export { bookQuoted, checkCustomer, type QuotedBooking } from './booking/index.js';
export { PriceChangedError } from './core/index.js';
export { createQuotePaypalOrder, refuseUsedPayment } from './paypal/index.js';
