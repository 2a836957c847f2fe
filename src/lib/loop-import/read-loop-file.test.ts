import initSqlJs, { type SqlJsStatic } from 'sql.js';
import { strToU8, zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildLoopBackup, buildLoopCsvZip, type FixtureHabit } from './loop-fixtures.test-util';
import { LoopFileError, type LoopFile } from './loop-model';
import {
  loopFrequencyText,
  loopKindText,
  loopNoteText,
  loopProblemText,
  loopReminderText,
  loopSourceText,
} from './loop-words';
import { readLoopFile } from './read-loop-file';
import { NUMBER_POINTS, toLoopImport } from './to-import';

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await initSqlJs();
});
const open = (bytes: Uint8Array) => new SQL.Database(bytes);

const TODAY = '2025-03-20';

/** What the user is told when a file is refused (the page words the reader's problem). */
function refusal(read: () => unknown): string {
  try {
    read();
  } catch (error) {
    expect(error).toBeInstanceOf(LoopFileError);
    return loopProblemText((error as LoopFileError).problem);
  }
  throw new Error('the file was read');
}

/** Yes/no 3 times a week with a skip and notes; a Cyrillic name; measurable at least and at most. */
const HABITS: FixtureHabit[] = [
  {
    id: 7,
    uuid: 'aaaa0001',
    name: 'Спортзал',
    question: 'Ходил в зал?',
    description: 'Three times a week',
    freqNum: 3,
    freqDen: 7,
    color: 11,
    // Loop's day bits start on Saturday: Monday, Wednesday and Friday are bits 2, 4 and 6.
    reminder: { hour: 7, minute: 30, days: 0b1010100 },
    entries: [
      { date: '2025-03-03', value: 2, notes: 'Legs, "heavy", 5x5' },
      { date: '2025-03-04', value: 1 },
      { date: '2025-03-05', value: 3, notes: 'Flu' },
      { date: '2025-03-06', value: 0 },
      { date: '2025-03-07', value: -1, notes: 'Forgot which day' },
      { date: '2025-03-08', value: -1 },
      { date: '2025-03-09', value: 2 },
    ],
  },
  {
    id: 8,
    uuid: 'aaaa0002',
    name: 'Water 水',
    question: 'Glasses of water',
    type: 1,
    targetType: 0,
    targetValue: 8,
    unit: 'glasses',
    color: 3,
    archived: true,
    entries: [
      { date: '2025-03-01', value: 6000 },
      { date: '2025-03-02', value: 8500, notes: 'Hot day' },
      { date: '2025-03-03', value: 3 },
    ],
  },
  {
    id: 9,
    uuid: 'aaaa0003',
    name: 'Cigarettes',
    type: 1,
    targetType: 1,
    targetValue: 2,
    unit: 'cigarettes',
    freqNum: 1,
    freqDen: 1,
    entries: [
      { date: '2025-03-01', value: 0 },
      { date: '2025-03-02', value: 3000 },
      { date: '2099-01-01', value: 1000 },
    ],
  },
];

/** What a person would check of the model: habits and their days. */
function view(file: LoopFile) {
  return file.habits.map((h) => ({
    name: h.name,
    question: h.question,
    type: h.type,
    unit: h.unit,
    target: h.target,
    targetType: h.targetType,
    freq: [h.freqNum, h.freqDen],
    archived: h.archived,
    entries: h.entries.map((e) => [e.date, e.value, e.notes]),
  }));
}

const EXPECTED_ENTRIES = [
  [
    ['2025-03-03', 2, 'Legs, "heavy", 5x5'],
    ['2025-03-04', 1, null],
    ['2025-03-05', 3, 'Flu'],
    ['2025-03-06', 0, null],
    ['2025-03-07', -1, 'Forgot which day'],
    ['2025-03-08', -1, null],
    ['2025-03-09', 2, null],
  ],
  [
    ['2025-03-01', 6000, null],
    ['2025-03-02', 8500, 'Hot day'],
    ['2025-03-03', 3, null],
  ],
  [
    ['2025-03-01', 0, null],
    ['2025-03-02', 3000, null],
    ['2099-01-01', 1000, null],
  ],
];

