/**
 * A Loop file (loop-model.ts) as the payload of the database function `import_loop_habits`
 * (migration supabase/migrations/20251125001100_import_loop_habits.sql) and as the preview the
 * user sees before anything is written. The mapping (docs/loop-import.md):
 *
 * - Each Loop habit is a habit with one question: Loop's question, or its name.
 * - Yes/no: a choice question with "Yes" (score 1) and "No" (0); the habit's daily target is 1.
 * - Measurable: a number question with Loop's unit, target and target type, worth
 *   NUMBER_POINTS at the target (so a day's score is the share of the target reached, in
 *   percent, as fine as Loop's own score); the daily target is NUMBER_POINTS.
 * - Frequency, archived, position, description and colour as Loop has them.
 * - Entries: YES_MANUAL is a Yes answer, NO a No answer, a measurable amount a number answer
 *   (/ 1000), SKIP a skipped day; YES_AUTO (derived by Loop from the frequency) is not imported;
 *   UNKNOWN imports nothing. A note is never dropped: on a skipped day it is the skip's note, on
 *   an answer the answer's note, and on a day with nothing else (UNKNOWN, YES_AUTO) an answer
 *   with no option and no value that carries it.
 * - A reminder becomes a habit reminder (habit_reminder) at Loop's time on Loop's days; a
 *   reminder on no day at all is listed as not imported.
 * The preview holds no words (this runs in a Web Worker): its lines are LoopNotes, worded on the
 * page by loop-words.ts.
 */
import { addDaysIso, EARLIEST_DATE, type IsoDate } from '@shared/scores/dates';
import {
  LOOP_NO,
  LOOP_SKIP,
  LOOP_UNKNOWN,
  LOOP_YES_AUTO,
  LOOP_YES_MANUAL,
  type LoopFile,
  type LoopHabit,
  type LoopIgnoredReason,
  type LoopReminder,
  type LoopSource,
} from './loop-model';

/** The points of an imported number question (its score when the target is met). */
export const NUMBER_POINTS = 100;

const MAX_NAME = 80;
const MAX_QUESTION = 200;
const MAX_DESCRIPTION = 500;
const MAX_UNIT = 20;
const MAX_NOTE = 1000;
const MAX_VALUE = 1e9;

export interface LoopImportHabit {
  import_ref: string;
  name: string;
  description: string | null;
  color: string;
  archived: boolean;
  position: number;
  freq_num: number;
  freq_den: number;
  question: string;
  kind: 'choice' | 'number';
  unit: string | null;
  target: number | null;
  target_type: 'at_least' | 'at_most' | null;
  points: number | null;
  /** Loop's reminder: local time ("07:30") and days (bit 0 Monday ... bit 6 Sunday; null: every day). */
  reminders: LoopImportReminder[];
  /** The habit here its days go to, when imported before (merge-plan.ts); else a new habit. */
  merge_into?: number;
}

interface LoopImportReminder {
  time_of_day: string;
  weekdays: number | null;
}

export type LoopImportAnswer = 'yes' | 'no' | 'number' | 'skip' | 'note';

export interface LoopImportEntry {
  /** Index of the habit in `habits`. */
  habit: number;
  date: IsoDate;
  answer: LoopImportAnswer;
  /** For `number`. */
  value?: number;
  note?: string;
}

export interface LoopImportPayload {
  habits: LoopImportHabit[];
  entries: LoopImportEntry[];
}

/** Loop's frequency: `num` times in `den` days ("every day", "3 times in 7 days"). */
export interface LoopFrequency {
  num: number;
  den: number;
}

/** A field of a habit, or a note, that was too long and is shortened to `max` characters. */
type LoopShortened = 'name' | 'description' | 'question' | 'unit';

/**
 * A line of the preview (words: loop-words.ts), about the habit named `habit` where it has one:
 * what will not be imported and why, or what is imported changed to fit.
 */
export type LoopNote =
  | { kind: 'ignored'; reason: LoopIgnoredReason; count: number }
  | { kind: 'reminder-no-day'; habit: string; reminder: LoopReminder }
  /** Entries before EARLIEST_DATE, from `first` to `last` (the same day for one). */
  | { kind: 'early-entries'; habit: string; count: number; first: IsoDate; last: IsoDate }
  | { kind: 'auto-days'; count: number }
  | { kind: 'future-entries'; count: number }
  | { kind: 'bad-values'; count: number }
  | { kind: 'scores' }
  | { kind: 'shortened'; field: LoopShortened; habit: string; max: number }
  | { kind: 'note-shortened'; habit: string; date: IsoDate; max: number }
  /** `was` as Loop had it (any numbers), `now` as imported. */
  | { kind: 'frequency'; habit: string; was: LoopFrequency; now: LoopFrequency }
  | { kind: 'target'; habit: string; was: number };

