/**
 * Module hooks (see register.mjs): Lingui's imports of `node:fs` and `node:fs/promises` get
 * fs-glob.mjs and fs-promises-glob.mjs instead.
 */
import { URL } from 'node:url';

const SHIMS = {
  fs: new URL('./fs-glob.mjs', import.meta.url).href,
  'fs/promises': new URL('./fs-promises-glob.mjs', import.meta.url).href,
};

export async function resolve(specifier, context, nextResolve) {
  const name = specifier.replace(/^node:/, '');
  if (Object.hasOwn(SHIMS, name) && context.parentURL?.includes('/node_modules/@lingui/'))
    return { url: SHIMS[name], shortCircuit: true };
  return nextResolve(specifier, context);
}
