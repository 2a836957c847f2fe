/**
 * Loop Habit Tracker's CSV export (`Loop Habits CSV <date>.zip`): `Habits.csv` (one row per
 * habit: Position, Name, Type, Question, Description, FrequencyNumerator, FrequencyDenominator,
 * Color, Unit, Target Type, Target Value, Archived?; older exports have fewer columns and call
 * the frequency NumRepetitions / Interval) and one folder per habit, named by its position
 * (`001 Name`), with `Checkmarks.csv` (Date, Value[, Notes]) and `Scores.csv` (Loop's computed
 * score, not read: Streakwise computes strength itself). The zip is opened by read-zip.ts, which
 * inflates only `Habits.csv` and the habits' `Checkmarks.csv`, within its limits.
 *
 * Values: before Loop 2.3.1 numbers (2 done, 1 done by frequency, 0 not done, 3 skipped, -1
 * unknown); since then words (YES_MANUAL, YES_AUTO, NO, SKIP, UNKNOWN). A measurable habit's
 * amounts are Loop's stored numbers, x 1000, in both.
 *
 * A CSV export carries no lasting habit id: a habit's import_ref is its name (`loop-csv:Name`),
 * so importing the same export again finds it.
 */
import {
  LOOP_NO,
  LOOP_SKIP,
  LOOP_UNKNOWN,
  LOOP_YES_AUTO,
  LOOP_YES_MANUAL,
  LOOP_PALETTE,
  LoopFileError,
  byDay,
  type LoopEntry,
  type LoopFile,
  type LoopHabit,
} from './loop-model';
import {
  LOOP_ZIP_LIMITS,
  checkZipLimits,
  listZip,
  readZipEntry,
  type ZipEntry,
  type ZipLimits,
} from './read-zip';

export function isZipFile(bytes: Uint8Array): boolean {
  return (
    bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 3 && bytes[3] === 4
  );
}

/** RFC 4180 CSV: quoted fields may hold commas, quotes ("") and line breaks. */
function parseCsv(source: string): string[][] {
  const text = source.charCodeAt(0) === 0xfeff ? source.slice(1) : source;
  const out: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else field += ch;
      i += 1;
      continue;
    }
    if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      row.push(field);
      out.push(row);
      row = [];
      field = '';
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
    } else field += ch;
    i += 1;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    out.push(row);
  }
  return out.filter((r) => !(r.length === 1 && r[0] === ''));
}

const WORDS: Record<string, number> = {
  YES_MANUAL: LOOP_YES_MANUAL,
  YES_AUTO: LOOP_YES_AUTO,
  NO: LOOP_NO,
  SKIP: LOOP_SKIP,
  UNKNOWN: LOOP_UNKNOWN,
};

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function header(rows: string[][]): Map<string, number> {
  const map = new Map<string, number>();
  (rows[0] ?? []).forEach((name, i) => map.set(name.trim().toLowerCase(), i));
  return map;
}

function column(head: Map<string, number>, ...names: string[]): number | null {
  for (const name of names) {
    const i = head.get(name);
    if (i !== undefined) return i;
  }
  return null;
}

