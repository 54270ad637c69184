import { fileURLToPath } from 'node:url';
import { defaultServerConditions, mergeConfig } from 'vite';
import { defineProject } from 'vitest/config';
import { webConfig } from './vite.config.ts';

export default mergeConfig(
  webConfig('test'),
  defineProject({
    root: fileURLToPath(new URL('.', import.meta.url)),
    // Tests may run in Vitest's server environment too: give it the source condition as well.
    ssr: { resolve: { conditions: ['livery-source', ...defaultServerConditions] } },
    test: {
      name: 'web',
      environment: 'jsdom',
      // The build's own plugins are tested beside them.
      include: ['src/**/*.test.{ts,tsx}', '*.test.ts'],
      setupFiles: ['./src/testing/setup-tests.ts'],
      restoreMocks: true,
      // jsdom renders of MUI screens take seconds on a loaded machine; the default 5 s made runs flaky there.
      testTimeout: 30_000,
    },
  }),
);
