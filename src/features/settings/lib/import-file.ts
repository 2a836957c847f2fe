/**
 * Reading an export file before it is imported: parse it, check it looks like an export, count
 * what it will add, and make the request body small. The database function import_my_data checks
 * every row; this only catches what can be told from the file at once (not JSON, not an export, a
 * schedule or a pause that cannot be, a check-mark or pause before 1900-01-01) and gives the
 * confirmation its numbers. Files exported before habits had schedules and pauses (no freq_num,
 * freq_den, weekdays, skipped, habit_pause) import as they always did: a missing schedule is
 * every day, a missing list is empty.
 */
import { t } from '@lingui/core/macro';
import { EARLIEST_DATE } from '@shared/scores/dates';
import { counted } from './counts';

/** Larger files are refused before they are read (a phone must not choke on a wrong file). */
export const MAX_IMPORT_FILE_BYTES = 20 * 1024 * 1024;

export interface ImportSummary {
  habits: number;
  questions: number;
  checkmarks: number;
  answers: number;
  consequences: number;
  templates: number;
  pauses: number;
}

export type ParsedExport =
  | { ok: true; payload: Record<string, unknown>; summary: ImportSummary }
  | { ok: false; message: string };

// The refusals, in the active language when they are said.
const notJsonMessage = () => t`This file is not a Streakwise export (not valid JSON)`;
const notObjectMessage = () => t`This file is not a Streakwise export (expected a JSON object)`;
const noHabitsMessage = () =>
  t`This file is not a Streakwise export (it has no habit_metadata list)`;
export const tooLargeMessage = () =>
  t`This file is too large to be a Streakwise export (over 20 MB)`;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const isWholeIn = (v: unknown, min: number, max: number) =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

/** Why a habit or template row's schedule cannot be, or null (absent fields: every day). */
function scheduleRowProblem(row: Record<string, unknown>): string | null {
  const num = row.freq_num ?? 1;
  const den = row.freq_den ?? 1;
  if (!isWholeIn(den, 1, 365)) return t`freq_den must be a whole number from 1 to 365`;
  if (!isWholeIn(num, 1, den as number))
    return t`freq_num must be a whole number from 1 to freq_den`;
  const weekdays = row.weekdays;
  if (weekdays !== null && weekdays !== undefined && !isWholeIn(weekdays, 1, 127)) {
    return t`weekdays must be empty or a whole number from 1 to 127`;
  }
  return null;
}

/** Why a habit_pause row cannot be, or null. */
function pauseRowProblem(row: Record<string, unknown>, habitIds: Set<unknown>): string | null {
  const { start_date: start, end_date: end, habit_id: habitId } = row;
  if (typeof start !== 'string' || !ISO_DATE.test(start)) {
    return t`start_date must be a date like 2026-11-24`;
  }
  if (start < EARLIEST_DATE) return t`start_date ${start} is before ${EARLIEST_DATE}`;
  if (end !== null && end !== undefined) {
    if (typeof end !== 'string' || !ISO_DATE.test(end)) {
      return t`end_date must be empty or a date like 2026-11-24`;
    }
    if (end < start) return t`end_date is before start_date`;
  }
  if (habitId !== null && habitId !== undefined && !habitIds.has(habitId)) {
    const id = String(habitId);
    return t`habit_id ${id} is not a habit of this file`;
  }
  return null;
}

