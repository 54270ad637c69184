import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema.js';

/** The phone and carrier of a customer's account (its texts go through the carrier's gateway), or null. */
export async function findCustomerPhone(db: Executor, customerId: number) {
  const [row] = await db
    .select({ phoneNumber: users.phoneNumber, phoneType: users.phoneType })
    .from(users)
    .where(eq(users.id, customerId));
  return row ?? null;
}
