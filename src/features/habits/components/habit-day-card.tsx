/** A habit on one day: its questions, answerable in place, with the day's total and percentage. */
import { Link } from 'react-router-dom';
import type { DailyHabitScoreWithAnswers } from '@/api/daily-habit-scores';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { usePendingHabitDay, useSending } from '@/services/offline/habit-day-queue';
import type { HabitTree } from '../api/use-habits';
import { useSaveHabitDay } from '../api/use-save-habit-day';
import { dayState, nextDayInput } from '../lib/day-state';
import { AnswerRow } from './answer-row';
import { ScoreBar } from './score-bar';

export interface HabitDayCardProps {
  habit: HabitTree;
  date: string;
  server: DailyHabitScoreWithAnswers | undefined;
  /** Show the name as a link to the detail page. */
  linkToDetail?: boolean;
  /** Query string kept on the detail link (e.g. the selected day). */
  search?: string;
  headingLevel?: 2 | 3;
  /** Heading instead of the habit's name (the detail page shows "Today"). */
  title?: string;
}

export function HabitDayCard({
  habit,
  date,
  server,
  linkToDetail = true,
  search = '',
  headingLevel = 2,
  title,
}: HabitDayCardProps) {
  const { save } = useSaveHabitDay();
  const entry = usePendingHabitDay(habit.id, date);
  const sending = useSending();
  const state = dayState(habit.questions, server, entry);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const answered = habit.questions.filter((q) => state.answers.has(q.id)).length;

  return (
    <article
      className="tinted-card habit-card"
      style={{ ['--habit-color' as string]: habit.color ?? undefined }}
      aria-label={title ? `${habit.name}: ${title}` : habit.name}
    >
      <header className="tinted-card-head habit-card-head">
        <span className="habit-dot" aria-hidden="true" />
        <Heading className="habit-card-title">
          {linkToDetail ? (
            <Link to={`${paths.habitDetail.build(habit.id)}${search}`}>{habit.name}</Link>
          ) : (
            (title ?? habit.name)
          )}
        </Heading>
        <div className="habit-card-score" aria-live="polite">
          <span className="habit-total" data-testid="day-total">
            {state.total}
            <span className="habit-max"> / {state.max}</span>
          </span>
          <span className="habit-percent">{Math.round(state.percent)}%</span>
        </div>
      </header>
      <ScoreBar
        percent={state.percent}
        label={`${habit.name}: ${Math.round(state.percent)}% of the day's maximum`}
      />
      {habit.questions.length === 0 ? (
        <p className="field-hint">This habit has no questions yet. Open it to add some.</p>
      ) : (
        <div className="habit-card-questions">
          {habit.questions.map((q) => (
            <AnswerRow
              key={q.id}
              question={q}
              answer={state.answers.get(q.id)}
              onAnswer={(optionId) =>
                void save(nextDayInput(habit.id, date, state, { questionId: q.id, optionId }))
              }
              onNotes={(notes) =>
                void save(
                  nextDayInput(habit.id, date, state, {
                    questionId: q.id,
                    optionId: state.answers.get(q.id)?.optionId ?? null,
                    notes,
                  }),
                )
              }
            />
          ))}
        </div>
      )}
      <footer className="habit-card-foot">
        <span className="habit-progress">
          {answered} of {habit.questions.length} answered
        </span>
        {entry?.status === 'pending' && sending ? (
          <span className="habit-sync is-saving" role="status">
            Saving…
          </span>
        ) : null}
        {entry?.status === 'pending' && !sending ? (
          <span className="habit-sync is-waiting" role="status">
            Waiting to sync
          </span>
        ) : null}
        {entry?.status === 'failed' ? (
          <span className="habit-sync is-failed" role="alert">
            Not saved{entry.error?.message ? `: ${entry.error.message}` : ''}{' '}
            <Button variant="ghost" className="btn-small" onClick={() => void save(entry)}>
              Retry
            </Button>
          </span>
        ) : null}
      </footer>
    </article>
  );
}
