import { defineConfig } from 'vitest/config';

/** `npm run test:unit`: domain, API and web tests in one run. End-to-end tests run with Playwright (e2e/). */
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/api', 'apps/web'],
  },
});
