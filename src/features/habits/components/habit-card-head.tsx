/**
 * The head of an open habit day card (components/habit-day-card.tsx): the name (a link to the
 * detail page on home), total / max and percentage, Skip and Fold; under it the meter: the score
 * bar with the daily target's tick and the day's figures (target, met mark, progress, streak,
 * strength). Render functions, as the card's other parts (habit-card-row.tsx).
 */
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { percentOf } from '@/lib/scores/daily';
import type { HabitTree } from '../api/use-habits';
import type { HabitFigures } from '../lib/habit-figures';
import type { HabitDayCardModel } from '../lib/use-habit-day-card';
import { ScoreBar } from './score-bar';

/** "3-day streak", "No streak" (visible); the accessible name says "streak 3 days". */
const streakWord = (n: number) => (n === 0 ? 'No streak' : `${n}-day streak`);

export function habitCardHead({
  card,
  habit,
  Heading,
  linkToDetail,
  search,
  title,
  onFold,
}: {
  card: HabitDayCardModel;
  habit: HabitTree;
  Heading: 'h2' | 'h3';
  linkToDetail: boolean;
  search: string;
  title: string | undefined;
  /** Home: fold the card to one row (offered once every question is answered). */
  onFold: (() => void) | undefined;
}) {
  const { state, unknown } = card;
  return (
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
            <span className="habit-percent">{card.percent}%</span>
          </>
        )}
      </div>
      {card.canSkip && !card.skipOpen ? (
        <button
          type="button"
          className="habit-skip-button"
          aria-label={`Skip ${card.dayWord}: ${habit.name}`}
          onClick={() => card.setSkipOpen(true)}
        >
          Skip
        </button>
      ) : null}
      {onFold && card.complete ? (
        <button
          type="button"
          className="habit-fold"
          aria-expanded={true}
          aria-controls={card.bodyId}
          aria-label={`Fold ${habit.name}`}
          onClick={onFold}
        >
          <span aria-hidden="true">▴</span>
        </button>
      ) : null}
    </header>
  );
}

export function habitCardMeter({
  card,
  habit,
  figures,
  progress,
  status,
}: {
  card: HabitDayCardModel;
  habit: HabitTree;
  figures: HabitFigures | null | undefined;
  progress: string | null;
  status: string | null;
}) {
  const { state, unknown, target, mark, markWord, markText } = card;
  return (
    <div className="habit-card-meter">
      <ScoreBar
        percent={unknown ? 0 : state.percent}
        targetPercent={target === null ? null : percentOf(target, state.max)}
        label={`${habit.name}: ${card.scoreWords}${target === null ? '' : `, daily target ${target}`}`}
      />
      <span className="habit-card-stats">
        {target !== null ? (
          <span title={`Daily target: ${target} points`}>Target {target}</span>
        ) : null}
        {status ? <span className="day-mark is-neutral">{status}</span> : null}
        {state.skipped ? <span className="day-mark is-neutral">Skipped</span> : null}
        {progress && figures ? (
          <span className={`habit-progress-week ${figures.progress.onTrack ? 'is-on-track' : ''}`}>
            {progress}, {card.onTrackText}
          </span>
        ) : null}
        {markWord && !unknown && !state.skipped ? (
          <span className={`day-mark is-${mark}`} title={markText}>
            {markWord}
            <span className="visually-hidden"> ({markText})</span>
          </span>
        ) : null}
        {figures ? (
          <span title={card.streakText ?? undefined}>{streakWord(figures.streak)}</span>
        ) : null}
        {figures ? <span>Strength {Math.round(figures.strength * 100)}%</span> : null}
      </span>
    </div>
  );
}
