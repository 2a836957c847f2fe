import initSqlJs, { type SqlJsStatic } from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  LOOP_2016_VERSION,
  buildLoopBackup,
  buildLoopCsvZip,
  loop2016Habits,
  type FixtureHabit,
} from './loop-fixtures.test-util';
import {
  dayChanged,
  matchLoopHabits,
  planLoopMerge,
  withMergeTargets,
  type LoopDayHere,
  type LoopHabitHere,
} from './merge-plan';
import { readLoopFile } from './read-loop-file';
import { toLoopImport, type LoopImportPayload } from './to-import';

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await initSqlJs();
});

const TODAY = '2016-04-20';
const open = (b: Uint8Array) => new SQL.Database(b);
const backupPayload = (habits: FixtureHabit[]): LoopImportPayload =>
  toLoopImport(readLoopFile(buildLoopBackup(SQL, habits, LOOP_2016_VERSION), open), TODAY).payload;
const csvPayload = (habits: FixtureHabit[]): LoopImportPayload =>
  toLoopImport(readLoopFile(buildLoopCsvZip(habits), open), TODAY).payload;

/** The habits of a payload as imported here (ids from 101), with every entry as a day. */
function importedHere(payload: LoopImportPayload) {
  const here: LoopHabitHere[] = payload.habits.map((h, i) => ({
    id: 101 + i,
    import_ref: h.import_ref,
    name: h.name,
    freq_num: h.freq_num,
    freq_den: h.freq_den,
    kinds: [h.kind],
  }));
  const days = new Map<number, LoopDayHere[]>();
  for (const e of payload.entries) {
    const list = days.get(101 + e.habit) ?? [];
    list.push({ date: e.date, answer: e.answer, value: e.value ?? null, note: e.note ?? null });
    days.set(101 + e.habit, list);
  }
  return { here, days };
}

describe('matchLoopHabits', () => {
  it('finds a habit imported before by its import_ref; new ones match nothing', () => {
    const first = backupPayload(loop2016Habits());
    const { here } = importedHere(first);
    expect(matchLoopHabits(first.habits, here)).toEqual([
      { id: 101, by: 'ref', skipped: false },
      { id: 102, by: 'ref', skipped: false },
      { id: 103, by: 'ref', skipped: false },
    ]);
    const other = backupPayload([{ id: 9, name: 'Read', entries: [] }]);
    expect(matchLoopHabits(other.habits, here)).toEqual([null]);
  });

  it('recognises a CSV export of habits first imported from a backup by name and frequency', () => {
    const { here } = importedHere(backupPayload(loop2016Habits()));
    const csv = csvPayload(loop2016Habits());
    expect(csv.habits.map((h) => h.import_ref)).toEqual([
      'loop-csv:Wake up early',
      'loop-csv:Long walk',
      'loop-csv:Meditate',
    ]);
    expect(matchLoopHabits(csv.habits, here)).toEqual([
      { id: 101, by: 'name', skipped: false },
      { id: 102, by: 'name', skipped: false },
      { id: 103, by: 'name', skipped: false },
    ]);
    // Another frequency is another habit; so is a habit here not imported from Loop.
    const changed = loop2016Habits().map((h, i) => (i === 1 ? { ...h, freqDen: 6 } : h));
    const own = here.map((h, i) => (i === 2 ? { ...h, import_ref: 'streakwise:7' } : h));
    expect(matchLoopHabits(csvPayload(changed).habits, own)).toEqual([
      { id: 101, by: 'name', skipped: false },
      null,
      null,
    ]);
  });

  it('pairs habits of the same name and frequency in order, never two with one habit here', () => {
    const twins: FixtureHabit[] = [
      { id: 1, name: 'Vegan', entries: [] },
      { id: 2, name: 'Sport', freqNum: 3, freqDen: 7, entries: [] },
      { id: 3, name: 'Vegan', entries: [] },
    ];
    const { here } = importedHere(backupPayload(twins));
    const csv = csvPayload(twins);
    // The CSV has one ref per name, so the twins are told apart by order.
    expect(matchLoopHabits(csv.habits, here).map((m) => m?.id)).toEqual([101, 102, 103]);
    expect(matchLoopHabits(csv.habits.slice(2), here).map((m) => m?.id)).toEqual([101]);
  });

  it('a habit here without a question of the kind is skipped, not merged', () => {
    const first = backupPayload(loop2016Habits());
    const { here } = importedHere(first);
    const numbers = here.map((h) => ({ ...h, kinds: ['number'] }));
    expect(matchLoopHabits(first.habits, numbers)[0]).toEqual({
      id: 101,
      by: 'ref',
      skipped: true,
    });
    expect(matchLoopHabits(csvPayload(loop2016Habits()).habits, numbers)).toEqual([
      null,
      null,
      null,
    ]);
  });
});

