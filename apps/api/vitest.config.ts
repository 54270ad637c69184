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
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
