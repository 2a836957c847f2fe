/**
 * A habit-day's view-model, for home's row (src/features/home/components/habit-row/habit-row.tsx)
 * and the card of the habit page and the table (habit-day-card.tsx): the day as shown (the
 * server's answers with what waits to sync laid over, day-state.ts), its words (day-card-words.ts),
 * whether it can be skipped, and its actions. Every answer goes through `useSaveHabitDay`
 * (src/hooks/use-save-habit-day.ts) as the whole habit-day (`nextDayInput`).
 */
import { useId, useRef, useState, type RefObject } from 'react';
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { DailyHabitScoreWithAnswers } from '@/api/daily-habit-scores';
import { useToday } from '@/hooks/use-today';
import { toLocalIsoDate } from '@shared/scores/dates';
import { notifyUndo } from '@/lib/notify';
import { usePendingHabitDay, useSending, useSuperseded } from '@/services/offline/habit-day-queue';
import type { HabitTree } from '@/hooks/use-habits';
import { useSaveHabitDay } from '@/hooks/use-save-habit-day';
import { dayCardWords } from './day-card-words';
import { dayState, nextDayInput, skipDayInput, unskipDayInput, type DayState } from './day-state';

/** What the row or the card is given. */
export interface DayCardInput {
  habit: HabitTree;
  date: string;
  server: DailyHabitScoreWithAnswers | undefined;
  /** Home, on a day the habit is due: the day can be skipped. */
  skippable: boolean;
  notLoaded: boolean;
  /**
   * A frequency habit's day inside a met window (docs/schedules.md "Days done by the frequency"):
   * the count in its window ("3 of 3 this week"); null or left out otherwise.
   */
  autoDone?: string | null;
}

export function useHabitDayCard(input: DayCardInput) {
  const { habit, date, server, skippable, notLoaded, autoDone = null } = input;
  // The row or card re-renders when the language changes: its words are made here.
  useLingui();
  const { save } = useSaveHabitDay();
  const entry = usePendingHabitDay(habit.id, date);
  // Only a card with an answer waiting says "saving" (habit-card-foot.tsx).
  const sending = useSending(entry?.status === 'pending');
  const today = useToday();
  const bodyId = useId();
  const state = dayState(habit.questions, server, entry);
  // Undo applies to the answers as they are when it is pressed, not when the toast was raised.
  const latest = useRef<DayState>(state);
  latest.current = state;
  const answered = habit.questions.filter((q) => state.answers.has(q.id)).length;
  const unknown = notLoaded && !entry;
  const target = habit.daily_target ?? null;
  // A day before the habit was made is not missed: nothing was asked of it yet (it can still be
  // filled in, e.g. a habit begun before it was added here).
  const before =
    !state.hasCheckmark && Boolean(habit.created_at) && date < toLocalIsoDate(habit.created_at);
  const words = dayCardWords({ state, target, unknown, before, date, today, autoDone });
  // Home only, on a due day that is not skipped (a paused or not-due day counts nowhere already).
  const canSkip = skippable && !state.skipped && !unknown;
  const [skipOpen, setSkipOpen] = useState(false);
  const io = { save, habit, date, state, latest };
  return {
    ...words,
    state,
    entry,
    sending,
    // Another device's newer edit was kept over this one's (docs/offline.md "Two devices").
    superseded: useSuperseded(habit.id, date),
    bodyId,
    answered,
    complete: habit.questions.length > 0 && answered === habit.questions.length,
    target,
    unknown,
    canSkip,
    skipOpen,
    setSkipOpen,
    ...dayCardActions(io, words.isToday),
    retry: () => entry && void save(entry),
  };
}

export type HabitDayCardModel = ReturnType<typeof useHabitDayCard>;

/** Answer, clear (with Undo), a number's value, a note, skip (with Undo), unskip. */
function dayCardActions(
  io: {
    save: ReturnType<typeof useSaveHabitDay>['save'];
    habit: HabitTree;
    date: string;
    state: DayState;
    latest: RefObject<DayState>;
  },
  isToday: boolean,
) {
  const { save, habit, date, state, latest } = io;
  const skip = (note: string) => {
    const before = [...state.answers].map(([questionId, a]) => ({
      questionId,
      optionId: a.optionId,
      ...(a.value == null ? {} : { value: a.value }),
      notes: a.notes,
    }));
    void save(skipDayInput(habit.id, date, note));
    const name = habit.name;
    notifyUndo(
      isToday ? t`Skipped today: ${name}` : t`Skipped this day: ${name}`,
      () =>
        void save(
          before.length > 0
            ? { habitId: habit.id, date, answers: before, skipped: false }
            : unskipDayInput(habit.id, date),
        ),
    );
  };
  const unskip = () => void save(unskipDayInput(habit.id, date));
  const answer = (questionId: number, optionId: number | null) => {
    const before = state.answers.get(questionId);
    void save(nextDayInput(habit.id, date, state, { questionId, optionId }));
    if (optionId === null && before?.optionId != null) {
      const question = habit.questions.find((q) => q.id === questionId)?.question ?? '';
      notifyUndo(
        t`Answer cleared: ${question}`,
        () =>
          void save(
            nextDayInput(habit.id, date, latest.current, {
              questionId,
              optionId: before.optionId,
              notes: before.notes,
            }),
          ),
      );
    }
  };
  // The latest state: a debounced value may come after other taps.
  const setValue = (questionId: number, value: number | null) =>
    void save(nextDayInput(habit.id, date, latest.current, { questionId, optionId: null, value }));
  const setNotes = (questionId: number, notes: string | null) =>
    void save(
      nextDayInput(habit.id, date, state, {
        questionId,
        optionId: state.answers.get(questionId)?.optionId ?? null,
        ...(state.answers.get(questionId)?.value == null
          ? {}
          : { value: state.answers.get(questionId)?.value }),
        notes,
      }),
    );
  return { skip, unskip, answer, setValue, setNotes };
}
