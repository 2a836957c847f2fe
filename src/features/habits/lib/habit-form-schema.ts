/**
 * The habit form's rules, the same ranges the database checks (so the server rarely refuses what
 * the form accepted), and the conversions between form values, rows and the rpc payload.
 */
import { z } from 'zod';
import type { ConsequenceMetadata } from '@/api/consequences';
import type { HabitMetadata, HabitPayload } from '@/api/habit-metadata';
import type { QuestionWithOptions } from '@/api/question-metadata';
import type { TemplateTree } from '@/api/template-trees';
import {
  scheduleFromColumns,
  scheduleProblem,
  scheduleToColumns,
  type Schedule,
  type ScheduleColumns,
  type ScheduleKind,
} from '@/lib/schedule';

export const HABIT_COLORS = [
  '#0f766e',
  '#2563eb',
  '#7c3aed',
  '#db2777',
  '#dc2626',
  '#ea580c',
  '#ca8a04',
  '#16a34a',
];

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

export const QUESTION_KINDS = ['choice', 'number'] as const;
export const TARGET_TYPES = ['at_least', 'at_most'] as const;
export const TARGET_TYPE_LABELS: Record<(typeof TARGET_TYPES)[number], string> = {
  at_least: 'At least',
  at_most: 'At most',
};

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

export const CONSEQUENCE_KINDS = ['penalty', 'reward'] as const;
export const TRIGGER_TYPES = ['missed_days', 'weekly_score_below', 'streak_reached'] as const;

export const TRIGGER_LABELS: Record<
  (typeof TRIGGER_TYPES)[number],
  { label: string; unit: string }
> = {
  missed_days: { label: 'Missed days in a row', unit: 'days' },
  weekly_score_below: { label: 'Finished week below', unit: '% of max' },
  streak_reached: { label: 'Streak reached', unit: 'days' },
};

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

export const SCHEDULE_KINDS = [
  'daily',
  'per_week',
  'per_month',
  'weekdays',
  'every_n_days',
  'custom',
] as const satisfies readonly ScheduleKind[];

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

/** The picker's values -> the schedule they say. */
export function scheduleOfForm(v: ScheduleFormValues): Schedule {
  switch (v.kind) {
    case 'daily':
      return { kind: 'daily' };
    case 'per_week':
    case 'per_month':
      return { kind: v.kind, times: v.times };
    case 'weekdays':
      return { kind: 'weekdays', days: [...v.days].sort((a, b) => a - b) };
    case 'every_n_days':
      return { kind: 'every_n_days', days: v.every };
    case 'custom':
      return { kind: 'custom', times: v.times, days: v.every };
  }
}

/** Stored columns -> the picker's values (the other kinds keep sensible starting numbers). */
export function scheduleFormOf(columns: Partial<ScheduleColumns> | null | undefined) {
  const schedule = scheduleFromColumns(columns);
  const values: ScheduleFormValues = { kind: schedule.kind, times: 3, every: 2, days: [0, 2, 4] };
  if (schedule.kind === 'per_week' || schedule.kind === 'per_month') values.times = schedule.times;
  if (schedule.kind === 'every_n_days') values.every = schedule.days;
  if (schedule.kind === 'weekdays') values.days = schedule.days;
  if (schedule.kind === 'custom') {
    values.times = schedule.times;
    values.every = schedule.days;
  }
  return values;
}

export const habitFormSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(80, 'At most 80 characters'),
    description: z.string().max(500, 'At most 500 characters'),
    color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Pick a colour'),
    daily_target: z
      .number({ error: 'Enter a whole number or leave it empty' })
      .refine(
        (n) => Number.isInteger(n) && n >= 0 && n <= 100000,
        'A whole number from 0 to 100000',
      )
      .nullable(),
    questions: z.array(questionSchema).min(1, 'Add at least one question'),
    consequences: z.array(consequenceSchema),
    schedule: scheduleFormSchema,
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

export const emptyOption = (
  score = 0,
): HabitFormValues['questions'][number]['options'][number] => ({
  label: '',
  score_value: score,
});

