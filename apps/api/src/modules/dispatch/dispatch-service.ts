import {
  businessDate,
  dayAfter,
  DISPATCH_BOARD_STATUSES,
  expectedDropOff,
  isDueSoonWithoutDriver,
  MAX_BOARD_BARS,
  MAX_BOARD_LANES,
  oneOf,
  overlappingSlotIds,
  present,
  reservationNumber,
  startOfBusinessDay,
  type DispatchBar,
  type DispatchBoard,
  type DispatchBoardQuery,
  type DispatchLane,
} from '@livery/domain';
import type { Executor } from '../../db/client.js';
import { fullName } from '../auth/index.js';
import { findAverageSpeed } from '../configurations/index.js';
import { findLaneDrivers, type RoleDirectory } from '../people/index.js';
import { slotsPickedUpBetween } from '../reservations/index.js';

const DRIVER_ROLE = 'driver';

export interface DispatchDeps {
  db: Executor;
  roleDirectory: RoleDirectory;
  timeZone: string;
  now: () => Date;
}

type SlotRow = Awaited<ReturnType<typeof slotsPickedUpBetween>>[number];

function toBar(row: SlotRow, averageSpeedMph: number, now: Date): DispatchBar {
  // The query reads trips picked up that day: every one has a pickup.
  const pickUpAt = present(row.pickUpAt, 'The pickup of a trip on the board');
  const status = oneOf(DISPATCH_BOARD_STATUSES, row.status, 'A board trip status');
  return {
    reservationId: row.reservationId,
    number: reservationNumber(row.reservationId),
    version: row.version,
    slotId: row.slotId,
    slot: row.slot,
    carName: row.carName,
    driverId: row.driverId,
    status,
    progress: row.driverId === null ? null : row.progress,
    pickUpAt: pickUpAt.toISOString(),
    expectedDropOffAt: expectedDropOff(pickUpAt, row.miles, averageSpeedMph, row.bookedMinutes).toISOString(),
    passengerName: row.passengerName,
    pickUpLocation: row.pickUpLocation,
    dropOffLocation: row.dropOffLocation,
    overlaps: false,
    dueSoonWithoutDriver: isDueSoonWithoutDriver({ driverId: row.driverId, pickUpAt, status }, now),
  };
}

/** The lane's bars with those overlapping another of the same driver flagged. */
function withOverlaps(bars: DispatchBar[]): DispatchBar[] {
  const overlapping = overlappingSlotIds(
    bars.map((bar) => ({
      slotId: bar.slotId,
      pickUpAt: new Date(bar.pickUpAt),
      expectedDropOffAt: new Date(bar.expectedDropOffAt),
    })),
  );
  return bars.map((bar) => ({ ...bar, overlaps: overlapping.has(bar.slotId) }));
}

/**
 * `GET /dispatch/board`: the business day's car slots (today by default) as bars, in a lane per driver — on duty or
 * not, so there is someone to drag onto from the first day (issue 38 item 13) — and the slots without a driver.
 */
export async function getDispatchBoard(deps: DispatchDeps, query: DispatchBoardQuery): Promise<DispatchBoard> {
  const now = deps.now();
  const date = query.date ?? businessDate(now, deps.timeZone);
  const startsAt = startOfBusinessDay(date, deps.timeZone);
  const endsAt = startOfBusinessDay(dayAfter(date), deps.timeZone);
  const averageSpeedMph = await findAverageSpeed(deps.db);
  const rows = await slotsPickedUpBetween(deps.db, startsAt, endsAt, MAX_BOARD_BARS + 1);
  const bars = rows.slice(0, MAX_BOARD_BARS).map((row) => toBar(row, averageSpeedMph, now));

  const byDriver = new Map<number, DispatchBar[]>();
  for (const bar of bars) {
    if (bar.driverId !== null) byDriver.set(bar.driverId, [...(byDriver.get(bar.driverId) ?? []), bar]);
  }
  const driverRoleId = await deps.roleDirectory.idOf(deps.db, DRIVER_ROLE);
  const { drivers, more } = await findLaneDrivers(deps.db, driverRoleId, [...byDriver.keys()], MAX_BOARD_LANES);
  const lanes: DispatchLane[] = drivers
    .map((driver) => ({
      driverId: driver.id,
      driverName: fullName(driver),
      onDuty: driver.onDutySince !== null,
      bars: withOverlaps(byDriver.get(driver.id) ?? []),
    }))
    .sort((a, b) => a.driverName.localeCompare(b.driverName, 'en') || a.driverId - b.driverId);
  return {
    date,
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    lanes,
    unassigned: bars.filter((bar) => bar.driverId === null),
    truncated: rows.length > MAX_BOARD_BARS,
    moreDrivers: more,
  };
}
