/**
 * The reads and the write behind browsing a long history (docs/habits.md "Browsing the history",
 * "The table") against the real local backend: a page of one habit's totals holds only its
 * dates, each habit's first entry is its oldest check-mark however old, and save_habit_day
 * leaves no check-mark behind once a day's last answer is removed (Undo of a tap in the table
 * puts a day back to not answered, not to "answered, 0 points").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRepositories, type Repositories } from '@/api/repositories';
import type { DbClient } from '@/api/db-client';
import { createTestUser, startTestBackend, type TestBackend } from '../helpers/backend';

let backend: TestBackend;
let repos: Repositories;
let habitId = 0;
let other = 0;
let questionId = 0;
let yes = 0;

const yesNo = (name: string) => ({
  name,
  questions: [
    {
      question: `${name}?`,
      options: [
        { label: 'Yes', score_value: 10 },
        { label: 'No', score_value: 0 },
      ],
    },
  ],
});

beforeAll(async () => {
  backend = await startTestBackend();
  const a = await createTestUser(backend);
  repos = createRepositories(a.client as DbClient);
  habitId = await repos.habitMetadata.createHabit(yesNo('Wake up early'));
  other = await repos.habitMetadata.createHabit(yesNo('Stretch'));
  const [q] = await repos.questionMetadata.readByHabitIdWithOptions(habitId);
  questionId = q.id;
  yes = q.option_metadata.find((o) => o.label === 'Yes')!.id;
  for (const date of ['2016-03-14', '2016-03-16', '2016-03-18', '2017-01-02'])
    await repos.habitDay.save({ habitId, date, answers: [{ questionId, optionId: yes }] });
});

afterAll(async () => {
  await backend?.stop();
});

describe('history reads', () => {
  it("reads a page of one habit's totals, only its dates, oldest first", async () => {
    const rows = await repos.dailyHabitScores.readTotalsByHabitInRange(
      habitId,
      '2016-03-15',
      '2016-12-31',
    );
    expect(rows.map((r) => [r.date, r.total_score])).toEqual([
      ['2016-03-16', 10],
      ['2016-03-18', 10],
    ]);
  });

  it("reads each habit's first entry, none for a habit never answered", async () => {
    expect(await repos.dailyHabitScores.readFirstDates([habitId, other])).toEqual([
      { habit_id: habitId, date: '2016-03-14' },
    ]);
  });
});

describe('a day whose last answer is removed', () => {
  it('has no check-mark left: not answered again, not answered with 0 points', async () => {
    const date = '2016-03-20';
    const saved = await repos.habitDay.save({
      habitId,
      date,
      answers: [{ questionId, optionId: yes }],
    });
    expect(saved.checkmarkId).not.toBeNull();
    const cleared = await repos.habitDay.save({
      habitId,
      date,
      answers: [{ questionId, optionId: null }],
    });
    expect(cleared).toMatchObject({ checkmarkId: null, totalScore: 0 });
    expect(await repos.dailyHabitScores.readForDate(habitId, date)).toBeNull();
    // A skipped day keeps its check-mark (the skip), as before.
    await repos.habitDay.save({ habitId, date, answers: [], skipped: true });
    expect(await repos.dailyHabitScores.readForDate(habitId, date)).toMatchObject({
      skipped: true,
    });
  });
});
