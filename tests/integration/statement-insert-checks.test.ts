/**
 * Inserts of check-marks and answers are checked per statement
 * (supabase/migrations/20251125001000_statement_insert_checks.sql) with the rules, SQLSTATEs and
 * messages the row triggers had: through the real supabase-js, a statement with one bad row among
 * good ones is refused whole and writes nothing.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectWrite } from '@/api/write';
import {
  createTestUser,
  startTestBackend,
  type TestBackend,
  type TestUser,
} from '../helpers/backend';

let backend: TestBackend;
let a: TestUser;
let b: TestUser;

interface Habit {
  id: number;
  question: number;
  yes: number;
}

async function habit(client: SupabaseClient, name: string): Promise<Habit> {
  const id = await expectWrite<number>(
    'create_habit',
    client.rpc('create_habit', {
      p_habit: {
        name,
        questions: [
          {
            question: `${name}?`,
            options: [
              { label: 'Yes', score_value: 1 },
              { label: 'No', score_value: 0 },
            ],
          },
        ],
      },
    }),
  );
  const [q] = await expectWrite<{ id: number; option_metadata: { id: number; label: string }[] }[]>(
    'question',
    client.from('question_metadata').select('id, option_metadata(id, label)').eq('habit_id', id),
  );
  return { id, question: q.id, yes: q.option_metadata.find((o) => o.label === 'Yes')!.id };
}

async function mark(client: SupabaseClient, habitId: number, date: string, skipped = false) {
  const [row] = await expectWrite<{ id: number }[]>(
    'mark',
    client.from('checkmarks_tracker').insert({ habit_id: habitId, date, skipped }).select('id'),
  );
  return row.id;
}

const count = async (client: SupabaseClient, table: string) => {
  const { count: n } = await client.from(table).select('*', { count: 'exact', head: true });
  return n ?? 0;
};

let gym: Habit;
let read: Habit;
let foreign: Habit;

beforeAll(async () => {
  backend = await startTestBackend();
  a = await createTestUser(backend);
  b = await createTestUser(backend);
  gym = await habit(a.client, 'Gym');
  read = await habit(a.client, 'Read');
  foreign = await habit(b.client, 'Theirs');
});

afterAll(async () => {
  await backend?.stop();
});

describe('statement-level insert checks', () => {
  it("a check-mark on another user's habit, among good ones, refuses the whole statement", async () => {
    const before = await count(a.client, 'checkmarks_tracker');
    const { error } = await a.client.from('checkmarks_tracker').insert([
      { habit_id: gym.id, date: '2025-01-01' },
      { habit_id: foreign.id, date: '2025-01-01' },
      { habit_id: read.id, date: '2025-01-01' },
    ]);
    expect(error).toMatchObject({
      code: '23503',
      message: `habit_metadata ${foreign.id} does not exist or belongs to another user`,
    });
    expect(await count(a.client, 'checkmarks_tracker')).toBe(before);
  });

  it('answers: a skipped day, a question of another habit, an option of another question, another user’s parents', async () => {
    const day = await mark(a.client, gym.id, '2025-02-01');
    const skipped = await mark(a.client, gym.id, '2025-02-02', true);
    const readDay = await mark(a.client, read.id, '2025-02-01');
    const theirDay = await mark(b.client, foreign.id, '2025-02-01');
    const good = {
      cmt_id: readDay,
      question_id: read.question,
      option_id: read.yes,
      score_value: 1,
    };
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { cmt_id: skipped, question_id: gym.question, option_id: gym.yes, score_value: 1 },
        '23514',
        `Check-mark ${skipped} is a skipped day: a skipped day carries no answers`,
      ],
      [
        { cmt_id: day, question_id: read.question, option_id: read.yes, score_value: 1 },
        '23503',
        `Question ${read.question} does not belong to the habit of check-mark ${day}`,
      ],
      [
        { cmt_id: day, question_id: gym.question, option_id: read.yes, score_value: 1 },
        '23503',
        `Option ${read.yes} does not belong to question ${gym.question}`,
      ],
      [
        { cmt_id: theirDay, question_id: gym.question, option_id: gym.yes, score_value: 1 },
        '23503',
        `checkmarks_tracker ${theirDay} does not exist or belongs to another user`,
      ],
      [
        { cmt_id: day, question_id: foreign.question, option_id: null, score_value: 1 },
        '23503',
        `question_metadata ${foreign.question} does not exist or belongs to another user`,
      ],
      [
        { cmt_id: day, question_id: gym.question, option_id: foreign.yes, score_value: 1 },
        '23503',
        `option_metadata ${foreign.yes} does not exist or belongs to another user`,
      ],
    ];
    for (const [bad, code, message] of cases) {
      const { error } = await a.client.from('answer_entry').insert([good, bad]);
      expect(error, message).toMatchObject({ code, message });
      expect(await count(a.client, 'answer_entry')).toBe(0);
    }
    // The good row alone is accepted.
    await expectWrite('answer', a.client.from('answer_entry').insert(good));
    expect(await count(a.client, 'answer_entry')).toBe(1);
  });
});
