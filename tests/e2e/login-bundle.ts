/**
 * What the login page downloads, from the Vite manifest of a build: the entry with its static
 * imports plus the login route's chunk with its static imports. The budget sits just above today's
 * size (131.6 KB gzip from the manifest, 134.9 KB as Chromium fetches it, 2026-11-24, after the
 * prerendered login page's hydration and the schedules landed; it was 134 KB at 131.4 KB fetched),
 * so a regression fails the test and the bench. Languages (Lingui's runtime, docs/languages.md)
 * brought it to 136.0 KB (138.3 KB fetched, with the English public.po), 2026-11-27.
 * `npm run bench` may reuse this; the browser test also measures what Chromium really fetched.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const LOGIN_ROUTE_MODULE = 'src/features/auth/routes/login-page.tsx';
export const LOGIN_BUDGET_BYTES = 139 * 1024;

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

export function gzipSize(path: string): number {
  return gzipSync(readFileSync(path), { level: 9 }).length;
}

/**
 * The JS files a page loads: the entry with its static imports plus each route module's chunk
 * with its static imports, from the Vite manifest.
 */
export function routeChunks(distDir: string, routeModules: string[]): string[] {
  const manifest = JSON.parse(
    readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entry) throw new Error('no entry in the Vite manifest');
  visit(entry);
  for (const module of routeModules) {
    if (!manifest[module]) throw new Error(`${module} is not a chunk of this build`);
    visit(module);
  }
  return [...seen].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
}

export function loginPageChunks(distDir: string): { file: string; gzipBytes: number }[] {
  return routeChunks(distDir, [LOGIN_ROUTE_MODULE]).map((file) => ({
    file,
    gzipBytes: gzipSize(join(distDir, file)),
  }));
}
