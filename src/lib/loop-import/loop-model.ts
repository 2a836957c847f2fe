/**
 * Loop Habit Tracker's data, as this import reads it (docs/loop-import.md): one model for both of
 * Loop's files, its full backup (`Loop Habits Backup <date>.db`, SQLite, read by
 * `read-backup.ts`) and its CSV export (a zip with `Habits.csv` and one folder per habit, read by
 * `read-csv.ts`). `to-import.ts` turns the model into the payload of `import_loop_habits` and the
 * preview. Pure: no network, no DOM; the SQLite engine (sql.js) is handed in by the caller.
 * No words either: it runs in a Web Worker, which has no language; what the user reads (a
 * refusal, the preview's lines) is handed up as keys with their details, worded on the page by
 * `loop-words.ts` (docs/languages.md "Web Workers").
 */

/** Entry values as Loop stores them (its `Entry` model). */
export const LOOP_YES_MANUAL = 2;
/** A day Loop marks done by itself (covered by a frequency); derived, so not imported. */
export const LOOP_YES_AUTO = 1;
export const LOOP_NO = 0;
export const LOOP_SKIP = 3;
export const LOOP_UNKNOWN = -1;

/** Database versions of Loop's backups this import reads (`pragma user_version`). */
export const LOOP_MIN_VERSION = 9;
export const LOOP_MAX_VERSION = 25;

/**
 * Loop's colour palette (light theme) by index, as Loop shows it since database version 21;
 * the colours are Material Design's.
 */
export const LOOP_PALETTE = [
  '#D32F2F',
  '#E64A19',
  '#F57C00',
  '#FF8F00',
  '#F9A825',
  '#AFB42B',
  '#7CB342',
  '#388E3C',
  '#00897B',
  '#00ACC1',
  '#039BE5',
  '#1976D2',
  '#303F9F',
  '#5E35B1',
  '#8E24AA',
  '#D81B60',
  '#5D4037',
  '#424242',
  '#757575',
  '#9E9E9E',
] as const;

/**
 * Backups of database versions 14 to 20 hold an index of an earlier palette of 13 colours;
 * version 21 moved each old index to its place in the new palette (old index -> new index).
 */
const LOOP_OLD_PALETTE_TO_NEW = [0, 1, 4, 5, 7, 8, 9, 10, 13, 14, 15, 17, 19] as const;

/** Since this database version the colour column holds an index of the 13-colour palette. */
const LOOP_INDEX_COLOR_VERSION = 14;
/** Since this database version the colour column holds an index of LOOP_PALETTE. */
const LOOP_PALETTE_VERSION = 21;

type LoopHabitType = 'yes_no' | 'measurable';
type LoopTargetType = 'at_least' | 'at_most';

export interface LoopReminder {
  hour: number;
  minute: number;
  /** Loop's day set: bit 0 Saturday, bit 1 Sunday, bit 2 Monday ... bit 6 Friday (127: every day). */
  days: number;
}

export interface LoopEntry {
  /** The day, yyyy-mm-dd (Loop's timestamp is that day's midnight UTC). */
  date: string;
  /**
   * Loop's stored value: for yes/no habits one of the LOOP_* codes; for measurable habits the
   * amount x 1000 (8 glasses are 8000), or LOOP_SKIP / LOOP_UNKNOWN.
   */
  value: number;
  notes: string | null;
}

export interface LoopHabit {
  /** What the import records in habit_metadata.import_ref (Loop's uuid, else its id or name). */
  ref: string;
  name: string;
  question: string | null;
  description: string | null;
  type: LoopHabitType;
  unit: string;
  /** In the habit's unit (not x 1000). */
  target: number;
  targetType: LoopTargetType;
  freqNum: number;
  freqDen: number;
  archived: boolean;
  position: number;
  /** #rrggbb */
  color: string;
  reminder: LoopReminder | null;
  /** One per day, oldest first. */
  entries: LoopEntry[];
}

/** Which file it is: "database version 24", "CSV export (values as words, ...)" (words: loop-words.ts). */
export type LoopSource =
  | { kind: 'backup'; version: number }
  /** How Checkmarks.csv writes its values: as words (Loop 2.3.1 on), numbers (before), or neither. */
  | { kind: 'csv'; values: 'words' | 'numbers' | null };

/** Why rows of a file were left out while reading. */
export type LoopIgnoredReason =
  /** Backup: entries of no habit in the backup. */
  | 'no-habit'
  /** Backup: entries without a valid date. */
  | 'no-date'
  /** Backup: repeated entries of the same habit and day. */
  | 'repeated-entries'
  /** CSV: rows of Checkmarks.csv without a date or value. */
  | 'unreadable-rows'
  /** CSV: repeated rows of the same habit and day. */
  | 'repeated-rows';

