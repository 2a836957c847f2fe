/**
 * What one habit-day shows: the server's answers with any answers still being saved laid over
 * them (optimistic UI), and the resulting total. Pure functions, no React.
 */
import { givesAnswer, type HabitDayAnswer, type SaveHabitDayInput } from '@/api/habit-day';
import type { DailyHabitScoreWithAnswers } from '@/api/daily-habit-scores';
import type { QuestionWithOptions } from '@/api/question-metadata';
import { maxDailyScore, percentOf, scoredQuestion } from '@shared/scores/daily';
import { numberAnswerScore, type NumberTargetType } from '@/lib/scores/number-score';
import { habitDayKey } from '@/services/offline/habit-day-key';

export interface ShownAnswer {
  optionId: number | null;
  /** A number question's value (absent for a choice answer). */
  value?: number | null;
  notes: string | null;
  score: number;
}

export interface DayState {
  /** questionId -> the answer shown (absent: unanswered). */
  answers: Map<number, ShownAnswer>;
  total: number;
  max: number;
  percent: number;
  /** Whether a check-mark that counts (not a skip) exists, or is being saved, for the day. */
  hasCheckmark: boolean;
  /** The day is skipped (docs/schedules.md "Skipping a day"), on the server or in the queue. */
  skipped: boolean;
  /** The skip's note ("flu"), when skipped. */
  skipNote: string | null;
}

/**
 * Whether the day is skipped once `pending` reaches the server, as save_habit_day treats it: a
 * queued skip skips; a queued `skipped: false` or an answer with an option un-skips; any other
 * edit leaves the server's skip as it is.
 */
function skipOf(
  server: DailyHabitScoreWithAnswers | null | undefined,
  pending: SaveHabitDayInput | null | undefined,
): { skipped: boolean; note: string | null } {
  if (pending?.skipped === true) return { skipped: true, note: pending.skipNote?.trim() || null };
  if (server?.skipped !== true) return { skipped: false, note: null };
  const unskips =
    pending != null && (pending.skipped === false || pending.answers.some(givesAnswer));
  return unskips
    ? { skipped: false, note: null }
    : { skipped: true, note: server.skip_note ?? null };
}

/**
 * The one habit-day key (services/offline/habit-day-key.ts) under the name the pages being split
 * elsewhere still use; new code imports `habitDayKey`.
 */
export const dayKey = habitDayKey;

export function maxOf(questions: readonly QuestionWithOptions[]): number {
  return maxDailyScore(questions.map(scoredQuestion));
}

/** The score a queued answer will be given: its option's, or its value's (as the database does). */
function pendingScore(question: QuestionWithOptions | undefined, a: HabitDayAnswer): number {
  if (a.value != null) {
    if (question?.kind !== 'number' || question.target == null || question.points == null) return 0;
    return numberAnswerScore(
      {
        target: question.target,
        target_type: question.target_type as NumberTargetType,
        points: question.points,
      },
      a.value,
    );
  }
  return question?.option_metadata.find((o) => o.id === a.optionId)?.score_value ?? 0;
}

export function dayState(
  questions: readonly QuestionWithOptions[],
  server: DailyHabitScoreWithAnswers | null | undefined,
  pending: SaveHabitDayInput | null | undefined,
): DayState {
  const skip = skipOf(server, pending);
  const max = maxOf(questions);
  if (skip.skipped) {
    return {
      answers: new Map(),
      total: 0,
      max,
      percent: 0,
      hasCheckmark: false,
      skipped: true,
      skipNote: skip.note,
    };
  }
  // A skipped day on the server has no answers; a queued un-skip brings the day back unanswered.
  const serverMark = server && server.skipped !== true ? server : undefined;
  const answers = new Map<number, ShownAnswer>();
  for (const a of serverMark?.answer_entry ?? []) {
    answers.set(a.question_id, {
      optionId: a.option_id,
      ...(a.value == null ? {} : { value: a.value }),
      notes: a.notes,
      score: a.score_value,
    });
  }
  for (const a of pending?.answers ?? []) {
    if (!givesAnswer(a)) {
      answers.delete(a.questionId);
      continue;
    }
    const question = questions.find((q) => q.id === a.questionId);
    answers.set(a.questionId, {
      optionId: a.optionId,
      ...(a.value == null ? {} : { value: a.value }),
      notes: a.notes ?? null,
      score: pendingScore(question, a),
    });
  }
  // Answers to questions deleted since keep their score in history but are not shown today.
  let total = 0;
  for (const [questionId, a] of answers) {
    if (questions.some((q) => q.id === questionId)) total += a.score;
  }
  if (!pending && serverMark) total = serverMark.total_score ?? total;
  // An un-skip without answers removes the skipped check-mark: nothing is left. So does a save
  // that leaves the day no answer (save_habit_day removes the empty check-mark: Undo of a tap).
  const undoneSkip = pending?.skipped === false && pending.answers.length === 0 && !serverMark;
  const emptied = Boolean(pending) && pending!.answers.length > 0 && answers.size === 0;
  return {
    answers,
    total,
    max,
    percent: percentOf(total, max),
    hasCheckmark:
      (Boolean(serverMark) && !emptied) || (Boolean(pending) && !undoneSkip && !emptied),
    skipped: false,
    skipNote: null,
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
    answers.push({
      questionId,
      optionId: a.optionId,
      ...(a.value == null ? {} : { value: a.value }),
      notes: a.notes,
    });
  }
  const previousNotes = current.answers.get(change.questionId)?.notes ?? null;
  answers.push({
    questionId: change.questionId,
    optionId: change.optionId,
    ...(change.value === undefined ? {} : { value: change.value }),
    notes: change.notes === undefined ? previousNotes : change.notes,
  });
  return {
    habitId,
    date,
    answers: answers.filter((a) => givesAnswer(a) || a.questionId === change.questionId),
  };
}

/** "Skip today": the skip of one habit-day (its answers are cleared), with an optional note. */
export function skipDayInput(
  habitId: number,
  date: string,
  note?: string | null,
): SaveHabitDayInput {
  const trimmed = note?.trim();
  return { habitId, date, answers: [], skipped: true, ...(trimmed ? { skipNote: trimmed } : {}) };
}

/** "Unskip": the day is back to unanswered (a day that was answered is left as it is). */
export function unskipDayInput(habitId: number, date: string): SaveHabitDayInput {
  return { habitId, date, answers: [], skipped: false };
}
