/**
 * Groups of habits (issue 26, docs/domain.md "Group" and "Group total") through supabase-js and
 * the repositories (src/api/habit-group.ts, src/api/daily-group-scores.ts) against the real
 * backend: groups are stored in the user's order; daily_group_scores sums a group's habits' daily
 * totals and their maximum daily scores and leaves out skipped, paused and not-due habits; another
 * user sees no group, cannot file a habit under one, reads no group total and cannot rename one; an
 * empty or 500-character name is refused; a deleted group leaves its habits ungrouped with their
 * history.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbClient } from '@/api/db-client';
import type { HabitPayload } from '@/api/habit-metadata';
import { createRepositories, type Repositories } from '@/api/repositories';
import { WriteError, expectWrite } from '@/api/write';
import { activateLocale } from '@/lib/i18n/catalogs';
import { createTestUser, startTestBackend, type TestBackend } from '../helpers/backend';

let backend: TestBackend;
let repos: Repositories;
let other: Repositories;
let client: SupabaseClient;
let otherClient: SupabaseClient;

/** yyyy-MM-dd of n days before the server's today (the view's today without x-client-date). */
const TODAY = new Date().toISOString().slice(0, 10);
const d = (n: number) => {
  const t = new Date(`${TODAY}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() - n);
  return t.toISOString().slice(0, 10);
};
/** Monday = 1 ... Sunday = 64, the habit_metadata.weekdays bit of a date. */
const weekdayBit = (date: string) => 1 << ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7);

/** A habit of `questions` yes/no questions, each Yes worth `points`. */
const habit = (name: string, points: number, extra: Partial<HabitPayload> = {}, questions = 1) => ({
  name,
  color: '#2563eb',
  daily_target: null,
  questions: Array.from({ length: questions }, (_, i) => ({
    question: `Done ${i + 1}?`,
    options: [
      { label: 'No', score_value: 0 },
      { label: 'Yes', score_value: points },
    ],
  })),
  consequences: [],
  ...extra,
});

/** The Yes option of each question of a habit, in question order. */
async function yesOptions(habitId: number): Promise<{ questionId: number; optionId: number }[]> {
  const questions = await repos.questionMetadata.readByHabitIdWithOptions(habitId);
  return questions.map((q) => ({
    questionId: q.id,
    optionId: q.option_metadata.find((o) => o.label === 'Yes')!.id,
  }));
}

async function answerYes(habitId: number, date: string, howMany?: number) {
  const yes = await yesOptions(habitId);
  await repos.habitDay.save({ habitId, date, answers: yes.slice(0, howMany ?? yes.length) });
}

/** The update_habit payload that keeps a habit as it is (its questions and options by id). */
async function payloadOf(habitId: number): Promise<HabitPayload> {
  const row = (await repos.habitMetadata.readById(habitId))!;
  const questions = await repos.questionMetadata.readByHabitIdWithOptions(habitId);
  return {
    name: row.name,
    questions: questions.map((q) => ({
      id: q.id,
      question: q.question,
      options: q.option_metadata.map((o) => ({
        id: o.id,
        label: o.label,
        score_value: o.score_value,
      })),
    })),
  };
}

/** Every habit's calendar starts on d(20). */
async function startedOn(habitId: number, date: string) {
  await expectWrite(
    'created_at',
    client
      .from('habit_metadata')
      .update({ created_at: `${date}T12:00:00Z` })
      .eq('id', habitId),
  );
}

const ids: Record<string, number> = {};

beforeAll(async () => {
  // The repositories' refusals are worded in the active language (docs/languages.md).
  await activateLocale('en');
  backend = await startTestBackend();
  const a = await createTestUser(backend);
  const b = await createTestUser(backend);
  client = a.client;
  otherClient = b.client;
  repos = createRepositories(a.client as DbClient);
  other = createRepositories(b.client as DbClient);
});

afterAll(async () => {
  await backend?.stop();
});

describe('habit_group', () => {
  it('stores groups in the order made, renames, recolours and reorders them', async () => {
    const morning = await repos.habitGroup.create({ name: '  Morning  ', color: '#f59e0b' });
    const evening = await repos.habitGroup.create({ name: 'Evening' });
    expect(morning).toMatchObject({ name: 'Morning', color: '#f59e0b', position: 0 });
    expect(evening).toMatchObject({ name: 'Evening', color: '#0f766e', position: 1 });
    ids.morning = morning.id;
    ids.evening = evening.id;

    const health = await repos.habitGroup.create({ name: 'Health' });
    await repos.habitGroup.rename(health.id, 'Body');
    await repos.habitGroup.recolor(health.id, '#16a34a');
    await repos.habitGroup.reorder([health.id, morning.id, evening.id]);
    expect((await repos.habitGroup.readAll()).map((g) => [g.name, g.color, g.position])).toEqual([
      ['Body', '#16a34a', 0],
      ['Morning', '#f59e0b', 1],
      ['Evening', '#0f766e', 2],
    ]);
    // A list leaving a group out is refused and changes nothing.
    await expect(repos.habitGroup.reorder([morning.id, evening.id])).rejects.toMatchObject({
      status: 400,
    });
    await repos.habitGroup.deleteById(health.id);
    expect((await repos.habitGroup.readAll()).map((g) => g.name)).toEqual(['Morning', 'Evening']);
  });

  it.each([
    ['an empty name', ''],
    ['a blank name', '   '],
    ['a 61-character name', 'x'.repeat(61)],
    ['a 500-character name', 'x'.repeat(500)],
  ])('refuses %s (400), through the table and the repository', async (_label, name) => {
    const direct = await client.from('habit_group').insert({ name });
    expect(direct.status).toBe(400);
    expect(direct.error?.code).toBe('23514');
    await expect(repos.habitGroup.create({ name })).rejects.toMatchObject({ status: 400 });
    const rename = await client.from('habit_group').update({ name }).eq('id', ids.morning);
    expect(rename.status).toBe(400);
    expect((await repos.habitGroup.readAll()).map((g) => g.name)).toEqual(['Morning', 'Evening']);
  });

  it('takes a 60-character name, and refuses an untrimmed one written directly', async () => {
    const long = await repos.habitGroup.create({ name: 'y'.repeat(60) });
    expect(long.name).toHaveLength(60);
    await repos.habitGroup.deleteById(long.id);
    const untrimmed = await client.from('habit_group').insert({ name: ' Padded' });
    expect(untrimmed).toMatchObject({ status: 400, error: { code: '23514' } });
  });
});

describe('habits in groups and daily_group_scores', () => {
  beforeAll(async () => {
    const h = repos.habitMetadata;
    ids.meditate = await h.createHabit(habit('Meditate', 10, { group_id: ids.morning }));
    ids.stretch = await h.createHabit(habit('Stretch', 10, { group_id: ids.morning }, 2));
    ids.gym = await h.createHabit(
      habit('Gym', 10, { group_id: ids.morning, weekdays: weekdayBit(d(3)) }),
    );
    ids.swim = await h.createHabit(
      habit('Swim', 10, { group_id: ids.morning, freq_num: 1, freq_den: 3 }),
    );
    ids.read = await h.createHabit(habit('Read', 5, { group_id: ids.evening }));
    ids.loose = await h.createHabit(habit('Loose', 10));
    for (const name of ['meditate', 'stretch', 'gym', 'swim', 'read', 'loose'])
      await startedOn(ids[name], d(20));

    // d(5): three of Morning answered (Stretch one question of two), Read and Loose too.
    await answerYes(ids.meditate, d(5));
    await answerYes(ids.stretch, d(5), 1);
    await answerYes(ids.swim, d(5)); // Swim's window (1 in 3 days): d(5), d(4), d(3)
    await answerYes(ids.read, d(5));
    await answerYes(ids.loose, d(5));
    // d(4): Meditate skipped.
    await repos.habitDay.save({ habitId: ids.meditate, date: d(4), answers: [], skipped: true });
    // d(3): Gym's weekday, done; Stretch paused that day, answered anyway (it does not count).
    await answerYes(ids.gym, d(3));
    await answerYes(ids.stretch, d(3));
    await repos.habitPause.create({ habitId: ids.stretch, startDate: d(3), endDate: d(3) });
    // d(7): every habit paused.
    await repos.habitPause.create({ habitId: null, startDate: d(7), endDate: d(7) });
  });

  it('files habits under their groups (create_habit and moving them)', async () => {
    const habits = await repos.habitMetadata.readAll();
    const groupOf = Object.fromEntries(habits.map((x) => [x.name, x.group_id]));
    expect(groupOf).toEqual({
      Meditate: ids.morning,
      Stretch: ids.morning,
      Gym: ids.morning,
      Swim: ids.morning,
      Read: ids.evening,
      Loose: null,
    });
    expect(await repos.habitGroup.countHabits(ids.morning)).toBe(4);
    // update_habit changes the group when the payload has group_id, and keeps it otherwise.
    const same = await payloadOf(ids.read);
    await repos.habitMetadata.updateHabit(ids.read, { ...same, group_id: null });
    expect((await repos.habitMetadata.readById(ids.read))?.group_id).toBeNull();
    await repos.habitMetadata.updateHabit(ids.read, { ...same, group_id: ids.evening });
    await repos.habitMetadata.updateHabit(ids.read, same);
    expect((await repos.habitMetadata.readById(ids.read))?.group_id).toBe(ids.evening);
  });

  it('sums a group’s daily totals and maxima, leaving out skipped, paused and not-due habits', async () => {
    const rows = await repos.dailyGroupScores.readInRange(d(7), d(0), { groupId: ids.morning });
    const byDate = rows.map((r) => [r.date, r.total_score, r.max_score, r.habits_answered]);
    expect(byDate).toEqual([
      // d(7): every habit paused: no row.
      [d(6), 0, 40, 0], // Meditate 10 + Stretch 20 + Swim 10; Gym not its weekday
      [d(5), 30, 40, 3], // 10 + 10 of 20 + 10
      [d(4), 0, 20, 0], // Meditate skipped, Swim done by its frequency, Gym not due: Stretch only
      [d(3), 10, 20, 1], // Gym 10 / 10, Meditate 0 / 10; Stretch paused, Swim done by frequency
      [d(2), 0, 40, 0],
      [d(1), 0, 40, 0],
      [d(0), 0, 40, 0], // today, nothing answered yet: "0 / 40"
    ]);
    // The other group, and one day of every group; the ungrouped habit is in none.
    expect(await repos.dailyGroupScores.readDay(d(5))).toEqual([
      { group_id: ids.morning, date: d(5), total_score: 30, max_score: 40, habits_answered: 3 },
      { group_id: ids.evening, date: d(5), total_score: 5, max_score: 5, habits_answered: 1 },
    ]);
    // Gym's weekday a week earlier: due and not done.
    const tenDaysAgo = await repos.dailyGroupScores.readInRange(d(10), d(10), {
      groupId: ids.morning,
    });
    expect(tenDaysAgo).toEqual([
      { group_id: ids.morning, date: d(10), total_score: 0, max_score: 50, habits_answered: 0 },
    ]);
  });

  it('an archived habit counts on its answered days only', async () => {
    await repos.habitMetadata.setArchived(ids.gym, true);
    const rows = await repos.dailyGroupScores.readInRange(d(10), d(3), { groupId: ids.morning });
    const pick = (date: string) => rows.find((r) => r.date === date);
    expect(pick(d(10))).toMatchObject({ total_score: 0, max_score: 40 }); // its weekday, unanswered
    expect(pick(d(3))).toMatchObject({ total_score: 10, max_score: 20, habits_answered: 1 });
    await repos.habitMetadata.setArchived(ids.gym, false);
  });

  it('the view holds the rows daily_group_scores_in_range reads for a range (the repository’s read)', async () => {
    const rpc = async (args: {
      p_from: string | null;
      p_to: string | null;
      p_group_id?: number;
    }) => {
      const { data, error } = await client
        .rpc('daily_group_scores_in_range', args as { p_from: string; p_to: string })
        .order('date')
        .order('group_id');
      expect(error).toBeNull();
      return data;
    };
    const view = client.from('daily_group_scores').select('*');
    const all = await view.order('date').order('group_id');
    expect(all.error).toBeNull();
    // Both groups, d(20) (the habits' first day) through today but d(7), when every habit paused.
    expect(all.data).toHaveLength(20 * 2);
    expect(await rpc({ p_from: null, p_to: null })).toEqual(all.data);
    expect(await rpc({ p_from: d(40), p_to: d(0) })).toEqual(all.data);
    const range = await client
      .from('daily_group_scores')
      .select('*')
      .eq('group_id', ids.morning)
      .gte('date', d(8))
      .lte('date', d(2))
      .order('date');
    expect(range.data).toHaveLength(6); // d(7): every habit paused
    expect(await rpc({ p_from: d(8), p_to: d(2), p_group_id: ids.morning })).toEqual(range.data);
  });

  it('a second user sees no group, no group total, and cannot rename, delete or use one', async () => {
    expect(await other.habitGroup.readAll()).toEqual([]);
    expect(await other.dailyGroupScores.readInRange(d(30), d(0))).toEqual([]);
    expect(await other.dailyGroupScores.readDay(d(5))).toEqual([]);
    const renamed = await otherClient
      .from('habit_group')
      .update({ name: 'Hijacked' })
      .eq('id', ids.morning)
      .select();
    expect(renamed).toMatchObject({ error: null, data: [] });
    await expect(other.habitGroup.rename(ids.morning, 'Hijacked')).rejects.toBeInstanceOf(
      WriteError,
    );
    await other.habitGroup.deleteById(ids.morning);
    expect((await repos.habitGroup.readAll()).map((g) => g.name)).toEqual(['Morning', 'Evening']);

    // Filing a habit of their own under the first user's group: refused (409), nothing changes.
    const theirs = await other.habitMetadata.createHabit(habit('Theirs', 1));
    const moved = await other.habitGroup.moveHabits([theirs], ids.morning).catch((e: unknown) => e);
    expect(moved).toMatchObject({ status: 409, code: '23503' });
    const created = await other.habitMetadata
      .createHabit(habit('Sneaky', 1, { group_id: ids.morning }))
      .catch((e: unknown) => e);
    expect(created).toMatchObject({ status: 409, code: '23503' });
    const inserted = await otherClient
      .from('habit_metadata')
      .insert({ name: 'Direct', group_id: ids.morning });
    expect(inserted).toMatchObject({ status: 409, error: { code: '23503' } });
    expect((await other.habitMetadata.readAll()).map((h) => [h.name, h.group_id])).toEqual([
      ['Theirs', null],
    ]);
    // Nor can they move the first user's habits (invisible to them): nothing changes.
    expect(await other.habitGroup.moveHabits([ids.meditate], null)).toEqual([]);
    expect((await repos.habitMetadata.readById(ids.meditate))?.group_id).toBe(ids.morning);
  });

  it('moves several habits at once, and a deleted group leaves its habits ungrouped with their history', async () => {
    const temp = await repos.habitGroup.create({ name: 'Temporary' });
    expect(
      (await repos.habitGroup.moveHabits([ids.read, ids.loose], temp.id)).sort((x, y) => x - y),
    ).toEqual([ids.read, ids.loose].sort((x, y) => x - y));
    expect(await repos.habitGroup.countHabits(temp.id)).toBe(2);
    const before = await repos.dailyHabitScores.readTotalsByHabitIdsSince(
      [ids.read, ids.loose],
      d(30),
    );
    expect(before).toHaveLength(2);
    expect(await repos.dailyGroupScores.readDay(d(5))).toContainEqual({
      group_id: temp.id,
      date: d(5),
      total_score: 15,
      max_score: 15,
      habits_answered: 2,
    });

    await repos.habitGroup.deleteById(temp.id);
    const habits = await repos.habitMetadata.readAll();
    expect(habits.filter((x) => x.id === ids.read || x.id === ids.loose)).toEqual([
      expect.objectContaining({ name: 'Read', group_id: null }),
      expect.objectContaining({ name: 'Loose', group_id: null }),
    ]);
    expect(
      await repos.dailyHabitScores.readTotalsByHabitIdsSince([ids.read, ids.loose], d(30)),
    ).toEqual(before);
    expect((await repos.dailyGroupScores.readDay(d(5))).map((r) => r.group_id)).toEqual([
      ids.morning,
    ]);
  });
});

describe('deleting the account', () => {
  it('takes its groups, grouped habits and check-ins with it', async () => {
    const c = await createTestUser(backend);
    const mine = createRepositories(c.client as DbClient);
    const group = await mine.habitGroup.create({ name: 'Mine' });
    const habitId = await mine.habitMetadata.createHabit(
      habit('Grouped', 1, { group_id: group.id }),
    );
    await mine.automaticityCheck.save({
      habitId,
      date: d(1),
      automatically: 4,
      without_remembering: 4,
      without_thinking: 4,
      before_realizing: 4,
    });
    await expectWrite('delete_my_account', c.client.rpc('delete_my_account'));
    const { rows } = await backend.db.query<{ n: number }>(
      `select (select count(*) from public.habit_group where created_by = $1)
            + (select count(*) from public.habit_metadata where created_by = $1)
            + (select count(*) from public.automaticity_check where created_by = $1) as n`,
      [c.user.id],
    );
    expect(Number(rows[0].n)).toBe(0);
    // The first user's groups are untouched.
    expect((await repos.habitGroup.readAll()).map((g) => g.name)).toEqual(['Morning', 'Evening']);
  });
});
