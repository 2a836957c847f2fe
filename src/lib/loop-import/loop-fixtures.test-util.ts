/**
 * Test support: Loop Habit Tracker files made here, by the tests, with the same libraries the
 * import reads them with (sql.js for a backup of any database version 9..25, fflate for the CSV
 * export zip in both value formats). Written from the format described in read-backup.ts and
 * read-csv.ts; no file of Loop's own is used. Also a generator of large histories (bench, e2e).
 */
import { zipSync, strToU8 } from 'fflate';
import type { SqlJsStatic } from 'sql.js';

interface FixtureEntry {
  date: string;
  /** Loop's stored value (measurable: amount x 1000). */
  value: number;
  notes?: string;
}

export interface FixtureHabit {
  id: number;
  uuid?: string;
  name: string;
  question?: string;
  description?: string;
  /** 0 yes/no, 1 measurable */
  type?: 0 | 1;
  /** 0 at least, 1 at most */
  targetType?: 0 | 1;
  targetValue?: number;
  unit?: string;
  freqNum?: number;
  freqDen?: number;
  archived?: boolean;
  position?: number;
  /**
   * The colour column as stored: a palette index of the file's version, or (before database
   * version 14) an Android ARGB integer such as -16742021 (#00897B).
   */
  color?: number;
  reminder?: { hour: number; minute: number; days: number };
  entries: FixtureEntry[];
}

const dayMs = (date: string) => Date.parse(`${date}T00:00:00Z`);
const q = (v: string | number | null) =>
  v === null ? 'null' : typeof v === 'number' ? String(v) : `'${v.replaceAll("'", "''")}'`;

/** An SQLite backup as Loop writes it at database `version` (9..25, or any number to test refusal). */
export function buildLoopBackup(
  SQL: SqlJsStatic,
  habits: FixtureHabit[],
  version = 25,
): Uint8Array {
  const db = new SQL.Database();
  // The oldest files spell the key "Id" (SQLite compares names without case).
  const key = version < 16 ? 'Id' : 'id';
  const habitCols: [string, string][] = [
    [key, 'integer primary key autoincrement'],
    ['archived', 'integer'],
    ['color', 'integer'],
    ['description', 'text'],
    ['freq_den', 'integer'],
    ['freq_num', 'integer'],
    ['highlight', 'integer'],
    ['name', 'text'],
    ['position', 'integer'],
    ['reminder_hour', 'integer'],
    ['reminder_min', 'integer'],
  ];
  if (version >= 11) habitCols.push(['reminder_days', 'integer not null default 127']);
  if (version >= 16) habitCols.push(['type', 'integer not null default 0']);
  if (version >= 18) {
    habitCols.push(['target_type', 'integer not null default 0']);
    habitCols.push(['target_value', 'real not null default 0']);
    habitCols.push(['unit', "text not null default ''"]);
  }
  if (version >= 23) habitCols.push(['question', 'text']);
  if (version >= 24) habitCols.push(['uuid', 'text']);
  const repCols: [string, string][] = [
    [key, 'integer primary key autoincrement'],
    ['habit', 'integer references habits(id)'],
    ['timestamp', 'integer'],
  ];
  if (version >= 16) repCols.push(['value', 'integer not null default 2']);
  if (version >= 25) repCols.push(['notes', 'text']);
  db.run(`create table Habits (${habitCols.map(([n, t]) => `${n} ${t}`).join(', ')})`);
  db.run(`create table Repetitions (${repCols.map(([n, t]) => `${n} ${t}`).join(', ')})`);
  db.run(
    'create table Events (id integer primary key autoincrement, timestamp integer, message text)',
  );
  db.run(`pragma user_version = ${version}`);

  for (const [i, h] of habits.entries()) {
    const values: Record<string, string | number | null> = {
      [key]: h.id,
      archived: h.archived ? 1 : 0,
      color: h.color ?? 0,
      description: version >= 23 ? (h.description ?? '') : (h.question ?? ''),
      freq_den: h.freqDen ?? 1,
      freq_num: h.freqNum ?? 1,
      highlight: 0,
      name: h.name,
      position: h.position ?? i,
      reminder_hour: h.reminder?.hour ?? null,
      reminder_min: h.reminder?.minute ?? null,
    };
    if (version >= 11) values.reminder_days = h.reminder?.days ?? 127;
    if (version >= 16) values.type = h.type ?? 0;
    if (version >= 18) {
      values.target_type = h.targetType ?? 0;
      values.target_value = h.targetValue ?? 0;
      values.unit = h.unit ?? '';
    }
    if (version >= 23) values.question = h.question ?? '';
    if (version >= 24) values.uuid = h.uuid ?? null;
    const cols = Object.keys(values);
    db.run(
      `insert into Habits (${cols.join(', ')}) values (${cols.map((c) => q(values[c])).join(', ')})`,
    );
  }
  db.run('begin');
  const insert = db.prepare(
    version >= 25
      ? 'insert into Repetitions (habit, timestamp, value, notes) values (?, ?, ?, ?)'
      : version >= 16
        ? 'insert into Repetitions (habit, timestamp, value) values (?, ?, ?)'
        : 'insert into Repetitions (habit, timestamp) values (?, ?)',
  );
  for (const h of habits) {
    for (const e of h.entries) {
      const args: (string | number | null)[] = [h.id, dayMs(e.date)];
      if (version >= 16) args.push(e.value);
      if (version >= 25) args.push(e.notes ?? null);
      insert.run(args);
    }
  }
  insert.free();
  db.run('commit');
  const bytes = db.export();
  db.close();
  return bytes;
}

