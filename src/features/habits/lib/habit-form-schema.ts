/**
 * The habit form's rules, the same ranges the database checks (so the server rarely refuses what
 * the form accepted), and the conversions between form values, rows and the rpc payload.
 */
import { z } from 'zod';
import type { ConsequenceMetadata } from '@/api/consequences';
import type { HabitMetadata, HabitPayload } from '@/api/habit-metadata';
import type { QuestionWithOptions } from '@/api/question-metadata';
import type { TemplateTree } from '@/api/template-trees';

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

const questionSchema = z.object({
  id: z.number().optional(),
  question: z.string().trim().min(1, 'Write the question').max(200, 'At most 200 characters'),
  options: z.array(optionSchema).min(2, 'Give each question at least two options'),
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
  })
  .superRefine((v, ctx) => {
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

export const emptyQuestion = (): QuestionFormValues => ({
  question: '',
  options: [
    { label: 'Yes', score_value: 10 },
    { label: 'No', score_value: 0 },
  ],
});

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
    questions: values.questions.map((q) => ({
      ...(q.id ? { id: q.id } : {}),
      question: q.question.trim(),
      options: q.options.map((o) => ({
        ...(o.id ? { id: o.id } : {}),
        label: o.label.trim(),
        score_value: o.score_value,
      })),
    })),
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
      options: q.option_metadata.map((o) => ({
        id: o.id,
        label: o.label,
        score_value: o.score_value,
      })),
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
  };
}

/** A stored draft is used only if it still has the form's shape (older versions are dropped). */
export function isUsableDraft(value: unknown): value is HabitFormValues {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<HabitFormValues>;
  return (
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
      options: (q.option_template ?? []).map((o) => ({
        label: o.label,
        score_value: o.score_value,
      })),
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
  };
}
