import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Read @livery/domain from its TypeScript sources: tests never need it built.
  resolve: { conditions: ['livery-source'] },
  ssr: { resolve: { conditions: ['livery-source'], externalConditions: ['livery-source'] } },
  test: {
    name: process.env['TEST_DATABASE_URL'] ? 'api (postgres)' : 'api (pglite)',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // One migrated, seeded database that each test file's app starts from as a copy (decision 073).
    globalSetup: ['src/test/global-setup.ts'],
    // A worker imports the app once for all its files (decision 073): each file builds its own app on its own
    // database, and no API test mocks a module. Isolated, importing the app again cost ~300 s of CPU a run.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
