/**
 * The short add form's question follows the habit's name ("Meditate" asks "Meditate?") while it
 * is the one made from the name or empty; once changed under "More options", it is the user's
 * and stays. A number's unit joins in ("Water: how many glasses?").
 */
import { useEffect, useRef } from 'react';
import type { UseFormSetValue, UseFormWatch } from 'react-hook-form';
import type { HabitFormValues } from '@/components/habit-form/habit-form-values';
import { questionFromName } from '@/components/habit-form/new-habit-values';

const FOLLOWED = new Set(['name', 'questions.0.kind', 'questions.0.unit']);

export function useDerivedQuestion(
  watch: UseFormWatch<HabitFormValues>,
  setValue: UseFormSetValue<HabitFormValues>,
  start: HabitFormValues,
) {
  const made = useRef(questionFromName(start.name, start.questions[0]));
  useEffect(() => {
    const subscription = watch((values, { name }) => {
      if (!name || !FOLLOWED.has(name)) return;
      const q = values.questions?.[0];
      if (!q) return;
      const next = questionFromName(values.name ?? '', { kind: q.kind, unit: q.unit });
      const current = q.question ?? '';
      if ((current === '' || current === made.current) && current !== next) {
        setValue('questions.0.question', next);
      }
      made.current = next;
    });
    return () => subscription.unsubscribe();
  }, [watch, setValue]);
}
