import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { CONFIGURATION_ID, configurations } from '../../db/schema.js';

/**
 * Where the office's notices go: the configuration's office e-mail (empty when none is set). The one read of the
 * configuration outside its owner (decision 075): `modules/configurations` imports auth, and auth sends its mail
 * through this module, so this module cannot call it without a loop.
 */
export async function findOfficeEmail(db: Executor): Promise<string> {
  const [row] = await db
    .select({ officeEmail: configurations.officeEmail })
    .from(configurations)
    .where(eq(configurations.id, CONFIGURATION_ID));
  return row?.officeEmail ?? '';
}