describe('Loop backup (.db)', () => {
  it('reads a version 25 backup: names, questions, measurable targets, frequency, notes, colours, reminders', () => {
    const file = readLoopFile(buildLoopBackup(SQL, HABITS, 25), open);
    expect(file.kind).toBe('backup');
    expect(file.source).toEqual({ kind: 'backup', version: 25 });
    expect(loopSourceText(file.source)).toBe('database version 25');
    expect(view(file)).toEqual([
      {
        name: 'Спортзал',
        question: 'Ходил в зал?',
        type: 'yes_no',
        unit: '',
        target: 0,
        targetType: 'at_least',
        freq: [3, 7],
        archived: false,
        entries: EXPECTED_ENTRIES[0],
      },
      {
        name: 'Water 水',
        question: 'Glasses of water',
        type: 'measurable',
        unit: 'glasses',
        target: 8,
        targetType: 'at_least',
        freq: [1, 1],
        archived: true,
        entries: EXPECTED_ENTRIES[1],
      },
      {
        name: 'Cigarettes',
        question: null,
        type: 'measurable',
        unit: 'cigarettes',
        target: 2,
        targetType: 'at_most',
        freq: [1, 1],
        archived: false,
        entries: EXPECTED_ENTRIES[2],
      },
    ]);
    expect(file.habits.map((h) => [h.ref, h.color, h.description])).toEqual([
      ['loop:aaaa0001', '#1976D2', 'Three times a week'],
      ['loop:aaaa0002', '#FF8F00', null],
      ['loop:aaaa0003', '#D32F2F', null],
    ]);
    expect(file.habits[0].reminder).toEqual({ hour: 7, minute: 30, days: 0b1010100 });
  });

  it('reads every database version from 9 to 25 (old column names, no type/target/question/uuid/notes)', () => {
    for (let version = 9; version <= 25; version += 1) {
      // Before version 14 the colour is Loop's ARGB integer of the same old palette entry.
      const habits =
        version < 14 ? HABITS.map((h, i) => (i ? h : { ...h, color: -13619152 })) : HABITS;
      const file = readLoopFile(buildLoopBackup(SQL, habits, version), open);
      const habit = file.habits[0];
      expect(loopSourceText(file.source), `version ${version}`).toBe(`database version ${version}`);
      expect(habit.name).toBe('Спортзал');
      // The question lived in the description before version 23.
      expect(habit.question).toBe('Ходил в зал?');
      expect(habit.description).toBe(version >= 23 ? 'Three times a week' : null);
      expect([habit.freqNum, habit.freqDen]).toEqual([3, 7]);
      expect(habit.ref).toBe(version >= 24 ? 'loop:aaaa0001' : 'loop-id:7');
      // Before version 16 a repetition is a checked day and there are no measurable habits.
      const values = habit.entries.map((e) => e.value);
      expect(values).toEqual(version >= 16 ? [2, 1, 3, 0, -1, -1, 2] : [2, 2, 2, 2, 2, 2, 2]);
      expect(file.habits[1].type).toBe(version >= 16 ? 'measurable' : 'yes_no');
      expect(file.habits[1].target).toBe(version >= 18 ? 8 : 0);
      expect(habit.entries[0].notes).toBe(version >= 25 ? 'Legs, "heavy", 5x5' : null);
      // Colour index 11 is blue since version 21; before it, index 11 of the old palette.
      expect(habit.color).toBe(version >= 21 ? '#1976D2' : version >= 14 ? '#424242' : '#303030');
    }
  });

  it('refuses a newer version, an older one, a database that is not Loop and a damaged file', () => {
    expect(refusal(() => readLoopFile(buildLoopBackup(SQL, HABITS, 26), open))).toBe(
      'This backup comes from a newer Loop Habit Tracker (database version 26); this import reads versions 9 to 25. Export a CSV file from Loop instead.',
    );
    expect(refusal(() => readLoopFile(buildLoopBackup(SQL, HABITS, 8), open))).toBe(
      'This backup comes from a very old Loop Habit Tracker (database version 8); this import reads versions 9 to 25. Open it in a current Loop and make a new backup.',
    );
    const other = new SQL.Database();
    other.run('create table notes (id integer, body text)');
    const bytes = other.export();
    other.close();
    expect(refusal(() => readLoopFile(bytes, open))).toBe(
      'This file is not a Loop Habit Tracker backup (.db) or CSV export (.zip): it has no Habits and Repetitions tables',
    );
    const damaged = buildLoopBackup(SQL, HABITS, 25).slice(0, 2000);
    expect(() => readLoopFile(damaged, open)).toThrow(LoopFileError);
    expect(refusal(() => readLoopFile(damaged, open))).toMatch(/^This backup is damaged: /);
    expect(refusal(() => readLoopFile(strToU8('{"habit_metadata": []}'), open))).toBe(
      'This file is not a Loop Habit Tracker backup (.db) or CSV export (.zip)',
    );
  });
});

