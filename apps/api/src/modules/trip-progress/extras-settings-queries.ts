import type { TripExtra } from '@livery/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { CONFIGURATION_ID, configurations } from '../../db/schema.js';

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
