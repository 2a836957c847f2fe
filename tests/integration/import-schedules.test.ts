/**
 * export_my_data / import_my_data carry schedules, skipped days and pauses (migration
 * 20251124000100_export_import_schedules.sql), and a file exported before them still imports as
 * it did: through the real supabase-js against the local backend.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRepositories } from '@/api/repositories';
import type { DbClient } from '@/api/db-client';
import { expectWrite } from '@/api/write';
import {
  createTestUser,
  startTestBackend,
  type TestBackend,
  type TestUser,
} from '../helpers/backend';
import { yesNoHabitPayload } from '../helpers/habits';

type Row = Record<string, unknown>;
type Export = Record<string, Row[]>;

let backend: TestBackend;
let a: TestUser;
let exported: Export;

const rpc = <T>(client: SupabaseClient, fn: string, args?: object) =>
  expectWrite<T>(fn, client.rpc(fn, args));
const exportOf = (user: TestUser) => rpc<Export>(user.client, 'export_my_data');

/** What a person sees of the schedule, skip and pause rows of an export. */
function view(data: Export) {
  const names = new Map(data.habit_metadata.map((h) => [h.id, h.name]));
  return {
    habits: data.habit_metadata.map((h) => [h.name, h.freq_num, h.freq_den, h.weekdays]),
    checkmarks: data.checkmarks_tracker.map((c) => [
      names.get(c.habit_id),
      c.date,
      c.skipped,
      c.skip_note,
    ]),
    pauses: (data.habit_pause ?? []).map((p) => [
      p.habit_id === null ? null : names.get(p.habit_id),
      p.start_date,
      p.end_date,
      p.note,
    ]),
    templates: data.habit_template.map((t) => [t.name, t.freq_num, t.freq_den, t.weekdays]),
  };
}

beforeAll(async () => {
  backend = await startTestBackend();
  a = await createTestUser(backend);
  const repos = createRepositories(a.client as DbClient);
  const gym = await repos.habitMetadata.createHabit({
    ...yesNoHabitPayload('Gym'),
    freq_num: 3,
    freq_den: 7,
  });
  await repos.habitMetadata.createHabit({ ...yesNoHabitPayload('Yoga'), weekdays: 0b0010101 });
  const [q] = await repos.questionMetadata.readByHabitIdWithOptions(gym);
  await repos.habitDay.save({
    habitId: gym,
    date: '2025-03-03',
    answers: [{ questionId: q.id, optionId: q.option_metadata[1].id }],
  });
  await repos.habitDay.save({
    habitId: gym,
    date: '2025-03-04',
    answers: [],
    skipped: true,
    skipNote: 'flu',
  });
  await expectWrite(
    'pauses',
    a.client.from('habit_pause').insert([
      { habit_id: gym, start_date: '2025-04-01', end_date: '2025-04-14', note: 'Holiday' },
      { habit_id: null, start_date: '2099-12-24', end_date: null, note: null },
    ]),
  );
  await rpc(a.client, 'save_habit_as_template', { p_habit_id: gym });
  exported = await exportOf(a);
});

afterAll(async () => {
  await backend?.stop();
});

