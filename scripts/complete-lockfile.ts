/**
 * Adds to package-lock.json the other platforms' native builds that npm left out, so `npm ci`
 * accepts the lockfile on every machine.
 *
 * Why: the package mirror of the development and CI machines serves only some Linux builds of
 * packages such as @rollup/rollup-* and @unrs/resolver-binding-*. npm drops an optional package
 * it cannot fetch, so the lockfile it writes here lacks e.g. @rollup/rollup-darwin-arm64, and
 * `npm ci` then refuses the lockfile as out of sync with package.json. A lockfile written against
 * the full registry has one entry per platform build with its `os`, `cpu` and `libc`, and npm
 * skips the entries that do not match the machine before fetching anything. This script writes
 * those entries for every missing optional dependency, reading the platform from the package
 * name (`<prefix>-<os>-<cpu>[-<abi>]`, the convention of such packages), in the key order npm
 * itself writes, so a later `npm install` leaves them as they are.
 *
 * `npm run lockfile` completes the lockfile (run it after `npm install` changed it);
 * `npm run lockfile -- --check` only reports and exits 1 when something is missing (part of
 * `npm run check`).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

export interface LockEntry {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  optionalDependencies?: Record<string, string>;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  [key: string]: unknown;
}

export interface Lockfile {
  packages: Record<string, LockEntry>;
  [key: string]: unknown;
}

export interface Platform {
  os: string[];
  cpu: string[];
  libc?: string[];
}

const OSES = new Set([
  'aix',
  'android',
  'darwin',
  'freebsd',
  'linux',
  'netbsd',
  'openbsd',
  'openharmony',
  'sunos',
  'win32',
]);
const CPUS = new Set([
  'arm',
  'arm64',
  'ia32',
  'loong64',
  'mips64el',
  'ppc64',
  'riscv64',
  's390x',
  'x64',
]);

/** `@rollup/rollup-linux-arm-musleabihf` -> { os: ['linux'], cpu: ['arm'], libc: ['musl'] } */
export function platformOf(name: string): Platform | null {
  const parts = (name.split('/').pop() ?? '').split('-');
  for (let i = 0; i < parts.length - 1; i += 1) {
    if (!OSES.has(parts[i]) || !CPUS.has(parts[i + 1])) continue;
    const os = parts[i];
    const abi = parts[i + 2] ?? '';
    const platform: Platform = { os: [os], cpu: [parts[i + 1]] };
    if (os === 'linux' && abi.startsWith('gnu')) platform.libc = ['glibc'];
    if (os === 'linux' && abi.startsWith('musl')) platform.libc = ['musl'];
    return platform;
  }
  return null;
}

/** Where node would look for `dep` from the package at `path`: its folder, then each above. */
function resolutionPaths(path: string, dep: string): string[] {
  const paths: string[] = [];
  let dir = path ? `${path}/` : '';
  for (;;) {
    paths.push(`${dir}node_modules/${dep}`);
    const at = dir.lastIndexOf('node_modules/');
    if (at === -1) return paths;
    dir = dir.slice(0, at);
  }
}

/** Adds the missing platform builds to `lock` in place; lists what it added and could not. */
export function completeLockfile(lock: Lockfile): { added: string[]; unknown: string[] } {
  const { packages } = lock;
  const added: string[] = [];
  const unknown: string[] = [];
  for (const [path, entry] of Object.entries(packages)) {
    for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
      if (resolutionPaths(path, dep).some((p) => packages[p])) continue;
      const platform = platformOf(dep);
      if (!platform || !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version)) {
        unknown.push(`${dep}@${version} (optional dependency of ${path || 'the root'})`);
        continue;
      }
      const fields: Record<string, unknown> = { ...platform, optional: true };
      if (entry.dev) fields.dev = true;
      // npm's key order: version first, then alphabetical.
      packages[`node_modules/${dep}`] = {
        version,
        ...Object.fromEntries(Object.entries(fields).sort(([a], [b]) => a.localeCompare(b))),
      };
      added.push(`${dep}@${version}`);
    }
  }
  // npm's package order: the root first, then by path.
  lock.packages = Object.fromEntries(
    Object.entries(packages).sort(([a], [b]) =>
      a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0,
    ),
  );
  return { added, unknown };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const file = fileURLToPath(new URL('../package-lock.json', import.meta.url));
  const lock = JSON.parse(readFileSync(file, 'utf8')) as Lockfile;
  const { added, unknown } = completeLockfile(lock);
  for (const u of unknown) console.error(`Cannot tell the platform of ${u}`);
  if (process.argv.includes('--check')) {
    if (added.length) {
      console.error(
        `package-lock.json lacks ${added.length} platform builds, so \`npm ci\` would refuse it: ` +
          `${added.join(', ')}\nRun: npm run lockfile`,
      );
    }
    process.exitCode = added.length || unknown.length ? 1 : 0;
  } else {
    if (added.length) writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
    console.log(
      added.length
        ? `Added ${added.length} platform builds to package-lock.json`
        : 'package-lock.json is complete',
    );
    process.exitCode = unknown.length ? 1 : 0;
  }
}
