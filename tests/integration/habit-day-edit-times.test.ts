/**
 * Edits carry their time (migration 20251127001000_edits_carry_their_time.sql, docs/offline.md
 * "Two devices"), through the REST API with supabase-js as a device sends them: the last edit
 * made wins whatever order the saves arrive in, per question and for the skip; a removal is kept
 * so an older answer arriving later does not bring it back; a time in the future is bounded by
 * the server's clock; a replay of the same edit is applied again (exactly once in effect); the
 * reply names what was older and not applied; another user's habit-day is out of reach.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { createTestUser, startTestBackend, type TestBackend } from '../helpers/backend';

let backend: TestBackend;
let alice: SupabaseClient;
let bob: SupabaseClient;
let today: string;

beforeAll(async () => {
  backend = await startTestBackend();
  alice = (await createTestUser(backend, 'edit-times-a@example.com')).client;
  bob = (await createTestUser(backend, 'edit-times-b@example.com')).client;
  const { rows } = await backend.db.query<{ today: string }>('select current_date::text as today');
  today = rows[0].today;
});

afterAll(async () => {
  await backend?.stop();
});

interface Habit {
  id: number;
  q1: number;
  q2: number;
  opt: Record<string, number>;
}

/** A habit of two questions, each Low 1 / Mid 2 / High 3. */
async function habit(name: string): Promise<Habit> {
  const options = [
    { label: 'Low', score_value: 1 },
    { label: 'Mid', score_value: 2 },
    { label: 'High', score_value: 3 },
  ];
  const { data: id, error } = await alice.rpc('create_habit', {
    p_habit: {
      name,
      questions: [
        { question: `${name} morning?`, options },
        { question: `${name} evening?`, options },
      ],
    },
  });
  if (error) throw error;
  const { data: qs } = await alice
    .from('question_metadata')
    .select('id, position, option_metadata(id, label)')
    .eq('habit_id', id)
    .order('position');
  const opt: Record<string, number> = {};
  for (const [i, q] of (qs ?? []).entries())
    for (const o of q.option_metadata) opt[`${i + 1}${o.label}`] = o.id;
  return { id: Number(id), q1: qs![0].id, q2: qs![1].id, opt };
}

const at = (hh: string) => `${today}T${hh}:00.000Z`;

function save(
  client: SupabaseClient,
  h: Habit,
  answers: { question_id: number; option_id: number | null; edited_at?: string }[],
  skip?: { p_skipped: boolean; p_skip_edited_at?: string },
) {
  return client.rpc('save_habit_day', {
    p_habit_id: h.id,
    p_date: today,
    p_answers: answers,
    ...(skip ?? {}),
  });
}

async function day(h: Habit) {
  const { data } = await alice
    .from('checkmarks_tracker')
    .select('skipped, answer_entry(question_id, option_id)')
    .eq('habit_id', h.id)
    .eq('date', today);
  const row = data?.[0];
  return {
    skipped: row?.skipped ?? null,
    answers: Object.fromEntries(
      (row?.answer_entry ?? []).map((a) => [a.question_id, a.option_id] as const),
    ),
  };
}

