/**
 * Consequences on the habit screens: the rules are evaluated and their firings logged by the
 * consequence runner (src/services/consequences/consequence-runner.ts), never from a page; the
 * pages only read (useHabitConsequences, useConsequenceSummary). Fulfilment is recorded by the
 * user here.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { repositories } from '@/api/app-repositories';
import { invalidateTouched, touchedBy } from '@/api/write-invalidation';
import { fulfilWaitingConsequence } from '@/services/consequences/fulfil-consequence';

export function useFulfillConsequence(habitId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: { consequenceId: number; logId: number }) =>
      repositories.consequenceFulfillment.insert({
        consequence_id: entry.consequenceId,
        log_id: entry.logId,
      }),
    onSuccess: () => invalidateTouched(queryClient, touchedBy.consequenceFulfilled(habitId)),
  });
}

/** Home's "Done" on a due consequence: its oldest waiting firing, with an optional note. */
export function useFulfilDueConsequence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: { habitId: number; consequenceId: number; note: string }) =>
      fulfilWaitingConsequence(entry, repositories),
    onSuccess: (_row, entry) =>
      invalidateTouched(queryClient, touchedBy.consequenceFulfilled(entry.habitId)),
  });
}
