/**
 * The repositories of src/api against the real local backend through the real supabase-js, as a
 * signed-in test user: every call of docs/domain.md "Data calls" for the habit tree, check-marks,
 * answers and daily scores, the save-habit-day write, and the read error contract.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { createRepositories, type Repositories } from '@/api/repositories';
import type { DbClient } from '@/api/db-client';
import { WriteError } from '@/api/write';
import { ReadError } from '@/api/read';
import { noRow, noRows, readQuery } from '@/api/query-edge';
import { WEEKLY_READ_LIMIT } from '@/api/daily-habit-scores';
import type { HabitPayload } from '@/api/habit-metadata';
import {
  createTestClient,
  createTestUser,
  startTestBackend,
  type TestBackend,
} from '../helpers/backend';

let backend: TestBackend;
let repos: Repositories;
let other: Repositories;
let userId: string;

const habitPayload = (name = 'Read'): HabitPayload => ({
  name,
  description: 'Pages a day',
  color: '#2563eb',
  daily_target: 10,
  questions: [
    {
      question: 'How much did you read?',
      options: [
        { label: 'Nothing', score_value: 0 },
        { label: 'A chapter', score_value: 5 },
        { label: 'Two chapters', score_value: 10 },
      ],
    },
    {
      question: 'Did you take notes?',
      options: [
        { label: 'No', score_value: 0 },
        { label: 'Some', score_value: 2 },
        { label: 'Yes', score_value: 4 },
      ],
    },
  ],
  consequences: [
    { title: 'No dessert', kind: 'penalty', trigger_type: 'missed_days', threshold: 3 },
  ],
});

/** yyyy-MM-dd of (2025-01-01 + n days), far from today so "future" rules never apply. */
const day = (n: number) => new Date(Date.UTC(2025, 0, 1 + n)).toISOString().slice(0, 10);

beforeAll(async () => {
  backend = await startTestBackend();
  const a = await createTestUser(backend);
  const b = await createTestUser(backend);
  userId = a.user.id;
  repos = createRepositories(a.client as DbClient);
  other = createRepositories(b.client as DbClient);
});

afterAll(async () => {
  await backend?.stop();
});

