/**
 * The app's own calls (docs/domain.md "Data calls") through supabase-js against the real
 * migrations: the view embed daily_habit_scores -> answer_entry, consequence reads through !inner,
 * template reads with nested options, upper-case names, and the RPC write path.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type TestBackend,
  type TestUser,
  createTestUser,
  startTestBackend,
} from '../helpers/backend';

let backend: TestBackend;
let user: TestUser;
let other: TestUser;
let db: SupabaseClient;
let habitId: number;
let questionIds: number[];
let optionIds: number[];

beforeAll(async () => {
  backend = await startTestBackend({ seedFile: null });
  [user, other] = await Promise.all([createTestUser(backend), createTestUser(backend)]);
  db = user.client;

  const habit = await db
    .from('habit_metadata')
    .insert({ name: 'Read', color: '#336699', daily_target: 3 })
    .select()
    .single();
  expect(habit.error).toBeNull();
  habitId = habit.data.id;
  const qs = await db
    .from('question_metadata')
    .insert([
      { habit_id: habitId, question: 'Pages?', position: 0 },
      { habit_id: habitId, question: 'Focus?', position: 1 },
    ])
    .select('id')
    .order('position');
  expect(qs.error).toBeNull();
  questionIds = qs.data!.map((q) => q.id);
  const os = await db
    .from('option_metadata')
    .insert([
      { question_id: questionIds[0], label: 'None', score_value: 0, position: 0 },
      { question_id: questionIds[0], label: '10+', score_value: 2, position: 1 },
      { question_id: questionIds[1], label: 'Good', score_value: 1, position: 0 },
    ])
    .select('id');
  expect(os.error).toBeNull();
  optionIds = os.data!.map((o) => o.id);
});

afterAll(async () => {
  await backend?.stop();
});

describe('app calls on the real schema', () => {
  it('User_Master: upsert on user_id (201 then 200) and read name by user_id', async () => {
    const first = await db
      .from('User_Master')
      .upsert({ user_id: user.user.id, name: 'Reader' }, { onConflict: 'user_id' });
    expect(first).toMatchObject({ status: 201, error: null });
    const again = await db
      .from('User_Master')
      .upsert({ user_id: user.user.id, name: 'Avid Reader' }, { onConflict: 'user_id' });
    expect(again).toMatchObject({ status: 200, error: null });
    const { data } = await db
      .from('User_Master')
      .select('name')
      .eq('user_id', user.user.id)
      .single();
    expect(data).toEqual({ name: 'Avid Reader' });
  });

  it('question_metadata by habit_id with nested options, ordered inside the embed', async () => {
    const { data, error } = await db
      .from('question_metadata')
      .select('*, option_metadata(*)')
      .eq('habit_id', habitId)
      .order('position')
      .order('position', { referencedTable: 'option_metadata', ascending: false });
    expect(error).toBeNull();
    expect(data!.map((q) => q.question)).toEqual(['Pages?', 'Focus?']);
    expect(data![0].option_metadata.map((o: { label: string }) => o.label)).toEqual([
      '10+',
      'None',
    ]);
  });

  it('check-marks and answers: upserts on the named conflict columns, count, and the view embed', async () => {
    const days = ['2024-03-01', '2024-03-02', '2024-03-03'];
    for (const [i, date] of days.entries()) {
      const ct = await db
        .from('checkmarks_tracker')
        .upsert(
          { habit_id: habitId, date, created_by: user.user.id },
          { onConflict: 'date,habit_id,created_by' },
        )
        .select('id')
        .single();
      expect(ct.error).toBeNull();
      const ans = await db
        .from('answer_entry')
        .upsert(
          {
            cmt_id: ct.data!.id,
            question_id: questionIds[0],
            option_id: optionIds[i % 2],
            score_value: i % 2 ? 2 : 0,
          },
          { onConflict: 'cmt_id,question_id' },
        )
        .select('id');
      expect(ans.status).toBe(201);
    }
    // Same day again: an update of both rows (200), ids unchanged.
    const again = await db
      .from('checkmarks_tracker')
      .upsert(
        { habit_id: habitId, date: days[0], created_by: user.user.id },
        { onConflict: 'date,habit_id,created_by' },
      );
    expect(again.status).toBe(200);

    const count = await db
      .from('checkmarks_tracker')
      .select('*', { count: 'exact', head: true })
      .eq('habit_id', habitId);
    expect(count.count).toBe(3);

    const page = await db
      .from('daily_habit_scores')
      .select('*, answer_entry(*)', { count: 'exact' })
      .eq('habit_id', habitId)
      .order('date', { ascending: false })
      .range(0, 1);
    expect(page.error).toBeNull();
    expect(page.status).toBe(206);
    expect(page.count).toBe(3);
    expect(page.data!.map((d) => [d.date, d.total_score])).toEqual([
      ['2024-03-03', 0],
      ['2024-03-02', 2],
    ]);
    expect(page.data![1].answer_entry).toHaveLength(1);
    expect(page.data![1].answer_entry[0]).toMatchObject({
      question_id: questionIds[0],
      option_id: optionIds[1],
      score_value: 2,
    });

    const weekly = await db
      .from('daily_habit_scores')
      .select('*')
      .eq('habit_id', habitId)
      .gte('date', '2024-03-02')
      .lte('date', '2024-03-08')
      .order('date', { ascending: false })
      .limit(10);
    expect(weekly.data!.map((d) => d.date)).toEqual(['2024-03-03', '2024-03-02']);

    const oneDay = await db
      .from('daily_habit_scores')
      .select('*')
      .eq('habit_id', habitId)
      .eq('date', '2024-03-02')
      .maybeSingle();
    expect(oneDay.data).toMatchObject({ habit_id: habitId, total_score: 2 });

    const byQuestion = await db
      .from('answer_entry')
      .select('*')
      .eq('question_id', questionIds[0])
      .eq('cmt_id', oneDay.data!.checkmark_id);
    expect(byQuestion.data).toHaveLength(1);
    const del = await db.from('answer_entry').delete().eq('id', byQuestion.data![0].id);
    expect(del.status).toBe(204);
  });

  it('save_habit_day RPC returns its JSON; invalid input is a 4xx PostgREST error', async () => {
    const saved = await db.rpc('save_habit_day', {
      p_habit_id: habitId,
      p_date: '2024-03-04',
      p_answers: [
        { question_id: questionIds[0], option_id: optionIds[1], notes: 'good' },
        { question_id: questionIds[1], option_id: optionIds[2], notes: null },
      ],
    });
    expect(saved.error).toBeNull();
    expect(saved.data).toMatchObject({ habit_id: habitId, date: '2024-03-04', total_score: 3 });
    const bad = await db.rpc('save_habit_day', {
      p_habit_id: habitId,
      p_date: '2024-03-04',
      p_answers: [{ question_id: questionIds[0], option_id: optionIds[2], notes: null }],
    });
    expect(bad.status).toBeGreaterThanOrEqual(400);
    expect(bad.status).toBeLessThan(500);
    expect(bad.error?.message).toBeTruthy();
  });

  it('consequences: log and fulfillment read by habit through the consequence, newest first', async () => {
    const cm = await db
      .from('consequence_metadata')
      .insert({
        habit_id: habitId,
        title: 'No dessert',
        kind: 'penalty',
        trigger_type: 'missed_days',
        threshold: 2,
      })
      .select('id')
      .single();
    expect(cm.error).toBeNull();
    const logs = await db
      .from('consequence_log')
      .insert([
        { consequence_id: cm.data!.id, trigger_date: '2024-03-01' },
        { consequence_id: cm.data!.id, trigger_date: '2024-03-05' },
      ])
      .select('id, trigger_date')
      .order('trigger_date');
    expect(logs.error).toBeNull();
    const ful = await db
      .from('consequence_fulfillment')
      .insert({ consequence_id: cm.data!.id, log_id: logs.data![0].id, note: 'done' });
    expect(ful.status).toBe(201);

    const byHabit = await db
      .from('consequence_log')
      .select('*, consequence_metadata!inner(habit_id, title)')
      .eq('consequence_metadata.habit_id', habitId)
      .order('trigger_date', { ascending: false });
    expect(byHabit.error).toBeNull();
    expect(byHabit.data!.map((l) => l.trigger_date)).toEqual(['2024-03-05', '2024-03-01']);
    expect(byHabit.data![0].consequence_metadata).toEqual({
      habit_id: habitId,
      title: 'No dessert',
    });

    const fulByHabit = await db
      .from('consequence_fulfillment')
      .select('*, consequence_metadata!inner(habit_id)')
      .eq('consequence_metadata.habit_id', habitId)
      .order('created_at', { ascending: false });
    expect(fulByHabit.data).toHaveLength(1);

    const byDate = await db
      .from('consequence_log')
      .select('id')
      .eq('consequence_id', cm.data!.id)
      .eq('trigger_date', '2024-03-05');
    expect(byDate.data).toHaveLength(1);

    const summary = await db.from('consequence_summary').select('*').eq('habit_id', habitId);
    expect(summary.data).toEqual([
      expect.objectContaining({
        title: 'No dessert',
        times_triggered: 2,
        times_fulfilled: 1,
        pending: 1,
        last_triggered: '2024-03-05',
      }),
    ]);
  });

  it('habit_performance_new and OPTION_METADATA read by habit', async () => {
    const perf = await db.from('habit_performance_new').select('*').eq('habit_id', habitId);
    expect(perf.error).toBeNull();
    expect(perf.data!.map((p) => p.period_type).sort()).toEqual([
      'all_time',
      'last_30_days',
      'last_7_days',
    ]);
    const opts = await db
      .from('OPTION_METADATA')
      .select('*')
      .eq('HABIT_ID', habitId)
      .order('OPTION_ID');
    expect(opts.data).toEqual(
      optionIds.map((id) => expect.objectContaining({ OPTION_ID: id, HABIT_ID: habitId })),
    );
  });

  it('templates: nested options by template_id, option_template by OPTION_ID', async () => {
    const tpl = await db.rpc('save_habit_as_template', { p_habit_id: habitId });
    expect(tpl.error).toBeNull();
    const templateId = tpl.data as number;
    const qs = await db
      .from('question_template')
      .select('*, option_template(*)')
      .eq('template_id', templateId)
      .order('position');
    expect(qs.error).toBeNull();
    expect(qs.data!.map((q) => q.question)).toEqual(['Pages?', 'Focus?']);
    expect(qs.data![0].option_template.length).toBeGreaterThan(0);
    const byOption = await db.from('option_template').select('*').eq('OPTION_ID', optionIds[0]);
    expect(byOption.error).toBeNull();
    const mine = await db.from('habit_template').select('*').eq('created_by', user.user.id);
    expect(mine.data!.map((t) => t.id)).toContain(templateId);
  });

  it("another user sees none of it and cannot attach a child to the first user's habit", async () => {
    const read = await other.client
      .from('daily_habit_scores')
      .select('*, answer_entry(*)')
      .eq('habit_id', habitId);
    expect(read).toMatchObject({ status: 200, data: [] });
    const attach = await other.client
      .from('question_metadata')
      .insert({ habit_id: habitId, question: 'Mine now?' });
    expect(attach.status).toBeGreaterThanOrEqual(400);
    expect(attach.status).toBeLessThan(500);
  });
});
