/**
 * A habit day card folded to one row (home: finished or paused): name, progress, met mark or why
 * it is apart, streak and total; a tap opens it again (components/habit-day-card.tsx). A render
 * function, like the card's other parts: the card renders the same elements as when it was one
 * component (an opened card keeps its article; no component per part on home's many cards).
 */
import type { CSSProperties } from 'react';
import type { HabitTree } from '../api/use-habits';
import type { HabitFigures } from '../lib/habit-figures';
import type { HabitDayCardModel } from '../lib/use-habit-day-card';

export function foldedHabitCard({
  card,
  habit,
  Heading,
  style,
  label,
  figures,
  progress,
  status,
  onToggle,
}: {
  card: HabitDayCardModel;
  habit: HabitTree;
  Heading: 'h2' | 'h3';
  style: CSSProperties;
  label: string;
  figures: HabitFigures | null | undefined;
  progress: string | null;
  status: string | null;
  onToggle: () => void;
}) {
  const { state, mark, markWord, markText } = card;
  return (
    <article className="tinted-card habit-card is-collapsed" style={style} aria-label={label}>
      <Heading className="habit-card-title">
        <button
          type="button"
          className="habit-row"
          aria-expanded={false}
          aria-controls={card.bodyId}
          onClick={onToggle}
        >
          <span className="habit-dot" aria-hidden="true" />
          <span className="habit-row-main">
            <span className="habit-card-name">{habit.name}</span>{' '}
            {progress && figures ? (
              <span
                className={`habit-row-progress ${figures.progress.onTrack ? 'is-on-track' : ''}`}
              >
                {progress}
                <span className="visually-hidden">, {card.onTrackText},</span>
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
            <span className="habit-row-streak" title={card.streakText ?? undefined}>
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
      <div id={card.bodyId} hidden />
    </article>
  );
}
