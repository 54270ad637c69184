import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin, type UserConfig } from 'vite';
import { pwa } from './pwa.config';
import { PAGE_LISTS, screenPages } from './phone-pages';
import { pureDomainValues } from './pure-domain-values';

/**
 * `livery-source` makes `@livery/domain` resolve to its TypeScript sources,
 * so the web app never needs the domain package built first.
 */
export const resolveConditions = ['livery-source', ...defaultClientConditions];

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;

/**
 * Writes a brotli and a gzip copy beside every text file of the build, once, at build time: the server sends
 * them as they are (`preCompressed`), so no request pays for compression.
 */
function precompress(): Plugin {
  const toBrotli = promisify(brotliCompress);
  const toGzip = promisify(gzip);
  return {
    name: 'livery-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(outDir, name);
          const content = await readFile(file);
          if (content.length < 1024) return;
          const [br, gz] = await Promise.all([
            toBrotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
            toGzip(content, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

const apiProxy = { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } };

/**
 * The entries, each its own build into `dist` (decisions 066, 085): `vite build` makes the dashboard (index.html, the
 * installable app), `vite build --mode book` adds the booking entry (book.html: the visitor's /reservation/create and
 * the widget), `vite build --mode phone` the phone entry (phone.html: a driver's Today and job, a customer's trip).
 * Separate builds, so each entry's libraries chunk holds only what that entry's first screen imports: one build shares
 * a single chunk of every entry's libraries, which made each of them download the others' (the booking entry 280 kB).
 */
const ENTRIES = {
  dashboard: { html: 'index.html', libraries: 'libraries' },
  book: { html: 'book.html', libraries: 'book-libraries' },
  phone: { html: 'phone.html', libraries: 'phone-libraries' },
} as const;

const entryOf = (mode: string) => (mode === 'book' || mode === 'phone' ? ENTRIES[mode] : ENTRIES.dashboard);

/** The dashboard's groups of lazy modules, below its first screen's (decision 087). */
const DASHBOARD_SCREEN_GROUPS = [
  { name: 'lists', test: /[\\/]src[\\/]components[\\/]data-table[\\/]/ },
  { name: 'screens', minShareCount: 2, entriesAware: true, entriesAwareMergeThreshold: 4000 },
];

export function webConfig(mode: string): UserConfig {
  const entry = entryOf(mode);
  const isDashboard = entry === ENTRIES.dashboard;
  return {
    plugins: [
      react(),
      pureDomainValues(),
      precompress(),
      ...(isDashboard ? [pwa()] : []),
      ...(entry === ENTRIES.phone ? [screenPages(PAGE_LISTS.phone)] : []),
      ...(isDashboard ? [screenPages(PAGE_LISTS.dashboard)] : []),
    ],
    resolve: { conditions: resolveConditions },
    server: { port: 5173, proxy: apiProxy },
    preview: { proxy: apiProxy },
    build: {
      outDir: 'dist',
      // The dashboard's build comes first and starts the folder afresh; the others add to it.
      emptyOutDir: isDashboard,
      // Maps for debugging a production error, without advertising them to browsers.
      sourcemap: 'hidden',
      rolldownOptions: {
        input: path.resolve(import.meta.dirname, entry.html),
        output: {
          // Everything the first screen imports in one chunk — the libraries and the app's own modules that the lazy
          // screens share with it — rather than about twenty small ones: each request costs a phone a round trip and
          // 1.3 kB of headers (HTTP/1.1 opens six at a time), and one stream compresses better (issues 10 and 38).
          // The groups of screens are named after every screen that shares them: a file name of 100 characters and more.
          ...(isDashboard && {
            chunkFileNames: ({ name }: { name: string }) =>
              name.startsWith('screens~') ? 'assets/screens-[hash].js' : 'assets/[name]-[hash].js',
          }),
          codeSplitting: {
            groups: [
              { name: entry.libraries, tags: ['$initial'] },
              // The dashboard's lazy screens (decision 087): what every list draws with (the table and what it imports)
              // in one chunk, and the rest grouped by the screens that share it, tiny groups
              // merged into a neighbour — a list screen is 6–16 files rather than 29–38. The other entries have no
              // such screens: their output is unchanged.
              ...(isDashboard ? DASHBOARD_SCREEN_GROUPS : []),
            ],
          },
        },
      },
    },
  };
}

export default defineConfig(({ mode }) => webConfig(mode));
