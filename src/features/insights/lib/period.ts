/**
 * The insights' period (docs/habits.md "Browsing the history"): the last 30 days, the last 12 months (the default: a
 * year of weeks, as before periods), one calendar year back to the first entry, or all time. Each
 * reads only its dates (and a year before them for the strength, which carries its past), draws
 * its calendar over its weeks, its weekly bars up to its last week and its strength by day, week
 * or month (src/lib/charts/history-pages.ts; `strengthPoints`). Pure, no React; the titles are
 * the active language's, made when called.
 */
import { t } from '@lingui/core/macro';
import { heatmapStart, HEATMAP_WEEKS } from '@/lib/charts/heatmap';
import type { HabitMetadata } from '@/api/habit-metadata';
import { bucketPoints, type ChartUnit } from '@/lib/charts/history-pages';
import { strengthTrend } from '@/lib/charts/strength-trend';
import {
  pausesForHabit,
  scheduleOf,
  type PauseRange,
  type ScheduleDay,
} from '@shared/scores/schedule';
import {
  addDaysIso,
  daysBetween,
  minIsoDate,
  weekStartOf,
  type IsoDate,
  type WeekStart,
} from '@shared/scores/dates';

/** The default period, left out of the URL. */
export const DEFAULT_PERIOD = '12m';

export interface Period {
  /** The value in `?period=`: '30d', '12m', 'all' or a year ('2016'). */
  value: string;
  /** Its name in the picker and the calendar's title. */
  title: string;
  from: IsoDate;
  to: IsoDate;
  /** The calendar's columns: the weeks from the period's first to its last. */
  weeks: number;
  /** The strength's first day: the period's, or the last 90 days of the last 12 months. */
  strengthFrom: IsoDate;
  /** The strength's points: each day up to 120 days, each week up to 2 years, else each month. */
  unit: ChartUnit;
}

/** The periods offered: the last 30 days and 12 months, each year back to the first day, all. */
export function periodOptions(today: IsoDate, firstDay: IsoDate | null) {
  const years: string[] = [];
  const first = Number((firstDay ?? today).slice(0, 4));
  for (let y = Number(today.slice(0, 4)); y >= first; y -= 1) years.push(String(y));
  return [
    { value: '30d', title: t`Last 30 days` },
    { value: '12m', title: t`Last 12 months` },
    ...years.map((y) => ({ value: y, title: y })),
    { value: 'all', title: t`All time` },
  ];
}

/** The period of `value` (anything unknown: the last 12 months). */
export function periodOf(
  value: string | null,
  {
    today,
    weekStart,
    firstDay,
  }: { today: IsoDate; weekStart: WeekStart; firstDay: IsoDate | null },
): Period {
  let from: IsoDate;
  let to = today;
  let title: string;
  let v = value ?? DEFAULT_PERIOD;
  if (v === '30d') {
    from = addDaysIso(today, -29);
    title = t`Last 30 days`;
  } else if (v === 'all') {
    from = minIsoDate(firstDay ?? today, today);
    title = t`All time`;
  } else if (/^\d{4}$/.test(v) && `${v}-01-01` <= today) {
    from = `${v}-01-01`;
    to = minIsoDate(`${v}-12-31`, today);
    title = v;
  } else {
    v = DEFAULT_PERIOD;
    from = heatmapStart(today, weekStart);
    title = t`Last 12 months`;
  }
  // The last 12 months keep their strength of the last 90 days, by day (as before periods).
  const strengthFrom = v === DEFAULT_PERIOD ? addDaysIso(today, -89) : from;
  const days = daysBetween(strengthFrom, to) + 1;
  const weeks =
    v === DEFAULT_PERIOD
      ? HEATMAP_WEEKS
      : daysBetween(weekStartOf(from, weekStart), weekStartOf(to, weekStart)) / 7 + 1;
  const unit: ChartUnit = days <= 120 ? 'day' : days <= 731 ? 'week' : 'month';
  return { value: v, title, from, to, weeks, strengthFrom, unit };
}

/** The strength's span in words: "Last 30 days, by day", "2016, each week's mean". */
export function periodSpan(title: string, unit: ChartUnit): string {
  switch (unit) {
    case 'day':
      return t`${title}, by day`;
    case 'week':
      return t`${title}, each week's mean`;
    case 'month':
      return t`${title}, each month's mean`;
    case 'quarter':
      return t`${title}, each quarter's mean`;
    case 'year':
      return t`${title}, each year's mean`;
  }
}

/**
 * A habit's strength over the period, by its schedule, skips and pauses as the habit detail's
 * Strength, each day or the mean of each week or month (period.ts).
 */
export function strengthPoints(
  h: Pick<HabitMetadata, 'id' | 'freq_num' | 'freq_den' | 'weekdays'>,
  input: {
    byHabit: ReadonlyMap<number, ScheduleDay[]>;
    maxes: ReadonlyMap<number, number>;
    pauses: readonly PauseRange[];
    weekStart: WeekStart;
  },
  period: Period,
) {
  return bucketPoints(
    strengthTrend({
      days: input.byHabit.get(h.id) ?? [],
      max: input.maxes.get(h.id) ?? 0,
      today: period.to,
      schedule: scheduleOf(h),
      pauses: pausesForHabit(input.pauses, h.id),
      count: daysBetween(period.strengthFrom, period.to) + 1,
    }),
    period.unit,
    input.weekStart,
  );
}
