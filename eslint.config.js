import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { reactRefresh } from 'eslint-plugin-react-refresh';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';
import { URL } from 'node:url';
import checkFile from 'eslint-plugin-check-file';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const shared = [
  'lib',
  'services',
  'api',
  'stores',
  'components',
  'hooks',
  'utils',
  'types',
  'config',
  'testing',
];

// The dependency chokepoints (README "Architecture"); scripts/lint-rules.test.ts plants a
// violation of each. The Supabase client: the repositories' one binding of it
// (src/api/app-repositories.ts; every other src/api module takes the client as a parameter) and
// the auth module's auth-client.ts only.
const APP_REPOSITORIES = 'src/api/app-repositories.ts';
const AUTH_CLIENT = 'src/lib/auth/auth-client.ts';
// The login page's sign-in: part of the auth module, but never supabase-js (its JS budget).
const LIGHT_AUTH = ['src/lib/auth/password-sign-in.ts', 'src/lib/auth/session-format.ts'];
// IndexedDB (idb-keyval and the global): the storage modules only.
const IDB_MODULES = [
  'src/services/offline/outbox.ts',
  'src/lib/offline/query-persister.ts',
  'src/lib/session-cleanup.ts',
];
const TESTS = ['src/**/*.test.{ts,tsx}', 'src/testing/**'];
/** Tests and their fixtures anywhere: no size limits. */
const ALL_TESTS = ['**/*.test.{ts,tsx}', '**/*.test-util.ts', 'src/testing/**'];

/**
 * The app, the local backend, the Edge Functions, the build, scripts and the benches: no file over
 * 400 lines.
 */
const SOURCES = [
  'src/**/*.{ts,tsx}',
  'backend/**/*.ts',
  'build/**/*.ts',
  'supabase/functions/**/*.ts',
  'scripts/**/*.ts',
  'bench/**/*.ts',
];
/**
 * Units a person can hold in their head, at most 150 lines a file and 80 a function (blank lines
 * and comments not counted): the screens split into a view-model and section components (home,
 * the habit page, addhabit, the table, insights: docs/habits.md "Screens",
 * src/features/insights/README.md), the habit-day card and the habit form they share, the shared
 * hooks, and the offline owner's named modules (docs/offline.md "One owner").
 */
const SPLIT_UNITS = [
  'src/features/{home,habit-detail,add-habit,table,insights}/**/*.{ts,tsx}',
  'src/components/habit-day/*.{ts,tsx}',
  'src/components/habit-form/*.tsx',
  'src/components/habit-form/use-*.ts',
  'src/hooks/*.ts',
  'src/services/offline/*.ts',
];

const CLIENT_MESSAGE =
  'The Supabase client is for src/api/app-repositories.ts (data: a repository takes the client, createXRepository(client)) and src/lib/auth/auth-client.ts (auth) only: call a repository or the auth module.';
const IDB_MESSAGE =
  'IndexedDB only in the storage modules (services/offline/outbox.ts, lib/offline/query-persister.ts, lib/session-cleanup.ts).';

const SILENT_MESSAGE =
  'lib, services and api never speak to the user (no toast, no window.confirm): return or throw, and let the UI (components, hooks, features) show it.';
// Below the UI: they return or throw, the UI asks and shows (README "Architecture").
const SILENT = ['src/lib/**', 'src/services/**', 'src/api/**'];
// The toasts themselves.
const NOTIFY = 'src/lib/notify.ts';

/**
 * no-restricted-imports for src/: what a file may not import, lifted per chokepoint. `silent`:
 * no toasts (react-toastify, the toast calls of lib/notify.ts).
 */
function restrictedImports({
  client = false,
  idb = false,
  light = false,
  silent = false,
  queue = false,
} = {}) {
  const patterns = [];
  // The offline owner's parts: the rest of the app goes through habit-day-queue.ts.
  if (!queue)
    patterns.push({
      regex: '^@/services/offline/(?!habit-day-queue$|habit-day-key$)',
      message:
        'Use the offline owner, src/services/offline/habit-day-queue.ts (its hooks, enqueueHabitDay, ...), not its parts.',
    });
  if (!client)
    patterns.push(
      { regex: '^(?:@/|(?:\\.{1,2}/)+)(?:lib/)?supabase$', message: CLIENT_MESSAGE },
      // Types of supabase-js are fine anywhere; its runtime is the client's.
      { group: ['@supabase/*'], allowTypeImports: true, message: CLIENT_MESSAGE },
    );
  if (light)
    patterns.push({
      regex: 'auth-client$',
      message: 'The login page must not load supabase-js (tests/e2e/login-bundle.ts budget).',
    });
  const paths = idb ? [] : [{ name: 'idb-keyval', message: IDB_MESSAGE }];
  if (silent)
    paths.push(
      { name: 'react-toastify', message: SILENT_MESSAGE },
      {
        name: '@/lib/notify',
        importNames: ['notifyError', 'notifySuccess'],
        message: SILENT_MESSAGE,
      },
    );
  return ['error', { paths, patterns }];
}

