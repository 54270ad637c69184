import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema.js';

/** A driver's duty (decision 058): on since when, or off. */
export async function findDuty(db: Executor, userId: number): Promise<{ onDutySince: Date | null } | null> {
  const [row] = await db.select({ onDutySince: users.onDutySince }).from(users).where(eq(users.id, userId));
  return row ?? null;
}

/** On duty since `since`, or off (null). */
export async function writeDuty(db: Executor, userId: number, since: Date | null): Promise<void> {
  await db.update(users).set({ onDutySince: since }).where(eq(users.id, userId));
}
