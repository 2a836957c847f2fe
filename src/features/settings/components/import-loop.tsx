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
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { repositories } from '@/api/app-repositories';
import type { LoopImportCounts } from '@/api/loop-import';
import { describeWriteError } from '@/api/write';
import { NeedsConnection } from '@/components/ui/needs-connection';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useOnline } from '@/hooks/use-online';
import { useToday } from '@/hooks/use-today';
import {
  loopFrequencyText,
  loopKindText,
  loopNoteText,
  loopProblemText,
  loopReminderText,
  loopSourceText,
} from '@/lib/loop-import/loop-words';
import { withMergeTargets, type LoopMergePlan } from '@/lib/loop-import/merge-plan';
import type { LoopImportPayload, LoopPreview } from '@/lib/loop-import/to-import';
import { counted } from '../lib/counts';
import {
  MAX_LOOP_FILE_BYTES,
  readLoopFileForImport,
  type LoopReadFailure,
  type LoopReadResult,
  type LoopReadStep,
} from '../lib/loop-file';
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

// Words are made while rendering or when a toast is raised: in the language shown.
const loopTooLargeMessage = () =>
  t`This file is too large to be a Loop Habit Tracker file (over 100 MB)`;

/** "3 new days for 2 habits" */
const newDaysText = (days: number, habits: number) => {
  const daysText = counted('new day', days);
  const habitsText = counted('habit', habits);
  return t`${daysText} for ${habitsText}`;
};

/** A read that failed, in words (the worker names no words itself: lib/loop-file.ts). */
function loopFailureText(failure: LoopReadFailure): string {
  if (failure.reason === 'loop-file') return loopProblemText(failure.problem);
  if (failure.reason === 'worker-failed')
    return t`Reading this file stopped with an error (it may be too large for this device); nothing was imported`;
  return t`This file could not be read as a Loop Habit Tracker file`;
}

/** A step of the read, shown with "…". */
function loopStepText(step: LoopReadStep): string {
  switch (step) {
    case 'open':
      return t`Opening the file`;
    case 'read':
      return t`Reading habits and entries`;
    case 'preview':
      return t`Preparing the preview`;
    case 'ready':
      return t`Ready`;
  }
}

/** The toast after an import. */
function importedText(c: LoopImportCounts): string {
  const merged = c.new_days > 0 || c.changed > 0;
  if (c.habits === 0 && !merged && c.already_here > 0)
    return t`Nothing new to import: every habit of this file is already here.`;
  const lines: string[] = [];
  if (c.habits > 0 || !merged) {
    const habitsText = counted('habit', c.habits);
    const daysText = counted('day', c.checkmarks - c.new_days);
    lines.push(t`Imported ${habitsText} with ${daysText} from Loop.`);
  }
  if (c.new_days > 0) {
    const added = newDaysText(c.new_days, c.habits_with_new_days);
    lines.push(t`Added ${added} already here.`);
  }
  if (c.changed > 0) {
    const changed = counted('changed day', c.changed);
    lines.push(t`Took Loop's answer for ${changed}.`);
  }
  return lines.join(' ');
}

/** What the preview says of one habit already here, after its name. */
function hereText(plan: LoopMergePlan | null, index: number): string | null {
  const habit = plan?.habits[index];
  const match = habit?.match;
  if (!habit || !match) return null;
  if (match.skipped) return t`(already here, will be skipped)`;
  const newDays = habit.newDays > 0 ? counted('new day', habit.newDays) : null;
  const changed = habit.changedDays > 0 ? counted('changed answer', habit.changedDays) : null;
  const adds = newDays && changed ? t`${newDays}, ${changed}` : (newDays ?? changed);
  if (match.by === 'name')
    return adds
      ? t`(already here from another Loop file, recognised by name and frequency: ${adds})`
      : t`(already here from another Loop file, recognised by name and frequency, nothing new)`;
  return adds ? t`(already here: ${adds})` : t`(already here, nothing new)`;
}

/** The preview's line on the habits already here, or null when there are none. */
function mergeSummary(plan: LoopMergePlan | null, habits: number): string | null {
  const matched = plan?.habits.filter((h) => h.match) ?? [];
  if (!plan || matched.length === 0) return null;
  const byName = matched.filter((h) => h.match?.by === 'name').length;
  const byNameText = counted('habit', byName);
  const recognised =
    byName > 0
      ? ' ' +
        t`${byNameText} recognised by name and frequency (imported before from another Loop file): their days are merged, not copied.`
      : '';
  if (plan.newDays === 0 && plan.changedDays === 0) {
    const matchedText = counted('habit', matched.length);
    const none =
      matched.length === habits
        ? t`Every habit of this file is already here (imported before): nothing new will be added.`
        : t`${matchedText} already here (imported before), with nothing new.`;
    return none + recognised;
  }
  const newDays = plan.newDays > 0 ? newDaysText(plan.newDays, plan.habitsWithNewDays) : null;
  const changedText = counted('day', plan.changedDays);
  const changed =
    plan.changedDays > 0 ? t`${changedText} changed in Loop will take Loop's answer` : null;
  const changedOnly = changed ?? '';
  const summary =
    newDays && changed
      ? t`Already here (imported before): ${newDays} will be added; ${changed}.`
      : newDays
        ? t`Already here (imported before): ${newDays} will be added.`
        : t`Already here (imported before): ${changedOnly}.`;
  return summary + recognised;
}

