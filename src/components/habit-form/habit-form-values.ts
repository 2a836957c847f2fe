/**
 * The habit form's values without its rules: constants, defaults, and the conversions between
 * form values, rows, templates, stored drafts and the rpc payload. No zod here (the rules are in
 * habit-form-schema.ts), so home and the draft store load none of it.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import type { ConsequenceMetadata } from '@/api/consequences';
import type { HabitMetadata, HabitPayload } from '@/api/habit-metadata';
import type { QuestionWithOptions } from '@/api/question-metadata';
import type { TemplateTree } from '@/api/template-trees';
import { parseNumber } from '@/lib/i18n/format';
import { scheduleFromColumns, scheduleToColumns, type ScheduleColumns } from '@/lib/schedule';
import {
  SCHEDULE_KINDS,
  scheduleOfForm,
  TRIGGER_TYPES,
  type TargetType,
  type TriggerType,
} from './habit-form-kinds';
import type { HabitFormValues, QuestionFormValues, ScheduleFormValues } from './habit-form-schema';

export type { HabitFormValues, QuestionFormValues, ScheduleFormValues };
export * from './habit-form-kinds';

/** A group the "Group" select offers. */
export interface GroupChoice {
  id: number;
  name: string;
}

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

/** "At least", "At most": translated where shown (`i18n._(label)`). */
export const TARGET_TYPE_LABELS: Record<TargetType, MessageDescriptor> = {
  at_least: msg`At least`,
  at_most: msg`At most`,
};

/** When a consequence fires, in words, in the active language. */
export function triggerLabel(trigger: TriggerType): string {
  switch (trigger) {
    case 'missed_days':
      return t`Missed days in a row`;
    case 'weekly_score_below':
      return t`Finished week below`;
    case 'streak_reached':
      return t`Streak reached`;
  }
}

/** The unit a threshold is counted in, shown beside its number. */
export function thresholdUnit(trigger: TriggerType): string {
  switch (trigger) {
    case 'missed_days':
      return t({ message: 'days', comment: 'The unit beside a consequence threshold: 3 days' });
    case 'weekly_score_below':
      return '%';
    case 'streak_reached':
      return t({
        message: 'days in a row',
        comment: 'The unit beside a consequence threshold: 7 days in a row',
      });
  }
}

/** A trigger's words and unit, read in the active language each time (getters), and its start. */
const trigger = (type: TriggerType, threshold: number) => ({
  get label() {
    return triggerLabel(type);
  },
  get unit() {
    return thresholdUnit(type);
  },
  threshold,
});

/**
 * Each trigger's words, the unit its threshold is counted in (shown beside the number) and the
 * threshold a new rule of that trigger starts with: switching the trigger resets the number, so a
 * "3" meant as days never silently becomes 3 %.
 */
export const TRIGGER_LABELS: Record<
  TriggerType,
  { readonly label: string; readonly unit: string; threshold: number }
> = {
  missed_days: trigger('missed_days', 3),
  weekly_score_below: trigger('weekly_score_below', 50),
  streak_reached: trigger('streak_reached', 7),
};

/** A threshold with its unit: "3 days", "50 %", "1 day in a row". */
export function thresholdText(trigger: TriggerType, threshold: number): string {
  switch (trigger) {
    case 'missed_days':
      return plural(threshold, { one: '# day', other: '# days' });
    case 'weekly_score_below':
      return `${threshold} %`;
    case 'streak_reached':
      return plural(threshold, { one: '# day in a row', other: '# days in a row' });
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
  threshold: TRIGGER_LABELS.missed_days.threshold,
  active: true,
});

export const emptyHabitForm = (): HabitFormValues => ({
  name: '',
  description: '',
  plan: '',
  color: HABIT_COLORS[0],
  daily_target: null,
  questions: [emptyQuestion()],
  consequences: [],
  schedule: scheduleFormOf(null),
});

/**
 * A typed number as the active language writes it ("1,5" is 1.5 in German; `parseNumber`), or
 * as a number input gives it ("1.5", "1e3"); anything else is NaN.
 */
function typedNumber(v: unknown): number {
  if (typeof v === 'number') return v;
  const text = String(v);
  return parseNumber(text) ?? Number(text);
}

/** Parses a number input; an empty field is null for optional numbers and NaN (invalid) otherwise. */
export const numberOrNull = (v: unknown) =>
  v === '' || v === null || v === undefined ? null : typedNumber(v);
export const numberOrNaN = (v: unknown) =>
  v === '' || v === null || v === undefined ? Number.NaN : typedNumber(v);

export function toHabitPayload(values: HabitFormValues): HabitPayload {
  return {
    name: values.name.trim(),
    description: values.description.trim() || null,
    plan: values.plan.trim() || null,
    color: values.color,
    daily_target: values.daily_target,
    ...scheduleToColumns(scheduleOfForm(values.schedule)),
    // Left out (a form without groups): none on create, unchanged on update.
    ...(values.group_id === undefined ? {} : { group_id: values.group_id }),
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
    plan: habit.plan ?? '',
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
      trigger_type: c.trigger_type as TriggerType,
      threshold: c.threshold,
      active: c.active,
    })),
    schedule: scheduleFormOf(habit),
    group_id: habit.group_id ?? null,
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
    plan: '',
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
        ? (c.trigger_type as TriggerType)
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
 * A usable draft made whole: one saved before habits had a schedule gets "every day", one saved
 * before plans no plan, and an emptied number field (NaN, stored as null in JSON) is empty again.
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
  // A draft saved before plans has none.
  const plan = typeof draft.plan === 'string' ? draft.plan : '';
  const s = draft.schedule as Partial<ScheduleFormValues> | undefined;
  if (!s) return { ...draft, plan, questions, schedule: scheduleFormOf(null) };
  return {
    ...draft,
    plan,
    questions,
    schedule: {
      kind: s.kind ?? 'daily',
      times: numberOrNaNValue(s.times),
      every: numberOrNaNValue(s.every),
      days: (s.days ?? []).filter((d) => Number.isInteger(d) && d >= 0 && d <= 6),
    },
  };
}
