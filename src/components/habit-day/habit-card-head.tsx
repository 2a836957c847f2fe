/**
 * The head of a habit day card (habit-day-card.tsx): the title, total / max and
 * percentage; under it the meter: the score bar with the daily target's tick, the target and the
 * met mark. A day not answered that its frequency already counts as done shows no percentage:
 * "0%" beside "Done" would say the opposite of the mark.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { percentOf } from '@shared/scores/daily';
import type { HabitTree } from '@/hooks/use-habits';
import type { HabitDayCardModel } from './use-habit-day-card';
import { dayScoreWords } from './day-card-words';
import { ScoreBar } from './score-bar';
import '@/components/ui/tinted-card.css';
import './habit-day.css';

export function HabitCardHead({
  card,
  title,
  headingLevel,
}: {
  card: HabitDayCardModel;
  title: string;
  headingLevel: 2 | 3;
}) {
  const { state } = card;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <header className="tinted-card-head habit-card-head">
      <span className="habit-dot" aria-hidden="true" />
      <Heading className="habit-card-title">
        <span className="habit-card-name">{title}</span>
      </Heading>
      <div className="habit-card-score" aria-live="polite">
        <span className="habit-total" data-testid="day-total">
          {state.total}
          <span className="habit-max"> / {state.max}</span>
        </span>
        {card.mark === 'auto' && !state.hasCheckmark ? null : (
          <span className="habit-percent">{dayScoreWords(card).percentText}</span>
        )}
      </div>
    </header>
  );
}

export function HabitCardMeter({ card, habit }: { card: HabitDayCardModel; habit: HabitTree }) {
  const { t } = useLingui();
  const { state, target, mark, markWord, markText } = card;
  const name = habit.name;
  const score = dayScoreWords(card).scoreWords;
  return (
    <div className="habit-card-meter">
      <ScoreBar
        percent={state.percent}
        targetPercent={target === null ? null : percentOf(target, state.max)}
        label={
          target === null ? t`${name}: ${score}` : t`${name}: ${score}, daily target ${target}`
        }
      />
      <span className="habit-card-stats">
        {target !== null ? (
          <span title={t`Daily target: ${target} points`}>
            <Trans>Target {target}</Trans>
          </span>
        ) : null}
        {state.skipped ? (
          <span className="day-mark is-neutral">
            <Trans>Skipped</Trans>
          </span>
        ) : null}
        {markWord && !state.skipped ? (
          <span className={`day-mark is-${mark}`} title={markText}>
            {markWord}
            <span className="visually-hidden"> ({markText})</span>
          </span>
        ) : null}
      </span>
    </div>
  );
}
