/** Set E2E_PORT to run two suites side by side. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);

/** Screenshots the issues ask for land here (kept by CI as artifacts). */
export const ARTIFACTS_DIR = new URL('../artifacts/', import.meta.url).pathname;

/** Seeded by the API (apps/api/src/db/seed.ts) and by support/start-server.mjs. */
export const USERS = {
  admin: { email: 'admin@livery.test', password: 'Livery-admin-1' },
  dispatcher: { email: 'dispatcher@livery.test', password: 'Livery-dispatch-1' },
  customer: { email: 'customer@livery.test', password: 'Livery-customer-1' },
  affiliateViewer: { email: 'affiliate-viewer@livery.test', password: 'Livery-viewer-1' },
} as const;
