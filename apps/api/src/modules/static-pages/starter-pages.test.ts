import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { caller, useTestApp } from '../../test/helper.js';
import { staticPages } from '../../db/schema.js';
import { seedStaticPages, STARTER_PAGES } from './starter-pages.js';

/** The first start writes the About, Terms and Privacy pages (decision 055); the office's changes stand after. */
const ctx = useTestApp();
const call = caller(ctx);

describe('the starter static pages', () => {
  it('are there on the first start, active, for anyone to read (the wizard links to /terms)', async () => {
    const listed = await call('GET', '/static-pages/available', {});
    expect(listed.statusCode, listed.body).toBe(200);
    const slugs = (listed.json().dataItems as { slug: string }[]).map((page) => page.slug);
    expect(slugs).toEqual(expect.arrayContaining(STARTER_PAGES.map((page) => page.slug)));
    const terms = await call('GET', '/static-pages/by-slug/terms', {});
    expect(terms.statusCode, terms.body).toBe(200);
    expect(terms.json().data).toMatchObject({ title: 'Booking terms', slug: 'terms' });
    expect(terms.json().data.content).toContain('<h2>Cancellations</h2>');
    // The title is the page's heading: no page's body repeats it (issue 38).
    for (const page of STARTER_PAGES) expect(page.content, page.slug).not.toContain(`>${page.title}<`);
  });

  it('are not written again once the installation has pages, even when one was deleted', async () => {
    await ctx.app.db.delete(staticPages).where(eq(staticPages.slug, 'terms'));
    expect(await seedStaticPages(ctx.app.db)).toBe(false);
    expect((await call('GET', '/static-pages/by-slug/terms', {})).statusCode).toBe(404);
  });
});
