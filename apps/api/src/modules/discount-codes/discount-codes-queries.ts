import type { DiscountCode, DiscountCodeListQuery } from '@livery/domain';
import { and, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { discountCodes } from '../../db/schema.js';
import { nextVersion } from '../../db/writes.js';
import { num, type Catalogue } from '../catalogue/index.js';

export type DiscountCodeRow = typeof discountCodes.$inferSelect;

export function toDiscountCode(row: DiscountCodeRow): DiscountCode {
  return {
    id: row.id,
    code: row.code,
    type: row.type,
    from: row.from,
    to: row.to,
    percentage: num(row.percentage),
    amount: num(row.amount),
    isActive: row.isActive,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const discountCodeCatalogue: Catalogue<typeof discountCodes, DiscountCode, DiscountCodeListQuery> = {
  table: discountCodes,
  entity: 'discount-code',
  noun: 'discount code',
  toDto: toDiscountCode,
  sortColumns: {
    code: discountCodes.code,
    type: discountCodes.type,
    from: discountCodes.from,
    to: discountCodes.to,
    percentage: discountCodes.percentage,
    amount: discountCodes.amount,
    isActive: discountCodes.isActive,
    createdAt: discountCodes.createdAt,
  },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  searchColumns: [discountCodes.code],
  filters: (query) => [
    query.isActive === undefined ? undefined : eq(discountCodes.isActive, query.isActive),
    query.type?.length ? inArray(discountCodes.type, query.type) : undefined,
  ],
  unique: {
    index: 'discount_codes_code_key',
    field: 'code',
    message: 'A discount code with this code already exists',
  },
};

/** The active round-trip code valid on the day, if any (at most one is active). */
export async function findRoundTripCodeOn(db: Executor, day: string): Promise<DiscountCodeRow | null> {
  const [row] = await db
    .select()
    .from(discountCodes)
    .where(
      and(
        eq(discountCodes.type, 'round trip'),
        eq(discountCodes.isActive, true),
        lte(discountCodes.from, day),
        gte(discountCodes.to, day),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The code as typed, ignoring case. */
export async function findCode(db: Executor, code: string): Promise<DiscountCodeRow | null> {
  const [row] = await db
    .select()
    .from(discountCodes)
    .where(eq(sql`lower(${discountCodes.code})`, code.toLowerCase()));
  return row ?? null;
}

/** Deactivates every active round-trip code but `keepId`; returns the codes it changed. */
export function deactivateRoundTripCodes(tx: Executor, keepId: number | null): Promise<DiscountCodeRow[]> {
  return tx
    .update(discountCodes)
    .set({ isActive: false, ...nextVersion(discountCodes) })
    .where(
      and(
        eq(discountCodes.type, 'round trip'),
        eq(discountCodes.isActive, true),
        keepId === null ? undefined : ne(discountCodes.id, keepId),
      ),
    )
    .returning();
}
