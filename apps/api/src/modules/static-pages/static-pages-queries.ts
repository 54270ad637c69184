import type { SortField, StaticPageListQuery } from '@livery/domain';
import { and, asc, eq, ilike, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { staticPages } from '../../db/schema.js';
import { updateVersioned } from '../../db/writes.js';
import { likePattern, listPage, orderOf, type ListShape, type Sorting } from '../../lib/list-helpers.js';

export type StaticPageRow = typeof staticPages.$inferSelect;
export type StaticPageValues = Pick<StaticPageRow, 'title' | 'slug' | 'content' | 'isActive'>;

/** The longest menu of active pages `GET /static-pages/available` answers. */
export const AVAILABLE_LIMIT = 500;

const sorting: Sorting<SortField<StaticPageListQuery>> = {
  columns: {
    title: staticPages.title,
    slug: staticPages.slug,
    isActive: staticPages.isActive,
    updatedAt: staticPages.updatedAt,
    createdAt: staticPages.createdAt,
  },
  fallback: { field: 'updatedAt', direction: 'desc' },
  id: staticPages.id,
};

const shapeOf = (query: StaticPageListQuery): ListShape => {
  const pattern = query.search ? likePattern(query.search) : undefined;
  return {
    where: and(
      pattern ? or(ilike(staticPages.title, pattern), ilike(staticPages.slug, pattern)) : undefined,
      query.isActive === undefined ? undefined : eq(staticPages.isActive, query.isActive),
    ),
    order: orderOf(sorting, query.sort),
  };
};

export const listStaticPages = (db: Executor, query: StaticPageListQuery) =>
  listPage(db, staticPages, shapeOf(query), query);

/** The active pages' titles and slugs, by title (the public menu). */
export function listAvailable(db: Executor) {
  return db
    .select({ title: staticPages.title, slug: staticPages.slug })
    .from(staticPages)
    .where(eq(staticPages.isActive, true))
    .orderBy(asc(staticPages.title), asc(staticPages.id))
    .limit(AVAILABLE_LIMIT);
}

export async function findStaticPage(db: Executor, id: number): Promise<StaticPageRow | null> {
  const [row] = await db.select().from(staticPages).where(eq(staticPages.id, id));
  return row ?? null;
}

/** The active page at this slug, or null (unknown and inactive pages are alike to a visitor). */
export async function findActiveBySlug(db: Executor, slug: string): Promise<StaticPageRow | null> {
  const [row] = await db
    .select()
    .from(staticPages)
    .where(and(eq(staticPages.slug, slug), eq(staticPages.isActive, true)));
  return row ?? null;
}

export async function insertStaticPage(db: Executor, values: StaticPageValues): Promise<StaticPageRow> {
  const [row] = await db.insert(staticPages).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Updates only when the version still matches; null means stale or gone. */
export const updateStaticPage = (db: Executor, id: number, version: number, values: StaticPageValues) =>
  updateVersioned(db, staticPages, id, version, values);

export async function deleteStaticPage(db: Executor, id: number): Promise<StaticPageRow | null> {
  const [row] = await db.delete(staticPages).where(eq(staticPages.id, id)).returning();
  return row ?? null;
}

/** Writes these pages when there are none at all (a new installation); false when some page exists. */
export async function insertPagesIntoEmpty(db: Executor, pages: readonly StaticPageValues[]): Promise<boolean> {
  const [existing] = await db.select({ id: staticPages.id }).from(staticPages).limit(1);
  if (existing) return false;
  await db
    .insert(staticPages)
    .values([...pages])
    .onConflictDoNothing({ target: staticPages.slug });
  return true;
}
