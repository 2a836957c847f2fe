/**
 * One tap on a yes/no habit's day, as Loop Habit Tracker toggles a day on its main screen: in the
 * table (src/features/table, every cell) and on home's folded rows (the days before the day shown,
 * src/features/home/components/habit-row/past-days.tsx). A habit whose only question has the
 * options Yes and No toggles between them: a day not answered or answered No becomes Yes, a Yes
 * becomes No (an answer, not a blank: the day stays answered, and a past day left blank would read
 * as missed anyway). The toast says what the day is now and offers Undo, which puts back the
 * answer it had (none, for a day that had none). Other habits open the day to answer.
 */
import { useCallback } from 'react';
import { t } from '@lingui/core/macro';
import type { QuestionWithOptions } from '@/api/question-metadata';
import { notifyUndo } from '@/lib/notify';
import { dayLabel } from '@/lib/day-label';
import type { HabitTree } from '@/hooks/use-habits';
import { useSaveHabitDay } from '@/hooks/use-save-habit-day';
import { isNoWord, isYesWord } from '@/lib/i18n/yes-no';
import { nextDayInput, type DayState } from './day-state';

/** The question and its Yes and No options, for a habit toggled by a tap; null for the others. */
export interface YesNoHabit {
  questionId: number;
  yes: number;
  no: number;
}

/**
 * A habit whose only question is a choice of exactly Yes and No (either order, in any of the
 * app's languages: src/lib/i18n/yes-no.ts), else null.
 */
export function yesNoHabit(questions: readonly QuestionWithOptions[]): YesNoHabit | null {
  if (questions.length !== 1) return null;
  const [q] = questions;
  if (q.kind === 'number' || q.option_metadata.length !== 2) return null;
  const yes = q.option_metadata.find((o) => isYesWord(o.label));
  const no = q.option_metadata.find((o) => isNoWord(o.label));
  if (!yes || !no) return null;
  return { questionId: q.id, yes: yes.id, no: no.id };
}

/** The option a tap chooses: Yes on a day not answered or answered No, No on a Yes. */
export function toggledOption(yesNo: YesNoHabit, current: number | null | undefined): number {
  return current === yesNo.yes ? yesNo.no : yesNo.yes;
}

/** A habit-day's name, also each table cell's: "Gym, Tue 3 Nov 2026: not due". */
export const habitDayName = (habitName: string, day: string, status: string) =>
  t`${habitName}, ${day}: ${status}`;

/**
 * The toggle: `toggle(habit, date, state)` saves the other answer through the one write path (the
 * offline queue) and raises "Meditate, Tue 3 Nov 2026: Yes" with Undo. False for a habit that is
 * not yes/no (the table opens the day instead). `state` is the day as shown (day-state.ts): its
 * whole answers go with the save, a note kept.
 */
export function useDayToggle(today: string) {
  const { save } = useSaveHabitDay();
  return useCallback(
    (habit: HabitTree, date: string, state: DayState): boolean => {
      const yesNo = yesNoHabit(habit.questions);
      if (!yesNo) return false;
      const before = state.answers.get(yesNo.questionId);
      const optionId = toggledOption(yesNo, before?.optionId);
      void save(nextDayInput(habit.id, date, state, { questionId: yesNo.questionId, optionId }));
      const answer =
        optionId === yesNo.yes
          ? t({ message: 'Yes', comment: 'The answer a tap on a day gave a yes/no habit' })
          : t({ message: 'No', comment: 'The answer a tap on a day gave a yes/no habit' });
      notifyUndo(
        habitDayName(habit.name, dayLabel(date, today), answer),
        () =>
          void save({
            habitId: habit.id,
            date,
            answers: [
              {
                questionId: yesNo.questionId,
                optionId: before?.optionId ?? null,
                notes: before?.notes ?? null,
              },
            ],
          }),
      );
      return true;
    },
    [save, today],
  );
}
