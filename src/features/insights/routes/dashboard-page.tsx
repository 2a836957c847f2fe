/**
 * dashboard ("insights"): for one habit or all of them, a year heatmap, weekly score bars and
 * the strength trend, then all-time performance per habit and consequence history. Pictures
 * first, the numbers on hover, tap or focus. Five requests: habits, questions, a year of day
 * totals for every habit, all-time performance and the consequence summary.
 */
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useConsequenceSummary } from '@/api/consequences-queries';
import type { HabitMetadata } from '@/api/habit-metadata';
import { useHabitList } from '@/api/habit-metadata-queries';
import type { QuestionWithOptions } from '@/api/question-metadata';
import { useAllQuestions } from '@/api/question-metadata-queries';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { InsightsIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useToday } from '@/hooks/use-today';
import { maxDailyScore, type DayTotal } from '@/lib/scores/daily';
import { useSettingsStore } from '@/stores/settings-store';
import { useAllTimePerformance, useYearTotals } from '../api/use-insights';
import { ConsequenceHistory } from '../components/consequence-history';
import { PerformanceCards } from '../components/performance-cards';
import { StrengthChart } from '../components/strength-chart';
import { WeeklyBars } from '../components/weekly-bars';
import { YearHeatmap } from '../components/year-heatmap';
import { combinedTotals, totalsByHabit } from '../lib/day-totals';
import { buildHeatmap, heatmapStart } from '../lib/heatmap';
import { strengthTrend } from '../lib/strength-trend';
import { recentWeeklyScores } from '../lib/weekly-bars';
import '../insights.css';

const BRAND = 'var(--brand)';
const ALL = 'all';

function maxesByHabit(questions: readonly QuestionWithOptions[]): Map<number, number> {
  const byHabit = new Map<number, { options: { score_value: number }[] }[]>();
  for (const q of questions) {
    const list = byHabit.get(q.habit_id) ?? [];
    list.push({ options: q.option_metadata ?? [] });
    byHabit.set(q.habit_id, list);
  }
  return new Map([...byHabit].map(([id, qs]) => [id, maxDailyScore(qs)]));
}

const colorOf = (h: HabitMetadata) => h.color ?? BRAND;

