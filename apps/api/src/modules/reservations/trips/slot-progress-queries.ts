import type { SlotProgress } from '@livery/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { withCars } from '../core/index.js';
import { reservationCars, reservationDrivers, slotProgressColumns } from '../../../db/schema.js';

/** The slot columns the day of the trip reads. */
export type SlotRow = Pick<
  typeof reservationDrivers.$inferSelect,
  | 'id'
  | 'reservationId'
  | 'driverId'
  | 'progress'
  | 'assignedAt'
  | 'acceptedAt'
  | 'onTheWayAt'
  | 'onLocationAt'
  | 'onBoardAt'
  | 'droppedOffAt'
  | 'lastLat'
  | 'lastLng'
  | 'lastAccuracy'
  | 'lastPositionAt'
>;

const slotColumns = {
  id: reservationDrivers.id,
  reservationId: reservationDrivers.reservationId,
  driverId: reservationDrivers.driverId,
  assignedAt: reservationDrivers.assignedAt,
  ...slotProgressColumns,
  lastLat: reservationDrivers.lastLat,
  lastLng: reservationDrivers.lastLng,
  lastAccuracy: reservationDrivers.lastAccuracy,
  lastPositionAt: reservationDrivers.lastPositionAt,
};

/** One car slot of the trip, with its car's name, locked until the transaction ends (taps on it take turns). */
export async function findSlotForUpdate(
  tx: Executor,
  reservationId: number,
  slotId: number,
): Promise<(SlotRow & { carName: string }) | null> {
  const [row] = await withCars(
    tx
      .select({ ...slotColumns, carName: reservationCars.carName })
      .from(reservationDrivers)
      .$dynamic(),
  )
    .where(and(eq(reservationDrivers.id, slotId), eq(reservationDrivers.reservationId, reservationId)))
    .for('update', { of: reservationDrivers });
  return row ?? null;
}

/** Every slot of the trip with its driver and progress. */
export function slotsOfTrip(tx: Executor, reservationId: number) {
  return tx
    .select({ id: reservationDrivers.id, driverId: reservationDrivers.driverId, progress: reservationDrivers.progress })
    .from(reservationDrivers)
    .where(eq(reservationDrivers.reservationId, reservationId))
    .orderBy(asc(reservationDrivers.id));
}

/** The columns a forward move writes: the progress, its time, and the phone's position when given. */
export interface SlotAdvance {
  progress: SlotProgress;
  at: Date;
  position: { lat: number; lng: number; accuracy: number | null } | null;
}

const TIME_COLUMN = {
  accepted: 'acceptedAt',
  'on-the-way': 'onTheWayAt',
  'on-location': 'onLocationAt',
  'on-board': 'onBoardAt',
  'dropped-off': 'droppedOffAt',
} as const satisfies Partial<Record<SlotProgress, keyof SlotRow>>;

export async function advanceSlot(tx: Executor, slotId: number, advance: SlotAdvance): Promise<SlotRow> {
  const { progress, at, position } = advance;
  const time = progress === 'assigned' ? {} : { [TIME_COLUMN[progress]]: at };
  const where = position
    ? { lastLat: position.lat, lastLng: position.lng, lastAccuracy: position.accuracy, lastPositionAt: at }
    : {};
  const [row] = await tx
    .update(reservationDrivers)
    .set({ progress, ...time, ...where })
    .where(eq(reservationDrivers.id, slotId))
    .returning(slotColumns);
  if (!row) throw new Error(`Slot ${slotId} vanished under its lock`);
  return row;
}

/** A declined job: the slot loses its driver (migration 0021's trigger clears its progress and times). */
export async function releaseSlot(tx: Executor, slotId: number): Promise<SlotRow> {
  const [row] = await tx
    .update(reservationDrivers)
    .set({ driverId: null })
    .where(eq(reservationDrivers.id, slotId))
    .returning(slotColumns);
  if (!row) throw new Error(`Slot ${slotId} vanished under its lock`);
  return row;
}
