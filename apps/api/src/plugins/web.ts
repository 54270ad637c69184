import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import {
  APP_ROUTE_SEGMENTS,
  errorResponseSchema,
  SLUG_PATTERN,
  TOKEN_COOKIE,
  WIDGET_PAGE_PATH,
  widgetOrigin,
} from '@livery/domain';
import fp from 'fastify-plugin';
import { htmlResponse, sendPage, type ServerPage } from '../lib/html-page.js';
import { apiNotFound, isApiPath } from './errors.js';

const looksLikeFile = (url: string) => /\.[a-z0-9]+$/i.test(url.split('?')[0] ?? '');

const sendIndex = (reply: FastifyReply) =>
  reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');

/**
 * The dashboard's index.html with a 404, so its 404 screen is no page to a search engine. Read here rather than
 * through the static files' route, whose answer to a conditional or ranged request (304, 206) would replace the status.
 */
const sendIndexNotFound = async (reply: FastifyReply, root: string) =>
  reply
    .status(404)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .send(await readFile(path.join(root, 'index.html')));

/** The booking entry (decision 066): the visitor's booking page and the widget's frame, without the dashboard. */
const BOOK_ENTRY = 'book.html';
const sendBookEntry = (reply: FastifyReply) =>
  reply.type('text/html').header('cache-control', 'no-cache').sendFile(BOOK_ENTRY);

/**
 * The phone entry (decision 085): a driver's Today, their job and its name sign, and a customer's trip, without the
 * dashboard. The paths are the dashboard's screens too (`apps/web/src/app/screens/phone.ts`), which it routes the same.
 */
const PHONE_ENTRY = 'phone.html';
const PHONE_PATHS = ['/today', '/jobs/:reservationId', '/jobs/:reservationId/sign', '/trips/:reservationId'];
/**
 * What each build writes beside its HTML: each screen's path and the scripts its page loads (`apps/web/phone-pages.ts`)
 * — the phone's pages, and the dashboard's main screens (its lists, decision 087).
 */
const PHONE_PAGES = 'phone-pages.json';
const DASHBOARD_PAGES = 'dashboard-pages.json';
/** A script of the build, as a list names it: nothing else goes into the page. */
const BUILT_SCRIPT = /^assets\/[\w.-]+\.js$/;

/** The scripts of the page at `screenPath`, as its build listed them; none when it listed nothing readable. */
async function pageScripts(root: string, list: string, screenPath: string): Promise<string[]> {
  try {
    const pages: unknown = JSON.parse(await readFile(path.join(root, list), 'utf8'));
    const scripts: unknown =
      typeof pages === 'object' && pages !== null && screenPath in pages ? Reflect.get(pages, screenPath) : undefined;
    return Array.isArray(scripts) ? scripts.filter((file): file is string => BUILT_SCRIPT.test(String(file))) : [];
  } catch {
    return [];
  }
}

/**
 * An entry's HTML naming a page's scripts as `modulepreload` links: a phone fetches the page beside the entry rather
 * than once the entry has run and asked for it (a round trip, decisions 085 and 087). Read on every
 * request, as the static files are, so a build swapped in under a running server is served as it is.
 */
async function sendWithPreloads(reply: FastifyReply, root: string, entry: string, scripts: readonly string[]) {
  const html = await readFile(path.join(root, entry), 'utf8');
  const links = scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .send(html.replace('</head>', `${links}</head>`));
}

const sendPhoneEntry = async (reply: FastifyReply, root: string, screenPath: string) =>
  sendWithPreloads(reply, root, PHONE_ENTRY, await pageScripts(root, PHONE_PAGES, screenPath));

/** The session's cookie, holding a token (a value: an emptied cookie is no session). */
const SESSION_COOKIE = new RegExp(`(?:^|;\\s*)${TOKEN_COOKIE.replace('.', '\\.')}=[^;\\s]`);
const hasSession = (cookies: string | undefined) => cookies !== undefined && SESSION_COOKIE.test(cookies);

/**
 * The dashboard at a deep link. Signed in, at one of its main screens (`/addons`, `/reservations`), the page names that
 * screen's scripts as `modulepreload` links, as the phone's do: on a phone the list's 6–20 files otherwise wait for the
 * entry to run and ask for them (decision 087). A visitor is sent to sign in first: nothing preloaded for them.
 */
