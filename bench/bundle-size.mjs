/**
 * The JavaScript budgets of a production build (`apps/web/dist`): issue 10 for the dashboard, issue 27 for the public
 * pages, issue 38 for the phone's pages. A build holds three entries, each its own Vite build (decisions 066, 085):
 * the dashboard (`index.html`), the visitor's booking (`book.html`) and the phone's pages (`phone.html`).
 *
 * - **the dashboard's first screen**: what `index.html` loads (its entry script and modulepreloads, and everything they
 *   import statically). Its `/login` is a lazy route since issue 38 (a visitor's `/login` is the server's page,
 *   decision 067), so the first screen is the entry alone;
 * - **a list screen's extra**: a dashboard list route's chunk and its static imports that the first screen lacks;
 * - **a phone page** (issue 38: a driver's Today, their job, a customer's trip, within 150 kB): `phone.html`'s scripts
 *   and the page's own chunk (the one `phone.html`'s graph reaches, not the dashboard's chunk of the same page), with
 *   their static imports;
 * - **a page from the server** (`/`, `/about`, `/login`, `/reservation/create`): what the HTML the server sends a
 *   visitor loads, measured the same way from the page's text (`pageScriptSize`): decisions 064 and 067's pages load
 *   none, so 0 unless that changes. The page must come from a running server, signed out: `lighthouse.mjs` passes the
 *   HTML it fetched from its own;
 * - **the visitor's booking**: what `book.html` loads, plus the `booking-wizard-*.js` chunk its scripts name (preloaded,
 *   or lazily by `import()`) and its static imports beyond them; nothing more when the wizard is inside the entry.
 *   Reported as missing when there is no `book.html`.
 *
 * Each size twice: gzip level 9 (the figure of issues 10 and 27), and **as served** — the `.br` copy the build writes
 * beside each file and the server sends a browser that accepts brotli (every current one), or the file itself when the
 * build wrote none (under 1 kB). Headers are not counted: Lighthouse's "JS transferred" adds about 1.3 kB a file.
 * Run alone: `node bench/bundle-size.mjs [dist] [--base-url http://127.0.0.1:4610]` prints the table; the public pages'
 * rows need `--base-url`, a running server of the same build (`npm start`), and are left out without it.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const DEFAULT_DIST = fileURLToPath(new URL('../apps/web/dist', import.meta.url));
/**
 * The dashboard's list screens measured; each route's chunk is named after its file. `today-page`: a driver's Today
 * (issue 24) as the dashboard loads it, held to the same budget.
 */
export const LIST_CHUNKS = ['addons-list', 'people-list', 'cars-list', 'roles-list', 'today-page'];
/** The phone's pages (issue 38, decision 085): each page's chunk in the phone entry's build. */
export const PHONE_PAGES = [
  { name: 'driver’s Today (/today)', chunk: 'today-page' },
  { name: 'driver’s job (/jobs/{id})', chunk: 'driver-job-page' },
  { name: 'customer’s trip (/trips/{id})', chunk: 'customer-trip-page' },
];
/** Issue 38's budget for a phone page, in bytes as served. */
export const PHONE_GOAL = 150_000;
/**
 * The public pages measured as served to a visitor: home, a static page of the starter pages (`starter-pages.ts`), the
 * sign-in page and the booking page's first step.
 */
export const PUBLIC_PAGES = ['/', '/about', '/login', '/reservation/create'];
/** Issue 27's budget for a public page's first screen and the visitor's booking entry. */
const PUBLIC_GOAL = '100 kB';

