import type { Affiliate, AffiliateListQuery, CreateAffiliateInput, UpdateAffiliateInput } from '@livery/domain';
import type { Database } from '../../db/client.js';
import { guardUnique } from '../../db/writes.js';
import { AppError } from '../../lib/app-error.js';
import { mapBatches } from '../../lib/list-helpers.js';
import { recordAudit } from '../audit/index.js';
import * as queries from './affiliates-queries.js';

const ENTITY = 'affiliate';

export function toAffiliate(row: queries.AffiliateRow): Affiliate {
  return {
    id: row.id,
    name: row.name,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const nameTaken = (name: string) =>
  new AppError('CONFLICT', `An affiliate named "${name}" already exists.`, {
    name: 'An affiliate with this name already exists',
  });

export async function listAffiliates(db: Database, query: AffiliateListQuery) {
  const { rows, ...total } = await queries.listAffiliates(db, query);
  return { dataItems: rows.map(toAffiliate), ...total };
}

/** Every affiliate of the list's search and order, a batch at a time (CSV export). */
export const exportAffiliates = (db: Database, query: AffiliateListQuery) =>
  mapBatches(queries.allAffiliates(db, query), (rows) => rows.map(toAffiliate));

export async function getAffiliate(db: Database, id: number): Promise<Affiliate> {
  const row = await queries.findAffiliate(db, id);
  if (!row) throw AppError.notFound('This affiliate');
  return toAffiliate(row);
}

export function createAffiliate(db: Database, actorId: number, input: CreateAffiliateInput): Promise<Affiliate> {
  return guardUnique(
    () =>
      db.transaction(async (tx) => {
        const row = await queries.insertAffiliate(tx, { name: input.name });
        const after = toAffiliate(row);
        await recordAudit(tx, { actorId, action: 'create', entity: ENTITY, entityId: row.id, after });
        return after;
      }),
    () => nameTaken(input.name),
  );
}

export function updateAffiliate(
  db: Database,
  actorId: number,
  id: number,
  input: UpdateAffiliateInput,
): Promise<Affiliate> {
  return guardUnique(
    () =>
      db.transaction(async (tx) => {
        const before = await queries.findAffiliate(tx, id);
        if (!before) throw AppError.notFound('This affiliate');
        const row = await queries.updateAffiliate(tx, id, input.version, { name: input.name });
        if (!row) throw AppError.staleVersion('affiliate');
        const after = toAffiliate(row);
        await recordAudit(tx, {
          actorId,
          action: 'update',
          entity: ENTITY,
          entityId: id,
          before: toAffiliate(before),
          after,
        });
        return after;
      }),
    () => nameTaken(input.name),
  );
}

export async function deleteAffiliate(db: Database, actorId: number, id: number): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const row = await queries.deleteAffiliate(tx, id);
    if (!row) throw AppError.notFound('This affiliate');
    await recordAudit(tx, { actorId, action: 'delete', entity: ENTITY, entityId: id, before: toAffiliate(row) });
    return { id };
  });
}