describe('export and import with schedules, skips and pauses', () => {
  it('the export carries them (new keys only: the old ones are all there)', () => {
    expect(view(exported)).toEqual({
      habits: [
        ['Gym', 3, 7, null],
        ['Yoga', 1, 1, 21],
      ],
      checkmarks: [
        ['Gym', '2025-03-03', false, null],
        ['Gym', '2025-03-04', true, 'flu'],
      ],
      pauses: [
        ['Gym', '2025-04-01', '2025-04-14', 'Holiday'],
        [null, '2099-12-24', null, null],
      ],
      templates: [['Gym', 3, 7, null]],
    });
  });

  it('importing the file again adds no schedule, skip or pause twice, the every-habit pause included', async () => {
    const b = await createTestUser(backend);
    await rpc(b.client, 'import_my_data', { p_data: exported });
    const once = view(await exportOf(b));
    const again = await rpc<Record<string, unknown>>(b.client, 'import_my_data', {
      p_data: exported,
    });
    expect(again).toMatchObject({ habit_metadata: 0, checkmarks_tracker: 0, habit_pause: 0 });
    expect(view(await exportOf(b))).toEqual(once);
    // One's own export: the same.
    const own = await rpc<Record<string, unknown>>(a.client, 'import_my_data', {
      p_data: exported,
    });
    expect(own).toMatchObject({ habit_metadata: 0, habit_pause: 0 });
    expect(view(await exportOf(a))).toEqual(view(exported));
  });

  it('imports into another user as they were', async () => {
    const b = await createTestUser(backend);
    const counts = await rpc<Record<string, number>>(b.client, 'import_my_data', {
      p_data: exported,
    });
    expect(counts).toMatchObject({ habit_metadata: 2, checkmarks_tracker: 2, habit_pause: 2 });
    expect(view(await exportOf(b))).toEqual(view(exported));
  });

  it('a file exported before schedules existed imports as before: every day, no skip, no pause', async () => {
    const strip = (rows: Row[], keys: string[]) =>
      rows.map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => !keys.includes(k))));
    const schedule = ['freq_num', 'freq_den', 'weekdays'];
    const old: Export = {
      ...exported,
      habit_metadata: strip(exported.habit_metadata, schedule),
      habit_template: strip(exported.habit_template, schedule),
      checkmarks_tracker: strip(exported.checkmarks_tracker, ['skipped', 'skip_note']),
    };
    delete old.habit_pause;
    const c = await createTestUser(backend);
    const counts = await rpc<Record<string, number>>(c.client, 'import_my_data', { p_data: old });
    expect(counts).toMatchObject({ habit_metadata: 2, checkmarks_tracker: 2, habit_pause: 0 });
    expect(view(await exportOf(c))).toEqual({
      habits: [
        ['Gym', 1, 1, null],
        ['Yoga', 1, 1, null],
      ],
      checkmarks: [
        ['Gym', '2025-03-03', false, null],
        ['Gym', '2025-03-04', false, null],
      ],
      pauses: [],
      templates: [['Gym', 1, 1, null]],
    });
  });

  it.each([
    [
      'an answer on a skipped check-mark',
      (d: Export) => ({
        ...d,
        answer_entry: [
          ...d.answer_entry,
          { ...d.answer_entry[0], id: 999_999, cmt_id: d.checkmarks_tracker[1].id },
        ],
      }),
      /answer_entry\[1\]\.cmt_id \d+ is a skipped check-mark/,
    ],
    [
      'a skip note on a day that is not skipped',
      (d: Export) => ({
        ...d,
        checkmarks_tracker: [
          { ...d.checkmarks_tracker[0], skip_note: 'x' },
          d.checkmarks_tracker[1],
        ],
      }),
      /checkmarks_tracker\[0\]\.skip_note is only for a skipped check-mark/,
    ],
    [
      'a pause of a habit not in the file',
      (d: Export) => ({ ...d, habit_pause: [{ ...d.habit_pause[0], habit_id: 123_456_789 }] }),
      /habit_pause\[0\]\.habit_id 123456789 is not a habit of this file/,
    ],
    [
      'a pause ending before it starts',
      (d: Export) => ({ ...d, habit_pause: [{ ...d.habit_pause[0], end_date: '2025-03-01' }] }),
      /habit_pause\[0\]\.end_date 2025-03-01 is before its start_date 2025-04-01/,
    ],
    [
      'a pause date that is not a date',
      (d: Export) => ({ ...d, habit_pause: [{ ...d.habit_pause[0], start_date: '2025-02-30' }] }),
      /habit_pause\[0\]\.start_date must be a date/,
    ],
    [
      'more times than days',
      (d: Export) => ({
        ...d,
        habit_metadata: [{ ...d.habit_metadata[0], freq_num: 8 }, d.habit_metadata[1]],
      }),
      /habit_metadata\[0\]\.freq_num 8 is more than its freq_den 7/,
    ],
    [
      'weekdays with a frequency',
      (d: Export) => ({
        ...d,
        habit_metadata: [d.habit_metadata[0], { ...d.habit_metadata[1], freq_den: 2 }],
      }),
      /habit_metadata\[1\]\.weekdays needs freq_num and freq_den 1/,
    ],
  ])('refuses %s with a 400 naming it, writing nothing', async (_label, broken, message) => {
    const d = await createTestUser(backend);
    const { error, status } = await d.client.rpc('import_my_data', { p_data: broken(exported) });
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '22023' });
    expect(error?.message).toMatch(message);
    const after = await exportOf(d);
    expect([after.habit_metadata, after.habit_pause, after.checkmarks_tracker]).toEqual([
      [],
      [],
      [],
    ]);
  });
});
