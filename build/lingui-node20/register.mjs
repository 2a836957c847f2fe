/**
 * Lingui 6 (@lingui/cli, which @lingui/vite-plugin loads) asks for Node 22.19: it imports
 * `globSync` from `node:fs` and `glob` from `node:fs/promises`, which Node 20 does not have, and
 * such an import alone fails to load. Where they are missing, module hooks (hooks.mjs) give
 * Lingui's modules an `fs` with them (fs-glob.mjs, fs-promises-glob.mjs). Loaded before Lingui:
 * by vite.config.ts (which then imports the plugin) and with `node --import` by
 * `npm run i18n:extract`. On Node 22 it does nothing.
 */
import fs from 'node:fs';
import { register } from 'node:module';

if (!fs.globSync && !globalThis.__streakwiseLinguiNode20) {
  globalThis.__streakwiseLinguiNode20 = true;
  register('./hooks.mjs', import.meta.url);
}
