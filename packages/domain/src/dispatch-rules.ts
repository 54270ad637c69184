/**
 * The dispatch board's rules (issue 24, decision 058): how long a trip lasts, when two trips of one driver conflict,
 * and which trips without a driver are due. Pure, so the API computes them and the tests hold them.
 */

/** The speed that estimates a drop-off when the office has not set one (`configurations.average_speed_mph`). */
export const DEFAULT_AVERAGE_SPEED_MPH = 30;
/** How long a trip without miles is taken to last. */
export const DEFAULT_TRIP_MINUTES = 60;
/**
 * The longest a trip is taken to last, however many miles: a bound that lets a search for conflicts read only the
 * trips picked up in `conflictSearchWindow`.
 */
export const LONGEST_TRIP_HOURS = 24;
/** A trip without a driver is flagged from this many hours before its pickup. */
export const DUE_SOON_HOURS = 2;
/** The most bars one board answers (a day of the largest office is far fewer). */
export const MAX_BOARD_BARS = 2_000;
/** The most lanes one board answers: every driver of an office, which has tens (a trip's Assign finds any other). */
export const MAX_BOARD_LANES = 200;

/**
 * The expected drop-off: the pickup plus the miles at the average speed, or an hourly booking's minutes when longer,
 * at most `LONGEST_TRIP_HOURS`; a trip without miles (or a speed that makes no sense) lasts `DEFAULT_TRIP_MINUTES`.
 */
export function expectedDropOff(
  pickUpAt: Date,
  miles: number | null,
  averageSpeedMph: number,
  bookedMinutes: number | null = null,
): Date {
  const driven =
    miles !== null && miles > 0 && averageSpeedMph > 0 ? (miles / averageSpeedMph) * 60 : DEFAULT_TRIP_MINUTES;
  // Hourly work keeps its car the time booked, however short the drive (decision 092).
  const minutes = Math.max(driven, bookedMinutes ?? 0);
  return new Date(pickUpAt.getTime() + Math.round(Math.min(minutes, LONGEST_TRIP_HOURS * 60) * 60_000));
}

/** A trip (or one car of it) from its pickup to its expected drop-off. */
export interface TimedTrip {
  pickUpAt: Date;
  expectedDropOffAt: Date;
}

/** A trip as the database keeps it, timed by `expectedDropOff`. */
export const timedTrip = (
  pickUpAt: Date,
  miles: number | null,
  averageSpeedMph: number,
  bookedMinutes: number | null = null,
): TimedTrip => ({
  pickUpAt,
  expectedDropOffAt: expectedDropOff(pickUpAt, miles, averageSpeedMph, bookedMinutes),
});

/**
 * The one definition of a conflict (issue 38 items 10 and 14, decision 081): two trips of one driver conflict when
 * each is picked up before the other's expected drop-off — the driver cannot be on both. A trip that ends as the
 * next begins does not conflict with it. The dispatch board's overlaps, the assign question and the staff home's
 * "double-booked" all ask this.
 */
export const tripsConflict = (a: TimedTrip, b: TimedTrip): boolean =>
  a.pickUpAt.getTime() < b.expectedDropOffAt.getTime() && b.pickUpAt.getTime() < a.expectedDropOffAt.getTime();

/** Those of `others` that conflict with `trip` (`tripsConflict`), in the order given. */
export const conflictsWith = <T extends TimedTrip>(trip: TimedTrip, others: readonly T[]): T[] =>
  others.filter((other) => tripsConflict(trip, other));

/**
 * Where the pickups of the trips that may conflict with `trip` lie: from `LONGEST_TRIP_HOURS` before its pickup (no
 * trip lasts longer) to its expected drop-off. A query reads the trips picked up in it, then `conflictsWith` decides.
 */
export const conflictSearchWindow = (trip: TimedTrip): { from: Date; to: Date } => ({
  from: new Date(trip.pickUpAt.getTime() - LONGEST_TRIP_HOURS * 3_600_000),
  to: trip.expectedDropOffAt,
});

export interface TimedBar extends TimedTrip {
  slotId: number;
}

/**
 * The slots of one driver's lane that conflict with another of the lane (`tripsConflict`), in one sweep by pickup:
 * a bar conflicts with an earlier one when it is picked up before the latest expected drop-off so far.
 */
export function overlappingSlotIds(bars: readonly TimedBar[]): Set<number> {
  const sorted = [...bars].sort((a, b) => a.pickUpAt.getTime() - b.pickUpAt.getTime() || a.slotId - b.slotId);
  const overlapping = new Set<number>();
  let latest: TimedBar | null = null;
  for (const bar of sorted) {
    if (latest && bar.pickUpAt.getTime() < latest.expectedDropOffAt.getTime()) {
      overlapping.add(bar.slotId);
      overlapping.add(latest.slotId);
    }
    if (!latest || bar.expectedDropOffAt.getTime() > latest.expectedDropOffAt.getTime()) latest = bar;
  }
  return overlapping;
}

/**
 * A slot without a driver whose pickup is less than `DUE_SOON_HOURS` away, or already past while the trip is not
 * completed: dispatch must act now.
 */
export function isDueSoonWithoutDriver(
  slot: { driverId: number | null; pickUpAt: Date; status: string },
  now: Date,
): boolean {
  if (slot.driverId !== null || slot.status === 'completed') return false;
  return slot.pickUpAt.getTime() - now.getTime() <= DUE_SOON_HOURS * 3_600_000;
}
