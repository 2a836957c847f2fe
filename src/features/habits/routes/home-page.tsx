/**
 * home: the day's habits in the user's order, each answerable in place, with a day switcher.
 * The habit detail (habit/:habitid) opens beside the list on wide screens, over it on phones.
 */
import { Outlet, useMatch } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { habitDayKey } from '@/services/offline/habit-day-queue';
import { useHabitTrees, useScoresInRange } from '../api/use-habits';
import { DaySwitcher, dayLabel } from '../components/day-switcher';
import { DueConsequences } from '../components/due-consequences';
import { HabitDayCard } from '../components/habit-day-card';
import { ReorderHabits } from '../components/reorder-habits';
import { useSelectedDay } from '../lib/use-selected-day';
import '../habits.css';

export default function HomePage() {
  const { date, today, setDate, search } = useSelectedDay();
  const habits = useHabitTrees();
  const scores = useScoresInRange(date, date);
  const detailOpen = useMatch('/habit/:habitid') !== null;

  let content;
  if (habits.isPending) {
    content = <PageSpinner label="Loading your habits…" />;
  } else if (!habits.data || habits.data.length === 0) {
    content = (
      <EmptyState
        icon="✓"
        title="No habits yet"
        actions={<ButtonLink to={paths.addHabit.build()}>Add your first habit</ButtonLink>}
      >
        <p>Add a habit and answer its questions every day. Your scores and streaks appear here.</p>
      </EmptyState>
    );
  } else {
    content = (
      <div className="habit-list">
        <DueConsequences habitNames={new Map(habits.data.map((h) => [h.id, h.name]))} />
        {habits.data.map((habit) => (
          <HabitDayCard
            key={habit.id}
            habit={habit}
            date={date}
            server={scores.byDay.get(habitDayKey(habit.id, date))}
            search={search}
          />
        ))}
        {habits.data.length > 1 ? (
          // Below the cards: the daily moment (answering) keeps the top of the screen.
          <div className="home-list-actions">
            <ReorderHabits habits={habits.data} />
          </div>
        ) : null}
      </div>
    );
  }

  return (
    <div className={['home-layout', detailOpen ? 'has-detail' : ''].join(' ')}>
      <section className="home-main" aria-labelledby="home-title">
        <header className="home-head">
          <div>
            <h1 className="page-title" id="home-title">
              {dayLabel(date, today)}
            </h1>
            <p className="page-description">
              Tap an answer for each question; it is saved at once.
            </p>
          </div>
          <DaySwitcher date={date} today={today} onChange={setDate} />
        </header>
        {content}
      </section>
      {detailOpen ? (
        <aside className="home-detail" aria-label="Habit details">
          <Outlet />
        </aside>
      ) : null}
    </div>
  );
}
