/**
 * What one habit-day shows: the server's answers with any answers still being saved laid over
 * them (optimistic UI), and the resulting total. Pure functions, no React.
 */
import type { HabitDayAnswer, SaveHabitDayInput } from '@/api/habit-day';
import type { DailyHabitScoreWithAnswers } from '@/api/daily-habit-scores';
import type { QuestionWithOptions } from '@/api/question-metadata';
import { maxDailyScore, percentOf } from '@/lib/scores/daily';
import { habitDayKey } from '@/services/offline/habit-day-key';

export interface ShownAnswer {
  optionId: number | null;
  notes: string | null;
  score: number;
}

export interface DayState {
  /** questionId -> the answer shown (absent: unanswered). */
  answers: Map<number, ShownAnswer>;
  total: number;
  max: number;
  percent: number;
  /** Whether a check-mark exists (or is being saved) for the day. */
  hasCheckmark: boolean;
}

/**
 * The one habit-day key (services/offline/habit-day-key.ts) under the name the pages being split
 * elsewhere still use; new code imports `habitDayKey`.
 */
export const dayKey = habitDayKey;

export function maxOf(questions: readonly QuestionWithOptions[]): number {
  return maxDailyScore(questions.map((q) => ({ options: q.option_metadata ?? [] })));
}

export function dayState(
  questions: readonly QuestionWithOptions[],
  server: DailyHabitScoreWithAnswers | null | undefined,
  pending: SaveHabitDayInput | null | undefined,
): DayState {
  const answers = new Map<number, ShownAnswer>();
  for (const a of server?.answer_entry ?? []) {
    answers.set(a.question_id, { optionId: a.option_id, notes: a.notes, score: a.score_value });
  }
  for (const a of pending?.answers ?? []) {
    if (a.optionId === null) {
      answers.delete(a.questionId);
      continue;
    }
    const option = questions
      .find((q) => q.id === a.questionId)
      ?.option_metadata.find((o) => o.id === a.optionId);
    answers.set(a.questionId, {
      optionId: a.optionId,
      notes: a.notes ?? null,
      score: option?.score_value ?? 0,
    });
  }
  // Answers to questions deleted since keep their score in history but are not shown today.
  let total = 0;
  for (const [questionId, a] of answers) {
    if (questions.some((q) => q.id === questionId)) total += a.score;
  }
  if (!pending && server) total = server.total_score ?? total;
  const max = maxOf(questions);
  return {
    answers,
    total,
    max,
    percent: percentOf(total, max),
    hasCheckmark: Boolean(server) || Boolean(pending),
  };
}

/**
 * The input for one tap: the full set of the day's answers as shown, with one question changed.
 * Sending the whole day (not only the tapped question) makes each save self-contained, so an
 * outbox may keep only the latest save of a habit-day.
 */
export function nextDayInput(
  habitId: number,
  date: string,
  current: DayState,
  change: HabitDayAnswer,
): SaveHabitDayInput {
  const answers: HabitDayAnswer[] = [];
  for (const [questionId, a] of current.answers) {
    if (questionId === change.questionId) continue;
    answers.push({ questionId, optionId: a.optionId, notes: a.notes });
  }
  const previousNotes = current.answers.get(change.questionId)?.notes ?? null;
  answers.push({
    questionId: change.questionId,
    optionId: change.optionId,
    notes: change.notes === undefined ? previousNotes : change.notes,
  });
  return {
    habitId,
    date,
    answers: answers.filter((a) => a.optionId !== null || a.questionId === change.questionId),
  };
}
