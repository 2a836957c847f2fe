import { fileURLToPath, URL } from 'node:url';
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import { configDefaults } from 'vitest/config';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import './build/lingui-node20/register.mjs';
import { VitePWA } from 'vite-plugin-pwa';
import { inlineEntryCss, preconnectToApi, preloadRouteChunks } from './build/html-plugins.ts';
import { localeBootstrap } from './build/i18n-html.ts';
import { prerenderPages } from './build/prerender.ts';
import { AUTH_STORAGE_KEY } from './src/config/auth-storage-key.ts';
import { LOCALE_STORAGE_KEY } from './src/config/locale-storage-key.ts';
import { paths } from './src/config/paths.ts';

// Lingui's macros go through Babel (@lingui/vite-plugin suggests its native transform instead,
// whose binary is not installed here). The plugin is imported once Lingui can load on Node 20
// (build/lingui-node20/register.mjs, imported above).
process.env.LINGUI_SUPPRESS_BABEL_WARNING = '1';
const { lingui, linguiTransformerBabelPreset } = await import('@lingui/vite-plugin');

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

export default defineConfig({
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
  },
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
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
    // Lingui (docs/languages.md): the macros (`<Trans>`, `t`, `msg`) become message ids at build
    // time, through Babel in the files that import them (in every Vite build and in vitest); the
    // catalogs (src/locales/<locale>/*.po) compile to JavaScript when imported.
    lingui(),
    babel({ presets: [linguiTransformerBabelPreset()] }),
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
