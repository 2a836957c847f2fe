/**
 * reorder_habits through the repository (real supabase-js, real local backend): a new order is
 * stored and read back in that order, archived habits follow; every refusal (duplicate, null,
 * unknown id, another user's id, a habit left out) is a 400 with a clear message and changes
 * nothing; anon cannot call it; another user's habits are never touched.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRepositories, type Repositories } from '@/api/repositories';
import type { DbClient } from '@/api/db-client';
import type { HabitPayload } from '@/api/habit-metadata';
import { WriteError } from '@/api/write';
import {
  createTestClient,
  createTestUser,
  startTestBackend,
  type TestBackend,
} from '../helpers/backend';

let backend: TestBackend;
let repos: Repositories;
let other: Repositories;
let anon: SupabaseClient;
/** User A's habits by name. */
const ids: Record<string, number> = {};
let otherId = 0;

const habit = (name: string): HabitPayload => ({
  name,
  questions: [
    {
      question: `Did you ${name.toLowerCase()}?`,
      options: [
        { label: 'No', score_value: 0 },
        { label: 'Yes', score_value: 1 },
      ],
    },
  ],
});

/** Names in the order readAll returns them, with the archived flag. */
async function order(r: Repositories = repos) {
  return (await r.habitMetadata.readAll()).map(
    (h) => `${h.name}${h.archived ? ' (archived)' : ''}`,
  );
}

/** Every column that a reorder could change, to prove a refusal changed nothing. */
async function snapshot(r: Repositories = repos) {
  return (await r.habitMetadata.readAll()).map((h) => [h.id, h.position, h.updated_at]);
}

async function refusal(habitIds: (number | null)[] | null) {
  const error = await repos.habitMetadata
    .reorder(habitIds as number[])
    .then(() => null)
    .catch((e: unknown) => e);
  expect(error).toBeInstanceOf(WriteError);
  return error as WriteError;
}

beforeAll(async () => {
  backend = await startTestBackend();
  const a = await createTestUser(backend);
  const b = await createTestUser(backend);
  repos = createRepositories(a.client as DbClient);
  other = createRepositories(b.client as DbClient);
  anon = createTestClient(backend);
  for (const name of ['Sleep', 'Read', 'Old', 'Walk']) {
    ids[name] = await repos.habitMetadata.createHabit(habit(name));
  }
  await repos.habitMetadata.setArchived(ids.Old, true);
  otherId = await other.habitMetadata.createHabit(habit('Swim'));
});

afterAll(async () => {
  await backend?.stop();
});

describe('reorder_habits', () => {
  it('starts in creation order (create_habit puts a new habit last)', async () => {
    expect(await order()).toEqual(['Sleep', 'Read', 'Old (archived)', 'Walk']);
  });

  it('stores the new order; archived habits left out follow it', async () => {
    await repos.habitMetadata.reorder([ids.Walk, ids.Sleep, ids.Read]);
    expect(await order()).toEqual(['Walk', 'Sleep', 'Read', 'Old (archived)']);
    const positions = (await repos.habitMetadata.readAll()).map((h) => h.position);
    expect(positions).toEqual([0, 1, 2, 3]);
  });

  it('accepts archived habits in the list too', async () => {
    await repos.habitMetadata.reorder([ids.Read, ids.Old, ids.Walk, ids.Sleep]);
    expect(await order()).toEqual(['Read', 'Old (archived)', 'Walk', 'Sleep']);
  });

  it('is idempotent and writes only rows whose position changes', async () => {
    const before = await snapshot();
    await repos.habitMetadata.reorder([ids.Read, ids.Old, ids.Walk, ids.Sleep]);
    expect(await snapshot()).toEqual(before);
  });

  it('puts a habit created after a reorder last', async () => {
    await repos.habitMetadata.reorder([ids.Sleep, ids.Read, ids.Walk]);
    ids.Stretch = await repos.habitMetadata.createHabit(habit('Stretch'));
    expect(await order()).toEqual(['Sleep', 'Read', 'Walk', 'Old (archived)', 'Stretch']);
    await repos.habitMetadata.reorder([ids.Sleep, ids.Read, ids.Walk, ids.Stretch]);
  });

  const cases: [string, () => (number | null)[] | null, () => RegExp][] = [
    [
      'a duplicate',
      () => [ids.Sleep, ids.Read, ids.Walk, ids.Read, ids.Stretch],
      () => /^Habit \d+ appears more than once in the new order$/,
    ],
    ['a null id', () => [ids.Sleep, null, ids.Walk, ids.Stretch], () => /empty habit id/],
    ['no list', () => null, () => /The new order of habits is required/],
    [
      'an unknown id',
      () => [ids.Sleep, ids.Read, ids.Walk, ids.Stretch, 987654321],
      () => /^Habit 987654321 not found$/,
    ],
    [
      "another user's habit",
      () => [ids.Sleep, ids.Read, otherId, ids.Walk, ids.Stretch],
      () => new RegExp(`^Habit ${otherId} not found$`),
    ],
    [
      'a list leaving out a habit',
      () => [ids.Stretch, ids.Sleep, ids.Walk],
      () =>
        /^The new order leaves out habit \d+ \("Read"\): list every habit that is not archived$/,
    ],
    ['an empty list', () => [], () => /leaves out habit \d+ \("Sleep"\)/],
  ];

  it.each(cases)(
    'refuses %s with 400 and a clear message, changing nothing',
    async (_, list, message) => {
      const before = await snapshot();
      const otherBefore = await snapshot(other);
      const error = await refusal(list());
      expect(error.status).toBe(400);
      expect(error.code).toBe('22023');
      expect(error.retryable).toBe(false);
      expect(error.message).toMatch(message());
      expect(await snapshot()).toEqual(before);
      expect(await snapshot(other)).toEqual(otherBefore);
    },
  );

  it('never touches another user’s habits', async () => {
    const before = await snapshot(other);
    await repos.habitMetadata.reorder([ids.Stretch, ids.Walk, ids.Read, ids.Sleep]);
    expect(await order()).toEqual(['Stretch', 'Walk', 'Read', 'Sleep', 'Old (archived)']);
    expect(await snapshot(other)).toEqual(before);
    // The other user's own call cannot name A's habits either.
    const error = await other.habitMetadata.reorder([otherId, ids.Sleep]).catch((e: unknown) => e);
    expect((error as WriteError).status).toBe(400);
    expect((error as WriteError).message).toBe(`Habit ${ids.Sleep} not found`);
    expect(await order()).toEqual(['Stretch', 'Walk', 'Read', 'Sleep', 'Old (archived)']);
  });

  it('anon cannot call it', async () => {
    const before = await snapshot();
    const { error, status } = await anon.rpc('reorder_habits', { p_habit_ids: [ids.Sleep] });
    expect(error).not.toBeNull();
    expect(status).toBe(401);
    expect(error?.code).toBe('42501');
    expect(await snapshot()).toEqual(before);
  });
});
