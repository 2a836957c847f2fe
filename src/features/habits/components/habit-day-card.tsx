/**
 * A habit on one day: its questions, answerable in place, with the day's total against the daily
 * target, whether the day is met, and (home) the habit's streak and strength. On home a finished
 * habit folds to one row (name, met mark, streak, total) that opens again on tap. Clearing an
 * answer (a tap on the chosen option) offers Undo.
 */
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { DailyHabitScoreWithAnswers } from '@/api/daily-habit-scores';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { useToday } from '@/hooks/use-today';
import { notifyUndo } from '@/lib/notify';
import { percentOf } from '@/lib/scores/daily';
import { usePendingHabitDay, useSending } from '@/services/offline/habit-day-queue';
import type { HabitTree } from '../api/use-habits';
import { useSaveHabitDay } from '../api/use-save-habit-day';
import { dayMark, dayMarkText, dayMarkWord } from '../lib/day-mark';
import {
  dayState,
  nextDayInput,
  skipDayInput,
  unskipDayInput,
  type DayState,
} from '../lib/day-state';
import type { HabitFigures } from '../lib/habit-figures';
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
  /** Home: the card can fold to one row; `collapsed` says whether it is folded now. */
  fold?: { collapsed: boolean; onToggle: () => void };
  /** Home: the habit's current streak and strength (null while unknown). */
  figures?: HabitFigures | null;
  /** Home: a frequency habit's progress in words ("2 of 3 this week"); on track from `figures`. */
  progress?: string | null;
  /**
   * Home: why the habit is not due on the day ("Paused until ...", "Not due today"); it can still
   * be answered, but offers no skip (the day counts nowhere already).
   */
  status?: string | null;
  /**
   * The day's answers were never read on this device (offline, a day not opened before): the
   * card says so instead of showing a total of 0. Answering still works (it is queued).
   */
  notLoaded?: boolean;
}

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;
/** "3-day streak", "No streak" (visible); the accessible name says "streak 3 days". */
const streakWord = (n: number) => (n === 0 ? 'No streak' : `${n}-day streak`);

