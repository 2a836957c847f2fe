/**
 * Reminders (docs/reminders.md): this device's push subscription (push_subscription, saved with
 * the rpc save_push_subscription so a browser's endpoint moves to whoever turned reminders on
 * last), a habit's reminder times (habit_reminder) and the user's time zone
 * ("User_Master".time_zone). Reads throw a ReadError, writes a WriteError.
 */
import { supabase } from '@/lib/supabase';
import type { Row } from './db-client';
import { readList, readOne } from './read';
import { saveTimeZoneWith } from './time-zone';
import { WriteError, expectWrite } from './write';

export type HabitReminder = Row<'habit_reminder'>;

export interface DeviceSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  userAgent: string | null;
}

export async function savePushSubscription(sub: DeviceSubscription): Promise<void> {
  await expectWrite(
    'save_push_subscription',
    supabase.rpc('save_push_subscription', {
      p_endpoint: sub.endpoint,
      p_p256dh: sub.p256dh,
      p_auth: sub.auth,
      p_user_agent: sub.userAgent?.slice(0, 500) ?? undefined,
    }),
  );
}

/** Deletes this device's row (the caller's own only: row-level security). */
export async function deletePushSubscription(endpoint: string): Promise<void> {
  await expectWrite(
    'push_subscription.delete',
    supabase.from('push_subscription').delete().eq('endpoint', endpoint),
  );
}

export const readHabitReminders = (habitId: number) =>
  readList<HabitReminder>(
    'habit_reminder.readForHabit',
    supabase
      .from('habit_reminder')
      .select('*')
      .eq('habit_id', habitId)
      .order('time_of_day')
      .order('id'),
  );

/**
 * The time of the user's latest reminder ("HH:MM:SS"), or null when they have none: the add form
 * starts "Remind me at" from it (row-level security keeps it to the caller's own rows).
 */
export async function readLatestReminderTime(): Promise<string | null> {
  const rows = await readList<Pick<HabitReminder, 'time_of_day'>>(
    'habit_reminder.readLatest',
    supabase
      .from('habit_reminder')
      .select('time_of_day')
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .limit(1),
  );
  return rows[0]?.time_of_day ?? null;
}

const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;
const bad = (message: string) => new WriteError(message, { status: 400, code: '22023' });

/** Refuses a time that is not HH:MM or weekdays outside 1..127 before any request. */
export function parseReminderInput(input: { time: string; weekdays: number | null }) {
  if (!TIME_RE.test(input.time)) throw bad('Time must be HH:MM, e.g. 20:30');
  if (
    input.weekdays !== null &&
    !(Number.isInteger(input.weekdays) && input.weekdays >= 1 && input.weekdays <= 127)
  )
    throw bad('Choose at least one day');
  return { time_of_day: `${input.time}:00`, weekdays: input.weekdays };
}

export async function addHabitReminder(
  habitId: number,
  input: { time: string; weekdays: number | null },
): Promise<void> {
  await expectWrite(
    'habit_reminder.insert',
    supabase.from('habit_reminder').insert({ habit_id: habitId, ...parseReminderInput(input) }),
  );
}

export async function updateHabitReminder(
  id: number,
  patch: { time?: string; weekdays?: number | null; enabled?: boolean },
): Promise<void> {
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
  await expectWrite(
    'habit_reminder.update',
    supabase.from('habit_reminder').update(row).eq('id', id),
  );
}

export async function deleteHabitReminder(id: number): Promise<void> {
  await expectWrite('habit_reminder.delete', supabase.from('habit_reminder').delete().eq('id', id));
}

/** The user's time zone (null: none set yet). */
export async function readTimeZone(userId: string): Promise<string | null> {
  const row = await readOne<{ time_zone: string | null }>(
    'User_Master.readTimeZone',
    supabase.from('User_Master').select('time_zone').eq('user_id', userId).maybeSingle(),
  );
  return row?.time_zone ?? null;
}

/** Sets the time zone on the profile row (api/time-zone.ts: a bad name is a 400, no row a 404). */
export function saveTimeZone(userId: string, timeZone: string): Promise<void> {
  return saveTimeZoneWith(supabase, userId, timeZone);
}
