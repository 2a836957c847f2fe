/**
 * "Save this habit-day" (docs/domain.md "Habit-day"): upserts the check-mark on (date, habit_id,
 * created_by) and each answer on (cmt_id, question_id) with the option's score copied, in one
 * database function, so it is atomic and idempotent: same input twice, same rows. The input is
 * plain serialisable data, so the offline outbox can store and replay it as is.
 */
import { MAX_NUMBER_VALUE } from '@/lib/scores/number-score';
import type { DbClient } from './db-client';
import { WriteError, expectWrite } from './write';

/**
 * One question's answer of a habit-day: an option of a choice question (`optionId`), or the
 * value of a number question (`value`, with `optionId` null; docs/number-questions.md). Both
 * null (or value left out) removes this question's answer for the day.
 */
export interface HabitDayAnswer {
  questionId: number;
  optionId: number | null;
  /** A number question's value, 0..1e9; the database scores it. */
  value?: number | null;
  notes?: string | null;
  /**
   * When the person gave or removed this answer (ISO 8601, the device's clock). The server
   * applies it only if no newer edit of the question is kept, so the last edit made wins
   * whatever order devices send them in (docs/offline.md "Two devices"). Left out: the time it
   * arrives.
   */
  editedAt?: string;
}

/** Whether an answer answers (an option or a value), rather than removing the question's answer. */
export const givesAnswer = (a: HabitDayAnswer) => a.optionId !== null || a.value != null;

export interface SaveHabitDayInput {
  habitId: number;
  /** The user's local calendar date, yyyy-MM-dd. */
  date: string;
  answers: HabitDayAnswer[];
  /**
   * The skip (docs/schedules.md "Skipping a day"): true skips the day (its answers are deleted;
   * `answers` must not choose an option), false un-skips it (with no answers: "undo skip", the
   * skipped check-mark is removed). Left out: as before skips existed (an answer with an option
   * un-skips a skipped day).
   */
  skipped?: boolean;
  /** An optional note on a skip ("ill"); only with `skipped: true`. */
  skipNote?: string | null;
  /** When the skip or un-skip was made (as `editedAt`); only with `skipped`. */
  skipEditedAt?: string;
}

export interface SaveHabitDayResult {
  /** null after an "undo skip", or a save that removed the day's last answer: no check-mark. */
  checkmarkId: number | null;
  totalScore: number;
  /** Whether the day is skipped now; present when the input had `skipped`. */
  skipped?: boolean;
  /**
   * Questions whose answer sent was older than one kept on the server (from another device) and
   * was not applied; `skipIgnored` the same for the skip. The server's day is the newer one.
   */
  ignoredQuestionIds: number[];
  skipIgnored: boolean;
}

/** An edit's time as the server reads it: ISO 8601 with a zone, e.g. 2026-11-27T10:05:00.000Z. */
const EDIT_TIME_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}(:?\d{2})?)$/;
const isEditTime = (v: unknown): v is string =>
  typeof v === 'string' && EDIT_TIME_RE.test(v) && Number.isFinite(Date.parse(v));

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
    if (a.value != null) {
      if (typeof a.value !== 'number' || Number.isNaN(a.value)) {
        throw bad(`value must be a number (question ${a.questionId})`);
      }
      if (a.value < 0 || a.value > MAX_NUMBER_VALUE) {
        throw bad(`value must be a number from 0 to 1000000000 (question ${a.questionId})`);
      }
      if (a.optionId !== null) throw bad('an answer has an optionId or a value, not both');
    }
    if (a.notes != null && typeof a.notes !== 'string') throw bad('notes must be text');
    if (a.editedAt !== undefined && !isEditTime(a.editedAt)) {
      throw bad(`editedAt must be a time such as 2026-11-27T10:05:00Z (question ${a.questionId})`);
    }
  }
  if (input.skipEditedAt !== undefined) {
    if (!isEditTime(input.skipEditedAt))
      throw bad('skipEditedAt must be a time such as 2026-11-27T10:05:00Z');
    if (input.skipped === undefined) throw bad('skipEditedAt needs skipped');
  }
  if (input.skipped !== undefined && typeof input.skipped !== 'boolean') {
    throw bad('skipped must be true or false');
  }
  if (input.skipNote != null) {
    if (typeof input.skipNote !== 'string') throw bad('skipNote must be text');
    if (input.skipped !== true) throw bad('a skip note needs skipped: true');
    if (input.skipNote.trim().length > 1000) throw bad('skipNote must be at most 1000 characters');
  }
  if (input.skipped === true && input.answers.some(givesAnswer)) {
    throw bad('a skipped day carries no answers');
  }
  return {
    habitId: input.habitId,
    date: input.date,
    answers: input.answers.map((a) => ({
      questionId: a.questionId,
      optionId: a.optionId,
      // Only present for a number question's answer, so an option tap keeps its exact shape.
      ...(a.value === undefined ? {} : { value: a.value }),
      notes: a.notes ?? null,
      ...(a.editedAt === undefined ? {} : { editedAt: a.editedAt }),
    })),
    // Only present when given, so a queued day of an older version keeps its exact shape.
    ...(input.skipped === undefined ? {} : { skipped: input.skipped }),
    ...(input.skipNote == null ? {} : { skipNote: input.skipNote }),
    ...(input.skipEditedAt === undefined ? {} : { skipEditedAt: input.skipEditedAt }),
  };
}

async function saveHabitDay(
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
        ...(a.value === undefined ? {} : { value: a.value }),
        notes: a.notes?.trim() ? a.notes.trim() : null,
        ...(a.editedAt === undefined ? {} : { edited_at: a.editedAt }),
      })),
      ...(input.skipped === undefined ? {} : { p_skipped: input.skipped }),
      ...(input.skipNote?.trim() ? { p_skip_note: input.skipNote.trim() } : {}),
      ...(input.skipEditedAt === undefined ? {} : { p_skip_edited_at: input.skipEditedAt }),
    }),
  );
  const result = (data ?? {}) as {
    checkmark_id?: unknown;
    total_score?: unknown;
    skipped?: unknown;
    ignored?: unknown;
    skip_ignored?: unknown;
  };
  // No check-mark left: an undone skip, or a day whose last answer was removed.
  const none =
    result.checkmark_id === null && (input.skipped === false || input.answers.length > 0);
  const checkmarkId = none ? null : Number(result.checkmark_id);
  if (checkmarkId !== null && !Number.isSafeInteger(checkmarkId)) {
    throw new WriteError('save_habit_day returned no check-mark', {
      status: 500,
      code: 'BAD_RESULT',
    });
  }
  return {
    checkmarkId,
    totalScore: Number(result.total_score ?? 0),
    ...(input.skipped === undefined ? {} : { skipped: result.skipped === true }),
    ignoredQuestionIds: Array.isArray(result.ignored)
      ? result.ignored.map(Number).filter(Number.isSafeInteger)
      : [],
    skipIgnored: result.skip_ignored === true,
  };
}

export function createHabitDayRepository(client: DbClient) {
  return {
    /** Checks the input (parseHabitDayInput) and saves the day; throws a WriteError. */
    save: (input: SaveHabitDayInput) => saveHabitDay(client, input),
  };
}
