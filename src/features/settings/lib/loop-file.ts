/**
 * Reading a Loop Habit Tracker file for the import (docs/loop-import.md): the work itself is
 * src/lib/loop-import (pure); this loads its two libraries only when the import page needs them
 * (sql.js with its WebAssembly file, served by Vite as an asset and fetched on first use; fflate)
 * and reports progress. `readLoopFileForImport` runs it in a Web Worker (loop-worker.ts) so the
 * page stays responsive; only where no worker can be created at all does it run here. A worker
 * that started and then failed (the file exhausted its memory, say) ends the read with a message:
 * the same file is not read again on the page's thread, where it would freeze or crash the tab.
 * No words are made here (a worker has no language active): progress steps and failures are
 * keys, which the page words (components/import-loop.tsx).
 */
import type { IsoDate } from '@shared/scores/dates';
import type { LoopProblem } from '@/lib/loop-import/loop-model';
import type { LoopImportPayload, LoopPreview } from '@/lib/loop-import/to-import';

/**
 * Why a file was not read: not a Loop file (`loop-file`, with the reader's problem, worded by
 * lib/loop-import/loop-words.ts), not readable at all, or the worker failed (the file is not
 * read again here).
 */
export type LoopReadFailure =
  | { ok: false; reason: 'loop-file'; problem: LoopProblem }
  | { ok: false; reason: 'unreadable' | 'worker-failed' };

export type LoopReadResult =
  { ok: true; payload: LoopImportPayload; preview: LoopPreview } | LoopReadFailure;

/** The steps of a read, in order. */
export type LoopReadStep = 'open' | 'read' | 'preview' | 'ready';

export type LoopReadProgress = (fraction: number, step: LoopReadStep) => void;

/** Larger files are refused before they are read. */
export const MAX_LOOP_FILE_BYTES = 100 * 1024 * 1024;

/** Reads and maps a file, in this thread (the worker calls this too). */
export async function readLoopBytes(
  bytes: Uint8Array,
  today: IsoDate,
  progress: LoopReadProgress = () => {},
): Promise<LoopReadResult> {
  const [{ readLoopFile }, { toLoopImport }, { LoopFileError }] = await Promise.all([
    import('@/lib/loop-import/read-loop-file'),
    import('@/lib/loop-import/to-import'),
    import('@/lib/loop-import/loop-model'),
  ]);
  try {
    progress(0.1, 'open');
    const { isSqliteFile } = await import('@/lib/loop-import/read-loop-file');
    const open = isSqliteFile(bytes) ? await loadSqlite() : notADatabase;
    progress(0.3, 'read');
    const file = readLoopFile(bytes, open);
    progress(0.8, 'preview');
    const { payload, preview } = toLoopImport(file, today);
    progress(1, 'ready');
    return { ok: true, payload, preview };
  } catch (error) {
    if (error instanceof LoopFileError)
      return { ok: false, reason: 'loop-file', problem: error.problem };
    console.error('Reading the Loop file failed', error);
    return { ok: false, reason: 'unreadable' };
  }
}

const notADatabase = (): never => {
  throw new Error('not an SQLite file');
};

async function loadSqlite() {
  const [{ default: initSqlJs }, { default: wasmUrl }] = await Promise.all([
    import('sql.js'),
    import('sql.js/dist/sql-wasm-browser.wasm?url'),
  ]);
  const SQL = await initSqlJs({ locateFile: () => wasmUrl });
  return (bytes: Uint8Array) => new SQL.Database(bytes);
}

/**
 * Reads a file in a Web Worker (or here when none can be created), reporting progress. The bytes
 * go to the worker: `bytes` is empty afterwards.
 */
export function readLoopFileForImport(
  bytes: Uint8Array,
  today: IsoDate,
  progress: LoopReadProgress,
): Promise<LoopReadResult> {
  let worker: Worker;
  try {
    if (typeof Worker === 'undefined') throw new Error('no Worker in this browser');
    worker = new Worker(new URL('./loop-worker.ts', import.meta.url), { type: 'module' });
  } catch (error) {
    console.warn('No Web Worker for the Loop import: reading on the page', error);
    return readLoopBytes(bytes, today, progress);
  }
  return new Promise((resolve) => {
    const fail = (event: Event) => {
      console.error('The Loop import worker failed', event);
      worker.terminate();
      resolve({ ok: false, reason: 'worker-failed' });
    };
    worker.onmessage = (event: MessageEvent<LoopWorkerMessage>) => {
      const message = event.data;
      if (message.type === 'progress') progress(message.fraction, message.step);
      else {
        worker.terminate();
        resolve(message.result);
      }
    };
    worker.onerror = fail;
    worker.onmessageerror = fail;
    // Moved, not copied (nothing here reads them again): one copy of a large file, not two.
    worker.postMessage({ bytes, today } satisfies LoopWorkerRequest, [bytes.buffer]);
  });
}

export interface LoopWorkerRequest {
  bytes: Uint8Array;
  today: IsoDate;
}

export type LoopWorkerMessage =
  | { type: 'progress'; fraction: number; step: LoopReadStep }
  | { type: 'done'; result: LoopReadResult };
