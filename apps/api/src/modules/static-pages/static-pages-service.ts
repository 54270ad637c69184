import type {
  AvailableStaticPage,
  CreateStaticPageInput,
  PublishedStaticPage,
  StaticPage,
  StaticPageListQuery,
  StaticPageSummary,
  UpdateStaticPageInput,
} from '@livery/domain';
import type { Database } from '../../db/client.js';
import { guardUnique } from '../../db/writes.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../audit/index.js';
import { sanitizePageHtml } from './page-html.js';
import * as queries from './static-pages-queries.js';

const ENTITY = 'static-page';
const THIS_PAGE = 'This page';

export function toStaticPage(row: queries.StaticPageRow): StaticPage {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    content: row.content,
    isActive: row.isActive,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toSummary(row: queries.StaticPageRow): StaticPageSummary {
  const { content: _content, ...summary } = toStaticPage(row);
  return summary;
}

/** What is saved: the HTML through the allowlist, whatever the client sent (DESIGN §6). */
const valuesOf = (input: CreateStaticPageInput): queries.StaticPageValues => ({
  title: input.title,
  slug: input.slug,
  content: sanitizePageHtml(input.content),
  isActive: input.isActive,
});

/** The slug's unique index was hit: a 409 naming the field, so the form shows it there. */
const slugTaken = (slug: string) =>
  new AppError('CONFLICT', `Another page already has the address /${slug}.`, {
    slug: 'Another page already has this slug',
  });

export async function listStaticPages(db: Database, query: StaticPageListQuery) {
  const { rows, ...total } = await queries.listStaticPages(db, query);
  return { dataItems: rows.map(toSummary), ...total };
}

export async function listAvailable(db: Database): Promise<{ dataItems: AvailableStaticPage[]; count: number }> {
  const dataItems = await queries.listAvailable(db);
  return { dataItems, count: dataItems.length };
}

export async function getStaticPage(db: Database, id: number): Promise<StaticPage> {
  const row = await queries.findStaticPage(db, id);
  if (!row) throw AppError.notFound(THIS_PAGE);
  return toStaticPage(row);
}

export async function getPublishedPage(db: Database, slug: string): Promise<PublishedStaticPage> {
  const row = await queries.findActiveBySlug(db, slug);
  if (!row) throw AppError.notFound(THIS_PAGE);
  return { title: row.title, slug: row.slug, content: row.content, updatedAt: row.updatedAt.toISOString() };
}

export function createStaticPage(db: Database, actorId: number, input: CreateStaticPageInput): Promise<StaticPage> {
  return guardUnique(
    () =>
      db.transaction(async (tx) => {
        const row = await queries.insertStaticPage(tx, valuesOf(input));
        const after = toStaticPage(row);
        await recordAudit(tx, { actorId, action: 'create', entity: ENTITY, entityId: row.id, after });
        return after;
      }),
    () => slugTaken(input.slug),
  );
}

export function updateStaticPage(
  db: Database,
  actorId: number,
  id: number,
  input: UpdateStaticPageInput,
): Promise<StaticPage> {
  return guardUnique(
    () =>
      db.transaction(async (tx) => {
        const before = await queries.findStaticPage(tx, id);
        if (!before) throw AppError.notFound(THIS_PAGE);
        const row = await queries.updateStaticPage(tx, id, input.version, valuesOf(input));
        if (!row) throw AppError.staleVersion('page');
        const after = toStaticPage(row);
        await recordAudit(tx, {
          actorId,
          action: 'update',
          entity: ENTITY,
          entityId: id,
          before: toStaticPage(before),
          after,
        });
        return after;
      }),
    () => slugTaken(input.slug),
  );
}

export async function deleteStaticPage(db: Database, actorId: number, id: number): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const row = await queries.deleteStaticPage(tx, id);
    if (!row) throw AppError.notFound(THIS_PAGE);
    await recordAudit(tx, { actorId, action: 'delete', entity: ENTITY, entityId: id, before: toStaticPage(row) });
    return { id };
  });
}
