/**
 * Groups, automaticity check-ins and if-then plans in the own-data export and import (issues 26
 * and 27; migration 20251128000600_groups_checks_plans_in_writes.sql) against the real backend
 * through supabase-js: export then import into a new account restores the groups with their habits,
 * the check-ins and the plans, with the habits' history; importing again adds no group twice;
 * one's own export adds nothing; a bad group, check-in or plan is refused with 400 naming it, and
 * nothing of the file is written; a file without these lists imports as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbClient } from '@/api/db-client';
import { createRepositories, type Repositories } from '@/api/repositories';
import { expectWrite } from '@/api/write';
import {
  createTestUser,
  startTestBackend,
  type TestBackend,
  type TestUser,
} from '../helpers/backend';
import { yesNoHabitPayload } from '../helpers/habits';

type Row = Record<string, unknown> & { id: number };
type Export = Record<string, Row[]>;

let backend: TestBackend;
let a: TestUser;
let repos: Repositories;

const rpc = <T>(user: TestUser, fn: string, args?: object) =>
  expectWrite<T>(fn, user.client.rpc(fn, args));
const exportOf = (user: TestUser) => rpc<Export>(user, 'export_my_data');
const importInto = (user: TestUser, data: unknown) =>
  rpc<Record<string, unknown>>(user, 'import_my_data', { p_data: data });

const items = (n: number) => ({
  automatically: n,
  without_remembering: n + 1,
  without_thinking: n,
  before_realizing: n - 1,
});

/** An export as a person sees it: groups in order with their habits, plans, check-ins, days. */
function tree(data: Export) {
  const habitName = new Map(data.habit_metadata.map((h) => [h.id, h.name]));
  const groups = [...data.habit_group].sort(
    (x, y) => Number(x.position) - Number(y.position) || x.id - y.id,
  );
  return {
    groups: groups.map((g) => ({
      name: g.name,
      color: g.color,
      habits: data.habit_metadata
        .filter((h) => h.group_id === g.id)
        .map((h) => h.name)
        .sort(),
    })),
    ungrouped: data.habit_metadata
      .filter((h) => h.group_id === null)
      .map((h) => h.name)
      .sort(),
    plans: Object.fromEntries(data.habit_metadata.map((h) => [h.name, h.plan])),
    checks: data.automaticity_check
      .map((c) => [
        habitName.get(c.habit_id as number),
        c.date,
        c.automatically,
        c.without_remembering,
        c.without_thinking,
        c.before_realizing,
      ])
      .sort((x, y) => String(x).localeCompare(String(y))),
    days: data.checkmarks_tracker
      .map((c) => [habitName.get(c.habit_id as number), c.date])
      .sort((x, y) => String(x).localeCompare(String(y))),
  };
}

/** Rows per list of a user's export. */
async function counts(user: TestUser): Promise<Record<string, number>> {
  const data = await exportOf(user);
  return Object.fromEntries(
    Object.entries(data)
      .filter(([, v]) => Array.isArray(v))
      .map(([k, v]) => [k, v.length]),
  );
}

