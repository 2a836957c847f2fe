import { HABIT_COLORS } from '@/components/habit-form/habit-form-values';

/** The first colour no group has yet (the first one again once all are taken). */
export function nextGroupColor(used: readonly string[]): string {
  const taken = new Set(used.map((c) => c.toLowerCase()));
  return HABIT_COLORS.find((c) => !taken.has(c)) ?? HABIT_COLORS[0];
}
