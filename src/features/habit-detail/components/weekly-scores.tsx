/**
 * The habit detail's weekly scores, paged (docs/habits.md "Browsing the history"): this week and
 * the three before it, then four weeks at a time back to the habit's first day (its creation, or
 * its first entry if older), each page the spec's weekly read of its four weeks
 * (WeeklyScoreList draws them).
 */
import { useState } from 'react';
import { pageWords } from '@/lib/charts/history-pages';
import { addDaysIso, minIsoDate, toLocalIsoDate, type WeekStart } from '@shared/scores/dates';
import { waitsForNetwork } from '@/lib/offline/waits-for-network';
import { useWeeklyReads } from '@/hooks/use-day-scores';
import { RECENT_WEEKS, recentWeeks } from '../lib/recent-weeks';
import { useHabitFirstDay } from '../lib/use-habit-charts';
import { WeeklyScoreList } from './weekly-score-list';

export function WeeklyScores({
  habitId,
  max,
  today,
  weekStart,
  createdAt,
}: {
  habitId: number;
  max: number;
  today: string;
  weekStart: WeekStart;
  /** The habit's created_at: its first day is the local date of it, or its first entry if older. */
  createdAt: string;
}) {
  const [page, setPage] = useState(0);
  const firstDay = useHabitFirstDay(habitId) ?? toLocalIsoDate(createdAt);
  const end =
    page === 0 ? today : addDaysIso(recentWeeks(today, weekStart)[0].to, -7 * RECENT_WEEKS * page);
  const weeks = recentWeeks(end, weekStart);
  const weekly = useWeeklyReads(habitId, weeks);
  const oldest = weeks[weeks.length - 1].from;
  return (
    <WeeklyScoreList
      habitId={habitId}
      weeks={weeks}
      rows={weekly.data}
      offline={waitsForNetwork(weekly)}
      max={max}
      weekStart={weekStart}
      firstDay={firstDay}
      today={today}
      pager={{
        words: pageWords({ from: oldest, to: minIsoDate(weeks[0].to, today) }),
        hasOlder: firstDay < oldest,
        hasNewer: page > 0,
        onOlder: () => setPage((p) => p + 1),
        onNewer: () => setPage((p) => Math.max(0, p - 1)),
      }}
    />
  );
}
