/**
 * Lingui (docs/languages.md): English is the source; each language has two PO catalogs in
 * src/locales/<locale>/, compiled when imported (the Vite plugin, vite.config.ts), one chunk each:
 *
 * - `public.po`: what the signed-out pages and every page's shell may show (the login page loads
 *   only this one, keeping its JavaScript small: tests/e2e/login-bundle.ts);
 * - `messages.po`: the signed-in area, loaded with its layout (src/lib/i18n/catalogs.ts).
 *
 * A file's messages go to the catalog its path falls in (PUBLIC_SOURCES); `npm run i18n:extract`
 * rewrites both. scripts/i18n-catalogs.test.ts fails on a missing or empty translation, on a
 * catalog older than the code, and on a signed-out page importing a file of the signed-in one.
 */
import { defineConfig, type CatalogFormatter } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { LOCALES, SOURCE_LOCALE } from './src/lib/i18n/locales.ts';

/** The files whose messages the signed-out pages need (`public.po`). */
export const PUBLIC_SOURCES = [
  // The repositories and their write errors: the update-password page imports them all
  // (src/services/auth/auth-session.ts -> src/api/app-repositories.ts).
  'src/api',
  'src/app/routes',
  'src/components/ui',
  'src/components/new-password-form.tsx',
  'src/components/update-prompt.ts',
  'src/features/auth',
  'src/features/landing',
  'src/lib/auth-validation.ts',
  'src/lib/auth',
  'src/lib/notify.ts',
  'src/lib/password.ts',
];

const NOT_EXTRACTED = ['**/*.test.*', 'src/testing/**'];

const po = formatter({ lineNumbers: false });

/**
 * PO catalogs whose references name each file once: without line numbers, Lingui 5's formatter
 * repeats a file for each use of the message in it.
 */
const poFormat: CatalogFormatter = {
  ...po,
  serialize: (catalog, ctx) =>
    po.serialize(
      Object.fromEntries(
        Object.entries(catalog).map(([id, message]) => [
          id,
          {
            ...message,
            origin: message.origin?.filter(
              ([file], i, all) => all.findIndex(([other]) => other === file) === i,
            ),
          },
        ]),
      ),
      ctx,
    ),
};

export default defineConfig({
  sourceLocale: SOURCE_LOCALE,
  locales: [...LOCALES],
  // A translation missing in a catalog is a failing test, never a silent English word.
  fallbackLocales: false,
  format: poFormat,
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/public',
      include: PUBLIC_SOURCES.map((p) => `<rootDir>/${p}`),
      exclude: NOT_EXTRACTED,
    },
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      // A folder's files are excluded by `<folder>/**` (a glob's ignore pattern), a file by its path.
      exclude: [
        ...NOT_EXTRACTED,
        ...PUBLIC_SOURCES.flatMap((p) => [`<rootDir>/${p}`, `<rootDir>/${p}/**`]),
      ],
    },
  ],
});
