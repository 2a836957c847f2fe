/**
 * The habit form's rules: the same ranges the database checks (so the server rarely refuses what
 * the form accepted), as zod schemas. Only the form's own modules load this (zod and the schemas
 * cost a phone's main thread at startup); the values, defaults and conversions that home and the
 * draft store need are in habit-form-values.ts, the choices both share in habit-form-kinds.ts.
 */
import { z } from 'zod';
import { scheduleProblem } from '@/lib/schedule';
import {
  CONSEQUENCE_KINDS,
  QUESTION_KINDS,
  SCHEDULE_KINDS,
  scheduleOfForm,
  TARGET_TYPES,
  TRIGGER_TYPES,
} from './habit-form-kinds';

/** The database's caps (docs/domain.md "Limits"): questions per habit, options per question. */
const MAX_QUESTIONS = 20;
const MAX_OPTIONS = 20;
/** habit_metadata.plan's check. */
export const PLAN_MAX = 280;

const wholeScore = z
  .number({ error: 'Enter a whole number' })
  .refine((n) => Number.isFinite(n), 'Enter a whole number')
  .refine((n) => Number.isInteger(n), 'Scores are whole numbers')
  .refine((n) => n >= -1000 && n <= 1000, 'Scores go from -1000 to 1000');

const optionSchema = z.object({
  id: z.number().optional(),
  label: z.string().trim().min(1, 'Give the option a label').max(80, 'At most 80 characters'),
  score_value: wholeScore,
});

/**
 * A question is a choice (answered with one of its options) or a number (answered with a value:
 * unit, target, at least / at most, and the points a fully met target gives;
 * docs/number-questions.md). The form keeps both kinds' fields, so switching back and forth
 * keeps what was typed; only the chosen kind's fields are checked and saved. An emptied number
 * field is NaN.
 */
const questionSchema = z
  .object({
    id: z.number().optional(),
    question: z.string().trim().min(1, 'Write the question').max(200, 'At most 200 characters'),
    kind: z.enum(QUESTION_KINDS),
    options: z.array(optionSchema),
    unit: z.string(),
    target: z.number().or(z.nan()),
    target_type: z.enum(TARGET_TYPES),
    points: z.number().or(z.nan()),
  })
  .superRefine((q, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (q.kind === 'choice') {
      if (q.options.length < 2) issue('options', 'Give each question at least two options');
      if (q.options.length > MAX_OPTIONS) {
        issue('options', `A question has at most ${MAX_OPTIONS} options`);
      }
      return;
    }
    if (q.unit.trim().length > 20) issue('unit', 'At most 20 characters');
    if (!Number.isFinite(q.target) || q.target <= 0 || q.target > 1e9) {
      issue('target', 'Enter a target above 0 (at most 1000000000)');
    }
    if (!Number.isInteger(q.points) || q.points < 1 || q.points > 1000) {
      issue('points', 'Points are a whole number from 1 to 1000');
    }
  });

const consequenceSchema = z.object({
  id: z.number().optional(),
  title: z
    .string()
    .trim()
    .min(1, 'Give the consequence a title')
    .max(120, 'At most 120 characters'),
  description: z.string().max(500, 'At most 500 characters'),
  kind: z.enum(CONSEQUENCE_KINDS),
  trigger_type: z.enum(TRIGGER_TYPES),
  threshold: z
    .number({ error: 'Enter a whole number' })
    .refine((n) => Number.isInteger(n) && n > 0, 'Enter a whole number above 0'),
  active: z.boolean(),
});

/**
 * The schedule picker's values: the chosen kind and every kind's number, so switching back and
 * forth keeps what was typed. `times`: per week, per month, custom; `every`: every N days and
 * custom's days; `days`: the weekday indexes (0 Monday ... 6 Sunday). A number field left empty
 * is NaN, refused only when its kind is chosen.
 */
const scheduleFormSchema = z.object({
  kind: z.enum(SCHEDULE_KINDS),
  times: z.number().or(z.nan()),
  every: z.number().or(z.nan()),
  days: z.array(z.number().int().min(0).max(6)),
});
export type ScheduleFormValues = z.infer<typeof scheduleFormSchema>;

export const habitFormSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(80, 'At most 80 characters'),
    description: z.string().max(500, 'At most 500 characters'),
    /** The if-then plan (docs/domain.md "If-then plan"); empty is none. */
    plan: z.string().max(PLAN_MAX, `At most ${PLAN_MAX} characters`),
    color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Pick a colour'),
    daily_target: z
      .number({ error: 'Enter a whole number or leave it empty' })
      .refine(
        (n) => Number.isInteger(n) && n >= 0 && n <= 100000,
        'A whole number from 0 to 100000',
      )
      .nullable(),
    questions: z
      .array(questionSchema)
      .min(1, 'Add at least one question')
      .max(MAX_QUESTIONS, `A habit has at most ${MAX_QUESTIONS} questions`),
    consequences: z.array(consequenceSchema),
    schedule: scheduleFormSchema,
    /** The habit's group (habit_group.id), null for none; left out, the form has no group field. */
    group_id: z.number().int().positive().nullable().optional(),
  })
  .superRefine((v, ctx) => {
    const schedule = scheduleOfForm(v.schedule);
    const problem = scheduleProblem(schedule);
    if (problem) {
      const field =
        problem.field === 'times' ? 'times' : schedule.kind === 'weekdays' ? 'days' : 'every';
      ctx.addIssue({ code: 'custom', path: ['schedule', field], message: problem.message });
    }
    if (v.consequences.some((c) => c.trigger_type === 'weekly_score_below' && c.threshold > 100)) {
      v.consequences.forEach((c, i) => {
        if (c.trigger_type === 'weekly_score_below' && c.threshold > 100) {
          ctx.addIssue({
            code: 'custom',
            path: ['consequences', i, 'threshold'],
            message: 'A percentage from 1 to 100',
          });
        }
      });
    }
  });

export type HabitFormValues = z.infer<typeof habitFormSchema>;
export type QuestionFormValues = HabitFormValues['questions'][number];
