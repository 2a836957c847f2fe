/**
 * One habit on home, as a compact row: its name (a link to the habit), its if-then plan, one
 * figure under it (the streak, or a frequency habit's count), the day's met mark, and its first question's answers
 * inline, so the day's check-in fits one phone screen. A row folds once every question is answered
 * (or the habit is paused); its chevron opens it again and "Note" keeps a note one tap away. A
 * habit of several questions shows them all in place once one is answered (or on "2 more").
 * A folded yes/no row offers the days before the day shown under its head, one tap each
 * (past-days.tsx): no taller than the row was unanswered.
 * Skip, the sync state, Undo of a cleared answer and answering offline are the day's view-model's
 * (src/components/habit-day/use-habit-day-card.ts); folding is the row's own (lib/use-habit-row.ts).
 *
 * Memoized on props that stay equal while the habit's day is unchanged (strings, booleans and the
 * query's objects), so a tap re-renders the tapped row only; in it, the name and plan
 * (`RowName`) are not re-rendered either.
 */
import { memo, useMemo } from 'react';
import type { DailyHabitScoreWithAnswers } from '@/api/daily-habit-scores';
import type { HabitTree } from '@/hooks/use-habits';
import { useHabitRow } from '../../lib/use-habit-row';
import { SkipDayForm } from '@/components/habit-day/habit-card-foot';
import { yesNoHabit } from '@/components/habit-day/day-toggle';
import type { PastDayReads } from '../../lib/past-days';
import { PastDays } from './past-days';
import { RowAnswers } from './row-answers';
import { RowEnd, RowSub } from './row-parts';
import { RowName } from './row-name';
import { RowNote } from './row-note';
import '@/components/ui/tinted-card.css';
import './habit-row.css';

export interface HabitRowProps {
  habit: HabitTree;
  date: string;
  server: DailyHabitScoreWithAnswers | undefined;
  /** Query string kept on the link to the habit (the day shown). */
  search: string;
  notLoaded: boolean;
  /** The one figure: "3-day streak", "1 of 3 this week" (lib/row-figure.ts), or null. */
  figure: string | null;
  /** A frequency habit's count reached its goal (a tick, "on track" to screen readers). */
  figureReached: boolean;
  /** Why the habit is not due ("Paused until ...", "Not due today"), shown instead of the figure. */
  status: string | null;
  paused: boolean;
  /** 3 under a group's heading (components/group-block.tsx). */
  headingLevel?: 2 | 3;
  /** A yes/no habit's reads of the days before (lib/use-past-days.ts), shown once folded. */
  past?: PastDayReads;
}

export const HabitRow = memo(function HabitRow({
  habit,
  date,
  server,
  search,
  notLoaded,
  figure,
  figureReached,
  status,
  paused,
  headingLevel = 2,
  past,
}: HabitRowProps) {
  // A frequency habit's count reached on the day shown: the day is done by the frequency
  // (docs/schedules.md), shown "Done" unless it is met.
  const autoDone = figureReached && status === null ? figure : null;
  const row = useHabitRow({ habit, date, server, status, paused, notLoaded, autoDone });
  const { card, folded } = row;
  const { state } = card;
  const style = { ['--habit-color' as string]: habit.color ?? undefined };
  const first = habit.questions[0];
  const yesNo = useMemo(() => yesNoHabit(habit.questions), [habit.questions]);

  return (
    <article
      ref={row.ref}
      className={['tinted-card habit-row', folded ? 'is-folded' : ''].join(' ')}
      style={style}
      aria-label={habit.name}
      aria-busy={row.settling || undefined}
    >
      <div className="habit-row-head">
        <span className="habit-dot" aria-hidden="true" />
        <div className="habit-row-id">
          <RowName
            id={habit.id}
            name={habit.name}
            plan={habit.plan}
            search={search}
            headingLevel={headingLevel}
          />
          <RowSub card={card} figure={figure} figureReached={figureReached} status={status} />
        </div>
        <RowEnd row={row} habit={habit} />
      </div>
      {folded && past && yesNo ? (
        <PastDays habit={habit} yesNo={yesNo} date={date} reads={past} />
      ) : null}
      {folded ? <div id={card.bodyId} hidden /> : <RowAnswers row={row} habit={habit} />}
      {row.noteOpen && first ? (
        <RowNote
          question={first.question}
          notes={state.answers.get(first.id)?.notes ?? null}
          onDone={(notes) => {
            row.setNoteOpen(false);
            if (notes !== (state.answers.get(first.id)?.notes ?? null))
              card.setNotes(first.id, notes);
          }}
        />
      ) : null}
      {card.canSkip && card.skipOpen ? (
        <SkipDayForm
          habitName={habit.name}
          isToday={card.isToday}
          onSkip={(note) => {
            card.setSkipOpen(false);
            card.skip(note);
          }}
          onCancel={() => card.setSkipOpen(false)}
        />
      ) : null}
    </article>
  );
});
