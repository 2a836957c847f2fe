/**
 * Each library the app ships is installed once. Two versions of one package both land in the
 * bundle: @tanstack/react-query 5.108 beside react-query-persist-client 5.104 (which pins its own
 * query-core) put two copies of TanStack's query-core into home's startup code, and the persist
 * functions could not take the app's QueryClient. When one package moves ahead, keep its
 * companions at a version that shares the dependency (package.json).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const read = (file: string) => JSON.parse(readFileSync(`${ROOT}/${file}`, 'utf8')) as unknown;

it('installs every runtime dependency, and the libraries they share, once', () => {
  const pkg = read('package.json') as { dependencies: Record<string, string> };
  const lock = read('package-lock.json') as { packages: Record<string, { dev?: boolean }> };
  const shared = ['@tanstack/query-core', 'scheduler', 'use-sync-external-store'];
  const names = [...Object.keys(pkg.dependencies), ...shared];
  const copies = Object.fromEntries(
    names.map((name) => [
      name,
      // A copy only the tools use (`dev`: lighthouse's own zod) is not shipped.
      Object.entries(lock.packages)
        .filter(([path, entry]) => path.endsWith(`node_modules/${name}`) && !entry.dev)
        .map(([path]) => path),
    ]),
  );
  const duplicated = Object.entries(copies).filter(([, paths]) => paths.length > 1);
  expect(duplicated).toEqual([]);
  expect(copies['@tanstack/query-core']).toHaveLength(1);
});
