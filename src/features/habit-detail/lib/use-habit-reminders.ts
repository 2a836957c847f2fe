/**
 * The habit's reminders (components/habit-reminders.tsx, docs/reminders.md): read when the habit
 * opens, the new reminder's time and days, and each write (add, turn on or off, delete) saved at
 * once and read again; a failed write says why in a toast, a failed read in the section.
 */
import { useCallback, useEffect, useState } from 'react';
import { t } from '@lingui/core/macro';
import { repositories } from '@/api/app-repositories';
import type { HabitReminder } from '@/api/reminders';
import { weekdayNames } from '@/lib/i18n/format';
import { messageOf, notifyError } from '@/lib/notify';

/** All seven weekday bits (Monday 1 .. Sunday 64): stored as null, "every day it is due". */
export const ALL_DAYS = 127;

/** The short names of the weekday bits, Monday (bit 0) to Sunday (bit 6), in the language. */
export function weekdayBitNames(): string[] {
  const fromSunday = weekdayNames('short');
  return [...fromSunday.slice(1), fromSunday[0]];
}

/** A reminder's days in words: "every day it is due", or "Mon, Wed, Fri". */
export function describeDays(weekdays: number | null): string {
  if (weekdays === null || weekdays === ALL_DAYS) return t`every day it is due`;
  return weekdayBitNames()
    .filter((_, bit) => (weekdays >> bit) & 1)
    .join(', ');
}

export function useHabitReminders(habitId: number) {
  const [reminders, setReminders] = useState<HabitReminder[] | null>(null);
  const [readFailed, setReadFailed] = useState(false);
  const [time, setTime] = useState('20:00');
  const [days, setDays] = useState(ALL_DAYS);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      setReminders(await repositories.reminders.readHabitReminders(habitId));
      setReadFailed(false);
    } catch {
      setReadFailed(true);
    }
  }, [habitId]);

  useEffect(() => {
    void load();
  }, [load]);

  /** A write, then the list read again; `failed` is the toast's words when it fails. */
  const run = async (failed: () => string, write: () => Promise<void>) => {
    setBusy(true);
    try {
      await write();
      await load();
    } catch (error) {
      notifyError(messageOf(error, failed()));
    } finally {
      setBusy(false);
    }
  };

  return {
    reminders,
    readFailed,
    time,
    setTime,
    days,
    setDays,
    busy,
    setEnabled: (r: HabitReminder, enabled: boolean) =>
      void run(
        () => t`Could not change the reminder`,
        () => repositories.reminders.updateHabitReminder(r.id, { enabled }),
      ),
    remove: (r: HabitReminder) =>
      void run(
        () => t`Could not delete the reminder`,
        () => repositories.reminders.deleteHabitReminder(r.id),
      ),
    add: () =>
      void run(
        () => t`Could not add the reminder`,
        () =>
          repositories.reminders.addHabitReminder(habitId, {
            time,
            weekdays: days === ALL_DAYS ? null : days,
          }),
      ),
  };
}

export type HabitRemindersModel = ReturnType<typeof useHabitReminders>;
