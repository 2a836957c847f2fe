/**
 * Saving a check-in from a screen: through the offline queue (`enqueueCheckIn`,
 * src/services/offline/check-in-queue.ts), so it is kept on the device first and sent when
 * online, like an answer (docs/offline.md "What is queued"). The state says what became of it, in
 * words the check-in shows under its statements.
 */
import { useState } from 'react';
import { t } from '@lingui/core/macro';
import type { AutomaticityAnswers } from '@/api/automaticity-check';
import { automaticityMean } from '@/lib/automaticity/lally-curve';
import { automaticityText } from '@/lib/automaticity/check-in-words';
import { enqueueCheckIn, useOnline } from '@/services/offline/habit-day-queue';

export type CheckInSave =
  | { kind: 'idle' }
  | { kind: 'saved'; mean: number; offline: boolean }
  | { kind: 'error'; message: string };

export function useSaveCheckIn(habit: { id: number; name: string }, date: string) {
  const [state, setState] = useState<CheckInSave>({ kind: 'idle' });
  const online = useOnline();
  const save = (answers: AutomaticityAnswers) => {
    const offline = !online;
    enqueueCheckIn({ habitId: habit.id, date, ...answers }, { habitName: habit.name }).then(
      () => setState({ kind: 'saved', mean: automaticityMean(answers), offline }),
      (error: unknown) =>
        setState({ kind: 'error', message: (error as Error)?.message ?? String(error) }),
    );
  };
  return { state, save };
}

/** What the check-in says once its answers are saved (or could not be kept). */
export function checkInStatusText(state: CheckInSave): string | null {
  if (state.kind === 'idle') return null;
  if (state.kind === 'error') return state.message;
  const value = automaticityText(state.mean);
  return state.offline
    ? t`Saved on this device: ${value}. It is sent when you are back online.`
    : t`Saved: ${value}.`;
}
