/**
 * The year heatmap: the last 53 weeks as columns of 7 days (GitHub's layout), each week starting
 * on the user's week start, the current week cut at today. Each day carries its total, its
 * percentage of the day's maximum and its label; days without a check-mark have no total. The
 * words (labels, month and weekday names) are the active language's (src/lib/i18n/format.ts).
 */
import { percentOf, totalsByDate, type DayTotal } from '@shared/scores/daily';
import {
  addDaysIso,
  dayNumber,
  fromDayNumber,
  weekStartOf,
  type IsoDate,
  type WeekStart,
} from '@shared/scores/dates';
import { formatDay, weekdayNames } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { dayLabelOf, dayScoreStatus } from './day-totals';
import type { NeutralReason } from '@shared/scores/schedule';
import { neutralWords, type RuledDay } from './ruled-days';

/** 53 columns: a whole year is always in view, whatever weekday today is. */
export const HEATMAP_WEEKS = 53;

/** The drawing (components/charts/heatmap-squares.tsx): a square's side (px). */
export const HEATMAP_CELL = 14;
/** The distance between squares (px). */
export const HEATMAP_STEP = 17;
/** The room above the squares for the month labels (px). */
export const HEATMAP_TOP = 18;

export interface HeatmapDay {
  date: IsoDate;
  /** The day's total, null without a check-mark. */
  total: number | null;
  /** 0..100, null without a check-mark. */
  percent: number | null;
  /** "8 / 10 (80 %)", "not answered" or "not due": the day's figures or state. */
  status: string;
  /** "2026-11-20: 8 / 10 (80 %)", "2026-11-20: not answered" or "2026-11-20: not due". */
  label: string;
  /** Why the day counts nowhere (skipped, paused, not due), else null. */
  neutral?: NeutralReason | null;
}

interface HeatmapWeek {
  /** First date of the week. */
  start: IsoDate;
  /** Seven entries from the week start; null for days after today. */
  days: (HeatmapDay | null)[];
  /** Month name shown above the column where a month begins ("Jan"), else null. */
  monthLabel: string | null;
}

export interface Heatmap {
  /** First date shown (a week start) and today. */
  from: IsoDate;
  to: IsoDate;
  weeks: HeatmapWeek[];
}

/** The first date the heatmap shows: the start of the week `weeks - 1` weeks before today's. */
export function heatmapStart(
  today: IsoDate,
  weekStart: WeekStart,
  weeks: number = HEATMAP_WEEKS,
): IsoDate {
  return addDaysIso(weekStartOf(today, weekStart), -7 * (weeks - 1));
}

export function buildHeatmap({
  days,
  max,
  today,
  weekStart,
  weeks = HEATMAP_WEEKS,
  ruled,
  locale,
}: {
  days: readonly DayTotal[];
  max: number;
  today: IsoDate;
  weekStart: WeekStart;
  weeks?: number;
  /** The days as the rules see them (ruled-days.ts): neutral days, each day's own maximum. */
  ruled?: ReadonlyMap<IsoDate, RuledDay>;
  /** The language of the month names (the active one when left out; a memo keys on it). */
  locale?: Locale;
}): Heatmap {
  if (!Number.isInteger(weeks) || weeks < 1)
    throw new RangeError(`weeks must be >= 1, got ${weeks}`);
  const from = heatmapStart(today, weekStart, weeks);
  const totals = totalsByDate(days, today);
  const first = dayNumber(from);
  const last = dayNumber(today);
  const columns: HeatmapWeek[] = [];
  let previousMonth = -1;
  for (let w = 0; w < weeks; w += 1) {
    const start = first + 7 * w;
    const cells: (HeatmapDay | null)[] = [];
    for (let d = 0; d < 7; d += 1) {
      const day = start + d;
      if (day > last) {
        cells.push(null);
        continue;
      }
      const date = fromDayNumber(day);
      const rule = ruled?.get(date);
      if (rule) {
        const status =
          rule.neutral !== null ? neutralWords(rule.neutral) : dayScoreStatus(rule.total, rule.max);
        cells.push(
          rule.neutral !== null
            ? {
                date,
                total: null,
                percent: null,
                status,
                label: dayLabelOf(date, status),
                neutral: rule.neutral,
              }
            : {
                date,
                total: rule.total,
                percent: rule.total === null ? null : percentOf(rule.total, rule.max),
                status,
                label: dayLabelOf(date, status),
                neutral: null,
              },
        );
        continue;
      }
      const total = totals.get(date) ?? null;
      const status = dayScoreStatus(total, max);
      cells.push({
        date,
        total,
        percent: total === null ? null : percentOf(total, max),
        status,
        label: dayLabelOf(date, status),
      });
    }
    const startDate = fromDayNumber(start);
    const month = Number(startDate.slice(5, 7)) - 1;
    columns.push({
      start: startDate,
      days: cells,
      // A month is named over its first full column; the first column only when the next
      // month does not begin within two weeks (the names would overlap).
      monthLabel:
        month !== previousMonth && (w > 0 || Number(startDate.slice(8, 10)) <= 17)
          ? formatDay(startDate, 'month', locale)
          : null,
    });
    previousMonth = month;
  }
  return { from, to: today, weeks: columns };
}

/**
 * How much of the habit's colour a day gets, in %: 20 for an answered day at 0 %, up to 100 at
 * 100 %, so an answered day always stands out from an unanswered one.
 */
export function heatShade(percent: number): number {
  return Math.round(20 + (80 * Math.min(100, Math.max(0, percent))) / 100);
}

/** The weekday names of the rows, from the week start ("Mon", "Tue", ... for Monday). */
export function weekdayLabels(weekStart: WeekStart): string[] {
  const names = weekdayNames('short');
  return Array.from({ length: 7 }, (_, i) => names[(weekStart + i) % 7]);
}
