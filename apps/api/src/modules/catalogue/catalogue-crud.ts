import type { ListQuery, SortField, SortOrder, SortValue } from '@livery/domain';
import { and, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client.js';
import { guardUnique, updateVersioned, type VersionedTable } from '../../db/writes.js';
import { tableRow } from '../../db/table-row.js';
import { AppError } from '../../lib/app-error.js';
import {
  allRows,
  likePattern,
  listPage as readPage,
  mapBatches,
  orderOf,
  type ListTotal,
  type PageCursors,
} from '../../lib/list-helpers.js';
import { recordAudit } from '../audit/index.js';

/**
 * The list/CRUD plumbing the four catalogue lists share (cars, surges, addons, discount codes), written once:
 * a whitelisted sort, search on text columns, filters, version check → 409, a unique index → 409 with a field
 * error, and an audit row in the same transaction as every change. Each module configures it and adds its
 * own rules (see decision 010).
 */
export interface Catalogue<Table extends VersionedTable, Dto, Query> {
  table: Table;
  /** Audit entity, e.g. `car`. */
  entity: string;
  /** For messages: "This car was not found", "This car was changed by someone else". */
  noun: string;
  toDto: (row: Table['$inferSelect']) => Dto;
  /** A column for every sort field the domain's list query declares. */
  sortColumns: Record<SortField<Query>, AnyPgColumn>;
  defaultSort: SortOrder<SortField<Query>>;
  searchColumns: readonly AnyPgColumn[];
  filters: (query: Query) => (SQL | undefined)[];
  /** The unique index and the field error a duplicate gets (409). */
  unique?: { index: string; field: string; message: string };
}

/** A catalogue's list query: the shared one, its sort one of its own fields (`name` or `-name` …). */
export type CatalogueQuery<Query> = ListQuery & { sort?: SortValue<SortField<Query>> };

function whereOf<Table extends VersionedTable, Dto, Query extends CatalogueQuery<Query>>(
  c: Catalogue<Table, Dto, Query>,
  query: Query,
) {
  const search = query.search
    ? or(...c.searchColumns.map((column) => ilike(column, likePattern(query.search!))))
    : undefined;
  return and(search, ...c.filters(query));
}

function orderOfQuery<Table extends VersionedTable, Dto, Query extends CatalogueQuery<Query>>(
  c: Catalogue<Table, Dto, Query>,
  query: Query,
) {
  const sorting = { columns: c.sortColumns, fallback: c.defaultSort, id: c.table.id };
  return orderOf(sorting, query.sort);
}

export async function listPage<Table extends VersionedTable, Dto, Query extends CatalogueQuery<Query>>(
  db: Executor,
  c: Catalogue<Table, Dto, Query>,
  query: Query,
): Promise<{ dataItems: Dto[] } & ListTotal & PageCursors> {
  const { rows, ...total } = await readPage(
    db,
    c.table,
    { where: whereOf(c, query), order: orderOfQuery(c, query) },
    query,
  );
  return { dataItems: rows.map(c.toDto), ...total };
}

/** Every matching row, in the list's order, a batch at a time (for CSV export). */
export function listAll<Table extends VersionedTable, Dto, Query extends CatalogueQuery<Query>>(
  db: Executor,
  c: Catalogue<Table, Dto, Query>,
  query: Query,
): AsyncGenerator<Dto[]> {
  const rows = allRows(db, c.table, { where: whereOf(c, query), order: orderOfQuery(c, query) });
  return mapBatches(rows, (batch) => batch.map(c.toDto));
}

export async function findRow<Table extends VersionedTable>(
  db: Executor,
  c: Catalogue<Table, unknown, never>,
  id: number,
): Promise<Table['$inferSelect'] | null> {
  const table: PgTable = c.table;
  const [row] = await db.select().from(table).where(eq(c.table.id, id));
  return row ? tableRow<Table>(row) : null;
}

export async function getOne<Table extends VersionedTable, Dto>(
  db: Executor,
  c: Catalogue<Table, Dto, never>,
  id: number,
): Promise<Dto> {
  const row = await findRow(db, c, id);
  if (!row) throw AppError.notFound(`This ${c.noun}`);
  return c.toDto(row);
}

/** A duplicate becomes a 409: the catalogue's unique index with its field error, any other in one sentence. */
function conflictOf(c: Pick<Catalogue<VersionedTable, unknown, never>, 'noun' | 'unique'>) {
  return (constraint: string | undefined) =>
    c.unique && (constraint ?? c.unique.index) === c.unique.index
      ? new AppError('CONFLICT', `${c.unique.message}.`, { [c.unique.field]: c.unique.message })
      : new AppError('CONFLICT', `This ${c.noun} conflicts with another one that was just saved. Please try again.`);
}

type Hook = (tx: Executor, id: number | null) => Promise<void>;

export function createOne<Table extends VersionedTable, Dto>(
  db: Database,
  c: Catalogue<Table, Dto, never>,
  actorId: number,
  values: Record<string, unknown>,
  beforeWrite?: Hook,
): Promise<Dto> {
  return guardUnique(
    () =>
      db.transaction(async (tx) => {
        await beforeWrite?.(tx, null);
        const table: PgTable = c.table;
        const [inserted] = await tx.insert(table).values(values).returning();
        const row = tableRow<Table>(inserted!);
        const after = c.toDto(row);
        await recordAudit(tx, {
          actorId,
          action: 'create',
          entity: c.entity,
          entityId: row.id,
          after,
        });
        return after;
      }),
    conflictOf(c),
  );
}

export function updateOne<Table extends VersionedTable, Dto>(
  db: Database,
  c: Catalogue<Table, Dto, never>,
  actorId: number,
  id: number,
  version: number,
  values: Record<string, unknown>,
  beforeWrite?: Hook,
): Promise<Dto> {
  return guardUnique(
    () =>
      db.transaction(async (tx) => {
        const before = await findRow(tx, c, id);
        if (!before) throw AppError.notFound(`This ${c.noun}`);
        await beforeWrite?.(tx, id);
        const row = await updateVersioned(tx, c.table, id, version, values);
        if (!row) throw AppError.staleVersion(c.noun);
        const after = c.toDto(row);
        await recordAudit(tx, {
          actorId,
          action: 'update',
          entity: c.entity,
          entityId: id,
          before: c.toDto(before),
          after,
        });
        return after;
      }),
    conflictOf(c),
  );
}

export async function deleteOne<Table extends VersionedTable, Dto>(
  db: Database,
  c: Catalogue<Table, Dto, never>,
  actorId: number,
  id: number,
): Promise<Table['$inferSelect']> {
  return db.transaction(async (tx) => {
    const table: PgTable = c.table;
    const [deleted] = await tx.delete(table).where(eq(c.table.id, id)).returning();
    if (!deleted) throw AppError.notFound(`This ${c.noun}`);
    const row = tableRow<Table>(deleted);
    await recordAudit(tx, { actorId, action: 'delete', entity: c.entity, entityId: id, before: c.toDto(row) });
    return row;
  });
}
