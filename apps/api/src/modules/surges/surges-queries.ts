import type { Surge, SurgeListQuery } from '@livery/domain';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { surges } from '../../db/schema.js';
import { num, type Catalogue } from '../catalogue/index.js';

export type SurgeRow = typeof surges.$inferSelect;

export function toSurge(row: SurgeRow): Surge {
  return {
    id: row.id,
    name: row.name,
    from: row.from,
    to: row.to,
    percentage: num(row.percentage),
    amount: num(row.amount),
    description: row.description,
    isActive: row.isActive,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const surgeCatalogue: Catalogue<typeof surges, Surge, SurgeListQuery> = {
  table: surges,
  entity: 'surge',
  noun: 'surge',
  toDto: toSurge,
  sortColumns: {
    name: surges.name,
    from: surges.from,
    to: surges.to,
    percentage: surges.percentage,
    amount: surges.amount,
    description: surges.description,
    isActive: surges.isActive,
    createdAt: surges.createdAt,
  },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  searchColumns: [surges.name, surges.description],
  filters: (query) => [query.isActive === undefined ? undefined : eq(surges.isActive, query.isActive)],
};

/** The active surges whose From–To covers the date (the booking flow's look-up). */
export async function listSurgesOn(db: Executor, date: string): Promise<Surge[]> {
  const rows = await db
    .select()
    .from(surges)
    .where(and(eq(surges.isActive, true), lte(surges.from, date), gte(surges.to, date)))
    .orderBy(asc(surges.id));
  return rows.map(toSurge);
}
