import type { Car } from '@livery/domain';
import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { withCars } from './slots-with-cars-queries.js';
import {
  affiliates,
  cars,
  idempotencyKeys,
  reservationCars,
  reservationSlots,
  reservations,
  reservationStatusChanges,
} from '../../../db/schema.js';
import { toCar } from '../../cars/index.js';

/** The car classes a trip names, by id (active or not: the caller says why one cannot be used). */
export async function findCarsByIds(db: Executor, ids: readonly number[]): Promise<Map<number, Car>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(cars)
    .where(inArray(cars.id, [...ids]));
  return new Map(rows.map((row) => [row.id, toCar(row)]));
}

export type ReservationRow = typeof reservations.$inferSelect;
export type ReservationValues = typeof reservations.$inferInsert;

export async function insertReservation(tx: Executor, values: ReservationValues): Promise<ReservationRow> {
  const [row] = await tx.insert(reservations).values(values).returning();
  if (!row) throw new Error('insert into reservations returned no row');
  return row;
}

export async function linkRoundTrip(tx: Executor, outboundId: number, returnId: number): Promise<void> {
  await tx.update(reservations).set({ parentOf: returnId }).where(eq(reservations.id, outboundId));
}

/** A leg's car classes and one slot per car with its driver share (DESIGN §5). */
export async function insertCars(
  tx: Executor,
  reservationId: number,
  lines: readonly { carId: number; carName: string; count: number; lineAmount: number; shares: readonly number[] }[],
): Promise<void> {
  for (const [position, line] of lines.entries()) {
    const [car] = await tx
      .insert(reservationCars)
      .values({
        reservationId,
        carId: line.carId,
        carName: line.carName,
        count: line.count,
        lineAmount: line.lineAmount,
        position,
      })
      .returning({ id: reservationCars.id });
    if (!car) throw new Error('insert into reservation_cars returned no row');
    await tx.insert(reservationSlots).values(
      line.shares.map((driverShare, slot) => ({
        reservationId,
        reservationCarId: car.id,
        slot: slot + 1,
        driverShare,
      })),
    );
  }
}

export async function insertStatusChange(
  tx: Executor,
  change: {
    reservationId: number;
    fromStatus: string | null;
    toStatus: string;
    actorId: number | null;
    reason: string;
  },
): Promise<void> {
  await tx.insert(reservationStatusChanges).values(change);
}

export interface ReservationWithCars {
  row: ReservationRow;
  affiliateName: string | null;
  cars: { carId: number | null; carName: string; count: number; lineAmount: number }[];
}

export async function findReservation(db: Executor, id: number): Promise<ReservationWithCars | null> {
  const [found] = await db
    .select({ row: reservations, affiliateName: affiliates.name })
    .from(reservations)
    .leftJoin(affiliates, eq(affiliates.id, reservations.affiliateId))
    .where(eq(reservations.id, id));
  if (!found) return null;
  const carRows = await db
    .select({
      carId: reservationCars.carId,
      carName: reservationCars.carName,
      count: reservationCars.count,
      lineAmount: reservationCars.lineAmount,
    })
    .from(reservationCars)
    .where(eq(reservationCars.reservationId, id))
    .orderBy(asc(reservationCars.position));
  return { row: found.row, affiliateName: found.affiliateName, cars: carRows };
}

export async function affiliateExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: affiliates.id }).from(affiliates).where(eq(affiliates.id, id));
  return row !== undefined;
}

// ── Idempotency-Key ──────────────────────────────────────────────────────────────────────────────────
export type IdempotencyClaim =
  { kind: 'claimed' } | { kind: 'replay'; statusCode: number; response: unknown } | { kind: 'other-request' };

/**
 * Claims the key inside the booking's transaction. A second request with the key waits on the first's row lock
 * (PostgreSQL) and then finds its stored answer; if the first rolled back, the key is free again.
 */
