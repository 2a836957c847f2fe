/**
 * Settings' "Pause all habits": the pauses of every habit (habit_id null), a holiday or a sick
 * week, with resume and delete and a form for a new one (components/pauses/pause-manager.tsx).
 */
import { useQuery } from '@tanstack/react-query';
import { pauseQueries } from '@/api/habit-pause-queries';
import { usePauseActions } from '@/api/pause-mutations';
import { PauseManager } from '@/components/pauses/pause-manager';
import { useToday } from '@/hooks/use-today';

export function PauseAll() {
  const today = useToday();
  const pauses = useQuery(pauseQueries.list());
  const actions = usePauseActions(null, today);
  return (
    <PauseManager
      habitName={null}
      today={today}
      pauses={pauses.data?.filter((p) => p.habit_id === null)}
      loading={pauses.isPending}
      readError={pauses.isError}
      {...actions}
    />
  );
}
