import {
  DRIVER_JOB_STATUSES,
  oneOf,
  SLOT_PROGRESS,
  present,
  DRIVER_JOBS_MESSAGES,
  reservationNumber,
  type DriverJob,
  type DriverJobsPage,
  type DriverJobsQuery,
  type JobsDriver,
  type MarkDriverJobsPaidRequest,
} from '@livery/domain';
import type { Database, Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../audit/index.js';
import { fullName, type AuthUser } from '../auth/index.js';
import { findPerson } from '../people/index.js';
import { allJobs, jobsByIds, lockJobs, pageOfJobs, setPaidAt, summaryOf } from '../reservations/index.js';

type JobRow = Awaited<ReturnType<typeof jobsByIds>>[number];

export interface JobsDeps {
  db: Database;
  timeZone: string;
  now: () => Date;
}

const stopsOf = (stops: unknown): string[] =>
  Array.isArray(stops)
    ? stops.flatMap((stop: { address?: unknown }) => (typeof stop?.address === 'string' ? [stop.address] : []))
    : [];

export function toJob(row: JobRow): DriverJob {
  return {
    id: row.id,
    reservationId: row.reservationId,
    number: reservationNumber(row.reservationId),
    status: oneOf(DRIVER_JOB_STATUSES, row.status, 'A job status'),
    // The query reads booked trips only, which always have a pickup.
    pickUpDateTime: present(row.pickUpAt, 'The pickup of a job').toISOString(),
    pickUpLocation: row.pickUpLocation,
    dropOffLocation: row.dropOffLocation,
    stops: stopsOf(row.stops),
    passengerName: row.passengerName,
    phoneNumber: row.phoneNumber,
    passengers: row.passengers,
    flightNumber: row.flightNumber,
    airline: row.airline,
    comments: row.comments,
    carName: row.carName,
    slot: row.slot,
    driverShare: row.driverShare,
    isPaid: row.paidAt !== null,
    paidAt: row.paidAt?.toISOString() ?? null,
    progress: row.progress === null ? null : oneOf(SLOT_PROGRESS, row.progress, 'A slot progress'),
    times: {
      acceptedAt: row.acceptedAt?.toISOString() ?? null,
      onTheWayAt: row.onTheWayAt?.toISOString() ?? null,
      onLocationAt: row.onLocationAt?.toISOString() ?? null,
      onBoardAt: row.onBoardAt?.toISOString() ?? null,
      droppedOffAt: row.droppedOffAt?.toISOString() ?? null,
    },
  };
}

/** Whose jobs are read: their id and name (what a schedule is headed with), or a 404. */
export async function requireDriver(db: Executor, id: number): Promise<JobsDriver> {
  const user = await findPerson(db, id);
  if (!user) throw AppError.notFound('This user');
  return { id: user.id, fullName: fullName(user) };
}

/**
 * `GET /users/{id}/jobs` (the route let the viewer in: themselves, or `users:jobs`): a page of the driver's jobs
 * and the summary of every job matching the filters. The summary counts them too, so the count is exact and costs no
 * query of its own. A user who drives nothing has none.
 */
export async function listDriverJobs(
  deps: JobsDeps,
  driverId: number,
  query: DriverJobsQuery,
): Promise<DriverJobsPage> {
  const driver = await requireDriver(deps.db, driverId);
  const page = await pageOfJobs(deps.db, driverId, query, deps.timeZone);
  const summary = await summaryOf(deps.db, driverId, query, deps.timeZone);
  return {
    dataItems: page.rows.map(toJob),
    count: summary.paidCount + summary.unpaidCount,
    ...(page.pageCursors ? { pageCursors: page.pageCursors } : {}),
    summary,
    driver,
  };
}

/** Every matching job in the list's order, as one batch (CSV export). */
export async function* exportDriverJobs(
  deps: JobsDeps,
  driverId: number,
  query: DriverJobsQuery,
): AsyncGenerator<DriverJob[]> {
  await requireDriver(deps.db, driverId);
  yield (await allJobs(deps.db, driverId, query, deps.timeZone)).map(toJob);
}

/**
 * `PUT /users/{id}/jobs/paid` (administrators, decision 048): each slot must be a job of this driver, else a 400 that
 * names the others and nothing is written. Paid: `paid_at` now, a job already paid keeps its date; unpaid: cleared.
 * One audit row for the slots that changed, in the same transaction; a request that changes nothing writes nothing.
 */
export async function markDriverJobsPaid(
  deps: JobsDeps,
  actor: AuthUser,
  driverId: number,
  request: MarkDriverJobsPaidRequest,
): Promise<{ dataItems: DriverJob[]; count: number }> {
  await requireDriver(deps.db, driverId);
  return deps.db.transaction(async (tx) => {
    const found = await lockJobs(tx, driverId, request.slotIds);
    const known = new Set(found.map((row) => row.id));
    const others = request.slotIds.filter((id) => !known.has(id));
    if (others.length > 0) {
      throw AppError.validation(
        { slotIds: DRIVER_JOBS_MESSAGES.notHisJobs(others) },
        DRIVER_JOBS_MESSAGES.notHisJobs(others),
      );
    }
    const changed = found.filter((row) => (row.paidAt === null) === request.paid).sort((a, b) => a.id - b.id);
    if (changed.length > 0) {
      const paidAt = request.paid ? deps.now() : null;
      await setPaidAt(
        tx,
        changed.map((row) => row.id),
        paidAt,
      );
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'update',
        entity: 'driver-jobs',
        entityId: driverId,
        before: { slots: changed.map((row) => ({ slotId: row.id, paidAt: row.paidAt?.toISOString() ?? null })) },
        after: { slots: changed.map((row) => ({ slotId: row.id, paidAt: paidAt?.toISOString() ?? null })) },
      });
    }
    const dataItems = (await jobsByIds(tx, driverId, request.slotIds)).map(toJob);
    return { dataItems, count: dataItems.length };
  });
}