/**
 * no-restricted-globals / -properties: localStorage and IndexedDB, each lifted where it lives;
 * `silent`: no confirm, alert or prompt.
 */
function restrictedStorage({ localStorage = false, indexedDB = false, silent = false } = {}) {
  const globals = [
    ...(localStorage ? [] : [{ name: 'localStorage', message: 'Use src/lib/storage.ts.' }]),
    ...(indexedDB ? [] : [{ name: 'indexedDB', message: IDB_MESSAGE }]),
    ...(silent
      ? ['confirm', 'alert', 'prompt'].map((name) => ({ name, message: SILENT_MESSAGE }))
      : []),
  ];
  const properties = globals.flatMap(({ name, message }) =>
    ['window', 'globalThis', 'self'].map((object) => ({ object, property: name, message })),
  );
  return {
    'no-restricted-globals': ['error', ...globals],
    'no-restricted-properties': ['error', ...properties],
  };
}

/** `queryKey: [...]` spelled outside the query layer (useQuery, invalidateQueries, ...). */
const queryKeyLiteral = {
  selector: "Property[key.name='queryKey'] > ArrayExpression",
  message:
    'Spell no query key outside src/api: use the key factory or queryOptions of the query layer (src/api, the *-queries.ts modules).',
};

/** invalidateQueries() / invalidateQueries({ refetchType }) without a key: every query. */
const invalidateEverything = [
  {
    selector: "CallExpression[callee.property.name='invalidateQueries'][arguments.length=0]",
    message:
      'Invalidate the keys the write touched (src/api/write-invalidation.ts), not every query.',
  },
  {
    selector:
      "CallExpression[callee.property.name='invalidateQueries'] > ObjectExpression.arguments:not(:has(Property[key.name='queryKey']))",
    message:
      'Invalidate the keys the write touched (src/api/write-invalidation.ts), not every query.',
  },
];

/**
 * no-restricted-syntax for src/: queries and functions only through the repositories (`.rpc(` on
 * anything; `.from(` on anything but a class: Array.from, Uint8Array.from,
 * Temporal.PlainDate.from), auth calls only through the auth module (`supabase.auth`), query keys
 * only from the query layer's key factories and invalidation of the keys a write touched
 * (`keys`: 'all'; tests: 'literal', they may invalidate everything to simulate a change).
 */
