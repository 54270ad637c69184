import {
  RESERVATION_STATUSES,
  oneOf,
  assignRefusal,
  conflictSearchWindow,
  conflictsWith,
  DRIVER_MESSAGES,
  reservationNumber,
  statusAfterDrivers,
  timedTrip,
  type AssignableDriver,
  type AssignableDriversQuery,
  type AssignDriversRequest,
  type AssignDriversResult,
  type DriverConflict,
  type ReservationStatus,
} from '@livery/domain';
import type { Database, Executor } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import { recordAudit } from '../../audit/index.js';
import { type AuthUser } from '../../auth/index.js';
import { findAverageSpeed } from '../../configurations/index.js';
import { findDrivers, findPeople, listDrivers, type DriverRow, type RoleDirectory } from '../../people/index.js';
import { DETAILS_MESSAGES, findLegs, loadDetails } from '../details/index.js';
import * as drivers from './assign-drivers-queries.js';
import { noticeCustomer, noticeDrivers, type NoticeDeps } from './driver-notices.js';
import { reservationQueries as queries } from '../core/index.js';

/** What assigning drivers needs besides the database. */
export interface AssignDeps extends NoticeDeps {
  roleDirectory: RoleDirectory;
  now: () => Date;
}

/** The history's reason when the drivers move the status (DESIGN §5). */
export const ASSIGNMENT_REASONS: Partial<Record<ReservationStatus, string>> = {
  assigned: 'Every car has a driver',
  viewed: 'A driver was removed',
};

const DRIVER_ROLE = 'driver';
const unique = (ids: readonly (number | null)[]) => [...new Set(ids.flatMap((id) => (id === null ? [] : [id])))];

/** What times a trip: its pickup and miles. */
interface TripTiming {
  id: number;
  pickUpAt: Date | null;
  miles: number | null;
  bookedMinutes: number | null;
}

/**
 * Each driver's other trips still to be driven that conflict with this one (`tripsConflict`, decision 081), by
 * driver, soonest first. A trip without a pickup conflicts with none.
 */
async function conflictsOf(db: Executor, leg: TripTiming, people: readonly DriverRow[]): Promise<DriverConflict[]> {
  if (leg.pickUpAt === null || people.length === 0) return [];
  const averageSpeedMph = await findAverageSpeed(db);
  const trip = timedTrip(leg.pickUpAt, leg.miles, averageSpeedMph, leg.bookedMinutes);
  const near = await drivers.driversTripsBetween(
    db,
    leg.id,
    conflictSearchWindow(trip),
    people.map((p) => p.id),
  );
  const trips = conflictsWith(
    trip,
    near.map((t) => ({ ...t, ...timedTrip(t.pickUpAt, t.miles, averageSpeedMph, t.bookedMinutes) })),
  );
  return people.flatMap((person) => {
    const mine = trips.filter((t) => t.driverId === person.id);
    if (mine.length === 0) return [];
    return [
      {
        driverId: person.id,
        driverName: drivers.fullNameOf(person),
        trips: mine.map((t) => ({
          id: t.id,
          number: reservationNumber(t.id),
          pickUpDateTime: t.pickUpAt.toISOString(),
        })),
      },
    ];
  });
}

/**
 * The question before saving (issue 38 item 14): a driver put on the trip whose other trips conflict with it is
 * refused with a 409 listing them until the request acknowledges them — so a second browser, or a direct call,
 * cannot skip it. Drivers already on the trip were asked when they were put on.
 */
async function askAboutConflicts(
  tx: Executor,
  leg: TripTiming,
  newcomers: readonly DriverRow[],
  acknowledged: boolean,
): Promise<void> {
  if (acknowledged) return;
  const conflicts = await conflictsOf(tx, leg, newcomers);
  if (conflicts.length === 0) return;
  const number = reservationNumber(leg.id);
  throw new AppError('CONFLICT', DRIVER_MESSAGES.conflicts(conflicts, number), {
    acknowledgeConflicts: conflicts.map((conflict) => DRIVER_MESSAGES.conflict(conflict, number)).join(' '),
  });
}

/**
 * The request's slots checked against the trip: each one of its slots, each new driver a holder of the driver role,
 * no driver on two slots once applied. A 400 names the first field of each problem (`slots.N.slotId|driverId`).
 */
function refusalsOf(
  request: AssignDriversRequest,
  number: string,
  current: ReadonlyMap<number, number | null>,
  after: ReadonlyMap<number, number | null>,
  driverIds: ReadonlySet<number>,
): Record<string, string> {
  const fields: Record<string, string> = {};
  request.slots.forEach(({ slotId, driverId }, i) => {
    if (!current.has(slotId)) fields[`slots.${i}.slotId`] = DRIVER_MESSAGES.notThisTrip(slotId, number);
    else if (driverId === null || driverId === current.get(slotId)) return;
    else if (!driverIds.has(driverId)) fields[`slots.${i}.driverId`] = DRIVER_MESSAGES.notADriver(driverId);
    else if ([...after].some(([other, driver]) => other !== slotId && driver === driverId))
      fields[`slots.${i}.driverId`] = DRIVER_MESSAGES.driverTwice;
  });
  return fields;
}

