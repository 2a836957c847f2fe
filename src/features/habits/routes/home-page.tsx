/**
 * home: the day's habits, answerable in place, with a compact day switcher. Habits still to answer
 * come first; the ones finished when the day was first shown follow, folded to one row each (or
 * hidden, a per-device choice). The sections come from `homeSections` (lib/home-sections.ts).
 * The habit detail (habit/:habitid) opens beside the list on wide screens, over it on phones.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Outlet, useMatch } from 'react-router-dom';
import { pauseQueries } from '@/api/habit-pause-queries';
import { PageSpinner } from '@/components/ui/spinner';
import { setAppBadge } from '@/lib/push-device';
import {
  isScheduledWeekday,
  pauseOn,
  pausesForHabit,
  scheduleOf,
  type PauseRange,
} from '@/lib/scores/schedule';
import { habitDayKey, usePendingHabitDays } from '@/services/offline/habit-day-queue';
import {
  useHabitTrees,
  useRecentTotals,
  useScoresInRange,
  type HabitTree,
} from '../api/use-habits';
import { DaySwitcher, dayLabel } from '../components/day-switcher';
import { DueConsequences } from '../components/due-consequences';
import { FirstHabit } from '../components/first-habit';
import { HabitDayCard } from '../components/habit-day-card';
import { ReorderHabits } from '../components/reorder-habits';
import { dayState, maxOf } from '../lib/day-state';
import { habitFigures, totalsPerHabit, type HabitFigures } from '../lib/habit-figures';
import {
  homeSections,
  isCollapsed,
  isDayComplete,
  isHabitComplete,
  pausedText,
  progressText,
  type AwayReason,
  type HomeSection,
} from '../lib/home-sections';
import { useHideFinished } from '../lib/use-hide-finished';
import { useSelectedDay } from '../lib/use-selected-day';
import '../habits.css';

const NONE: ReadonlySet<number> = new Set();

/** A set of habit ids kept for one day on screen: reset when the day changes. */
interface DaySet {
  date: string;
  ids: ReadonlySet<number>;
}

/** The habits finished when the day was shown; `fresh` once taken from a finished read. */
type SettledDay = DaySet & { fresh: boolean };

/** Why a habit sits apart on `date`: inside a pause (with its text), or not one of its weekdays. */
interface Away {
  reason: AwayReason;
  text: string;
}

