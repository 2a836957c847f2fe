/**
 * Consequence rules of one habit: evaluated (src/lib/scores/consequences.ts) whenever the habit's
 * history or rules change, the new firings logged once (upsert on consequence_id, trigger_date
 * with ignore-duplicates), and fulfilment recorded by the user.
 */
import { useEffect, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { repositories } from '@/api/app-repositories';
import type { ConsequenceLog, ConsequenceMetadata } from '@/api/consequences';
import type { DailyHabitScore } from '@/api/daily-habit-scores';
import type { HabitMetadata } from '@/api/habit-metadata';
import {
  consequenceLogKey,
  evaluateConsequences,
  type ConsequenceRule,
} from '@/lib/scores/consequences';
import type { WeekStart } from '@/lib/scores/dates';
import { habitKeys } from './query-keys';

export function useEvaluateConsequences(args: {
  habit: HabitMetadata | null | undefined;
  max: number;
  rules: ConsequenceMetadata[] | undefined;
  log: ConsequenceLog[] | undefined;
  history: DailyHabitScore[] | undefined;
  today: string;
  weekStart: WeekStart;
}) {
  const queryClient = useQueryClient();
  const { habit, max, rules, log, history, today, weekStart } = args;
  const lastRun = useRef('');

  useEffect(() => {
    if (!habit || habit.archived || !rules || !log || !history || rules.length === 0) return;
    const firings = evaluateConsequences({
      consequences: rules as unknown as ConsequenceRule[],
      days: history
        .filter((r) => r.date)
        .map((r) => ({ habit_id: habit.id, date: r.date as string, total_score: r.total_score })),
      habits: [
        { id: habit.id, daily_target: habit.daily_target, max, created_at: habit.created_at },
      ],
      today,
      weekStart,
      alreadyLogged: new Set(log.map((l) => consequenceLogKey(l.consequence_id, l.trigger_date))),
    });
    const signature = firings
      .map((f) => consequenceLogKey(f.consequence_id, f.trigger_date))
      .join(',');
    // Log each set of firings once per page view (the database ignores duplicates anyway).
    if (firings.length === 0 || signature === lastRun.current) return;
    lastRun.current = signature;
    repositories.consequenceLog
      .upsert(firings)
      .then(() =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: habitKeys.consequences(habit.id) }),
          queryClient.invalidateQueries({ queryKey: habitKeys.dueConsequences() }),
        ]),
      )
      .catch((error: unknown) => console.error('Could not log the consequences that fired', error));
  }, [habit, max, rules, log, history, today, weekStart, queryClient]);
}

export function useFulfillConsequence(habitId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: { consequenceId: number; logId: number }) =>
      repositories.consequenceFulfillment.insert({
        consequence_id: entry.consequenceId,
        log_id: entry.logId,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: habitKeys.consequences(habitId) }),
        queryClient.invalidateQueries({ queryKey: habitKeys.dueConsequences() }),
      ]),
  });
}
