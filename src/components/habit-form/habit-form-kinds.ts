/**
 * The choices the habit form offers (kinds of question, target and consequence, triggers,
 * schedules) and the schedule its picker says. Shared by the form's rules (habit-form-schema.ts)
 * and its values (habit-form-values.ts), and free of both, so neither imports the other at run
 * time and home loads no zod.
 */
import type { Schedule, ScheduleKind } from '@/lib/schedule';

export const QUESTION_KINDS = ['choice', 'number'] as const;
export const TARGET_TYPES = ['at_least', 'at_most'] as const;
export type TargetType = (typeof TARGET_TYPES)[number];

export const CONSEQUENCE_KINDS = ['penalty', 'reward'] as const;
export const TRIGGER_TYPES = ['missed_days', 'weekly_score_below', 'streak_reached'] as const;
export type TriggerType = (typeof TRIGGER_TYPES)[number];

export const SCHEDULE_KINDS = [
  'daily',
  'per_week',
  'per_month',
  'weekdays',
  'every_n_days',
  'custom',
] as const satisfies readonly ScheduleKind[];

/**
 * The schedule picker's values (habit-form-schema.ts `ScheduleFormValues`): the chosen kind and
 * every kind's number.
 */
interface SchedulePicker {
  kind: ScheduleKind;
  times: number;
  every: number;
  days: readonly number[];
}

/** The picker's values -> the schedule they say. */
export function scheduleOfForm(v: SchedulePicker): Schedule {
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
