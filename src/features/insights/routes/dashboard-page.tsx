/**
 * dashboard ("insights"): for one habit or all of them (of every group, or of the group picked,
 * with that group's weekly totals and strength) and a period (the last 30 days, 12 months, a
 * year, all time: lib/period.ts), a heatmap, weekly score bars and the strength trend with
 * automaticity beside it (one habit picked: also its number questions' values), then all-time
 * performance per habit and consequence history. Pictures first, the numbers on hover, tap or
 * focus. Six requests: habits, questions, a year of day totals for every habit, all-time
 * performance, the consequence summary and every automaticity check-in (a seventh for the values
 * of a picked habit's number questions). The reads, the habit picked and the figures are the view-model's
 * (lib/use-dashboard.ts); this is the layout.
 */
import { useLingui } from '@lingui/react/macro';
import { useAllQuestions } from '@/api/question-metadata-queries';
import { PageHeader } from '@/components/ui/page-header';
import { useToday } from '@/hooks/use-today';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { formatDay } from '@/lib/i18n/format';
import { AutomaticityCard } from '../components/automaticity-card';
import { DashboardEmpty } from '../components/dashboard-empty';
import { GroupSection } from '../components/group-section';
import { HabitFilter } from '../components/habit-filter';
import {
  ConsequencesSection,
  PerformanceSection,
  StrengthSection,
  WeeklySection,
  YearSection,
} from '../components/insights-sections';
import { ValuesSection } from '../components/values-section';
import { useDashboard } from '../lib/use-dashboard';
import '../insights.css';

export default function DashboardPage() {
  // The page's words (and the view-model's: the periods' titles) follow the language.
  const { t } = useLingui();
  useDocumentTitle(t`Insights`);
  const dashboard = useDashboard();
  const questions = useAllQuestions();
  const today = useToday();
  const header = (
    <PageHeader
      title={t`Insights`}
      description={t`How your habits are going over weeks and months.`}
    />
  );
  if (dashboard.status !== 'ready') {
    return (
      <>
        {header}
        <DashboardEmpty status={dashboard.status} />
      </>
    );
  }
  const { figures, filter, name, color, weekStart } = dashboard;
  const allHabits = !filter.chosen;
  return (
    <div className="insights-page" style={{ ['--habit-color' as string]: color }}>
      {header}
      <HabitFilter
        active={filter.active}
        archived={filter.archived}
        chosen={filter.chosen}
        onPick={filter.pick}
        period={{
          value: dashboard.periods.period.value,
          options: dashboard.periods.options,
          onPick: dashboard.periods.pick,
        }}
        group={dashboard.groups}
      />
      {dashboard.groups.chosen && allHabits ? (
        <GroupSection group={dashboard.groups.chosen} today={today} weekStart={weekStart} />
      ) : null}
      <YearSection
        title={figures.period.title}
        heatmap={figures.heatmap}
        weekStart={weekStart}
        label={name}
        allHabits={allHabits}
      />
      <div className="insights-pair">
        <WeeklySection
          weeks={figures.weeks}
          max={figures.max}
          through={
            figures.period.to === today ? null : formatDay(figures.period.to, 'dayMonthYear')
          }
        />
        <StrengthSection lines={figures.lines} period={figures.period} today={today} />
      </div>
      <AutomaticityCard lines={figures.lines} />
      {filter.chosen ? (
        <ValuesSection
          habitId={filter.chosen.id}
          questions={questions.data ?? []}
          color={color}
          today={today}
        />
      ) : null}
      <PerformanceSection
        entries={figures.performance}
        pending={dashboard.performancePending}
        offline={dashboard.performanceOffline}
      />
      <ConsequencesSection
        entries={figures.consequences}
        pending={dashboard.consequencesPending}
        offline={dashboard.consequencesOffline}
        showHabit={allHabits}
      />
    </div>
  );
}
