import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';
import { URL } from 'node:url';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const shared = [
  'lib',
  'api',
  'stores',
  'components',
  'hooks',
  'utils',
  'types',
  'config',
  'testing',
];

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
          ],
        },
      ],
      // Persistent browser storage only through the stores and src/lib/storage.
      'no-restricted-globals': [
        'error',
        { name: 'localStorage', message: 'Use src/lib/storage.ts.' },
      ],
    },
  },
  {
    files: ['src/lib/storage.ts', 'src/stores/**', 'src/**/*.test.{ts,tsx}', 'src/testing/**'],
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    // Query keys come from the key factories of the query layer (src/api/*-queries.ts), and a
    // write invalidates the keys it touched (src/api/write-invalidation.ts), never everything.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/**'],
    rules: {
      'no-restricted-syntax': ['error', queryKeyLiteral, ...invalidateEverything],
    },
  },
  {
    // Tests may invalidate everything (to simulate "the data changed"), never spell a key.
    files: ['src/**/*.test.{ts,tsx}'],
    ignores: ['src/api/**'],
    rules: { 'no-restricted-syntax': ['error', queryKeyLiteral] },
  },
);
