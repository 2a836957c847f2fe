/**
 * The habit detail's charts: a calendar heatmap of 53 weeks and the strength over 90 days, 52
 * weeks, 24 months, 16 quarters or 10 years, each paged back to the habit's first entry
 * (HistoryPager, src/lib/charts/history-pages.ts), the same components as insights
 * (src/components/charts, src/lib/charts), each page read on its own. The strength follows the
 * habit's schedule, skips and pauses (strengthTrend, src/lib/charts/strength-trend.ts), so its
 * last point is the detail's Strength figure (habit_performance_new.strength). Each number
 * question also charts its values over the last 90 days (docs/number-questions.md). The figures
 * are worked out in lib/use-habit-charts.ts.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { QuestionWithOptions } from '@/api/question-metadata';
import { HistoryPager, UnitPicker } from '@/components/charts/history-pager';
import { StrengthChart } from '@/components/charts/strength-chart';
import { pageWords } from '@/lib/charts/history-pages';
import {
  QuestionValueChart,
  type QuestionValuesProps,
} from '@/components/charts/question-value-chart';
import { YearHeatmap } from '@/components/charts/year-heatmap';
import { useHabitCharts, type HabitChartsInput } from '../lib/use-habit-charts';
import '@/components/ui/form.css';
import '@/components/ui/page-header.css';

export function HabitCharts({
  habitId,
  name,
  color,
  max,
  today,
  weekStart,
  questions = [],
}: HabitChartsInput & { questions?: readonly QuestionWithOptions[] }) {
  const { t } = useLingui();
  const figures = useHabitCharts({ habitId, name, color, max, today, weekStart });
  const { calendar, strength } = figures;

  return (
    <>
      <section className="detail-section" aria-labelledby={`calendar-${habitId}`}>
        <h2 className="section-title" id={`calendar-${habitId}`}>
          <Trans>Calendar</Trans>
        </h2>
        <p className="field-hint">
          <Trans>
            Each day of a year, shaded by its score as a share of the best possible day. Earlier
            goes back a year at a time to the habit's first day.
          </Trans>
        </p>
        <HistoryPager
          label={t`Calendar`}
          words={pageWords(calendar)}
          hasOlder={calendar.hasOlder}
          hasNewer={calendar.hasNewer}
          onOlder={calendar.older}
          onNewer={calendar.newer}
        />
        <YearHeatmap heatmap={figures.heatmap} weekStart={weekStart} label={name} />
      </section>
      <section className="detail-section" aria-labelledby={`strength-${habitId}`}>
        <h2 className="section-title" id={`strength-${habitId}`}>
          <Trans>Strength over time</Trans>
        </h2>
        <p className="field-hint">
          <Trans>
            By day over 90 days, or the mean of each week, month, quarter or year: strength grows
            with each good day and fades slowly on missed ones. Skipped, paused and not-due days
            leave it as it was.
          </Trans>
        </p>
        <UnitPicker unit={strength.unit} onChange={strength.setUnit} />
        <HistoryPager
          label={t`Strength`}
          words={pageWords(strength)}
          hasOlder={strength.hasOlder}
          hasNewer={strength.hasNewer}
          onOlder={strength.older}
          onNewer={strength.newer}
        />
        <StrengthChart lines={[figures.line]} unit={strength.unit} endsToday={strength.endsToday} />
      </section>
      {questions
        .filter((q) => q.kind === 'number')
        .map((q) => (
          <NumberValues
            key={q.id}
            habitId={habitId}
            question={q}
            color={color ?? 'var(--brand)'}
            today={today}
          />
        ))}
    </>
  );
}

/** A number question's values over the last 90 days. */
function NumberValues(props: QuestionValuesProps) {
  const { question } = props;
  const titleId = `values-${question.id}`;
  const name = question.question;
  return (
    <section className="detail-section" aria-labelledby={titleId}>
      <h2 className="section-title" id={titleId}>
        <Trans>{name} over time</Trans>
      </h2>
      <p className="field-hint">
        <Trans>The last 90 days, each day answered.</Trans>
      </p>
      <QuestionValueChart {...props} />
    </section>
  );
}