export async function claimIdempotencyKey(
  tx: Executor,
  scope: string,
  key: string,
  requestHash: string,
): Promise<IdempotencyClaim> {
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({ scope, key, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return { kind: 'claimed' };
  const [row] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  if (!row || row.requestHash !== requestHash || row.statusCode === null) return { kind: 'other-request' };
  return { kind: 'replay', statusCode: row.statusCode, response: row.response };
}

export async function storeIdempotentAnswer(
  tx: Executor,
  scope: string,
  key: string,
  statusCode: number,
  response: unknown,
): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ statusCode, response })
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
}

// ── Drafts ───────────────────────────────────────────────────────────────────────────────────────────
export async function findDraftForUpdate(tx: Executor, id: number): Promise<ReservationRow | null> {
  const [row] = await tx
    .select()
    .from(reservations)
    .where(and(eq(reservations.id, id), eq(reservations.status, 'draft')))
    .for('update');
  return row ?? null;
}

export async function findDraft(db: Executor, id: number): Promise<ReservationRow | null> {
  const [row] = await db
    .select()
    .from(reservations)
    .where(and(eq(reservations.id, id), eq(reservations.status, 'draft')));
  return row ?? null;
}

/** Updates a row at the version the caller read; null when someone else changed it first. */
export async function updateReservationAt(
  tx: Executor,
  id: number,
  version: number,
  values: Partial<ReservationValues>,
): Promise<ReservationRow | null> {
  const [row] = await tx
    .update(reservations)
    .set({ ...values, version: version + 1, updatedAt: new Date() })
    .where(and(eq(reservations.id, id), eq(reservations.version, version)))
    .returning();
  return row ?? null;
}

export async function deleteReservation(tx: Executor, id: number): Promise<void> {
  await tx.delete(reservations).where(eq(reservations.id, id));
}

export async function findReservationForUpdate(tx: Executor, id: number): Promise<ReservationRow | null> {
  const [row] = await tx.select().from(reservations).where(eq(reservations.id, id)).for('update');
  return row ?? null;
}

/** Removes a leg's car classes (their driver slots go with them) before the new ones are written. */
export async function deleteCars(tx: Executor, reservationId: number): Promise<void> {
  await tx.delete(reservationCars).where(eq(reservationCars.reservationId, reservationId));
}

/** A leg's drivers by car class and slot, before its cars are written again (a change of the trip). */
export async function driversByCarSlot(tx: Executor, reservationId: number) {
  return withCars(
    tx
      .select({
        carId: reservationCars.carId,
        slot: reservationSlots.slot,
        driverId: reservationSlots.driverId,
        paidAt: reservationSlots.paidAt,
      })
      .from(reservationSlots)
      .$dynamic(),
  ).where(and(eq(reservationSlots.reservationId, reservationId), isNotNull(reservationSlots.driverId)));
}

/**
 * Puts a driver back in the slot of that car class, if the changed trip still has it, with the job's paid date
 * (decision 048); whether it did.
 */
export async function restoreDriver(
  tx: Executor,
  reservationId: number,
  kept: { carId: number | null; slot: number; driverId: number | null; paidAt: Date | null },
): Promise<boolean> {
  if (kept.carId === null || kept.driverId === null) return false;
  const [car] = await tx
    .select({ id: reservationCars.id })
    .from(reservationCars)
    .where(and(eq(reservationCars.reservationId, reservationId), eq(reservationCars.carId, kept.carId)));
  if (!car) return false;
  const restored = await tx
    .update(reservationSlots)
    .set({ driverId: kept.driverId, paidAt: kept.paidAt })
    .where(and(eq(reservationSlots.reservationCarId, car.id), eq(reservationSlots.slot, kept.slot)))
    .returning({ id: reservationSlots.id });
  return restored.length > 0;
}

/** Whether every car of the leg has a driver. */
export async function hasOpenSlot(tx: Executor, reservationId: number): Promise<boolean> {
  const [open] = await tx
    .select({ id: reservationSlots.id })
    .from(reservationSlots)
    .where(and(eq(reservationSlots.reservationId, reservationId), isNull(reservationSlots.driverId)))
    .limit(1);
  return open !== undefined;
}