/** The first row of the file whose schedule or pause cannot be, in words; null when none. */
function findImpossibleRow(data: Record<string, unknown>): string | null {
  const rows = (key: string) =>
    (Array.isArray(data[key]) ? (data[key] as unknown[]) : []).map((row, i) => ({
      row: row && typeof row === 'object' ? (row as Record<string, unknown>) : null,
      n: i + 1,
    }));
  for (const key of ['habit_metadata', 'habit_template'] as const) {
    for (const { row, n } of rows(key)) {
      const problem = row && scheduleRowProblem(row);
      if (!problem) continue;
      const name = typeof row.name === 'string' ? row.name : null;
      if (key === 'habit_metadata')
        return name === null
          ? t`Habit (${key} row ${n}) has a schedule that cannot be: ${problem}`
          : t`Habit "${name}" (${key} row ${n}) has a schedule that cannot be: ${problem}`;
      return name === null
        ? t`Template (${key} row ${n}) has a schedule that cannot be: ${problem}`
        : t`Template "${name}" (${key} row ${n}) has a schedule that cannot be: ${problem}`;
    }
  }
  const habitNames = new Map(rows('habit_metadata').map(({ row }) => [row?.id, row?.name]));
  for (const { row, n } of rows('checkmarks_tracker')) {
    const date = row?.date;
    if (typeof date === 'string' && ISO_DATE.test(date) && date < EARLIEST_DATE) {
      const name = habitNames.get(row?.habit_id);
      return typeof name === 'string'
        ? t`The check-mark of "${name}" on ${date} (checkmarks_tracker row ${n}) cannot be imported: Streakwise keeps days from ${EARLIEST_DATE} on`
        : t`The check-mark on ${date} (checkmarks_tracker row ${n}) cannot be imported: Streakwise keeps days from ${EARLIEST_DATE} on`;
    }
  }
  const habitIds = new Set(habitNames.keys());
  for (const { row, n } of rows('habit_pause')) {
    const problem = row ? pauseRowProblem(row, habitIds) : t`it is not an object`;
    if (problem) return t`Pause ${n} (habit_pause row ${n}) cannot be imported: ${problem}`;
  }
  return null;
}

/** Fields of an export the import does not read: owners, timestamps, the exporting account. */
const IGNORED_FIELDS = new Set(['created_by', 'created_at', 'updated_at', 'user_id']);

function listLength(data: Record<string, unknown>, key: string): number {
  const list = data[key];
  return Array.isArray(list) ? list.length : 0;
}

/**
 * A copy without the fields the import ignores and without null fields (absent and null mean the
 * same to import_my_data), so a long history fits in one request. Anything unexpected is kept
 * as it is, for the server to explain.
 */
export function compactExport(data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, list] of Object.entries(data)) {
    if (key === 'exported_at' || key === 'user_id') continue;
    out[key] = Array.isArray(list)
      ? list.map((row: unknown) => {
          if (!row || typeof row !== 'object' || Array.isArray(row)) return row;
          const compact: Record<string, unknown> = {};
          for (const [field, value] of Object.entries(row)) {
            if (value !== null && !IGNORED_FIELDS.has(field)) compact[field] = value;
          }
          return compact;
        })
      : list;
  }
  return out;
}

export function parseExportFile(text: string): ParsedExport {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, message: notJsonMessage() };
  }
  if (!data || typeof data !== 'object' || Array.isArray(data))
    return { ok: false, message: notObjectMessage() };
  const record = data as Record<string, unknown>;
  if (!Array.isArray(record.habit_metadata)) return { ok: false, message: noHabitsMessage() };
  const impossible = findImpossibleRow(record);
  if (impossible) return { ok: false, message: impossible };
  return {
    ok: true,
    payload: compactExport(record),
    summary: {
      habits: listLength(record, 'habit_metadata'),
      questions: listLength(record, 'question_metadata'),
      checkmarks: listLength(record, 'checkmarks_tracker'),
      answers: listLength(record, 'answer_entry'),
      consequences: listLength(record, 'consequence_metadata'),
      templates: listLength(record, 'habit_template'),
      pauses: listLength(record, 'habit_pause'),
    },
  };
}

/** "2 habits, 7 check-marks and 1 template" (templates only when there are some). */
export function describeCounts(habits: number, checkmarks: number, templates: number): string {
  const habitsText = counted('habit', habits);
  const checkmarksText = counted('check-mark', checkmarks);
  if (templates === 0) return t`${habitsText} and ${checkmarksText}`;
  const templatesText = counted('template', templates);
  return t`${habitsText}, ${checkmarksText} and ${templatesText}`;
}
