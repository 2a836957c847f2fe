/**
 * Settings, "Import from Loop Habit Tracker" (docs/loop-import.md): the user picks Loop's backup
 * (.db) or CSV export (.zip); it is read in a Web Worker (lib/loop-file.ts) with a progress bar;
 * a preview says what will be added (habits, days, date range), what will not be imported and
 * why, and which habits are already here (imported before: habit_metadata.import_ref); Import
 * writes it all or nothing through import_loop_habits. A file that cannot be read, or a refusal
 * of the server, shows its message and writes nothing. Offline it says it needs a connection.
 */
import { importLoopHabits, readImportedRefs } from '@/api/loop-import';
import { describeWriteError } from '@/api/write';
import { NeedsConnection } from '@/components/ui/needs-connection';
import { useOnline } from '@/hooks/use-online';
import { useToday } from '@/hooks/use-today';
import type { LoopImportPayload, LoopPreview } from '@/lib/loop-import/to-import';
import { MAX_LOOP_FILE_BYTES, readLoopFileForImport, type LoopReadResult } from '../lib/loop-file';
import { useFilePick } from '../lib/use-file-pick';
import { FilePickField, ImportConfirm } from './file-pick';
import '../settings.css';

interface Pending {
  fileName: string;
  payload: LoopImportPayload;
  preview: LoopPreview;
  /** import_ref -> the habit's name here; null until the server answered. */
  existing: Map<string, string> | null;
}

const count = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

export const LOOP_TOO_LARGE_MESSAGE =
  'This file is too large to be a Loop Habit Tracker file (over 100 MB)';

/** The toast after an import. */
export function importedText(habits: number, days: number, alreadyHere: number): string {
  if (habits === 0 && alreadyHere > 0)
    return 'Nothing new to import: every habit of this file is already here.';
  return `Imported ${count(habits, 'habit')} with ${count(days, 'day')} from Loop.`;
}

export function ImportLoop() {
  const online = useOnline();
  const today = useToday();
  const pick = useFilePick<Pending, LoopReadResult>({
    maxBytes: MAX_LOOP_FILE_BYTES,
    tooLargeMessage: LOOP_TOO_LARGE_MESSAGE,
    read: async (file, progress) => {
      const bytes = new Uint8Array(await file.arrayBuffer());
      return readLoopFileForImport(bytes, today, progress);
    },
    check: (file, result) => {
      if (!result.ok) return result;
      const { payload, preview } = result;
      return { ok: true, pending: { fileName: file.name, payload, preview, existing: null } };
    },
    complete: async (next) => ({
      ...next,
      existing: await readImportedRefs(next.payload.habits.map((h) => h.import_ref)),
    }),
    save: async (pending) => {
      const counts = await importLoopHabits(pending.payload);
      return importedText(counts.habits, counts.checkmarks, counts.already_here);
    },
    describeFailure: describeWriteError,
    logs: {
      read: 'Reading the Loop file failed',
      complete: 'Loop import preview failed',
      save: 'Loop import failed',
    },
  });

  const { pending, reading, busy, done } = pick;
  const preview = pending?.preview;
  const existing = pending?.existing ?? null;
  const alreadyHere = preview ? preview.habits.filter((h) => existing?.has(h.ref)).length : 0;
  return (
    <div className="loop-import">
      {!online ? (
        <NeedsConnection detail="Importing from Loop writes to your account: connect to the internet, then choose the file." />
      ) : null}
      <FilePickField
        pick={pick}
        label="Loop backup or CSV export"
        accept=".db,.zip,application/zip,application/vnd.sqlite3,application/x-sqlite3"
        disabled={busy || reading !== null || !online}
        hint={
          <>
            In Loop, Settings &gt; Export full backup gives a .db file; Export as CSV gives a .zip.
            Nothing is written before you confirm, and habits imported before are skipped.
          </>
        }
      >
        {done ? (
          <p className="loop-import-done" role="status">
            {done}
          </p>
        ) : null}
      </FilePickField>
      {reading ? (
        <div className="loop-import-progress">
          <progress max={1} value={reading.fraction} aria-label="Reading the Loop file" />
          <p className="muted" role="status">
            {reading.step}…
          </p>
        </div>
      ) : null}
      {pending && preview ? (
        <ImportConfirm pick={pick} fileName={pending.fileName} importDisabled={!online}>
          <p>
            Loop {preview.source}:{' '}
            <span data-testid="loop-preview-totals">
              {count(preview.habits.length, 'habit')}, {count(preview.days, 'day')}
              {preview.first && preview.last ? ` from ${preview.first} to ${preview.last}` : ''}
            </span>{' '}
            ({count(preview.answers, 'answer')}, {count(preview.skips, 'skipped day')},{' '}
            {count(preview.notes, 'note')}
            {preview.reminders > 0 ? `, ${count(preview.reminders, 'reminder')}` : ''}).
          </p>
          <ul className="loop-import-habits">
            {preview.habits.map((h) => (
              <li key={h.ref}>
                <strong>{h.name}</strong>: {h.kind}, {h.frequency}, {count(h.days, 'day')}
                {h.archived ? ', archived' : ''}
                {h.reminder ? `, reminder ${h.reminder}` : ''}
                {existing?.has(h.ref) ? (
                  <em className="loop-import-exists"> (already here, will be skipped)</em>
                ) : null}
              </li>
            ))}
          </ul>
          {alreadyHere > 0 ? (
            <p className="data-import-skipped" role="status">
              {alreadyHere === preview.habits.length
                ? 'Every habit of this file is already here (imported before): nothing new will be added.'
                : `${count(alreadyHere, 'habit')} already here (imported before), will be skipped.`}
            </p>
          ) : null}
          {preview.notImported.length > 0 ? (
            <>
              <p>Not imported:</p>
              <ul className="loop-import-not-imported">
                {preview.notImported.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </>
          ) : null}
          {preview.changed.length > 0 ? (
            <>
              <p>Changed to fit:</p>
              <ul>
                {preview.changed.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </>
          ) : null}
          {busy ? (
            <div className="loop-import-progress">
              <progress aria-label="Importing" />
              <p className="muted" role="status">
                Importing {count(preview.days, 'day')}…
              </p>
            </div>
          ) : null}
        </ImportConfirm>
      ) : null}
    </div>
  );
}
