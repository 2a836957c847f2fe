/** Habit payloads the repository tests share. */
import type { HabitPayload } from '@/api/habit-metadata';

/** One question, "Done?", answered No (0, position 0) or Yes (10, position 1); no daily target. */
export const yesNoHabitPayload = (name: string): HabitPayload => ({
  name,
  color: '#2563eb',
  daily_target: null,
  questions: [
    {
      question: 'Done?',
      options: [
        { label: 'No', score_value: 0 },
        { label: 'Yes', score_value: 10 },
      ],
    },
  ],
  consequences: [],
});
