/**
 * What the short add form (addhabit) decides for a new habit, without React or zod: the kind of
 * answer its one question takes (yes / no, a number, or choices), the question made from the
 * habit's name, the daily target a new habit gets, the next colour, and the reminder typed with
 * it (kept in the draft). The full form's values and conversions are in habit-form-values.ts.
 */
import { t } from '@lingui/core/macro';
import type { FieldErrors } from 'react-hook-form';
import { isNoWord, isYesWord } from '@/lib/i18n/yes-no';
import { HABIT_COLORS, type HabitFormValues, type QuestionFormValues } from './habit-form-values';

/** How the short form's one question is answered. */
export type AnswerKind = 'yes_no' | 'number' | 'choices';

/**
 * A yes / no question's options, in the active language (they are the habit's own words from
 * then on): Yes scores what a yes/no question always has.
 */
export const yesNoOptions = (): QuestionFormValues['options'] => [
  {
    label: t({ message: 'Yes', comment: "A new yes/no habit's answer, saved with it" }),
    score_value: 10,
  },
  {
    label: t({ message: 'No', comment: "A new yes/no habit's answer, saved with it" }),
    score_value: 0,
  },
];

/** The answers "Choices" starts with: three to name, scored from 10 down. */
export const blankChoices = (): QuestionFormValues['options'] => [
  { label: '', score_value: 10 },
  { label: '', score_value: 5 },
  { label: '', score_value: 0 },
];

/** A choice question with exactly the options Yes and No (in either order, in any language). */
export function isYesNo(q: Pick<QuestionFormValues, 'kind' | 'options'>): boolean {
  if (q.kind !== 'choice' || q.options.length !== 2) return false;
  const [a, b] = q.options;
  return (isYesWord(a.label) && isNoWord(b.label)) || (isNoWord(a.label) && isYesWord(b.label));
}

export function answerKindOf(q: Pick<QuestionFormValues, 'kind' | 'options'>): AnswerKind {
  if (q.kind === 'number') return 'number';
  return isYesNo(q) ? 'yes_no' : 'choices';
}

/**
 * The question a habit is asked with when none is typed, made from its name. It must read right
 * on any day the habit is answered (a past day too), so it never says "today": "Meditate?", and
 * for a number with a unit "Water: how many glasses?", in the active language.
 */
export function questionFromName(
  name: string,
  q?: Partial<Pick<QuestionFormValues, 'kind' | 'unit'>>,
): string {
  const n = name.trim().replace(/\s+/g, ' ');
  if (!n) return '';
  const unit = q?.kind === 'number' ? (q.unit ?? '').trim() : '';
  if (unit) {
    const habit = n.replace(/[?:.!]+$/, '');
    return t({
      message: `${habit}: how many ${unit}?`,
      comment: 'A number habit asked by its name and unit: Water: how many glasses?',
    });
  }
  if (/[?]$/.test(n)) return n;
  const habit = n.replace(/[:.!]+$/, '');
  return t({ message: `${habit}?`, comment: 'A habit asked by its name: Meditate?' });
}

/** A form the short fields cannot show whole (several questions, consequences): "More options" open. */
export function opensMoreOptions(values: Pick<HabitFormValues, 'questions' | 'consequences'>) {
  return values.questions.length !== 1 || values.consequences.length > 0;
}

/**
 * A new habit's daily target when none was typed: the Yes score for a yes / no habit, the points
 * for a number habit (the day is met when its target is reached). Several questions, or choices,
 * keep none (a day is met when its total is above zero).
 */
export function withNewHabitTarget(values: HabitFormValues): HabitFormValues {
  if (values.daily_target !== null || values.questions.length !== 1) return values;
  const [q] = values.questions;
  if (q.kind === 'number') return { ...values, daily_target: q.points };
  if (!isYesNo(q)) return values;
  const yes = q.options.find((o) => isYesWord(o.label));
  return yes && yes.score_value > 0 ? { ...values, daily_target: yes.score_value } : values;
}

/**
 * The colour of a new habit: `preferred` (a template's) when no habit has it yet, else the first
 * palette colour no habit has; when every one is taken, the palette again in turn.
 */
export function nextHabitColor(
  used: readonly (string | null | undefined)[],
  preferred?: string,
): string {
  const taken = new Set(used.filter((c): c is string => !!c).map((c) => c.toLowerCase()));
  if (preferred && !taken.has(preferred.toLowerCase())) return preferred;
  return HABIT_COLORS.find((c) => !taken.has(c)) ?? HABIT_COLORS[used.length % HABIT_COLORS.length];
}

/** "Remind me at": saved with the habit as a habit_reminder row (every day it is due). */
export interface ReminderFormValues {
  on: boolean;
  time: string;
}

export const FIRST_REMINDER_TIME = '07:30';
export const REMINDER_TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;

export function isUsableReminder(value: unknown): value is ReminderFormValues {
  const v = value as Partial<ReminderFormValues> | null;
  return !!v && typeof v.on === 'boolean' && typeof v.time === 'string';
}

/**
 * The reminder a new form starts with: on at 07:30 for a first habit; after that, on at the time
 * of the latest reminder when there is one, off when the habits have none (or when this browser
 * has blocked notifications).
 */
export function suggestedReminder(options: {
  habitCount: number;
  latestTime: string | null;
  blocked: boolean;
}): ReminderFormValues {
  const time = options.latestTime?.slice(0, 5) ?? FIRST_REMINDER_TIME;
  const on = !options.blocked && (options.habitCount === 0 || options.latestTime !== null);
  return { on, time: REMINDER_TIME_RE.test(time) ? time : FIRST_REMINDER_TIME };
}

/**
 * Whether a refused save has a problem the short form does not show (description, colour,
 * target, consequences, a second question, a cleared question), so "More options" opens on it.
 * An empty question of a nameless habit is only the missing name.
 */
export function needsMoreOptions(
  errors: FieldErrors<HabitFormValues>,
  values: Pick<HabitFormValues, 'name'>,
): boolean {
  if (errors.description || errors.color || errors.daily_target || errors.consequences) return true;
  const questions = errors.questions;
  if (!questions) return false;
  if (questions.message || questions.root) return true;
  const list = Array.isArray(questions) ? (questions as unknown[]) : [];
  if (list.some((e, i) => i > 0 && e)) return true;
  const first = list[0] as Record<string, unknown> | undefined;
  if (!first) return false;
  if (first.points) return true;
  return !!first.question && values.name.trim() !== '';
}
