/**
 * The insights' cards, one per picture, each a titled section around a chart of components/
 * with its caption: the year, the weekly score, strength, all-time performance, consequences,
 * and for one habit picked its number questions' values.
 */
import { useLingui } from '@lingui/react/macro';
import { NeedsConnection } from '@/components/ui/needs-connection';
import { PageSpinner } from '@/components/ui/spinner';
import type { WeekStart } from '@shared/scores/dates';
import { strengthNote } from '@/lib/scores/performance-labels';
import type { DashboardFigures } from '../lib/dashboard-figures';
import { periodSpan } from '../lib/period';
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

export function YearSection({ title, heatmap, weekStart, label, allHabits }: YearSectionProps) {
  const { t } = useLingui();
  return (
    <InsightsCard id="insights-year" title={title ?? t`Last 12 months`}>
      <Figure
        caption={
          allHabits
            ? t`Each square is a day; the stronger its colour, the nearer its score to the day's maximum (all habits: their scores added up against their maxima added up).`
            : t`Each square is a day; the stronger its colour, the nearer its score to the day's maximum.`
        }
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
  const { t } = useLingui();
  return (
    <InsightsCard id="insights-weeks" title={t`Weekly score`}>
      <Figure
        caption={
          through
            ? t`The 12 weeks through ${through}, each as a share of 7 × the daily maximum.`
            : t`The last 12 weeks, each as a share of 7 × the daily maximum.`
        }
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
  const { t } = useLingui();
  const span = period.value === '12m' ? t`The last 90 days` : periodSpan(period.title, period.unit);
  const note = strengthNote();
  return (
    <InsightsCard id="insights-strength" title={t`Strength`}>
      <Figure caption={t`${span}, one line per habit. ${note}`}>
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
  const { t } = useLingui();
  return (
    <InsightsCard id="insights-performance" title={t`All-time performance`}>
      {offline ? (
        <NeedsConnection />
      ) : pending ? (
        <PageSpinner label={t`Loading performance…`} />
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
  const { t } = useLingui();
  return (
    <InsightsCard id="insights-consequences" title={t`Consequences`}>
      {offline ? (
        <NeedsConnection />
      ) : pending ? (
        <PageSpinner label={t`Loading consequences…`} />
      ) : (
        <ConsequenceHistory entries={entries} showHabit={showHabit} />
      )}
    </InsightsCard>
  );
}