describe('save_habit_day: the last edit made wins', () => {
  it('an older answer arriving later is not applied, and the reply says so', async () => {
    const h = await habit('Order');
    // The laptop's "Mid" at 00:05 arrives first; the phone's "Low" at 00:00 arrives later.
    const first = await save(alice, h, [
      { question_id: h.q1, option_id: h.opt['1Mid'], edited_at: at('00:05') },
    ]);
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({ total_score: 2, ignored: [], skip_ignored: false });
    const late = await save(alice, h, [
      { question_id: h.q1, option_id: h.opt['1Low'], edited_at: at('00:00') },
    ]);
    expect(late.error).toBeNull();
    expect(late.data).toMatchObject({ total_score: 2, ignored: [h.q1] });
    expect((await day(h)).answers).toEqual({ [h.q1]: h.opt['1Mid'] });

    // A newer edit still wins, and replaying it changes nothing.
    const newer = { question_id: h.q1, option_id: h.opt['1High'], edited_at: at('00:06') };
    expect((await save(alice, h, [newer])).data).toMatchObject({ total_score: 3, ignored: [] });
    expect((await save(alice, h, [newer])).data).toMatchObject({ total_score: 3, ignored: [] });
    expect((await day(h)).answers).toEqual({ [h.q1]: h.opt['1High'] });
  });

  it('a removal is an edit: an older answer does not bring the removed one back', async () => {
    const h = await habit('Tombstone');
    await save(alice, h, [{ question_id: h.q1, option_id: h.opt['1Mid'], edited_at: at('00:01') }]);
    await save(alice, h, [{ question_id: h.q1, option_id: null, edited_at: at('00:05') }]);
    const old = await save(alice, h, [
      { question_id: h.q1, option_id: h.opt['1Low'], edited_at: at('00:03') },
    ]);
    expect(old.data).toMatchObject({ ignored: [h.q1], total_score: 0 });
    expect((await day(h)).answers).toEqual({});
  });

  it('different questions answered on two devices both stay', async () => {
    const h = await habit('Both');
    await save(alice, h, [
      { question_id: h.q2, option_id: h.opt['2High'], edited_at: at('00:05') },
    ]);
    await save(alice, h, [{ question_id: h.q1, option_id: h.opt['1Low'], edited_at: at('00:00') }]);
    expect((await day(h)).answers).toEqual({ [h.q1]: h.opt['1Low'], [h.q2]: h.opt['2High'] });
  });

  it('skips: an older skip loses to a newer answer, an older answer to a newer skip', async () => {
    const h = await habit('Skip');
    await save(alice, h, [{ question_id: h.q1, option_id: h.opt['1Mid'], edited_at: at('00:05') }]);
    const oldSkip = await save(alice, h, [], { p_skipped: true, p_skip_edited_at: at('00:02') });
    expect(oldSkip.data).toMatchObject({ skip_ignored: true, skipped: false, total_score: 2 });
    expect(await day(h)).toEqual({ skipped: false, answers: { [h.q1]: h.opt['1Mid'] } });

    await save(alice, h, [], { p_skipped: true, p_skip_edited_at: at('00:10') });
    const oldAnswer = await save(alice, h, [
      { question_id: h.q2, option_id: h.opt['2Low'], edited_at: at('00:08') },
    ]);
    expect(oldAnswer.data).toMatchObject({ ignored: [h.q2], skipped: true });
    expect(await day(h)).toEqual({ skipped: true, answers: {} });

    // An un-skip older than the skip is not applied either; a newer one is.
    const oldUnskip = await save(alice, h, [], { p_skipped: false, p_skip_edited_at: at('00:09') });
    expect(oldUnskip.data).toMatchObject({ skip_ignored: true, skipped: true });
    await save(alice, h, [], { p_skipped: false, p_skip_edited_at: at('00:11') });
    expect((await day(h)).skipped).toBeNull();
  });

  it("a device clock in the future is bounded by the server's clock", async () => {
    const h = await habit('Future');
    const nextYear = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}T00:00:00.000Z`;
    await save(alice, h, [{ question_id: h.q1, option_id: h.opt['1High'], edited_at: nextYear }]);
    // Made after that save (a time now, by a right clock): it wins.
    const now = new Date(Date.now() + 1000).toISOString();
    const later = await save(alice, h, [
      { question_id: h.q1, option_id: h.opt['1Low'], edited_at: now },
    ]);
    expect(later.data).toMatchObject({ ignored: [], total_score: 1 });
  });

  it('without times, the last save to arrive wins as before; a malformed time is refused', async () => {
    const h = await habit('No times');
    await save(alice, h, [{ question_id: h.q1, option_id: h.opt['1High'] }]);
    await save(alice, h, [{ question_id: h.q1, option_id: h.opt['1Low'] }]);
    expect((await day(h)).answers).toEqual({ [h.q1]: h.opt['1Low'] });
    for (const bad of ['yesterday', 'infinity', '2026-13-45T00:00:00Z', 12])
      expect(
        (
          await save(alice, h, [
            { question_id: h.q1, option_id: h.opt['1Mid'], edited_at: bad as string },
          ])
        ).error,
      ).toMatchObject({ code: '22023' });
    expect((await day(h)).answers).toEqual({ [h.q1]: h.opt['1Low'] });
  });

  it("another user can neither save into nor learn of the first user's habit-day", async () => {
    const h = await habit('Private');
    await save(alice, h, [{ question_id: h.q1, option_id: h.opt['1Mid'], edited_at: at('00:05') }]);
    const foreign = await save(bob, h, [
      { question_id: h.q1, option_id: h.opt['1Low'], edited_at: at('00:09') },
    ]);
    expect(foreign.error).toMatchObject({ code: '23503' });
    expect((await day(h)).answers).toEqual({ [h.q1]: h.opt['1Mid'] });
    // The kept times are not reachable through the REST API at all.
    const { error } = await bob
      .schema('private' as 'public')
      .from('habit_day_edit')
      .select('*');
    expect(error).not.toBeNull();
  });
});
