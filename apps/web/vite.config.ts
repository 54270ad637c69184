import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

/**
 * `livery-source` makes `@livery/domain` resolve to its TypeScript sources,
 * so the web app never needs the domain package built first.
 */
export const resolveConditions = ['livery-source', ...defaultClientConditions];

const apiProxy = { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } };

export default defineConfig({
  plugins: [react()],
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
