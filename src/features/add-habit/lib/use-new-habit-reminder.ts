/**
 * The add form's "Remind me at" (src/components/habit-form/new-habit-values.ts `suggestedReminder`: on at 07:30 for a
 * first habit, then like the latest reminder) and what saving it does (docs/reminders.md): after
 * create_habit returns the habit's id, the habit_reminder row; then reminders are turned on for
 * this device (the notification permission is asked here, right after the save, when the browser
 * has not answered it yet). When this device cannot show reminders, the step says why, how to
 * turn them on, and offers to go on.
 */
import { useEffect, useState } from 'react';
import { t } from '@lingui/core/macro';
import { useHabitList } from '@/api/habit-metadata-queries';
import { repositories } from '@/api/app-repositories';
import { env } from '@/config/env';
import { messageOf, notifyError } from '@/lib/notify';
import { notificationPermission } from '@/lib/push-device';
import { turnOnReminders } from '@/services/reminders/device-reminders';
import type { TurnOnRefusal } from '@/services/reminders/refusal-text';
import { useHabitDraftStore } from '@/components/habit-form/habit-draft-store';
import {
  FIRST_REMINDER_TIME,
  REMINDER_TIME_RE,
  suggestedReminder,
  type ReminderFormValues,
} from '@/components/habit-form/new-habit-values';

/** After the save: turning reminders on for this device (refusal null) or why it could not. */
export interface ReminderStep {
  habitId: number;
  name: string;
  time: string;
  refusal: TurnOnRefusal | null;
}

export function useNewHabitReminder() {
  const setStored = useHabitDraftStore((s) => s.setReminder);
  // The user's own choice (kept in the draft); until then, the suggestion.
  const [own, setOwn] = useState(() => useHabitDraftStore.getState().reminder);
  const habits = useHabitList();
  const [latest, setLatest] = useState<string | null | undefined>(undefined);
  const [step, setStep] = useState<ReminderStep | null>(null);

  useEffect(() => {
    let live = true;
    repositories.reminders.readLatestReminderTime().then(
      (time) => live && setLatest(time),
      () => live && setLatest(null),
    );
    return () => {
      live = false;
    };
  }, []);

  const value: ReminderFormValues =
    own ??
    (habits.data && latest !== undefined
      ? suggestedReminder({
          habitCount: habits.data.length,
          latestTime: latest,
          blocked: notificationPermission() === 'denied',
        })
      : { on: true, time: FIRST_REMINDER_TIME });

  const change = (next: ReminderFormValues) => {
    setOwn(next);
    setStored(next);
  };

  /** Refuses a reminder without a time before anything is created. */
  const check = () => {
    if (value.on && !REMINDER_TIME_RE.test(value.time)) {
      throw new Error(t`Pick a time for the reminder, or turn the reminder off.`);
    }
  };

  /** Turns reminders on for this device; true when on, else the step says why. */
  const turnOn = async (next: Omit<ReminderStep, 'refusal'>): Promise<boolean> => {
    setStep({ ...next, refusal: null });
    const result = await turnOnReminders(env.vapidPublicKey);
    if (result.ok) return true;
    setStep({ ...next, refusal: result });
    return false;
  };

  /**
   * After create_habit: the reminder row, then this device. True when the page can go on to the
   * habit; false while the step is shown.
   */
  const saveFor = async (habitId: number, name: string): Promise<boolean> => {
    if (!value.on) return true;
    try {
      await repositories.reminders.addHabitReminder(habitId, { time: value.time, weekdays: null });
    } catch (error) {
      notifyError(messageOf(error, t`Could not save the reminder`));
      return true;
    }
    return turnOn({ habitId, name, time: value.time });
  };

  return {
    value,
    change,
    check,
    saveFor,
    step,
    /** "Allow notifications" / "Try again" in the step (a tap: the browser may ask again). */
    retry: () => (step ? turnOn(step) : Promise.resolve(true)),
    /** "Start over": back to the suggestion. */
    reset: () => setOwn(null),
  };
}
