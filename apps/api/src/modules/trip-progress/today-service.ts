import {
  businessDate,
  maySetDuty,
  oneOf,
  RESERVATION_STATUSES,
  reservationNumber,
  startOfBusinessDay,
  wallClockParts,
  type Duty,
  type TodayJobs,
} from '@livery/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { businessTimeFormat } from '../../lib/business-clock.js';
import { forbidden } from '../../lib/permission-checks.js';
import { type AuthUser } from '../auth/index.js';
import { findDuty, writeDuty } from '../people/index.js';
import { upcomingSlots } from '../reservations/index.js';

export interface TodayDeps {
  db: Database;
  timeZone: string;
  now: () => Date;
}

const dutyOf = (since: Date | null): Duty => ({ onDuty: since !== null, since: since?.toISOString() ?? null });

async function requireDuty(db: Database, userId: number) {
  const row = await findDuty(db, userId);
  if (!row) throw AppError.notFound('This user');
  return row;
}

/**
 * `GET /users/{id}/jobs/today` (issue 24): the driver's cars on trips still to drive from the start of today (the
 * business's date) on, the next first, each with its progress; and whether they are on duty.
 */
export async function listTodayJobs(deps: TodayDeps, driverId: number): Promise<TodayJobs> {
  const { onDutySince } = await requireDuty(deps.db, driverId);
  const date = businessDate(deps.now(), deps.timeZone);
  const rows = await upcomingSlots(deps.db, driverId, startOfBusinessDay(date, deps.timeZone));
  const clock = { timeZone: deps.timeZone, timeFormat: businessTimeFormat() };
  const dataItems = rows.flatMap((row) => {
    const { pickUpAt, progress } = row;
    if (!pickUpAt || !progress) return [];
    const pickUpLocal = wallClockParts(pickUpAt, clock);
    return [
      {
        reservationId: row.reservationId,
        number: reservationNumber(row.reservationId),
        slotId: row.slotId,
        carName: row.carName,
        status: oneOf(RESERVATION_STATUSES, row.status, 'A reservation status'),
        progress,
        pickUpDateTime: pickUpAt.toISOString(),
        pickUpLocal,
        pickUpLocation: row.pickUpLocation,
        dropOffLocation: row.dropOffLocation,
        passengerName: row.passengerName,
        passengers: row.passengers,
        isToday: pickUpLocal.date === date,
      },
    ];
  });
  return { dataItems, duty: dutyOf(onDutySince) };
}

/** Yourself, or a driver by staff with reservations:assign: decided before the body is read too (decision 071). */
function requireMaySetDuty(user: AuthUser, userId: number): void {
  if (!maySetDuty(user, userId)) throw forbidden('Setting another person’s duty needs reservations:assign.');
}

/** Whose duty may be set, and that they exist (403, 404), before the request's body is read (decision 071). */
export async function maySetDutyOf(db: Database, user: AuthUser, userId: number): Promise<void> {
  requireMaySetDuty(user, userId);
  await requireDuty(db, userId);
}

/** `PUT /users/{id}/duty`: on duty from now (the time kept when already on), or off. */
export async function setDuty(deps: TodayDeps, user: AuthUser, userId: number, onDuty: boolean): Promise<Duty> {
  requireMaySetDuty(user, userId);
  const { onDutySince } = await requireDuty(deps.db, userId);
  if (onDuty === (onDutySince !== null)) return dutyOf(onDutySince);
  const since = onDuty ? deps.now() : null;
  await writeDuty(deps.db, userId, since);
  return dutyOf(since);
}