export function readCsvZip(bytes: Uint8Array, limits: ZipLimits = LOOP_ZIP_LIMITS): LoopFile {
  if (!isZipFile(bytes)) throw new LoopFileError({ kind: 'not-loop' });
  const entries = listZip(bytes);
  const habitsEntry = entries.find((e) => /(^|\/)Habits\.csv$/i.test(e.name));
  if (habitsEntry === undefined) {
    throw new LoopFileError({ kind: 'not-loop', missing: 'habits-csv' });
  }
  const base = habitsEntry.name.slice(0, habitsEntry.name.length - 'Habits.csv'.length);
  // Checkmarks.csv of each habit folder, by the folder's number ("001 Name/" or "001/"). Only
  // these and Habits.csv are inflated, and only within the limits.
  const checkmarks = new Map<number, ZipEntry>();
  for (const entry of entries) {
    if (!entry.name.startsWith(base)) continue;
    const match = /^(\d{3,})(?: [^/]*)?\/Checkmarks\.csv$/i.exec(entry.name.slice(base.length));
    if (match) checkmarks.set(Number(match[1]), entry);
  }
  checkZipLimits([habitsEntry, ...checkmarks.values()], limits);
  const decoder = new TextDecoder('utf-8');
  const text = (entry: ZipEntry) => decoder.decode(readZipEntry(bytes, entry));
  const habitRows = parseCsv(text(habitsEntry));
  const head = header(habitRows);
  const col = {
    position: column(head, 'position'),
    name: column(head, 'name'),
    type: column(head, 'type'),
    question: column(head, 'question'),
    description: column(head, 'description'),
    num: column(head, 'frequencynumerator', 'numrepetitions'),
    den: column(head, 'frequencydenominator', 'interval'),
    color: column(head, 'color'),
    unit: column(head, 'unit'),
    targetType: column(head, 'target type'),
    targetValue: column(head, 'target value'),
    archived: column(head, 'archived?', 'archived'),
  };
  if (col.name === null) {
    throw new LoopFileError({ kind: 'not-loop', missing: 'name-column' });
  }

  let usesWords = false;
  let usesNumbers = false;
  const unreadable = { count: 0 };
  const names = new Map<string, number>();
  let repeated = 0;
  const cell = (row: string[], i: number | null) => (i === null ? '' : (row[i] ?? '').trim());
  const habits: LoopHabit[] = habitRows.slice(1).map((row, index) => {
    const name = cell(row, col.name) || `Loop habit ${index + 1}`;
    const seen = names.get(name) ?? 0;
    names.set(name, seen + 1);
    const number = Number(cell(row, col.position)) || index + 1;
    const measurable = cell(row, col.type).toUpperCase() === 'NUMERICAL';
    const entries: LoopEntry[] = [];
    const marksEntry = checkmarks.get(number);
    // Each folder is read once, for the first habit of its number: the limits counted it once.
    checkmarks.delete(number);
    if (marksEntry !== undefined) {
      const marks = parseCsv(text(marksEntry));
      const markHead = header(marks);
      const dateCol = column(markHead, 'date') ?? 0;
      const valueCol = column(markHead, 'value') ?? 1;
      const notesCol = column(markHead, 'notes');
      for (const mark of marks.slice(1)) {
        const date = cell(mark, dateCol);
        const raw = cell(mark, valueCol);
        const m = ISO_DATE.exec(date);
        let value: number | null = null;
        if (raw.toUpperCase() in WORDS) {
          value = WORDS[raw.toUpperCase()];
          usesWords = true;
        } else if (/^-?\d+(\.\d+)?$/.test(raw)) {
          value = Number(raw);
          usesNumbers = usesNumbers || !measurable;
        }
        if (!m || value === null) {
          unreadable.count += 1;
          continue;
        }
        const note = cell(mark, notesCol);
        entries.push({ date, value, notes: note === '' ? null : note });
      }
    }
    const days = byDay(entries);
    repeated += days.repeated;
    const color = cell(row, col.color);
    const den = Number(cell(row, col.den));
    const num = Number(cell(row, col.num));
    return {
      ref: seen === 0 ? `loop-csv:${name}` : `loop-csv:${name}#${seen + 1}`,
      name,
      question: cell(row, col.question) || null,
      description: cell(row, col.description) || null,
      type: measurable ? 'measurable' : 'yes_no',
      unit: cell(row, col.unit),
      target: Number(cell(row, col.targetValue)) || 0,
      targetType: cell(row, col.targetType).toUpperCase() === 'AT_MOST' ? 'at_most' : 'at_least',
      freqNum: Number.isFinite(num) && num > 0 ? num : 1,
      freqDen: Number.isFinite(den) && den > 0 ? den : 1,
      archived: cell(row, col.archived).toLowerCase() === 'true',
      position: index,
      color: /^#[0-9a-f]{6}$/i.test(color) ? color.toUpperCase() : LOOP_PALETTE[0],
      reminder: null,
      entries: days.entries,
    } satisfies LoopHabit;
  });

  const ignored: LoopFile['ignored'] = [];
  if (unreadable.count > 0) ignored.push({ reason: 'unreadable-rows', count: unreadable.count });
  if (repeated > 0) ignored.push({ reason: 'repeated-rows', count: repeated });
  const values = usesWords ? 'words' : usesNumbers ? 'numbers' : null;
  return { kind: 'csv', source: { kind: 'csv', values }, habits, ignored };
}