describe('planLoopMerge', () => {
  it('a newer backup with one more day: 1 new day for 1 habit, nothing changed', () => {
    const { here, days } = importedHere(backupPayload(loop2016Habits()));
    const newer = loop2016Habits();
    newer[0].entries.push({ date: '2016-04-11', value: 2 });
    const plan = planLoopMerge(backupPayload(newer), here, days);
    expect(plan.habits.map((h) => [h.match?.id, h.newDays, h.changedDays])).toEqual([
      [101, 1, 0],
      [102, 0, 0],
      [103, 0, 0],
    ]);
    expect([plan.newDays, plan.habitsWithNewDays, plan.changedDays]).toEqual([1, 1, 0]);
  });

  it('counts days whose answer changed in Loop; the same file adds nothing', () => {
    const habits: FixtureHabit[] = [
      {
        id: 1,
        uuid: 'gym',
        name: 'Gym',
        entries: [
          { date: '2016-03-01', value: 2 },
          { date: '2016-03-02', value: 0 },
          { date: '2016-03-03', value: 3, notes: 'Ill' },
        ],
      },
    ];
    const build = (h: FixtureHabit[]) =>
      toLoopImport(readLoopFile(buildLoopBackup(SQL, h, 25), open), TODAY).payload;
    const { here, days } = importedHere(build(habits));
    expect(planLoopMerge(build(habits), here, days)).toMatchObject({
      newDays: 0,
      changedDays: 0,
    });
    const changed = structuredClone(habits);
    changed[0].entries = [
      { date: '2016-03-01', value: 0 },
      { date: '2016-03-02', value: 0, notes: 'Rest day' },
      { date: '2016-03-03', value: 3, notes: 'Ill' },
      { date: '2016-03-04', value: 2 },
      { date: '2016-03-05', value: 2 },
    ];
    const plan = planLoopMerge(build(changed), here, days);
    expect(plan.habits[0]).toMatchObject({ newDays: 2, changedDays: 2 });
    expect([plan.newDays, plan.habitsWithNewDays]).toEqual([2, 1]);
  });

  it('withMergeTargets sends merge_into for each habit going to one here', () => {
    const { here, days } = importedHere(backupPayload(loop2016Habits()));
    const csv = csvPayload(loop2016Habits().slice(0, 2));
    const extra = backupPayload([{ id: 7, uuid: 'x', name: 'Read', entries: [] }]).habits[0];
    const payload = { ...csv, habits: [...csv.habits, extra] };
    const sent = withMergeTargets(payload, planLoopMerge(payload, here, days));
    expect(sent.habits.map((h) => h.merge_into)).toEqual([101, 102, undefined]);
  });
});

describe('dayChanged', () => {
  const day = (answer: LoopDayHere['answer'], value: number | null, note: string | null) => ({
    date: '2016-03-01',
    answer,
    value,
    note,
  });
  const entry = (
    answer: 'yes' | 'no' | 'number' | 'skip' | 'note',
    value?: number,
    note?: string,
  ) => ({ habit: 0, date: '2016-03-01', answer, value, note }) as const;

  it("takes Loop's answer, number and note; keeps a note here Loop does not have", () => {
    expect(dayChanged(entry('yes'), day('yes', null, 'mine'))).toBe(false);
    expect(dayChanged(entry('yes'), day('no', null, null))).toBe(true);
    expect(dayChanged(entry('yes'), day('other', null, null))).toBe(true);
    expect(dayChanged(entry('skip'), day('yes', null, null))).toBe(true);
    expect(dayChanged(entry('yes'), day('skip', null, null))).toBe(true);
    expect(dayChanged(entry('number', 8), day('number', 8, null))).toBe(false);
    expect(dayChanged(entry('number', 8), day('number', 6, null))).toBe(true);
    expect(dayChanged(entry('yes', undefined, 'Loop'), day('yes', null, 'mine'))).toBe(true);
    // A day that is only a note in Loop compares the note only.
    expect(dayChanged(entry('note', undefined, 'Loop'), day('yes', null, 'Loop'))).toBe(false);
    expect(dayChanged(entry('note', undefined, 'Loop'), day('yes', null, null))).toBe(true);
  });
});
