/**
 * Reading an export file before it is imported: parse it, check it looks like an export, count
 * what it will add, and make the request body small. The database function import_my_data checks
 * every row; this only catches what can be told from the file at once (not JSON, not an export)
 * and gives the confirmation its numbers.
 */

/** Larger files are refused before they are read (a phone must not choke on a wrong file). */
export const MAX_IMPORT_FILE_BYTES = 20 * 1024 * 1024;

export interface ImportSummary {
  habits: number;
  questions: number;
  checkmarks: number;
  answers: number;
  consequences: number;
  templates: number;
}

export type ParsedExport =
  | { ok: true; payload: Record<string, unknown>; summary: ImportSummary }
  | { ok: false; message: string };

export const NOT_JSON_MESSAGE = 'This file is not a Streakwise export (not valid JSON)';
export const NOT_OBJECT_MESSAGE = 'This file is not a Streakwise export (expected a JSON object)';
export const NO_HABITS_MESSAGE =
  'This file is not a Streakwise export (it has no habit_metadata list)';
export const TOO_LARGE_MESSAGE = 'This file is too large to be a Streakwise export (over 20 MB)';

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
