/**
 * Node module hooks for the benches (bench/register-macros.mjs registers them): the benches run
 * the app's own modules under tsx, which compiles TypeScript but not Lingui's macros (`t`,
 * `plural`, `msg` from `@lingui/core/macro`), which the build and vitest compile with
 * `@lingui/babel-plugin-lingui-macro` (vite.config.ts `linguiMacros`). Here the same Babel plugin
 * compiles a module after tsx did, when it imports a macro, so a repository's error message is the
 * same call as in the app.
 */
import { Buffer } from 'node:buffer';
import { fileURLToPath } from 'node:url';
import { transformAsync } from '@babel/core';

const MACRO = /['"]@lingui\/(core|react)\/macro['"]/;

export async function load(url, context, nextLoad) {
  const result = await nextLoad(url, context);
  if (!url.startsWith('file:') || url.includes('/node_modules/') || result.source == null)
    return result;
  const source =
    typeof result.source === 'string' ? result.source : Buffer.from(result.source).toString('utf8');
  if (!MACRO.test(source)) return result;
  const out = await transformAsync(source, {
    filename: fileURLToPath(url),
    babelrc: false,
    configFile: false,
    sourceType: 'module',
    plugins: ['@lingui/babel-plugin-lingui-macro'],
    sourceMaps: 'inline',
  });
  return { ...result, source: out?.code ?? source, shortCircuit: true };
}
