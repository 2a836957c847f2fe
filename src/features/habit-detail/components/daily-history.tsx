/** A habit's daily scores, newest first, one page at a time (the spec's paged read, exact count). */
import { useState } from 'react';
import { format } from 'date-fns';
import { DAILY_SCORES_PAGE_SIZE, type DailyHabitScoreWithAnswers } from '@/api/daily-habit-scores';
import type { QuestionWithOptions } from '@/api/question-metadata';
import { Button } from '@/components/ui/button';
import { NeedsConnection } from '@/components/ui/needs-connection';
import { waitsForNetwork } from '@/lib/offline/waits-for-network';
import { percentOf } from '@shared/scores/daily';
import { parseIsoDate } from '@shared/scores/dates';
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
  const [page, setPage] = useState(0);
  const query = useDailyScoresPage(habitId, page);
  const count = query.data?.count ?? 0;
  const pages = Math.max(1, Math.ceil(count / DAILY_SCORES_PAGE_SIZE));
  const rows = query.data?.rows ?? [];

  const optionLabel = new Map<number, string>();
  for (const q of questions) for (const o of q.option_metadata) optionLabel.set(o.id, o.label);

  return (
    <section className="detail-section" aria-labelledby={`history-${habitId}`}>
      <h2 className="section-title" id={`history-${habitId}`}>
        History{' '}
        <span className="habit-max">
          ({count} {count === 1 ? 'day' : 'days'})
        </span>
      </h2>
      {rows.length === 0 && !query.isPending ? (
        <p className="field-hint">No answered days yet.</p>
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
        <nav className="pager" aria-label="History pages">
          <Button
            variant="secondary"
            className="btn-small"
            disabled={page === 0}
            onClick={() => setPage((p) => p - 1)}
          >
            ‹ Newer
          </Button>
          <span className="pager-status">
            Page {page + 1} of {pages}
          </span>
          <Button
            variant="secondary"
            className="btn-small"
            disabled={page + 1 >= pages}
            onClick={() => setPage((p) => p + 1)}
          >
            Older ›
          </Button>
        </nav>
      ) : null}
    </section>
  );
}

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
  const total = row.total_score ?? 0;
  const pct = percentOf(total, max);
  // Every row is a check-mark: met or missed against the target, never open.
  const mark = dayMark({ hasCheckmark: true, total, target, date: '', today: '' });
  const markText = dayMarkText(mark, target, true);
  const date = row.date ? format(parseIsoDate(row.date), 'EEE d MMM yyyy') : '';
  return (
    <li className="history-item">
      <div className="history-head">
        <span className="history-date">{date}</span>
        <span className={`day-mark is-${mark}`} title={markText}>
          {dayMarkWord(mark)}
          <span className="visually-hidden"> ({markText})</span>
        </span>
        <span className="history-total">
          {total} <span className="habit-max">({Math.round(pct)}%)</span>
        </span>
      </div>
      <ScoreBar
        percent={pct}
        targetPercent={target === null ? null : percentOf(target, max)}
        label={`${date}: ${total} of ${max} points, ${Math.round(pct)}%, ${markText}`}
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
                        ? `${a.value}${q.unit ? ` ${q.unit}` : ''}`
                        : (a.option_id && optionLabel.get(a.option_id)) || 'removed option'
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
