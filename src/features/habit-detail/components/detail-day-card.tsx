/**
 * The habit page's card of the day shown (today, or the past day of `?date=`): the day's answers,
 * and for a frequency habit a day inside a met window marked done by the frequency, as on home's
 * row (docs/schedules.md "Days done by the frequency").
 */
import type { DailyHabitScoreWithAnswers } from '@/api/daily-habit-scores';
import type { HabitTree } from '@/hooks/use-habits';
import { useScheduledFigures } from '../lib/use-scheduled-figures';
import { HabitDayCard } from '@/components/habit-day/habit-day-card';

export function DetailDayCard({
  habit,
  day,
  title,
  server,
  max,
}: {
  habit: HabitTree;
  day: string;
  /** "Today", "Yesterday" or the day's date. */
  title: string;
  server: DailyHabitScoreWithAnswers | undefined;
  max: number;
}) {
  // The same read and figures as the page's "How it is going" (one cache entry).
  const { progress } = useScheduledFigures(habit.id, {
    dailyTarget: habit.daily_target ?? null,
    max,
    today: day,
  });
  return (
    <section className="detail-section" aria-label={title}>
      <HabitDayCard
        habit={habit}
        date={day}
        server={server}
        headingLevel={2}
        title={title}
        autoDone={progress?.reached ? progress.text : null}
      />
    </section>
  );
}
