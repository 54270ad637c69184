import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { slotEvents } from '../../../db/schema.js';

/** A tap this person already made with this client id. */
export async function findTap(tx: Executor, actorId: number, clientId: string) {
  const [row] = await tx
    .select()
    .from(slotEvents)
    .where(and(eq(slotEvents.actorId, actorId), eq(slotEvents.clientId, clientId)));
  return row ?? null;
}

export type TapValues = typeof slotEvents.$inferInsert;

export async function insertTap(tx: Executor, values: TapValues): Promise<void> {
  await tx.insert(slotEvents).values(values);
}