function restrictedSyntax({ queries = true, auth = true, keys = 'all' } = {}) {
  const selectors = [];
  if (queries)
    selectors.push(
      {
        selector: "CallExpression[callee.type='MemberExpression'][callee.property.name='rpc']",
        message: '.rpc() only in src/api: add a repository function there.',
      },
      {
        selector:
          "CallExpression[callee.type='MemberExpression'][callee.property.name='from']:not([callee.object.name=/^[A-Z]/]):not([callee.object.property.name=/^[A-Z]/])",
        message: '.from() only in src/api: add a repository function there.',
      },
    );
  if (auth)
    selectors.push({
      selector: "MemberExpression[property.name='auth'][object.name=/^(supabase|client)$/]",
      message: 'Auth calls go through src/lib/auth/auth-client.ts.',
    });
  if (keys) selectors.push(queryKeyLiteral);
  if (keys === 'all') selectors.push(...invalidateEverything);
  return ['error', ...selectors];
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dev-dist',
      'coverage',
      '.local',
      'node_modules',
      'src/types/database.types.ts',
      'tests/e2e/.artifacts',
      'bench/.out',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      // What import-x reads to follow imports (import-x/no-cycle): TypeScript and JavaScript
      // modules, parsed as TypeScript; without these it follows none and finds no circle.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['tsconfig.json', 'tsconfig.node.json'] }),
      ],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: SOURCES,
    ignores: ALL_TESTS,
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
  {
    files: SPLIT_UNITS,
    ignores: ALL_TESTS,
    rules: {
      'max-lines': ['error', { max: 150, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // Components are rendered, never called; a helper lives in a .ts module (Fast Refresh can
    // then update a component file alone).
    files: ['src/**/*.tsx'],
    ignores: TESTS,
    plugins: { 'react-refresh': reactRefresh.plugin },
    rules: { 'react-refresh/only-export-components': 'error' },
  },
  {
    // One import direction: shared -> features -> app; features never import each other.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((f) => ({
              target: `./src/features/${f}`,
              from: './src/features',
              except: [`./${f}`],
              message:
                'Features never import each other; lift shared code to src/lib, src/components or src/api.',
            })),
            {
              target: './src/features',
              from: './src/app',
              message: 'Features must not import the app layer.',
            },
            ...shared.map((s) => ({
              target: `./src/${s}`,
              from: ['./src/features', './src/app'],
              message: 'Shared code must not import features or the app layer.',
            })),
            // The services (offline owner, consequence runner) sit above the foundation and
            // below the UI (README "Architecture").
            ...['lib', 'api', 'stores'].map((s) => ({
              target: `./src/${s}`,
              from: './src/services',
              message: 'Services build on lib, api and stores, never the other way round.',
            })),
            {
              target: './src/services',
              from: ['./src/components', './src/hooks'],
              message: 'Services are below the UI: they must not import components or hooks.',
            },
            // The foundation (client, auth client, storage, dates and scores, notifications) is
            // below everything: api and stores use it, it uses neither.
            {
              target: './src/lib',
              from: ['./src/api', './src/stores'],
              message:
                'lib is the foundation: it must not import api or stores (an orchestrator of them is a service, src/services).',
            },
            ...['lib', 'api', 'stores'].map((s) => ({
              target: `./src/${s}`,
              from: ['./src/components', './src/hooks'],
              message: 'lib, api and stores are below the UI: no components or hooks.',
            })),
            {
              target: './src/stores',
              from: './src/api',
              message: 'The stores are below api: api may read a store, a store never calls api.',
            },
          ],
        },
      ],
      // Persistent browser storage only through the stores and src/lib/storage; IndexedDB only
      // in the storage modules.
      ...restrictedStorage(),
      'no-restricted-imports': restrictedImports(),
      'no-restricted-syntax': restrictedSyntax(),
    },
  },
  {
    // File names under src/: every folder and every dot-separated part of a file name kebab-case
    // (habit-day.ts, use-logout.test.tsx, time-zone.test-util.ts, vite-env.d.ts); every file in
    // src/hooks a hook module named use-*. The patterns are micromatch globs.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/folder-naming-convention': [
        'error',
        { 'src/**/': '+([a-z0-9])*(-+([a-z0-9]))' },
        { errorMessage: 'Folder "{{ target }}" is not kebab-case (lower-case words joined by -).' },
      ],
      'check-file/filename-naming-convention': [
        'error',
        { 'src/**/*.{ts,tsx}': '+([a-z0-9])*(-+([a-z0-9]))*(.+([a-z0-9])*(-+([a-z0-9])))' },
        {
          errorMessage:
            'File name "{{ target }}" is not kebab-case (lower-case words joined by -, e.g. habit-day.ts).',
        },
      ],
      'check-file/filename-blocklist': [
        'error',
        { 'src/hooks/**/!(use-*)': 'use-*.ts' },
        {
          errorMessage:
            '"{{ target }}": files in src/hooks are hooks named use-*.ts (use-logout.ts).',
        },
      ],
    },
  },
  {
    files: SILENT,
    rules: {
      ...restrictedStorage({ silent: true }),
      'no-restricted-imports': restrictedImports({ silent: true, queue: true }),
    },
  },
  {
    files: [NOTIFY],
    rules: { ...restrictedStorage(), 'no-restricted-imports': restrictedImports() },
  },
  {
    // src/lib/supabase.ts is the client itself (the only createClient).
    files: [APP_REPOSITORIES, AUTH_CLIENT, 'src/lib/supabase.ts'],
    rules: {
      'no-restricted-imports': restrictedImports({ client: true, silent: true, queue: true }),
    },
  },
  {
    files: LIGHT_AUTH,
    rules: {
      'no-restricted-imports': restrictedImports({ light: true, silent: true, queue: true }),
    },
  },
  {
    files: IDB_MODULES,
    rules: {
      ...restrictedStorage({ indexedDB: true, silent: true }),
      'no-restricted-imports': restrictedImports({ idb: true, silent: true, queue: true }),
    },
  },
  {
    // The service worker queues a notification's answer in the outbox itself: the offline
    // owner (habit-day-queue.ts) is the page's, with React, the session and the sync engine,
    // none of which a worker has. It asks nothing and shows no toast.
    files: ['src/sw.ts'],
    rules: {
      ...restrictedStorage({ silent: true }),
      'no-restricted-imports': restrictedImports({ silent: true, queue: true }),
    },
  },
  {
    // The stores are below the UI too: they never ask or show anything.
    files: ['src/lib/storage.ts', 'src/stores/**'],
    rules: restrictedStorage({ localStorage: true, silent: true }),
  },
  {
    // Tests reach inside (spies on the client, fake IndexedDB); names and queries still apply.
    files: TESTS,
    rules: {
      'no-restricted-globals': 'off',
      'no-restricted-properties': 'off',
      'no-restricted-imports': 'off',
      // Tests spy on supabase.auth and may invalidate everything; queries and keys still belong
      // to src/api.
      'no-restricted-syntax': restrictedSyntax({ auth: false, keys: 'literal' }),
    },
  },
  {
    // The repositories and the query layer: auth calls still go through the auth module.
    files: ['src/api/**'],
    rules: { 'no-restricted-syntax': restrictedSyntax({ queries: false, keys: false }) },
  },
  { files: ['src/api/**/*.test.{ts,tsx}'], rules: { 'no-restricted-syntax': 'off' } },
  { files: [AUTH_CLIENT], rules: { 'no-restricted-syntax': restrictedSyntax({ auth: false }) } },
);