async function sendDashboard(reply: FastifyReply, root: string, pathName: string, cookies: string | undefined) {
  const scripts = hasSession(cookies) ? await pageScripts(root, DASHBOARD_PAGES, pathName.slice(1)) : [];
  // The same address answers with and without the links: a cache in between must tell them apart by the cookie.
  reply.header('vary', 'cookie');
  return scripts.length > 0 ? sendWithPreloads(reply, root, 'index.html', scripts) : sendIndex(reply);
}

/**
 * The widget's frame may be shown by Livery itself and by the configured sites, and by no one else: the security
 * headers' `frame-ancestors 'self'` widened to them, and the older `X-Frame-Options` (which cannot name a site, and
 * which browsers ignore when `frame-ancestors` is given) left out.
 */
function allowFraming(reply: FastifyReply, origins: readonly string[]) {
  // Checked again by the domain's rule before it goes into the header: only an origin saved as that rule writes it.
  const sources = ["'self'", ...origins.filter((origin) => widgetOrigin(origin) === origin)].join(' ');
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string')
    reply.header('content-security-policy', policy.replace(/frame-ancestors [^;]*/, `frame-ancestors ${sources}`));
  reply.removeHeader('x-frame-options');
}

export interface WebOptions {
  webDist: string | undefined;
  /** `/` or `/{slug}` as HTML (decision 064), or null: then the SPA's index.html answers, as before. */
  renderPublicPage?: (path: string) => Promise<ServerPage | null>;
  /** The sites allowed to frame the booking widget (`/embed/book`), as the configuration lists them. */
  widgetOrigins?: () => Promise<readonly string[]>;
  /**
   * `/login` as HTML for someone without a session (decision 067), `?redirect=` carried along; `POST /login`
   * (apps/api/src/modules/auth) answers its form. Without it, the SPA's sign-in answers, as before.
   */
  renderSignIn?: (redirect: string | null) => Promise<ServerPage>;
  /**
   * A visitor's bare `/reservation/create` as HTML: the wizard's first step as a form (decision 067), whose request
   * (`?start=…`) the booking entry answers. Without it, the booking entry answers every visitor, as before.
   */
  renderTripStart?: () => Promise<ServerPage>;
}

/** One path segment that could be a page's slug (`/about-us`); anything else is never asked for. */
const PAGE_PATH = /^\/[a-z0-9-]{1,100}$/;

const APP_SEGMENTS = new Set<string>(APP_ROUTE_SEGMENTS);

