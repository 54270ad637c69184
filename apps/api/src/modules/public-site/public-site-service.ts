import {
  APP_NAME,
  pageTitle,
  seoTitle,
  shortDescription,
  slugRefusal,
  visitorStaticPage,
  type TimeFormat,
} from '@livery/domain';
import { CHANGES_CHANNEL, type Broadcast } from '../../db/broadcast.js';
import type { Database } from '../../db/client.js';
import { findHome } from '../configurations/index.js';
import { sanitizePageHtml } from '../static-pages/index.js';
import { textOfHtml } from './html-text.js';
import { homeBody, renderDocument, staticPageBody, type FooterLink } from './page-template.js';
import * as queries from './public-site-queries.js';
import { robotsTxt, sitemapXml } from './sitemap.js';
import { airportsWithTerminals } from '../places/index.js';
import type { SignInForm } from '../auth/index.js';
import { signInBody } from './sign-in-page.js';
import { tripStartBody } from './trip-start-page.js';
import { headScripts, type SpaEntry } from './spa-entry.js';
import { homeStructuredData } from './structured-data.js';

/** A rendered public page and the CSP sources of its inline script. */
export interface PublicPage {
  html: string;
  scriptHashes: readonly string[];
}

export interface PublicSiteOptions {
  db: Database;
  broadcast: Broadcast;
  /** The site's absolute address (PUBLIC_URL), without a trailing slash. */
  publicUrl: string;
  /** The built SPA's entry, loaded on `/` for someone signed in; null when the web is not built. */
  spa: SpaEntry | null;
  /** The booking entry (`book.html`), loaded on the visitor's booking page for a trip under way; null when not built. */
  bookEntry: SpaEntry | null;
  /** The business time zone as it is now (`app.businessTimeZone`): the airports' order leans to its city. */
  timeZone: () => string;
  /** The business's 12- or 24-hour clock as this process knows it: the first step's times are typed on it. */
  timeFormat: () => TimeFormat;
}

/**
 * The public pages as HTML from the server (issue 27, decision 064): `/`, each active static page, the sitemap.
 * Each is rendered once and kept in memory by path until anything changes: every process hears of every request
 * that may have written (`CHANGES_CHANNEL`, decision 033) and forgets them all; while that listener is down
 * (`broadcast.live` false) nothing is kept.
 */
export class PublicSite {
  private readonly pages = new Map<string, Promise<PublicPage | null>>();
  private readonly texts = new Map<string, Promise<string>>();
  private readonly footers = new Map<string, Promise<FooterLink[]>>();
  private readonly tripStarts = new Map<string, Promise<PublicPage>>();
  private readonly scripts: ReturnType<typeof headScripts>;

  constructor(private readonly options: PublicSiteOptions) {
    this.scripts = headScripts(options.spa, options.bookEntry);
    const forget = () => {
      this.pages.clear();
      this.texts.clear();
      this.footers.clear();
      this.tripStarts.clear();
    };
    options.broadcast.subscribe(CHANGES_CHANNEL, { onMessage: forget, onGap: forget });
  }

  /** The page at `path` (`/` or `/{slug}`), or null when it is no active page (the SPA's 404 then). */
  async page(path: string): Promise<PublicPage | null> {
    if (path === '/') return this.remembered(this.pages, '/', () => this.home());
    const slug = path.slice(1);
    // An app screen (`/cars`) or a path no slug can be is never asked of the database.
    if (slugRefusal(slug) !== null) return null;
    return this.remembered(this.pages, path, () => this.staticPage(slug));
  }

  sitemap(): Promise<string> {
    return this.remembered(this.texts, '/sitemap.xml', async () => {
      const [home, pages] = await Promise.all([
        findHome(this.options.db),
        queries.listActivePages(this.options.db, queries.SITEMAP_PAGE_LIMIT),
      ]);
      return sitemapXml(this.options.publicUrl, home?.updatedAt ?? null, pages);
    });
  }