export interface LoopPreviewHabit {
  ref: string;
  name: string;
  kind: 'yes/no' | 'measurable';
  frequency: LoopFrequency;
  archived: boolean;
  /** Its reminder (imported), or null. */
  reminder: LoopReminder | null;
  /** Days written (answers, skips, notes). */
  days: number;
  first: IsoDate | null;
  last: IsoDate | null;
}

export interface LoopPreview {
  source: LoopSource;
  habits: LoopPreviewHabit[];
  /** Days written over all habits. */
  days: number;
  answers: number;
  skips: number;
  notes: number;
  /** Reminders imported as habit reminders. */
  reminders: number;
  first: IsoDate | null;
  last: IsoDate | null;
  /** What will not be imported, and why, one line each. */
  notImported: LoopNote[];
  /** What is imported changed to fit (a long name shortened), one line each. */
  changed: LoopNote[];
}

/** Loop's day bits by weekday, Monday first: bit 0 Saturday, bit 1 Sunday, bit 2 Monday ... */
export const LOOP_DAY_BITS = [2, 3, 4, 5, 6, 0, 1] as const;

/**
 * Loop's reminder days as habit_reminder.weekdays (bit 0 Monday ... bit 6 Sunday; null: every
 * day), or undefined when it names no day.
 */
export function reminderWeekdays(days: number): number | null | undefined {
  if ((days & 127) === 127) return null;
  let weekdays = 0;
  LOOP_DAY_BITS.forEach((bit, monday0) => {
    if (days & (1 << bit)) weekdays |= 1 << monday0;
  });
  return weekdays === 0 ? undefined : weekdays;
}

function fitText(
  value: string | null,
  max: number,
  note: () => LoopNote,
  changed: LoopNote[],
): string | null {
  if (value === null) return null;
  const chars = Array.from(value);
  if (chars.length <= max) return value;
  changed.push(note());
  return chars.slice(0, max).join('');
}

/**
 * The payload and the preview of a Loop file. `today` is the user's date: entries after
 * tomorrow cannot be imported (a day east of the server may already be tomorrow), nor entries
 * before EARLIEST_DATE (each habit's are named in the preview).
 */
