// One lint configuration for the whole repository (STYLE.md §15).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The API never reaches into the web app. */
const API_ANYWHERE = [{ group: ['@livery/web', '**/apps/web/**'] }];

/**
 * The import rules of an API module's file: another module only through its index.ts (for a file one folder deeper,
 * in reservations' act folders, a sibling act too); with `sql: false`, no Drizzle or tables (SQL lives in
 * *-queries.ts); with `plugins: false`, no plugin (a service takes what it needs as arguments).
 */
function moduleRules({ nested = false, sql = true, plugins = true }) {
  const throughIndex = (up) => ({
    regex: String.raw`^${up}(?!\.\.)[^/]+/(?!index\.js$).+`,
    message: "Import another module through its index.ts ('../audit/index.js'), not its files.",
  });
  return [
    ...API_ANYWHERE,
    throughIndex(String.raw`\.\./`),
    ...(nested ? [throughIndex(String.raw`\.\./\.\./`)] : []),
    ...(sql
      ? []
      : [
          { group: ['drizzle-orm', 'drizzle-orm/*'], message: 'SQL belongs in the module’s *-queries.ts.' },
          { group: ['**/db/schema.js'], message: 'Tables belong in the module’s *-queries.ts.' },
        ]),
    ...(plugins ? [] : [{ group: ['**/plugins/*'], message: 'A service takes what it needs as arguments.' }]),
  ];
}

/**
 * The trip's tables (decision 074): only their owner, `modules/reservations`, reads or writes them; every other module
 * calls the named functions of its index.ts. `db/` defines them and tests set up what they need.
 */
const TRIP_TABLES = [
  'reservations',
  'reservationCars',
  'reservationSlots',
  'reservationStatusChanges',
  'reservationRefunds',
  'reservationAddons',
  'reservationPayments',
  'slotSteps',
  'tripReminders',
  'idempotencyKeys',
  'slotProgressColumns',
  'slotExtrasColumns',
];

/** The people's tables (decision 075): `modules/people` owns them, the accounts, roles and one-time links alike. */
const PEOPLE_TABLES = ['users', 'userRoles', 'roles', 'permissions', 'rolePermissions', 'userTokens'];

/** The configuration record (decision 075): `modules/configurations` owns it. */
const CONFIGURATION_TABLES = ['configurations', 'CONFIGURATION_ID'];

/** The rate cards (decision 091): `modules/rate-cards` owns them; others read the card in force through its index.ts. */
const RATE_CARD_TABLES = ['rateCards'];

/**
 * One owner per table (STYLE §16): who may import which tables from `db/schema`. `files` are the owner's (the
 * configuration's one other reader is notifications' office address: the configurations module imports auth, which
 * sends mail through notifications, so notifications cannot call it without a loop).
 */
const TABLE_OWNERS = [
  {
    files: ['apps/api/src/modules/reservations/**'],
    tables: TRIP_TABLES,
    message: "The trip's tables belong to modules/reservations: call a function of its index.ts (decision 074).",
  },
  {
    files: ['apps/api/src/modules/people/**'],
    tables: PEOPLE_TABLES,
    message:
      "The people's tables belong to modules/people: call a function of its index.ts, or join with its " +
      'joinPerson/leftJoinPerson and personColumns (decision 075).',
  },
  {
    files: ['apps/api/src/modules/configurations/**', 'apps/api/src/modules/notifications/office-address-queries.ts'],
    tables: CONFIGURATION_TABLES,
    message: 'The configuration belongs to modules/configurations: call a function of its index.ts (decision 075).',
  },
  {
    files: ['apps/api/src/modules/quote-offers/**'],
    tables: ['quoteOffers'],
    message: 'The sent quotes belong to modules/quote-offers: call a function of its index.ts (decision 090).',
  },
  {
    files: ['apps/api/src/modules/rate-cards/**'],
    tables: RATE_CARD_TABLES,
    message: 'The rate cards belong to modules/rate-cards: call rateCardInForce of its index.ts (decision 091).',
  },
];

/** `db/` defines the tables and tests set up what they need. */
const TABLE_OWNERS_EXEMPT = ['apps/api/src/db/**', '**/*.test.ts', 'apps/api/src/test/**'];

/**
 * The blocks that hold the owners: every API file is refused every owner's tables, and each owner's files every
 * table but its own. typescript-eslint's copy of `no-restricted-imports` (the same options, type imports included):
 * a rule's options are replaced, not merged, by a later block for the same file, so under its own name this holds
 * beside the module rules instead of undoing them; and each owner's block lists every other owner's tables again,
 * because it replaces the first block's options for its files.
 */
