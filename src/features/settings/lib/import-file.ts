/**
 * Reading an export file before it is imported: parse it, check it looks like an export, count
 * what it will add, and make the request body small. The database function import_my_data checks
 * every row; this only catches what can be told from the file at once (not JSON, not an export, a
 * schedule or a pause that cannot be, a check-mark or pause before 1900-01-01) and gives the
 * confirmation its numbers. Files exported before habits had schedules and pauses (no freq_num,
 * freq_den, weekdays, skipped, habit_pause) import as they always did: a missing schedule is
 * every day, a missing list is empty.
 */
import { EARLIEST_DATE } from '@/lib/scores/dates';

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

export const NOT_JSON_MESSAGE = 'This file is not a Streakwise export (not valid JSON)';
export const NOT_OBJECT_MESSAGE = 'This file is not a Streakwise export (expected a JSON object)';
export const NO_HABITS_MESSAGE =
  'This file is not a Streakwise export (it has no habit_metadata list)';
export const TOO_LARGE_MESSAGE = 'This file is too large to be a Streakwise export (over 20 MB)';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const isWholeIn = (v: unknown, min: number, max: number) =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

/** Why a habit or template row's schedule cannot be, or null (absent fields: every day). */
function scheduleRowProblem(row: Record<string, unknown>): string | null {
  const num = row.freq_num ?? 1;
  const den = row.freq_den ?? 1;
  if (!isWholeIn(den, 1, 365)) return 'freq_den must be a whole number from 1 to 365';
  if (!isWholeIn(num, 1, den as number))
    return 'freq_num must be a whole number from 1 to freq_den';
  const weekdays = row.weekdays;
  if (weekdays !== null && weekdays !== undefined && !isWholeIn(weekdays, 1, 127)) {
    return 'weekdays must be empty or a whole number from 1 to 127';
  }
  return null;
}

/** Why a habit_pause row cannot be, or null. */
function pauseRowProblem(row: Record<string, unknown>, habitIds: Set<unknown>): string | null {
  const { start_date: start, end_date: end, habit_id: habitId } = row;
  if (typeof start !== 'string' || !ISO_DATE.test(start)) {
    return 'start_date must be a date like 2026-11-24';
  }
  if (start < EARLIEST_DATE) return `start_date ${start} is before ${EARLIEST_DATE}`;
  if (end !== null && end !== undefined) {
    if (typeof end !== 'string' || !ISO_DATE.test(end)) {
      return 'end_date must be empty or a date like 2026-11-24';
    }
    if (end < start) return 'end_date is before start_date';
  }
  if (habitId !== null && habitId !== undefined && !habitIds.has(habitId)) {
    return `habit_id ${String(habitId)} is not a habit of this file`;
  }
  return null;
}

/** The first row of the file whose schedule or pause cannot be, in words; null when none. */
export function findImpossibleRow(data: Record<string, unknown>): string | null {
  const rows = (key: string) =>
    (Array.isArray(data[key]) ? (data[key] as unknown[]) : []).map((row, i) => ({
      row: row && typeof row === 'object' ? (row as Record<string, unknown>) : null,
      n: i + 1,
    }));
  for (const [key, what] of [
    ['habit_metadata', 'Habit'],
    ['habit_template', 'Template'],
  ] as const) {
    for (const { row, n } of rows(key)) {
      const problem = row && scheduleRowProblem(row);
      if (problem) {
        const name = typeof row.name === 'string' ? ` "${row.name}"` : '';
        return `${what}${name} (${key} row ${n}) has a schedule that cannot be: ${problem}`;
      }
    }
  }
  const habitNames = new Map(rows('habit_metadata').map(({ row }) => [row?.id, row?.name]));
  for (const { row, n } of rows('checkmarks_tracker')) {
    const date = row?.date;
    if (typeof date === 'string' && ISO_DATE.test(date) && date < EARLIEST_DATE) {
      const name = habitNames.get(row?.habit_id);
      const of = typeof name === 'string' ? ` of "${name}"` : '';
      return `The check-mark${of} on ${date} (checkmarks_tracker row ${n}) cannot be imported: Streakwise keeps days from ${EARLIEST_DATE} on`;
    }
  }
  const habitIds = new Set(habitNames.keys());
  for (const { row, n } of rows('habit_pause')) {
    const problem = row ? pauseRowProblem(row, habitIds) : 'it is not an object';
    if (problem) return `Pause ${n} (habit_pause row ${n}) cannot be imported: ${problem}`;
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
    return { ok: false, message: NOT_JSON_MESSAGE };
  }
  if (!data || typeof data !== 'object' || Array.isArray(data))
    return { ok: false, message: NOT_OBJECT_MESSAGE };
  const record = data as Record<string, unknown>;
  if (!Array.isArray(record.habit_metadata)) return { ok: false, message: NO_HABITS_MESSAGE };
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

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-GB')} ${count === 1 ? one : many}`;
}

/** "2 habits, 7 check-marks and 1 template" (templates only when there are some). */
export function describeCounts(habits: number, checkmarks: number, templates: number): string {
  const parts = [plural(habits, 'habit'), plural(checkmarks, 'check-mark')];
  if (templates > 0) parts.push(plural(templates, 'template'));
  return parts.length === 2
    ? parts.join(' and ')
    : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}
