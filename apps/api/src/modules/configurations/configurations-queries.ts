import { DEFAULT_AVERAGE_SPEED_MPH, type TripExtra } from '@livery/domain';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { CONFIGURATION_ID, configurations } from '../../db/schema.js';
import { updateVersioned } from '../../db/writes.js';

/** The id of the one configuration record. */
export { CONFIGURATION_ID };

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

// ── What other modules read of it (decision 075) ──────────────────────────────────────────────────────────────

/** The speed that estimates a drop-off on the dispatch board (`average_speed_mph`). */
export async function findAverageSpeed(db: Executor): Promise<number> {
  const [row] = await db
    .select({ averageSpeedMph: configurations.averageSpeedMph })
    .from(configurations)
    .where(eq(configurations.id, CONFIGURATION_ID));
  return row?.averageSpeedMph ?? DEFAULT_AVERAGE_SPEED_MPH;
}

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

/** The price of a minute of waiting, which a driver's reported extras are charged at (issue 24). */
export async function findWaitingMinuteAmount(db: Executor): Promise<number> {
  const [row] = await db
    .select({ amount: configurations.waitingMinuteAmount })
    .from(configurations)
    .where(eq(configurations.id, CONFIGURATION_ID));
  return row?.amount ?? 0;
}

/** The office's number (the configuration's home contact number). */
export async function findOfficePhone(db: Executor): Promise<string> {
  const [row] = await db
    .select({ phone: sql<string | null>`${configurations.home} ->> 'contactNumber'` })
    .from(configurations)
    .where(eq(configurations.id, CONFIGURATION_ID));
  return row?.phone ?? '';
}

/** What the customer policy and the office's number are now (the customer's trip page and cancel). */
export async function findCustomerPolicy(db: Executor) {
  const [row] = await db
    .select({
      cancelCutoffHours: configurations.cancelCutoffHours,
      cancelFeePercentage: configurations.cancelFeePercentage,
      officeNumber: sql<string>`${configurations.home} ->> 'contactNumber'`,
    })
    .from(configurations)
    .where(eq(configurations.id, CONFIGURATION_ID));
  return row ?? null;
}

/** The home page's texts and when the configuration last changed, or null before it is seeded. */
export async function findHome(db: Executor) {
  const [row] = await db
    .select({ home: configurations.home, updatedAt: configurations.updatedAt })
    .from(configurations)
    .where(eq(configurations.id, CONFIGURATION_ID));
  return row ?? null;
}

/** The `quotes` section with the office's number (decision 090): a sent quote's days, what Accept does, who to call. */
export async function findQuoteSettings(db: Executor) {
  const [row] = await db
    .select({
      validDays: configurations.quoteValidDays,
      acceptance: configurations.quoteAcceptance,
      officePhone: sql<string | null>`${configurations.home} ->> 'contactNumber'`,
    })
    .from(configurations)
    .where(eq(configurations.id, CONFIGURATION_ID));
  return {
    validDays: row?.validDays ?? 7,
    acceptance: row?.acceptance ?? 'pay-online',
    officePhone: row?.officePhone ?? '',
  };
}