async function assign(
  tx: Executor,
  deps: AssignDeps,
  user: AuthUser,
  id: number,
  request: AssignDriversRequest,
  driverRoleId: number | null,
): Promise<AssignDriversResult> {
  const row = await queries.findReservationForUpdate(tx, id);
  if (!row) throw new AppError('NOT_FOUND', DETAILS_MESSAGES.notFound);
  const refusal = assignRefusal(row.status);
  if (refusal) throw new AppError('CONFLICT', refusal);
  if (row.version !== request.version) throw AppError.staleVersion('reservation');

  const slots = await drivers.findSlotsForAssignment(tx, id);
  const current = new Map(slots.map((slot) => [slot.id, slot.driverId]));
  const after = new Map(current);
  for (const { slotId, driverId } of request.slots) if (after.has(slotId)) after.set(slotId, driverId);
  const newcomers = unique(request.slots.filter((s) => s.driverId !== current.get(s.slotId)).map((s) => s.driverId));
  const found = await findDrivers(tx, driverRoleId, newcomers);
  const fields = refusalsOf(request, reservationNumber(id), current, after, new Set(found.map((d) => d.id)));
  if (Object.keys(fields).length > 0) throw AppError.validation(fields);

  const driversBefore = unique([...current.values()]);
  const driversAfter = unique([...after.values()]);
  const joining = found.filter((driver) => !driversBefore.includes(driver.id));
  await askAboutConflicts(tx, row, joining, request.acknowledgeConflicts === true);
  const people = await findPeople(tx, unique([...driversBefore, ...driversAfter]));
  const personOf = new Map(people.map((p) => [p.id, p]));
  const changed = request.slots.filter((s) => s.driverId !== current.get(s.slotId));
  if (changed.length > 0) {
    for (const { slotId, driverId } of changed) await drivers.setSlotDriver(tx, slotId, driverId);
    const to = statusAfterDrivers(
      oneOf(RESERVATION_STATUSES, row.status, 'A reservation status'),
      [...after.values()].every((d) => d !== null),
    );
    const updated = await queries.updateReservationAt(tx, id, row.version, to === row.status ? {} : { status: to });
    if (!updated) throw AppError.staleVersion('reservation');
    const reason = ASSIGNMENT_REASONS[to] ?? 'Drivers changed';
    if (to !== row.status)
      await queries.insertStatusChange(tx, {
        reservationId: id,
        fromStatus: row.status,
        toStatus: to,
        actorId: user.id,
        reason,
      });
    const slotsOf = (map: ReadonlyMap<number, number | null>) =>
      changed.map(({ slotId }) => ({ slotId, driverId: map.get(slotId) ?? null }));
    await recordAudit(tx, {
      actorId: user.id,
      action: 'assign',
      entity: 'reservation',
      entityId: id,
      before: { status: row.status, version: row.version, slots: slotsOf(current) },
      after: {
        status: updated.status,
        version: updated.version,
        slots: slotsOf(after),
        ...(to === row.status ? {} : { reason }),
      },
    });
    const changes = [
      ...driversAfter
        .filter((d) => !driversBefore.includes(d))
        .map((d) => ({ change: 'assigned' as const, driverId: d })),
      ...driversBefore
        .filter((d) => !driversAfter.includes(d))
        .map((d) => ({ change: 'removed' as const, driverId: d })),
    ].flatMap(({ change, driverId }) => {
      const driver = personOf.get(driverId);
      return driver ? [{ change, driver }] : [];
    });
    await noticeDrivers(tx, deps, updated, changes);
    if (to === 'assigned' && row.status !== 'assigned')
      await noticeCustomer(
        tx,
        deps,
        updated,
        driversAfter.flatMap((d) => personOf.get(d) ?? []).map(drivers.fullNameOf),
      );
  }
  const details = await loadDetails(tx, user, id, deps.now(), 'staff');
  const driverConflicts = await conflictsOf(
    tx,
    row,
    driversAfter.flatMap((d) => personOf.get(d) ?? []),
  );
  return { ...details, driverConflicts };
}

/**
 * `PUT /reservations/{id}/drivers`: the drivers of some of the trip's cars, at the version read, under the row's
 * lock. A driver put on it whose other trips conflict with it is a 409 until acknowledged. Every car with a driver
 * makes the trip assigned (from created, unpaid or viewed); a driver taken off an assigned trip makes it viewed again
 * (history rows). Audit row, texts and e-mails in the same transaction; the answer is the details with each driver's
 * other trips that conflict with this one.
 */
export async function assignReservationDrivers(
  db: Database,
  deps: AssignDeps,
  user: AuthUser,
  id: number,
  request: AssignDriversRequest,
): Promise<AssignDriversResult> {
  // The role's id first, outside the transaction: the directory reads the roles once for every request.
  const driverRoleId = await deps.roleDirectory.idOf(db, DRIVER_ROLE);
  return db.transaction((tx) => assign(tx, deps, user, id, request, driverRoleId));
}

/**
 * `GET /reservations/{id}/assignable-drivers`: the holders of the driver role by name (at most 500; `search` narrows
 * them), each with their other trips that conflict with this one (`tripsConflict`).
 */
export async function listAssignableDrivers(
  db: Database,
  directory: RoleDirectory,
  id: number,
  query: AssignableDriversQuery,
): Promise<{ dataItems: AssignableDriver[]; count: number }> {
  const [leg] = await findLegs(db, [id]);
  if (!leg) throw new AppError('NOT_FOUND', DETAILS_MESSAGES.notFound);
  const refusal = assignRefusal(leg.status);
  if (refusal) throw new AppError('CONFLICT', refusal);
  const people = await listDrivers(db, await directory.idOf(db, DRIVER_ROLE), query.search);
  const conflicts = new Map((await conflictsOf(db, leg, people)).map((c) => [c.driverId, c.trips]));
  const dataItems = people.map((person) => ({
    id: person.id,
    fullName: drivers.fullNameOf(person),
    phoneNumber: person.phoneNumber,
    phoneType: person.phoneType,
    conflicts: conflicts.get(person.id) ?? [],
  }));
  return { dataItems, count: dataItems.length };
}
