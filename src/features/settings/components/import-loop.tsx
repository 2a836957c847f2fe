/**
 * Settings, "Import from Loop Habit Tracker" (docs/loop-import.md): the user picks Loop's backup
 * (.db) or CSV export (.zip); it is read in a Web Worker (lib/loop-file.ts) with a progress bar;
 * a preview says what will be added (habits, days, date range), what will not be imported and
 * why, and which habits are already here (imported before: habit_metadata.import_ref); Import
 * writes it all or nothing through import_loop_habits. A file that cannot be read, or a refusal
 * of the server, shows its message and writes nothing. Offline it says it needs a connection.
 */
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { importLoopHabits, readImportedRefs } from '@/api/loop-import';
import { invalidateTouched, touchedBy } from '@/api/write-invalidation';
import { describeWriteError } from '@/api/write';
import { Button } from '@/components/ui/button';
import { NeedsConnection } from '@/components/ui/needs-connection';
import { useOnline } from '@/hooks/use-online';
import { useToday } from '@/hooks/use-today';
import { notifyError, notifySuccess } from '@/lib/notify';
import type { LoopImportPayload, LoopPreview } from '@/lib/loop-import/to-import';
import { MAX_LOOP_FILE_BYTES, readLoopFileForImport } from '../lib/loop-file';
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
  const queryClient = useQueryClient();
  const online = useOnline();
  const today = useToday();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reading, setReading] = useState<{ fraction: number; step: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  useEffect(() => {
    if (pending) title.current?.focus();
  }, [pending]);

  const clearInput = () => {
    if (input.current) input.current.value = '';
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setError(null);
    setDone(null);
    setPending(null);
    if (!file) return;
    if (file.size > MAX_LOOP_FILE_BYTES) {
      setError(LOOP_TOO_LARGE_MESSAGE);
      clearInput();
      return;
    }
    setReading({ fraction: 0, step: 'Reading the file' });
    let result;
    try {
      const bytes = new Uint8Array(await file.arrayBuffer());
      result = await readLoopFileForImport(bytes, today, (fraction, step) =>
        setReading({ fraction, step }),
      );
    } catch (cause) {
      console.error('Reading the Loop file failed', cause);
      result = {
        ok: false as const,
        message: 'This file could not be read. Please choose it again.',
      };
    } finally {
      setReading(null);
    }
    if (!result.ok) {
      setError(result.message);
      clearInput();
      return;
    }
    const next: Pending = {
      fileName: file.name,
      payload: result.payload,
      preview: result.preview,
      existing: null,
    };
    setPending(next);
    readImportedRefs(result.payload.habits.map((h) => h.import_ref)).then(
      (existing) => setPending((p) => (p === next ? { ...next, existing } : p)),
      (cause: unknown) => console.error('Loop import preview failed', cause),
    );
  };

  const onCancel = () => {
    setPending(null);
    clearInput();
    input.current?.focus();
  };

  const onImport = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      const counts = await importLoopHabits(pending.payload);
      const text = importedText(counts.habits, counts.checkmarks, counts.already_here);
      notifySuccess(text);
      setDone(text);
      setPending(null);
      clearInput();
      await invalidateTouched(queryClient, touchedBy.dataImported());
    } catch (cause) {
      console.error('Loop import failed', cause);
      const message = `Nothing was imported: ${describeWriteError(cause)}`;
      setError(message);
      notifyError(message);
      setPending(null);
      clearInput();
    } finally {
      setBusy(false);
    }
  };

  const preview = pending?.preview;
  const existing = pending?.existing ?? null;
  const alreadyHere = preview ? preview.habits.filter((h) => existing?.has(h.ref)).length : 0;
  return (
    <div className="loop-import">
      {!online ? (
        <NeedsConnection detail="Importing from Loop writes to your account: connect to the internet, then choose the file." />
      ) : null}
      <div className="field">
        <label className="field-label" htmlFor={inputId}>
          Loop backup or CSV export
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept=".db,.zip,application/zip,application/vnd.sqlite3,application/x-sqlite3"
          className="input file-input"
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
          disabled={busy || reading !== null || !online}
          onChange={(e) => void onFile(e)}
        />
        <p className="field-hint" id={hintId}>
          In Loop, Settings &gt; Export full backup gives a .db file; Export as CSV gives a .zip.
          Nothing is written before you confirm, and habits imported before are skipped.
        </p>
        {error ? (
          <p className="field-error" id={errorId} role="alert">
            {error}
          </p>
        ) : null}
        {done ? (
          <p className="loop-import-done" role="status">
            {done}
          </p>
        ) : null}
      </div>
      {reading ? (
        <div className="loop-import-progress">
          <progress max={1} value={reading.fraction} aria-label="Reading the Loop file" />
          <p className="muted" role="status">
            {reading.step}…
          </p>
        </div>
      ) : null}
      {pending && preview ? (
        <section className="notice data-import-confirm" aria-labelledby={titleId}>
          <h3 className="notice-title" id={titleId} ref={title} tabIndex={-1}>
            Import {pending.fileName}?
          </h3>
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
          <div className="button-row" style={{ justifyContent: 'flex-start' }}>
            <Button onClick={() => void onImport()} loading={busy} disabled={!online}>
              Import
            </Button>
            <Button variant="secondary" onClick={onCancel} disabled={busy}>
              Cancel
            </Button>
          </div>
        </section>
      ) : null}
    </div>
  );
}
