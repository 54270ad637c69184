import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { CONFIGURATION_ID, configurations } from '../../db/schema.js';

/** The id of the one configuration record. */
export { CONFIGURATION_ID };
import { updateVersioned } from '../../db/writes.js';

export type ConfigurationRow = typeof configurations.$inferSelect;
export type ConfigurationValues = Partial<Omit<typeof configurations.$inferInsert, 'id' | 'version' | 'createdAt'>>;

/** SPEC §3: the configuration is one record, id 1. */

export async function findConfiguration(db: Executor): Promise<ConfigurationRow | null> {
  const [row] = await db.select().from(configurations).where(eq(configurations.id, CONFIGURATION_ID));
  return row ?? null;
}

/** The stored time zone alone (what every process follows). */
export async function findTimeZone(db: Executor): Promise<string | null> {
  const [row] = await db
    .select({ timeZone: configurations.timeZone })
    .from(configurations)
    .where(eq(configurations.id, CONFIGURATION_ID));
  return row?.timeZone ?? null;
}

/** The stored 12- or 24-hour choice alone (what every process follows, decision 056). */
export async function findTimeFormat(db: Executor): Promise<string | null> {
  const [row] = await db
    .select({ timeFormat: configurations.timeFormat })
    .from(configurations)
    .where(eq(configurations.id, CONFIGURATION_ID));
  return row?.timeFormat ?? null;
}

/**
 * The websites allowed to show the booking widget in a frame, as saved origins (`https://www.example.com`), for its
 * page's CSP `frame-ancestors` (issue 27). Empty when none is, or when the record is missing: no site may then.
 */
export async function findWidgetOrigins(db: Executor): Promise<string[]> {
  const [row] = await db
    .select({ widgetOrigins: configurations.widgetOrigins })
    .from(configurations)
    .where(eq(configurations.id, CONFIGURATION_ID));
  return row?.widgetOrigins ?? [];
}

/** Inserts the record unless it exists (start-up; idempotent, so a second process or a restart changes nothing). */
export async function insertConfigurationIfMissing(
  db: Executor,
  values: Omit<typeof configurations.$inferInsert, 'id'>,
): Promise<boolean> {
  const inserted = await db
    .insert(configurations)
    .values({ ...values, id: CONFIGURATION_ID })
    .onConflictDoNothing()
    .returning({ id: configurations.id });
  return inserted.length > 0;
}

/** Updates only when the version still matches; null means stale. */
export const updateConfiguration = (db: Executor, version: number, values: ConfigurationValues) =>
  updateVersioned(db, configurations, CONFIGURATION_ID, version, values);
