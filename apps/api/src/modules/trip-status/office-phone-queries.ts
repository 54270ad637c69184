import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { CONFIGURATION_ID, configurations } from '../../db/schema.js';

/** The office's number (the configuration's home contact number). */
export async function findOfficePhone(db: Executor): Promise<string> {
  const [row] = await db
    .select({ phone: sql<string | null>`${configurations.home} ->> 'contactNumber'` })
    .from(configurations)
    .where(eq(configurations.id, CONFIGURATION_ID));
  return row?.phone ?? '';
}
