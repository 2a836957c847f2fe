/**
 * The pause writes of the habit page and settings (api/pause-mutations.ts over the pause
 * repository), against the real local backend and supabase-js: a pause of one habit and of every
 * habit, resuming early as lib/pause-plan.ts plans it, cancelling, and a pause of another user's
 * habit refused with a 4xx and nothing written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRepositories, type Repositories } from '@/api/repositories';
import type { DbClient } from '@/api/db-client';
import { WriteError } from '@/api/write';
import { resumePlan } from '@/lib/pause-plan';
import { createTestUser, startTestBackend, type TestBackend } from '../helpers/backend';
import { yesNoHabitPayload } from '../helpers/habits';

let backend: TestBackend;
let repos: Repositories;
let other: Repositories;

beforeAll(async () => {
  backend = await startTestBackend();
  repos = createRepositories((await createTestUser(backend)).client as DbClient);
  other = createRepositories((await createTestUser(backend)).client as DbClient);
});

afterAll(async () => {
  await backend?.stop();
});

const today = '2026-11-24';

describe('habit_pause through the repository', () => {
  it('adds pauses of one habit and of every habit, resumes early and deletes', async () => {
    const gym = await repos.habitMetadata.createHabit(yesNoHabitPayload('Gym'));
    const holiday = await repos.habitPause.create({
      habitId: null,
      startDate: '2026-12-20',
      endDate: '2026-12-27',
      note: 'Holiday',
    });
    const knee = await repos.habitPause.create({
      habitId: gym,
      startDate: '2026-11-20',
      endDate: null,
    });
    expect(
      (await repos.habitPause.readAll()).map((p) => [p.habit_id, p.start_date, p.end_date]),
    ).toEqual([
      [gym, '2026-11-20', null],
      [null, '2026-12-20', '2026-12-27'],
    ]);
    expect(await other.habitPause.readAll()).toEqual([]);

    // Resume the current pause: it ends yesterday, so today counts again.
    const plan = resumePlan(knee, today);
    expect(plan).toEqual({ kind: 'end', end_date: '2026-11-23' });
    if (plan.kind === 'end') await repos.habitPause.updateEnd(knee.id, plan.end_date);
    // "Cancel" a planned pause: it is removed.
    expect(resumePlan(holiday, today)).toEqual({ kind: 'delete' });
    await repos.habitPause.deleteById(holiday.id);
    expect((await repos.habitPause.readAll()).map((p) => [p.id, p.start_date, p.end_date])).toEqual(
      [[knee.id, '2026-11-20', '2026-11-23']],
    );
  });

  it('refuses a last day before the first, and a pause of another user habit; writes nothing', async () => {
    const before = await repos.habitPause.readAll();
    const bad = repos.habitPause.create({
      habitId: null,
      startDate: '2026-12-20',
      endDate: '2026-12-01',
    });
    await expect(bad).rejects.toBeInstanceOf(WriteError);
    await expect(bad).rejects.toMatchObject({ status: 400 });
    const theirs = await other.habitMetadata.createHabit(yesNoHabitPayload('Theirs'));
    const foreign = await repos.habitPause
      .create({ habitId: theirs, startDate: '2026-12-20', endDate: null })
      .catch((error: unknown) => error);
    expect(foreign).toBeInstanceOf(WriteError);
    expect((foreign as WriteError).status).toBeGreaterThanOrEqual(400);
    expect((foreign as WriteError).status).toBeLessThan(500);
    expect(await repos.habitPause.readAll()).toEqual(before);
    expect(await other.habitPause.readAll()).toEqual([]);
  });
});
