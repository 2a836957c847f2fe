/**
 * Bench: import from Loop Habit Tracker (docs/loop-import.md) of a generated 10-year backup with
 * 30 habits (about 100 000 entries; src/lib/loop-import/loop-fixtures.test-util.ts makes it
 * with sql.js):
 * - preview: read the .db (sql.js) and map it to the payload and preview (src/lib/loop-import),
 *   plus the preview's read of the habits already here (REST) — what the settings page does
 *   between choosing the file and showing the preview (there in a Web Worker). Target < 2 s.
 * - import: rpc import_loop_habits through supabase-js against the local backend, one
 *   all-or-nothing call; on PGlite, then on a throw-away PostgreSQL 15 cluster
 *   (scripts/pg-cluster.ts: Debian's postgresql-15, or PG_BIN) through the same backend with
 *   `databaseUrl`. Target: 3 s on both; on PGlite writing the rows alone takes 2 to 2.4 s
 *   (docs/loop-import.md, "The write").
 * Run alone with `npx tsx bench/loop-import.ts`, or `npm run bench -- loop-import`.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import initSqlJs from 'sql.js';
import type { DbClient } from '../src/api/db-client';
import type { Json } from '../src/types/database.types';
import {
  buildLoopBackup,
  generateLoopHabits,
} from '../src/lib/loop-import/loop-fixtures.test-util';
import { readLoopFile } from '../src/lib/loop-import/read-loop-file';
import { toLoopImport } from '../src/lib/loop-import/to-import';
import { DEFAULT_PG_BIN, startCluster } from '../scripts/pg-cluster';
import { createTestDatabase, createTestUser, startTestBackend } from '../tests/helpers/backend';

export const LOOP_PREVIEW_TARGET_MS = 2000;
/** On PGlite, the embedded default (issue 24, "Bulk writes set-based": under 3 s on both). */
export const LOOP_IMPORT_TARGET_MS = 3000;
/** On a PostgreSQL server (issue 24). */
export const LOOP_IMPORT_POSTGRES_TARGET_MS = 3000;

export interface LoopImportBench {
  habits: number;
  days: number;
  entries: number;
  fileBytes: number;
  previewMs: number;
  importMs: number;
  /**
   * CPU time of this process during the import (client, HTTP server and PGlite all run in it):
   * what the import costs whatever else the machine is doing; wall time is what is budgeted.
   */
  importCpuMs: number;
  /** On PostgreSQL: CPU time of the server's processes during the import. */
  serverCpuMs?: number;
}

export interface LoopImportOptions {
  /** Habits in the backup (30). */
  habits?: number;
  /** Days of history per habit (3650: 10 years). */
  days?: number;
  /** A PostgreSQL database for the backend instead of PGlite (a superuser URL). */
  databaseUrl?: string;
  /** The database server's CPU time so far (ms), read before and after the import. */
  serverCpu?: () => number;
}

export async function benchLoopImport(opts: LoopImportOptions = {}): Promise<LoopImportBench> {
  const SQL = await initSqlJs();
  const today = new Date().toISOString().slice(0, 10);
  const habits = generateLoopHabits({
    count: opts.habits ?? 30,
    days: opts.days ?? 3650,
    lastDay: today,
    seed: 42,
  });
  const bytes = buildLoopBackup(SQL, habits, 25);
  const backend = await startTestBackend(opts.databaseUrl ? { databaseUrl: opts.databaseUrl } : {});
  try {
    const { client } = await createTestUser(backend);
    const db = client as unknown as DbClient;

    const started = performance.now();
    const file = readLoopFile(bytes, (b) => new SQL.Database(b));
    const { payload } = toLoopImport(file, today);
    const { error: readError } = await db
      .from('habit_metadata')
      .select('import_ref, name')
      .in(
        'import_ref',
        payload.habits.map((h) => h.import_ref),
      );
    if (readError) throw new Error(readError.message);
    const previewMs = performance.now() - started;

    const serverStarted = opts.serverCpu?.();
    const importStarted = performance.now();
    const cpuStarted = process.cpuUsage();
    const { data, error } = await db.rpc('import_loop_habits', {
      p_data: payload as unknown as Json,
    });
    const importMs = performance.now() - importStarted;
    const cpu = process.cpuUsage(cpuStarted);
    const importCpuMs = (cpu.user + cpu.system) / 1000;
    const serverCpuMs = serverStarted === undefined ? undefined : opts.serverCpu!() - serverStarted;
    if (error) throw new Error(`import_loop_habits: ${error.message}`);
    const counts = data as { checkmarks: number };
    if (counts.checkmarks !== payload.entries.length)
      throw new Error(`imported ${counts.checkmarks} of ${payload.entries.length} days`);
    return {
      habits: habits.length,
      days: opts.days ?? 3650,
      entries: payload.entries.length,
      fileBytes: bytes.length,
      previewMs,
      importMs,
      importCpuMs,
      serverCpuMs,
    };
  } finally {
    await backend.stop();
  }
}

/** Why the PostgreSQL run cannot happen here, or null when it can. */
export function postgresMissing(): string | null {
  const bin = process.env.PG_BIN ?? DEFAULT_PG_BIN;
  return existsSync(join(bin, 'initdb'))
    ? null
    : `no PostgreSQL binaries in ${bin} (apt-get install postgresql-15, or set PG_BIN)`;
}

/**
 * CPU time (ms) of a cluster's server processes, the postmaster and its children, from /proc
 * (Linux; clock ticks of 10 ms).
 */
function clusterCpuMs(dataDir: string): number {
  const postmaster = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // the process ended meanwhile
    }
    // After "pid (name) ": state, ppid, ... utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(entry) === postmaster || Number(fields[1]) === postmaster)
      ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks * 10;
}

/**
 * The same bench against a fresh database on a throw-away PostgreSQL cluster. importCpuMs is
 * then this process's share (client and HTTP server), serverCpuMs the server's.
 */
export async function benchLoopImportOnPostgres(
  opts: Omit<LoopImportOptions, 'databaseUrl'> = {},
): Promise<LoopImportBench> {
  const cluster = await startCluster();
  try {
    const database = await createTestDatabase(cluster.url);
    try {
      const serverCpu = () => clusterCpuMs(join(cluster.dir, 'data'));
      return await benchLoopImport({ ...opts, databaseUrl: database.url, serverCpu });
    } finally {
      await database.drop();
    }
  } finally {
    await cluster.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const r = await benchLoopImport();
  console.log(
    `Loop import, ${r.entries} entries (${(r.fileBytes / 1e6).toFixed(1)} MB backup): preview ${r.previewMs.toFixed(0)} ms (target < ${LOOP_PREVIEW_TARGET_MS}), import on PGlite ${r.importMs.toFixed(0)} ms (target < ${LOOP_IMPORT_TARGET_MS}; ${r.importCpuMs.toFixed(0)} ms of CPU)`,
  );
  const missing = postgresMissing();
  if (missing) console.log(`PostgreSQL: skipped, ${missing}`);
  else {
    const pg = await benchLoopImportOnPostgres();
    console.log(
      `import on PostgreSQL ${pg.importMs.toFixed(0)} ms (target < ${LOOP_IMPORT_POSTGRES_TARGET_MS}; ${pg.serverCpuMs?.toFixed(0)} ms of the server's CPU)`,
    );
  }
}