describe('Loop CSV export (.zip)', () => {
  it('reads the format since 2.3.1 (words, Type/Unit/Target/Archived columns) into the same model', () => {
    const file = readLoopFile(buildLoopCsvZip(HABITS, { words: true }), open);
    expect(file.kind).toBe('csv');
    expect(loopSourceText(file.source)).toBe('CSV export (values as words, Loop 2.3.1 or later)');
    const backup = view(readLoopFile(buildLoopBackup(SQL, HABITS, 25), open));
    // The CSV has no notes column before 2.3.1 and no lasting id; otherwise the same.
    expect(view(file)).toEqual(backup);
    expect(file.habits.map((h) => [h.ref, h.color])).toEqual([
      ['loop-csv:Спортзал', '#1976D2'],
      ['loop-csv:Water 水', '#FF8F00'],
      ['loop-csv:Cigarettes', '#D32F2F'],
    ]);
  });

  it('reads the format before 2.3.1 (numbers 2 1 0 3 -1, NumRepetitions/Interval)', () => {
    const old = HABITS.filter((h) => h.type !== 1);
    const file = readLoopFile(buildLoopCsvZip(old, { words: false }), open);
    expect(loopSourceText(file.source)).toBe('CSV export (values as numbers, before Loop 2.3.1)');
    expect(view(file)).toEqual([
      {
        name: 'Спортзал',
        question: 'Ходил в зал?',
        type: 'yes_no',
        unit: '',
        target: 0,
        targetType: 'at_least',
        freq: [3, 7],
        archived: false,
        entries: EXPECTED_ENTRIES[0].map(([d, v]) => [d, v, null]),
      },
    ]);
  });

  it('refuses a zip without Habits.csv and a damaged zip', () => {
    expect(refusal(() => readLoopFile(zipSync({ 'notes.txt': strToU8('hello') }), open))).toBe(
      'This file is not a Loop Habit Tracker backup (.db) or CSV export (.zip): the zip has no Habits.csv',
    );
    const zip = buildLoopCsvZip(HABITS);
    const broken = zip.slice(0, zip.length - 30);
    expect(refusal(() => readLoopFile(broken, open))).toMatch(
      /^This zip file is damaged and cannot be opened \(.+\)$/,
    );
  });
});

