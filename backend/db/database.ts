import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable, QueryResult } from '../core/types';
import { openPostgres } from './postgres';

export const ROOT_DIR = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const DEFAULT_MIGRATIONS_DIR = join(ROOT_DIR, 'supabase', 'migrations');

/**
 * The seed of a migrations folder, as the Supabase layout has it: `seed.sql` next to the
 * `migrations/` folder (supabase/seed.sql for supabase/migrations). Absent: no seed.
 */
function seedFileFor(migrationsDir: string): string {
  return join(dirname(resolve(migrationsDir)), 'seed.sql');
}
const BOOTSTRAP_FILE = join(ROOT_DIR, 'backend', 'db', 'supabase-bootstrap.sql');

/** Wraps PGlite (real Postgres compiled to WebAssembly) in the backend's Database interface. */
class PgliteDatabase implements Database {
  constructor(private readonly pg: PGlite) {}

  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
    return this.pg.query<T>(sql, params) as Promise<QueryResult<T>>;
  }

  async exec(sql: string): Promise<void> {
    await this.pg.exec(sql);
  }

  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.pg.transaction(async (tx) =>
      fn({
        query: <R = Record<string, unknown>>(sql: string, params?: unknown[]) =>
          tx.query<R>(sql, params) as Promise<QueryResult<R>>,
        exec: async (sql: string) => {
          await tx.exec(sql);
        },
      }),
    );
  }

  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    return this.pg.listen(channel, onPayload);
  }

  async close(): Promise<void> {
    await this.pg.close();
  }
}

export interface OpenDatabaseOptions {
  /** Folder for the data files; omit (or 'memory') for an in-memory database. */
  dataDir?: string;
  /**
   * A PostgreSQL server instead of PGlite (postgres://user:password@host:port/database): a pool
   * of connections (backend/db/postgres.ts). dataDir is then not opened.
   */
  databaseUrl?: string;
  /** Connections in the pool to databaseUrl (default 10). */
  poolSize?: number;
}

/**
 * PGlite's own start parameters, and wal_init_zero off: a new 16 MB WAL segment is not written
 * full of zeros before use. PGlite runs without fsync (its -F), so the zeros would set aside no
 * disk space a crash could rely on; in memory each segment's zeros grew the file step by step,
 * copying it at every step (docs/loop-import.md, "The write"). PostgreSQL's documentation
 * suggests the same off for copy-on-write file systems.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'wal_init_zero=off'];

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, { poolSize: options.poolSize });
  const dir = options.dataDir && options.dataDir !== 'memory' ? options.dataDir : undefined;
  const pg = new PGlite({ dataDir: dir, startParams: PGLITE_START_PARAMS });
  await pg.waitReady;
  return new PgliteDatabase(pg);
}

export interface MigrateOptions {
  migrationsDir?: string;
  /** seed.sql to apply once; default: the one beside migrationsDir (seedFileFor); null: none. */
  seedFile?: string | null;
}

export interface MigrateReport {
  applied: string[];
  seeded: boolean;
}

/**
 * Brings a database to the project's schema the way `supabase db reset` does: the hosted
 * platform's objects first, then every file of supabase/migrations in name order, each once and
 * recorded in supabase_migrations.schema_migrations, then seed.sql once (recorded by hash).
 * Each migration runs in its own transaction, so a failing one leaves nothing half-applied.
 */
export async function migrate(db: Database, options: MigrateOptions = {}): Promise<MigrateReport> {
  const migrationsDir = options.migrationsDir ?? DEFAULT_MIGRATIONS_DIR;
  const seedFile = options.seedFile === undefined ? seedFileFor(migrationsDir) : options.seedFile;

  await db.exec(await readFile(BOOTSTRAP_FILE, 'utf8'));

  const done = new Set(
    (
      await db.query<{ version: string }>(
        'select version from supabase_migrations.schema_migrations',
      )
    ).rows.map((r) => r.version),
  );
  const files = (await readdir(migrationsDir)).filter((f) => /^\d+_.+\.sql$/.test(f)).sort();
  const applied: string[] = [];
  for (const file of files) {
    const [, version, name] = /^(\d+)_(.+)\.sql$/.exec(file)!;
    if (done.has(version)) continue;
    const sql = await readFile(join(migrationsDir, file), 'utf8');
    try {
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query(
          'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
          [version, name, [sql]],
        );
      });
    } catch (error) {
      throw new Error(`Migration ${file} failed: ${(error as Error).message}`, { cause: error });
    }
    applied.push(file);
  }

  let seeded = false;
  if (seedFile) {
    // A default seed that does not exist is no seed; one asked for by name must exist.
    const sql = await readFile(seedFile, 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (options.seedFile === undefined && error.code === 'ENOENT') return null;
      throw new Error(`Cannot read the seed file ${seedFile}: ${error.message}`, { cause: error });
    });
    if (sql !== null) {
      const hash = createHash('sha256').update(sql).digest('hex');
      // Recorded by its path relative to the project (supabase/seed.sql for the default).
      const path = relative(ROOT_DIR, resolve(seedFile)).split('\\').join('/');
      const seen = await db.query('select 1 from supabase_migrations.seed_files where path = $1', [
        path,
      ]);
      if (seen.rows.length === 0) {
        await db.transaction(async (tx) => {
          await tx.exec(sql);
          await tx.query(
            'insert into supabase_migrations.seed_files (path, hash) values ($1, $2)',
            [path, hash],
          );
        });
        seeded = true;
      }
    }
  }
  return { applied, seeded };
}

/**
 * Runs fn as PostgREST runs a request: inside one transaction, with the role and JWT claims set
 * locally, so row-level security applies exactly as on hosted Supabase.
 */
export async function withClaims<T>(
  db: Database,
  claims: Record<string, unknown> & { role: string },
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query(
      `select set_config('search_path', '"public", "extensions"', true),
              set_config('role', $1, true),
              set_config('request.jwt.claims', $2, true)`,
      [claims.role, JSON.stringify(claims)],
    );
    return fn(tx);
  });
}
