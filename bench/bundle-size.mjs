/**
 * The JavaScript budgets of a production build (`apps/web/dist`), issue 10 for the dashboard, issue 27 for the public
 * pages:
 *
 * - **first screen**: what `index.html` loads (its entry script and modulepreloads, and everything they import
 *   statically), plus the SPA's `/login` route's chunk and its static imports when it has one — the dashboard's first
 *   screen (what it loads once the form is drawn, such as zod, is not counted). A visitor's direct `/login` is the
 *   server's page since decision 067, counted below with the public pages;
 * - **a list screen's extra**: a list route's chunk and its static imports that the first screen lacks;
 * - **a page from the server** (`/`, `/about`, `/login`, `/reservation/create`): what the HTML the server sends a
 *   visitor loads, measured the same way from the page's text (`pageScriptSize`): decisions 064 and 067's pages load
 *   none, so 0 unless that changes. The page must come from a running server, signed out: `lighthouse.mjs` passes the
 *   HTML it fetched from its own;
 * - **the visitor's booking**: when the build has a second entry `book.html` (the visitor's booking flow, loaded
 *   once the first step is sent, decision 067, and in the booking widget's frame), what it
 *   loads, the same way as `index.html`, plus the `booking-wizard-*.js` chunk that those scripts load (preloaded,
 *   or lazily by `import()`) and its static imports beyond them; nothing more when the wizard is inside the entry.
 *   The SPA's own lazy wizard chunk, which imports the dashboard's entry, is counted only if `book.html`'s scripts
 *   name it. Reported as missing when there is no `book.html`.
 *
 * Sizes are gzip level 9 (the `.gz` beside each file; brotli is smaller still). Run alone:
 * `node bench/bundle-size.mjs [dist] [--base-url http://127.0.0.1:4610]` prints the table; the public pages' rows
 * need `--base-url`, a running server of the same build (`npm start`), whose pages are fetched without a
 * session, and are left out without it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const DEFAULT_DIST = fileURLToPath(new URL('../apps/web/dist', import.meta.url));
/**
 * The list screens measured; each route's chunk is named after its file. `today-page`: a driver's Today (issue 24),
 * held to the same budget.
 */
export const LIST_CHUNKS = ['addons-list', 'people-list', 'cars-list', 'roles-list', 'today-page'];
/**
 * The pages measured as served to a visitor: home, a static page of the starter pages (`starter-pages.ts`), the sign-in
 * page and the booking page's first step.
 */
export const PUBLIC_PAGES = ['/', '/about', '/login', '/reservation/create'];
/** Issue 27's budget for a public page's first screen and the visitor's booking entry. */
const PUBLIC_GOAL = '100 kB';

/** Reads one build: every script's gzip size, and the closure of static imports from any set of scripts. */
function readBuild(dist) {
  const gzipped = new Map();
  // Files are named by their path inside the build (`assets/index-….js`), as the HTML names them less the `/`.
  const read = (file) => readFileSync(path.join(dist, file));
  const size = (file) => {
    if (!gzipped.has(file)) gzipped.set(file, gzipSync(read(file), { level: 9 }).length);
    return gzipped.get(file);
  };
  // Rolldown writes static imports as `import … from "./x.js"` or `import "./x.js"`; `import("./x.js")` is lazy.
  const importsOf = (file) =>
    [
      ...read(file)
        .toString('utf8')
        .matchAll(/(?:from|import)\s*["']\.\/([^"']+\.js)["']/g),
    ].map((m) => path.posix.join(path.posix.dirname(file), m[1]));
  const closure = (start, seen = new Set()) => {
    for (const file of start) {
      if (seen.has(file)) continue;
      seen.add(file);
      closure(importsOf(file), seen);
    }
    return seen;
  };
  const total = (files) => [...files].reduce((sum, file) => sum + size(file), 0);

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

  const assets = readdirSync(path.join(dist, 'assets')).filter((name) => name.endsWith('.js'));
  // A chunk is named after its first module and an 8-character hash: `login-C0qfDY9G.js`, not `login-schema-….js`.
  const chunkOf = (prefix) => {
    const name = assets.find((file) => new RegExp(`^${prefix}-[\\w-]{8}\\.js$`).test(file));
    return name && `assets/${name}`;
  };
  /** The chunk named `prefix-<hash>.js` that one of `files` names (a lazy `import()` or its preload list), if any. */
  const chunkNamedBy = (files, prefix) => {
    const name = new RegExp(`(?<![\\w-])${prefix}-[\\w-]{8}\\.js`);
    for (const file of files) {
      const found = name.exec(read(file).toString('utf8'))?.[0];
      if (found) return path.posix.join(path.posix.dirname(file), found);
    }
    return undefined;
  };
  return { closure, total, pageClosure, chunkOf, chunkNamedBy };
}

