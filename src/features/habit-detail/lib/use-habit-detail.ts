/**
 * The habit detail page's view-model: the habit's reads (the habit, its questions, its rules with
 * their log, today's scores), today and the week start, where closing leads, the actions, and
 * the page's focus: its title on opening, Escape back to the list.
 */
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useToday } from '@/hooks/use-today';
import { useSelectedDay } from '@/hooks/use-selected-day';
import { useSettingsStore } from '@/stores/settings-store';
import { useScoresInRange } from '@/hooks/use-day-scores';
import { useHabit, useHabitConsequences, useHabitQuestions } from '@/hooks/use-habits';
import { useHabitActions } from './use-habit-actions';

/** Opening a habit moves focus to its title (screen readers announce it); Escape closes it. */
function useDetailFocus(loaded: boolean, habitId: number) {
  const navigate = useNavigate();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (loaded) titleRef.current?.focus({ preventScroll: true });
  }, [loaded, habitId]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented || document.querySelector('dialog[open]'))
        return;
      // Never throw away typing: Escape inside a field or the edit form does nothing here.
      if ((e.target as HTMLElement | null)?.closest?.('input, textarea, select, form')) return;
      navigate({ pathname: paths.home.build(), search: window.location.search });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [navigate]);
  return titleRef;
}

export function useHabitDetail(habitid: string) {
  const habitId = /^\d+$/.test(habitid) ? Number(habitid) : 0;
  const habit = useHabit(habitId);
  const questions = useHabitQuestions(habitId);
  const consequences = useHabitConsequences(habitId);
  const today = useToday();
  // The day shown, as home's (?date=, today without it): its answers and the figures as of it.
  const { date: day } = useSelectedDay();
  const dayScores = useScoresInRange(day, day);
  const weekStart = useSettingsStore((s) => s.weekStart);
  const location = useLocation();
  // Closing keeps the day the list was showing (?date=).
  const home = { pathname: paths.home.build(), search: location.search };
  const actions = useHabitActions(habitId, home);
  // The title exists once the habit and its questions are in.
  const loaded = Boolean(habit.data) && !questions.isPending;
  const titleRef = useDetailFocus(loaded, habitId);
  return {
    habitId,
    habit,
    questions,
    consequences,
    today,
    day,
    dayScores,
    weekStart,
    home,
    actions,
    titleRef,
    notFound: habitId === 0 || (!habit.isPending && !habit.data),
  };
}
