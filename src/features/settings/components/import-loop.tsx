/**
 * Settings, "Import from Loop Habit Tracker" (docs/loop-import.md): the user picks Loop's backup
 * (.db) or CSV export (.zip); it is read in a Web Worker (lib/loop-file.ts) with a progress bar;
 * a preview says what will be added (habits, days, date range), what will not be imported and
 * why, and which habits are already here (imported before, by import_ref or by name and
 * frequency: lib/loop-import/merge-plan.ts) with the new days this adds to them ("3 new days for
 * 2 habits"); Import writes it all or nothing through import_loop_habits, the days of habits
 * already here merged into them. A file that cannot be read, or a refusal
 * of the server, shows its message and writes nothing. Offline it says it needs a connection.
 */
import { repositories } from '@/api/app-repositories';
import type { LoopImportCounts } from '@/api/loop-import';
import { describeWriteError } from '@/api/write';
import { NeedsConnection } from '@/components/ui/needs-connection';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useOnline } from '@/hooks/use-online';
import { useToday } from '@/hooks/use-today';
import { withMergeTargets, type LoopMergePlan } from '@/lib/loop-import/merge-plan';
import type { LoopImportPayload, LoopPreview } from '@/lib/loop-import/to-import';
import { MAX_LOOP_FILE_BYTES, readLoopFileForImport, type LoopReadResult } from '../lib/loop-file';
import { useFilePick } from '../lib/use-file-pick';
import { FilePickField, ImportConfirm } from './file-pick';
import '../settings.css';

interface Pending {
  fileName: string;
  payload: LoopImportPayload;
  preview: LoopPreview;
  /** What goes to habits already here; null until the server answered. */
  plan: LoopMergePlan | null;
}

const count = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

const LOOP_TOO_LARGE_MESSAGE =
  'This file is too large to be a Loop Habit Tracker file (over 100 MB)';

/** "3 new days for 2 habits" */
const newDaysText = (days: number, habits: number) =>
  `${count(days, 'new day')} for ${count(habits, 'habit')}`;

/** The toast after an import. */
function importedText(c: LoopImportCounts): string {
  const merged = c.new_days > 0 || c.changed > 0;
  if (c.habits === 0 && !merged && c.already_here > 0)
    return 'Nothing new to import: every habit of this file is already here.';
  const lines: string[] = [];
  if (c.habits > 0 || !merged)
    lines.push(
      `Imported ${count(c.habits, 'habit')} with ${count(c.checkmarks - c.new_days, 'day')} from Loop.`,
    );
  if (c.new_days > 0)
    lines.push(`Added ${newDaysText(c.new_days, c.habits_with_new_days)} already here.`);
  if (c.changed > 0) lines.push(`Took Loop's answer for ${count(c.changed, 'changed day')}.`);
  return lines.join(' ');
}

/** What the preview says of one habit already here, after its name. */
function hereText(plan: LoopMergePlan | null, index: number): string | null {
  const habit = plan?.habits[index];
  const match = habit?.match;
  if (!habit || !match) return null;
  if (match.skipped) return ' (already here, will be skipped)';
  const adds = [
    habit.newDays > 0 ? count(habit.newDays, 'new day') : null,
    habit.changedDays > 0 ? count(habit.changedDays, 'changed answer') : null,
  ].filter((part) => part !== null);
  const what = adds.length > 0 ? `: ${adds.join(', ')}` : ', nothing new';
  return match.by === 'name'
    ? ` (already here from another Loop file, recognised by name and frequency${what})`
    : ` (already here${what})`;
}

/** The preview's line on the habits already here, or null when there are none. */
function mergeSummary(plan: LoopMergePlan | null, habits: number): string | null {
  const matched = plan?.habits.filter((h) => h.match) ?? [];
  if (!plan || matched.length === 0) return null;
  const byName = matched.filter((h) => h.match?.by === 'name').length;
  const recognised =
    byName > 0
      ? ` ${count(byName, 'habit')} recognised by name and frequency (imported before from another Loop file): their days are merged, not copied.`
      : '';
  if (plan.newDays === 0 && plan.changedDays === 0) {
    const none =
      matched.length === habits
        ? 'Every habit of this file is already here (imported before): nothing new will be added.'
        : `${count(matched.length, 'habit')} already here (imported before), with nothing new.`;
    return none + recognised;
  }
  const parts = [
    plan.newDays > 0 ? `${newDaysText(plan.newDays, plan.habitsWithNewDays)} will be added` : null,
    plan.changedDays > 0
      ? `${count(plan.changedDays, 'day')} changed in Loop will take Loop's answer`
      : null,
  ].filter((part) => part !== null);
  return `Already here (imported before): ${parts.join('; ')}.${recognised}`;
}

/** Opened as paths.settings.loopImport() (home's "Import your backup"): this card in view. */
function useScrolledTo() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === '#settings-loop') document.getElementById('settings-loop')?.scrollIntoView();
  }, [hash]);
}

export function ImportLoop() {
  useScrolledTo();
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
      return { ok: true, pending: { fileName: file.name, payload, preview, plan: null } };
    },
    complete: async (next) => ({
      ...next,
      plan: await repositories.loopImport.planLoopImport(next.payload),
    }),
    save: async (pending) => {
      const plan = pending.plan ?? (await repositories.loopImport.planLoopImport(pending.payload));
      return importedText(
        await repositories.loopImport.importLoopHabits(withMergeTargets(pending.payload, plan)),
      );
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
  const plan = pending?.plan ?? null;
  const summary = preview ? mergeSummary(plan, preview.habits.length) : null;
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
            Nothing is written before you confirm; habits imported before get only their new days.
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
            {preview.habits.map((h, i) => (
              <li key={h.ref}>
                <strong>{h.name}</strong>: {h.kind}, {h.frequency}, {count(h.days, 'day')}
                {h.archived ? ', archived' : ''}
                {h.reminder ? `, reminder ${h.reminder}` : ''}
                {hereText(plan, i) ? (
                  <em className="loop-import-exists">{hereText(plan, i)}</em>
                ) : null}
              </li>
            ))}
          </ul>
          {summary ? (
            <p className="data-import-skipped" role="status" data-testid="loop-preview-merge">
              {summary}
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
