/**
 * Home's list of the day (the view-model is lib/use-home.ts): the day's progress ("2 of 4 answered",
 * with the filter by name from 8 habits), consequences due, the notes (home-notes.tsx: a day never
 * loaded offline, a pause of every habit, "Every habit answered", "No habit matches"), the
 * sections of rows, or the groups once a habit is in one (home-groups-list.tsx), and, below them,
 * the weekly check-in, "Reorder" and "Groups".
 */
import { useMemo } from 'react';
import { Trans } from '@lingui/react/macro';
import type { HabitTree } from '@/hooks/use-habits';
import type { HomeModel } from '../lib/use-home';
import { DueConsequences } from './due-consequences';
import { HabitRow } from './habit-row/habit-row';
import { HomeFilter } from './home-filter';
import { HomeGroupsList } from './home-groups-list';
import { HomeNotes } from './home-notes';
import { HomeSectionView } from './home-section';
import { ManageGroupsLink } from './manage-groups-link';
import { ReorderHabits } from './reorder-habits';
import { WeeklyCheckIn } from './check-in/weekly-check-in';
import './home-list.css';

export function HomeList({ home, list }: { home: HomeModel; list: readonly HabitTree[] }) {
  const { date, today } = home;
  const habitNames = useMemo(() => new Map(list.map((h) => [h.id, h.name])), [list]);
  const progress = home.progress ? <DayProgress {...home.progress} /> : null;
  const renderRow = (habit: HabitTree) => (
    <HabitRow key={`${habit.id}:${date}`} {...home.rowProps(habit)} />
  );
  const grouped = home.groups.blocks;
  // Under a group's heading (h2), a habit's name is an h3.
  const renderGroupRow = (habit: HabitTree) => (
    <HabitRow key={`${habit.id}:${date}`} {...home.rowProps(habit)} headingLevel={3} />
  );
  return (
    <div className="habit-list">
      {home.filterOffered ? (
        <HomeFilter value={home.filter} onChange={home.setFilter}>
          {progress}
        </HomeFilter>
      ) : (
        progress
      )}
      <DueConsequences habitNames={habitNames} />
      <HomeNotes home={home} />
      {grouped ? (
        <HomeGroupsList
          home={home}
          grouped={grouped}
          renderRow={renderRow}
          renderGroupRow={renderGroupRow}
        />
      ) : (
        home.sections.map((section) => (
          <HomeSectionView
            key={section.id}
            section={section}
            hideFinished={home.hideFinished}
            onHideFinished={home.setHideFinished}
            notDueLabel={home.notDueLabel}
            notDueOpen={home.notDueOpen}
            onNotDueOpen={home.setNotDueOpen}
            renderRow={renderRow}
          />
        ))
      )}
      <WeeklyCheckIn list={list} date={date} today={today} />
      {/* Below the rows: the daily moment (answering) keeps the top of the screen. */}
      <div className="home-list-actions">
        {list.length > 1 ? <ReorderHabits habits={list} /> : null}
        <ManageGroupsLink />
      </div>
    </div>
  );
}

/**
 * "2 of 4 answered" with a thin bar: the day's check-in at a glance. "Answered", not "done": a
 * "No" is answered but not done (docs/domain.md "Day met").
 */
function DayProgress({ done, due }: { done: number; due: number }) {
  return (
    <div className="home-progress">
      <span className="home-progress-text">
        <Trans>
          {done} of {due} answered
        </Trans>
      </span>
      <span className="home-progress-bar" aria-hidden="true">
        <span style={{ width: `${Math.round((100 * done) / due)}%` }} />
      </span>
    </div>
  );
}
