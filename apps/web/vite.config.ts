import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

/**
 * `livery-source` makes `@livery/domain` resolve to its TypeScript sources,
 * so the web app never needs the domain package built first.
 */
export const resolveConditions = ['livery-source', ...defaultClientConditions];

/**
 * The domain's modules only declare things (schemas, tables, functions), but its package.json does not
 * say `"sideEffects": false`, so the bundler would keep every zod schema (and zod) in the first chunk
 * as soon as anything (`can`, `APP_NAME`) is imported. Tell it they are side-effect free.
 */
function domainWithoutSideEffects(): Plugin {
  return {
    name: 'livery:domain-without-side-effects',
    transform: {
      filter: { id: /[\\/]packages[\\/]domain[\\/]src[\\/]/ },
      handler: (code) => ({ code, map: null, moduleSideEffects: false }),
    },
  };
}

const apiProxy = { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } };

export default defineConfig({
  plugins: [react(), domainWithoutSideEffects()],
  resolve: { conditions: resolveConditions },
  server: { port: 5173, proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps for debugging a production error, without advertising them to browsers.
    sourcemap: 'hidden',
    // The data grid's lazy chunk (list screens only) is ~520 kB raw / ~155 kB gzip; the first screen is far below.
    chunkSizeWarningLimit: 600,
  },
});
