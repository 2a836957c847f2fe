/**
 * Import data (docs/accounts-and-shell.md "Data export and import"): the user picks an export file;
 * it is read and parsed here (a file that is not JSON or not an export is refused with a message,
 * nothing sent), a confirmation says what will be added and what is already here (habits and
 * templates of the file the account has: its own export, a file imported before; counted by
 * import_already_here, left out by the import), then import_my_data adds the rest in one
 * transaction. A refusal of the server shows its message (naming the bad row) and changes nothing.
 */
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { importAlreadyHere, importMyData, type AlreadyHere } from '@/api/account';
import { invalidateTouched, touchedBy } from '@/api/write-invalidation';
import { describeWriteError, isWriteError } from '@/api/write';
import { Button } from '@/components/ui/button';
import { notifyError, notifySuccess } from '@/lib/notify';
import {
  MAX_IMPORT_FILE_BYTES,
  TOO_LARGE_MESSAGE,
  describeCounts,
  parseExportFile,
  plural,
  type ImportSummary,
} from '../lib/import-file';
import '../settings.css';

export const REQUEST_TOO_LARGE_MESSAGE = 'This export is too large to import in one go';
/** The toast of an import that found everything of its file already here. */
export const NOTHING_NEW_MESSAGE =
  'Nothing new to import: everything in this file is already here.';

interface PendingImport {
  fileName: string;
  payload: Record<string, unknown>;
  summary: ImportSummary;
  /** What the account already has of the file; null until the server answered (or if it could not). */
  alreadyHere: AlreadyHere | null;
}

/** "2 habits and 1 template already here, will be skipped", or null when there are none. */
export function alreadyHereText({ habits, templates }: AlreadyHere): string | null {
  const parts = [
    habits > 0 ? plural(habits, 'habit') : null,
    templates > 0 ? plural(templates, 'template') : null,
  ].filter((p): p is string => p !== null);
  if (parts.length === 0) return null;
  return `${parts.join(' and ')} already here, will be skipped (with their check-marks and answers)`;
}

function readText(file: File): Promise<string> {
  if (typeof file.text === 'function') return file.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsText(file);
  });
}

function importErrorMessage(error: unknown): string {
  if (isWriteError(error) && error.status === 413) return REQUEST_TOO_LARGE_MESSAGE;
  return describeWriteError(error);
}

export function ImportData() {
  const queryClient = useQueryClient();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const [pending, setPending] = useState<PendingImport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [busy, setBusy] = useState(false);

  // The confirmation appears below the input: move the focus there so it is read out.
  useEffect(() => {
    if (pending) title.current?.focus();
  }, [pending]);

  const clearInput = () => {
    if (input.current) input.current.value = '';
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setError(null);
    setPending(null);
    if (!file) return;
    if (file.size > MAX_IMPORT_FILE_BYTES) {
      setError(TOO_LARGE_MESSAGE);
      clearInput();
      return;
    }
    setReading(true);
    let text: string;
    try {
      text = await readText(file);
    } catch (cause) {
      console.error('Reading the import file failed', cause);
      setError('This file could not be read. Please choose it again.');
      clearInput();
      return;
    } finally {
      setReading(false);
    }
    const parsed = parseExportFile(text);
    if (!parsed.ok) {
      setError(parsed.message);
      clearInput();
      return;
    }
    const next: PendingImport = {
      fileName: file.name,
      payload: parsed.payload,
      summary: parsed.summary,
      alreadyHere: null,
    };
    setPending(next);
    // The preview's "already here" line follows when the server answers; without it the import
    // still leaves those rows out.
    importAlreadyHere(parsed.payload).then(
      (alreadyHere) => setPending((p) => (p === next ? { ...next, alreadyHere } : p)),
      (cause: unknown) => console.error('Import preview failed', cause),
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
      const counts = await importMyData(pending.payload);
      const added = [
        counts.habit_metadata ?? 0,
        counts.checkmarks_tracker ?? 0,
        counts.habit_template ?? 0,
      ] as const;
      notifySuccess(
        added.every((n) => n === 0) && (pending.summary.habits > 0 || pending.summary.templates > 0)
          ? NOTHING_NEW_MESSAGE
          : `Imported ${describeCounts(...added)}.`,
      );
      setPending(null);
      clearInput();
      await invalidateTouched(queryClient, touchedBy.dataImported());
    } catch (cause) {
      console.error('Import failed', cause);
      const message = `Nothing was imported: ${importErrorMessage(cause)}`;
      setError(message);
      notifyError(message);
      setPending(null);
      clearInput();
    } finally {
      setBusy(false);
    }
  };

  const summary = pending?.summary;
  return (
    <div className="data-import">
      <div className="field">
        <label className="field-label" htmlFor={inputId}>
          Import data
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept=".json,application/json"
          className="input file-input"
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
          disabled={busy || reading}
          onChange={(e) => void onFile(e)}
        />
        <p className="field-hint" id={hintId}>
          Choose a Streakwise export file (.json). Its habits, check-marks, consequences and
          templates are added to yours as new ones; what you already have is skipped and nothing you
          have now is changed.
        </p>
        {error ? (
          <p className="field-error" id={errorId} role="alert">
            {error}
          </p>
        ) : null}
      </div>
      {pending && summary ? (
        <section className="notice data-import-confirm" aria-labelledby={titleId}>
          <h3 className="notice-title" id={titleId} ref={title} tabIndex={-1}>
            Import {pending.fileName}?
          </h3>
          <p>
            {pending.alreadyHere && alreadyHereText(pending.alreadyHere)
              ? 'The file holds:'
              : 'This adds to your account:'}
          </p>
          <ul>
            <li>
              {plural(summary.habits, 'habit')} with {plural(summary.questions, 'question')}
            </li>
            <li>
              {plural(summary.checkmarks, 'check-mark')} with {plural(summary.answers, 'answer')}
            </li>
            <li>{plural(summary.consequences, 'consequence')}</li>
            <li>{plural(summary.templates, 'template')}</li>
            {summary.pauses > 0 ? <li>{plural(summary.pauses, 'pause')}</li> : null}
          </ul>
          {pending.alreadyHere && alreadyHereText(pending.alreadyHere) ? (
            <p className="data-import-skipped" role="status">
              {alreadyHereText(pending.alreadyHere)}.
            </p>
          ) : null}
          <div className="button-row" style={{ justifyContent: 'flex-start' }}>
            <Button onClick={() => void onImport()} loading={busy}>
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
