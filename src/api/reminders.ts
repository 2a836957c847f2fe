/**
 * Reminders (docs/reminders.md): this device's push subscription (push_subscription, saved with
 * the rpc save_push_subscription so a browser's endpoint moves to whoever turned reminders on
 * last) and a habit's reminder times (habit_reminder); the user's time zone is kept with the
 * profile (user-master.ts). Reads throw a ReadError, writes a WriteError.
 */
import { t } from '@lingui/core/macro';
import type { Tables } from '@/types/database.types';
import type { DbClient } from './db-client';
import { readList } from './read';
import { WriteError, expectWrite } from './write';

export type HabitReminder = Tables<'habit_reminder'>;

export interface DeviceSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  userAgent: string | null;
}

const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;
const bad = (message: string) => new WriteError(message, { status: 400, code: '22023' });

/** Refuses a time that is not HH:MM or weekdays outside 1..127 before any request. */
function parseReminderInput(input: { time: string; weekdays: number | null }) {
  if (!TIME_RE.test(input.time)) throw bad(t`Time must be HH:MM, e.g. 20:30`);
  if (
    input.weekdays !== null &&
    !(Number.isInteger(input.weekdays) && input.weekdays >= 1 && input.weekdays <= 127)
  )
    throw bad(t`Choose at least one day`);
  return { time_of_day: `${input.time}:00`, weekdays: input.weekdays };
}

export function createRemindersRepository(client: DbClient) {
  const reminders = () => client.from('habit_reminder');
  return {
    savePushSubscription: async (sub: DeviceSubscription): Promise<void> => {
      await expectWrite(
        'save_push_subscription',
        client.rpc('save_push_subscription', {
          p_endpoint: sub.endpoint,
          p_p256dh: sub.p256dh,
          p_auth: sub.auth,
          p_user_agent: sub.userAgent?.slice(0, 500) ?? undefined,
        }),
      );
    },

    /** Deletes this device's row (the caller's own only: row-level security). */
    deletePushSubscription: async (endpoint: string): Promise<void> => {
      await expectWrite(
        'push_subscription.delete',
        client.from('push_subscription').delete().eq('endpoint', endpoint),
      );
    },

    readHabitReminders: (habitId: number) =>
      readList<HabitReminder>(
        'habit_reminder.readForHabit',
        reminders().select('*').eq('habit_id', habitId).order('time_of_day').order('id'),
      ),

    /**
     * The time of the user's latest reminder ("HH:MM:SS"), or null when they have none: the add
     * form starts "Remind me at" from it (row-level security keeps it to the caller's own rows).
     */
    readLatestReminderTime: async (): Promise<string | null> => {
      const rows = await readList<Pick<HabitReminder, 'time_of_day'>>(
        'habit_reminder.readLatest',
        reminders()
          .select('time_of_day')
          .order('created_at', { ascending: false })
          .order('id', { ascending: false })
          .limit(1),
      );
      return rows[0]?.time_of_day ?? null;
    },

    addHabitReminder: async (
      habitId: number,
      input: { time: string; weekdays: number | null },
    ): Promise<void> => {
      await expectWrite(
        'habit_reminder.insert',
        reminders().insert({ habit_id: habitId, ...parseReminderInput(input) }),
      );
    },

    updateHabitReminder: async (
      id: number,
      patch: { time?: string; weekdays?: number | null; enabled?: boolean },
    ): Promise<void> => {
      const row: { time_of_day?: string; weekdays?: number | null; enabled?: boolean } = {};
      if (patch.time !== undefined || patch.weekdays !== undefined) {
        const parsed = parseReminderInput({
          time: patch.time ?? '00:00',
          weekdays: patch.weekdays ?? null,
        });
        if (patch.time !== undefined) row.time_of_day = parsed.time_of_day;
        if (patch.weekdays !== undefined) row.weekdays = parsed.weekdays;
      }
      if (patch.enabled !== undefined) row.enabled = patch.enabled;
      await expectWrite('habit_reminder.update', reminders().update(row).eq('id', id));
    },

    deleteHabitReminder: async (id: number): Promise<void> => {
      await expectWrite('habit_reminder.delete', reminders().delete().eq('id', id));
    },
  };
}
