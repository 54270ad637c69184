import { asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { reservationAddons, reservationPayments } from '../../../db/schema.js';
import { leftJoinPerson, personName } from '../../people/index.js';

/** What a leg holds beside its row and cars, read by its details and by the acts that change them. */

export type AddonLineRow = typeof reservationAddons.$inferSelect;

/** A leg's addon lines in the order they were added (and priced). */
export async function findAddonLines(db: Executor, reservationId: number): Promise<AddonLineRow[]> {
  return db
    .select()
    .from(reservationAddons)
    .where(eq(reservationAddons.reservationId, reservationId))
    .orderBy(asc(reservationAddons.position), asc(reservationAddons.id));
}

/** A leg's payments, newest first, with who recorded each. */
export async function findPaymentsOf(db: Executor, reservationId: number) {
  return leftJoinPerson(
    db
      .select({
        id: reservationPayments.id,
        method: reservationPayments.method,
        amount: reservationPayments.amount,
        paidOn: reservationPayments.paidOn,
        reference: reservationPayments.reference,
        paypalCaptureId: reservationPayments.paypalCaptureId,
        actorId: reservationPayments.actorId,
        actorName: personName,
        createdAt: reservationPayments.createdAt,
      })
      .from(reservationPayments)
      .$dynamic(),
    reservationPayments.actorId,
  )
    .where(eq(reservationPayments.reservationId, reservationId))
    .orderBy(desc(reservationPayments.createdAt), desc(reservationPayments.id));
}
