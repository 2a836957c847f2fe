/**
 * The insights page's view-model: its seven reads (the pauses too, for the rules, and each habit's
 * first entry, for the completion's first day and the periods), the habit picked (kept in the URL
 * as `?habit=`) and the period (`?period=`, period.ts), what the page is showing (loading, one of the two empty states, or the figures)
 * and, once there is something to show, the figures of each picture for the habits shown.
 */
import { useMemo } from 'react';
import { t } from '@lingui/core/macro';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useConsequenceSummary } from '@/api/consequences-queries';
import { pauseQueries } from '@/api/habit-pause-queries';
import type { HabitMetadata } from '@/api/habit-metadata';
import { useHabitList } from '@/api/habit-metadata-queries';
import { waitsForNetwork } from '@/lib/offline/waits-for-network';
import { useAllQuestions } from '@/api/question-metadata-queries';
import { useToday } from '@/hooks/use-today';
import { useSettingsStore } from '@/stores/settings-store';
import { useAllTimePerformance, useFirstEntries, useYearTotals } from '../api/use-insights';
import { BRAND, colorOf, dashboardFigures, maxesByHabit } from './dashboard-figures';
import { DEFAULT_PERIOD, periodOf, periodOptions } from './period';
import { useGroupFilter } from './use-group-filter';
import { totalsByHabit } from '@/lib/charts/day-totals';
import { addDaysIso, minIsoDate, type IsoDate, type WeekStart } from '@shared/scores/dates';

/** The picker's value for "All habits". */
export const ALL_HABITS = 'all';

/** The habit picker: every habit, the one of the URL (null for all) and how to pick another. */
function useHabitFilter(all: HabitMetadata[]) {
  const [params, setParams] = useSearchParams();
  const param = params.get('habit');
  const chosen = all.find((h) => String(h.id) === param) ?? null;
  const pick = (value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === ALL_HABITS) next.delete('habit');
        else next.set('habit', value);
        return next;
      },
      { replace: true },
    );
  return {
    chosen,
    active: all.filter((h) => !h.archived),
    archived: all.filter((h) => h.archived),
    pick,
  };
}

/** The period picked (`?period=`, left out for the last 12 months) and the periods offered. */
function usePeriod(today: IsoDate, weekStart: WeekStart, firstDay: IsoDate | null) {
  const [params, setParams] = useSearchParams();
  const period = periodOf(params.get('period'), { today, weekStart, firstDay });
  const pick = (value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === DEFAULT_PERIOD) next.delete('period');
        else next.set('period', value);
        return next;
      },
      { replace: true },
    );
  return { period, options: periodOptions(today, firstDay), pick };
}

/** 'offline': a read the page needs never answered and waits for the network (never a spinner). */
export type DashboardStatus = 'loading' | 'offline' | 'no-habits' | 'nothing-answered' | 'ready';

function pageStatus(state: {
  readsPending: boolean;
  readsPaused: boolean;
  habitCount: number;
  unanswered: boolean;
  performancePending: boolean;
  performancePaused: boolean;
}): DashboardStatus {
  if (state.readsPending) return state.readsPaused ? 'offline' : 'loading';
  if (state.habitCount === 0) return 'no-habits';
  // Whether a habit was answered long ago is known once the all-time figures are in.
  if (state.unanswered) {
    if (state.performancePaused) return 'offline';
    return state.performancePending ? 'loading' : 'nothing-answered';
  }
  return 'ready';
}

export function useDashboard() {
  const today = useToday();
  const weekStart = useSettingsStore((s) => s.weekStart);
  const habits = useHabitList();
  const questions = useAllQuestions();
  const firstDates = useFirstEntries(habits.data ?? []);
  const firstDay = [...firstDates.values()].reduce<IsoDate | null>(
    (min, d) => (min === null ? d : minIsoDate(min, d)),
    null,
  );
  const periods = usePeriod(today, weekStart, firstDay);
  const { period } = periods;
  // The period's days, and a year before them for a strength that begins there (the default
  // reads its year only, as before periods: its strength covers the last 90 days).
  const totals = useYearTotals(
    period.value === DEFAULT_PERIOD ? period.from : addDaysIso(period.strengthFrom, -365),
    period.to,
  );
  const performance = useAllTimePerformance();
  const consequences = useConsequenceSummary();
  const pauses = useQuery(pauseQueries.list());
  const maxes = useMemo(() => maxesByHabit(questions.data ?? []), [questions.data]);
  const byHabit = useMemo(() => totalsByHabit(totals.data ?? []), [totals.data]);
  const all = habits.data ?? [];
  // A group picked: its habits only, in every chart (lib/use-group-filter.ts).
  const groups = useGroupFilter();
  const group = groups.chosen;
  const pool = group ? all.filter((h) => h.group_id === group.id) : all;
  const filter = useHabitFilter(pool);
  const { chosen, active } = filter;
  // "All habits" is the habits of the day (archived ones are picked one by one).
  const shown = chosen ? [chosen] : active.length > 0 ? active : pool;
  const status = pageStatus({
    readsPending: habits.isPending || questions.isPending || totals.isPending,
    readsPaused: [habits, questions, totals].some(waitsForNetwork),
    habitCount: all.length,
    // Nothing in the year and nothing ever counted by the server: no habit was ever answered.
    unanswered:
      (totals.data ?? []).length === 0 &&
      !(performance.data ?? []).some((p) => (p.days_tracked ?? 0) > 0),
    performancePending: performance.isPending,
    performancePaused: waitsForNetwork(performance),
  });
  const view = {
    weekStart,
    filter,
    groups,
    periods,
    name: chosen?.name ?? group?.name ?? t`All habits`,
    color: chosen ? colorOf(chosen) : (group?.color ?? BRAND),
    performancePending: performance.isPending,
    performanceOffline: waitsForNetwork(performance),
    consequencesPending: consequences.isPending,
    consequencesOffline: waitsForNetwork(consequences),
  };
  if (status !== 'ready') return { ...view, status, figures: null };
  const figures = dashboardFigures({
    all: pool,
    shown,
    chosen,
    byHabit,
    maxes,
    pauses: pauses.data ?? [],
    performance: performance.data ?? [],
    consequences: consequences.data ?? [],
    today,
    weekStart,
    period,
    firstDates,
  });
  return { ...view, status, figures };
}
