/**
 * The insights' cards, one per picture, each a titled section around a chart of components/
 * with its caption: the year, the weekly score, strength, all-time performance, consequences,
 * and for one habit picked its number questions' values.
 */
import { NeedsConnection } from '@/components/ui/needs-connection';
import { PageSpinner } from '@/components/ui/spinner';
import type { WeekStart } from '@/lib/scores/dates';
import { STRENGTH_NOTE } from '@/lib/scores/performance-labels';
import type { DashboardFigures } from '../lib/dashboard-figures';
import { ConsequenceHistory } from './consequence-history';
import { Figure, InsightsCard } from './insights-card';
import { PerformanceCards } from './performance-cards';
import { StrengthChart } from '@/components/charts/strength-chart';
import { WeeklyBars } from './weekly-bars';
import { YearHeatmap } from '@/components/charts/year-heatmap';

interface YearSectionProps {
  heatmap: DashboardFigures['heatmap'];
  weekStart: WeekStart;
  label: string;
  allHabits: boolean;
}

export function YearSection({ heatmap, weekStart, label, allHabits }: YearSectionProps) {
  return (
    <InsightsCard id="insights-year" title="Last 12 months">
      <Figure
        caption={`Each square is a day, darker as its score nears the day's maximum${
          allHabits ? ' (all habits: their scores added up against their maxima added up)' : ''
        }.`}
      >
        <YearHeatmap heatmap={heatmap} weekStart={weekStart} label={label} />
      </Figure>
    </InsightsCard>
  );
}

export function WeeklySection({ weeks, max }: Pick<DashboardFigures, 'weeks' | 'max'>) {
  return (
    <InsightsCard id="insights-weeks" title="Weekly score">
      <Figure caption="The last 12 weeks, each as a share of 7 × the daily maximum.">
        <WeeklyBars weeks={weeks} max={max} />
      </Figure>
    </InsightsCard>
  );
}

export function StrengthSection({ lines }: Pick<DashboardFigures, 'lines'>) {
  return (
    <InsightsCard id="insights-strength" title="Strength">
      <Figure caption={`The last 90 days, one line per habit. ${STRENGTH_NOTE}`}>
        <StrengthChart lines={lines} />
      </Figure>
    </InsightsCard>
  );
}

interface PerformanceSectionProps {
  entries: DashboardFigures['performance'];
  pending: boolean;
  /** Offline, never read: the note instead of a spinner. */
  offline?: boolean;
}

export function PerformanceSection({ entries, pending, offline }: PerformanceSectionProps) {
  return (
    <InsightsCard id="insights-performance" title="All-time performance">
      {offline ? (
        <NeedsConnection />
      ) : pending ? (
        <PageSpinner label="Loading performance…" />
      ) : (
        <PerformanceCards entries={entries} />
      )}
    </InsightsCard>
  );
}

interface ConsequencesSectionProps {
  entries: DashboardFigures['consequences'];
  pending: boolean;
  offline?: boolean;
  showHabit: boolean;
}

export function ConsequencesSection({
  entries,
  pending,
  offline,
  showHabit,
}: ConsequencesSectionProps) {
  return (
    <InsightsCard id="insights-consequences" title="Consequences">
      {offline ? (
        <NeedsConnection />
      ) : pending ? (
        <PageSpinner label="Loading consequences…" />
      ) : (
        <ConsequenceHistory entries={entries} showHabit={showHabit} />
      )}
    </InsightsCard>
  );
}
