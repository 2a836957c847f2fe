import { fileURLToPath, URL } from 'node:url';
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import { configDefaults } from 'vitest/config';
import react from '@vitejs/plugin-react';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import { lingui } from '@lingui/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { inlineEntryCss, preconnectToApi, preloadRouteChunks } from './build/html-plugins.ts';
import { localeBootstrap } from './build/i18n-html.ts';
import { prerenderPages } from './build/prerender.ts';
import { AUTH_STORAGE_KEY } from './src/config/auth-storage-key.ts';
import { LOCALE_STORAGE_KEY } from './src/config/locale-storage-key.ts';
import { paths } from './src/config/paths.ts';

/**
 * Lingui's macros (`<Trans>`, `t`, `msg`, ... from '@lingui/core/macro' and '@lingui/react/macro')
 * become message ids through its Babel plugin, run by @rolldown/plugin-babel (the way
 * @vitejs/plugin-react 6 takes Babel plugins) in the files that import a macro only.
 */
const linguiMacros = defineRolldownBabelPreset({
  preset: { plugins: [linguiMacro] },
  rolldown: { filter: { code: /from ['"]@lingui\/(?:core|react)\/macro['"]/ } },
});

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

export default defineConfig({
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
  },
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // The code the Edge Function shares (docs/reminders.md "Where the code lives").
      '@shared': fileURLToPath(new URL('./supabase/functions/_shared', import.meta.url)),
    },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 5173, strictPort: true },
  build: {
    sourcemap: true,
    target: 'es2022',
    manifest: true,
    // One stylesheet for the whole app (38 KB, 8 KB gzip), inlined into the HTML with the entry's
    // (inlineEntryCss): opening home no longer appends a <link rel="stylesheet"> per lazy chunk
    // (home needed four) while it starts, each one a style recalculation of its own.
    cssCodeSplit: false,
    // A lazy chunk's JavaScript dependencies are not preloaded with <link rel="modulepreload">
    // when the chunk is imported (its CSS still is): the router asks for home's ~35 chunks while
    // the entry is evaluated, and appending a link each took 3-4 ms of a 4x-slowed main thread,
    // one long task on every app start. The browser fetches a chunk's imports as it parses it
    // (from the service worker's cache on a returning visit); the signed-out pages a first visit
    // opens are preloaded from their HTML (preloadRouteChunks, build/html-plugins.ts).
    modulePreload: {
      resolveDependencies: (_file, deps, ctx) => (ctx.hostType === 'js' ? [] : deps),
    },
    rollupOptions: {
      output: {
        // A language's catalog chunk says which it is: assets/public.de-<hash>.js.
        chunkFileNames: (chunk) => {
          const catalog = chunk.facadeModuleId?.match(/\/locales\/([^/]+)\/([^/]+)\.po$/);
          return catalog
            ? `assets/${catalog[2]}.${catalog[1]}-[hash].js`
            : 'assets/[name]-[hash].js';
        },
      },
    },
  },
  plugins: [
    // Lingui (docs/languages.md): the catalogs (src/locales/<locale>/*.po) compile to JavaScript
    // when imported (its Vite plugin, which also fails on a macro left untransformed); the macros
    // become message ids at build time through Babel (linguiMacros above; in every Vite build and
    // in vitest).
    lingui(),
    babel({ presets: [linguiMacros] }),
    react(),
    preconnectToApi(),
    inlineEntryCss(),
    localeBootstrap({ storageKey: LOCALE_STORAGE_KEY }),
    preloadRouteChunks({
      [paths.landing.path]: 'src/features/landing/routes/landing-page.tsx',
      [paths.unauthorized.path]: 'src/features/landing/routes/unauthorized-page.tsx',
      [paths.auth.login.path]: 'src/features/auth/routes/login-page.tsx',
      [paths.auth.signup.path]: 'src/features/auth/routes/signup-page.tsx',
      [paths.auth.resetPassword.path]: 'src/features/auth/routes/reset-password-page.tsx',
      [paths.auth.updatePassword.path]: 'src/features/auth/routes/update-password-page.tsx',
    }),
    prerenderPages({
      entry: 'src/prerender.tsx',
      paths: [paths.landing.path, paths.auth.login.path],
      sessionKey: AUTH_STORAGE_KEY,
    }),
    VitePWA({
      // The worker is served from /sw.js (docs/domain.md "Constants"), built from src/sw.ts:
      // precache, navigation fallback and its denylist, and the reminders' push and
      // notificationclick handlers (docs/reminders.md).
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
      manifest: {
        name: 'Streakwise',
        short_name: 'Streakwise',
        description: 'Answer your habits in seconds a day; see scores, streaks and consequences.',
        theme_color: '#0f766e',
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/',
        scope: '/',
        icons: [
          { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
          { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/maskable-512x512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
      },
      devOptions: { enabled: false },
    }),
  ],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          // Rendering inside the app's I18nProvider (src/testing/testing-library-react.tsx).
          alias: [
            {
              find: /^@testing-library\/react$/,
              replacement: fileURLToPath(
                new URL('./src/testing/testing-library-react.tsx', import.meta.url),
              ),
            },
          ],
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/testing/setup-tests.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'backend/**/*.test.ts',
            'tests/integration/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          // Tests of a real PostgreSQL server (concurrency): only `npm run test:postgres` runs
          // them, with the server it starts (scripts/test-postgres.ts).
          exclude: process.env.STREAKWISE_TEST_DATABASE_URL
            ? configDefaults.exclude
            : [...configDefaults.exclude, 'tests/integration/postgres-*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
