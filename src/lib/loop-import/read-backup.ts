/**
 * Loop Habit Tracker's full backup (`Loop Habits Backup <date>.db`): an SQLite database, read
 * with sql.js (SQLite compiled to WebAssembly; the caller loads it and hands in its
 * `Database` class). Database versions 9 to 25 (`pragma user_version`) are read; what changed
 * between them and how each is read:
 *
 * - Column names: SQLite compares names case-insensitively, and the oldest files (made by an
 *   ORM) spell the key `Id`; every column is looked up by its lower-case name.
 * - `Repetitions.value` (version 16): before it, a repetition was a checked day (YES_MANUAL).
 * - `Habits.type`, `target_type`, `target_value`, `unit` (versions 16 and 18): before them every
 *   habit is yes/no.
 * - Colours (versions 14 and 21): before 14 an Android ARGB integer (`-16742021` is #00897B),
 *   from 14 an index of an earlier 13-colour palette, from 21 one of today's (loopColor).
 * - `Habits.question` (version 23): before it the question was kept in `description`.
 * - `Habits.uuid` (version 24): the habit's lasting id; older files have only the row id.
 * - `Repetitions.notes` (version 25).
 * A newer version (26 added habit groups) is refused with a message, as is an older one.
 */
import {
  LOOP_MAX_VERSION,
  LOOP_MIN_VERSION,
  LOOP_YES_MANUAL,
  LoopFileError,
  byDay,
  loopColor,
  loopDate,
  type LoopEntry,
  type LoopFile,
  type LoopHabit,
} from './loop-model';

/** The part of sql.js' `Database` this reader uses. */
interface SqliteDatabase {
  exec(sql: string): { columns: string[]; values: unknown[][] }[];
  close(): void;
}
export type SqliteOpen = (bytes: Uint8Array) => SqliteDatabase;

const SQLITE_MAGIC = 'SQLite format 3\u0000';

export function isSqliteFile(bytes: Uint8Array): boolean {
  if (bytes.length < 16) return false;
  for (let i = 0; i < 16; i += 1) if (bytes[i] !== SQLITE_MAGIC.charCodeAt(i)) return false;
  return true;
}

type Row = Record<string, unknown>;

function rows(db: SqliteDatabase, sql: string): Row[] {
  const [result] = db.exec(sql);
  if (!result) return [];
  const columns = result.columns.map((c) => c.toLowerCase());
  return result.values.map((values) => {
    const row: Row = {};
    columns.forEach((c, i) => (row[c] = values[i]));
    return row;
  });
}

const num = (v: unknown): number | null =>
  typeof v === 'number' && Number.isFinite(v)
    ? v
    : typeof v === 'bigint'
      ? Number(v)
      : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))
        ? Number(v)
        : null;
const text = (v: unknown): string | null => {
  if (v === null || v === undefined) return null;
  const s = String(v).trim();
  return s === '' ? null : s;
};

export function readBackup(bytes: Uint8Array, open: SqliteOpen): LoopFile {
  if (!isSqliteFile(bytes)) throw new LoopFileError({ kind: 'not-loop' });
  let db: SqliteDatabase;
  try {
    db = open(bytes);
  } catch {
    throw new LoopFileError({ kind: 'backup-unopened' });
  }
  try {
    return readOpen(db);
  } catch (error) {
    if (error instanceof LoopFileError) throw error;
    throw new LoopFileError({
      kind: 'backup-damaged',
      detail: error instanceof Error ? error.message : String(error),
    });
  } finally {
    db.close();
  }
}

function readOpen(db: SqliteDatabase): LoopFile {
  const tables = new Set(
    rows(db, "select name from sqlite_master where type = 'table'").map((r) =>
      String(r.name).toLowerCase(),
    ),
  );
  if (!tables.has('habits') || !tables.has('repetitions')) {
    throw new LoopFileError({ kind: 'not-loop', missing: 'tables' });
  }
  const version = num(rows(db, 'pragma user_version')[0]?.user_version) ?? 0;
  if (version > LOOP_MAX_VERSION) {
    throw new LoopFileError({ kind: 'backup-newer', version });
  }
  if (version < LOOP_MIN_VERSION) {
    throw new LoopFileError({ kind: 'backup-older', version });
  }

  const habitColumns = new Set(
    rows(db, 'pragma table_info(Habits)').map((r) => String(r.name).toLowerCase()),
  );
  const repColumns = new Set(
    rows(db, 'pragma table_info(Repetitions)').map((r) => String(r.name).toLowerCase()),
  );
  const hasQuestion = habitColumns.has('question');

  const entriesByHabit = new Map<number, LoopEntry[]>();
  const orphans = { count: 0 };
  const badDates = { count: 0 };
  const repSelect = [
    'habit',
    'timestamp',
    repColumns.has('value') ? 'value' : `${LOOP_YES_MANUAL} as value`,
    repColumns.has('notes') ? 'notes' : 'null as notes',
  ].join(', ');
  const [reps] = db.exec(`select ${repSelect} from Repetitions order by rowid`);
  for (const [habit, timestamp, value, notes] of reps?.values ?? []) {
    const habitId = num(habit);
    const date = loopDate(num(timestamp) ?? Number.NaN);
    const v = num(value);
    if (habitId === null || v === null) {
      orphans.count += 1;
      continue;
    }
    if (date === null) {
      badDates.count += 1;
      continue;
    }
    let list = entriesByHabit.get(habitId);
    if (!list) entriesByHabit.set(habitId, (list = []));
    list.push({ date, value: v, notes: text(notes) });
  }

  let repeated = 0;
  const habits: LoopHabit[] = rows(db, 'select * from Habits order by position, rowid').map(
    (r, index) => {
      const id = num(r.id);
      const uuid = text(r.uuid);
      const days = byDay(id === null ? [] : (entriesByHabit.get(id) ?? []));
      if (id !== null) entriesByHabit.delete(id);
      repeated += days.repeated;
      const reminderHour = num(r.reminder_hour);
      const name = text(r.name) ?? `Loop habit ${index + 1}`;
      return {
        ref: uuid ? `loop:${uuid}` : `loop-id:${id ?? index + 1}`,
        name,
        question: hasQuestion ? text(r.question) : text(r.description),
        description: hasQuestion ? text(r.description) : null,
        type: num(r.type) === 1 ? 'measurable' : 'yes_no',
        unit: text(r.unit) ?? '',
        target: num(r.target_value) ?? 0,
        targetType: num(r.target_type) === 1 ? 'at_most' : 'at_least',
        freqNum: num(r.freq_num) ?? 1,
        freqDen: num(r.freq_den) ?? 1,
        archived: (num(r.archived) ?? 0) !== 0,
        position: index,
        color: loopColor(num(r.color), version),
        reminder:
          reminderHour === null
            ? null
            : {
                hour: reminderHour,
                minute: num(r.reminder_min) ?? 0,
                days: num(r.reminder_days) ?? 127,
              },
        entries: days.entries,
      } satisfies LoopHabit;
    },
  );
  for (const list of entriesByHabit.values()) orphans.count += list.length;

  const ignored: LoopFile['ignored'] = [];
  if (orphans.count > 0) ignored.push({ reason: 'no-habit', count: orphans.count });
  if (badDates.count > 0) ignored.push({ reason: 'no-date', count: badDates.count });
  if (repeated > 0) ignored.push({ reason: 'repeated-entries', count: repeated });
  return { kind: 'backup', source: { kind: 'backup', version }, habits, ignored };
}