function tableOwnerBlocks() {
  const refusing = (owners) => ({
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: owners.map(({ tables, message }) => ({
          group: ['**/db/schema', '**/db/schema.js', '**/db/schema/*'],
          importNames: tables,
          message,
        })),
      },
    ],
  });
  return [
    { files: ['apps/api/src/**/*.ts'], ignores: TABLE_OWNERS_EXEMPT, rules: refusing(TABLE_OWNERS) },
    ...TABLE_OWNERS.map((owner) => ({
      files: owner.files,
      ignores: TABLE_OWNERS_EXEMPT,
      rules: refusing(TABLE_OWNERS.filter((other) => other !== owner)),
    })),
  ];
}

/** The API module files that may hold SQL: the queries, and the catalogue's generic CRUD factory. */
const SQL_FILES = ['apps/api/src/modules/**/*-queries.ts', 'apps/api/src/modules/catalogue/catalogue-crud.ts'];

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
              // src/testing is the tests' shared kit, not a feature.
              regex: String.raw`^\.\./\.\./(?!\.\.|testing/)[^/]+/.+`,
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
    rules: { 'no-restricted-imports': ['error', { patterns: API_ANYWHERE }] },
  },
  // One shape for every API module (decision 057): routes → service → queries; another module (or, inside
  // reservations, another act's folder) only through its index.ts; SQL only in *-queries.ts; services never reach
  // for a plugin. Tests set up what they need and are exempt. The one other file that writes SQL is the catalogue's
  // CRUD factory (catalogue-crud.ts): one generic shape for the catalogue's tables, kept because it saves code.
  {
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts', ...SQL_FILES],
    rules: { 'no-restricted-imports': ['error', { patterns: moduleRules({ sql: false }) }] },
  },
  {
    files: SQL_FILES,
    rules: { 'no-restricted-imports': ['error', { patterns: moduleRules({}) }] },
  },
  {
    files: ['apps/api/src/modules/**/*-service.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: moduleRules({ sql: false, plugins: false }) }] },
  },
  {
    files: ['apps/api/src/modules/reservations/*/*.ts'],
    ignores: ['**/*.test.ts', ...SQL_FILES],
    rules: { 'no-restricted-imports': ['error', { patterns: moduleRules({ nested: true, sql: false }) }] },
  },
  {
    files: ['apps/api/src/modules/reservations/*/*-queries.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: moduleRules({ nested: true }) }] },
  },
  {
    files: ['apps/api/src/modules/reservations/*/*-service.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: moduleRules({ nested: true, sql: false, plugins: false }) }],
    },
  },
  // One owner per table (decisions 074 and 075): see TABLE_OWNERS.
  ...tableOwnerBlocks(),
  {
    files: ['packages/domain/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['node:*', '@livery/*', 'react', 'fastify'] }] },
  },
  {
    // Rules only in domain (decision 057): a permission that depends on the record or the request is a named rule in
    // @livery/domain (booking-rules.ts, account-policy.ts …), used by the API and the screens alike; routes declare
    // their permission and the auth plugin checks it. No module asks `can()` or `isAdmin` of a person itself.
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='@livery/domain'] ImportSpecifier[imported.name='can']",
          message: 'Name the rule in @livery/domain (booking-rules.ts) and call it; the route declares its permission.',
        },
        {
          selector: ":not(Property) > MemberExpression[object.name=/^(user|viewer|actor)$/][property.name='isAdmin']",
          message: 'An administrator-only rule is a function in @livery/domain (e.g. mayGrantAdmin).',
        },
      ],
    },
  },
  {
    // One web data layer (issue 23, apps/web/src/lib/README.md): a change goes through useApiMutation; a query key
    // comes from a factory in lib/query-keys.ts.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/lib/use-api-mutation.ts', 'apps/web/src/lib/query-keys.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[source.value='@tanstack/react-query'] ImportSpecifier[imported.name='useMutation']",
          message: 'A change goes through useApiMutation (lib/use-api-mutation.ts) in its api/ file.',
        },
        {
          selector: "Property[key.name='queryKey'] > ArrayExpression > Literal:first-child",
          message: 'A query key comes from a factory in lib/query-keys.ts.',
        },
        {
          selector: ":not(Property) > MemberExpression[object.name=/^(user|viewer|actor)$/][property.name='isAdmin']",
          message: 'An administrator-only rule is a function in @livery/domain (isAdministrator, mayMarkJobsPaid …).',
        },
      ],
    },
  },
  {
    // Files stay small enough to read at once (issue 23); data and generated files aside.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/domain/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**', '**/testing/**'],
    rules: { 'max-lines': ['error', { max: 250, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'apps/api/src/test/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
