/**
 * Concurrency that only a real PostgreSQL server can get wrong: PGlite runs one statement at a
 * time, a server runs the pool's transactions in parallel (backend/db/postgres.ts). Run by
 * `npm run test:postgres` only (vite.config.ts leaves postgres-*.test.ts out of `npm test`), through
 * supabase-js as the app saves a day (rpc save_habit_day):
 * - 40 simultaneous saves of one habit-day by one user end in one check-mark, one answer per
 *   question, and a total that is the sum of those answers, equal to what that save answered;
 *   each save carries its edit time (sent in shuffled order), and the newest edit wins, as it
 *   does one save at a time (habit-day-edit-times.test.ts): save_habit_day's comparisons and
 *   writes are one step under its lock;
 * - 10 users saving 10 days each at once lose nothing;
 * - no request answers a 5xx (a deadlock, 40P01, or a serialization failure, 40001, would).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { createTestUser, onPostgres, startTestBackend, type TestBackend } from '../helpers/backend';

let backend: TestBackend;

beforeAll(async () => {
  if (!onPostgres) throw new Error('Run by `npm run test:postgres`, on a PostgreSQL server');
  // More connections than the default 10, so the saves really run side by side.
  backend = await startTestBackend({ poolSize: 20 });
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

interface Habit {
  id: number;
  /** Per question (in order): its id and its options' ids and scores. */
  questions: { id: number; options: { id: number; score: number }[] }[];
}

/** A habit of three questions, each with options scoring 1, 2, 5 and 10. */
async function createHabit(client: SupabaseClient, name: string): Promise<Habit> {
  const options = [1, 2, 5, 10].map((score) => ({ label: `S${score}`, score_value: score }));
  const { data: id, error } = await client.rpc('create_habit', {
    p_habit: {
      name,
      questions: [1, 2, 3].map((n) => ({ question: `${name} ${n}?`, options })),
    },
  });
  if (error) throw error;
  const { data, error: readError } = await client
    .from('question_metadata')
    .select('id, position, option_metadata(id, score_value)')
    .eq('habit_id', id)
    .order('position');
  if (readError) throw readError;
  return {
    id: Number(id),
    questions: (data ?? []).map((q) => ({
      id: q.id as number,
      options: (q.option_metadata as { id: number; score_value: number }[]).map((o) => ({
        id: o.id,
        score: o.score_value,
      })),
    })),
  };
}

/** Answers picking option `pick(i)` of each question i, edited at `editedAt` if given. */
function answers(habit: Habit, pick: (i: number) => number, editedAt?: string) {
  return habit.questions.map((q, i) => ({
    question_id: q.id,
    option_id: q.options[pick(i) % q.options.length].id,
    notes: null,
    ...(editedAt ? { edited_at: editedAt } : {}),
  }));
}

function save(
  client: SupabaseClient,
  habit: Habit,
  date: string,
  sent: ReturnType<typeof answers>,
) {
  return client.rpc('save_habit_day', { p_habit_id: habit.id, p_date: date, p_answers: sent });
}

/** The day as stored: check-marks, their answers, and the total the scores view computes. */
async function stored(client: SupabaseClient, habit: Habit, date: string) {
  const { data: marks, error } = await client
    .from('checkmarks_tracker')
    .select('id, answer_entry(question_id, option_id, score_value)')
    .eq('habit_id', habit.id)
    .eq('date', date);
  if (error) throw error;
  const { data: scores, error: scoreError } = await client
    .from('daily_habit_scores')
    .select('checkmark_id, total_score')
    .eq('habit_id', habit.id)
    .eq('date', date);
  if (scoreError) throw scoreError;
  return { marks: marks ?? [], scores: scores ?? [] };
}

function daysBefore(n: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
}