describe('toLoopImport: the mapping and the preview', () => {
  it('maps habits, questions, answers, skips and notes as the issue says', () => {
    const { payload, preview } = toLoopImport(
      readLoopFile(buildLoopBackup(SQL, HABITS, 25), open),
      TODAY,
    );
    expect(payload.habits).toEqual([
      {
        import_ref: 'loop:aaaa0001',
        name: 'Спортзал',
        description: 'Three times a week',
        color: '#1976d2',
        archived: false,
        position: 0,
        freq_num: 3,
        freq_den: 7,
        question: 'Ходил в зал?',
        kind: 'choice',
        unit: null,
        target: null,
        target_type: null,
        points: null,
        reminders: [{ time_of_day: '07:30', weekdays: 0b0010101 }],
      },
      {
        import_ref: 'loop:aaaa0002',
        name: 'Water 水',
        description: null,
        color: '#ff8f00',
        archived: true,
        position: 1,
        freq_num: 1,
        freq_den: 1,
        question: 'Glasses of water',
        kind: 'number',
        unit: 'glasses',
        target: 8,
        target_type: 'at_least',
        points: NUMBER_POINTS,
        reminders: [],
      },
      {
        import_ref: 'loop:aaaa0003',
        name: 'Cigarettes',
        description: null,
        color: '#d32f2f',
        archived: false,
        position: 2,
        freq_num: 1,
        freq_den: 1,
        // No question in Loop: its name.
        question: 'Cigarettes',
        kind: 'number',
        unit: 'cigarettes',
        target: 2,
        target_type: 'at_most',
        points: NUMBER_POINTS,
        reminders: [],
      },
    ]);
    expect(payload.entries).toEqual([
      { habit: 0, date: '2025-03-03', answer: 'yes', note: 'Legs, "heavy", 5x5' },
      // 03-04 YES_AUTO: not imported.
      { habit: 0, date: '2025-03-05', answer: 'skip', note: 'Flu' },
      { habit: 0, date: '2025-03-06', answer: 'no' },
      // UNKNOWN with a note keeps the note; without one, nothing.
      { habit: 0, date: '2025-03-07', answer: 'note', note: 'Forgot which day' },
      { habit: 0, date: '2025-03-09', answer: 'yes' },
      { habit: 1, date: '2025-03-01', answer: 'number', value: 6 },
      { habit: 1, date: '2025-03-02', answer: 'number', value: 8.5, note: 'Hot day' },
      { habit: 1, date: '2025-03-03', answer: 'skip' },
      { habit: 2, date: '2025-03-01', answer: 'number', value: 0 },
      { habit: 2, date: '2025-03-02', answer: 'number', value: 3 },
    ]);
    expect(loopSourceText(preview.source)).toBe('database version 25');
    expect(preview).toMatchObject({
      days: 10,
      answers: 7,
      skips: 2,
      notes: 4,
      reminders: 1,
      first: '2025-03-01',
      last: '2025-03-09',
    });
    expect(
      preview.habits.map((h) => [
        h.name,
        loopKindText(h.kind),
        loopFrequencyText(h.frequency),
        h.days,
        h.first,
        h.last,
      ]),
    ).toEqual([
      ['Спортзал', 'yes/no', '3 times in 7 days', 5, '2025-03-03', '2025-03-09'],
      ['Water 水', 'measurable', 'every day', 3, '2025-03-01', '2025-03-03'],
      ['Cigarettes', 'measurable', 'every day', 2, '2025-03-01', '2025-03-02'],
    ]);
    expect(preview.habits.map((h) => h.reminder && loopReminderText(h.reminder))).toEqual([
      '07:30 Mon, Wed, Fri',
      null,
      null,
    ]);
    expect(preview.notImported.map(loopNoteText)).toEqual([
      '1 day Loop marked done by itself (YES_AUTO, covered by a frequency): Streakwise works these out from the schedule',
      '1 entry dated after tomorrow',
      "Loop's scores and streaks: Streakwise computes them from the same days",
    ]);
  });

  it('gives the same payload for the backup and the CSV export of the same habits (but refs and reminders)', () => {
    const fromDb = toLoopImport(readLoopFile(buildLoopBackup(SQL, HABITS, 25), open), TODAY);
    const fromCsv = toLoopImport(readLoopFile(buildLoopCsvZip(HABITS), open), TODAY);
    const strip = (p: typeof fromDb.payload) => ({
      ...p,
      // Loop's CSV export has no reminders.
      habits: p.habits.map((h) => ({ ...h, import_ref: '', reminders: [] })),
    });
    expect(fromCsv.payload.habits.every((h) => h.reminders.length === 0)).toBe(true);
    expect(strip(fromCsv.payload)).toEqual(strip(fromDb.payload));
  });

  it('fits what Streakwise cannot hold and says so: long names, a zero target, a frequency over 365 days', () => {
    const long: FixtureHabit = {
      id: 1,
      name: 'N'.repeat(90),
      type: 1,
      targetValue: 0,
      unit: 'u'.repeat(25),
      freqNum: 1,
      freqDen: 400,
      entries: [{ date: '2025-01-01', value: -5000 }],
    };
    const { payload, preview } = toLoopImport(
      readLoopFile(buildLoopBackup(SQL, [long], 25), open),
      TODAY,
    );
    expect(payload.habits[0]).toMatchObject({
      name: 'N'.repeat(80),
      unit: 'u'.repeat(20),
      target: 1,
      freq_num: 1,
      freq_den: 365,
    });
    expect(payload.entries).toEqual([]);
    expect(preview.changed.map(loopNoteText)).toEqual([
      `The name of "${'N'.repeat(90)}" shortened to 80 characters`,
      `The frequency of "${'N'.repeat(90)}" (1 in 400 days) became every 365 days`,
      `The target of "${'N'.repeat(90)}" (0) became 1: a target must be above 0`,
      `The unit of "${'N'.repeat(90)}" shortened to 20 characters`,
    ]);
    expect(preview.notImported.map(loopNoteText)).toContain(
      '1 entry with a value Streakwise cannot hold (negative, over 1e9 or unknown)',
    );
  });
});