export function bundleSizes(dist = DEFAULT_DIST) {
  const { closure, total, pageClosure, chunkOf, chunkNamedBy } = readBuild(dist);
  const chunk = (prefix) => {
    const file = chunkOf(prefix);
    if (!file) throw new Error(`no ${prefix}-*.js chunk in ${path.join(dist, 'assets')}`);
    return file;
  };

  const shell = pageClosure(readFileSync(path.join(dist, 'index.html'), 'utf8'));
  // The sign-in page may be part of the entry chunk itself (not lazy); then the shell is the whole first screen.
  const login = chunkOf('login');
  const firstScreen = login ? closure([login], new Set(shell)) : shell;

  // The visitor's booking entry; its wizard may be a chunk of its own (preloaded or lazy) or inside the entry.
  const bookHtml = path.join(dist, 'book.html');
  let booking = null;
  if (existsSync(bookHtml)) {
    const entry = pageClosure(readFileSync(bookHtml, 'utf8'));
    const wizard = chunkNamedBy(entry, 'booking-wizard');
    booking = { size: total(wizard ? closure([wizard], new Set(entry)) : entry), wizardChunk: Boolean(wizard) };
  }
  return {
    shell: total(shell),
    firstScreen: total(firstScreen),
    lists: LIST_CHUNKS.map((name) => ({
      name,
      extra: total([...closure([chunk(name)])].filter((file) => !firstScreen.has(file))),
    })),
    booking,
  };
}

/** The gzip size of the scripts a page's HTML (as the server sent it) loads from the build; 0 when none. */
export function pageScriptSize(html, dist = DEFAULT_DIST) {
  const { total, pageClosure } = readBuild(dist);
  return total(pageClosure(html));
}

/** Fetches a public page as a visitor would (no cookie) and returns its HTML. */
export async function fetchPublicPage(baseUrl, pagePath) {
  const response = await fetch(new URL(pagePath, baseUrl));
  if (!response.ok) throw new Error(`GET ${pagePath}: ${response.status}`);
  return response.text();
}

export const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/**
 * The budget as a Markdown table. `publicPages`: `[{ path, size }]` from `pageScriptSize`, or null when no server was
 * asked (those rows are then left out).
 */
export function budgetTable(sizes, publicPages) {
  const rows = [
    ['first screen: shell + /login', kB(sizes.firstScreen), '150 kB'],
    ...sizes.lists.map((list) => [`${list.name} screen, beyond the first`, kB(list.extra), '60 kB']),
    ...(publicPages ?? []).map((page) => [`page from the server ${page.path} (visitor)`, kB(page.size), PUBLIC_GOAL]),
    [
      'visitor booking once the first step is sent (book.html)',
      sizes.booking ? kB(sizes.booking.size) : 'missing (no dist/book.html)',
      PUBLIC_GOAL,
    ],
  ];
  return [
    '| JavaScript (gzip) | size | goal |',
    '| ----------------- | ---: | ---: |',
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
          size: pageScriptSize(await fetchPublicPage(baseUrl, pagePath), dist),
        })),
      )
    : null;
  console.log(budgetTable(sizes, publicPages));
  console.log(`\nshell alone: ${kB(sizes.shell)}`);
  if (sizes.booking && !sizes.booking.wizardChunk) {
    console.log('book.html: its scripts name no booking-wizard-*.js chunk (the wizard is in its entry)');
  }
  if (!publicPages) console.log(`public pages (${PUBLIC_PAGES.join(', ')}): left out; give --base-url to measure them`);
}
