/**
 * "Met" means done (migration 20251126000200_met_means_done.sql, docs/domain.md "Day met"):
 * without a daily target a day is met when its total is above zero, so "No", a 0-point or a
 * negative answer leaves days_met and the streak at 0 in habit_performance_new; a habit whose only
 * question is a number question and that had no target gets its points as its target when the
 * migration runs, so "2 of 8 glasses" is not met.
 */
import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../backend/auth/users';
import {
  DEFAULT_MIGRATIONS_DIR,
  migrate,
  openDatabase,
  withClaims,
} from '../../backend/db/database';
import { createRepositories, type Repositories } from '@/api/repositories';
import type { DbClient } from '@/api/db-client';
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

/** A habit without a target whose one question scores No 0, Yes 10, Relapse -5. */
async function habitAnswered(name: string, label: 'No' | 'Yes' | 'Relapse') {
  const habitId = await repos.habitMetadata.createHabit({
    name,
    color: '#2563eb',
    daily_target: null,
    questions: [
      {
        question: `${name}?`,
        options: [
          { label: 'No', score_value: 0 },
          { label: 'Yes', score_value: 10 },
          { label: 'Relapse', score_value: -5 },
        ],
      },
    ],
    consequences: [],
  });
  const [q] = await repos.questionMetadata.readByHabitIdWithOptions(habitId);
  const option = q.option_metadata.find((o) => o.label === label)!;
  const { rows } = await backend.db.query<{ today: string }>('select current_date::text as today');
  await repos.habitDay.save({
    habitId,
    date: rows[0].today,
    answers: [{ questionId: q.id, optionId: option.id }],
  });
  const figures = await repos.habitPerformance.readByHabitId(habitId, rows[0].today);
  return figures.find((f) => f.period_type === 'all_time')!;
}

describe('without a daily target, a day is met when its total is above zero', () => {
  it.each([['No'], ['Relapse']] as const)(
    '"%s" leaves days_met and the streak at 0',
    async (label) => {
      const figures = await habitAnswered(`Answered ${label}`, label);
      expect(figures).toMatchObject({ days_tracked: 1, days_met: 0, current_streak: 0 });
      expect(Number(figures.completion_pct)).toBe(0);
    },
  );

  it('"Yes" makes it 1 with a 1-day streak', async () => {
    const figures = await habitAnswered('Answered Yes', 'Yes');
    expect(figures).toMatchObject({ days_tracked: 1, days_met: 1, current_streak: 1 });
    expect(Number(figures.completion_pct)).toBe(100);
  });
});

describe('the migration gives a lone number question its points as the target', () => {
  it('sets the target of a number-only habit without one, and of nothing else', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'met-means-done-'));
    const db = await openDatabase();
    try {
      const files = (await readdir(DEFAULT_MIGRATIONS_DIR)).filter((f) => /^\d+_.+\.sql$/.test(f));
      const copy = (f: string) => copyFile(join(DEFAULT_MIGRATIONS_DIR, f), join(dir, f));
      const THIS = '20251126000200_met_means_done.sql';
      await Promise.all(files.filter((f) => f < THIS).map(copy));
      await migrate(db, { migrationsDir: dir, seedFile: null });
      const user = await db.transaction((tx) =>
        createUser(tx, { email: 'water@example.com', password: 'password-123', bcryptCost: 4 }),
      );
      const habit = async (name: string, target: number | null) =>
        (
          await db.query<{ id: number }>(
            `insert into public.habit_metadata (name, daily_target, created_by)
             values ($1, $2, $3) returning id`,
            [name, target, user.id],
          )
        ).rows[0].id;
      const water = await habit('Water', null);
      const typed = await habit('Water with a target', 3);
      const mixed = await habit('Water and a walk', null);
      const number = (habitId: number, position: number) =>
        db.query(
          `insert into public.question_metadata
             (habit_id, question, position, kind, unit, target, target_type, points, created_by)
           values ($1, 'Glasses', $2, 'number', 'glasses', 8, 'at_least', 10, $3)`,
          [habitId, position, user.id],
        );
      await number(water, 0);
      await number(typed, 0);
      await number(mixed, 0);
      await db.query(
        `insert into public.question_metadata (habit_id, question, position, created_by)
         values ($1, 'Walked?', 1, $2)`,
        [mixed, user.id],
      );

      await Promise.all(files.filter((f) => f >= THIS).map(copy));
      await migrate(db, { migrationsDir: dir, seedFile: null });
      const targets = await withClaims(db, { role: 'authenticated', sub: user.id }, (tx) =>
        tx.query<{ name: string; daily_target: number | null }>(
          'select name, daily_target from public.habit_metadata order by id',
        ),
      );
      expect(targets.rows).toEqual([
        { name: 'Water', daily_target: 10 },
        { name: 'Water with a target', daily_target: 3 },
        { name: 'Water and a walk', daily_target: null },
      ]);
    } finally {
      await db.close();
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