export default function DashboardPage() {
  useDocumentTitle('Insights');
  const today = useToday();
  const weekStart = useSettingsStore((s) => s.weekStart);
  const from = heatmapStart(today, weekStart);
  const habits = useHabitList();
  const questions = useAllQuestions();
  const totals = useYearTotals(from, today);
  const performance = useAllTimePerformance();
  const consequences = useConsequenceSummary();
  const [params, setParams] = useSearchParams();

  const maxes = useMemo(() => maxesByHabit(questions.data ?? []), [questions.data]);
  const byHabit = useMemo(() => totalsByHabit(totals.data ?? []), [totals.data]);

  const all = habits.data ?? [];
  const active = all.filter((h) => !h.archived);
  const archived = all.filter((h) => h.archived);
  const param = params.get('habit');
  const chosen = all.find((h) => String(h.id) === param) ?? null;
  // "All habits" is the habits of the day (archived ones are picked one by one).
  const shown = chosen ? [chosen] : active.length > 0 ? active : all;
  const ids = shown.map((h) => h.id);
  const max = ids.reduce((sum, id) => sum + (maxes.get(id) ?? 0), 0);
  const days: DayTotal[] = chosen ? (byHabit.get(chosen.id) ?? []) : combinedTotals(byHabit, ids);
  const name = chosen ? chosen.name : 'All habits';
  const color = chosen ? colorOf(chosen) : BRAND;

  const header = (
    <PageHeader title="Insights" description="How your habits are going over weeks and months." />
  );

  if (habits.isPending || questions.isPending || totals.isPending) {
    return (
      <>
        {header}
        <PageSpinner label="Loading your insights…" />
      </>
    );
  }

  if (all.length === 0) {
    return (
      <>
        {header}
        <EmptyState
          icon={<InsightsIcon />}
          title="No habits yet"
          actions={<ButtonLink to={paths.addHabit.build()}>Add a habit</ButtonLink>}
        >
          <p>
            Add a habit and answer it for a few days: your heatmap, weekly scores and streaks appear
            here.
          </p>
        </EmptyState>
      </>
    );
  }

  const answeredEver = (performance.data ?? []).some((p) => (p.days_tracked ?? 0) > 0);
  if ((totals.data ?? []).length === 0 && !answeredEver) {
    if (performance.isPending)
      return (
        <>
          {header}
          <PageSpinner label="Loading your insights…" />
        </>
      );
    return (
      <>
        {header}
        <EmptyState
          icon={<InsightsIcon />}
          title="Nothing to show yet"
          actions={<ButtonLink to={paths.home.build()}>Answer today's habits</ButtonLink>}
        >
          <p>
            Once you have answered your habits for a few days, your heatmap, weekly scores and
            streaks appear here.
          </p>
        </EmptyState>
      </>
    );
  }

  const heatmap = buildHeatmap({ days, max, today, weekStart });
  const weeks = recentWeeklyScores({ days, max, today, weekStart });
  const lines = shown.map((h) => ({
    id: h.id,
    name: h.name,
    color: chosen ? color : colorOf(h),
    points: strengthTrend({ days: byHabit.get(h.id) ?? [], max: maxes.get(h.id) ?? 0, today }),
  }));
  const perfById = new Map((performance.data ?? []).map((p) => [p.habit_id, p]));
  const shownIds = new Set(ids);
  const habitById = new Map(all.map((h) => [h.id, h]));
  const consequenceEntries = (consequences.data ?? [])
    .filter((c) => c.habit_id != null && shownIds.has(c.habit_id))
    .map((summary) => {
      const h = habitById.get(summary.habit_id as number);
      return { summary, habitName: h?.name ?? '', color: h ? colorOf(h) : BRAND };
    });

  const onPick = (value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === ALL) next.delete('habit');
        else next.set('habit', value);
        return next;
      },
      { replace: true },
    );

  return (
    <div className="insights-page" style={{ ['--habit-color' as string]: color }}>
      {header}
      <div className="insights-toolbar">
        <label className="field-label" htmlFor="insights-habit">
          Habit
        </label>
        <select
          id="insights-habit"
          className="select"
          value={chosen ? String(chosen.id) : ALL}
          onChange={(e) => onPick(e.target.value)}
        >
          <option value={ALL}>All habits</option>
          {active.map((h) => (
            <option key={h.id} value={String(h.id)}>
              {h.name}
            </option>
          ))}
          {archived.length > 0 ? (
            <optgroup label="Archived">
              {archived.map((h) => (
                <option key={h.id} value={String(h.id)}>
                  {h.name}
                </option>
              ))}
            </optgroup>
          ) : null}
        </select>
      </div>

      <section className="insights-card" aria-labelledby="insights-year">
        <h2 className="insights-title" id="insights-year">
          Last 12 months
        </h2>
        <figure className="insights-figure">
          <YearHeatmap heatmap={heatmap} weekStart={weekStart} label={name} />
          <figcaption className="insights-caption">
            Each square is a day, darker as its score nears the day's maximum
            {chosen ? '' : ' (all habits: their scores added up against their maxima added up)'}.
          </figcaption>
        </figure>
      </section>

      <div className="insights-pair">
        <section className="insights-card" aria-labelledby="insights-weeks">
          <h2 className="insights-title" id="insights-weeks">
            Weekly score
          </h2>
          <figure className="insights-figure">
            <WeeklyBars weeks={weeks} max={max} />
            <figcaption className="insights-caption">
              The last 12 weeks, each as a share of 7 × the daily maximum.
            </figcaption>
          </figure>
        </section>

        <section className="insights-card" aria-labelledby="insights-strength">
          <h2 className="insights-title" id="insights-strength">
            Strength
          </h2>
          <figure className="insights-figure">
            <StrengthChart lines={lines} />
            <figcaption className="insights-caption">
              Habit strength over the last 90 days: it grows with each good day and fades slowly on
              missed ones.
            </figcaption>
          </figure>
        </section>
      </div>

      <section className="insights-card" aria-labelledby="insights-performance">
        <h2 className="insights-title" id="insights-performance">
          All-time performance
        </h2>
        {performance.isPending ? (
          <PageSpinner label="Loading performance…" />
        ) : (
          <PerformanceCards
            entries={shown.map((h) => ({
              id: h.id,
              name: h.name,
              color: colorOf(h),
              row: perfById.get(h.id),
            }))}
          />
        )}
      </section>

      <section className="insights-card" aria-labelledby="insights-consequences">
        <h2 className="insights-title" id="insights-consequences">
          Consequences
        </h2>
        {consequences.isPending ? (
          <PageSpinner label="Loading consequences…" />
        ) : (
          <ConsequenceHistory entries={consequenceEntries} showHabit={!chosen} />
        )}
      </section>
    </div>
  );
}
