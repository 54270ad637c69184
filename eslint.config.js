// One lint configuration for the whole repository (STYLE.md §15).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'e2e/test-results/**',
      'e2e/artifacts/**',
      '**/*.config.*',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
  {
    // The layering of DESIGN.md §2: the web and the API meet only through domain.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@livery/api', '**/apps/api/**'] }] },
  },
  {
    // A feature uses another only through its index.ts; app/ composes features (docs/architecture.md).
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@livery/api', '**/apps/api/**'] },
            {
              regex: String.raw`^\.\./\.\./(?!\.\.)[^/]+/.+`,
              message: "Import another feature through its index.ts ('../../people'), not its files.",
            },
            { regex: String.raw`/app/`, message: 'Features do not import the app shell; the app imports features.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@livery/api', '**/apps/api/**'] },
            { regex: String.raw`/(features|app)/`, message: 'Shared code does not import features or the app.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@livery/web', '**/apps/web/**'] }] },
  },
  {
    // Routes declare (schema, permission) and make one call; SQL lives in *-queries.ts (docs/architecture.md).
    files: ['apps/api/src/modules/**/*-routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@livery/web', '**/apps/web/**'] },
            { group: ['drizzle-orm', 'drizzle-orm/*'], message: 'SQL belongs in the module’s *-queries.ts.' },
            { group: ['**/db/schema.js'], message: 'Tables belong in the module’s *-queries.ts.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['node:*', '@livery/*', 'react', 'fastify'] }] },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'apps/api/src/test/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
