import type { TripExtra } from '@livery/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { CONFIGURATION_ID, configurations, reservationDrivers } from '../../db/schema.js';

/** The extras the office takes from drivers, and the price of a minute of waiting. */
export async function findExtrasSettings(
  db: Executor,
): Promise<{ tripExtras: TripExtra[]; waitingMinuteAmount: number }> {
  const [row] = await db
    .select({ tripExtras: configurations.tripExtras, waitingMinuteAmount: configurations.waitingMinuteAmount })
    .from(configurations)
    .where(eq(configurations.id, CONFIGURATION_ID));
  return row ?? { tripExtras: [], waitingMinuteAmount: 0 };
}

const extrasColumns = {
  id: reservationDrivers.id,
  reservationId: reservationDrivers.reservationId,
  driverId: reservationDrivers.driverId,
  progress: reservationDrivers.progress,
  waitingMinutes: reservationDrivers.waitingMinutes,
  tolls: reservationDrivers.tolls,
  parking: reservationDrivers.parking,
  extrasState: reservationDrivers.extrasState,
};
export type ExtrasRow = { [K in keyof typeof extrasColumns]: (typeof reservationDrivers.$inferSelect)[K] };

export async function findExtras(tx: Executor, slotId: number): Promise<ExtrasRow> {
  const [row] = await tx.select(extrasColumns).from(reservationDrivers).where(eq(reservationDrivers.id, slotId));
  if (!row) throw new Error(`Slot ${slotId} vanished under its lock`);
  return row;
}

export async function writeExtras(
  tx: Executor,
  slotId: number,
  values: Partial<Pick<ExtrasRow, 'waitingMinutes' | 'tolls' | 'parking' | 'extrasState'>> & {
    extrasReviewedById?: number | null;
    extrasReviewedAt?: Date | null;
  },
): Promise<ExtrasRow> {
  const [row] = await tx
    .update(reservationDrivers)
    .set(values)
    .where(eq(reservationDrivers.id, slotId))
    .returning(extrasColumns);
  if (!row) throw new Error(`Slot ${slotId} vanished under its lock`);
  return row;
}
