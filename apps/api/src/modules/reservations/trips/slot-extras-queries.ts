import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { reservationSlots, slotExtrasColumns } from '../../../db/schema.js';

/**
 * The extras of a slot (decision 058): the tolls and parking its driver reports, the wait its steps measure with what
 * it is billed by and the office's correction (decision 094), and their review.
 */
const extrasColumns = {
  id: reservationSlots.id,
  reservationId: reservationSlots.reservationId,
  driverId: reservationSlots.driverId,
  progress: reservationSlots.progress,
  onLocationAt: reservationSlots.onLocationAt,
  onBoardAt: reservationSlots.onBoardAt,
  ...slotExtrasColumns,
};
export type ExtrasRow = { [K in keyof typeof extrasColumns]: (typeof reservationSlots.$inferSelect)[K] };

export async function findExtras(tx: Executor, slotId: number): Promise<ExtrasRow> {
  const [row] = await tx.select(extrasColumns).from(reservationSlots).where(eq(reservationSlots.id, slotId));
  if (!row) throw new Error(`Slot ${slotId} vanished under its lock`);
  return row;
}

export async function writeExtras(
  tx: Executor,
  slotId: number,
  values: Partial<
    Pick<ExtrasRow, 'waitingMinutes' | 'tolls' | 'parking' | 'extrasState' | 'waitTerms' | 'waitCorrection'>
  > & {
    extrasReviewedById?: number | null;
    extrasReviewedAt?: Date | null;
  },
): Promise<ExtrasRow> {
  const [row] = await tx
    .update(reservationSlots)
    .set(values)
    .where(eq(reservationSlots.id, slotId))
    .returning(extrasColumns);
  if (!row) throw new Error(`Slot ${slotId} vanished under its lock`);
  return row;
}
