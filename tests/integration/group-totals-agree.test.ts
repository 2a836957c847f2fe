/**
 * Home works a group's day total out from what it already read (src/features/home/lib/
 * home-group-totals.ts over src/lib/scores/group-total.ts); it must be the view
 * daily_group_scores' figure (docs/domain.md "Group total"). Here both are computed for a group
 * holding every case the view knows: answered, unanswered, a weekday habit's day off, a paused
 * day, a skipped day, an unanswered day done by the frequency, an archived habit answered and
 * not, and a day before a habit began; read through the repositories against the real backend.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbClient } from '@/api/db-client';
import type { HabitPayload } from '@/api/habit-metadata';
import { createRepositories, type Repositories } from '@/api/repositories';
import { expectWrite } from '@/api/write';
import { homeGroupTotals } from '@/features/home/lib/home-group-totals';
import type { HabitTree } from '@/hooks/use-habits';
import { totalsByHabit } from '@/lib/charts/day-totals';
import { habitDayKey } from '@/services/offline/habit-day-key';
import { createTestUser, startTestBackend, type TestBackend } from '../helpers/backend';
import type { SupabaseClient } from '@supabase/supabase-js';

let backend: TestBackend;
let repos: Repositories;
let client: SupabaseClient;

const TODAY = new Date().toISOString().slice(0, 10);
const d = (n: number) => {
  const t = new Date(`${TODAY}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() - n);
  return t.toISOString().slice(0, 10);
};
const weekdayBit = (date: string) => 1 << ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7);

const yesNo = (name: string, groupId: number, extra: Partial<HabitPayload> = {}): HabitPayload => ({
  name,
  group_id: groupId,
  questions: [
    {
      question: `${name}?`,
      options: [
        { label: 'No', score_value: 0 },
        { label: 'Yes', score_value: 10 },
      ],
    },
  ],
  ...extra,
});

async function yes(habitId: number, date: string) {
  const [q] = await repos.questionMetadata.readByHabitIdWithOptions(habitId);
  const option = q.option_metadata.find((o) => o.label === 'Yes')!;
  await repos.habitDay.save({
    habitId,
    date,
    answers: [{ questionId: q.id, optionId: option.id }],
  });
}

async function startedOn(habitId: number, date: string) {
  await expectWrite(
    'created_at',
    client
      .from('habit_metadata')
      .update({ created_at: `${date}T12:00:00Z` })
      .eq('id', habitId),
  );
}

beforeAll(async () => {
  backend = await startTestBackend();
  const user = await createTestUser(backend);
  client = user.client;
  repos = createRepositories(user.client as DbClient);
});

afterAll(async () => {
  await backend?.stop();
});

describe("home's group totals", () => {
  it('are the view daily_group_scores, day by day', async () => {
    const group = await repos.habitGroup.create({ name: 'Everything' });
    const make = async (name: string, extra: Partial<HabitPayload> = {}, from = d(10)) => {
      const id = await repos.habitMetadata.createHabit(yesNo(name, group.id, extra));
      await startedOn(id, from);
      return id;
    };
    const answered = await make('Answered');
    await make('Unanswered');
    // Due on every weekday but today's.
    await make('Day off', { weekdays: 127 & ~weekdayBit(TODAY) });
    const paused = await make('Paused');
    const skipped = await make('Skipped');
    // Once in 3 days, met yesterday: today is done by the frequency.
    const frequency = await make('Frequency', { freq_num: 1, freq_den: 3 });
    const archivedDone = await make('Archived, answered');
    const archived = await make('Archived');
    // Began yesterday: the days before it count for nothing.
    await make('New', {}, d(1));
    await yes(answered, TODAY);
    await yes(answered, d(2));
    await yes(frequency, d(1));
    await yes(archivedDone, TODAY);
    await repos.habitPause.create({ habitId: paused, startDate: d(3), endDate: null });
    await repos.habitDay.save({ habitId: skipped, date: TODAY, answers: [], skipped: true });
    for (const id of [archivedDone, archived]) await repos.habitMetadata.setArchived(id, true);

    const [habits, questions, pauses, totals] = await Promise.all([
      repos.habitMetadata.readAll(),
      repos.questionMetadata.readAllWithOptions(),
      repos.habitPause.readAll(),
      repos.dailyHabitScores.readTotalsInRange(d(364), TODAY),
    ]);
    const trees: HabitTree[] = habits.map((h) => ({
      ...h,
      questions: questions.filter((q) => q.habit_id === h.id),
    }));
    for (const date of [TODAY, d(1), d(2), d(5)]) {
      const day = await repos.dailyHabitScores.readAllInRange(date, date);
      const byDay = new Map(day.map((r) => [habitDayKey(r.habit_id!, r.date!), r]));
      const home = homeGroupTotals(trees, [group.id], {
        date,
        today: TODAY,
        byDay,
        pending: {},
        pauses,
        byHabit: totalsByHabit(totals),
        complete: new Set(),
      }).get(group.id)!;
      const [view] = await repos.dailyGroupScores.readDay(date, TODAY);
      expect(home.day, date).toMatchObject({
        total: view.total_score,
        max: view.max_score,
        answered: view.habits_answered,
      });
    }
    // Today: Answered (10 / 10), Unanswered (0 / 10), Archived, answered (10 / 10), New (0 / 10).
    const [today] = await repos.dailyGroupScores.readDay(TODAY, TODAY);
    expect(today).toMatchObject({ total_score: 20, max_score: 40, habits_answered: 2 });
  });
});
