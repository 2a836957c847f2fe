/**
 * Paging through a habit's whole history (docs/habits.md "Browsing the history"): the date range
 * of each page of the habit page's calendar and strength chart, the table and the insights'
 * period, and the strength chart's grouping by day, week, month, quarter or year (as Loop Habit
 * Tracker's score chart offers). Each page reads only its own dates, so an old habit costs no more
 * to open than a new one. Pure, no React.
 */
import { addMonths, addYears } from 'date-fns';
import { t } from '@lingui/core/macro';
import { formatDay } from '@/lib/i18n/format';
import {
  addDaysIso,
  formatIsoDate,
  minIsoDate,
  parseIsoDate,
  weekStartOf,
  type IsoDate,
  type WeekStart,
} from '@shared/scores/dates';
import type { StrengthPoint } from '@shared/scores/strength';

export type ChartUnit = 'day' | 'week' | 'month' | 'quarter' | 'year';

/**
 * Each grouping of the strength chart and how many of its points a page shows (its name on the
 * picker: UNIT_NAMES, src/components/charts/history-pager.tsx).
 */
export const CHART_UNITS: readonly { unit: ChartUnit; count: number }[] = [
  { unit: 'day', count: 90 },
  { unit: 'week', count: 52 },
  { unit: 'month', count: 24 },
  { unit: 'quarter', count: 16 },
  { unit: 'year', count: 10 },
];

const unitCount = (unit: ChartUnit) => CHART_UNITS.find((u) => u.unit === unit)?.count ?? 90;

/** The first day of the day, week, month, quarter or year holding `date`. */
export function bucketStart(date: IsoDate, unit: ChartUnit, weekStart: WeekStart): IsoDate {
  const [y, m] = [date.slice(0, 4), Number(date.slice(5, 7))];
  if (unit === 'day') return date;
  if (unit === 'week') return weekStartOf(date, weekStart);
  if (unit === 'month') return `${y}-${date.slice(5, 7)}-01`;
  if (unit === 'quarter') return `${y}-${String(m - ((m - 1) % 3)).padStart(2, '0')}-01`;
  return `${y}-01-01`;
}

/** The start of the bucket `n` buckets after the one starting on `start` (n < 0: before). */
function shiftBucket(start: IsoDate, unit: ChartUnit, n: number): IsoDate {
  if (unit === 'day') return addDaysIso(start, n);
  if (unit === 'week') return addDaysIso(start, 7 * n);
  const d = parseIsoDate(start);
  if (unit === 'month') return formatIsoDate(addMonths(d, n));
  if (unit === 'quarter') return formatIsoDate(addMonths(d, 3 * n));
  return formatIsoDate(addYears(d, n));
}

export interface HistoryPage {
  /** The first and last day the page shows (the last is today on the newest page). */
  from: IsoDate;
  to: IsoDate;
  /** A page before this one holds days of the habit (its first day is before `from`). */
  hasOlder: boolean;
  /** This is not the newest page. */
  hasNewer: boolean;
}

/**
 * Page `page` (0: the newest, ending today) of `count` buckets of `unit`: each page ends the
 * bucket before the next page's first. Without a first day the habit has none older.
 */
export function chartPage({
  unit,
  count = unitCount(unit),
  page,
  today,
  weekStart,
  firstDay,
}: {
  unit: ChartUnit;
  count?: number;
  page: number;
  today: IsoDate;
  weekStart: WeekStart;
  firstDay: IsoDate | null;
}): HistoryPage {
  const last = shiftBucket(bucketStart(today, unit, weekStart), unit, -count * page);
  const from = shiftBucket(last, unit, -(count - 1));
  const to = minIsoDate(today, addDaysIso(shiftBucket(last, unit, 1), -1));
  return { from, to, hasOlder: firstDay !== null && firstDay < from, hasNewer: page > 0 };
}

/** The calendar's page: 53 weeks (a year whatever the weekday) ending on the page's last week. */
export const calendarPage = (args: {
  page: number;
  today: IsoDate;
  weekStart: WeekStart;
  firstDay: IsoDate | null;
}) => chartPage({ ...args, unit: 'week', count: 53 });

/**
 * The days a page of the table shows, newest first: `range` days ending on `end`. The page
 * before ends the day before its oldest; the one after ends at most on today.
 */
export function tablePage(range: number, end: IsoDate, today: IsoDate) {
  const to = minIsoDate(end, today);
  const days = Array.from({ length: range }, (_, i) => addDaysIso(to, -i));
  return {
    days,
    older: addDaysIso(to, -range),
    newer: minIsoDate(addDaysIso(to, range), today),
    isLatest: to >= today,
  };
}

/**
 * The strength points grouped by `unit`, one a bucket: the mean of its days' strengths (as
 * Loop's score chart groups them), dated by the bucket's first day, oldest first.
 */
export function bucketPoints(
  points: readonly StrengthPoint[],
  unit: ChartUnit,
  weekStart: WeekStart,
): StrengthPoint[] {
  if (unit === 'day') return [...points];
  const out: StrengthPoint[] = [];
  let sum = 0;
  let n = 0;
  let current: IsoDate | null = null;
  const flush = () => {
    if (current !== null && n > 0) out.push({ date: current, value: sum / n });
  };
  for (const p of points) {
    const b = bucketStart(p.date, unit, weekStart);
    if (b !== current) {
      flush();
      current = b;
      sum = 0;
      n = 0;
    }
    sum += p.value;
    n += 1;
  }
  flush();
  return out;
}

/** A bucket's name on the chart: "3 Nov 2016", "Nov 2016", "Q4 2016", "2016" (in the language). */
export function bucketLabel(date: IsoDate, unit: ChartUnit): string {
  const d = parseIsoDate(date);
  const year = String(d.getFullYear());
  if (unit === 'month') return formatDay(date, 'monthYear');
  if (unit === 'quarter') {
    const quarter = String(Math.floor(d.getMonth() / 3) + 1);
    return t({ message: `Q${quarter} ${year}`, comment: 'A quarter of a year: Q4 2016' });
  }
  if (unit === 'year') return year;
  return formatDay(date, 'dayMonthYear');
}

/** "3 Nov 2016 – 27 Nov 2026": the dates a page shows. */
export function pageWords(page: Pick<HistoryPage, 'from' | 'to'>): string {
  return `${formatDay(page.from, 'dayMonthYear')} – ${formatDay(page.to, 'dayMonthYear')}`;
}
