/** A habit's daily scores, newest first, one page at a time (the spec's paged read, exact count). */
import { useState } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { DAILY_SCORES_PAGE_SIZE, type DailyHabitScoreWithAnswers } from '@/api/daily-habit-scores';
import type { QuestionWithOptions } from '@/api/question-metadata';
import { Button } from '@/components/ui/button';
import { NeedsConnection } from '@/components/ui/needs-connection';
import { formatDay, formatNumber, formatPercent } from '@/lib/i18n/format';
import { waitsForNetwork } from '@/lib/offline/waits-for-network';
import { percentOf } from '@shared/scores/daily';
import { useDailyScoresPage } from '@/hooks/use-day-scores';
import { dayMark, dayMarkText, dayMarkWord } from '@/lib/day-mark';
import { ScoreBar } from '@/components/habit-day/score-bar';
import '@/components/ui/button.css';
import '@/components/ui/form.css';
import '@/components/ui/page-header.css';
import '@/components/charts/history-pager.css';

export function DailyHistory({
  habitId,
  questions,
  max,
  dailyTarget = null,
}: {
  habitId: number;
  questions: QuestionWithOptions[];
  max: number;
  /** The habit's daily target: each day is marked met or missed against it. */
  dailyTarget?: number | null;
}) {
  const { t } = useLingui();
  const [page, setPage] = useState(0);
  const query = useDailyScoresPage(habitId, page);
  const count = query.data?.count ?? 0;
  const pages = Math.max(1, Math.ceil(count / DAILY_SCORES_PAGE_SIZE));
  const pageNumber = page + 1;
  const rows = query.data?.rows ?? [];

  const optionLabel = new Map<number, string>();
  for (const q of questions) for (const o of q.option_metadata) optionLabel.set(o.id, o.label);

  return (
    <section className="detail-section" aria-labelledby={`history-${habitId}`}>
      <h2 className="section-title" id={`history-${habitId}`}>
        <Trans>History</Trans> <span className="habit-max">({daysText(count)})</span>
      </h2>
      {rows.length === 0 && !query.isPending ? (
        <p className="field-hint">
          <Trans>No answered days yet.</Trans>
        </p>
      ) : null}
      {waitsForNetwork(query) ? <NeedsConnection /> : null}
      <ol className="history-list" aria-busy={query.isFetching || undefined}>
        {rows.map((row) => (
          <HistoryDay
            key={row.checkmark_id ?? row.date}
            row={row}
            questions={questions}
            optionLabel={optionLabel}
            max={max}
            target={dailyTarget}
          />
        ))}
      </ol>
      {count > DAILY_SCORES_PAGE_SIZE ? (
        <nav className="pager" aria-label={t`History pages`}>
          <Button
            variant="secondary"
            className="btn-small"
            disabled={page === 0}
            onClick={() => setPage((p) => p - 1)}
          >
            ‹ <Trans>Newer</Trans>
          </Button>
          <span className="pager-status">
            <Trans>
              Page {pageNumber} of {pages}
            </Trans>
          </span>
          <Button
            variant="secondary"
            className="btn-small"
            disabled={page + 1 >= pages}
            onClick={() => setPage((p) => p + 1)}
          >
            <Trans>Older</Trans> ›
          </Button>
        </nav>
      ) : null}
    </section>
  );
}

/** "1 day", "3 days", in the active language. */
const daysText = (n: number) => plural(n, { one: '# day', other: '# days' });

/** A number answer as typed in the language ("1,5" in German), digits kept as they were. */
const valueText = (value: number) =>
  formatNumber(value, { maximumFractionDigits: 20, useGrouping: false });

interface HistoryDayProps {
  row: DailyHabitScoreWithAnswers;
  questions: QuestionWithOptions[];
  /** Each option's label by id (an answer keeps its option's id after a rename). */
  optionLabel: Map<number, string>;
  max: number;
  target: number | null;
}

/** One answered day: its date, total, met mark and bar, and the answer to each question. */
function HistoryDay({ row, questions, optionLabel, max, target }: HistoryDayProps) {
  const { t } = useLingui();
  const total = row.total_score ?? 0;
  const pct = percentOf(total, max);
  const percent = formatPercent(Math.round(pct) / 100);
  // Every row is a check-mark: met or missed against the target, never open.
  const mark = dayMark({ hasCheckmark: true, total, target, date: '', today: '' });
  const markText = dayMarkText(mark, target, true);
  const date = row.date ? formatDay(row.date, 'weekdayDayMonthYear') : '';
  return (
    <li className="history-item">
      <div className="history-head">
        <span className="history-date">{date}</span>
        <span className={`day-mark is-${mark}`} title={markText}>
          {dayMarkWord(mark)}
          <span className="visually-hidden"> ({markText})</span>
        </span>
        <span className="history-total">
          {total} <span className="habit-max">({percent})</span>
        </span>
      </div>
      <ScoreBar
        percent={pct}
        targetPercent={target === null ? null : percentOf(target, max)}
        label={plural(max, {
          one: `${date}: ${total} of # points, ${percent}, ${markText}`,
          other: `${date}: ${total} of # points, ${percent}, ${markText}`,
        })}
      />
      <ul className="history-answers">
        {questions.map((q) => {
          const a = row.answer_entry?.find((e) => e.question_id === q.id);
          return (
            <li key={q.id}>
              <span className="history-question">{q.question}</span>{' '}
              <span className="history-answer">
                {a
                  ? `${
                      a.value != null
                        ? `${valueText(a.value)}${q.unit ? ` ${q.unit}` : ''}`
                        : (a.option_id && optionLabel.get(a.option_id)) || t`removed option`
                    } (${a.score_value})`
                  : '–'}
              </span>
              {a?.notes ? <span className="history-note"> · {a.notes}</span> : null}
            </li>
          );
        })}
      </ul>
    </li>
  );
}
