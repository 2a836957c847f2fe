/**
 * Import data (docs/accounts-and-shell.md "Data export and import"): the user picks an export file;
 * it is read and parsed here (a file that is not JSON or not an export is refused with a message,
 * nothing sent), a confirmation says what will be added and what is already here (habits and
 * templates of the file the account has: its own export, a file imported before; counted by
 * import_already_here, left out by the import), then import_my_data adds the rest in one
 * transaction. A refusal of the server shows its message (naming the bad row) and changes nothing.
 */
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AlreadyHere } from '@/api/account';
import { repositories } from '@/api/app-repositories';
import { describeWriteError, isWriteError } from '@/api/write';
import { counted } from '../lib/counts';
import {
  MAX_IMPORT_FILE_BYTES,
  describeCounts,
  parseExportFile,
  tooLargeMessage,
  type ImportSummary,
} from '../lib/import-file';
import { useFilePick } from '../lib/use-file-pick';
import { FilePickField, ImportConfirm } from './file-pick';
import '../settings.css';

interface PendingImport {
  fileName: string;
  payload: Record<string, unknown>;
  summary: ImportSummary;
  /** What the account already has of the file; null until the server answered (or if it could not). */
  alreadyHere: AlreadyHere | null;
}

/** "2 habits and 1 template already here, will be skipped", or null when there are none. */
function alreadyHereText({ habits, templates }: AlreadyHere): string | null {
  if (habits === 0 && templates === 0) return null;
  const habitsText = counted('habit', habits);
  const templatesText = counted('template', templates);
  const what =
    habits === 0
      ? templatesText
      : templates === 0
        ? habitsText
        : t`${habitsText} and ${templatesText}`;
  return t`${what} already here, will be skipped (with their check-marks and answers)`;
}

/** What the file holds, one line per kind. */
function SummaryList({ summary }: { summary: ImportSummary }) {
  const habits = counted('habit', summary.habits);
  const questions = counted('question', summary.questions);
  const checkmarks = counted('check-mark', summary.checkmarks);
  const answers = counted('answer', summary.answers);
  return (
    <ul>
      <li>
        <Trans>
          {habits} with {questions}
        </Trans>
      </li>
      <li>
        <Trans>
          {checkmarks} with {answers}
        </Trans>
      </li>
      <li>{counted('consequence', summary.consequences)}</li>
      <li>{counted('template', summary.templates)}</li>
      {summary.pauses > 0 ? <li>{counted('pause', summary.pauses)}</li> : null}
    </ul>
  );
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
  if (isWriteError(error) && error.status === 413)
    return t`This export is too large to import in one go`;
  return describeWriteError(error);
}

export function ImportData() {
  const { t } = useLingui();
  const pick = useFilePick<PendingImport, string>({
    maxBytes: MAX_IMPORT_FILE_BYTES,
    tooLargeMessage,
    read: readText,
    check: (file, text) => {
      const parsed = parseExportFile(text);
      if (!parsed.ok) return parsed;
      const { payload, summary } = parsed;
      return { ok: true, pending: { fileName: file.name, payload, summary, alreadyHere: null } };
    },
    // The preview's "already here" line follows when the server answers; without it the import
    // still leaves those rows out.
    complete: async (next) => ({
      ...next,
      alreadyHere: await repositories.account.importAlreadyHere(next.payload),
    }),
    save: async (pending) => {
      const counts = await repositories.account.importMyData(pending.payload);
      const added = [
        counts.habit_metadata ?? 0,
        counts.checkmarks_tracker ?? 0,
        counts.habit_template ?? 0,
      ] as const;
      const addedText = describeCounts(...added);
      // The toast of an import that found everything of its file already here.
      return added.every((n) => n === 0) &&
        (pending.summary.habits > 0 || pending.summary.templates > 0)
        ? t`Nothing new to import: everything in this file is already here.`
        : t`Imported ${addedText}.`;
    },
    describeFailure: importErrorMessage,
    logs: {
      read: 'Reading the import file failed',
      complete: 'Import preview failed',
      save: 'Import failed',
    },
  });

  const { pending } = pick;
  const summary = pending?.summary;
  return (
    <div className="data-import">
      <FilePickField
        pick={pick}
        label={t`Import data`}
        accept=".json,application/json"
        disabled={pick.busy || pick.reading !== null}
        hint={t`Choose a Streakwise export file (.json). Its habits, check-marks, consequences and templates are added to yours as new ones; what you already have is skipped and nothing you have now is changed.`}
      />
      {pending && summary ? (
        <ImportConfirm pick={pick} fileName={pending.fileName}>
          <p>
            {pending.alreadyHere && alreadyHereText(pending.alreadyHere)
              ? t`The file holds:`
              : t`This adds to your account:`}
          </p>
          <SummaryList summary={summary} />
          {pending.alreadyHere && alreadyHereText(pending.alreadyHere) ? (
            <p className="data-import-skipped" role="status">
              {alreadyHereText(pending.alreadyHere)}.
            </p>
          ) : null}
        </ImportConfirm>
      ) : null}
    </div>
  );
}
