/**
 * Starter templates with their schedules (supabase/seed.sql, and the migration that gives them to
 * starters seeded before schedules existed), and a template's schedule filling the habit made
 * from it; against the real local backend and supabase-js.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRepositories, type Repositories } from '@/api/repositories';
import type { DbClient } from '@/api/db-client';
import { activateLocale } from '@/lib/i18n/catalogs';
import { summaryOfColumns } from '@/lib/schedule';
import { createTestUser, startTestBackend, type TestBackend } from '../helpers/backend';

let backend: TestBackend;
let repos: Repositories;

beforeAll(async () => {
  // summaryOfColumns words a schedule in the active language (docs/languages.md).
  await activateLocale('en');
  backend = await startTestBackend();
  repos = createRepositories((await createTestUser(backend)).client as DbClient);
});

afterAll(async () => {
  await backend?.stop();
});

describe('starter templates', () => {
  it('have sensible schedules: Exercise 3 times a week, Reading 5 times a week', async () => {
    const starters = await repos.habitTemplate.readStarters('en');
    expect(Object.fromEntries(starters.map((t) => [t.name, summaryOfColumns(t)]))).toEqual({
      Sleep: 'Every day',
      Exercise: '3 times a week',
      Reading: '5 times a week',
      Meditation: 'Every day',
      Hydration: 'Every day',
      'No sugar': 'Every day',
    });
  });

  it('a habit made from a template gets its schedule', async () => {
    const exercise = (await repos.habitTemplate.readStarters('en')).find(
      (t) => t.name === 'Exercise',
    )!;
    const id = await repos.habitTemplate.createHabitFromTemplate(exercise.id);
    expect(await repos.habitMetadata.readById(id)).toMatchObject({ freq_num: 3, freq_den: 7 });
  });

  it('starters seeded before schedules get them from the migration; hand-made changes stay', async () => {
    const migration = readFileSync(
      new URL(
        '../../supabase/migrations/20251124005000_starter_template_schedules.sql',
        import.meta.url,
      ),
      'utf8',
    );
    // As a database seeded before schedules: every starter on the default schedule, except
    // Reading, which someone set to every other day by hand.
    await backend.db.exec(
      `update public.habit_template set freq_num = 1, freq_den = 1, weekdays = null
        where created_by is null;
       update public.habit_template set freq_num = 1, freq_den = 2
        where created_by is null and name = 'Reading';`,
    );
    const schedules = async () =>
      (
        await backend.db.query<{ name: string; freq_num: number; freq_den: number }>(
          `select name, freq_num, freq_den from public.habit_template
            where created_by is null and name in ('Exercise', 'Reading', 'Sleep') order by name`,
        )
      ).rows;
    await backend.db.exec(migration);
    const expected = [
      { name: 'Exercise', freq_num: 3, freq_den: 7 },
      { name: 'Reading', freq_num: 1, freq_den: 2 },
      { name: 'Sleep', freq_num: 1, freq_den: 1 },
    ];
    expect(await schedules()).toEqual(expected);
    // Run again: nothing changes.
    await backend.db.exec(migration);
    expect(await schedules()).toEqual(expected);
  });
});