beforeAll(async () => {
  backend = await startTestBackend();
  a = await createTestUser(backend);
  repos = createRepositories(a.client as DbClient);
  const morning = await repos.habitGroup.create({ name: 'Morning', color: '#f59e0b' });
  const evening = await repos.habitGroup.create({ name: 'Evening', color: '#6366f1' });
  await repos.habitGroup.create({ name: 'Someday' }); // an empty group travels too
  const walk = await repos.habitMetadata.createHabit({
    ...yesNoHabitPayload('Walk'),
    group_id: morning.id,
    plan: 'After breakfast, I will walk around the block.',
  });
  await repos.habitMetadata.createHabit({ ...yesNoHabitPayload('Stretch'), group_id: morning.id });
  const read = await repos.habitMetadata.createHabit({
    ...yesNoHabitPayload('Read'),
    group_id: evening.id,
    plan: 'When I get into bed, I will read one page.',
  });
  await repos.habitMetadata.createHabit(yesNoHabitPayload('Loose'));
  for (const [date, n] of [
    ['2026-10-01', 2],
    ['2026-10-08', 3],
    ['2026-10-15', 5],
  ] as const)
    await repos.automaticityCheck.save({ habitId: walk, date, ...items(n) });
  await repos.automaticityCheck.save({ habitId: read, date: '2026-10-10', ...items(4) });
  const [question] = await repos.questionMetadata.readByHabitIdWithOptions(walk);
  const yes = question.option_metadata.find((o) => o.label === 'Yes')!;
  for (const date of ['2026-10-01', '2026-10-02'])
    await repos.habitDay.save({
      habitId: walk,
      date,
      answers: [{ questionId: question.id, optionId: yes.id }],
    });
});

afterAll(async () => {
  await backend?.stop();
});

describe('export_my_data', () => {
  it('carries the groups, the check-ins, and each habit’s group and plan', async () => {
    const data = await exportOf(a);
    expect(data.habit_group.map((g) => [g.name, g.position])).toEqual([
      ['Morning', 0],
      ['Evening', 1],
      ['Someday', 2],
    ]);
    expect(data.automaticity_check).toHaveLength(4);
    expect(tree(data).groups).toEqual([
      { name: 'Morning', color: '#f59e0b', habits: ['Stretch', 'Walk'] },
      { name: 'Evening', color: '#6366f1', habits: ['Read'] },
      { name: 'Someday', color: '#0f766e', habits: [] },
    ]);
  });
});

