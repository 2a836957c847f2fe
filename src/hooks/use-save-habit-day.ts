/**
 * The one write path of a tap: useSaveHabitDay() -> enqueueHabitDay(input), the offline owner
 * (src/services/offline/habit-day-queue.ts). The answer goes into the device's queue, shows at
 * once over the server's data (`usePendingHabitDay`), and is sent in order as soon as the device
 * is online; see docs/offline.md "One owner" for the whole offline path. The owner throws
 * at a tap only for malformed input or nobody signed in: shown here as an error toast.
 */
import { useCallback } from 'react';
import { t } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import type { SaveHabitDayInput } from '@/api/habit-day';
import type { HabitMetadata } from '@/api/habit-metadata';
import { habitKeys } from '@/api/habit-metadata-queries';
import { notifyError } from '@/lib/notify';
import { enqueueHabitDay } from '@/services/offline/habit-day-queue';

export function useSaveHabitDay() {
  const queryClient = useQueryClient();

  const save = useCallback(
    async (input: SaveHabitDayInput): Promise<void> => {
      // The habit's name labels the answer in the sync panel if the server refuses it.
      const habits = queryClient.getQueryData<HabitMetadata[]>(habitKeys.list());
      const habitName = habits?.find((h) => h.id === input.habitId)?.name;
      try {
        await enqueueHabitDay(input, { habitName });
      } catch (error) {
        const reason = String((error as Error)?.message ?? error);
        notifyError(t`Your answer was not saved: ${reason}`);
      }
    },
    [queryClient],
  );

  return { save };
}
