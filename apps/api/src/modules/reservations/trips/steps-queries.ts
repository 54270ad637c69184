import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { slotSteps } from '../../../db/schema.js';

/** A step this person already made with this client id. */
export async function findStep(tx: Executor, actorId: number, clientId: string) {
  const [row] = await tx
    .select()
    .from(slotSteps)
    .where(and(eq(slotSteps.actorId, actorId), eq(slotSteps.clientId, clientId)));
  return row ?? null;
}

export type StepValues = typeof slotSteps.$inferInsert;

export async function insertStep(tx: Executor, values: StepValues): Promise<void> {
  await tx.insert(slotSteps).values(values);
}
