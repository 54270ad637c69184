import type { SlotProgress, WaitTerms } from '@livery/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { withCars } from '../core/index.js';
import { reservationCars, reservationSlots, slotProgressColumns } from '../../../db/schema.js';

/** The slot columns the day of the trip reads. */
export type SlotRow = Pick<
  typeof reservationSlots.$inferSelect,
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
  id: reservationSlots.id,
  reservationId: reservationSlots.reservationId,
  driverId: reservationSlots.driverId,
  assignedAt: reservationSlots.assignedAt,
  ...slotProgressColumns,
  lastLat: reservationSlots.lastLat,
  lastLng: reservationSlots.lastLng,
  lastAccuracy: reservationSlots.lastAccuracy,
  lastPositionAt: reservationSlots.lastPositionAt,
};

/** One car slot of the trip, with its car's name, locked until the transaction ends (steps on it take turns). */
export async function findSlotForUpdate(
  tx: Executor,
  reservationId: number,
  slotId: number,
): Promise<(SlotRow & { carId: number | null; carName: string }) | null> {
  const [row] = await withCars(
    tx
      .select({ ...slotColumns, carId: reservationCars.carId, carName: reservationCars.carName })
      .from(reservationSlots)
      .$dynamic(),
  )
    .where(and(eq(reservationSlots.id, slotId), eq(reservationSlots.reservationId, reservationId)))
    .for('update', { of: reservationSlots });
  return row ?? null;
}

/** Every slot of the trip with its driver and progress. */
export function slotsOfTrip(tx: Executor, reservationId: number) {
  return tx
    .select({ id: reservationSlots.id, driverId: reservationSlots.driverId, progress: reservationSlots.progress })
    .from(reservationSlots)
    .where(eq(reservationSlots.reservationId, reservationId))
    .orderBy(asc(reservationSlots.id));
}

/** The columns a forward step writes: the progress, its time, and the phone's position when given. */
export interface SlotAdvance {
  progress: SlotProgress;
  at: Date;
  position: { lat: number; lng: number; accuracy: number | null } | null;
  /** At On board: what the car's wait is billed by (decision 094). */
  waitTerms?: WaitTerms;
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
    .update(reservationSlots)
    .set({ progress, ...time, ...where, ...(advance.waitTerms ? { waitTerms: advance.waitTerms } : {}) })
    .where(eq(reservationSlots.id, slotId))
    .returning(slotColumns);
  if (!row) throw new Error(`Slot ${slotId} vanished under its lock`);
  return row;
}

/** A declined job: the slot loses its driver (migration 0021's trigger clears its progress and times). */
export async function releaseSlot(tx: Executor, slotId: number): Promise<SlotRow> {
  const [row] = await tx
    .update(reservationSlots)
    .set({ driverId: null })
    .where(eq(reservationSlots.id, slotId))
    .returning(slotColumns);
  if (!row) throw new Error(`Slot ${slotId} vanished under its lock`);
  return row;
}
