import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin, type UserConfig } from 'vite';
import { pwa } from './pwa.config';

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
 * `vite build` makes the dashboard (index.html, the installable app); `vite build --mode book` then adds the booking
 * entry (book.html: the visitor's /reservation/create and the widget, decision 066) to the same folder. Two builds,
 * so each entry's libraries chunk holds only what that entry's first screen imports: one build shares a single
 * chunk of both entries' libraries, which made each of them download the other's (the booking entry 280 kB).
 */
export function webConfig(mode: string): UserConfig {
  const isBook = mode === 'book';
  return {
    plugins: [react(), precompress(), ...(isBook ? [] : [pwa()])],
    resolve: { conditions: resolveConditions },
    server: { port: 5173, proxy: apiProxy },
    preview: { proxy: apiProxy },
    build: {
      outDir: 'dist',
      emptyOutDir: !isBook,
      // Maps for debugging a production error, without advertising them to browsers.
      sourcemap: 'hidden',
      rolldownOptions: {
        input: path.resolve(import.meta.dirname, isBook ? 'book.html' : 'index.html'),
        output: {
          // The libraries the first screen imports in one chunk beside the entry (the app's own code): two requests
          // instead of about twenty (HTTP/1.1 opens six at a time), one gzip stream instead of many small ones, and
          // a chunk that stays cached across deploys of the app's code (issue 10).
          codeSplitting: {
            groups: [{ name: isBook ? 'book-libraries' : 'libraries', test: /node_modules/, tags: ['$initial'] }],
          },
        },
      },
    },
  };
}

export default defineConfig(({ mode }) => webConfig(mode));
