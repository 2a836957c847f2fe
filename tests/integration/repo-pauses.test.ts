/**
 * The habit_pause repository (src/api/habit-pause.ts) and the reads the consequence runner makes
 * of pauses and skips, against the real backend through supabase-js: list, create, end, delete;
 * bad input refused with a 400 before any write; another user sees and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbClient } from '@/api/db-client';
import { createRepositories, type Repositories } from '@/api/repositories';
import { WriteError } from '@/api/write';
import { findFirings } from '@/services/consequences/consequence-evaluation';
import { createTestUser, startTestBackend, type TestBackend } from '../helpers/backend';
import { yesNoHabitPayload } from '../helpers/habits';

let backend: TestBackend;
let repos: Repositories;
let other: Repositories;
let habitId: number;

beforeAll(async () => {
  backend = await startTestBackend();
  repos = createRepositories((await createTestUser(backend)).client as DbClient);
  other = createRepositories((await createTestUser(backend)).client as DbClient);
  habitId = await repos.habitMetadata.createHabit(yesNoHabitPayload('Pausable'));
});

afterAll(async () => {
  await backend?.stop();
});

describe('habit pauses', () => {
  it('creates, lists, ends and deletes pauses of one habit and of every habit', async () => {
    const holiday = await repos.habitPause.create({
      habitId,
      startDate: '2025-07-01',
      endDate: '2025-07-14',
      note: '  Holiday  ',
    });
    expect(holiday).toMatchObject({
      habit_id: habitId,
      start_date: '2025-07-01',
      end_date: '2025-07-14',
      note: 'Holiday',
    });
    const all = await repos.habitPause.create({
      habitId: null,
      startDate: '2025-06-01',
      endDate: null,
    });
    const otherHabit = await repos.habitMetadata.createHabit(yesNoHabitPayload('Other'));
    const elsewhere = await repos.habitPause.create({
      habitId: otherHabit,
      startDate: '2025-05-01',
      endDate: '2025-05-02',
    });
    expect((await repos.habitPause.readAll()).map((p) => p.id)).toEqual([
      elsewhere.id,
      all.id,
      holiday.id,
    ]);
    expect((await repos.habitPause.readForHabit(habitId)).map((p) => p.id)).toEqual([
      all.id,
      holiday.id,
    ]);

    // Resume early: the open-ended pause ends yesterday.
    expect(await repos.habitPause.updateEnd(all.id, '2025-06-20')).toMatchObject({
      id: all.id,
      end_date: '2025-06-20',
    });
    await repos.habitPause.deleteById(holiday.id);
    expect((await repos.habitPause.readForHabit(habitId)).map((p) => p.id)).toEqual([all.id]);
    // Deleting the habit takes its pauses with it.
    await repos.habitMetadata.deleteById(otherHabit);
    expect((await repos.habitPause.readAll()).map((p) => p.id)).toEqual([all.id]);
  });

  it.each([
    [{ habitId: 0, startDate: '2025-01-01', endDate: null }, /habitId/],
    [{ habitId: null, startDate: '2025-13-01', endDate: null }, /startDate/],
    [{ habitId: null, startDate: '2025-01-05', endDate: '2025-01-04' }, /before startDate/],
    [{ habitId: null, startDate: '2025-01-05', endDate: null, note: 'x'.repeat(501) }, /note/],
  ])('refuses %j before any request (400), writing nothing', async (input, message) => {
    const before = await repos.habitPause.readAll();
    const error = await repos.habitPause.create(input).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WriteError);
    expect(error).toMatchObject({ status: 400, code: '22023' });
    expect((error as Error).message).toMatch(message);
    expect(await repos.habitPause.readAll()).toEqual(before);
  });

  it('the database refuses an end before the start too (400), and keeps the row', async () => {
    const pause = await repos.habitPause.create({
      habitId,
      startDate: '2025-08-10',
      endDate: '2025-08-12',
    });
    const error = await repos.habitPause.updateEnd(pause.id, '2025-08-01').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, code: '23514' });
    expect((await repos.habitPause.readAll()).find((p) => p.id === pause.id)).toMatchObject({
      end_date: '2025-08-12',
    });
    await repos.habitPause.deleteById(pause.id);
  });

  it("another user reads none of them, cannot end or delete them, nor pause the owner's habit", async () => {
    const mine = await repos.habitPause.readAll();
    expect(mine.length).toBeGreaterThan(0);
    expect(await other.habitPause.readAll()).toEqual([]);
    expect(await other.habitPause.readForHabit(habitId)).toEqual([]);
    const end = await other.habitPause.updateEnd(mine[0].id, '2030-01-01').catch((e) => e);
    expect(end).toBeInstanceOf(WriteError); // no row: .single() finds none
    await other.habitPause.deleteById(mine[0].id);
    const attach = await other.habitPause
      .create({ habitId, startDate: '2025-01-01', endDate: null })
      .catch((e: unknown) => e);
    expect(attach).toMatchObject({ status: 409, code: '23503' });
    expect(await repos.habitPause.readAll()).toEqual(mine);
  });
});

describe('what the consequence runner reads', () => {
  it('the history carries skipped days, and with the pauses no penalty fires for them', async () => {
    const id = await repos.habitMetadata.createHabit(yesNoHabitPayload('Runner reads'));
    const [q] = await repos.questionMetadata.readByHabitIdWithOptions(id);
    const yes = q.option_metadata[1].id;
    await repos.habitDay.save({
      habitId: id,
      date: '2025-03-10',
      answers: [{ questionId: q.id, optionId: yes }],
    });
    await repos.habitDay.save({ habitId: id, date: '2025-03-11', answers: [], skipped: true });
    await repos.habitPause.create({ habitId: id, startDate: '2025-03-12', endDate: '2025-03-15' });
    const history = await repos.dailyHabitScores.readTotalsByHabitIdsSince([id], '2025-03-10');
    expect(history).toEqual([
      { habit_id: id, date: '2025-03-10', total_score: 10, skipped: false },
      { habit_id: id, date: '2025-03-11', total_score: 0, skipped: true },
    ]);
    const [habit] = (await repos.habitMetadata.readAll()).filter((h) => h.id === id);
    const input = {
      rules: [
        {
          id: 1,
          habit_id: id,
          kind: 'penalty' as const,
          trigger_type: 'missed_days' as const,
          threshold: 1,
          active: true,
          created_at: '2025-03-10',
        },
      ],
      habits: [{ ...habit, created_at: '2025-03-10', max: 10 }],
      days: history,
      logged: [],
      today: '2025-03-16',
      weekStart: 1 as const,
    };
    expect(findFirings({ ...input, pauses: await repos.habitPause.readAll() })).toEqual([]);
    // Without the pauses, 03-12..03-15 would each be a missed day.
    expect(findFirings(input).map((f) => f.trigger_date)).toEqual([
      '2025-03-12',
      '2025-03-13',
      '2025-03-14',
      '2025-03-15',
    ]);
  });
});
