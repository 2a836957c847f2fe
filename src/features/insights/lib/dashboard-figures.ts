/**
 * The insights' figures for the habits shown, worked out from the page's reads (pure; the page's
 * view-model, use-dashboard.ts, calls it once there is something to show).
 */
import { completionOf, performanceBasis, windowProgress } from '@/lib/scores/performance-labels';
import type { ConsequenceSummary } from '@/api/consequences';
import type { HabitMetadata } from '@/api/habit-metadata';
import type { HabitPerformance } from '@/api/habit-performance';
import type { QuestionWithOptions } from '@/api/question-metadata';
import {
  maxDailyScore,
  scoredQuestion,
  type DayTotal,
  type ScoredQuestion,
} from '@shared/scores/daily';
import {
  addDaysIso,
  toLocalIsoDate,
  weekStartOf,
  type IsoDate,
  type WeekStart,
} from '@shared/scores/dates';
import {
  pausesForHabit,
  scheduleOf,
  type PauseRange,
  type ScheduleDay,
} from '@shared/scores/schedule';
import { combinedTotals } from '@/lib/charts/day-totals';
import { buildHeatmap, heatmapStart } from '@/lib/charts/heatmap';
import { ruledDays } from '@/lib/charts/ruled-days';
import { DEFAULT_PERIOD, periodOf, strengthPoints, type Period } from './period';
import { WEEKLY_BARS, recentWeeklyScores } from './weekly-bars';

/** The colour of "All habits" and of a habit without one. */
export const BRAND = 'var(--brand)';

/** Each habit's best possible day: its questions' best options (a number's points) added up. */
export function maxesByHabit(questions: readonly QuestionWithOptions[]): Map<number, number> {
  const byHabit = new Map<number, ScoredQuestion[]>();
  for (const q of questions) {
    const list = byHabit.get(q.habit_id) ?? [];
    list.push(scoredQuestion(q));
    byHabit.set(q.habit_id, list);
  }
  return new Map([...byHabit].map(([id, qs]) => [id, maxDailyScore(qs)]));
}

export const colorOf = (h: HabitMetadata) => h.color ?? BRAND;

export interface FigureInput {
  all: HabitMetadata[];
  shown: HabitMetadata[];
  chosen: HabitMetadata | null;
  byHabit: Map<number, ScheduleDay[]>;
  maxes: Map<number, number>;
  /** Every pause of the user (a habit's own and those of every habit). */
  pauses: readonly PauseRange[];
  performance: HabitPerformance[];
  consequences: ConsequenceSummary[];
  today: string;
  weekStart: WeekStart;
  /** The period shown (period.ts); the last 12 months when left out. */
  period?: Period;
  /**
   * Each habit's first entry (its oldest check-mark, read on its own): with the creation date,
   * its first day, as the habit page and the view habit_performance_new count it, however far
   * back that is from the days read.
   */
  firstDates?: ReadonlyMap<number, IsoDate>;
}

/** A habit's first day: its creation, or its first entry if older (as on the habit page). */
function startOf(createdAt: string, firstEntry: IsoDate | undefined): string {
  return firstEntry !== undefined && firstEntry < toLocalIsoDate(createdAt)
    ? firstEntry
    : createdAt;
}

/**
 * Each picture's figures for the habits shown (all of them added up, or the one picked). The
 * heatmap and the weekly bars follow the rules (ruled-days.ts): a habit's skipped, paused and
 * not-due days count neither in a day's total nor in its maximum. Each strength line follows its
 * habit's schedule, skips and pauses (strength-trend.ts), as the habit detail's Strength. Each
 * habit's performance is the view's row with the completion as the habit detail shows it and,
 * for a frequency habit, its count in its window (src/lib/scores/performance-labels.ts).
 */
export function dashboardFigures(input: FigureInput) {
  const { all, shown, chosen, byHabit, maxes, today, weekStart } = input;
  const period = input.period ?? periodOf(DEFAULT_PERIOD, { today, weekStart, firstDay: null });
  // The period's last day: the calendar, the weekly bars and the strength end on it.
  const end = period.to;
  const ids = shown.map((h) => h.id);
  const max = ids.reduce((sum, id) => sum + (maxes.get(id) ?? 0), 0);
  const days: DayTotal[] = chosen ? (byHabit.get(chosen.id) ?? []) : combinedTotals(byHabit, ids);
  const from = [
    heatmapStart(end, weekStart, period.weeks),
    addDaysIso(weekStartOf(end, weekStart), -7 * (WEEKLY_BARS - 1)),
  ].sort()[0];
  const ruled = ruledDays({
    habits: shown.map((h) => ({
      id: h.id,
      schedule: scheduleOf(h),
      dailyTarget: h.daily_target,
      max: maxes.get(h.id) ?? 0,
      days: byHabit.get(h.id) ?? [],
    })),
    pauses: input.pauses,
    from,
    through: addDaysIso(weekStartOf(end, weekStart), 6),
    today,
  });
  const color = chosen ? colorOf(chosen) : BRAND;
  const perfById = new Map(input.performance.map((p) => [p.habit_id, p]));
  const shownIds = new Set(ids);
  const habitById = new Map(all.map((h) => [h.id, h]));
  return {
    max,
    period,
    heatmap: buildHeatmap({ days, max, today: end, weekStart, weeks: period.weeks, ruled }),
    weeks: recentWeeklyScores({ days, max, today: end, weekStart, ruled }),
    lines: shown.map((h) => ({
      id: h.id,
      name: h.name,
      color: chosen ? color : colorOf(h),
      points: strengthPoints(h, input, period),
    })),
    performance: shown.map((h) => {
      const context = {
        days: byHabit.get(h.id) ?? [],
        dailyTarget: h.daily_target,
        schedule: scheduleOf(h),
        pauses: pausesForHabit(input.pauses, h.id),
      };
      const row = perfById.get(h.id);
      // From the habit's first day (its creation, or its first entry if older: the view's first
      // day), over the days that count by the schedule, skips and pauses.
      const basis = performanceBasis({
        createdAt: startOf(h.created_at, input.firstDates?.get(h.id)),
        today,
        ...context,
      });
      return {
        id: h.id,
        name: h.name,
        color: colorOf(h),
        row,
        basis,
        // A frequency habit's measured against the times asked so far: a day done is never 0 %.
        completion: row ? completionOf(row, basis) : null,
        // A frequency habit's count in its window: what stands in for a day streak.
        progress: windowProgress(context, today),
      };
    }),
    consequences: input.consequences
      .filter((c) => c.habit_id != null && shownIds.has(c.habit_id))
      .map((summary) => {
        const h = habitById.get(summary.habit_id as number);
        return { summary, habitName: h?.name ?? '', color: h ? colorOf(h) : BRAND };
      }),
  };
}

export type DashboardFigures = ReturnType<typeof dashboardFigures>;
