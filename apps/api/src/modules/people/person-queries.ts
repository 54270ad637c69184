import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema.js';

/**
 * What the other modules read of a person (decision 075): a few named reads, and for the reads that must stay one
 * query with a join (a trip's driver, who recorded a payment, the reservations list at a million rows) the join and
 * the columns they may select of the joined person. A use adds its own table, columns, conditions and order.
 */

/** The columns of a joined person that other modules select: their name, address and phone. */
export const personColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phoneNumber: users.phoneNumber,
  phoneType: users.phoneType,
};

/** The joined person's full name, or null when there is no one (a left join) or no name. */
export const personName = sql<string | null>`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`;

/** Joins the person `personId` names: a row without one is left out. */
export function joinPerson<T extends PgSelect>(select: T, personId: AnyPgColumn) {
  return select.innerJoin(users, eq(users.id, personId));
}

/** Joins the person `personId` names, when it names one (an open slot, a change made by the system). */
export function leftJoinPerson<T extends PgSelect>(select: T, personId: AnyPgColumn) {
  return select.leftJoin(users, eq(users.id, personId));
}

export async function userExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  return row !== undefined;
}

/** A person's id, name and e-mail (whose jobs these are, the history, the office's notice), or null. */
export async function findPerson(db: Executor, id: number) {
  const [row] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, id));
  return row ?? null;
}

/** The phone and carrier of a customer's account (its texts go through the carrier's gateway), or null. */
export async function findCustomerPhone(db: Executor, customerId: number) {
  const [row] = await db
    .select({ phoneNumber: users.phoneNumber, phoneType: users.phoneType })
    .from(users)
    .where(eq(users.id, customerId));
  return row ?? null;
}

/** Every administrator's address, oldest account first (an account exists until it is removed: none is dormant). */
export async function administratorEmails(db: Executor): Promise<string[]> {
  const rows = await db.select({ email: users.email }).from(users).where(eq(users.isAdmin, true)).orderBy(users.id);
  return rows.map((row) => row.email);
}