describe('saving on a real PostgreSQL server, at once', () => {
  it('runs on PostgreSQL 15 or later, not PGlite', async () => {
    const { rows } = await backend.db.query<{ version: string }>('select version()');
    expect(rows[0].version).toMatch(/^PostgreSQL 1[5-9]/);
    expect(rows[0].version).not.toContain('PGlite');
  });

  it('40 simultaneous saves of one habit-day end in one check-mark whose answers and total agree', async () => {
    const alice = await createTestUser(backend);
    const habit = await createHabit(alice.client, 'Racing');
    const date = daysBefore(1);
    // Save n was made at minute n of the day; they arrive together, in shuffled order.
    const minute = (n: number) => `${date}T00:${String(n).padStart(2, '0')}:00.000Z`;
    const payloads = Array.from({ length: 40 }, (_, n) =>
      answers(habit, (i) => n + i * 3, minute(n)),
    );
    const order = payloads.map((_, n) => n).sort(() => Math.random() - 0.5);

    const sent = await Promise.all(order.map((n) => save(alice.client, habit, date, payloads[n])));
    const results: typeof sent = [];
    order.forEach((n, k) => (results[n] = sent[k]));

    const failures = results.filter((r) => r.error || r.status >= 500);
    expect(failures.map((r) => [r.status, r.error?.code, r.error?.message])).toEqual([]);
    const { marks, scores } = await stored(alice.client, habit, date);
    expect(marks).toHaveLength(1);
    const mark = marks[0];
    // One answer per question, each an option of that question with its score copied.
    expect(mark.answer_entry.map((a) => a.question_id).sort()).toEqual(
      habit.questions.map((q) => q.id).sort(),
    );
    for (const a of mark.answer_entry) {
      const option = habit.questions
        .find((q) => q.id === a.question_id)!
        .options.find((o) => o.id === a.option_id);
      expect(option?.score).toBe(a.score_value);
    }
    // The answers are exactly those of the newest edit (never an older one, never a mix).
    const winner = payloads.length - 1;
    expect(Object.fromEntries(mark.answer_entry.map((a) => [a.question_id, a.option_id]))).toEqual(
      Object.fromEntries(payloads[winner].map((a) => [a.question_id, a.option_id])),
    );
    // The total: the sum of the answers, in the scores view and in that save's own answer.
    const total = mark.answer_entry.reduce((sum, a) => sum + a.score_value, 0);
    expect(scores).toEqual([{ checkmark_id: mark.id, total_score: total }]);
    const answered = results[winner].data as { checkmark_id: number; total_score: number };
    expect(answered.checkmark_id).toBe(mark.id);
    expect(answered.total_score).toBe(total);
    // Every save answered with that one check-mark.
    expect(new Set(results.map((r) => (r.data as { checkmark_id: number }).checkmark_id))).toEqual(
      new Set([mark.id]),
    );
  });

  it('10 users saving 10 days each at once lose nothing', async () => {
    const users = await Promise.all(Array.from({ length: 10 }, () => createTestUser(backend)));
    const habits = await Promise.all(users.map((u, n) => createHabit(u.client, `Parallel ${n}`)));
    const work = users.flatMap((u, n) =>
      Array.from({ length: 10 }, (_, d) => ({
        client: u.client,
        habit: habits[n],
        date: daysBefore(d + 1),
        sent: answers(habits[n], (i) => n + d + i),
      })),
    );

    const results = await Promise.all(work.map((w) => save(w.client, w.habit, w.date, w.sent)));

    const failures = results.filter((r) => r.error || r.status >= 500);
    expect(failures.map((r) => [r.status, r.error?.code, r.error?.message])).toEqual([]);
    for (const [n, u] of users.entries()) {
      const { data, error } = await u.client
        .from('checkmarks_tracker')
        .select('date, answer_entry(question_id, option_id)')
        .eq('habit_id', habits[n].id)
        .order('date');
      expect(error).toBeNull();
      const expected = work
        .filter((w) => w.habit === habits[n])
        .map((w) => ({
          date: w.date,
          answers: Object.fromEntries(w.sent.map((a) => [a.question_id, a.option_id])),
        }))
        .sort((a, b) => a.date.localeCompare(b.date));
      expect(
        (data ?? []).map((row) => ({
          date: row.date,
          answers: Object.fromEntries(row.answer_entry.map((a) => [a.question_id, a.option_id])),
        })),
      ).toEqual(expected);
    }
  });
});
