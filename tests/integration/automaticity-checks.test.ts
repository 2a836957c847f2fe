/**
 * Habit science (issue 27, docs/domain.md "Automaticity check-in" and "If-then plan") through
 * supabase-js and the repository (src/api/automaticity-check.ts) against the real backend:
 * check-ins are stored, one per habit and date (saving again replaces the day's); 0, 8, 4.5 or a
 * missing item is refused; a second user reads none and adds none to the first user's habit; the
 * plan is saved with the habit (create_habit, update_habit, a direct write) and a 5,000-character
 * plan is refused.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewAutomaticityCheck } from '@/api/automaticity-check';
import type { DbClient } from '@/api/db-client';
import { createRepositories, type Repositories } from '@/api/repositories';
import { WriteError } from '@/api/write';
import { createTestUser, startTestBackend, type TestBackend } from '../helpers/backend';
import { yesNoHabitPayload } from '../helpers/habits';

let backend: TestBackend;
let repos: Repositories;
let other: Repositories;
let client: SupabaseClient;
let otherClient: SupabaseClient;
let walk: number;
let read: number;

const items = (n: number) => ({
  automatically: n,
  without_remembering: n,
  without_thinking: n,
  before_realizing: n,
});

beforeAll(async () => {
  backend = await startTestBackend();
  const a = await createTestUser(backend);
  const b = await createTestUser(backend);
  client = a.client;
  otherClient = b.client;
  repos = createRepositories(a.client as DbClient);
  other = createRepositories(b.client as DbClient);
  walk = await repos.habitMetadata.createHabit(yesNoHabitPayload('Walk'));
  read = await repos.habitMetadata.createHabit(yesNoHabitPayload('Read'));
});

afterAll(async () => {
  await backend?.stop();
});

describe('automaticity_check', () => {
  it('stores check-ins, one per habit and date: saving the same date again replaces it', async () => {
    const first = await repos.automaticityCheck.save({
      habitId: walk,
      date: '2026-10-01',
      ...items(2),
    });
    expect(first).toMatchObject({ habit_id: walk, date: '2026-10-01', ...items(2) });
    await repos.automaticityCheck.save({
      habitId: walk,
      date: '2026-10-08',
      automatically: 3,
      without_remembering: 4,
      without_thinking: 2,
      before_realizing: 1,
    });
    const again = await repos.automaticityCheck.save({
      habitId: walk,
      date: '2026-10-01',
      ...items(3),
    });
    expect(again.id).toBe(first.id);
    await repos.automaticityCheck.save({ habitId: read, date: '2026-10-05', ...items(6) });

    expect(
      (await repos.automaticityCheck.readByHabitId(walk)).map((c) => [c.date, c.automatically]),
    ).toEqual([
      ['2026-10-01', 3],
      ['2026-10-08', 3],
    ]);
    // A second row for the same habit and date, written directly, is refused (409).
    const duplicate = await client
      .from('automaticity_check')
      .insert({ habit_id: walk, date: '2026-10-08', ...items(5) });
    expect(duplicate).toMatchObject({ status: 409, error: { code: '23505' } });

    expect(
      (await repos.automaticityCheck.readLatestPerHabit()).map((c) => [c.habit_id, c.date]),
    ).toEqual([
      [walk, '2026-10-08'],
      [read, '2026-10-05'],
    ]);
    // Every check-in of the user, oldest first (insights).
    expect((await repos.automaticityCheck.readAll()).map((c) => [c.habit_id, c.date])).toEqual([
      [walk, '2026-10-01'],
      [read, '2026-10-05'],
      [walk, '2026-10-08'],
    ]);
  });

  it.each([
    ['0', { automatically: 0 }, '23514'],
    ['8', { without_remembering: 8 }, '23514'],
    ['4.5', { without_thinking: 4.5 }, '22P02'],
    ['a missing item', { before_realizing: undefined }, '23502'],
    ['a null item', { automatically: null }, '23502'],
  ])('refuses %s (400) and writes nothing', async (_label, change, code) => {
    const row: Record<string, unknown> = {
      habit_id: walk,
      date: '2026-11-01',
      ...items(4),
      ...change,
    };
    const direct = await client.from('automaticity_check').insert(row);
    expect(direct.status).toBe(400);
    expect(direct.error?.code).toBe(code);
    const viaRepo = repos.automaticityCheck.save({
      habitId: walk,
      date: '2026-11-01',
      ...items(4),
      ...change,
    } as NewAutomaticityCheck);
    await expect(viaRepo).rejects.toMatchObject({ status: 400 });
    // Changing an existing day to a bad value is refused too.
    const patch = Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined));
    if (Object.keys(patch).length > 0) {
      const update = await client
        .from('automaticity_check')
        .update(patch)
        .eq('habit_id', walk)
        .eq('date', '2026-10-01');
      expect(update).toMatchObject({ status: 400, error: { code } });
    }
    expect(
      (await repos.automaticityCheck.readByHabitId(walk)).map((c) => [c.date, c.automatically]),
    ).toEqual([
      ['2026-10-01', 3],
      ['2026-10-08', 3],
    ]);
  });

  it('a second user reads none and adds none to the first user’s habit', async () => {
    expect(await other.automaticityCheck.readByHabitId(walk)).toEqual([]);
    expect(await other.automaticityCheck.readLatestPerHabit()).toEqual([]);
    expect(await other.automaticityCheck.readAll()).toEqual([]);
    const { data } = await otherClient.from('automaticity_check').select('*');
    expect(data).toEqual([]);

    const added = await other.automaticityCheck
      .save({ habitId: walk, date: '2026-11-02', ...items(7) })
      .catch((e: unknown) => e);
    expect(added).toBeInstanceOf(WriteError);
    expect(added).toMatchObject({ status: 409, code: '23503' });
    // Not by overwriting the first user's day either (upsert on habit_id, date).
    const over = await other.automaticityCheck
      .save({ habitId: walk, date: '2026-10-01', ...items(7) })
      .catch((e: unknown) => e);
    expect(over).toMatchObject({ status: 409, code: '23503' });
    // Nor by moving a check-in of their own onto it.
    const theirs = await other.habitMetadata.createHabit(yesNoHabitPayload('Theirs'));
    const own = await other.automaticityCheck.save({
      habitId: theirs,
      date: '2026-11-02',
      ...items(1),
    });
    const moved = await otherClient
      .from('automaticity_check')
      .update({ habit_id: walk })
      .eq('id', own.id);
    expect(moved).toMatchObject({ status: 409, error: { code: '23503' } });
    const changed = await otherClient
      .from('automaticity_check')
      .update({ automatically: 7 })
      .eq('habit_id', walk)
      .select();
    expect(changed).toMatchObject({ error: null, data: [] });

    expect(
      (await repos.automaticityCheck.readByHabitId(walk)).map((c) => [c.date, c.automatically]),
    ).toEqual([
      ['2026-10-01', 3],
      ['2026-10-08', 3],
    ]);
  });

  it('goes with its habit when the habit is deleted', async () => {
    const temp = await repos.habitMetadata.createHabit(yesNoHabitPayload('Temp'));
    await repos.automaticityCheck.save({ habitId: temp, date: '2026-11-03', ...items(5) });
    await repos.habitMetadata.deleteById(temp);
    expect(await repos.automaticityCheck.readByHabitId(temp)).toEqual([]);
  });
});

describe('habit_metadata.plan', () => {
  const plan = 'After I pour my morning coffee, I will walk around the block.';

  it('is saved with the habit: create_habit, update_habit (kept when left out) and a direct write', async () => {
    const id = await repos.habitMetadata.createHabit({ ...yesNoHabitPayload('Plan'), plan });
    expect((await repos.habitMetadata.readById(id))?.plan).toBe(plan);
    // update_habit without `plan` keeps it (the payload's questions are new, answers none).
    await repos.habitMetadata.updateHabit(id, yesNoHabitPayload('Plan renamed'));
    expect(await repos.habitMetadata.readById(id)).toMatchObject({ name: 'Plan renamed', plan });
    await repos.habitMetadata.updateHabit(id, { ...yesNoHabitPayload('Plan'), plan: '  ' });
    expect((await repos.habitMetadata.readById(id))?.plan).toBeNull();
    const patched = await client
      .from('habit_metadata')
      .update({ plan: 'x'.repeat(280) })
      .eq('id', id)
      .select('plan')
      .single();
    expect(patched.data?.plan).toHaveLength(280);
  });

  it('refuses a plan over 280 characters: 5,000 through every write, 281 directly', async () => {
    const long = 'x'.repeat(5000);
    const created = await repos.habitMetadata
      .createHabit({ ...yesNoHabitPayload('Too long'), plan: long })
      .catch((e: unknown) => e);
    expect(created).toMatchObject({ status: 400 });
    expect((created as WriteError).message).toMatch(/Plan must be at most 280 characters/);
    const updated = await repos.habitMetadata
      .updateHabit(walk, { ...yesNoHabitPayload('Walk'), plan: long })
      .catch((e: unknown) => e);
    expect(updated).toMatchObject({ status: 400 });
    for (const bad of [long, 'x'.repeat(281)]) {
      const direct = await client.from('habit_metadata').update({ plan: bad }).eq('id', walk);
      expect(direct).toMatchObject({ status: 400, error: { code: '23514' } });
    }
    const inserted = await client.from('habit_metadata').insert({ name: 'Direct', plan: long });
    expect(inserted).toMatchObject({ status: 400, error: { code: '23514' } });
    expect((await repos.habitMetadata.readAll()).map((h) => [h.name, h.plan])).toEqual([
      ['Walk', null],
      ['Read', null],
      ['Plan', 'x'.repeat(280)],
    ]);
  });
});
