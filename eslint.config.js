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
    files: ['apps/api/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@livery/web', '**/apps/web/**'] }] },
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