const PALETTE_HEX = [
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
];
/** The colour Loop's CSV export writes: palette index, or an ARGB integer as #RRGGBB. */
const csvColor = (color = 0) =>
  color >= 0 && color < PALETTE_HEX.length
    ? PALETTE_HEX[color]
    : `#${((color >>> 0) & 0xffffff).toString(16).toUpperCase().padStart(6, '0')}`;

const WORD: Record<number, string> = {
  2: 'YES_MANUAL',
  1: 'YES_AUTO',
  0: 'NO',
  3: 'SKIP',
  [-1]: 'UNKNOWN',
};

const csvField = (v: string) => (/[",\n\r]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);
const csvRow = (cells: string[]) => cells.map(csvField).join(',') + '\n';

/**
 * Loop's CSV export zip. `words`: the format since Loop 2.3.1 (YES_MANUAL ...; Habits.csv with
 * Type, Unit, Target and Archived? columns); otherwise the older one (numbers, fewer columns).
 */
export function buildLoopCsvZip(habits: FixtureHabit[], { words = true } = {}): Uint8Array {
  const files: Record<string, Uint8Array> = {};
  const head = words
    ? [
        'Position',
        'Name',
        'Type',
        'Question',
        'Description',
        'FrequencyNumerator',
        'FrequencyDenominator',
        'Color',
        'Unit',
        'Target Type',
        'Target Value',
        'Archived?',
      ]
    : ['Position', 'Name', 'Question', 'Description', 'NumRepetitions', 'Interval', 'Color'];
  let habitsCsv = csvRow(head);
  habits.forEach((h, i) => {
    const pos = String(i + 1).padStart(3, '0');
    const measurable = h.type === 1;
    const cells = words
      ? [
          pos,
          h.name,
          measurable ? 'NUMERICAL' : 'YES_NO',
          h.question ?? '',
          h.description ?? '',
          String(h.freqNum ?? 1),
          String(h.freqDen ?? 1),
          csvColor(h.color),
          measurable ? (h.unit ?? '') : '',
          measurable ? (h.targetType === 1 ? 'AT_MOST' : 'AT_LEAST') : '',
          measurable ? String(h.targetValue ?? 0) : '',
          String(h.archived ?? false),
        ]
      : [
          pos,
          h.name,
          h.question ?? '',
          h.description ?? '',
          String(h.freqNum ?? 1),
          String(h.freqDen ?? 1),
          csvColor(h.color),
        ];
    habitsCsv += csvRow(cells);
    // Loop keeps only a-z, digits, space, dot, underscore and dash of the name for the folder.
    const folder = `${pos} ${h.name.replace(/[^ a-zA-Z0-9._-]+/g, '')}`.trim();
    let marks = csvRow(words ? ['Date', 'Value', 'Notes'] : ['Date', 'Value']);
    for (const e of [...h.entries].sort((a, b) => (a.date < b.date ? 1 : -1))) {
      const value =
        words && !(measurable && e.value >= 0 && e.value !== 3) ? WORD[e.value] : String(e.value);
      marks += csvRow(words ? [e.date, value, e.notes ?? ''] : [e.date, value]);
    }
    files[`${folder}/Checkmarks.csv`] = strToU8(marks);
    files[`${folder}/Scores.csv`] = strToU8('Date,Score\n');
  });
  files['Habits.csv'] = strToU8(habitsCsv);
  files['Checkmarks.csv'] = strToU8('Date,\n');
  files['Scores.csv'] = strToU8('Date,\n');
  return zipSync(files);
}

/** The database version of the 2016 backup below (before 14 colours are ARGB integers). */
export const LOOP_2016_VERSION = 12;

/**
 * A Loop backup as a 2016 phone kept it (database version 12, to build with LOOP_2016_VERSION):
 * colours as Android ARGB integers; "Wake up early" 3 times in 7 days, checked on 14, 16 and 18
 * March 2016 and three times a week to 8 April; "Long walk" once in 5 days; "Meditate" every
 * day. Every repetition of this version is a checked day (value YES_MANUAL). A fresh copy each
 * call, to add a day to.
 */
export function loop2016Habits(): FixtureHabit[] {
  const days = (list: string) =>
    list.split(' ').map((date) => ({ date: `2016-${date}`, value: 2 }));
  return [
    {
      id: 1,
      name: 'Wake up early',
      question: 'Did you wake up early today?',
      freqNum: 3,
      freqDen: 7,
      // 0xFF00897B: #00897B (teal).
      color: -16742021,
      reminder: { hour: 6, minute: 45, days: 127 },
      entries: days('03-14 03-16 03-18 03-21 03-23 03-25 03-28 03-30 04-01 04-04 04-06 04-08'),
    },
    {
      id: 2,
      name: 'Long walk',
      freqNum: 1,
      freqDen: 5,
      // 0xFF5E35B1: #5E35B1 (deep purple).
      color: -10603087,
      entries: days('03-10 03-15 03-19 03-24 03-29 04-02'),
    },
    {
      id: 3,
      name: 'Meditate',
      // 0xFF303030, a grey of Loop's palette then.
      color: -13619152,
      entries: days('03-14 03-15 03-16 03-18 03-19'),
    },
  ];
}

/** A deterministic pseudo-random sequence (mulberry32). */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `count` habits with `days` days of history ending on `lastDay`: mostly yes/no (daily, 3/7,
 * every 2 days), every fifth measurable (at least / at most); most days answered, some NO,
 * some skipped, a few with notes. About days * count * 0.9 entries.
 */
export function generateLoopHabits({
  count = 30,
  days = 3650,
  lastDay,
  seed = 1,
}: {
  count?: number;
  days?: number;
  lastDay: string;
  seed?: number;
}): FixtureHabit[] {
  const rand = random(seed);
  const end = dayMs(lastDay);
  const habits: FixtureHabit[] = [];
  for (let i = 0; i < count; i += 1) {
    const measurable = i % 5 === 4;
    const freq = [
      [1, 1],
      [3, 7],
      [1, 2],
    ][i % 3];
    const entries: FixtureEntry[] = [];
    for (let d = days - 1; d >= 0; d -= 1) {
      const r = rand();
      if (r < 0.1) continue;
      const date = new Date(end - d * 86_400_000).toISOString().slice(0, 10);
      let value: number;
      if (r < 0.13) value = 3;
      else if (measurable) value = Math.round(rand() * 12) * 1000;
      else value = r < 0.75 ? 2 : 0;
      const entry: FixtureEntry = { date, value };
      if (rand() < 0.01) entry.notes = `Note ${i}-${d}`;
      entries.push(entry);
    }
    habits.push({
      id: i + 1,
      uuid: `${seed.toString(16)}-generated-${i + 1}`,
      name: `Habit ${i + 1}`,
      question: `Did you do habit ${i + 1}?`,
      type: measurable ? 1 : 0,
      targetType: measurable && i % 10 === 9 ? 1 : 0,
      targetValue: measurable ? 8 : 0,
      unit: measurable ? 'glasses' : '',
      freqNum: measurable ? 1 : freq[0],
      freqDen: measurable ? 1 : freq[1],
      color: i % 20,
      position: i,
      entries,
    });
  }
  return habits;
}
