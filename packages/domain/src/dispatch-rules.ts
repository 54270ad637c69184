/**
 * The dispatch board's rules (issue 24, decision 058): how long a bar lasts, which bars of one driver overlap, and
 * which trips without a driver are due. Pure, so the API computes them and the tests hold them.
 */

/** The speed that estimates a drop-off when the office has not set one (`configurations.average_speed_mph`). */
export const DEFAULT_AVERAGE_SPEED_MPH = 30;
/** How long a trip without miles is taken to last. */
export const DEFAULT_TRIP_MINUTES = 60;
/** A trip without a driver is flagged from this many hours before its pickup. */
export const DUE_SOON_HOURS = 2;
/** The most bars one board answers (a day of the largest office is far fewer). */
export const MAX_BOARD_BARS = 2_000;

/**
 * The expected drop-off: the pickup plus the miles at the average speed; a trip without miles (or a speed that makes
 * no sense) lasts `DEFAULT_TRIP_MINUTES`.
 */
export function expectedDropOff(pickUpAt: Date, miles: number | null, averageSpeedMph: number): Date {
  const minutes =
    miles !== null && miles > 0 && averageSpeedMph > 0 ? (miles / averageSpeedMph) * 60 : DEFAULT_TRIP_MINUTES;
  return new Date(pickUpAt.getTime() + Math.round(minutes * 60_000));
}

export interface TimedBar {
  slotId: number;
  pickUpAt: Date;
  expectedDropOffAt: Date;
}

/**
 * The slots of one driver's lane that overlap another of the lane: one's pickup before the other's expected drop-off
 * and after its pickup. A bar that ends as the next begins does not overlap it.
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
