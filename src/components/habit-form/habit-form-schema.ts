/**
 * The habit form's rules: the same ranges the database checks (so the server rarely refuses what
 * the form accepted), as zod schemas. Only the form's own modules load this (zod and the schemas
 * cost a phone's main thread at startup); the values, defaults and conversions that home and the
 * draft store need are in habit-form-values.ts, the choices both share in habit-form-kinds.ts.
 * Every message is a function zod calls while parsing, so it is in the language active then
 * (docs/languages.md "Validation").
 */
import { t } from '@lingui/core/macro';
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

/** "At most N characters", the message of every length cap. */
const atMost = (max: number) => ({ error: () => t`At most ${max} characters` });
const wholeNumber = { error: () => t`Enter a whole number` };

const wholeScore = z
  .number(wholeNumber)
  .refine((n) => Number.isFinite(n), wholeNumber)
  .refine((n) => Number.isInteger(n), { error: () => t`Scores are whole numbers` })
  .refine((n) => n >= -1000 && n <= 1000, { error: () => t`Scores go from -1000 to 1000` });

const optionSchema = z.object({
  id: z.number().optional(),
  label: z
    .string()
    .trim()
    .min(1, { error: () => t`Give the option a label` })
    .max(80, atMost(80)),
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
    question: z
      .string()
      .trim()
      .min(1, { error: () => t`Write the question` })
      .max(200, atMost(200)),
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
      if (q.options.length < 2) issue('options', t`Give each question at least two options`);
      if (q.options.length > MAX_OPTIONS) {
        issue('options', t`A question has at most ${MAX_OPTIONS} options`);
      }
      return;
    }
    if (q.unit.trim().length > 20) issue('unit', atMost(20).error());
    if (!Number.isFinite(q.target) || q.target <= 0 || q.target > 1e9) {
      issue('target', t`Enter a target above 0 (at most 1000000000)`);
    }
    if (!Number.isInteger(q.points) || q.points < 1 || q.points > 1000) {
      issue('points', t`Points are a whole number from 1 to 1000`);
    }
  });

const consequenceSchema = z.object({
  id: z.number().optional(),
  title: z
    .string()
    .trim()
    .min(1, { error: () => t`Give the consequence a title` })
    .max(120, atMost(120)),
  description: z.string().max(500, atMost(500)),
  kind: z.enum(CONSEQUENCE_KINDS),
  trigger_type: z.enum(TRIGGER_TYPES),
  threshold: z
    .number(wholeNumber)
    .refine((n) => Number.isInteger(n) && n > 0, { error: () => t`Enter a whole number above 0` }),
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
    name: z
      .string()
      .trim()
      .min(1, { error: () => t`Name is required` })
      .max(80, atMost(80)),
    description: z.string().max(500, atMost(500)),
    /** The if-then plan (docs/domain.md "If-then plan"); empty is none. */
    plan: z.string().max(PLAN_MAX, atMost(PLAN_MAX)),
    color: z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: () => t`Pick a colour` }),
    daily_target: z
      .number({ error: () => t`Enter a whole number or leave it empty` })
      .refine((n) => Number.isInteger(n) && n >= 0 && n <= 100000, {
        error: () => t`A whole number from 0 to 100000`,
      })
      .nullable(),
    questions: z
      .array(questionSchema)
      .min(1, { error: () => t`Add at least one question` })
      .max(MAX_QUESTIONS, { error: () => t`A habit has at most ${MAX_QUESTIONS} questions` }),
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
            message: t`A percentage from 1 to 100`,
          });
        }
      });
    }
  });

export type HabitFormValues = z.infer<typeof habitFormSchema>;
export type QuestionFormValues = HabitFormValues['questions'][number];
