import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { addons, reservationAddons, reservationCars, reservationSlots, reservations } from '../../../db/schema.js';

/** What addons on a trip read and write beside the reservation row (decision 047). */

import type { AddonLineRow } from '../core/index.js';

export { findAddonLines, type AddonLineRow } from '../core/index.js';

/** A catalogue addon, active or not (the service says why an inactive one cannot be added). */
export async function findCatalogueAddon(db: Executor, id: number) {
  const [row] = await db
    .select({
      id: addons.id,
      name: addons.name,
      amount: addons.amount,
      percentage: addons.percentage,
      isActive: addons.isActive,
    })
    .from(addons)
    .where(eq(addons.id, id));
  return row ?? null;
}

export async function insertAddonLine(
  tx: Executor,
  values: typeof reservationAddons.$inferInsert,
): Promise<AddonLineRow> {
  const [row] = await tx.insert(reservationAddons).values(values).returning();
  if (!row) throw new Error('insert into reservation_addons returned no row');
  return row;
}

export async function deleteAddonLine(tx: Executor, lineId: number): Promise<void> {
  await tx.delete(reservationAddons).where(eq(reservationAddons.id, lineId));
}

export async function setLineAmount(tx: Executor, lineId: number, lineAmount: number): Promise<void> {
  await tx.update(reservationAddons).set({ lineAmount }).where(eq(reservationAddons.id, lineId));
}

/** A leg's amount and breakdown priced again, at the version its change holds (a change of the trip). */
export async function setPrice(
  tx: Executor,
  reservationId: number,
  price: { amount: number; priceBreakdown: unknown },
): Promise<void> {
  await tx.update(reservations).set(price).where(eq(reservations.id, reservationId));
}

/** A leg's car classes in their order, with their driver slots: what the driver shares are split over. */
export async function findCarsWithSlots(tx: Executor, reservationId: number) {
  const cars = await tx
    .select({ id: reservationCars.id, count: reservationCars.count, lineAmount: reservationCars.lineAmount })
    .from(reservationCars)
    .where(eq(reservationCars.reservationId, reservationId))
    .orderBy(asc(reservationCars.position));
  const slots = await tx
    .select({
      id: reservationSlots.id,
      reservationCarId: reservationSlots.reservationCarId,
      slot: reservationSlots.slot,
      driverShare: reservationSlots.driverShare,
    })
    .from(reservationSlots)
    .where(eq(reservationSlots.reservationId, reservationId));
  return { cars, slots };
}

export async function setDriverShare(tx: Executor, slotId: number, driverShare: number): Promise<void> {
  await tx.update(reservationSlots).set({ driverShare }).where(eq(reservationSlots.id, slotId));
}
