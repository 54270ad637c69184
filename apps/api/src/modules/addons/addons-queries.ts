import type { Addon, AddonListQuery } from '@livery/domain';
import { eq } from 'drizzle-orm';
import { addons } from '../../db/schema.js';
import { num, type Catalogue } from '../catalogue/index.js';

export type AddonRow = typeof addons.$inferSelect;

export function toAddon(row: AddonRow): Addon {
  return {
    id: row.id,
    name: row.name,
    percentage: num(row.percentage),
    amount: num(row.amount),
    isActive: row.isActive,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const addonCatalogue: Catalogue<typeof addons, Addon, AddonListQuery> = {
  table: addons,
  entity: 'addon',
  noun: 'addon',
  toDto: toAddon,
  sortColumns: {
    name: addons.name,
    percentage: addons.percentage,
    amount: addons.amount,
    isActive: addons.isActive,
    createdAt: addons.createdAt,
  },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  searchColumns: [addons.name],
  filters: (query) => [query.isActive === undefined ? undefined : eq(addons.isActive, query.isActive)],
  unique: { index: 'addons_name_key', field: 'name', message: 'An addon with this name already exists' },
};