/** The number fields of a new question (or of a choice question, kept for a switch of kind). */
const numberDefaults = () => ({
  unit: '',
  target: Number.NaN,
  target_type: 'at_least' as const,
  points: 10,
});

export const emptyQuestion = (): QuestionFormValues => ({
  question: '',
  kind: 'choice',
  options: [
    { label: 'Yes', score_value: 10 },
    { label: 'No', score_value: 0 },
  ],
  ...numberDefaults(),
});

/** A question row's (or template's) kind and number fields as form values. */
function questionKindOf(q: {
  kind?: string;
  unit?: string | null;
  target?: number | null;
  target_type?: string | null;
  points?: number | null;
}) {
  if (q.kind !== 'number') return { kind: 'choice' as const, ...numberDefaults() };
  return {
    kind: 'number' as const,
    unit: q.unit ?? '',
    target: q.target ?? Number.NaN,
    target_type: q.target_type === 'at_most' ? ('at_most' as const) : ('at_least' as const),
    points: q.points ?? Number.NaN,
  };
}

/**
 * A number question has no options: the form starts its choice fields with two, for a switch of
 * kind (they are not saved while it is a number).
 */
const optionsOr = <T>(options: T[], fallback: () => T[]) =>
  options.length > 0 ? options : fallback();

export const emptyConsequence = (): HabitFormValues['consequences'][number] => ({
  title: '',
  description: '',
  kind: 'penalty',
  trigger_type: 'missed_days',
  threshold: 3,
  active: true,
});

export const emptyHabitForm = (): HabitFormValues => ({
  name: '',
  description: '',
  color: HABIT_COLORS[0],
  daily_target: null,
  questions: [emptyQuestion()],
  consequences: [],
  schedule: scheduleFormOf(null),
});

/** Parses a number input; an empty field is null for optional numbers and NaN (invalid) otherwise. */
export const numberOrNull = (v: unknown) =>
  v === '' || v === null || v === undefined ? null : Number(v);
export const numberOrNaN = (v: unknown) =>
  v === '' || v === null || v === undefined ? Number.NaN : Number(v);

export function toHabitPayload(values: HabitFormValues): HabitPayload {
  return {
    name: values.name.trim(),
    description: values.description.trim() || null,
    color: values.color,
    daily_target: values.daily_target,
    ...scheduleToColumns(scheduleOfForm(values.schedule)),
    questions: values.questions.map((q) =>
      q.kind === 'number'
        ? {
            ...(q.id ? { id: q.id } : {}),
            question: q.question.trim(),
            kind: 'number' as const,
            unit: q.unit.trim() || null,
            target: q.target,
            target_type: q.target_type,
            points: q.points,
            options: [],
          }
        : {
            ...(q.id ? { id: q.id } : {}),
            question: q.question.trim(),
            options: q.options.map((o) => ({
              ...(o.id ? { id: o.id } : {}),
              label: o.label.trim(),
              score_value: o.score_value,
            })),
          },
    ),
    consequences: values.consequences.map((c) => ({
      ...(c.id ? { id: c.id } : {}),
      title: c.title.trim(),
      description: c.description.trim() || null,
      kind: c.kind,
      trigger_type: c.trigger_type,
      threshold: c.threshold,
      active: c.active,
    })),
  };
}

export function toFormValues(
  habit: HabitMetadata,
  questions: readonly QuestionWithOptions[],
  consequences: readonly ConsequenceMetadata[],
): HabitFormValues {
  return {
    name: habit.name,
    description: habit.description ?? '',
    color: habit.color ?? HABIT_COLORS[0],
    daily_target: habit.daily_target ?? null,
    questions: questions.map((q) => ({
      id: q.id,
      question: q.question,
      ...questionKindOf(q),
      options: optionsOr(
        q.option_metadata.map((o) => ({
          id: o.id,
          label: o.label,
          score_value: o.score_value,
        })),
        () => emptyQuestion().options,
      ),
    })),
    consequences: consequences.map((c) => ({
      id: c.id,
      title: c.title,
      description: c.description ?? '',
      kind: c.kind as 'penalty' | 'reward',
      trigger_type: c.trigger_type as (typeof TRIGGER_TYPES)[number],
      threshold: c.threshold,
      active: c.active,
    })),
    schedule: scheduleFormOf(habit),
  };
}

