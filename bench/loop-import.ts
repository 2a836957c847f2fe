/**
 * Bench: import from Loop Habit Tracker (docs/loop-import.md) of a generated 10-year backup with
 * 30 habits (about 100 000 entries; src/lib/loop-import/loop-fixtures.test-util.ts makes it
 * with sql.js):
 * - preview: read the .db (sql.js) and map it to the payload and preview (src/lib/loop-import),
 *   plus the preview's read of the habits already here (REST) — what the settings page does
 *   between choosing the file and showing the preview (there in a Web Worker). Target < 2 s.
 * - import: rpc import_loop_habits through supabase-js against the local backend (PGlite), one
 *   all-or-nothing call. Target < 10 s.
 * Run alone with `npx tsx bench/loop-import.ts`, or `npm run bench -- loop-import`.
 */
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
import { createTestUser, startTestBackend } from '../tests/helpers/backend';

export const LOOP_PREVIEW_TARGET_MS = 2000;
export const LOOP_IMPORT_TARGET_MS = 10_000;

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
}

export interface LoopImportOptions {
  /** Habits in the backup (30). */
  habits?: number;
  /** Days of history per habit (3650: 10 years). */
  days?: number;
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
  const backend = await startTestBackend();
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

    const importStarted = performance.now();
    const cpuStarted = process.cpuUsage();
    const { data, error } = await db.rpc('import_loop_habits', {
      p_data: payload as unknown as Json,
    });
    const importMs = performance.now() - importStarted;
    const cpu = process.cpuUsage(cpuStarted);
    const importCpuMs = (cpu.user + cpu.system) / 1000;
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
    };
  } finally {
    await backend.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const r = await benchLoopImport();
  console.log(
    `Loop import, ${r.entries} entries (${(r.fileBytes / 1e6).toFixed(1)} MB backup): preview ${r.previewMs.toFixed(0)} ms (target < ${LOOP_PREVIEW_TARGET_MS}), import ${r.importMs.toFixed(0)} ms (target < ${LOOP_IMPORT_TARGET_MS}; ${r.importCpuMs.toFixed(0)} ms of CPU)`,
  );
}
