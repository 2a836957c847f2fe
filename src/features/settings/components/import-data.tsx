/**
 * Import data (docs/accounts-and-shell.md "Data export and import"): the user picks an export file;
 * it is read and parsed here (a file that is not JSON or not an export is refused with a message,
 * nothing sent), a confirmation says what will be added, then import_my_data adds it all in one
 * transaction. A refusal of the server shows its message (naming the bad row) and changes nothing.
 */
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { importMyData } from '@/api/account';
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

interface PendingImport {
  fileName: string;
  payload: Record<string, unknown>;
  summary: ImportSummary;
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
    setPending({ fileName: file.name, payload: parsed.payload, summary: parsed.summary });
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
      notifySuccess(
        `Imported ${describeCounts(
          counts.habit_metadata ?? 0,
          counts.checkmarks_tracker ?? 0,
          counts.habit_template ?? 0,
        )}.`,
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
          templates are added to yours as new ones; nothing you have now is changed.
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
          <p>This adds to your account:</p>
          <ul>
            <li>
              {plural(summary.habits, 'habit')} with {plural(summary.questions, 'question')}
            </li>
            <li>
              {plural(summary.checkmarks, 'check-mark')} with {plural(summary.answers, 'answer')}
            </li>
            <li>{plural(summary.consequences, 'consequence')}</li>
            <li>{plural(summary.templates, 'template')}</li>
          </ul>
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
