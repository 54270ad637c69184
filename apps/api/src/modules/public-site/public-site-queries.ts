import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { staticPages } from '../../db/schema.js';

/** The footer's longest menu: the same as `GET /static-pages/available`, so the two footers list the same pages. */
export const FOOTER_LIMIT = 500;
/** A sitemap holds at most 50,000 addresses (sitemaps.org); home is one of them. */
export const SITEMAP_PAGE_LIMIT = 49_999;

/** The active pages' titles, slugs and update times, by title; drafts and deleted pages are never here. */
export function listActivePages(db: Executor, limit: number) {
  return db
    .select({ title: staticPages.title, slug: staticPages.slug, updatedAt: staticPages.updatedAt })
    .from(staticPages)
    .where(eq(staticPages.isActive, true))
    .orderBy(asc(staticPages.title), asc(staticPages.id))
    .limit(limit);
}

/** The active page at this slug with its (sanitised) content, or null: an inactive one is as unknown. */
export async function findActivePage(db: Executor, slug: string) {
  const [row] = await db
    .select({ title: staticPages.title, slug: staticPages.slug, content: staticPages.content })
    .from(staticPages)
    .where(and(eq(staticPages.slug, slug), eq(staticPages.isActive, true)));
  return row ?? null;
}