/**
 * A stored draft is used only if it still has the form's shape (older versions are dropped); a
 * draft saved before habits had a schedule is still used (see `withSchedule`).
 */
export function isUsableDraft(value: unknown): value is HabitFormValues {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<HabitFormValues>;
  return (
    (v.schedule === undefined || isScheduleForm(v.schedule)) &&
    typeof v.name === 'string' &&
    typeof v.description === 'string' &&
    typeof v.color === 'string' &&
    Array.isArray(v.questions) &&
    v.questions.every((q) => q && typeof q.question === 'string' && Array.isArray(q.options)) &&
    Array.isArray(v.consequences)
  );
}

/**
 * A template as the add form's starting values (addhabit and home's suggestions): "Use" fills
 * the form to adjust before saving, instead of creating the habit at once.
 */
export function templateToFormValues(template: TemplateTree): HabitFormValues {
  return {
    name: template.name,
    description: template.description ?? '',
    color:
      template.color && /^#[0-9a-fA-F]{6}$/.test(template.color) ? template.color : HABIT_COLORS[0],
    daily_target: template.daily_target ?? null,
    questions: template.questions.map((q) => ({
      question: q.question,
      ...questionKindOf(q),
      options: optionsOr(
        (q.option_template ?? []).map((o) => ({
          label: o.label,
          score_value: o.score_value,
        })),
        () => emptyQuestion().options,
      ),
    })),
    consequences: template.consequences.map((c) => ({
      title: c.title,
      description: c.description ?? '',
      kind: c.kind === 'reward' ? 'reward' : 'penalty',
      trigger_type: (TRIGGER_TYPES as readonly string[]).includes(c.trigger_type)
        ? (c.trigger_type as (typeof TRIGGER_TYPES)[number])
        : 'missed_days',
      threshold: c.threshold,
      active: true,
    })),
    schedule: scheduleFormOf(template),
  };
}

function isScheduleForm(value: unknown): boolean {
  const v = value as Partial<ScheduleFormValues> | null;
  return (
    !!v &&
    typeof v === 'object' &&
    (SCHEDULE_KINDS as readonly unknown[]).includes(v.kind) &&
    Array.isArray(v.days)
  );
}

const numberOrNaNValue = (v: unknown) => (typeof v === 'number' ? v : Number.NaN);

/**
 * A usable draft made whole: one saved before habits had a schedule gets "every day", and an
 * emptied number field (NaN, stored as null in JSON) is empty again.
 */
export function withSchedule(draft: HabitFormValues): HabitFormValues {
  // A draft saved before number questions has choice questions without the number fields.
  const questions = draft.questions.map((q) => {
    const kind = q.kind === 'number' ? ('number' as const) : ('choice' as const);
    const defaults = numberDefaults();
    return {
      ...q,
      kind,
      unit: typeof q.unit === 'string' ? q.unit : defaults.unit,
      target: numberOrNaNValue(q.target),
      target_type: q.target_type === 'at_most' ? ('at_most' as const) : defaults.target_type,
      points: q.points === undefined ? defaults.points : numberOrNaNValue(q.points),
    };
  });
  const s = draft.schedule as Partial<ScheduleFormValues> | undefined;
  if (!s) return { ...draft, questions, schedule: scheduleFormOf(null) };
  return {
    ...draft,
    questions,
    schedule: {
      kind: s.kind ?? 'daily',
      times: numberOrNaNValue(s.times),
      every: numberOrNaNValue(s.every),
      days: (s.days ?? []).filter((d) => Number.isInteger(d) && d >= 0 && d <= 6),
    },
  };
}
