/**
 * The backend's seed and status-file rules: the seed comes from beside the migrations folder
 * (Supabase layout), `--seed`/`--no-seed` override it; only the default stack writes
 * .local/status.json, so a --memory instance never replaces it.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChildProcess } from 'node:child_process';
import { exited, startCli } from '../helpers/backend-cli';
import { ROOT_DIR, migrate, openDatabase } from '../../backend/db/database';
import { DEFAULT_DATA_DIR, statusFileFor } from '../../backend/server';
import { startTestBackend } from '../helpers/backend';

let dir: string;
/** A Supabase-layout project of its own: migrations/ with one table, no seed.sql yet. */
let migrations: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'streakwise-cli-options-'));
  migrations = join(dir, 'supabase', 'migrations');
  await mkdir(migrations, { recursive: true });
  await writeFile(
    join(migrations, '20250101000000_things.sql'),
    'create table public.things (id int primary key, name text not null);\n' +
      'grant select on public.things to anon, authenticated;\n',
  );
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function stopCli(child: ChildProcess): Promise<number | null> {
  const done = exited(child);
  child.kill('SIGTERM');
  return done;
}

const thingNames = async (db: Awaited<ReturnType<typeof openDatabase>>) =>
  (await db.query<{ name: string }>('select name from public.things order by id')).rows.map(
    (r) => r.name,
  );

describe('seed beside the migrations folder', { timeout: 120_000 }, () => {
  it('npm run backend -- --migrations DIR starts on a schema without the project tables', async () => {
    const { child, output } = await startCli([
      '--memory',
      '--port',
      '0',
      '--migrations',
      migrations,
    ]);
    try {
      const url = /API URL: +(http:\/\/\S+)/.exec(output())![1];
      const res = await fetch(`${url}/rest/v1/things`);
      expect(res.status).toBe(200);
      expect(output()).not.toContain('Applied seed.sql');
      expect(output()).not.toContain('Demo sign-in');
    } finally {
      expect(await stopCli(child)).toBe(0);
    }
  });

  it('PGlite starts with wal_init_zero off, in memory and in a folder, with its own settings kept', async () => {
    for (const dataDir of ['memory', join(dir, 'pgdata')]) {
      const db = await openDatabase({ dataDir });
      try {
        const { rows } = await db.query<{ zero: string; path: string }>(
          "select current_setting('wal_init_zero') as zero, current_setting('search_path') as path",
        );
        expect(rows, dataDir).toEqual([{ zero: 'off', path: 'public' }]);
      } finally {
        await db.close();
      }
    }
  });

  it('migrate() applies seed.sql from beside the migrations, none when absent', async () => {
    const db = await openDatabase();
    try {
      const report = await migrate(db, { migrationsDir: migrations });
      expect(report.seeded).toBe(false);
      expect(await thingNames(db)).toEqual([]);
    } finally {
      await db.close();
    }
    await writeFile(
      join(dir, 'supabase', 'seed.sql'),
      "insert into public.things values (1, 'seeded');\n",
    );
    const backend = await startTestBackend({ migrationsDir: migrations });
    try {
      expect(await thingNames(backend.db)).toEqual(['seeded']);
    } finally {
      await backend.stop();
    }
  });

  it('--seed FILE overrides it, --no-seed skips it', async () => {
    const other = join(dir, 'other-seed.sql');
    await writeFile(other, "insert into public.things values (2, 'other');\n");
    const seeded = await startTestBackend({ migrationsDir: migrations, seedFile: other });
    try {
      expect(await thingNames(seeded.db)).toEqual(['other']);
    } finally {
      await seeded.stop();
    }
    const { child, output } = await startCli([
      '--memory',
      '--port',
      '0',
      '--migrations',
      migrations,
      '--no-seed',
    ]);
    try {
      expect(output()).not.toContain('Applied seed.sql');
    } finally {
      await stopCli(child);
    }
    const missing = await startTestBackend({
      migrationsDir: migrations,
      seedFile: join(dir, 'nope.sql'),
    }).catch((error: Error) => error);
    expect(missing).toBeInstanceOf(Error);
    expect((missing as Error).message).toContain('nope.sql');
  });
});

describe('status file', { timeout: 120_000 }, () => {
  it('only the default stack uses .local/status.json; other folders get their own', () => {
    expect(statusFileFor(DEFAULT_DATA_DIR)).toBe(join(ROOT_DIR, '.local', 'status.json'));
    expect(statusFileFor(join(ROOT_DIR, '.local', 'other-db'))).toBe(
      join(ROOT_DIR, '.local', 'other-db.status.json'),
    );
  });

  it('a --memory instance on another port leaves .local/status.json alone', async () => {
    const file = join(ROOT_DIR, '.local', 'status.json');
    const before = existsSync(file) ? await readFile(file, 'utf8') : null;
    const { child, output } = await startCli(['--memory', '--port', '0', '--no-demo']);
    try {
      expect(output()).toContain('in memory');
      const now = existsSync(file) ? await readFile(file, 'utf8') : null;
      expect(now).toBe(before);
    } finally {
      await stopCli(child);
    }
  });
});