  /**
   * `/login` for someone without a session (decision 067), as first shown or as `POST /login` answers a refusal.
   * Never kept: it holds what was typed; its footer is.
   */
  async signIn(form: SignInForm): Promise<PublicPage> {
    const footer = await this.footer();
    const script = this.scripts.page;
    const html = renderDocument({
      kind: 'signIn',
      tabTitle: pageTitle(),
      title: seoTitle('Sign in'),
      description: `Sign in to ${APP_NAME}.`,
      url: `${this.options.publicUrl}/login`,
      headScript: script.code,
      structuredData: [],
      footer,
      body: signInBody(form),
      signInLink: false,
      sendsOrigin: true,
    });
    return { html, scriptHashes: [script.hash] };
  }

  /**
   * A visitor's `/reservation/create` (decision 067): the wizard's first step as a form, with the airports and their
   * terminals; kept like the other pages until anything changes, one for each clock: a saved clock reaches this process
   * on its own channel, which may come after the change that forgets the pages (decision 089).
   */
  tripStart(): Promise<PublicPage> {
    const timeFormat = this.options.timeFormat();
    return this.remembered(this.tripStarts, `trip-start-${timeFormat}`, async () => {
      const airports = await airportsWithTerminals(this.options.db, true, this.options.timeZone());
      const script = this.scripts.tripStart;
      const html = renderDocument({
        kind: 'tripStart',
        tabTitle: pageTitle('Create Reservation'),
        title: seoTitle('Create Reservation'),
        description: `Get a quote and book a chauffeured ride or airport transfer with ${APP_NAME}.`,
        url: `${this.options.publicUrl}/reservation/create`,
        headScript: script.code,
        structuredData: [],
        footer: [],
        body: tripStartBody(airports, timeFormat),
        signInLink: `/login?redirect=${encodeURIComponent('/reservation/create')}`,
      });
      return { html, scriptHashes: [script.hash] };
    });
  }

  robots(): string {
    return robotsTxt(this.options.publicUrl);
  }

  /**
   * The promise is kept, so requests arriving together render once; a change clears the map, so a render begun
   * before it is never kept after it. Unknown slugs are not kept (anyone could fill the memory with them).
   */
  private async remembered<T>(cache: Map<string, Promise<T>>, key: string, render: () => Promise<T>): Promise<T> {
    if (!this.options.broadcast.live) return render();
    const known = cache.get(key);
    if (known) return known;
    const rendering = render();
    cache.set(key, rendering);
    try {
      const result = await rendering;
      if (result === null && cache.get(key) === rendering) cache.delete(key);
      return result;
    } catch (error) {
      if (cache.get(key) === rendering) cache.delete(key);
      throw error;
    }
  }

  private footer(): Promise<FooterLink[]> {
    return this.remembered(this.footers, 'footer', () =>
      queries.listActivePages(this.options.db, queries.FOOTER_LIMIT),
    );
  }

  private async home(): Promise<PublicPage | null> {
    const [record, footer] = await Promise.all([findHome(this.options.db), this.footer()]);
    if (!record) return null;
    const url = `${this.options.publicUrl}/`;
    const script = this.scripts.home;
    const html = renderDocument({
      kind: 'home',
      tabTitle: pageTitle(),
      title: seoTitle(),
      description: shortDescription(record.home.welcome),
      url,
      headScript: script.code,
      structuredData: homeStructuredData(record.home, url),
      footer,
      body: homeBody(record.home),
    });
    return { html, scriptHashes: [script.hash] };
  }

  private async staticPage(slug: string): Promise<PublicPage | null> {
    const [page, footer, home] = await Promise.all([
      queries.findActivePage(this.options.db, slug),
      this.footer(),
      findHome(this.options.db),
    ]);
    if (!page || !home) return null;
    // Sanitised on save; again here with today's policy, as the SPA does before it shows a page (decision 034).
    const shown = visitorStaticPage({ title: page.title, content: sanitizePageHtml(page.content) }, home.home);
    const script = this.scripts.page;
    const html = renderDocument({
      kind: 'page',
      tabTitle: pageTitle(page.title),
      title: seoTitle(page.title),
      description: shortDescription(textOfHtml(shown.html)) || page.title,
      url: `${this.options.publicUrl}/${page.slug}`,
      headScript: script.code,
      structuredData: [],
      footer,
      body: staticPageBody(shown),
    });
    return { html, scriptHashes: [script.hash] };
  }
}