export function HabitDayCard({
  habit,
  date,
  server,
  linkToDetail = true,
  search = '',
  headingLevel = 2,
  title,
  fold,
  figures,
  progress = null,
  status = null,
  notLoaded = false,
}: HabitDayCardProps) {
  const { save } = useSaveHabitDay();
  const entry = usePendingHabitDay(habit.id, date);
  const sending = useSending();
  const today = useToday();
  const bodyId = useId();
  const state = dayState(habit.questions, server, entry);
  // Undo applies to the answers as they are when it is pressed, not when the toast was raised.
  const latest = useRef<DayState>(state);
  latest.current = state;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const answered = habit.questions.filter((q) => state.answers.has(q.id)).length;
  const complete = habit.questions.length > 0 && answered === habit.questions.length;
  const target = habit.daily_target ?? null;
  const unknown = notLoaded && !entry;
  const mark = dayMark({
    hasCheckmark: state.hasCheckmark,
    total: state.total,
    target,
    // A day not loaded is not judged.
    date: unknown ? today : date,
    today,
  });
  const markWord = dayMarkWord(mark);
  const markText = dayMarkText(mark, target, state.hasCheckmark);
  const percent = Math.round(state.percent);
  const scoreWords = unknown
    ? 'not loaded on this device'
    : `${state.total} of ${state.max} points, ${percent}%, ${markText}`;
  const streakText = figures ? `streak ${days(figures.streak)}` : null;
  const onTrackText = figures ? (figures.progress.onTrack ? 'on track' : 'not on track yet') : null;
  const dayWord = date === today ? 'today' : 'this day';

  const skip = (note: string) => {
    const before = [...state.answers].map(([questionId, a]) => ({
      questionId,
      optionId: a.optionId,
      ...(a.value == null ? {} : { value: a.value }),
      notes: a.notes,
    }));
    void save(skipDayInput(habit.id, date, note));
    notifyUndo(
      `Skipped ${dayWord}: ${habit.name}`,
      () =>
        void save(
          before.length > 0
            ? { habitId: habit.id, date, answers: before, skipped: false }
            : unskipDayInput(habit.id, date),
        ),
    );
  };
  const unskip = () => void save(unskipDayInput(habit.id, date));
  // Home only, on a due day that is not skipped (a paused or not-due day counts nowhere already).
  const canSkip = Boolean(fold) && !status && !state.skipped && !unknown;
  const [skipOpen, setSkipOpen] = useState(false);

  const answer = (questionId: number, optionId: number | null) => {
    const before = state.answers.get(questionId);
    void save(nextDayInput(habit.id, date, state, { questionId, optionId }));
    if (optionId === null && before?.optionId != null) {
      const question = habit.questions.find((q) => q.id === questionId)?.question ?? '';
      notifyUndo(
        `Answer cleared: ${question}`,
        () =>
          void save(
            nextDayInput(habit.id, date, latest.current, {
              questionId,
              optionId: before.optionId,
              notes: before.notes,
            }),
          ),
      );
    }
  };

  const style = { ['--habit-color' as string]: habit.color ?? undefined };
  const label = title ? `${habit.name}: ${title}` : habit.name;

  if (fold?.collapsed) {
    return (
      <article className="tinted-card habit-card is-collapsed" style={style} aria-label={label}>
        <Heading className="habit-card-title">
          <button
            type="button"
            className="habit-row"
            aria-expanded={false}
            aria-controls={bodyId}
            onClick={fold.onToggle}
          >
            <span className="habit-dot" aria-hidden="true" />
            <span className="habit-row-main">
              <span className="habit-card-name">{habit.name}</span>{' '}
              {progress && figures ? (
                <span
                  className={`habit-row-progress ${figures.progress.onTrack ? 'is-on-track' : ''}`}
                >
                  {progress}
                  <span className="visually-hidden">, {onTrackText},</span>
                </span>
              ) : null}
            </span>{' '}
            {state.skipped || status ? (
              <span className="day-mark is-neutral">
                {state.skipped ? 'Skipped' : status}
                <span className="visually-hidden">,</span>
              </span>
            ) : markWord ? (
              <span className={`day-mark is-${mark}`} title={markText}>
                {markWord}
                <span className="visually-hidden"> ({markText}),</span>
              </span>
            ) : null}{' '}
            {figures ? (
              <span className="habit-row-streak" title={streakText ?? undefined}>
                Streak {figures.streak}
                <span className="visually-hidden"> {figures.streak === 1 ? 'day' : 'days'},</span>
              </span>
            ) : null}{' '}
            <span className="habit-total" data-testid="day-total">
              {state.total}
              <span className="habit-max"> / {state.max}</span>
            </span>
            <span className="habit-row-chevron" aria-hidden="true">
              ▾
            </span>
          </button>
        </Heading>
        <div id={bodyId} hidden />
      </article>
    );
  }

  return (
    <article className="tinted-card habit-card" style={style} aria-label={label}>
      <header className="tinted-card-head habit-card-head">
        <span className="habit-dot" aria-hidden="true" />
        <Heading className="habit-card-title">
          {linkToDetail ? (
            <Link className="habit-card-name" to={`${paths.habitDetail.build(habit.id)}${search}`}>
              {habit.name}
            </Link>
          ) : (
            <span className="habit-card-name">{title ?? habit.name}</span>
          )}
        </Heading>
        <div className="habit-card-score" aria-live="polite">
          {unknown ? (
            <span className="habit-total is-unknown" data-testid="day-total">
              Not loaded
            </span>
          ) : (
            <>
              <span className="habit-total" data-testid="day-total">
                {state.total}
                <span className="habit-max"> / {state.max}</span>
              </span>
              <span className="habit-percent">{percent}%</span>
            </>
          )}
        </div>
        {canSkip && !skipOpen ? (
          <button
            type="button"
            className="habit-skip-button"
            aria-label={`Skip ${dayWord}: ${habit.name}`}
            onClick={() => setSkipOpen(true)}
          >
            Skip
          </button>
        ) : null}
        {fold && complete ? (
          <button
            type="button"
            className="habit-fold"
            aria-expanded={true}
            aria-controls={bodyId}
            aria-label={`Fold ${habit.name}`}
            onClick={fold.onToggle}
          >
            <span aria-hidden="true">▴</span>
          </button>
        ) : null}
      </header>
      <div className="habit-card-meter">
        <ScoreBar
          percent={unknown ? 0 : state.percent}
          targetPercent={target === null ? null : percentOf(target, state.max)}
          label={`${habit.name}: ${scoreWords}${target === null ? '' : `, daily target ${target}`}`}
        />
        <span className="habit-card-stats">
          {target !== null ? (
            <span title={`Daily target: ${target} points`}>Target {target}</span>
          ) : null}
          {status ? <span className="day-mark is-neutral">{status}</span> : null}
          {state.skipped ? <span className="day-mark is-neutral">Skipped</span> : null}
          {progress && figures ? (
            <span
              className={`habit-progress-week ${figures.progress.onTrack ? 'is-on-track' : ''}`}
            >
              {progress}, {onTrackText}
            </span>
          ) : null}
          {markWord && !unknown && !state.skipped ? (
            <span className={`day-mark is-${mark}`} title={markText}>
              {markWord}
              <span className="visually-hidden"> ({markText})</span>
            </span>
          ) : null}
          {figures ? (
            <span title={streakText ?? undefined}>{streakWord(figures.streak)}</span>
          ) : null}
          {figures ? <span>Strength {Math.round(figures.strength * 100)}%</span> : null}
        </span>
      </div>
      {unknown ? (
        <p className="habit-not-loaded">
          This day was not loaded on this device: its answers show once you are online.
        </p>
      ) : null}
      <div id={bodyId} className="habit-card-body">
        {state.skipped ? (
          <div className="habit-skipped">
            <p>
              Skipped{state.skipNote ? `: ${state.skipNote}` : ''}. This day counts nowhere: it
              leaves the streak and the strength as they were.
            </p>
            <Button variant="ghost" className="btn-small" onClick={unskip}>
              Unskip
            </Button>
          </div>
        ) : habit.questions.length === 0 ? (
          <p className="field-hint">This habit has no questions yet. Open it to add some.</p>
        ) : (
          <div className="habit-card-questions">
            {habit.questions.map((q) => (
              <AnswerRow
                key={q.id}
                question={q}
                answer={state.answers.get(q.id)}
                onAnswer={(optionId) => answer(q.id, optionId)}
                onValue={(value) =>
                  // The latest state: a debounced value may come after other taps.
                  void save(
                    nextDayInput(habit.id, date, latest.current, {
                      questionId: q.id,
                      optionId: null,
                      value,
                    }),
                  )
                }
                onNotes={(notes) =>
                  void save(
                    nextDayInput(habit.id, date, state, {
                      questionId: q.id,
                      optionId: state.answers.get(q.id)?.optionId ?? null,
                      ...(state.answers.get(q.id)?.value == null
                        ? {}
                        : { value: state.answers.get(q.id)?.value }),
                      notes,
                    }),
                  )
                }
              />
            ))}
          </div>
        )}
      </div>
      {canSkip && skipOpen ? (
        <SkipDayForm
          habitName={habit.name}
          dayWord={dayWord}
          onSkip={(note) => {
            setSkipOpen(false);
            skip(note);
          }}
          onCancel={() => setSkipOpen(false)}
        />
      ) : null}
      <HabitCardFoot
        answered={answered}
        questions={habit.questions.length}
        entry={entry}
        sending={sending}
        onRetry={() => entry && void save(entry)}
      />
    </article>
  );
}

