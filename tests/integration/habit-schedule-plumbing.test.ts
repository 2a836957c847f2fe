/**
 * Schedules through the app's own plumbing, against the real local backend and supabase-js: the
 * habit form's values saved through the habit repository and read back into the form (the edit
 * page).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRepositories, type Repositories } from '@/api/repositories';
import type { DbClient } from '@/api/db-client';
import {
  emptyHabitForm,
  emptyQuestion,
  scheduleFormOf,
  toFormValues,
  toHabitPayload,
  type HabitFormValues,
} from '@/components/habit-form/habit-form-values';
import { createTestUser, startTestBackend, type TestBackend } from '../helpers/backend';

let backend: TestBackend;
let repos: Repositories;

beforeAll(async () => {
  backend = await startTestBackend();
  repos = createRepositories((await createTestUser(backend)).client as DbClient);
});

afterAll(async () => {
  await backend?.stop();
});

const form = (name: string, schedule: Partial<HabitFormValues['schedule']>): HabitFormValues => ({
  ...emptyHabitForm(),
  name,
  questions: [
    {
      ...emptyQuestion(),
      question: 'Done?',
      options: [
        { label: 'No', score_value: 0 },
        { label: 'Yes', score_value: 10 },
      ],
    },
  ],
  schedule: { ...scheduleFormOf(null), ...schedule },
});

async function readBack(id: number) {
  const habit = await repos.habitMetadata.readById(id);
  const questions = await repos.questionMetadata.readByHabitIdWithOptions(id);
  return toFormValues(habit!, questions, []);
}

describe('the schedule of the habit form, saved and read back', () => {
  it('creates "Gym" 3 times a week and shows it on edit; an edit to weekdays is kept', async () => {
    const id = await repos.habitMetadata.createHabit(
      toHabitPayload(form('Gym', { kind: 'per_week', times: 3 })),
    );
    expect(await repos.habitMetadata.readById(id)).toMatchObject({
      freq_num: 3,
      freq_den: 7,
      weekdays: null,
    });
    const edit = await readBack(id);
    expect(edit.schedule).toMatchObject({ kind: 'per_week', times: 3 });

    await repos.habitMetadata.updateHabit(
      id,
      toHabitPayload({
        ...edit,
        schedule: { ...edit.schedule, kind: 'weekdays', days: [0, 2, 4] },
      }),
    );
    expect(await repos.habitMetadata.readById(id)).toMatchObject({
      freq_num: 1,
      freq_den: 1,
      weekdays: 0b0010101,
    });
    expect((await readBack(id)).schedule).toMatchObject({ kind: 'weekdays', days: [0, 2, 4] });

    await repos.habitMetadata.updateHabit(
      id,
      toHabitPayload({ ...edit, schedule: { ...edit.schedule, kind: 'daily' } }),
    );
    expect(await repos.habitMetadata.readById(id)).toMatchObject({
      freq_num: 1,
      freq_den: 1,
      weekdays: null,
    });
  });

  it('every kind of the picker round-trips through the database', async () => {
    for (const schedule of [
      { kind: 'per_month', times: 10 },
      { kind: 'every_n_days', every: 3 },
      { kind: 'weekdays', days: [5, 6] },
    ] satisfies Partial<HabitFormValues['schedule']>[]) {
      const id = await repos.habitMetadata.createHabit(
        toHabitPayload(form(`Kind ${schedule.kind}`, schedule)),
      );
      expect((await readBack(id)).schedule).toMatchObject(schedule);
    }
  });
});
