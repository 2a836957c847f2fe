/**
 * The one write path of a tap: useSaveHabitDay() -> enqueueHabitDay(input) (src/lib/offline).
 * The answer goes into the device's outbox, shows at once over the server's data (keyed
 * `${habitId}:${date}`), and is sent in order as soon as the device is online; see
 * src/lib/offline/sync-engine.ts for the whole offline path.
 */
import { useCallback, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SaveHabitDayInput } from '@/api/habit-day';
import type { HabitMetadata } from '@/api/habit-metadata';
import { habitKeys } from '@/api/habit-metadata-queries';
import { notifyError } from '@/lib/notify';
import { enqueueHabitDay } from '@/lib/offline/offline-sync';
import { useOutboxStore } from '@/lib/offline/outbox-store';

export interface PendingHabitDay {
  input: SaveHabitDayInput;
  /**
   * saving: being sent now; waiting: kept on the device until the network (or the server) is
   * back; failed: refused by the server (error says why), kept until retried or discarded;
   * synced: on the server, shown until the refetched data arrives.
   */
  status: 'saving' | 'waiting' | 'failed' | 'synced';
  error?: string;
}

export function usePendingHabitDays(): Record<string, PendingHabitDay> {
  const overlay = useOutboxStore((s) => s.overlay);
  const sending = useOutboxStore((s) => s.online && s.syncing);
  return useMemo(() => {
    const out: Record<string, PendingHabitDay> = {};
    for (const [key, p] of Object.entries(overlay)) {
      out[key] = {
        input: { habitId: p.habitId, date: p.date, answers: p.answers },
        status: p.status === 'pending' ? (sending ? 'saving' : 'waiting') : p.status,
        error: p.error?.message,
      };
    }
    return out;
  }, [overlay, sending]);
}

export function useSaveHabitDay() {
  const queryClient = useQueryClient();
  const pending = usePendingHabitDays();

  const save = useCallback(
    async (input: SaveHabitDayInput): Promise<void> => {
      // The habit's name labels the answer in the sync panel if the server refuses it.
      const habits = queryClient.getQueryData<HabitMetadata[]>(habitKeys.list());
      const habitName = habits?.find((h) => h.id === input.habitId)?.name;
      try {
        await enqueueHabitDay(input, { habitName });
      } catch (error) {
        notifyError(`Your answer was not saved: ${(error as Error)?.message ?? error}`);
      }
    },
    [queryClient],
  );

  return { save, pending };
}