export default function HomePage() {
  const { date, today, setDate, search } = useSelectedDay();
  const habits = useHabitTrees();
  const scores = useScoresInRange(date, date);
  const totals = useRecentTotals(today);
  const pending = usePendingHabitDays();
  const pauseRead = useQuery(pauseQueries.list());
  const pauses = pauseRead.data as readonly PauseRange[] | undefined;
  const detailOpen = useMatch('/habit/:habitid') !== null;
  const [hideFinished, setHideFinished] = useHideFinished();
  // The habits finished when the day was first shown with its answers known (see home-sections).
  const [settledDay, setSettledDay] = useState<SettledDay | null>(null);
  const [toggledDay, setToggledDay] = useState<DaySet | null>(null);
  const [touchedDay, setTouchedDay] = useState<DaySet | null>(null);
  // Offline (or after a failed read), a day never read on this device: its answers are unknown.
  const notLoaded = !scores.loaded && scores.fetchStatus !== 'fetching';

  const list = habits.data;
  // Paused habits (a pause of the habit or of every habit) and weekday habits on another weekday.
  const away = useMemo(() => {
    const map = new Map<number, Away>();
    for (const habit of list ?? []) {
      const pause = pauseOn(pausesForHabit(pauses ?? [], habit.id), date);
      if (pause) map.set(habit.id, { reason: 'paused', text: pausedText(pause.end_date) });
      else if (!isScheduledWeekday(scheduleOf(habit), date))
        map.set(habit.id, {
          reason: 'notDue',
          text: date === today ? 'Not due today' : 'Not due this day',
        });
    }
    return map;
  }, [list, pauses, date, today]);
  const awayReasons = useMemo(
    () => new Map([...away].map(([id, a]) => [id, a.reason] as const)),
    [away],
  );
  // Finished: every question answered, or the day skipped.
  const complete = useMemo(() => {
    const ids = new Set<number>();
    for (const habit of list ?? []) {
      const key = habitDayKey(habit.id, date);
      const state = dayState(habit.questions, scores.byDay.get(key), pending[key]);
      if (state.skipped || isHabitComplete(habit, new Set(state.answers.keys()))) ids.add(habit.id);
    }
    return ids;
  }, [list, date, scores.byDay, pending]);

  const figures = useMemo(() => {
    const map = new Map<number, HabitFigures>();
    if (!list || !totals.data) return map;
    const byHabit = totalsPerHabit(totals.data);
    for (const habit of list) {
      const key = habitDayKey(habit.id, date);
      const state = dayState(habit.questions, scores.byDay.get(key), pending[key]);
      const known = !notLoaded || pending[key] !== undefined;
      map.set(
        habit.id,
        habitFigures(
          byHabit.get(habit.id) ?? [],
          {
            max: maxOf(habit.questions),
            dailyTarget: habit.daily_target ?? null,
            schedule: scheduleOf(habit),
            pauses: pausesForHabit(pauses ?? [], habit.id),
          },
          today,
          known
            ? { date, total: state.hasCheckmark ? state.total : null, skipped: state.skipped }
            : undefined,
        ),
      );
    }
    return map;
  }, [list, totals.data, pauses, scores.byDay, pending, date, today, notLoaded]);

  // Fixed when the day's answers are first known; once more when the refresh of a cache restored
  // from the device ends (it may predate the last answers), so a reload folds what is finished.
  // That second time leaves out the habits answered on this screen meanwhile (a change pending
  // for the day shown, now or since it was shown): they stay where the finger is.
  const answersKnown = list !== undefined && scores.loaded;
  const answersFresh = answersKnown && scores.fetchStatus !== 'fetching';
  const touched = touchedDay?.date === date ? touchedDay.ids : NONE;
  const touchedNow = (list ?? [])
    .filter((h) => !touched.has(h.id) && pending[habitDayKey(h.id, date)] !== undefined)
    .map((h) => h.id);
  if (touchedNow.length > 0) setTouchedDay({ date, ids: new Set([...touched, ...touchedNow]) });
  if (answersKnown && settledDay?.date !== date) {
    setSettledDay({ date, ids: complete, fresh: answersFresh });
  } else if (answersFresh && settledDay && !settledDay.fresh && toggledDay?.date !== date) {
    const answeredHere = new Set([...touched, ...touchedNow]);
    const ids = new Set(
      [...complete].filter((id) => settledDay.ids.has(id) || !answeredHere.has(id)),
    );
    setSettledDay({ date, ids, fresh: true });
  }
  const settled = settledDay?.date === date ? settledDay.ids : NONE;
  // The app badge: today's due habits not finished yet (lib/push-device.ts; cleared at 0).
  const openToday =
    date === today && answersKnown && !notLoaded
      ? list.filter((h) => !away.has(h.id) && !complete.has(h.id)).length
      : null;
  useEffect(() => {
    if (openToday !== null) void setAppBadge(openToday);
  }, [openToday]);
  // Paused habits show folded (one row saying until when), like finished ones.
  const folded = useMemo(() => {
    const ids = new Set(settled);
    for (const [id, a] of away) if (a.reason === 'paused') ids.add(id);
    return ids;
  }, [settled, away]);
  const [notDueOpen, setNotDueOpen] = useState(false);
  const toggled = toggledDay?.date === date ? toggledDay.ids : NONE;
  const toggle = (habitId: number) => {
    const next = new Set(toggled);
    if (next.has(habitId)) next.delete(habitId);
    else next.add(habitId);
    setToggledDay({ date, ids: next });
  };

  let content;
  if (habits.isPending) {
    content = <PageSpinner label="Loading your habits…" />;
  } else if (!list || list.length === 0) {
    content = <FirstHabit />;
  } else {
    const sections = homeSections(list, settled, { hideFinished, away: awayReasons });
    const dayDone = !notLoaded && isDayComplete(list, complete, awayReasons);
    const everyPause = pauseOn(
      (pauses ?? []).filter((p) => p.habit_id === null),
      date,
    );
    content = (
      <div className="habit-list">
        <DueConsequences habitNames={new Map(list.map((h) => [h.id, h.name]))} />
        {notLoaded ? (
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
          {dayDone ? (
            <p className="day-complete">
              <span aria-hidden="true">✓ </span>
              {date === today ? 'All done for today' : `All done for ${dayLabel(date, today)}`}:
              every habit is answered.
            </p>
          ) : null}
        </div>
        {sections.map((section) => (
          <HomeSectionView
            key={section.id}
            section={section}
            hideFinished={hideFinished}
            onHideFinished={setHideFinished}
            notDueLabel={date === today ? 'Not due today' : 'Not due this day'}
            notDueOpen={notDueOpen}
            onNotDueOpen={setNotDueOpen}
            renderCard={(habit) => (
              <HabitDayCard
                key={habit.id}
                habit={habit}
                date={date}
                server={scores.byDay.get(habitDayKey(habit.id, date))}
                search={search}
                notLoaded={notLoaded}
                figures={figures.get(habit.id) ?? null}
                progress={
                  away.has(habit.id)
                    ? null
                    : progressText(scheduleOf(habit), figures.get(habit.id)?.progress.done ?? 0)
                }
                status={away.get(habit.id)?.text ?? null}
                fold={{
                  collapsed: isCollapsed(habit.id, folded, toggled),
                  onToggle: () => toggle(habit.id),
                }}
              />
            )}
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

  return (
    <div className={['home-layout', detailOpen ? 'has-detail' : ''].join(' ')}>
      <section className="home-main" aria-labelledby="home-title">
        <header className="home-head">
          <h1 className="page-title" id="home-title">
            {dayLabel(date, today)}
          </h1>
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

const SECTION_LABELS: Record<HomeSection<HabitTree>['id'], string> = {
  open: 'To answer',
  done: 'Finished',
  paused: 'Paused',
  notDue: 'Not due today',
};

/**
 * One group of cards; the finished group has its head with the "Hide finished" switch, the
 * paused one a title, and "Not due today" is collapsed behind its head until opened.
 */
function HomeSectionView({
  section,
  hideFinished,
  onHideFinished,
  notDueLabel,
  notDueOpen,
  onNotDueOpen,
  renderCard,
}: {
  section: HomeSection<HabitTree>;
  hideFinished: boolean;
  onHideFinished: (hide: boolean) => void;
  /** "Not due today", or "Not due this day" on another day. */
  notDueLabel: string;
  notDueOpen: boolean;
  onNotDueOpen: (open: boolean) => void;
  renderCard: (habit: HabitTree) => ReactNode;
}) {
  const label = section.id === 'notDue' ? notDueLabel : SECTION_LABELS[section.id];
  const count = section.items.length + section.hidden;
  const bodyId = `home-section-${section.id}`;
  if (section.id === 'notDue') {
    return (
      <section className="home-section is-notDue" aria-label={label}>
        <div className="home-section-head">
          <button
            type="button"
            className="home-section-toggle"
            aria-expanded={notDueOpen}
            aria-controls={bodyId}
            onClick={() => onNotDueOpen(!notDueOpen)}
          >
            {label} <span className="habit-max">({count})</span>{' '}
            <span aria-hidden="true">{notDueOpen ? '▴' : '▾'}</span>
          </button>
        </div>
        <div id={bodyId} hidden={!notDueOpen}>
          {notDueOpen ? section.items.map(renderCard) : null}
        </div>
      </section>
    );
  }
  if (section.id === 'paused') {
    return (
      <section className="home-section is-paused" aria-label={label}>
        <div className="home-section-head">
          <span className="home-section-title">
            {label} <span className="habit-max">({count})</span>
          </span>
        </div>
        {section.items.map(renderCard)}
      </section>
    );
  }
  return (
    <section className={`home-section is-${section.id}`} aria-label={label}>
      {section.id === 'done' ? (
        <div className="home-section-head">
          <span className="home-section-title">
            {label} <span className="habit-max">({count})</span>
          </span>
          <button
            type="button"
            className="home-hide-toggle"
            aria-pressed={hideFinished}
            onClick={() => onHideFinished(!hideFinished)}
          >
            Hide finished
          </button>
        </div>
      ) : null}
      {section.items.map(renderCard)}
    </section>
  );
}
