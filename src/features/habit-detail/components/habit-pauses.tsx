/**
 * The habit page's pauses: this habit's current and planned pauses with resume and delete, a form
 * for a new one (components/pauses/pause-manager.tsx), and a line about a pause of every habit
 * that covers today (managed in settings).
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Trans } from '@lingui/react/macro';
import { pauseQueries } from '@/api/habit-pause-queries';
import { usePauseActions } from '@/api/pause-mutations';
import { PauseManager } from '@/components/pauses/pause-manager';
import { paths } from '@/config/paths';
import { describePauseDates, listedPauses } from '@/lib/pause-plan';
import '@/components/ui/form.css';

export function HabitPauses({
  habitId,
  name,
  today,
}: {
  habitId: number;
  name: string;
  today: string;
}) {
  const pauses = useQuery(pauseQueries.list());
  const actions = usePauseActions(habitId, today);
  const own = pauses.data?.filter((p) => p.habit_id === habitId);
  const everyHabit = listedPauses(pauses.data?.filter((p) => p.habit_id === null) ?? [], today);
  const dates = everyHabit.map((p) => describePauseDates(p)).join('; ');
  return (
    <div className="detail-section">
      <PauseManager
        habitName={name}
        today={today}
        pauses={own}
        loading={pauses.isPending}
        readError={pauses.isError}
        {...actions}
      />
      {everyHabit.length > 0 ? (
        <p className="field-hint">
          <Trans>
            All habits are paused too: {dates}.{' '}
            <Link to={paths.settings.build()}>Manage in settings</Link>
          </Trans>
        </p>
      ) : null}
    </div>
  );
}
