import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_WORKERS, serverDataDir, serverPort } from './support/constants';

// The servers' data folders are made under this one, so the tests can read the mail each writes (workers inherit it).
process.env['E2E_DATA_DIR'] ??= mkdtempSync(path.join(tmpdir(), 'livery-e2e-'));

/**
 * End-to-end tests in Debian's Chromium against the production build, served by the API. Each worker has a server
 * and database of its own (decision 073): this file is loaded again in every worker, where TEST_PARALLEL_INDEX names
 * its slot, so `baseURL` is that slot's server; a test file's tests run in order on one worker.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: process.env.CI ? 1 : 0,
  // Generous, so a loaded machine (two cores, another build running) slows the suite down but does not fail it.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${serverPort()}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-extensions',
        '--mute-audio',
        '--disable-features=Translate,MediaRouter,OptimizationHints,CalculateNativeWinOcclusion',
      ],
    },
    reducedMotion: 'reduce',
    // The production build registers a service worker (issue 24); only driver-app.spec.ts lets it run, so no other
    // test depends on what it cached or finds a request served by it instead of the network.
    serviceWorkers: 'block',
    // A click or fill that cannot happen fails within half a minute (then the retry), instead of waiting out the
    // test's whole timeout behind, say, a menu left open.
    actionTimeout: 30_000,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => ({
    command: 'node --import tsx support/start-server.mjs',
    env: { PORT: String(serverPort(index)), E2E_DATA_DIR: serverDataDir(index) },
    cwd: import.meta.dirname,
    url: `http://127.0.0.1:${serverPort(index)}/api/docs/json`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  })),
});