/** Reads one build: every script's sizes, and the closure of static imports from any set of scripts. */
function readBuild(dist) {
  const sizes = new Map();
  // Files are named by their path inside the build (`assets/index-….js`), as the HTML names them less the `/`.
  const read = (file) => readFileSync(path.join(dist, file));
  const sizeOf = (file) => {
    if (!sizes.has(file)) {
      const brotli = path.join(dist, `${file}.br`);
      sizes.set(file, {
        gzip: gzipSync(read(file), { level: 9 }).length,
        served: existsSync(brotli) ? statSync(brotli).size : statSync(path.join(dist, file)).size,
      });
    }
    return sizes.get(file);
  };
  // Rolldown writes static imports as `import … from "./x.js"` or `import "./x.js"`; `import("./x.js")` is lazy.
  const importsOf = (file, pattern = /(?:from|import)\s*["']\.\/([^"']+\.js)["']/g) =>
    [...read(file).toString('utf8').matchAll(pattern)].map((m) => path.posix.join(path.posix.dirname(file), m[1]));
  const closure = (start, seen = new Set()) => {
    for (const file of start) {
      if (seen.has(file)) continue;
      seen.add(file);
      closure(importsOf(file), seen);
    }
    return seen;
  };
  /** Every script an entry may load: its static closure and, through `import()` and preload lists, the lazy ones. */
  const reachable = (start, seen = new Set()) => {
    for (const file of start) {
      if (seen.has(file)) continue;
      seen.add(file);
      reachable(importsOf(file, /["'](?:\.\/|\/?assets\/)([\w.-]+\.js)["']/g), seen);
    }
    return seen;
  };
  const total = (files, kind = 'gzip') => [...files].reduce((sum, file) => sum + sizeOf(file)[kind], 0);
  const both = (files) => ({ gzip: total(files, 'gzip'), served: total(files, 'served'), files: files.size });

  /**
   * The scripts a page's HTML loads as it arrives: `<script src>` and `<link rel="modulepreload">` on this origin.
   * An inline script's text is not read, so the SPA's entry that the home's script adds only for a signed-in person
   * (decision 064) is not counted for a visitor.
   */
  const scriptsOf = (html) => {
    const tags = html.replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/gi, '$1');
    const sources = [
      ...[...tags.matchAll(/<script\b[^>]*\ssrc="([^"]+)"/gi)].map((m) => m[1]),
      ...[...tags.matchAll(/<link\b[^>]*>/gi)]
        .filter(([tag]) => /\srel="modulepreload"/i.test(tag))
        .map(([tag]) => /\shref="([^"]+)"/i.exec(tag)?.[1]),
    ];
    return sources.map((source) => {
      const file = source?.startsWith('/') && !source.startsWith('//') ? source.slice(1).split(/[?#]/)[0] : undefined;
      if (!file || !existsSync(path.join(dist, file))) throw new Error(`${source}: not a script of ${dist}`);
      return file;
    });
  };
  // A page's first screen: what its HTML loads and everything that imports statically.
  const pageClosure = (html) => closure(scriptsOf(html));
  const entryScripts = (page) => scriptsOf(readFileSync(path.join(dist, page), 'utf8'));

  const assets = readdirSync(path.join(dist, 'assets')).filter((name) => name.endsWith('.js'));
  /**
   * The chunk named `prefix-<hash>.js` (after its first module and an 8-character hash: `login-C0qfDY9G.js`, not
   * `login-schema-….js`) among `files`, or among every script when none are given.
   */
  const chunkOf = (prefix, files = assets.map((name) => `assets/${name}`)) =>
    [...files].find((file) => new RegExp(`^assets/${prefix}-[\\w-]{8}\\.js$`).test(file));
  return { closure, reachable, both, pageClosure, entryScripts, chunkOf };
}

export function bundleSizes(dist = DEFAULT_DIST) {
  const { closure, reachable, both, pageClosure, entryScripts, chunkOf } = readBuild(dist);
  const chunkIn = (files, prefix, entry) => {
    const file = chunkOf(prefix, files);
    if (!file) throw new Error(`no ${prefix}-*.js chunk reached from ${entry} in ${path.join(dist, 'assets')}`);
    return file;
  };

  const shell = pageClosure(readFileSync(path.join(dist, 'index.html'), 'utf8'));
  const dashboard = reachable(entryScripts('index.html'));

  // The visitor's booking entry; its wizard may be a chunk of its own (preloaded or lazy) or inside the entry.
  let booking = null;
  if (existsSync(path.join(dist, 'book.html'))) {
    const entry = closure(entryScripts('book.html'));
    const wizard = chunkOf('booking-wizard', reachable(entry));
    booking = { ...both(wizard ? closure([wizard], new Set(entry)) : entry), wizardChunk: Boolean(wizard) };
  }

  // The phone entry's pages, each its own chunk on top of the entry (decision 085).
  let phone = null;
  if (existsSync(path.join(dist, 'phone.html'))) {
    const entry = closure(entryScripts('phone.html'));
    const everything = reachable(entry);
    phone = {
      shell: both(entry),
      pages: PHONE_PAGES.map((page) => ({
        ...page,
        ...both(closure([chunkIn(everything, page.chunk, 'phone.html')], new Set(entry))),
      })),
    };
  }
  return {
    firstScreen: both(shell),
    lists: LIST_CHUNKS.map((name) => ({
      name,
      ...both(new Set([...closure([chunkIn(dashboard, name, 'index.html')])].filter((file) => !shell.has(file)))),
    })),
    phone,
    booking,
  };
}

/** The sizes of the scripts a page's HTML (as the server sent it) loads from the build; 0 when none. */
export function pageScriptSize(html, dist = DEFAULT_DIST) {
  const { both, pageClosure } = readBuild(dist);
  return both(pageClosure(html));
}

/** Fetches a public page as a visitor would (no cookie) and returns its HTML. */
export async function fetchPublicPage(baseUrl, pagePath) {
  const response = await fetch(new URL(pagePath, baseUrl));
  if (!response.ok) throw new Error(`GET ${pagePath}: ${response.status}`);
  return response.text();
}

export const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/**
 * The budget as a Markdown table. `publicPages`: `[{ path, gzip, served }]` from `pageScriptSize`, or null when no
 * server was asked (those rows are then left out).
 */
export function budgetTable(sizes, publicPages) {
  const row = (what, size, goal) => [what, String(size.files), kB(size.gzip), kB(size.served), goal];
  const missing = (what, page) => [what, '', `missing (no dist/${page})`, '', ''];
  const rows = [
    row('dashboard’s first screen (index.html)', sizes.firstScreen, '150 kB gzip'),
    ...sizes.lists.map((list) => row(`${list.name} screen, beyond the dashboard’s first`, list, '60 kB gzip')),
    ...(sizes.phone
      ? [
          row('phone entry alone (phone.html)', sizes.phone.shell, ''),
          ...sizes.phone.pages.map((page) => row(`phone: ${page.name}`, page, `${kB(PHONE_GOAL)} as served`)),
        ]
      : [missing('phone pages', 'phone.html')]),
    ...(publicPages ?? []).map((page) =>
      row(`page from the server ${page.path} (visitor)`, page, `${PUBLIC_GOAL} gzip`),
    ),
    sizes.booking
      ? row('visitor booking once the first step is sent (book.html)', sizes.booking, `${PUBLIC_GOAL} gzip`)
      : missing('visitor booking', 'book.html'),
  ];
  return [
    '| JavaScript | files | gzip | as served (brotli) | goal |',
    '| ---------- | ----: | ---: | -----------------: | ---: |',
    ...rows.map((cells) => `| ${cells.join(' | ')} |`),
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values, positionals } = parseArgs({ options: { 'base-url': { type: 'string' } }, allowPositionals: true });
  const dist = positionals[0] ?? DEFAULT_DIST;
  const sizes = bundleSizes(dist);
  const baseUrl = values['base-url'];
  const publicPages = baseUrl
    ? await Promise.all(
        PUBLIC_PAGES.map(async (pagePath) => ({
          path: pagePath,
          ...pageScriptSize(await fetchPublicPage(baseUrl, pagePath), dist),
        })),
      )
    : null;
  console.log(budgetTable(sizes, publicPages));
  if (sizes.booking && !sizes.booking.wizardChunk) {
    console.log('\nbook.html: its scripts name no booking-wizard-*.js chunk (the wizard is in its entry)');
  }
  if (!publicPages)
    console.log(`\npublic pages (${PUBLIC_PAGES.join(', ')}): left out; give --base-url to measure them`);
}
