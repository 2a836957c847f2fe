/** `node:fs/promises` with a `glob` (an async iterable over fs-glob.mjs's `globSync`). */
import fsPromises from 'node:fs/promises';
import { globSync } from './fs-glob.mjs';

export * from 'node:fs/promises';
export default fsPromises;

export const glob =
  fsPromises.glob ??
  async function* glob(patterns, options) {
    yield* globSync(patterns, options);
  };