describe('import_my_data with groups, check-ins and plans', () => {
  it('restores groups with their habits, check-ins and plans in a new account', async () => {
    const file = await exportOf(a);
    const b = await createTestUser(backend);
    const result = await importInto(b, file);
    expect(result).toMatchObject({
      habit_metadata: 4,
      checkmarks_tracker: 2,
      habit_group: 3,
      automaticity_check: 4,
    });
    const imported = await exportOf(b);
    expect(tree(imported)).toEqual(tree(file));
    expect(tree(imported).plans).toEqual({
      Walk: 'After breakfast, I will walk around the block.',
      Stretch: null,
      Read: 'When I get into bed, I will read one page.',
      Loose: null,
    });
    // New rows of B's own, none of the file's ids.
    const fileGroups = new Set(file.habit_group.map((g) => g.id));
    expect(imported.habit_group.some((g) => fileGroups.has(g.id))).toBe(false);
    expect(imported.automaticity_check.every((c) => c.created_by === b.user.id)).toBe(true);

    // The same file again: nothing is added, no group twice.
    const again = await importInto(b, file);
    expect(again).toMatchObject({ habit_metadata: 0, habit_group: 0, automaticity_check: 0 });
    expect(tree(await exportOf(b))).toEqual(tree(file));
  });

  it('importing one’s own export adds nothing', async () => {
    const before = await exportOf(a);
    const result = await importInto(a, before);
    expect(result).toMatchObject({ habit_metadata: 0, habit_group: 0, automaticity_check: 0 });
    expect({ ...(await exportOf(a)), exported_at: null }).toEqual({ ...before, exported_at: null });
  });

  it('files the habits under a group of the same name the account already has', async () => {
    const c = await createTestUser(backend);
    const cRepos = createRepositories(c.client as DbClient);
    const own = await cRepos.habitGroup.create({ name: 'Evening', color: '#111111' });
    const result = await importInto(c, await exportOf(a));
    expect(result).toMatchObject({ habit_group: 2 });
    const groups = await cRepos.habitGroup.readAll();
    expect(groups.map((g) => [g.name, g.position])).toEqual([
      ['Evening', 0],
      ['Morning', 1],
      ['Someday', 3],
    ]);
    const habits = await cRepos.habitMetadata.readAll();
    expect(habits.find((h) => h.name === 'Read')?.group_id).toBe(own.id);
  });

  it('imports a file without groups or check-ins (exported before them) as before', async () => {
    const d = await createTestUser(backend);
    const { habit_group: _g, automaticity_check: _c, ...old } = await exportOf(a);
    const oldFile = {
      ...old,
      habit_metadata: old.habit_metadata.map(({ group_id: _x, plan: _p, ...h }) => h),
    };
    const result = await importInto(d, oldFile);
    expect(result).toMatchObject({ habit_metadata: 4, habit_group: 0, automaticity_check: 0 });
    const imported = await exportOf(d);
    expect(imported.habit_group).toEqual([]);
    expect(imported.habit_metadata.every((h) => h.group_id === null && h.plan === null)).toBe(true);
  });

  const refusals: [string, (f: Export) => unknown, RegExp][] = [
    [
      'a habit in a group that is not in the file',
      (f) => ({ ...f, habit_group: f.habit_group.filter((g) => g.name !== 'Morning') }),
      /habit_metadata\[\d\]\.group_id \d+ is not a group of this file/,
    ],
    [
      'a group without a name',
      (f) => ({
        ...f,
        habit_group: [{ ...f.habit_group[0], name: '  ' }, ...f.habit_group.slice(1)],
      }),
      /habit_group\[0\]\.name is required/,
    ],
    [
      'a 500-character group name',
      (f) => ({ ...f, habit_group: [{ ...f.habit_group[0], name: 'x'.repeat(500) }] }),
      /habit_group\[0\]\.name must be at most 60 characters/,
    ],
    [
      'a check-in of 8',
      (f) => ({
        ...f,
        automaticity_check: [{ ...f.automaticity_check[0], automatically: 8 }],
      }),
      /automaticity_check\[0\]\.automatically must be a whole number between 1 and 7/,
    ],
    [
      'a check-in of 4.5',
      (f) => ({
        ...f,
        automaticity_check: [{ ...f.automaticity_check[0], without_thinking: 4.5 }],
      }),
      /automaticity_check\[0\]\.without_thinking must be a whole number between 1 and 7/,
    ],
    [
      'a check-in missing an item',
      (f) => {
        const { before_realizing: _, ...rest } = f.automaticity_check[1];
        return { ...f, automaticity_check: [f.automaticity_check[0], rest] };
      },
      /automaticity_check\[1\]\.before_realizing must be a whole number between 1 and 7/,
    ],
    [
      'a check-in of a habit not in the file',
      (f) => ({
        ...f,
        automaticity_check: [{ ...f.automaticity_check[0], habit_id: 987_654_321 }],
      }),
      /automaticity_check\[0\]\.habit_id 987654321 is not a habit of this file/,
    ],
    [
      'two check-ins of one habit on one date',
      (f) => ({
        ...f,
        automaticity_check: [
          f.automaticity_check[0],
          { ...f.automaticity_check[0], id: 987_654_322 },
        ],
      }),
      /automaticity_check\[1\] repeats the date 2026-10-01 of its habit/,
    ],
    [
      'a 5,000-character plan',
      (f) => ({
        ...f,
        habit_metadata: [
          { ...f.habit_metadata[0], plan: 'x'.repeat(5000) },
          ...f.habit_metadata.slice(1),
        ],
      }),
      /habit_metadata\[0\]\.plan must be at most 280 characters/,
    ],
  ];

  it.each(refusals)(
    'refuses %s (400, naming it) and writes nothing',
    async (_label, edit, message) => {
      const e = await createTestUser(backend);
      const before = await counts(e);
      const refused = await importInto(e, edit(await exportOf(a))).catch((err: unknown) => err);
      expect(refused).toMatchObject({ status: 400 });
      expect((refused as Error).message).toMatch(message);
      expect(await counts(e)).toEqual(before);
    },
  );
});