/** A segment as the dashboard's router reads it: %-escapes decoded (a malformed one left as it is). */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Whether the dashboard's router would draw its 404 screen at this path, so the answer is a 404 and no page to a
 * search engine (issue 37): a first segment none of its routes has (`APP_ROUTE_SEGMENTS`, which its route-table test keeps equal
 * to the router's, matched as it matches: without regard to case, %-escapes decoded) and, below it, either more
 * segments (only its catch-all takes those) or no active page at that slug. `isActivePage` is null when the pages
 * cannot be asked: then a single segment may be a page, and the dashboard keeps it.
 */
async function isUnknownPath(
  pathName: string,
  isActivePage: ((slug: string) => Promise<boolean>) | null,
): Promise<boolean> {
  const segments = pathName.split('/').filter(Boolean).map(decodedSegment);
  const [first] = segments;
  if (first === undefined || APP_SEGMENTS.has(first.toLowerCase())) return false;
  if (segments.length > 1) return true;
  if (!SLUG_PATTERN.test(first)) return true;
  return isActivePage ? !(await isActivePage(first)) : false;
}

/**
 * Serves the built SPA, and the public pages from the server when given `renderPublicPage`. Unknown /api paths
 * answer 404 JSON; any other unknown path gets index.html, so deep links and reloads work: with a 404 where the
 * dashboard can only draw its 404 screen (decision 068).
 */
export default fp<WebOptions>(
  async (app, options) => {
    const render = options.renderPublicPage;
    const root = options.webDist ? path.resolve(options.webDist) : undefined;
    const hasWeb = root !== undefined && existsSync(path.join(root, 'index.html'));
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root,
        // Files are looked up per request, so a rebuild swapped in while the server runs is served as it is.
        index: false,
        // The build writes `.br` and `.gz` beside each text asset; the client's Accept-Encoding picks one.
        preCompressed: true,
        // Source maps stay on the server for reading a production stack trace; browsers never get them.
        allowedPath: (pathName) => !pathName.endsWith('.map'),
        // Hashed assets never change; index.html must always be revalidated.
        setHeaders: (reply, filePath) => {
          reply.header(
            'cache-control',
            filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    } else {
      app.log.warn({ webDist: root }, 'the web app is not built; only the API is served');
    }
    // The root is a folder, which the static route refuses without an index: the public home, else the app's entry.
    if (hasWeb || render) {
      app.get(
        '/',
        { config: { public: true }, schema: { hide: true, response: { 200: htmlResponse, 404: errorResponseSchema } } },
        async (request, reply) => {
          const page = render ? await render('/') : null;
          // With a session, the page loads the dashboard in place: it keeps the opener policy (a cache tells them apart).
          reply.header('vary', 'cookie');
          if (page) return sendPage(reply, page, { keepOpenerPolicy: hasSession(request.headers.cookie) });
          if (hasWeb) return sendIndex(reply);
          return reply.status(404).send({ error: apiNotFound('GET', '/') });
        },
      );
    }

    const page = { config: { public: true }, schema: { hide: true, response: { 200: htmlResponse } } };
    const renderSignIn = options.renderSignIn;
    if (hasWeb && renderSignIn) {
      app.get<{ Querystring: { redirect?: unknown } }>('/login', page, async (request, reply) => {
        // Someone signed in gets the dashboard, which sends them on to `?redirect=`; a cache tells them apart.
        reply.header('vary', 'cookie');
        if (hasSession(request.headers.cookie)) return sendIndex(reply);
        const { redirect } = request.query;
        return sendPage(reply, await renderSignIn(typeof redirect === 'string' ? redirect : null));
      });
    }

    // The booking entry, when built: for a visitor's /reservation/create (someone signed in gets the dashboard, which
    // has every screen the booking leads to), and as the widget's frame.
    const hasBook = hasWeb && existsSync(path.join(root, BOOK_ENTRY));
    if (hasBook) {
      const renderTripStart = options.renderTripStart;
      app.get('/reservation/create', page, async (request, reply) => {
        // The same address answers several pages: a cache in between must tell them apart by the cookie.
        reply.header('vary', 'cookie');
        if (hasSession(request.headers.cookie)) return sendIndex(reply);
        // The first step's form, or the wizard going on from it (or from a link with its own query).
        const hasQuery = request.url.includes('?');
        return renderTripStart && !hasQuery ? sendPage(reply, await renderTripStart()) : sendBookEntry(reply);
      });
      app.get(WIDGET_PAGE_PATH, page, async (_request, reply) => {
        allowFraming(reply, options.widgetOrigins ? await options.widgetOrigins() : []);
        return sendBookEntry(reply);
      });
    }

    // The phone entry, when built, for anyone: the page signs a visitor in and brings them back. A link from a text
    // or an e-mail opens on a phone: without the dashboard's frame and menus it loads half the script (issue 38).
    if (hasWeb && existsSync(path.join(root, PHONE_ENTRY))) {
      for (const phonePath of PHONE_PATHS) {
        app.get(phonePath, page, async (_request, reply) => sendPhoneEntry(reply, root, phonePath.slice(1)));
      }
    }

    app.setNotFoundHandler(async (request, reply) => {
      // A path with no file reaches here from the static files' route, which has already listened to the response;
      // answering it again adds as many listeners, past Node's warning at 10. They end with the response: no leak.
      reply.raw.setMaxListeners(20);
      // An active static page at `/{slug}` (a single segment), even when the web is not built.
      const pathName = request.url.split('?')[0] ?? '';
      if (render && (request.method === 'GET' || request.method === 'HEAD') && PAGE_PATH.test(pathName)) {
        const page = await render(pathName);
        if (page) return sendPage(reply, page);
      }
      // A missing file (a path ending in an extension: an old chunk, a source map) is a 404, never the app's
      // HTML, so a browser's dynamic import fails cleanly instead of parsing a page as a script.
      if (isApiPath(request.url) || !root || !hasWeb || request.method !== 'GET' || looksLikeFile(request.url)) {
        return reply.status(404).send({ error: apiNotFound(request.method, request.url) });
      }
      // The dashboard for its deep links; its 404 screen with a 404 where it would draw that (issue 37).
      // A slug written as the path itself was asked above (and is no page); one written otherwise (`/about-us/`) not yet.
      const isActivePage = render
        ? async (slug: string) => `/${slug}` !== pathName && (await render(`/${slug}`)) !== null
        : null;
      if (await isUnknownPath(pathName, isActivePage)) return sendIndexNotFound(reply, root);
      return sendDashboard(reply, root, pathName, request.headers.cookie);
    });
  },
  { name: 'web' },
);