export interface LoopFile {
  kind: 'backup' | 'csv';
  source: LoopSource;
  habits: LoopHabit[];
  /** Rows of the file left out while reading, with why (shown in the preview). */
  ignored: { reason: LoopIgnoredReason; count: number }[];
}

/** What is wrong inside a zip (words: loop-words.ts); `entry` is its name, at most 80 characters. */
export type ZipDamage =
  | { kind: 'no-end' | 'zip64' | 'directory-cut' }
  | {
      kind: 'misplaced' | 'cut-short' | 'encrypted' | 'wrong-size' | 'holds-more' | 'holds-less';
      entry: string;
    }
  | { kind: 'method'; entry: string; method: number }
  /** The inflater's own message, or null. */
  | { kind: 'inflate'; entry: string; detail: string | null };

/** Why a file cannot be imported, with what the user is told it by (words: loop-words.ts). */
export type LoopProblem =
  /** Neither a backup nor a CSV export; `missing` says what a file of the right kind lacks. */
  | { kind: 'not-loop'; missing?: 'tables' | 'habits-csv' | 'name-column' }
  | { kind: 'backup-unopened' }
  /** The database engine's own message. */
  | { kind: 'backup-damaged'; detail: string }
  | { kind: 'backup-newer' | 'backup-older'; version: number }
  | { kind: 'zip-damaged'; damage: ZipDamage }
  /** Sizes in bytes: one entry's, or all read entries' together, and the limit it is over. */
  | { kind: 'zip-entry-too-large'; entry: string; size: number; limit: number }
  | { kind: 'zip-too-large'; size: number; limit: number };

/** A file this import cannot read; `problem` is what the user is told (loop-words.ts). */
export class LoopFileError extends Error {
  readonly problem: LoopProblem;

  constructor(problem: LoopProblem) {
    // The message is for logs; the page words the problem in the user's language.
    super(`Not a readable Loop file: ${JSON.stringify(problem)}`);
    this.name = 'LoopFileError';
    this.problem = problem;
  }
}

/**
 * yyyy-mm-dd of a Loop timestamp (milliseconds at midnight UTC), or null if it is not one (not a
 * number, or outside the years 1 to 9999). A date before 1900-01-01 is still a date: to-import.ts
 * leaves it out and names it in the preview.
 */
export function loopDate(timestamp: number): string | null {
  if (!Number.isFinite(timestamp)) return null;
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return null;
  const year = date.getUTCFullYear();
  if (year < 1 || year > 9999) return null;
  return date.toISOString().slice(0, 10);
}

/**
 * #RRGGBB of an Android colour (ARGB packed in a signed 32-bit integer: -16742021 is 0xFF00897B,
 * #00897B); the alpha byte is dropped.
 */
export function argbToHex(argb: number): string {
  return `#${((argb >>> 0) & 0xffffff).toString(16).toUpperCase().padStart(6, '0')}`;
}

/**
 * Loop's colour of a habit in a backup at database `version`, from its colour column:
 * - before version 14, an Android ARGB integer (Loop's own migration 14 turned these into
 *   indexes of its 13-colour palette);
 * - versions 14 to 20, an index of that 13-colour palette (a value that is not one, such as a
 *   negative ARGB integer, is still read as ARGB);
 * - since version 21, an index of LOOP_PALETTE (out of range: its first colour, as Loop does).
 */
export function loopColor(value: number | null, version: number): string {
  if (value === null || !Number.isInteger(value)) return LOOP_PALETTE[0];
  if (version < LOOP_PALETTE_VERSION) {
    const isIndex =
      version >= LOOP_INDEX_COLOR_VERSION && value >= 0 && value < LOOP_OLD_PALETTE_TO_NEW.length;
    return isIndex ? LOOP_PALETTE[LOOP_OLD_PALETTE_TO_NEW[value]] : argbToHex(value);
  }
  return LOOP_PALETTE[value >= 0 && value < LOOP_PALETTE.length ? value : 0];
}

/**
 * The entries of one habit by day, oldest first. Loop keeps one entry per habit and day since
 * database version 22; an older file may repeat a day, and then the last row read wins (as Loop
 * kept the last one when it removed the repeats).
 */
export function byDay(entries: LoopEntry[]): { entries: LoopEntry[]; repeated: number } {
  const days = new Map<string, LoopEntry>();
  for (const entry of entries) days.set(entry.date, entry);
  const sorted = [...days.values()].sort((a, b) =>
    a.date < b.date ? -1 : a.date > b.date ? 1 : 0,
  );
  return { entries: sorted, repeated: entries.length - sorted.length };
}
