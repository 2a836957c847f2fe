/**
 * `npm run test:postgres`: the backend and SQL integration tests on a real PostgreSQL server.
 * Starts a throw-away cluster (scripts/pg-cluster.ts: initdb in a temporary folder, a free port,
 * Debian's postgresql-15), runs vitest's node project on the files below with
 * STREAKWISE_TEST_DATABASE_URL set (tests/helpers/backend.ts then gives each backend a fresh
 * database there), then stops and removes the cluster. Exits with vitest's code.
 *
 * The files: every tests/integration/*.test.ts that starts its backend with startTestBackend (or
 * makes a database with createTestDatabase), and the postgres-*.test.ts that only this command
 * runs (vite.config.ts leaves them out of `npm test`), except those listed in PGLITE_ONLY with
 * the reason.
 * Extra arguments go to vitest; file names among them replace the list (run only those).
 */
import { spawn } from 'node:child_process';
import { readFile, readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { ROOT_DIR } from '../backend/db/database';
import { startCluster } from './pg-cluster';

const DIR = join(ROOT_DIR, 'tests', 'integration');

/** Integration tests that do not run here, and why. */
const PGLITE_ONLY: Record<string, string> = {
  // Spawns `npm run backend` with a PGlite data folder to test the command's own options.
  'backend-cli.test.ts': 'tests the command line on PGlite data folders',
  // Opens PGlite itself and asserts PGlite's plans at a small seed size; a real server plans with
  // its statistics (issue 24's scale benchmark measures plans there).
  'explain-reads.test.ts': "asserts PGlite's query plans at a small seed size",
};

async function postgresTestFiles(): Promise<string[]> {
  const names = (await readdir(DIR)).filter((f) => f.endsWith('.test.ts')).sort();
  const files: string[] = [];
  for (const name of names) {
    if (PGLITE_ONLY[name]) continue;
    const text = await readFile(join(DIR, name), 'utf8');
    if (
      name.startsWith('postgres-') ||
      text.includes('startTestBackend(') ||
      text.includes('createTestDatabase(')
    ) {
      files.push(relative(ROOT_DIR, join(DIR, name)));
    }
  }
  return files;
}

async function main(): Promise<number> {
  const started = Date.now();
  const extra = process.argv.slice(2);
  const named = extra.filter((a) => !a.startsWith('-'));
  const files = named.length ? [] : await postgresTestFiles();
  console.log('Not run on PostgreSQL (PGlite only):');
  for (const [name, why] of Object.entries(PGLITE_ONLY)) console.log(`  ${name}: ${why}`);
  const cluster = await startCluster();
  console.log(`Throw-away PostgreSQL cluster at ${cluster.url} (${cluster.dir})`);
  const stop = () => void cluster.stop().finally(() => process.exit(130));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    const code = await new Promise<number>((resolve, reject) => {
      const child = spawn(
        process.execPath,
        [
          join(ROOT_DIR, 'node_modules', 'vitest', 'vitest.mjs'),
          'run',
          '--project',
          'node',
          ...files,
          ...extra,
        ],
        {
          cwd: ROOT_DIR,
          stdio: 'inherit',
          env: { ...process.env, STREAKWISE_TEST_DATABASE_URL: cluster.url },
        },
      );
      child.on('error', reject);
      child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0)));
    });
    return code;
  } finally {
    await cluster.stop();
    console.log(
      `test:postgres took ${((Date.now() - started) / 1000).toFixed(0)} s (cluster stopped and removed)`,
    );
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('test:postgres failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
