/**
 * The dashboard's JavaScript budget (issue 10), read from a production build (`apps/web/dist`):
 *
 * - **first screen**: the entry chunk and everything it imports statically (what `index.html` modulepreloads),
 *   plus the `/login` route's chunk and its static imports when it has one — what a visitor downloads before the
 *   sign-in form (what it loads once the form is drawn, such as zod, is not counted);
 * - **a list screen's extra**: a list route's chunk and its static imports that the first screen lacks.
 *
 * Sizes are gzip level 9 (the `.gz` beside each file; brotli is smaller still). Run alone:
 * `node bench/bundle-size.mjs [dist]`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const DEFAULT_DIST = fileURLToPath(new URL('../apps/web/dist', import.meta.url));
/**
 * The list screens measured; each route's chunk is named after its file. `today-page`: a driver's Today (issue 24),
 * held to the same budget.
 */
export const LIST_CHUNKS = ['addons-list', 'people-list', 'cars-list', 'roles-list', 'today-page'];

export function bundleSizes(dist = DEFAULT_DIST) {
  const assets = path.join(dist, 'assets');
  const files = readdirSync(assets).filter((name) => name.endsWith('.js'));
  const read = (name) => readFileSync(path.join(assets, name));
  const gzipped = new Map(files.map((name) => [name, gzipSync(read(name), { level: 9 }).length]));
  // Rolldown writes static imports as `import … from "./x.js"` or `import "./x.js"`; `import("./x.js")` is lazy.
  const importsOf = (name) =>
    [
      ...read(name)
        .toString('utf8')
        .matchAll(/(?:from|import)\s*["']\.\/([^"']+\.js)["']/g),
    ].map((m) => m[1]);
  const closure = (start, seen = new Set()) => {
    for (const name of start) {
      if (seen.has(name)) continue;
      seen.add(name);
      closure(importsOf(name), seen);
    }
    return seen;
  };
  // A chunk is named after its first module and an 8-character hash: `login-C0qfDY9G.js`, not `login-schema-….js`.
  const chunkOf = (prefix) => files.find((file) => new RegExp(`^${prefix}-[\\w-]{8}\\.js$`).test(file));
  const chunk = (prefix) => {
    const name = chunkOf(prefix);
    if (!name) throw new Error(`no ${prefix}-*.js chunk in ${assets}`);
    return name;
  };
  const total = (names) => [...names].reduce((sum, name) => sum + gzipped.get(name), 0);

  const entry = readFileSync(path.join(dist, 'index.html'), 'utf8').match(/<script[^>]+src="\/assets\/([^"]+\.js)"/)[1];
  const shell = closure([entry]);
  // The sign-in page may be part of the entry chunk itself (not lazy); then the shell is the whole first screen.
  const login = chunkOf('login');
  const firstScreen = login ? closure([login], new Set(shell)) : shell;
  return {
    shell: total(shell),
    firstScreen: total(firstScreen),
    lists: LIST_CHUNKS.map((name) => ({
      name,
      extra: total([...closure([chunk(name)])].filter((file) => !firstScreen.has(file))),
    })),
  };
}

export const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const sizes = bundleSizes(process.argv[2]);
  console.log(`first screen (shell + /login): ${kB(sizes.firstScreen)} gzip (shell alone ${kB(sizes.shell)})`);
  for (const list of sizes.lists) console.log(`${list.name}: +${kB(list.extra)} gzip`);
}
