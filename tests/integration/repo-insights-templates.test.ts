/**
 * The repository reads and writes added for the insights and templates pages, against the real
 * local backend through the real supabase-js: every habit's totals of a range, every habit's
 * performance of one period, every readable template's questions with options, and the rename
 * of an own template (refused for starters and for other users' templates).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRepositories, type Repositories } from '@/api/repositories';
import type { DbClient } from '@/api/db-client';
import { WriteError } from '@/api/write';
import { createTestUser, startTestBackend, type TestBackend } from '../helpers/backend';
import { yesNoHabitPayload } from '../helpers/habits';

let backend: TestBackend;
let repos: Repositories;
let other: Repositories;

const day = (n: number) => new Date(Date.UTC(2025, 0, 1 + n)).toISOString().slice(0, 10);

async function answer(r: Repositories, habitId: number, date: string, yes: boolean) {
  const [q] = await r.questionMetadata.readByHabitIdWithOptions(habitId);
  await r.habitDay.save({
    habitId,
    date,
    answers: [{ questionId: q.id, optionId: q.option_metadata[yes ? 1 : 0].id }],
  });
}

beforeAll(async () => {
  backend = await startTestBackend();
  repos = createRepositories((await createTestUser(backend)).client as DbClient);
  other = createRepositories((await createTestUser(backend)).client as DbClient);
});

afterAll(async () => {
  await backend?.stop();
});

describe('insights reads', () => {
  it('readTotalsInRange: every habit of the range, oldest first, with skipped, without answers, only mine', async () => {
    const a = await repos.habitMetadata.createHabit(yesNoHabitPayload('A'));
    const b = await repos.habitMetadata.createHabit(yesNoHabitPayload('B'));
    await answer(repos, a, day(0), true);
    await answer(repos, b, day(1), false);
    await answer(repos, a, day(2), true);
    // A skipped day is a row of its own (home's figures pass over it).
    await repos.habitDay.save({ habitId: b, date: day(3), answers: [], skipped: true });
    await answer(repos, a, day(40), true); // outside the range
    const theirs = await other.habitMetadata.createHabit(yesNoHabitPayload('Theirs'));
    await answer(other, theirs, day(1), true);

    const rows = await repos.dailyHabitScores.readTotalsInRange(day(0), day(10));
    expect(rows).toEqual([
      { habit_id: a, date: day(0), total_score: 10, skipped: false },
      { habit_id: b, date: day(1), total_score: 0, skipped: false },
      { habit_id: a, date: day(2), total_score: 10, skipped: false },
      { habit_id: b, date: day(3), total_score: 0, skipped: true },
    ]);
    expect(await other.dailyHabitScores.readTotalsInRange(day(0), day(0))).toEqual([]);
  });

  it('readByPeriod: one row per own habit for the period, by habit id', async () => {
    const rows = await repos.habitPerformance.readByPeriod('all_time');
    const mine = await repos.habitMetadata.readAll();
    expect(rows.map((r) => r.habit_id)).toEqual(mine.map((h) => h.id).sort((x, y) => x - y));
    expect(rows.every((r) => r.period_type === 'all_time')).toBe(true);
    const a = mine.find((h) => h.name === 'A')!;
    expect(rows.find((r) => r.habit_id === a.id)).toMatchObject({ days_tracked: 3, days_met: 3 });
    expect(await repos.habitPerformance.readByPeriod('no_such_period')).toEqual([]);
  });
});

describe('template reads and writes', () => {
  it('readAllWithOptions: starters and own questions, options in order; not other users', async () => {
    const habitId = await repos.habitMetadata.createHabit(yesNoHabitPayload('To template'));
    const templateId = await repos.habitTemplate.saveHabitAsTemplate(habitId);
    const theirHabit = await other.habitMetadata.createHabit(yesNoHabitPayload('Their template'));
    const theirTemplate = await other.habitTemplate.saveHabitAsTemplate(theirHabit);

    const questions = await repos.questionTemplate.readAllWithOptions();
    const starters = await repos.habitTemplate.readStarters('en');
    const templateIds = new Set(questions.map((q) => q.template_id));
    for (const s of starters) expect(templateIds.has(s.id)).toBe(true);
    expect(templateIds.has(templateId)).toBe(true);
    expect(templateIds.has(theirTemplate)).toBe(false);

    const own = questions.filter((q) => q.template_id === templateId);
    expect(own).toHaveLength(1);
    expect(own[0].option_template.map((o) => [o.label, o.score_value])).toEqual([
      ['No', 0],
      ['Yes', 10],
    ]);
    for (const q of questions) {
      const positions = q.option_template.map((o) => o.position);
      expect(positions).toEqual([...positions].sort((x, y) => x - y));
    }
  });

  it('update: renames an own template; starters and other users templates are refused', async () => {
    const habitId = await repos.habitMetadata.createHabit(yesNoHabitPayload('Rename me'));
    const templateId = await repos.habitTemplate.saveHabitAsTemplate(habitId);
    const renamed = await repos.habitTemplate.update(templateId, {
      name: 'Renamed',
      description: null,
    });
    expect(renamed).toMatchObject({ id: templateId, name: 'Renamed', description: null });

    const [starter] = await repos.habitTemplate.readStarters('en');
    await expect(repos.habitTemplate.update(starter.id, { name: 'Mine now' })).rejects.toThrow(
      WriteError,
    );
    await expect(other.habitTemplate.update(templateId, { name: 'Taken' })).rejects.toThrow(
      WriteError,
    );
    await expect(repos.habitTemplate.update(templateId, { name: '' })).rejects.toThrow(WriteError);
    const after = await repos.habitTemplate.readStarters('en');
    expect(after.find((t) => t.id === starter.id)?.name).toBe(starter.name);
    const mine = await repos.habitTemplate.readAll();
    expect(mine.find((t) => t.id === templateId)?.name).toBe('Renamed');
  });
});
