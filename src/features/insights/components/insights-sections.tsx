/**
 * The insights' cards, one per picture, each a titled section around a chart of components/
 * with its caption: the year, the weekly score, strength, all-time performance, consequences,
 * and for one habit picked its number questions' values.
 */
import { NeedsConnection } from '@/components/ui/needs-connection';
import { PageSpinner } from '@/components/ui/spinner';
import type { WeekStart } from '@shared/scores/dates';
import { STRENGTH_NOTE } from '@/lib/scores/performance-labels';
import type { DashboardFigures } from '../lib/dashboard-figures';
import { ConsequenceHistory } from './consequence-history';
import { Figure, InsightsCard } from './insights-card';
import { PerformanceCards } from './performance-cards';
import { StrengthChart } from '@/components/charts/strength-chart';
import { WeeklyBars } from './weekly-bars';
import { YearHeatmap } from '@/components/charts/year-heatmap';

interface YearSectionProps {
  /** The period's name: the card's title ("Last 12 months"). */
  title?: string;
  heatmap: DashboardFigures['heatmap'];
  weekStart: WeekStart;
  label: string;
  allHabits: boolean;
}

export function YearSection({
  title = 'Last 12 months',
  heatmap,
  weekStart,
  label,
  allHabits,
}: YearSectionProps) {
  return (
    <InsightsCard id="insights-year" title={title}>
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

export function WeeklySection({
  weeks,
  max,
  through = null,
}: Pick<DashboardFigures, 'weeks' | 'max'> & {
  /** The period's last day when it is not today ("31 Dec 2016"). */
  through?: string | null;
}) {
  return (
    <InsightsCard id="insights-weeks" title="Weekly score">
      <Figure
        caption={`The ${through ? `12 weeks through ${through}` : 'last 12 weeks'}, each as a share of 7 × the daily maximum.`}
      >
        <WeeklyBars weeks={weeks} max={max} />
      </Figure>
    </InsightsCard>
  );
}

export function StrengthSection({
  lines,
  period,
  today,
}: Pick<DashboardFigures, 'lines' | 'period'> & { today: string }) {
  const span =
    period.value === '12m'
      ? 'The last 90 days'
      : `${period.title}, ${period.unit === 'day' ? 'by day' : `each ${period.unit}'s mean`}`;
  return (
    <InsightsCard id="insights-strength" title="Strength">
      <Figure caption={`${span}, one line per habit. ${STRENGTH_NOTE}`}>
        <StrengthChart lines={lines} unit={period.unit} endsToday={period.to === today} />
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