export function toLoopImport(
  file: LoopFile,
  today: IsoDate,
): { payload: LoopImportPayload; preview: LoopPreview } {
  const latest = addDaysIso(today, 1);
  const habits: LoopImportHabit[] = [];
  const entries: LoopImportEntry[] = [];
  const previewHabits: LoopPreviewHabit[] = [];
  const notImported: LoopNote[] = file.ignored.map(({ reason, count }) => ({
    kind: 'ignored',
    reason,
    count,
  }));
  const changed: LoopNote[] = [];
  let autoDays = 0;
  let future = 0;
  let negative = 0;
  let answers = 0;
  let skips = 0;
  let notes = 0;
  let first: IsoDate | null = null;
  let last: IsoDate | null = null;

  file.habits.forEach((habit: LoopHabit, index) => {
    const label = habit.name;
    const shortened = (field: LoopShortened, max: number) => (): LoopNote => ({
      kind: 'shortened',
      field,
      habit: label,
      max,
    });
    const name = fitText(habit.name, MAX_NAME, shortened('name', MAX_NAME), changed) ?? habit.name;
    let freqNum = Math.round(habit.freqNum);
    let freqDen = Math.round(habit.freqDen);
    if (!(freqDen >= 1 && freqDen <= 365 && freqNum >= 1 && freqNum <= freqDen)) {
      const was = { num: habit.freqNum, den: habit.freqDen };
      freqDen = Math.min(365, Math.max(1, freqDen || 1));
      freqNum = Math.min(freqDen, Math.max(1, freqNum || 1));
      changed.push({ kind: 'frequency', habit: label, was, now: { num: freqNum, den: freqDen } });
    }
    const measurable = habit.type === 'measurable';
    let target = habit.target;
    if (measurable && !(target > 0 && target <= MAX_VALUE)) {
      changed.push({ kind: 'target', habit: label, was: target });
      target = 1;
    }
    const reminders: LoopImportHabit['reminders'] = [];
    if (habit.reminder) {
      const { hour, minute, days } = habit.reminder;
      const weekdays = reminderWeekdays(days);
      if (weekdays === undefined || !(hour >= 0 && hour < 24 && minute >= 0 && minute < 60)) {
        notImported.push({ kind: 'reminder-no-day', habit: label, reminder: habit.reminder });
      } else {
        const time = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
        reminders.push({ time_of_day: time, weekdays });
      }
    }
    habits.push({
      import_ref: habit.ref,
      name,
      description: fitText(
        habit.description,
        MAX_DESCRIPTION,
        shortened('description', MAX_DESCRIPTION),
        changed,
      ),
      color: habit.color.toLowerCase(),
      archived: habit.archived,
      position: index,
      freq_num: freqNum,
      freq_den: freqDen,
      question:
        fitText(
          habit.question ?? habit.name,
          MAX_QUESTION,
          shortened('question', MAX_QUESTION),
          changed,
        ) ?? name,
      kind: measurable ? 'number' : 'choice',
      unit: measurable
        ? fitText(habit.unit, MAX_UNIT, shortened('unit', MAX_UNIT), changed) || null
        : null,
      target: measurable ? target : null,
      target_type: measurable ? habit.targetType : null,
      points: measurable ? NUMBER_POINTS : null,
      reminders,
    });

    let days = 0;
    let habitFirst: IsoDate | null = null;
    let habitLast: IsoDate | null = null;
    const early: IsoDate[] = [];
    for (const entry of habit.entries) {
      if (entry.date < EARLIEST_DATE) {
        early.push(entry.date);
        continue;
      }
      if (entry.date > latest) {
        future += 1;
        continue;
      }
      const note =
        entry.notes === null
          ? undefined
          : (fitText(
              entry.notes,
              MAX_NOTE,
              () => ({ kind: 'note-shortened', habit: label, date: entry.date, max: MAX_NOTE }),
              changed,
            ) ?? undefined);
      let answer: LoopImportAnswer | null = null;
      let value: number | undefined;
      if (entry.value === LOOP_SKIP) answer = 'skip';
      else if (entry.value === LOOP_UNKNOWN) answer = note ? 'note' : null;
      else if (measurable) {
        if (entry.value < 0) {
          negative += 1;
          answer = note ? 'note' : null;
        } else if (entry.value / 1000 > MAX_VALUE) {
          negative += 1;
          answer = note ? 'note' : null;
        } else {
          answer = 'number';
          value = entry.value / 1000;
        }
      } else if (entry.value === LOOP_YES_MANUAL) answer = 'yes';
      else if (entry.value === LOOP_NO) answer = 'no';
      else if (entry.value === LOOP_YES_AUTO) {
        autoDays += 1;
        answer = note ? 'note' : null;
      } else {
        negative += 1;
        answer = note ? 'note' : null;
      }
      if (answer === null) continue;
      const row: LoopImportEntry = { habit: index, date: entry.date, answer };
      if (value !== undefined) row.value = value;
      if (note !== undefined) {
        row.note = note;
        notes += 1;
      }
      entries.push(row);
      days += 1;
      if (answer === 'skip') skips += 1;
      else if (answer !== 'note') answers += 1;
      habitFirst ??= entry.date;
      habitLast = entry.date;
    }
    if (early.length > 0) {
      notImported.push({
        kind: 'early-entries',
        habit: label,
        count: early.length,
        first: early[0],
        last: early[early.length - 1],
      });
    }
    if (habitFirst !== null && (first === null || habitFirst < first)) first = habitFirst;
    if (habitLast !== null && (last === null || habitLast > last)) last = habitLast;
    previewHabits.push({
      ref: habit.ref,
      name,
      kind: measurable ? 'measurable' : 'yes/no',
      frequency: { num: freqNum, den: freqDen },
      archived: habit.archived,
      reminder: reminders.length > 0 && habit.reminder ? habit.reminder : null,
      days,
      first: habitFirst,
      last: habitLast,
    });
  });

  if (autoDays > 0) notImported.push({ kind: 'auto-days', count: autoDays });
  if (future > 0) notImported.push({ kind: 'future-entries', count: future });
  if (negative > 0) notImported.push({ kind: 'bad-values', count: negative });
  notImported.push({ kind: 'scores' });

  return {
    payload: { habits, entries },
    preview: {
      source: file.source,
      habits: previewHabits,
      days: entries.length,
      answers,
      skips,
      notes,
      reminders: habits.reduce((n, h) => n + h.reminders.length, 0),
      first,
      last,
      notImported,
      changed,
    },
  };
}
