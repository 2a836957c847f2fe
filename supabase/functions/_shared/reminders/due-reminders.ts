/**
 * Which reminders are due at a given minute (docs/reminders.md), pure: no clock, no database.
 * The sender (./sender.ts, run every minute by the local backend and by the Edge Function
 * supabase/functions/send-reminders) loads the rows and asks this module; the schedule rules are
 * those of ../scores/schedule.ts, not written again.
 *
 * 1. {@link remindersAtMinute}: the reminders whose wall-clock time in their owner's time zone is
 *    reached at that minute. A time that a daylight-saving change skips (02:30 on the night
 *    clocks go from 02:00 to 03:00) fires at the first minute after the gap; a time that comes
 *    twice (clocks going back) fires the first time only. Each slot names its habit-day: the
 *    wall date, or the day before when the time is before "Day starts at" (a 01:00 reminder with
 *    the day starting at 03:00 is about the evening before, as answers at 01:00 are).
 * 2. {@link reminderDecision}: whether the habit is due and still open on that habit-day: not
 *    for an archived habit, a reminder turned off or on another weekday, a day the habit's
 *    weekdays leave out, a paused or skipped day, a day already answered, nor a frequency habit
 *    already on track ("3 times a week" with 3 met days among the last 7).
 */
import { addDaysIso, type IsoDate } from '../scores/dates.ts';
import {
  dayStatuses,
  isPausedOn,
  isScheduledWeekday,
  pausesForHabit,
  weekdayIndex,
  type HabitSchedule,
  type PauseRange,
  type ScheduleDay,
} from '../scores/schedule.ts';

export interface ReminderRow {
  id: number;
  habit_id: number;
  created_by: string;
  /** `HH:MM` or `HH:MM:SS` (Postgres `time`), wall clock in the owner's time zone. */
  time_of_day: string;
  /** Bit 0 Monday ... bit 6 Sunday; null: every day the habit is due. */
  weekdays: number | null;
  enabled: boolean;
}

export interface ReminderOwner {
  /** IANA name ("User_Master".time_zone); null reads the times as UTC. */
  timeZone: string | null;
  /** "Day starts at" (user_settings.day_start_hour), 0..5. */
  dayStartHour: number;
  /** The account's language (user_settings.language: 'de', 'pt-BR', ...); null or absent: English. */
  language?: string | null;
}

/** A reminder whose time is reached, and the habit-day it is about. */
export interface ReminderSlot {
  reminder: ReminderRow;
  /** The habit-day (after "Day starts at"): reminder_delivery.local_date. */
  localDate: IsoDate;
  timeZone: string;
  /** The owner's language, for the words the notification adds (null: English). */
  language: string | null;
}

export interface HabitState {
  archived: boolean;
  schedule: HabitSchedule;
  dailyTarget: number | null;
  /** The user's habit_pause rows (this habit's and those of every habit). */
  pauses: readonly PauseRange[];
  /**
   * Check-marks (daily_habit_scores rows with `skipped`) of the habit-day and, for a frequency
   * habit, of the freq_den - 1 days before it.
   */
  days: readonly ScheduleDay[];
}

export type NotDueReason =
  | 'disabled'
  | 'archived'
  | 'not_reminder_day'
  | 'not_due'
  | 'paused'
  | 'skipped'
  | 'answered'
  | 'on_track';

export type ReminderDecision = { due: true } | { due: false; reason: NotDueReason };

const MINUTE = 60_000;
/** Daylight-saving shifts in the tz database: 30 minutes (Lord Howe), 1 hour, 2 hours (rare). */
const SHIFTS_MINUTES = [30, 60, 120];

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether Intl knows `timeZone` (the database checks names against the same tz database). */
function isKnownTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

export interface WallClock {
  /** Local calendar date. */
  date: IsoDate;
  /** Minutes since local midnight, 0..1439. */
  minuteOfDay: number;
  /** The wall clock as a minute count (as if the zone were UTC): comparable across days. */
  wallMinute: number;
}

