/**
 * habit_performance_new counts up to the user's today, sent by the app in the x-client-date
 * header (migration *_create_client_today.sql), not the server's current_date: through the real
 * supabase-js against the local backend. Also: a missing, malformed, impossible or far-off date
 * falls back to the server's date, and the figures for the user's today equal what the app's own
 * score functions compute for that day.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_DATE_HEADER } from '@/api/habit-performance';
import { createRepositories, type Repositories } from '@/api/repositories';
import type { DbClient } from '@/api/db-client';
import { addDaysIso, type IsoDate } from '@shared/scores/dates';
import { habitPerformanceAllPeriods } from '@/lib/scores/performance';
import { createTestUser, startTestBackend, type TestBackend } from '../helpers/backend';
import { yesNoHabitPayload } from '../helpers/habits';

let backend: TestBackend;
let client: DbClient;
let repos: Repositories;
let habitId: number;
/** The server's current_date. */
let serverToday: IsoDate;
let createdOn: IsoDate;

const byPeriod = <T extends { period_type: string | null }>(rows: T[]) =>
  Object.fromEntries(rows.map((r) => [r.period_type, r]));

beforeAll(async () => {
  backend = await startTestBackend();
  client = (await createTestUser(backend)).client as DbClient;
  repos = createRepositories(client);
  const { rows } = await backend.db.query<{ today: string }>('select current_date::text as today');
  serverToday = rows[0].today;
  habitId = await repos.habitMetadata.createHabit(yesNoHabitPayload('Read'));
  const created = await backend.db.query<{ day: string }>(
    'select created_at::date::text as day from public.habit_metadata where id = $1',
    [habitId],
  );
  createdOn = created.rows[0].day;
  // Answered the two days before the user's today, where the user's today is the server's
  // yesterday (an evening west of UTC): today itself is not answered yet.
  const [q] = await repos.questionMetadata.readByHabitIdWithOptions(habitId);
  for (const date of [addDaysIso(serverToday, -3), addDaysIso(serverToday, -2)]) {
    await repos.habitDay.save({
      habitId,
      date,
      answers: [{ questionId: q.id, optionId: q.option_metadata[1].id }],
    });
  }
});

afterAll(async () => {
  await backend?.stop();
});

describe('habit_performance_new and the user today', () => {
  it('without the header counts to the server date: the streak looks broken', async () => {
    const rows = byPeriod(await repos.habitPerformance.readByHabitId(habitId));
    // Server today D: D and D-1 unanswered, so the run D-3..D-2 does not reach yesterday.
    expect(rows.all_time).toMatchObject({ days_tracked: 2, current_streak: 0, longest_streak: 2 });
    expect(Number(rows.all_time.completion_pct)).toBe(50); // 2 of 4 days (D-3..D)
  });

  it("with the user's today (the server's yesterday) the streak holds, as it should", async () => {
    const today = addDaysIso(serverToday, -1);
    const rows = await repos.habitPerformance.readByHabitId(habitId, today);
    const figures = byPeriod(rows);
    expect(figures.all_time).toMatchObject({ current_streak: 2, days_met: 2 });
    expect(Number(figures.all_time.completion_pct)).toBe(66.7); // 2 of 3 days (D-3..D-1)

    // The same figures as the app's score functions for that today, period by period.
    const expected = habitPerformanceAllPeriods({
      days: [
        { date: addDaysIso(serverToday, -3), total_score: 10 },
        { date: addDaysIso(serverToday, -2), total_score: 10 },
      ],
      dailyTarget: null,
      createdAt: createdOn,
      max: 10, // the view's strength reads the best option of "Done?"
      today,
    });
    for (const e of expected) {
      const row = figures[e.period_type];
      expect({
        ...row,
        average_score: Number(row.average_score),
        completion_pct: Number(row.completion_pct),
      }).toEqual({ ...e, habit_id: habitId });
    }
  });

  it('readByPeriod sends the header too', async () => {
    const [row] = await repos.habitPerformance.readByPeriod(
      'all_time',
      addDaysIso(serverToday, -1),
    );
    expect(row).toMatchObject({ habit_id: habitId, current_streak: 2 });
  });

  it('a date a day ahead of the server counts too (east of UTC in the morning)', async () => {
    const rows = byPeriod(
      await repos.habitPerformance.readByHabitId(habitId, addDaysIso(serverToday, 1)),
    );
    expect(Number(rows.all_time.completion_pct)).toBe(40); // 2 of 5 days (D-3..D+1)
  });

  it.each([
    ['two days behind the server', () => addDaysIso(serverToday, -2)],
    ['two days ahead of the server', () => addDaysIso(serverToday, 2)],
    ['not a date', () => 'yesterday'],
    ['an impossible date', () => '2026-02-30'],
    ['a date with a time', () => `${serverToday}T00:00:00`],
    ['SQL', () => "2026-01-01'; drop table public.habit_metadata; --"],
  ])('%s is ignored: the server date counts', async (_label, value) => {
    const { data, error } = await client
      .from('habit_performance_new')
      .select('current_streak, completion_pct')
      .eq('habit_id', habitId)
      .eq('period_type', 'all_time')
      .setHeader(CLIENT_DATE_HEADER, value());
    expect(error).toBeNull();
    expect(data).toEqual([{ current_streak: 0, completion_pct: 50 }]);
  });

  it('private.client_today() outside PostgREST: no or unreadable request.headers is the server date', async () => {
    const today = async (headers: string | null) => {
      const result = await backend.db.transaction(async (tx) => {
        if (headers !== null)
          await tx.query("select set_config('request.headers', $1, true)", [headers]);
        return tx.query<{ d: string }>('select private.client_today()::text as d');
      });
      return result.rows[0].d;
    };
    expect(await today(null)).toBe(serverToday);
    expect(await today('')).toBe(serverToday);
    expect(await today('not json')).toBe(serverToday);
    expect(await today('[1, 2]')).toBe(serverToday);
    expect(await today(JSON.stringify({ 'x-client-date': 42 }))).toBe(serverToday);
    const yesterday = addDaysIso(serverToday, -1);
    expect(await today(JSON.stringify({ 'x-client-date': yesterday }))).toBe(yesterday);
  });

  it('a second user reads none of the first user rows, with or without the header', async () => {
    const other = createRepositories((await createTestUser(backend)).client as DbClient);
    expect(await other.habitPerformance.readByHabitId(habitId)).toEqual([]);
    expect(
      await other.habitPerformance.readByHabitId(habitId, addDaysIso(serverToday, -1)),
    ).toEqual([]);
  });
});