/** "1 of 2 answered" (habits with more than one question) and the sync state of the day. */
function HabitCardFoot({
  answered,
  questions,
  entry,
  sending,
  onRetry,
}: {
  answered: number;
  questions: number;
  entry: ReturnType<typeof usePendingHabitDay>;
  sending: boolean;
  onRetry: () => void;
}) {
  const status =
    entry?.status === 'pending' ? (sending ? 'saving' : 'waiting') : entry?.status === 'failed';
  if (questions <= 1 && !status) return null;
  return (
    <footer className="habit-card-foot">
      {questions > 1 ? (
        <span className="habit-progress">
          {answered} of {questions} answered
        </span>
      ) : null}
      {status === 'saving' ? (
        <span className="habit-sync is-saving" role="status">
          Saving…
        </span>
      ) : null}
      {status === 'waiting' ? (
        <span className="habit-sync is-waiting" role="status">
          Waiting to sync
        </span>
      ) : null}
      {entry?.status === 'failed' ? (
        <span className="habit-sync is-failed" role="alert">
          Not saved{entry.error?.message ? `: ${entry.error.message}` : ''}{' '}
          <Button variant="ghost" className="btn-small" onClick={onRetry}>
            Retry
          </Button>
        </span>
      ) : null}
    </footer>
  );
}

/** "Skip today" with an optional note (ill, travelling): the day then counts nowhere. */
function SkipDayForm({
  habitName,
  dayWord,
  onSkip,
  onCancel,
}: {
  habitName: string;
  dayWord: string;
  onSkip: (note: string) => void;
  onCancel: () => void;
}) {
  const [note, setNote] = useState('');
  const noteId = useId();
  return (
    <form
      className="habit-skip"
      aria-label={`Skip ${dayWord}: ${habitName}`}
      onSubmit={(e) => {
        e.preventDefault();
        onSkip(note);
      }}
    >
      <label htmlFor={noteId}>Note (optional)</label>
      <input
        id={noteId}
        className="input"
        value={note}
        maxLength={1000}
        placeholder="Ill, travelling…"
        onChange={(e) => setNote(e.target.value)}
      />
      <Button type="submit" className="btn-small">
        Skip
      </Button>
      <Button variant="ghost" className="btn-small" onClick={onCancel}>
        Cancel
      </Button>
    </form>
  );
}
