/**
 * What the other modules read and write of a trip (decision 074): the day's board, a driver's jobs and Today, a slot's
 * progress, steps and extras, the status page, the reminders, the live updates' snapshots and the operations figures.
 * Each file is named for what it offers; reservations' `index.ts` hands these on by name.
 */
export { countTripsBookedSince } from './booked-since-queries.js';
export { slotsPickedUpBetween } from './dispatch-board-queries.js';
export { slotsOfJob } from './driver-job-queries.js';
export { allJobs, jobsByIds, lockJobs, pageOfJobs, setPaidAt, summaryOf } from './driver-jobs-queries.js';
export {
  countByStatus,
  countPickedUp,
  otherTripsOfDrivers,
  revenueByCar,
  revenueByDay,
  upcomingTrips,
  type Window,
} from './operations-figures-queries.js';
export { claimReminder, findDueCustomerReminders, findDueDriverReminders } from './reminders-queries.js';
export { findExtras, writeExtras, type ExtrasRow } from './slot-extras-queries.js';
export { findSlotDriver } from './slot-driver-queries.js';
export {
  advanceSlot,
  findSlotForUpdate,
  releaseSlot,
  slotsOfTrip,
  type SlotAdvance,
  type SlotRow,
} from './slot-progress-queries.js';
export { findReservationSnapshots, type ReservationSnapshot } from './snapshots-queries.js';
export { findStatusChangedAt, findStatusSlots, findTripForStatus, type StatusSlotRow } from './status-page-queries.js';
export { findStep, insertStep, type StepValues } from './steps-queries.js';
export { TODAY_LIMIT, upcomingSlots } from './today-queries.js';
export { readerOfTrip } from './trip-reader.js';
export { bookedLegsBatch, countBookedLegs, type LegCursor } from './what-if-queries.js';
export { findDriverIdsOf, visibleSlots, visibleTrips, type TripScope } from './visible-trips-queries.js';
