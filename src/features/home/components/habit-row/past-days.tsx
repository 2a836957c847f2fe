/**
 * The days before the day shown on a folded yes/no row of home (habit-row.tsx): PAST_DAYS cells
 * of 44 x 44 px under the row's head at its end, oldest first, so the row is no taller than it
 * was unanswered (its answers' line) and the name keeps its room on a phone; each cell is a
 * day's weekday and its mark (done ✓, not
 * done ✗, unanswered ·) that one tap toggles as the table's cells do (the shared toggle,
 * src/components/habit-day/day-toggle.ts: the offline queue, a toast with Undo). A day before
 * the habit began, skipped, paused or not due is neutral and not a button. What each cell is:
 * lib/past-days.ts; the reads, one for every row: lib/use-past-days.ts.
 */
import { memo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { formatDay } from '@/lib/i18n/format';
import { usePendingHabitDay } from '@/services/offline/habit-day-queue';
import type { HabitTree } from '@/hooks/use-habits';
import { useDayToggle, type YesNoHabit } from '@/components/habit-day/day-toggle';
import {
  pastDates,
  pastDayCell,
  pastDayName,
  pastDaySymbol,
  offersPastDays,
  type PastDayReads,
} from '../../lib/past-days';
import './past-days.css';

type Toggle = ReturnType<typeof useDayToggle>;

export const PastDays = memo(function PastDays({
  habit,
  yesNo,
  date,
  reads,
}: {
  habit: HabitTree;
  yesNo: YesNoHabit;
  /** The day shown: its PAST_DAYS days before are offered. */
  date: string;
  reads: PastDayReads;
}) {
  const { t } = useLingui();
  const toggle = useDayToggle(reads.today);
  const name = habit.name;
  // A habit begun on the day shown has no days before it to offer.
  if (!offersPastDays(habit, date, reads)) return null;
  return (
    <div className="past-days" role="group" aria-label={t`The days before: ${name}`}>
      {pastDates(date).map((d) => (
        <PastDay key={d} habit={habit} yesNo={yesNo} date={d} reads={reads} toggle={toggle} />
      ))}
    </div>
  );
});

/** One past day: a button that toggles it, or a neutral mark. */
function PastDay({
  habit,
  yesNo,
  date,
  reads,
  toggle,
}: {
  habit: HabitTree;
  yesNo: YesNoHabit;
  date: string;
  reads: PastDayReads;
  toggle: Toggle;
}) {
  // This day's answer waiting to sync: a tap re-renders this cell alone.
  const pending = usePendingHabitDay(habit.id, date);
  const cell = pastDayCell(habit, yesNo, date, reads, pending);
  const label = pastDayName(cell);
  const face = (
    <>
      <span className="past-day-weekday" aria-hidden="true">
        {formatDay(date, 'weekdayShort')}
      </span>
      <span className="past-day-mark" aria-hidden="true">
        {pastDaySymbol(cell)}
      </span>
    </>
  );
  if (cell.kind === 'neutral' || !cell.tappable) {
    const kind = cell.kind === 'neutral' ? cell.reason.replace('_', '-') : cell.mark;
    return (
      <span className={`past-day is-${kind} is-still`}>
        {face}
        <span className="visually-hidden">{label}</span>
      </span>
    );
  }
  return (
    <button
      type="button"
      className={`past-day is-${cell.mark.replace('_', '-')}${pending ? ' is-pending' : ''}`}
      aria-label={label}
      onClick={() => toggle(habit, date, cell.state)}
    >
      {face}
    </button>
  );
}
