/**
 * The insights' cards, one per picture, each a titled section around a chart of components/
 * with its caption: the year, the weekly score, strength, all-time performance, consequences,
 * and for one habit picked its number questions' values.
 */
import type { ReactNode } from 'react';
import { useNumberValues } from '@/api/daily-habit-scores-queries';
import type { QuestionWithOptions } from '@/api/question-metadata';
import { ValueChart } from '@/components/charts/value-chart';
import { NeedsConnection } from '@/components/ui/needs-connection';
import { PageSpinner } from '@/components/ui/spinner';
import type { IsoDate, WeekStart } from '@/lib/scores/dates';
import type { DashboardFigures } from '../lib/dashboard-figures';
import { ConsequenceHistory } from './consequence-history';
import { PerformanceCards } from './performance-cards';
import { StrengthChart } from '@/components/charts/strength-chart';
import { WeeklyBars } from './weekly-bars';
import { YearHeatmap } from '@/components/charts/year-heatmap';

function InsightsCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="insights-card" aria-labelledby={id}>
      <h2 className="insights-title" id={id}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Figure({ caption, children }: { caption: ReactNode; children: ReactNode }) {
  return (
    <figure className="insights-figure">
      {children}
      <figcaption className="insights-caption">{caption}</figcaption>
    </figure>
  );
}

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
      <Figure caption="Habit strength over the last 90 days: it grows with each good day and fades slowly on missed ones.">
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

/**
 * One habit picked: each of its number questions' values over the last 90 days, with the target
 * (docs/number-questions.md).
 */
export function ValuesSection({
  habitId,
  questions,
  color,
  today,
}: {
  habitId: number;
  questions: readonly QuestionWithOptions[];
  color: string;
  today: IsoDate;
}) {
  return (
    <>
      {questions
        .filter((q) => q.habit_id === habitId && q.kind === 'number')
        .map((q) => (
          <QuestionValues key={q.id} habitId={habitId} question={q} color={color} today={today} />
        ))}
    </>
  );
}

function QuestionValues({
  habitId,
  question,
  color,
  today,
}: {
  habitId: number;
  question: QuestionWithOptions;
  color: string;
  today: IsoDate;
}) {
  const points = useNumberValues(habitId, question.id, today);
  return (
    <InsightsCard id={`insights-values-${question.id}`} title={`${question.question} over time`}>
      <Figure caption="The last 90 days, each day answered; the dashed line is the target.">
        <ValueChart
          id={question.id}
          name={question.question}
          color={color}
          points={points}
          unit={question.unit}
          target={question.target}
          targetType={question.target_type}
        />
      </Figure>
    </InsightsCard>
  );
}