/** The wall clock in `timeZone` at the instant `at` (ms since the epoch), to the minute. */
export function wallClock(at: number, timeZone: string): WallClock {
  const parts: Record<string, string> = {};
  for (const p of formatterFor(timeZone).formatToParts(new Date(at))) parts[p.type] = p.value;
  const year = Number(parts.year);
  const month = Number(parts.month);
  const day = Number(parts.day);
  const minuteOfDay = Number(parts.hour) * 60 + Number(parts.minute);
  const date = `${parts.year.padStart(4, '0')}-${parts.month}-${parts.day}`;
  return {
    date,
    minuteOfDay,
    wallMinute: Date.UTC(year, month - 1, day) / MINUTE + minuteOfDay,
  };
}

/** `HH:MM[:SS]` -> minutes since midnight; throws on anything else. */
function minuteOfDayOf(timeOfDay: string): number {
  const match = /^(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/.exec(timeOfDay);
  const hours = match ? Number(match[1]) : NaN;
  const minutes = match ? Number(match[2]) : NaN;
  if (!match || hours > 23 || minutes > 59) {
    throw new RangeError(`time_of_day must be HH:MM, got ${JSON.stringify(timeOfDay)}`);
  }
  return hours * 60 + minutes;
}

/** The start of the minute holding `at`. */
export function minuteStart(at: number | Date): number {
  const ms = typeof at === 'number' ? at : at.getTime();
  return Math.floor(ms / MINUTE) * MINUTE;
}

function wallMinuteOf(date: IsoDate, minuteOfDay: number): number {
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y, m - 1, d) / MINUTE + minuteOfDay;
}

/**
 * The wall date on which a reminder at `minuteOfDay` fires at the minute starting at `at` in
 * `timeZone`, or null when it does not fire then (rules at the top).
 */
export function firingWallDate(at: number, timeZone: string, minuteOfDay: number): IsoDate | null {
  const start = minuteStart(at);
  const now = wallClock(start, timeZone);
  const before = wallClock(start - MINUTE, timeZone);
  let hit: IsoDate | null = null;
  if (before.wallMinute < now.wallMinute) {
    // Normally one minute apart; more across a gap (clocks going forward).
    for (const date of new Set([before.date, now.date])) {
      const target = wallMinuteOf(date, minuteOfDay);
      if (before.wallMinute < target && target <= now.wallMinute) hit = date;
    }
  } else if (now.minuteOfDay === minuteOfDay) {
    // Clocks went back this minute: the wall time starts over.
    hit = now.date;
  }
  if (hit === null) return null;
  // The second pass through a repeated hour: the same wall minute was already seen earlier.
  for (const shift of SHIFTS_MINUTES) {
    const earlier = wallClock(start - shift * MINUTE, timeZone);
    if (earlier.wallMinute === now.wallMinute) return null;
  }
  return hit;
}

/** Step 1: the reminders (enabled or not) whose time is reached at the minute holding `at`. */
export function remindersAtMinute(
  at: number | Date,
  reminders: readonly ReminderRow[],
  owners: ReadonlyMap<string, ReminderOwner>,
): ReminderSlot[] {
  const start = minuteStart(at);
  const slots: ReminderSlot[] = [];
  for (const reminder of reminders) {
    const owner = owners.get(reminder.created_by);
    const zone = owner?.timeZone && isKnownTimeZone(owner.timeZone) ? owner.timeZone : 'UTC';
    const minuteOfDay = minuteOfDayOf(reminder.time_of_day);
    const wallDate = firingWallDate(start, zone, minuteOfDay);
    if (wallDate === null) continue;
    const dayStartHour = owner?.dayStartHour ?? 0;
    const localDate = minuteOfDay < dayStartHour * 60 ? addDaysIso(wallDate, -1) : wallDate;
    slots.push({ reminder, localDate, timeZone: zone, language: owner?.language ?? null });
  }
  return slots;
}

