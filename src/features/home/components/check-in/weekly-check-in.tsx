/**
 * Home's weekly check-in card, below the day's habits (the daily moment keeps the top of the
 * screen): the habit asked now (lib/use-weekly-check-in.ts), its four statements
 * (src/components/automaticity/check-in-form.tsx), saved once all four are chosen, or put off
 * with "Not this week". Once saved it says so and offers "Done".
 */
import { Link } from 'react-router-dom';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { CheckInForm } from '@/components/automaticity/check-in-form';
import { checkInStatusText, useSaveCheckIn } from '@/components/automaticity/use-save-check-in';
import { paths } from '@/config/paths';
import type { HabitTree } from '@/hooks/use-habits';
import type { IsoDate } from '@shared/scores/dates';
import { useWeeklyCheckIn } from '../../lib/use-weekly-check-in';
import './weekly-check-in.css';

export function WeeklyCheckIn({
  list,
  date,
  today,
}: {
  list: readonly HabitTree[];
  date: IsoDate;
  today: IsoDate;
}) {
  const weekly = useWeeklyCheckIn(list, date, today);
  if (!weekly.habit) return null;
  return <HabitCheckIn key={weekly.habit.id} habit={weekly.habit} today={today} weekly={weekly} />;
}

function HabitCheckIn({
  habit,
  today,
  weekly,
}: {
  habit: HabitTree;
  today: IsoDate;
  weekly: ReturnType<typeof useWeeklyCheckIn>;
}) {
  // Re-rendered when the language changes: the status and the count are worded here.
  useLingui();
  const { state, save } = useSaveCheckIn(habit, today);
  const saved = state.kind === 'saved';
  const later = weekly.later;
  return (
    <div
      className="tinted-card weekly-check-in"
      style={{ ['--habit-color' as string]: habit.color ?? undefined }}
    >
      <p className="weekly-check-in-kicker">
        <Trans>Weekly check-in</Trans>
        {later > 0
          ? ` · ${plural(later, { one: '# more after this', other: '# more after this' })}`
          : ''}
      </p>
      <CheckInForm
        habitName={habit.name}
        onAnswers={(answers) => {
          weekly.keep(habit.id);
          save(answers);
        }}
        status={
          saved ? (
            <>
              {checkInStatusText(state)}{' '}
              <Link to={paths.habitDetail.build(habit.id)}>
                <Trans>See how it is going</Trans>
              </Link>
            </>
          ) : (
            checkInStatusText(state)
          )
        }
        actions={
          saved ? (
            <Button variant="secondary" className="btn-small" onClick={() => weekly.done(habit.id)}>
              <Trans>Done</Trans>
            </Button>
          ) : (
            <Button variant="ghost" className="btn-small" onClick={() => weekly.dismiss(habit.id)}>
              <Trans>Not this week</Trans>
            </Button>
          )
        }
      />
    </div>
  );
}
