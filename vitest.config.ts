import os from 'node:os';
import { defineConfig } from 'vitest/config';

/** `npm run test:unit`: domain, API and web tests in one run. End-to-end tests run with Playwright (e2e/). */
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/api', 'apps/web'],
    // Vitest's default is one worker fewer than the cores: one on a two-core machine. The API tests spend much of
    // their time waiting on a database or a server process, so a worker per core (two at least) finishes the
    // PGlite run in 15 minutes instead of 21 on two cores.
    maxWorkers: Math.max(2, os.availableParallelism()),
  },
});