/** Step 2: whether the slot's habit is due and still open on its habit-day. */
export function reminderDecision(slot: ReminderSlot, habit: HabitState): ReminderDecision {
  const { reminder, localDate } = slot;
  if (!reminder.enabled) return { due: false, reason: 'disabled' };
  if (habit.archived) return { due: false, reason: 'archived' };
  if (reminder.weekdays !== null && ((reminder.weekdays >> weekdayIndex(localDate)) & 1) === 0)
    return { due: false, reason: 'not_reminder_day' };
  if (!isScheduledWeekday(habit.schedule, localDate)) return { due: false, reason: 'not_due' };
  if (isPausedOn(pausesForHabit(habit.pauses, reminder.habit_id), localDate))
    return { due: false, reason: 'paused' };
  const mark = habit.days.find((d) => d.date === localDate);
  if (mark?.skipped) return { due: false, reason: 'skipped' };
  if (mark) return { due: false, reason: 'answered' };
  if (habit.schedule.freq_den > 1) {
    const [status] = dayStatuses(
      {
        days: habit.days,
        dailyTarget: habit.dailyTarget,
        schedule: habit.schedule,
        pauses: pausesForHabit(habit.pauses, reminder.habit_id),
      },
      localDate,
      localDate,
    );
    if (status.onTrack) return { due: false, reason: 'on_track' };
  }
  return { due: true };
}

/** The first day whose check-marks {@link reminderDecision} needs for a habit-day. */
export function historyStart(localDate: IsoDate, schedule: HabitSchedule): IsoDate {
  return addDaysIso(localDate, -(Math.max(1, schedule.freq_den) - 1));
}

export interface ReminderQuestion {
  id: number;
  question: string;
  /** 'choice' or 'number' (question_metadata.kind). */
  kind: string;
  options: readonly { id: number; label: string }[];
}

/** What the service worker receives (src/sw.ts shows it). */
export interface ReminderPayload {
  type: 'reminder';
  /** Whose habit (the worker queues an answer in this user's outbox). */
  userId: string;
  habitId: number;
  /** The habit-day. */
  date: IsoDate;
  title: string;
  body: string;
  /** One per habit: a newer reminder replaces the older one. */
  tag: string;
  /** Where a tap opens the app. */
  url: string;
  /** The account's language (BCP 47), the notification's `lang`; absent: English. */
  lang?: string;
  /** The one choice question whose options the notification offers as actions, if any. */
  question: { id: number; options: { id: number; label: string }[] } | null;
}

const MAX_LABEL = 40;
const MAX_ACTIONS = 4;

/**
 * The one sentence a notification adds to the user's own words (a habit without a question), in
 * the account's language. The sender runs as an Edge Function too, without the app's Lingui
 * catalogs, so its few words live here; src/lib/reminders/due-reminders.test.ts checks every
 * language the app offers (src/lib/i18n/locales.ts) has it.
 */
export const TIME_FOR_THIS_HABIT: Readonly<Record<string, string>> = {
  en: 'Time for this habit',
  de: 'Zeit für diese Gewohnheit',
  es: 'Es hora de este hábito',
  fr: "C'est l'heure de cette habitude",
  'pt-BR': 'Hora deste hábito',
  ar: 'حان وقت هذه العادة',
};

function timeForThisHabit(language: string | null | undefined): string {
  return (language && TIME_FOR_THIS_HABIT[language]) || TIME_FOR_THIS_HABIT.en;
}

/**
 * The notification's text: the habit's first question and, on the next line, its if-then plan
 * when it has one (docs/domain.md "If-then plan"), so the reminder names the moment planned.
 */
function reminderBody(
  questions: readonly Pick<ReminderQuestion, 'question'>[],
  plan?: string | null,
  language?: string | null,
): string {
  const question = questions[0]?.question ?? timeForThisHabit(language);
  const planned = plan?.trim();
  return planned ? `${question}\n${planned}` : question;
}

/**
 * The notification for a due reminder: the habit's name, its first question (and plan), its
 * answers.
 */
export function reminderPayload(
  habit: { id: number; name: string; created_by: string; plan?: string | null },
  localDate: IsoDate,
  questions: readonly ReminderQuestion[],
  language: string | null = null,
): ReminderPayload {
  const first = questions[0];
  const only = questions.length === 1 && first.kind === 'choice' ? first : null;
  return {
    type: 'reminder',
    userId: habit.created_by,
    habitId: habit.id,
    date: localDate,
    title: habit.name,
    body: reminderBody(questions, habit.plan, language),
    tag: `habit-${habit.id}`,
    url: `/habit/${habit.id}?date=${localDate}`,
    ...(language ? { lang: language } : {}),
    question:
      only && only.options.length > 0
        ? {
            id: only.id,
            options: only.options
              .slice(0, MAX_ACTIONS)
              .map((o) => ({ id: o.id, label: o.label.slice(0, MAX_LABEL) })),
          }
        : null,
  };
}
