/**
 * The parts of home's row (habit-row.tsx): the line under the name (the figure or why the habit is
 * apart, the sync state, the day's total for screen readers), the end of the head (met mark, Skip,
 * "2 more", Note, the chevron); the folded row's note field is row-note.tsx.
 */
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { HabitTree } from '@/hooks/use-habits';
import type { HabitDayCardModel } from '@/components/habit-day/use-habit-day-card';
import type { HabitRowModel } from '../../lib/use-habit-row';
import { DaySync } from '@/components/habit-day/habit-card-foot';

export function RowSub({
  card,
  figure,
  figureReached,
  status,
}: {
  card: HabitDayCardModel;
  figure: string | null;
  figureReached: boolean;
  status: string | null;
}) {
  const { t } = useLingui();
  const { state, unknown } = card;
  const { total, max } = state;
  return (
    <p className="habit-row-sub">
      {unknown ? (
        <span className="habit-row-unknown">
          <Trans>Not loaded on this device</Trans>
        </span>
      ) : status ? (
        <span className="habit-row-status">{status}</span>
      ) : figure ? (
        <span className={['habit-row-figure', figureReached ? 'is-reached' : ''].join(' ')}>
          {figure}
          {figureReached ? (
            <>
              <span className="visually-hidden">
                {t({
                  message: ', on track',
                  comment: 'After a frequency count: "3 of 3 this week"',
                })}
              </span>
              <span aria-hidden="true"> ✓</span>
            </>
          ) : null}
        </span>
      ) : null}
      <DaySync
        entry={card.entry}
        sending={card.sending}
        superseded={card.superseded}
        onRetry={card.retry}
      />
      <span className="visually-hidden" data-testid="day-total">
        {unknown
          ? t`Not loaded`
          : plural(max, { one: `${total} / ${max} points`, other: `${total} / ${max} points` })}
      </span>
    </p>
  );
}

export function RowEnd({ row, habit }: { row: HabitRowModel; habit: HabitTree }) {
  const { t } = useLingui();
  const { card, folded } = row;
  const name = habit.name;
  const more = habit.questions.length - 1;
  const { state, mark, markWord, markText } = card;
  const notes = habit.questions[0] ? state.answers.get(habit.questions[0].id)?.notes : null;
  return (
    <div className="habit-row-end">
      {state.skipped ? (
        <span className="day-mark is-neutral">
          <Trans>Skipped</Trans>
        </span>
      ) : markWord && !card.unknown ? (
        <span className={`day-mark is-${mark}`} title={markText}>
          {markWord}
          <span className="visually-hidden"> ({markText})</span>
        </span>
      ) : null}
      {!folded && row.several && !state.skipped ? (
        <button
          type="button"
          className="habit-row-button habit-row-more"
          aria-expanded={row.allShown}
          aria-controls={card.bodyId}
          aria-label={
            row.allShown
              ? t`Show less: ${name}`
              : plural(more, {
                  one: `# more questions: ${name}`,
                  other: `# more questions: ${name}`,
                })
          }
          onClick={() => row.setMore(!row.allShown)}
        >
          {row.allShown ? t`Less` : plural(more, { one: '# more', other: '# more' })}
          <span aria-hidden="true">{row.allShown ? ' ▴' : ' ▾'}</span>
        </button>
      ) : null}
      {!folded && card.canSkip && !card.skipOpen ? (
        <button
          type="button"
          className="habit-row-button"
          aria-label={card.isToday ? t`Skip today: ${name}` : t`Skip this day: ${name}`}
          onClick={() => card.setSkipOpen(true)}
        >
          <Trans>Skip</Trans>
        </button>
      ) : null}
      {folded && card.answered > 0 && !row.noteOpen ? (
        <button
          type="button"
          className="habit-row-button"
          aria-label={notes ? t`Edit note: ${notes}` : t`Add a note: ${name}`}
          onClick={() => {
            if (row.several) {
              row.setMore(true);
              row.toggle();
            } else row.setNoteOpen(true);
          }}
        >
          {notes ? '✎ ' : ''}
          {t`Note`}
        </button>
      ) : null}
      {folded || row.canFold ? (
        <button
          type="button"
          className="habit-row-button habit-row-chevron"
          aria-expanded={!folded}
          aria-controls={card.bodyId}
          aria-label={folded ? t`Open ${name}` : t`Fold ${name}`}
          onClick={row.toggle}
        >
          <span aria-hidden="true">{folded ? '▾' : '▴'}</span>
        </button>
      ) : null}
    </div>
  );
}
