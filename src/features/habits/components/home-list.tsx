/**
 * Home's list of the day (the view-model is lib/use-home.ts): consequences due, the notes (a day
 * never loaded offline, a pause of every habit, "All done"), the sections of cards and, below
 * them, "Reorder".
 */
import type { HabitTree } from '../api/use-habits';
import type { HomeModel } from '../lib/use-home';
import { pausedText } from '../lib/home-sections';
import { dayLabel } from './day-switcher';
import { DueConsequences } from './due-consequences';
import { HabitDayCard } from './habit-day-card';
import { HomeSectionView } from './home-section';
import { ReorderHabits } from './reorder-habits';

export function HomeList({ home, list }: { home: HomeModel; list: readonly HabitTree[] }) {
  const { date, today, everyPause } = home;
  return (
    <div className="habit-list">
      <DueConsequences habitNames={new Map(list.map((h) => [h.id, h.name]))} />
      {home.notLoaded ? (
        <p className="home-not-loaded" role="status">
          Offline: this day was never loaded on this device, so its saved answers are not shown.
          They appear once you are online.
        </p>
      ) : null}
      {everyPause ? (
        <p className="home-paused-all" role="status">
          All habits: {pausedText(everyPause.end_date)}. Paused days count nowhere; you can still
          answer.
        </p>
      ) : null}
      <div className="day-complete-status" role="status">
        {home.dayDone ? (
          <p className="day-complete">
            <span aria-hidden="true">✓ </span>
            {date === today ? 'All done for today' : `All done for ${dayLabel(date, today)}`}: every
            habit is answered.
          </p>
        ) : null}
      </div>
      {home.sections.map((section) => (
        <HomeSectionView
          key={section.id}
          section={section}
          hideFinished={home.hideFinished}
          onHideFinished={home.setHideFinished}
          notDueLabel={home.notDueLabel}
          notDueOpen={home.notDueOpen}
          onNotDueOpen={home.setNotDueOpen}
          renderCard={(habit) => <HabitDayCard key={habit.id} {...home.cardProps(habit)} />}
        />
      ))}
      {list.length > 1 ? (
        // Below the cards: the daily moment (answering) keeps the top of the screen.
        <div className="home-list-actions">
          <ReorderHabits habits={list} />
        </div>
      ) : null}
    </div>
  );
}
