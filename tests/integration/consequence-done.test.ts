/**
 * Home's "Done" on a due consequence against the real local backend through real supabase-js:
 * `fulfilWaitingConsequence` (src/services/consequences/fulfil-consequence.ts) fulfils the oldest
 * firing not carried out yet, with the optional note in consequence_fulfillment.note; a note over
 * 1000 characters is refused with a clear 400 and writes nothing; nothing waiting is a 409; row
 * level security keeps another user from fulfilling it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRepositories, type Repositories } from '@/api/repositories';
import type { DbClient } from '@/api/db-client';
import { WriteError } from '@/api/write';
import { activateLocale } from '@/lib/i18n/catalogs';
import { fulfilWaitingConsequence } from '@/services/consequences/fulfil-consequence';
import { createTestUser, startTestBackend, type TestBackend } from '../helpers/backend';

let backend: TestBackend;
let repos: Repositories;
let other: Repositories;
let ruleId = 0;
let habitId = 0;

const day = (n: number) => new Date(Date.UTC(2025, 0, 1 + n)).toISOString().slice(0, 10);

beforeAll(async () => {
  // The repositories' refusals are worded in the active language (docs/languages.md).
  await activateLocale('en');
  backend = await startTestBackend();
  repos = createRepositories((await createTestUser(backend)).client as DbClient);
  other = createRepositories((await createTestUser(backend)).client as DbClient);
  habitId = await repos.habitMetadata.createHabit({
    name: 'Floss',
    description: null,
    color: '#2563eb',
    daily_target: null,
    questions: [
      {
        question: 'Did you floss?',
        options: [
          { label: 'Yes', score_value: 1 },
          { label: 'No', score_value: 0 },
        ],
      },
    ],
    consequences: [
      { title: 'No sweets', kind: 'penalty', trigger_type: 'missed_days', threshold: 3 },
    ],
  });
  [{ id: ruleId }] = await repos.consequenceMetadata.readByHabitId(habitId);
  // Logged newest first on purpose: "Done" takes the oldest by date, not by insertion.
  await repos.consequenceLog.insert({ consequence_id: ruleId, trigger_date: day(9) });
  await repos.consequenceLog.insert({ consequence_id: ruleId, trigger_date: day(3) });
});

afterAll(async () => {
  await backend?.stop();
});

const fulfilments = () => repos.consequenceFulfillment.readByHabitId(habitId);
const logDate = async (logId: number) =>
  (await repos.consequenceLog.readByHabitId(habitId)).find((l) => l.id === logId)?.trigger_date;

describe('marking a due consequence done', () => {
  it('refuses a note over 1000 characters with a clear 400 and writes nothing', async () => {
    const error = await fulfilWaitingConsequence(
      { consequenceId: ruleId, note: 'x'.repeat(1001) },
      repos,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WriteError);
    expect(error).toMatchObject({ status: 400, message: 'A note is at most 1000 characters' });
    expect(await fulfilments()).toEqual([]);
  });

  it('another user cannot fulfil it: nothing of theirs waits (409), nothing is written', async () => {
    const error = await fulfilWaitingConsequence(
      { consequenceId: ruleId, note: 'ha' },
      other,
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 409 });
    expect(await fulfilments()).toEqual([]);
  });

  it('fulfils the oldest waiting firing with the note, then the next one without a note', async () => {
    const first = await fulfilWaitingConsequence(
      { consequenceId: ruleId, note: '  Skipped the cake at the party  ' },
      repos,
    );
    expect(first).toMatchObject({ consequence_id: ruleId, note: 'Skipped the cake at the party' });
    expect(await logDate(first.log_id)).toBe(day(3));
    const [summary] = await repos.consequenceSummary.readByHabitId(habitId);
    expect(summary).toMatchObject({ times_triggered: 2, times_fulfilled: 1, pending: 1 });

    const second = await fulfilWaitingConsequence({ consequenceId: ruleId, note: '' }, repos);
    expect(second.note).toBeNull();
    expect(await logDate(second.log_id)).toBe(day(9));
    expect((await fulfilments()).map((f) => f.log_id).sort()).toEqual(
      [first.log_id, second.log_id].sort(),
    );
  });

  it('says so when nothing waits any more (409) and writes nothing', async () => {
    const error = await fulfilWaitingConsequence({ consequenceId: ruleId }, repos).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({
      status: 409,
      message: 'This consequence has nothing waiting to be carried out',
    });
    expect(await fulfilments()).toHaveLength(2);
  });
});