/** "Loop 25: 2 habits, 30 days from 2025-01-01 to 2025-03-01 (…)". */
function PreviewTotals({ preview }: { preview: LoopPreview }) {
  const { t } = useLingui();
  const source = loopSourceText(preview.source);
  const habits = counted('habit', preview.habits.length);
  const days = counted('day', preview.days);
  const first = preview.first;
  const last = preview.last;
  const answers = counted('answer', preview.answers);
  const skips = counted('skipped day', preview.skips);
  const notes = counted('note', preview.notes);
  const reminders = counted('reminder', preview.reminders);
  const totals =
    first && last ? t`${habits}, ${days} from ${first} to ${last}` : t`${habits}, ${days}`;
  return (
    <p>
      <Trans>
        Loop {source}: <span data-testid="loop-preview-totals">{totals}</span>
      </Trans>{' '}
      {preview.reminders > 0
        ? t`(${answers}, ${skips}, ${notes}, ${reminders}).`
        : t`(${answers}, ${skips}, ${notes}).`}
    </p>
  );
}

/** One habit of the file: "Run: measurable, every day, 30 days, archived, reminder 08:00". */
function PreviewHabit({ habit }: { habit: LoopPreview['habits'][number] }) {
  const { t } = useLingui();
  const days = counted('day', habit.days);
  const reminder = habit.reminder ? loopReminderText(habit.reminder) : null;
  return (
    <>
      <strong>{habit.name}</strong>: {loopKindText(habit.kind)},{' '}
      {loopFrequencyText(habit.frequency)}, {days}
      {habit.archived ? t`, archived` : ''}
      {reminder ? t`, reminder ${reminder}` : ''}
    </>
  );
}

function ImportingDays({ days }: { days: number }) {
  const daysText = counted('day', days);
  return <Trans>Importing {daysText}…</Trans>;
}

/** Opened as paths.settings.loopImport() (home's "Import your backup"): this card in view. */
function useScrolledTo() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === '#settings-loop') document.getElementById('settings-loop')?.scrollIntoView();
  }, [hash]);
}

export function ImportLoop() {
  const { t } = useLingui();
  useScrolledTo();
  const online = useOnline();
  const today = useToday();
  const pick = useFilePick<Pending, LoopReadResult>({
    maxBytes: MAX_LOOP_FILE_BYTES,
    tooLargeMessage: loopTooLargeMessage,
    read: async (file, progress) => {
      const bytes = new Uint8Array(await file.arrayBuffer());
      return readLoopFileForImport(bytes, today, (fraction, step) =>
        progress(fraction, loopStepText(step)),
      );
    },
    check: (file, result) => {
      if (!result.ok) return { ok: false, message: loopFailureText(result) };
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
        <NeedsConnection
          detail={t`Importing from Loop writes to your account: connect to the internet, then choose the file.`}
        />
      ) : null}
      <FilePickField
        pick={pick}
        label={t`Loop backup or CSV export`}
        accept=".db,.zip,application/zip,application/vnd.sqlite3,application/x-sqlite3"
        disabled={busy || reading !== null || !online}
        hint={
          <Trans>
            In Loop, Settings &gt; Export full backup gives a .db file; Export as CSV gives a .zip.
            Nothing is written before you confirm; habits imported before get only their new days.
          </Trans>
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
          <progress max={1} value={reading.fraction} aria-label={t`Reading the Loop file`} />
          <p className="muted" role="status">
            {reading.step}…
          </p>
        </div>
      ) : null}
      {pending && preview ? (
        <ImportConfirm pick={pick} fileName={pending.fileName} importDisabled={!online}>
          <PreviewTotals preview={preview} />
          <ul className="loop-import-habits">
            {preview.habits.map((h, i) => (
              <li key={h.ref}>
                <PreviewHabit habit={h} />
                {hereText(plan, i) ? (
                  <em className="loop-import-exists"> {hereText(plan, i)}</em>
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
              <p>
                <Trans>Not imported:</Trans>
              </p>
              <ul className="loop-import-not-imported">
                {preview.notImported.map(loopNoteText).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </>
          ) : null}
          {preview.changed.length > 0 ? (
            <>
              <p>
                <Trans>Changed to fit:</Trans>
              </p>
              <ul>
                {preview.changed.map(loopNoteText).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </>
          ) : null}
          {busy ? (
            <div className="loop-import-progress">
              <progress aria-label={t`Importing`} />
              <p className="muted" role="status">
                <ImportingDays days={preview.days} />
              </p>
            </div>
          ) : null}
        </ImportConfirm>
      ) : null}
    </div>
  );
}