describe('habit tree', () => {
  it('creates a habit with questions, options and consequences in one call, in order', async () => {
    const id = await repos.habitMetadata.createHabit(habitPayload());
    const habit = await repos.habitMetadata.readById(id);
    expect(habit).toMatchObject({
      id,
      name: 'Read',
      color: '#2563eb',
      daily_target: 10,
      archived: false,
    });

    const questions = await repos.questionMetadata.readByHabitIdWithOptions(id);
    expect(questions.map((q) => q.question)).toEqual([
      'How much did you read?',
      'Did you take notes?',
    ]);
    expect(questions[0].option_metadata.map((o) => [o.label, o.score_value])).toEqual([
      ['Nothing', 0],
      ['A chapter', 5],
      ['Two chapters', 10],
    ]);
    expect((await repos.questionMetadata.readByHabitId(id)).length).toBe(2);
    expect(
      (await repos.optionMetadata.readByQuestionId(questions[1].id)).map((o) => o.label),
    ).toEqual(['No', 'Some', 'Yes']);
    expect(await repos.optionMetadata.readById(questions[1].option_metadata[2].id)).toMatchObject({
      label: 'Yes',
    });
    expect((await repos.consequenceMetadata.readByHabitId(id)).map((c) => c.title)).toEqual([
      'No dessert',
    ]);
    expect((await repos.habitMetadata.readAll()).map((h) => h.id)).toContain(id);
    expect(
      (await repos.questionMetadata.readAllWithOptions()).filter((q) => q.habit_id === id),
    ).toHaveLength(2);
  });

  it('refuses an invalid habit as a whole, with a reason, and saves nothing', async () => {
    const before = (await repos.habitMetadata.readAll()).length;
    const bad = habitPayload('Half');
    bad.questions[1].options[1].score_value = 5000; // out of range: the second question fails
    const error = await repos.habitMetadata.createHabit(bad).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WriteError);
    expect((error as WriteError).retryable).toBe(false);
    expect((error as WriteError).status).toBeGreaterThanOrEqual(400);
    expect((error as WriteError).status).toBeLessThan(500);
    expect((error as WriteError).message).not.toBe('');
    expect((await repos.habitMetadata.readAll()).length).toBe(before);
    expect((await repos.habitMetadata.readAll()).some((h) => h.name === 'Half')).toBe(false);
  });

  it('edits a habit with update_habit; answered days keep the scores they had', async () => {
    const id = await repos.habitMetadata.createHabit(habitPayload('Edit me'));
    const [q1, q2] = await repos.questionMetadata.readByHabitIdWithOptions(id);
    await repos.habitDay.save({
      habitId: id,
      date: day(0),
      answers: [{ questionId: q1.id, optionId: q1.option_metadata[2].id }],
    });

    await repos.habitMetadata.updateHabit(id, {
      name: 'Edited',
      color: '#16a34a',
      daily_target: null,
      questions: [
        {
          id: q1.id,
          question: 'Pages read?',
          options: q1.option_metadata.map((o) => ({
            id: o.id,
            label: o.label,
            score_value: o.score_value * 2,
          })),
        },
        {
          question: 'New question',
          options: [
            { label: 'a', score_value: 1 },
            { label: 'b', score_value: 2 },
          ],
        },
      ],
    });
    const questions = await repos.questionMetadata.readByHabitIdWithOptions(id);
    expect(questions.map((q) => q.question)).toEqual(['Pages read?', 'New question']);
    expect(questions.some((q) => q.id === q2.id)).toBe(false);
    expect(questions[0].option_metadata[2].score_value).toBe(20);
    expect(await repos.habitMetadata.readById(id)).toMatchObject({
      name: 'Edited',
      daily_target: null,
    });
    const kept = await repos.dailyHabitScores.readForDate(id, day(0));
    expect(kept?.total_score).toBe(10);
  });

  it('archives, unarchives and deletes a habit (cascading to its rows)', async () => {
    const id = await repos.habitMetadata.createHabit(habitPayload('Gone'));
    expect((await repos.habitMetadata.setArchived(id, true)).archived).toBe(true);
    expect((await repos.habitMetadata.setArchived(id, false)).archived).toBe(false);
    const [q] = await repos.questionMetadata.readByHabitIdWithOptions(id);
    await repos.habitDay.save({
      habitId: id,
      date: day(1),
      answers: [{ questionId: q.id, optionId: q.option_metadata[1].id }],
    });
    await repos.habitMetadata.deleteById(id);
    expect(await repos.habitMetadata.readById(id)).toBeNull();
    expect(await repos.questionMetadata.readByHabitId(id)).toEqual([]);
    expect(await repos.checkmarksTracker.countByHabitId(id)).toBe(0);
  });

  it('keeps rows private: another user reads nothing and cannot write into the habit', async () => {
    const id = await repos.habitMetadata.createHabit(habitPayload('Mine'));
    const [q] = await repos.questionMetadata.readByHabitIdWithOptions(id);
    expect(await other.habitMetadata.readById(id)).toBeNull();
    expect(await other.questionMetadata.readByHabitId(id)).toEqual([]);
    const error = await other.habitDay
      .save({
        habitId: id,
        date: day(2),
        answers: [{ questionId: q.id, optionId: q.option_metadata[0].id }],
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WriteError);
    expect((error as WriteError).retryable).toBe(false);
  });

  it('inserts, upserts and deletes questions and options directly', async () => {
    const id = await repos.habitMetadata.createHabit(habitPayload('Direct'));
    const [question] = await repos.questionMetadata.insert({
      habit_id: id,
      question: 'Extra?',
      position: 5,
    });
    const options = await repos.optionMetadata.insert([
      { question_id: question.id, label: 'x', score_value: 1, position: 0 },
      { question_id: question.id, label: 'y', score_value: 2, position: 1 },
    ]);
    expect(options).toHaveLength(2);
    // ids are `generated always`: a plain upsert without an id inserts (as on hosted PostgREST).
    const [upserted] = await repos.optionMetadata.upsert({
      question_id: question.id,
      label: 'z',
      score_value: 3,
      position: 2,
    });
    expect((await repos.optionMetadata.readById(upserted.id))?.label).toBe('z');
    await repos.optionMetadata.deleteById(upserted.id);
    await repos.optionMetadata.deleteById(options[0].id);
    expect(await repos.optionMetadata.readByQuestionId(question.id)).toHaveLength(1);
    await repos.optionMetadata.deleteByQuestionId(question.id);
    expect(await repos.optionMetadata.readByQuestionId(question.id)).toEqual([]);
    await repos.questionMetadata.deleteById(question.id);
    expect((await repos.questionMetadata.readByHabitId(id)).some((q) => q.id === question.id)).toBe(
      false,
    );
    await repos.questionMetadata.deleteByHabitId(id);
    expect(await repos.questionMetadata.readByHabitId(id)).toEqual([]);
  });

  it('refuses a direct write with a typed error', async () => {
    const error = await repos.optionMetadata
      .insert({ question_id: 999999999, label: 'orphan', score_value: 1 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WriteError);
    expect((error as WriteError).retryable).toBe(false);
  });
});

describe('check-marks, answers and daily scores', () => {
  let habitId: number;
  let q1: Awaited<ReturnType<Repositories['questionMetadata']['readByHabitIdWithOptions']>>[number];
  let q2: typeof q1;

  beforeAll(async () => {
    habitId = await repos.habitMetadata.createHabit(habitPayload('Scores'));
    [q1, q2] = await repos.questionMetadata.readByHabitIdWithOptions(habitId);
  });

  it('saves a habit-day idempotently, copying the option scores', async () => {
    const input = {
      habitId,
      date: day(10),
      answers: [
        { questionId: q1.id, optionId: q1.option_metadata[1].id, notes: 'on the train' },
        { questionId: q2.id, optionId: q2.option_metadata[2].id },
      ],
    };
    const first = await repos.habitDay.save(input);
    const second = await repos.habitDay.save(input);
    expect(first).toEqual({
      checkmarkId: second.checkmarkId,
      totalScore: 9,
      ignoredQuestionIds: [],
      skipIgnored: false,
    });
    expect(await repos.checkmarksTracker.countByHabitId(habitId)).toBe(1);
    const answers = await repos.answerEntry.readByQuestionAndCheckmark(
      q1.id,
      first.checkmarkId as number,
    );
    expect(answers).toHaveLength(1);
    expect(answers[0]).toMatchObject({
      option_id: q1.option_metadata[1].id,
      score_value: 5,
      notes: 'on the train',
    });

    const row = await repos.dailyHabitScores.readForDate(habitId, day(10));
    expect(row).toMatchObject({
      checkmark_id: first.checkmarkId,
      habit_id: habitId,
      date: day(10),
      total_score: 9,
    });
    expect(row?.answer_entry).toHaveLength(2);

    // Changing one answer and clearing the other: last write wins per answer.
    const changed = await repos.habitDay.save({
      habitId,
      date: day(10),
      answers: [
        { questionId: q1.id, optionId: q1.option_metadata[2].id },
        { questionId: q2.id, optionId: null },
      ],
    });
    expect(changed.totalScore).toBe(10);
    expect((await repos.dailyHabitScores.readForDate(habitId, day(10)))?.answer_entry).toHaveLength(
      1,
    );
  });

  it('refuses malformed input before sending it', async () => {
    await expect(
      repos.habitDay.save({ habitId, date: '2025-13-45', answers: [] }),
    ).rejects.toMatchObject({
      name: 'WriteError',
      retryable: false,
    });
    await expect(
      repos.habitDay.save({ habitId: -1, date: day(0), answers: [] }),
    ).rejects.toBeInstanceOf(WriteError);
  });

  it('refuses an option of another question', async () => {
    const error = await repos.habitDay
      .save({
        habitId,
        date: day(11),
        answers: [{ questionId: q1.id, optionId: q2.option_metadata[0].id }],
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WriteError);
    expect((error as WriteError).status).toBeGreaterThanOrEqual(400);
    expect((error as WriteError).retryable).toBe(false);
  });

  it('pages daily scores newest first with the exact count and the answers', async () => {
    for (let i = 20; i < 40; i += 1) {
      await repos.habitDay.save({
        habitId,
        date: day(i),
        answers: [{ questionId: q1.id, optionId: q1.option_metadata[i % 3].id }],
      });
    }
    const total = await repos.checkmarksTracker.countByHabitId(habitId);
    expect(total).toBe(21);
    const first = await repos.dailyHabitScores.readPageByHabitId(habitId, 0, 8);
    expect(first.count).toBe(21);
    expect(first.rows.map((r) => r.date)).toEqual(Array.from({ length: 8 }, (_, k) => day(39 - k)));
    expect(first.rows[0].answer_entry).toHaveLength(1);
    const last = await repos.dailyHabitScores.readPageByHabitId(habitId, 2, 8);
    expect(last.count).toBe(21);
    expect(last.rows.map((r) => r.date)).toEqual([day(23), day(22), day(21), day(20), day(10)]);
    expect((await repos.dailyHabitScores.readByHabitId(habitId)).length).toBe(21);
  });

  it('weekly read: a date range, newest first, at most 10 rows', async () => {
    const week = await repos.dailyHabitScores.readWeekly(habitId, day(21), day(27));
    expect(week.map((r) => r.date)).toEqual([27, 26, 25, 24, 23, 22, 21].map(day));
    const wide = await repos.dailyHabitScores.readWeekly(habitId, day(0), day(60));
    expect(wide).toHaveLength(WEEKLY_READ_LIMIT);
    expect(wide[0].date).toBe(day(39));
  });

  it('reads every habit of a date range in one request (home, tableview)', async () => {
    const rows = await repos.dailyHabitScores.readAllInRange(day(38), day(39));
    expect(rows.map((r) => [r.habit_id, r.date])).toEqual([
      [habitId, day(39)],
      [habitId, day(38)],
    ]);
  });

  it('reads all-time performance by habit', async () => {
    const rows = await repos.habitPerformance.readByHabitId(habitId);
    const allTime = rows.find((r) => r.period_type === 'all_time');
    expect(allTime).toMatchObject({ habit_id: habitId, days_tracked: 21 });
  });

  it('upserts check-marks and answers on their natural keys, and deletes them', async () => {
    const [cm] = await repos.checkmarksTracker.upsert({
      habit_id: habitId,
      date: day(50),
      created_by: userId,
    });
    const [again] = await repos.checkmarksTracker.upsert({
      habit_id: habitId,
      date: day(50),
      created_by: userId,
    });
    expect(again.id).toBe(cm.id);
    expect(await repos.checkmarksTracker.readById(cm.id)).toMatchObject({ date: day(50) });
    expect((await repos.checkmarksTracker.readByHabitId(habitId)).length).toBe(22);

    const [a1] = await repos.answerEntry.upsertOnCheckmarkQuestion({
      cmt_id: cm.id,
      question_id: q1.id,
      option_id: q1.option_metadata[0].id,
      score_value: 0,
    });
    const [a2] = await repos.answerEntry.upsertOnCheckmarkQuestion({
      cmt_id: cm.id,
      question_id: q1.id,
      option_id: q1.option_metadata[1].id,
      score_value: 5,
    });
    expect(a2.id).toBe(a1.id);
    expect((await repos.dailyHabitScores.readForDate(habitId, day(50)))?.total_score).toBe(5);
    await repos.answerEntry.deleteById(a1.id);
    expect(await repos.answerEntry.readByQuestionAndCheckmark(q1.id, cm.id)).toEqual([]);
    expect((await repos.answerEntry.readAll()).length).toBeGreaterThan(0);
    await repos.checkmarksTracker.deleteById(cm.id);
    expect(await repos.checkmarksTracker.readById(cm.id)).toBeNull();
  });
});

describe('consequences', () => {
  it('logs once per trigger date, records fulfilment, and summarises by habit', async () => {
    const habitId = await repos.habitMetadata.createHabit(habitPayload('Rules'));
    const [rule] = await repos.consequenceMetadata.readByHabitId(habitId);
    await repos.consequenceLog.upsert({ consequence_id: rule.id, trigger_date: day(5) });
    await repos.consequenceLog.upsert({ consequence_id: rule.id, trigger_date: day(5) });
    await repos.consequenceLog.insert({ consequence_id: rule.id, trigger_date: day(9) });
    const log = await repos.consequenceLog.readByHabitId(habitId);
    expect(log.map((l) => l.trigger_date)).toEqual([day(9), day(5)]);
    expect(log[0].consequence_metadata.habit_id).toBe(habitId);
    expect(await repos.consequenceLog.readByConsequenceAndDate(rule.id, day(5))).toHaveLength(1);

    await repos.consequenceFulfillment.insert({
      consequence_id: rule.id,
      log_id: log[1].id,
      note: 'done',
    });
    const fulfilled = await repos.consequenceFulfillment.readByHabitId(habitId);
    expect(fulfilled).toHaveLength(1);
    expect(fulfilled[0]).toMatchObject({ log_id: log[1].id, note: 'done' });

    const [summary] = await repos.consequenceSummary.readByHabitId(habitId);
    expect(summary).toMatchObject({
      consequence_id: rule.id,
      times_triggered: 2,
      times_fulfilled: 1,
      pending: 1,
    });
    expect(
      (await repos.consequenceSummary.readAll()).find((c) => c.consequence_id === rule.id),
    ).toEqual(summary);
    expect(await other.consequenceSummary.readAll()).toEqual([]);

    // Another habit's log does not leak into this habit's read.
    const otherHabit = await repos.habitMetadata.createHabit(habitPayload('Other rules'));
    expect(await repos.consequenceLog.readByHabitId(otherHabit)).toEqual([]);

    const [added] = await repos.consequenceMetadata.insert({
      habit_id: habitId,
      title: 'Treat',
      kind: 'reward',
      trigger_type: 'streak_reached',
      threshold: 7,
    });
    const [paused] = await repos.consequenceMetadata.upsert({
      habit_id: habitId,
      title: 'Paused',
      kind: 'reward',
      trigger_type: 'streak_reached',
      threshold: 30,
      active: false,
    });
    expect((await repos.consequenceMetadata.readByHabitId(habitId)).map((c) => c.title)).toEqual([
      'No dessert',
      'Treat',
      'Paused',
    ]);
    await repos.consequenceMetadata.deleteById(added.id);
    await repos.consequenceMetadata.deleteById(paused.id);
    expect(await repos.consequenceMetadata.readByHabitId(habitId)).toHaveLength(1);
  });
});

describe('consequence evaluation reads', () => {
  it("reads the active rules with their logged dates, and their habits' totals since a date", async () => {
    const a = await repos.habitMetadata.createHabit(habitPayload('Evaluate A'));
    const b = await repos.habitMetadata.createHabit(habitPayload('Evaluate B'));
    const c = await repos.habitMetadata.createHabit(habitPayload('Evaluate C'));
    const [ruleA] = await repos.consequenceMetadata.readByHabitId(a);
    const [ruleB] = await repos.consequenceMetadata.readByHabitId(b);
    await repos.consequenceMetadata.deleteById(ruleB.id);
    await repos.consequenceMetadata.insert({
      habit_id: b,
      title: 'Paused',
      kind: 'reward',
      trigger_type: 'streak_reached',
      threshold: 3,
      active: false,
    });
    await repos.consequenceLog.upsert([
      { consequence_id: ruleA.id, trigger_date: day(3) },
      { consequence_id: ruleA.id, trigger_date: day(6) },
    ]);
    const active = await repos.consequenceMetadata.readActiveWithLog();
    const mine = active.filter((r) => [a, b, c].includes(r.habit_id));
    expect(mine.map((r) => r.habit_id)).toEqual([a, c]);
    expect(mine.every((r) => r.active)).toBe(true);
    expect(
      mine[0].consequence_log.map((l) => l.trigger_date).sort((x, y) => x.localeCompare(y)),
    ).toEqual([day(3), day(6)]);
    expect(mine[1].consequence_log).toEqual([]);
    expect(await other.consequenceMetadata.readActiveWithLog()).toEqual([]);

    for (const [habitId, n] of [
      [a, 1],
      [a, 4],
      [a, 8],
      [b, 5],
      [c, 2],
      [c, 9],
    ]) {
      const [q] = await repos.questionMetadata.readByHabitIdWithOptions(habitId);
      await repos.habitDay.save({
        habitId,
        date: day(n),
        answers: [{ questionId: q.id, optionId: q.option_metadata[1].id }],
      });
    }
    const totals = await repos.dailyHabitScores.readTotalsByHabitIdsSince([a, c], day(2));
    expect(totals).toEqual([
      { habit_id: c, date: day(2), total_score: 5, skipped: false },
      { habit_id: a, date: day(4), total_score: 5, skipped: false },
      { habit_id: a, date: day(8), total_score: 5, skipped: false },
      { habit_id: c, date: day(9), total_score: 5, skipped: false },
    ]);
    expect(await other.dailyHabitScores.readTotalsByHabitIdsSince([a, c], day(0))).toEqual([]);
  });
});

describe('templates', () => {
  it('reads the starter templates (read-only) and creates a habit from one', async () => {
    const starters = await repos.habitTemplate.readStarters('en');
    expect(starters.length).toBeGreaterThanOrEqual(5);
    const starterQuestions = await repos.questionTemplate.readByTemplateIdWithOptions(
      starters[0].id,
    );
    expect(starterQuestions.length).toBeGreaterThan(0);
    expect(starterQuestions[0].option_template.length).toBeGreaterThan(1);

    const fromStarter = await repos.habitTemplate.createHabitFromTemplate(starters[0].id);
    expect((await repos.habitMetadata.readById(fromStarter))?.name).toBe(starters[0].name);

    // Starter templates are read-only.
    const error = await repos.habitTemplate.deleteById(starters[0].id).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error === null || error instanceof WriteError).toBe(true);
    expect(await repos.habitTemplate.readById(starters[0].id)).not.toBeNull();
  });

  it('saves a habit as a template, reads own templates per creator, and edits them', async () => {
    const habitId = await repos.habitMetadata.createHabit(habitPayload('Template me'));
    const templateId = await repos.habitTemplate.saveHabitAsTemplate(habitId);
    const mine = await repos.habitTemplate.readByCreator(userId);
    expect(mine.map((t) => t.id)).toContain(templateId);
    expect(await other.habitTemplate.readByCreator(userId)).toEqual([]);

    const questions = await repos.questionTemplate.readByTemplateIdWithOptions(templateId);
    expect(questions.map((q) => q.question)).toEqual([
      'How much did you read?',
      'Did you take notes?',
    ]);
    const options = await repos.optionTemplate.readByQueTempId(questions[0].id);
    expect(options.map((o) => o.label)).toEqual(['Nothing', 'A chapter', 'Two chapters']);
    const sourceOption = (await repos.questionMetadata.readByHabitIdWithOptions(habitId))[0]
      .option_metadata[0];
    expect((await repos.optionTemplate.readByOptionId(sourceOption.id)).map((o) => o.id)).toContain(
      options[0].id,
    );
    expect(
      (await repos.consequenceTemplate.readByTemplateId(templateId)).map((c) => c.title),
    ).toEqual(['No dessert']);

    await repos.optionTemplate.deleteByOptionId(sourceOption.id);
    expect(await repos.optionTemplate.readByQueTempId(questions[0].id)).toHaveLength(2);
    await repos.optionTemplate.deleteByQueTempId(questions[0].id);
    expect(await repos.optionTemplate.readByQueTempId(questions[0].id)).toEqual([]);
    await repos.questionTemplate.deleteByTemplateId(templateId);
    expect(await repos.questionTemplate.readByTemplateId(templateId)).toEqual([]);

    const [t] = await repos.habitTemplate.upsert({ name: 'Another template', created_by: userId });
    expect((await repos.habitTemplate.readByCreator(userId)).map((x) => x.id)).toEqual([
      templateId,
      t.id,
    ]);
    const [ct] = await repos.consequenceTemplate.insert({
      template_id: t.id,
      title: 'Skip a treat',
      kind: 'penalty',
      trigger_type: 'missed_days',
      threshold: 2,
    });
    expect(await repos.consequenceTemplate.readByTemplateId(t.id)).toHaveLength(1);
    await repos.consequenceTemplate.deleteById(ct.id);
    expect(await repos.consequenceTemplate.readByTemplateId(t.id)).toEqual([]);
    await repos.habitTemplate.deleteById(t.id);
    await repos.habitTemplate.deleteById(templateId);
    expect(await repos.habitTemplate.readById(templateId)).toBeNull();
  });
});

/**
 * A read as a screen makes it: through the query edge (src/api/query-edge.ts), on a fresh client
 * (nothing shown yet).
 */
let edgeKey = 0;
function readAtEdge<T>(read: () => Promise<T>, empty: () => T): Promise<T> {
  return new QueryClient().fetchQuery({
    queryKey: ['read-contract', ++edgeKey],
    queryFn: readQuery(read, empty),
    retry: false,
  });
}

describe('the read error contract', () => {
  it('a failed read throws a ReadError; the query edge logs it and yields [] / 0 / null; writes throw a retryable WriteError', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      // Nothing listens on port 9 (discard) on the test machine: every request fails to connect.
      const offline = createRepositories(
        createTestClient({ url: 'http://127.0.0.1:9', anonKey: backend.anonKey }) as DbClient,
      );
      const thrown: unknown[] = [];
      const caught =
        <T>(read: () => Promise<T>) =>
        () =>
          read().catch((error: unknown) => {
            thrown.push(error);
            throw error;
          });
      // supabase-js retries a failed GET three times (1 s + 2 s + 4 s), so run them side by side.
      const [list, count, one, page] = await Promise.all([
        readAtEdge(
          caught(() => offline.habitMetadata.readAll()),
          noRows,
        ),
        readAtEdge(
          caught(() => offline.checkmarksTracker.countByHabitId(1)),
          () => 0,
        ),
        readAtEdge(
          caught(() => offline.habitMetadata.readById(1)),
          noRow,
        ),
        readAtEdge(
          caught(() => offline.dailyHabitScores.readPageByHabitId(1, 0)),
          () => ({ rows: [], count: 0 }),
        ),
      ]);
      expect(list).toEqual([]);
      expect(count).toBe(0);
      expect(one).toBeNull();
      expect(page).toEqual({ rows: [], count: 0 });
      expect(errors).toHaveBeenCalledTimes(4);
      expect(thrown).toHaveLength(4);
      for (const error of thrown) {
        expect(error).toBeInstanceOf(ReadError);
        expect(error).toMatchObject({ status: 0 });
      }
      expect(errors.mock.calls.map((c) => String(c[0])).sort()).toEqual([
        '[read] checkmarks_tracker.countByHabitId failed',
        '[read] daily_habit_scores.readPageByHabitId failed',
        '[read] habit_metadata.readAll failed',
        '[read] habit_metadata.readById failed',
      ]);

      const error = await offline.habitDay
        .save({ habitId: 1, date: day(0), answers: [] })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(WriteError);
      expect(error).toMatchObject({ status: 0, retryable: true });

      // A refused read (bad filter value) on the live backend: a ReadError with PostgREST's
      // error; at the edge logged, [] and 0.
      errors.mockClear();
      const refused = await repos.checkmarksTracker
        .readByHabitId('not-a-number' as unknown as number)
        .catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(ReadError);
      expect(refused).toMatchObject({
        label: 'checkmarks_tracker.readByHabitId',
        status: 400,
        code: '22P02',
        postgrestError: { code: '22P02', message: expect.any(String) },
      });
      expect(
        await readAtEdge(
          () => repos.checkmarksTracker.readByHabitId('not-a-number' as unknown as number),
          noRows,
        ),
      ).toEqual([]);
      expect(
        await readAtEdge(
          () => repos.checkmarksTracker.countByHabitId('not-a-number' as unknown as number),
          () => 0,
        ),
      ).toBe(0);
      expect(errors).toHaveBeenCalledTimes(2);

      // Signed out (anon): the data is simply not there.
      const anon = createRepositories(createTestClient(backend) as DbClient);
      expect(await readAtEdge(() => anon.habitMetadata.readAll(), noRows)).toEqual([]);
    } finally {
      errors.mockRestore();
    }
  });
});
