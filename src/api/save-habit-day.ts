/**
 * "Save this habit-day" on a given client: the core of habit-day.ts (which binds it to the app's
 * client); tests and createRepositories use it with their own client. Same input twice, same rows.
 */
import type { DbClient } from './db-client';
import { WriteError, expectWrite } from './write';

export interface HabitDayAnswer {
  questionId: number;
  /** null removes this question's answer for the day. */
  optionId: number | null;
  notes?: string | null;
}

export interface SaveHabitDayInput {
  habitId: number;
  /** The user's local calendar date, yyyy-MM-dd. */
  date: string;
  answers: HabitDayAnswer[];
}

export interface SaveHabitDayResult {
  checkmarkId: number;
  totalScore: number;
}

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;

/**
 * The one check of a habit-day: refuses malformed input (a WriteError 400, not retryable: sending
 * it again cannot help) and returns a plain copy, so what is queued or sent cannot change if the
 * caller mutates its object later. The offline queue runs it at its entry (a tap), this
 * repository before any request (callers that do not go through the queue).
 */
export function parseHabitDayInput(input: SaveHabitDayInput): SaveHabitDayInput {
  const bad = (message: string) => new WriteError(message, { status: 400, code: '22023' });
  if (!input || !isId(input.habitId)) throw bad('habitId must be a positive whole number');
  if (
    typeof input.date !== 'string' ||
    !DATE_RE.test(input.date) ||
    Number.isNaN(Date.parse(input.date))
  ) {
    throw bad('date must be a calendar date as yyyy-MM-dd');
  }
  if (!Array.isArray(input.answers)) throw bad('answers must be a list');
  for (const a of input.answers) {
    if (!isId(a?.questionId)) throw bad('each answer needs a questionId');
    if (a.optionId !== null && !isId(a.optionId)) throw bad('optionId must be an id or null');
    if (a.notes != null && typeof a.notes !== 'string') throw bad('notes must be text');
  }
  return {
    habitId: input.habitId,
    date: input.date,
    answers: input.answers.map((a) => ({
      questionId: a.questionId,
      optionId: a.optionId,
      notes: a.notes ?? null,
    })),
  };
}

export async function saveHabitDayWith(
  client: DbClient,
  input: SaveHabitDayInput,
): Promise<SaveHabitDayResult> {
  parseHabitDayInput(input);
  const data = await expectWrite(
    'save_habit_day',
    client.rpc('save_habit_day', {
      p_habit_id: input.habitId,
      p_date: input.date,
      p_answers: input.answers.map((a) => ({
        question_id: a.questionId,
        option_id: a.optionId,
        notes: a.notes?.trim() ? a.notes.trim() : null,
      })),
    }),
  );
  const result = (data ?? {}) as { checkmark_id?: unknown; total_score?: unknown };
  const checkmarkId = Number(result.checkmark_id);
  if (!Number.isSafeInteger(checkmarkId)) {
    throw new WriteError('save_habit_day returned no check-mark', {
      status: 500,
      code: 'BAD_RESULT',
    });
  }
  return { checkmarkId, totalScore: Number(result.total_score ?? 0) };
}
