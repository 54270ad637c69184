import os from 'node:os';
import path from 'node:path';

/** The first server's port; set E2E_PORT to run two suites side by side. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);

/**
 * How many Playwright workers run the suite, each against a server and database of its own (decision 073): a test
 * that changes the configuration changes it for its own worker's tests only. By default one more than the cores
 * (two at least, four at most): with a worker per core a quarter of the CPU sat idle while tests waited on the
 * network or a quiet page; a third worker on two cores takes that up (decision 073, third step).
 */
export const E2E_WORKERS = Math.max(
  1,
  Number(process.env.E2E_WORKERS ?? Math.min(4, Math.max(2, os.availableParallelism() + 1))),
);

/** The slot (0 … E2E_WORKERS − 1) of the worker running this code; a retried worker takes its slot's server again. */
const slot = () => Number(process.env['TEST_PARALLEL_INDEX'] ?? 0);

/** The port of server `index`, by default this worker's. */
export const serverPort = (index = slot()) => E2E_PORT + index;

/** The data folder of server `index` (its database and the mail it writes), by default this worker's. */
export const serverDataDir = (index = slot()) => path.join(process.env['E2E_DATA_DIR'] ?? '', `server-${index}`);

/** Screenshots the issues ask for land here (kept by CI as artifacts). */
export const ARTIFACTS_DIR = new URL('../artifacts/', import.meta.url).pathname;

/** Seeded by the API (apps/api/src/db/seed.ts) and by support/start-server.mjs. */
export const USERS = {
  admin: { email: 'admin@livery.test', password: 'Livery-admin-1' },
  dispatcher: { email: 'dispatcher@livery.test', password: 'Livery-dispatch-1' },
  customer: { email: 'customer@livery.test', password: 'Livery-customer-1' },
  affiliateViewer: { email: 'affiliate-viewer@livery.test', password: 'Livery-viewer-1' },
} as const;
