/**
 * Strength, streaks, this and recent weeks, and all-time performance of one habit. Strength and
 * streaks follow the habit's schedule, skips and pauses (lib/use-scheduled-figures.ts), as the
 * view habit_performance_new and the strength chart (habit-charts.tsx) do. A frequency habit
 * ("3 times a week") shows its count in its window ("1 of 3 this week", ✓ once reached), its
 * on-track streak only once there is one, and its completion against the times asked so far
 * (src/lib/scores/performance-labels.ts), so a day done never reads as a streak of 0 or 0 %.
 */
import type { ReactNode } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { HabitPerformance } from '@/api/habit-performance';
import { ALL_TIME_PERIOD } from '@/api/habit-performance';
import { NeedsConnection } from '@/components/ui/needs-connection';
import { formatDay, formatPercent } from '@/lib/i18n/format';
import { waitsForNetwork } from '@/lib/offline/waits-for-network';
import {
  missedDayNote,
  neutralDaysNote,
  strengthNote,
  performanceLabels,
  streakWords,
  type PerformanceBasis,
  type WindowProgress,
} from '@/lib/scores/performance-labels';
import type { WeekStart } from '@shared/scores/dates';
import { useHabitPerformance } from '@/hooks/use-habits';
import { useScheduledFigures } from '../lib/use-scheduled-figures';
import { WeeklyScores } from './weekly-scores';
import '@/components/ui/form.css';
import '@/components/ui/page-header.css';

export function HabitStats({
  habitId,
  max,
  dailyTarget,
  today,
  asOf = null,
  weekStart,
  createdAt,
}: {
  habitId: number;
  max: number;
  dailyTarget: number | null;
  /** The figures are as of this day (today, or the past day shown). */
  today: string;
  /** A past day's date ("Sat 19 Mar 2016", never "Yesterday"): the heading says the figures are as of it. */
  asOf?: string | null;
  weekStart: WeekStart;
  /** The habit's created_at: its first day is the local date of it. */
  createdAt: string;
}) {
  const { t } = useLingui();
  const { history, days, strength, streak, progress, basis } = useScheduledFigures(habitId, {
    dailyTarget,
    max,
    today,
    past: asOf !== null,
  });
  const performance = useHabitPerformance(habitId);
  const allTime = (performance.data ?? []).find((p) => p.period_type === ALL_TIME_PERIOD);

  return (
    <>
      <section className="detail-section" aria-labelledby={`stats-${habitId}`}>
        <h2 className="section-title" id={`stats-${habitId}`}>
          {asOf ? t`How it was going on ${asOf}` : t`How it is going`}
        </h2>
        {waitsForNetwork(history) ? (
          <NeedsConnection />
        ) : (
          <dl className="stat-grid">
            <Stat label={t`Strength`} value={formatPercent(Math.round(strength * 100) / 100)} />
            {progress ? (
              <Stat label={t`Progress`} value={<ProgressValue progress={progress} />} />
            ) : null}
            {/* A frequency habit's day streak only once it has one: never "0" beside a day done. */}
            {!progress || streak.current > 0 ? (
              <Stat label={t`Current streak`} value={daysText(streak.current)} />
            ) : null}
            <Stat label={t`Best streak`} value={streakWords(streak.longest)} />
            <Stat label={t`Days tracked`} value={String(allTime?.days_tracked ?? days.length)} />
          </dl>
        )}
        {!progress && streak.current === 0 && streak.longest > 0 ? (
          <p className="field-hint">{missedDayNote()}</p>
        ) : null}
        <p className="field-hint">{strengthNote()}</p>
        <p className="field-hint">{neutralDaysNote()}</p>
      </section>

      <WeeklyScores
        habitId={habitId}
        max={max}
        today={today}
        weekStart={weekStart}
        createdAt={createdAt}
      />

      <section className="detail-section" aria-labelledby={`perf-${habitId}`}>
        <h2 className="section-title" id={`perf-${habitId}`}>
          <Trans>All time</Trans>
        </h2>
        {waitsForNetwork(performance) ? (
          <NeedsConnection />
        ) : allTime ? (
          <PerformanceFigures row={allTime} basis={basis} />
        ) : (
          <p className="field-hint">
            <Trans>No answers yet.</Trans>
          </p>
        )}
      </section>
    </>
  );
}

/** "1 day", "3 days", in the active language. */
const daysText = (n: number) => plural(n, { one: '# day', other: '# days' });

/** "1 of 3 this week", and "3 of 3 this week ✓" once the goal is reached. */
function ProgressValue({ progress }: { progress: WindowProgress }) {
  return (
    <>
      {progress.text}
      {progress.reached ? (
        <>
          <span aria-hidden="true"> ✓</span>
          <span className="visually-hidden">
            <Trans>, goal reached</Trans>
          </span>
        </>
      ) : null}
    </>
  );
}

function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="stat">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function PerformanceFigures({ row, basis }: { row: HabitPerformance; basis: PerformanceBasis }) {
  const { t } = useLingui();
  const r = row as HabitPerformance & Record<string, unknown>;
  const labels = performanceLabels(row, basis);
  return (
    <dl className="stat-grid">
      <Stat label={t`Days met`} value={labels.daysMet} />
      <Stat label={t`Completion`} value={labels.completion} />
      <Stat label={t`Total score`} value={labels.total} />
      <Stat label={t`Average`} value={labels.average} />
      <Stat label={t`Longest streak`} value={streakWords(row.longest_streak)} />
      <Stat
        label={t`Last answered`}
        value={
          r.last_checkmark_date ? formatDay(String(r.last_checkmark_date), 'dayMonthYear') : '–'
        }
      />
    </dl>
  );
}
