/**
 * Template groups (docs/domain.md "Template group") through supabase-js and the repositories
 * (src/api/template-group.ts) against the real migrations and seed: two starter groups ship, each
 * with its starter templates; every signed-in user reads them and nobody writes them, nor files a
 * template of their own under one; create_group_from_template makes, in one step, the caller's
 * group (the template group's name and colour, after their other groups) with a habit from each
 * template (questions, options, schedule) filed under it, and nothing of another user's.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbClient } from '@/api/db-client';
import { createRepositories, type Repositories } from '@/api/repositories';
import {
  createTestClient,
  createTestUser,
  startTestBackend,
  type TestBackend,
} from '../helpers/backend';

let backend: TestBackend;
let client: SupabaseClient;
let repos: Repositories;
let other: Repositories;
let anon: SupabaseClient;

beforeAll(async () => {
  backend = await startTestBackend();
  const a = await createTestUser(backend);
  const b = await createTestUser(backend);
  client = a.client;
  repos = createRepositories(a.client as DbClient);
  other = createRepositories(b.client as DbClient);
  anon = createTestClient(backend);
});

afterAll(async () => {
  await backend?.stop();
});

/** Each starter group's templates, by name, in the order the group makes them. */
async function starterGroups() {
  const groups = await repos.templateGroup.readAll('en');
  const starters = await repos.habitTemplate.readStarters('en');
  return groups.map((g) => ({
    name: g.name,
    templates: starters.filter((t) => t.template_group_id === g.id).map((t) => t.name),
  }));
}

describe('template groups', () => {
  it('two starter groups ship, each with its starter templates', async () => {
    expect(await starterGroups()).toEqual([
      { name: 'Morning routine', templates: ['Exercise', 'Meditation', 'Hydration'] },
      { name: 'Evening wind-down', templates: ['Sleep', 'Reading', 'No sugar'] },
    ]);
    // Every signed-in user reads the same; anon reads nothing.
    expect(await other.templateGroup.readAll('en')).toEqual(
      await repos.templateGroup.readAll('en'),
    );
    const byAnon = await anon.from('template_group').select('*');
    expect(byAnon.error).toMatchObject({ code: '42501' });
  });

  it('nobody writes a template group or files a template of their own under one', async () => {
    const [morning] = await repos.templateGroup.readAll('en');
    const insert = await client.from('template_group').insert({ name: 'Mine' });
    expect(insert.error).toMatchObject({ code: '42501' });
    const update = await client
      .from('template_group')
      .update({ name: 'Renamed' })
      .eq('id', morning.id);
    expect(update.error).toMatchObject({ code: '42501' });
    const remove = await client.from('template_group').delete().eq('id', morning.id);
    expect(remove.error).toMatchObject({ code: '42501' });
    const own = await client
      .from('habit_template')
      .insert({ name: 'My routine', template_group_id: morning.id })
      .select();
    expect(own.error).toMatchObject({ code: '23514' });
    expect((await repos.templateGroup.readAll('en'))[0]).toEqual(morning);
    expect((await starterGroups())[0].templates).toEqual(['Exercise', 'Meditation', 'Hydration']);
  });

  it("makes the caller's group with a habit from each template, in one step", async () => {
    const earlier = await repos.habitGroup.create({ name: 'Work' });
    const [morning] = await repos.templateGroup.readAll('en');
    const groupId = await repos.templateGroup.createGroup(morning.id);

    const groups = await repos.habitGroup.readAll();
    expect(groups.map((g) => [g.id, g.name, g.color, g.position])).toEqual([
      [earlier.id, 'Work', '#0f766e', 0],
      [groupId, 'Morning routine', morning.color, 1],
    ]);
    const habits = await repos.habitMetadata.readAll();
    expect(habits.map((h) => [h.name, h.group_id, h.freq_num, h.freq_den])).toEqual([
      ['Exercise', groupId, 3, 7],
      ['Meditation', groupId, 1, 1],
      ['Hydration', groupId, 1, 1],
    ]);
    // Each habit has its template's questions and options.
    const starters = await repos.habitTemplate.readStarters('en');
    const templateQuestions = await repos.questionTemplate.readAllWithOptions();
    for (const h of habits) {
      const template = starters.find((t) => t.name === h.name)!;
      const expected = templateQuestions.filter((q) => q.template_id === template.id);
      const questions = await repos.questionMetadata.readByHabitIdWithOptions(h.id);
      expect(questions.map((q) => [q.question, q.option_metadata.length])).toEqual(
        expected.map((q) => [q.question, q.option_template.length]),
      );
    }
    // Another user gets nothing of it, and makes their own.
    expect(await other.habitGroup.readAll()).toEqual([]);
    expect(await other.habitMetadata.readAll()).toEqual([]);
    const theirs = await other.templateGroup.createGroup(morning.id);
    expect(theirs).not.toBe(groupId);
    expect((await other.habitMetadata.readAll()).every((h) => h.group_id === theirs)).toBe(true);
    expect(await repos.habitMetadata.readAll()).toHaveLength(3);
  });

  it('refuses a template group that does not exist, and anon', async () => {
    await expect(repos.templateGroup.createGroup(999_999)).rejects.toMatchObject({ status: 409 });
    const byAnon = await anon.rpc('create_group_from_template', { p_group_id: 1 });
    expect(byAnon.error).toMatchObject({ code: '42501' });
  });
});
