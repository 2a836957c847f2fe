/**
 * The pure scheduler with fixed clocks: wall-clock times in several time zones, daylight-saving
 * changes (a skipped and a repeated hour, Lord Howe's 30 minutes, São Paulo's midnight gap),
 * "Day starts at", the reminder's and the habit's weekdays, frequency schedules, skips, pauses,
 * archived habits and days already answered.
 */
import { describe, expect, it } from 'vitest';
import { EVERY_DAY, type HabitSchedule } from '@shared/scores/schedule';
import {
  firingWallDate,
  historyStart,
  reminderDecision,
  reminderPayload,
  remindersAtMinute,
  wallClock,
  type HabitState,
  type ReminderOwner,
  type ReminderRow,
  type ReminderSlot,
  TIME_FOR_THIS_HABIT,
} from '@shared/reminders/due-reminders';
import { LOCALES } from '../i18n/locales';

const at = (iso: string) => Date.parse(iso);

function reminder(id: number, time: string, user = 'u1', weekdays: number | null = null) {
  return {
    id,
    habit_id: 100 + id,
    created_by: user,
    time_of_day: time,
    weekdays,
    enabled: true,
  } satisfies ReminderRow;
}

const owners = (entries: Record<string, ReminderOwner>) => new Map(Object.entries(entries));

describe('remindersAtMinute: wall-clock times in each owner’s time zone', () => {
  const reminders = [
    reminder(1, '08:00:00', 'berlin'),
    reminder(2, '02:00:00', 'new-york'),
    reminder(3, '16:00', 'tokyo'),
    reminder(4, '07:00:00', 'berlin'),
    reminder(5, '07:00:00', 'nobody'), // no profile row: UTC
  ];
  const zones = owners({
    berlin: { timeZone: 'Europe/Berlin', dayStartHour: 0 },
    'new-york': { timeZone: 'America/New_York', dayStartHour: 0 },
    tokyo: { timeZone: 'Asia/Tokyo', dayStartHour: 0 },
  });

  it('in winter 07:00 UTC is 08:00 in Berlin, 02:00 in New York, 16:00 in Tokyo', () => {
    const slots = remindersAtMinute(at('2026-01-15T07:00:00Z'), reminders, zones);
    expect(slots.map((s) => [s.reminder.id, s.localDate, s.timeZone])).toEqual([
      [1, '2026-01-15', 'Europe/Berlin'],
      [2, '2026-01-15', 'America/New_York'],
      [3, '2026-01-15', 'Asia/Tokyo'],
      [5, '2026-01-15', 'UTC'],
    ]);
    // Any second of that minute is the same minute; the next minute fires nothing of these.
    expect(remindersAtMinute(at('2026-01-15T07:00:59.999Z'), reminders, zones)).toHaveLength(4);
    expect(remindersAtMinute(at('2026-01-15T07:01:00Z'), reminders, zones)).toEqual([]);
    expect(remindersAtMinute(at('2026-01-15T06:59:00Z'), reminders, zones)).toEqual([]);
  });

  it('in summer Berlin is UTC+2: 08:00 there is 06:00 UTC', () => {
    const slots = remindersAtMinute(at('2026-07-15T06:00:00Z'), reminders, zones);
    expect(slots.map((s) => s.reminder.id)).toEqual([1, 2]); // New York is UTC-4: 02:00
    expect(
      remindersAtMinute(at('2026-07-15T07:00:00Z'), reminders, zones).map((s) => s.reminder.id),
    ).toEqual([3, 5]); // Tokyo keeps no DST
  });

  it('the habit-day is the owner’s local date, not UTC’s', () => {
    const tokyoMorning = reminder(6, '08:00', 'tokyo');
    // 23:00 UTC on the 15th is 08:00 on the 16th in Tokyo.
    const [slot] = remindersAtMinute(at('2026-01-15T23:00:00Z'), [tokyoMorning], zones);
    expect(slot.localDate).toBe('2026-01-16');
  });

  it('"Day starts at": a time before it belongs to the day before', () => {
    const late = reminder(7, '01:30', 'night-owl');
    const early = reminder(8, '03:00', 'night-owl');
    const nightOwl = owners({ 'night-owl': { timeZone: 'Europe/Berlin', dayStartHour: 3 } });
    // 01:30 in Berlin on Friday 16 January is still Thursday's habit-day.
    const [lateSlot] = remindersAtMinute(at('2026-01-16T00:30:00Z'), [late, early], nightOwl);
    expect(lateSlot).toMatchObject({ reminder: { id: 7 }, localDate: '2026-01-15' });
    const [earlySlot] = remindersAtMinute(at('2026-01-16T02:00:00Z'), [late, early], nightOwl);
    expect(earlySlot).toMatchObject({ reminder: { id: 8 }, localDate: '2026-01-16' });
  });

  it('an unknown time zone falls back to UTC rather than throwing', () => {
    const slots = remindersAtMinute(
      at('2026-01-15T07:00:00Z'),
      [reminder(9, '07:00', 'x')],
      owners({ x: { timeZone: 'Mars/Olympus_Mons', dayStartHour: 0 } }),
    );
    expect(slots).toMatchObject([{ localDate: '2026-01-15', timeZone: 'UTC' }]);
  });
});

/**
 * Every minute over two days around a daylight-saving change: each reminder time fires exactly
 * once on the day of the change, at the expected UTC instant.
 */
function firingsAround(zone: string, day: string, times: string[]) {
  const fired = new Map<string, string[]>();
  const from = at(`${day}T00:00:00Z`) - 18 * 3_600_000;
  const to = at(`${day}T00:00:00Z`) + 42 * 3_600_000;
  const rows = times.map((t, i) => reminder(i, t, 'u'));
  const zones = owners({ u: { timeZone: zone, dayStartHour: 0 } });
  for (let minute = from; minute < to; minute += 60_000) {
    for (const slot of remindersAtMinute(minute, rows, zones)) {
      if (slot.localDate !== day) continue;
      const key = times[slot.reminder.id];
      fired.set(key, [...(fired.get(key) ?? []), new Date(minute).toISOString()]);
    }
  }
  return fired;
}

describe('daylight-saving changes', () => {
  it('Berlin, clocks forward 02:00 -> 03:00: 02:30 fires at 03:00; every time once', () => {
    const times = ['00:00', '01:59', '02:00', '02:30', '02:59', '03:00', '03:01', '12:00', '23:59'];
    const fired = firingsAround('Europe/Berlin', '2026-03-29', times);
    expect(Object.fromEntries(fired)).toEqual({
      '00:00': ['2026-03-28T23:00:00.000Z'],
      '01:59': ['2026-03-29T00:59:00.000Z'],
      '02:00': ['2026-03-29T01:00:00.000Z'],
      '02:30': ['2026-03-29T01:00:00.000Z'],
      '02:59': ['2026-03-29T01:00:00.000Z'],
      '03:00': ['2026-03-29T01:00:00.000Z'],
      '03:01': ['2026-03-29T01:01:00.000Z'],
      '12:00': ['2026-03-29T10:00:00.000Z'],
      '23:59': ['2026-03-29T21:59:00.000Z'],
    });
  });

  it('Berlin, clocks back 03:00 -> 02:00: 02:30 fires the first time only', () => {
    const times = ['01:59', '02:00', '02:30', '02:59', '03:00', '12:00'];
    const fired = firingsAround('Europe/Berlin', '2026-10-25', times);
    expect(Object.fromEntries(fired)).toEqual({
      '01:59': ['2026-10-24T23:59:00.000Z'],
      '02:00': ['2026-10-25T00:00:00.000Z'],
      '02:30': ['2026-10-25T00:30:00.000Z'],
      '02:59': ['2026-10-25T00:59:00.000Z'],
      '03:00': ['2026-10-25T02:00:00.000Z'],
      '12:00': ['2026-10-25T11:00:00.000Z'],
    });
  });

  it('New York, clocks forward: 08:00 moves from 13:00 UTC to 12:00 UTC', () => {
    const before = firingsAround('America/New_York', '2026-03-07', ['08:00']);
    const after = firingsAround('America/New_York', '2026-03-08', ['02:15', '08:00']);
    expect(before.get('08:00')).toEqual(['2026-03-07T13:00:00.000Z']);
    expect(after.get('08:00')).toEqual(['2026-03-08T12:00:00.000Z']);
    expect(after.get('02:15')).toEqual(['2026-03-08T07:00:00.000Z']); // 03:00 EDT
  });

  it('Lord Howe shifts by 30 minutes: back 02:00 -> 01:30, forward 02:00 -> 02:30', () => {
    const back = firingsAround('Australia/Lord_Howe', '2026-04-05', ['01:29', '01:45', '02:00']);
    expect(Object.fromEntries(back)).toEqual({
      '01:29': ['2026-04-04T14:29:00.000Z'],
      '01:45': ['2026-04-04T14:45:00.000Z'], // the first 01:45 (UTC+11), not the second
      '02:00': ['2026-04-04T15:30:00.000Z'],
    });
    const forward = firingsAround('Australia/Lord_Howe', '2026-10-04', ['02:00', '02:15', '02:30']);
    expect(Object.fromEntries(forward)).toEqual({
      '02:00': ['2026-10-03T15:30:00.000Z'],
      '02:15': ['2026-10-03T15:30:00.000Z'],
      '02:30': ['2026-10-03T15:30:00.000Z'],
    });
  });

  it('São Paulo 2018: midnight did not exist; 00:00 and 00:30 fire at 01:00', () => {
    const fired = firingsAround('America/Sao_Paulo', '2018-11-04', [
      '00:00',
      '00:30',
      '01:00',
      '23:59',
    ]);
    expect(Object.fromEntries(fired)).toEqual({
      '00:00': ['2018-11-04T03:00:00.000Z'],
      '00:30': ['2018-11-04T03:00:00.000Z'],
      '01:00': ['2018-11-04T03:00:00.000Z'],
      '23:59': ['2018-11-05T01:59:00.000Z'],
    });
  });

  it('wallClock and firingWallDate agree with the zone’s offset', () => {
    expect(wallClock(at('2026-03-29T01:00:00Z'), 'Europe/Berlin')).toMatchObject({
      date: '2026-03-29',
      minuteOfDay: 180,
    });
    expect(firingWallDate(at('2026-03-29T00:59:00Z'), 'Europe/Berlin', 150)).toBeNull();
    expect(firingWallDate(at('2026-03-29T01:00:00Z'), 'Europe/Berlin', 150)).toBe('2026-03-29');
  });
});

describe('reminderDecision: due and still open on the habit-day', () => {
  // 2026-01-15 is a Thursday (bit 3).
  const slot = (r: Partial<ReminderRow> = {}, localDate = '2026-01-15'): ReminderSlot => ({
    reminder: { ...reminder(1, '20:00'), ...r },
    localDate,
    timeZone: 'Europe/Berlin',
    language: null,
  });
  const habit = (h: Partial<HabitState> = {}): HabitState => ({
    archived: false,
    schedule: EVERY_DAY,
    dailyTarget: null,
    pauses: [],
    days: [],
    ...h,
  });
  const THURSDAY = 1 << 3;
  const FRIDAY = 1 << 4;

  it('an open day of a daily habit is due', () => {
    expect(reminderDecision(slot(), habit())).toEqual({ due: true });
  });

  it('a reminder turned off, or an archived habit, is not', () => {
    expect(reminderDecision(slot({ enabled: false }), habit())).toEqual({
      due: false,
      reason: 'disabled',
    });
    expect(reminderDecision(slot(), habit({ archived: true }))).toEqual({
      due: false,
      reason: 'archived',
    });
  });

  it('the reminder’s own weekdays, of the habit-day', () => {
    expect(reminderDecision(slot({ weekdays: THURSDAY }), habit())).toEqual({ due: true });
    expect(reminderDecision(slot({ weekdays: FRIDAY }), habit())).toEqual({
      due: false,
      reason: 'not_reminder_day',
    });
  });

  it('a weekday habit off its day is not due', () => {
    const weekdays: HabitSchedule = { freq_num: 1, freq_den: 1, weekdays: FRIDAY };
    expect(reminderDecision(slot(), habit({ schedule: weekdays }))).toEqual({
      due: false,
      reason: 'not_due',
    });
    expect(reminderDecision(slot({}, '2026-01-16'), habit({ schedule: weekdays }))).toEqual({
      due: true,
    });
  });

  it('a paused day (this habit’s pause or every habit’s) is not due; other habits’ are ignored', () => {
    const own = { habit_id: 101, start_date: '2026-01-10', end_date: '2026-01-20' };
    const every = { habit_id: null, start_date: '2026-01-15', end_date: null };
    const other = { habit_id: 999, start_date: '2026-01-01', end_date: null };
    expect(reminderDecision(slot(), habit({ pauses: [own] }))).toEqual({
      due: false,
      reason: 'paused',
    });
    expect(reminderDecision(slot(), habit({ pauses: [every] }))).toEqual({
      due: false,
      reason: 'paused',
    });
    expect(reminderDecision(slot(), habit({ pauses: [other] }))).toEqual({ due: true });
    const ended = { habit_id: 101, start_date: '2026-01-01', end_date: '2026-01-14' };
    expect(reminderDecision(slot(), habit({ pauses: [ended] }))).toEqual({ due: true });
  });

  it('a skipped or answered day is not due; an answer on another day does not count', () => {
    expect(
      reminderDecision(
        slot(),
        habit({ days: [{ date: '2026-01-15', total_score: 0, skipped: true }] }),
      ),
    ).toEqual({ due: false, reason: 'skipped' });
    expect(
      reminderDecision(slot(), habit({ days: [{ date: '2026-01-15', total_score: 3 }] })),
    ).toEqual({ due: false, reason: 'answered' });
    expect(
      reminderDecision(slot(), habit({ days: [{ date: '2026-01-14', total_score: 3 }] })),
    ).toEqual({ due: true });
  });

  it('a frequency habit already on track is not due; short of it, it is', () => {
    const threeAWeek: HabitSchedule = { freq_num: 3, freq_den: 7, weekdays: null };
    const met = (date: string) => ({ date, total_score: 5 });
    const twoDone = habit({ schedule: threeAWeek, days: [met('2026-01-10'), met('2026-01-12')] });
    expect(reminderDecision(slot(), twoDone)).toEqual({ due: true });
    const threeDone = habit({
      schedule: threeAWeek,
      days: [met('2026-01-10'), met('2026-01-12'), met('2026-01-14')],
    });
    expect(reminderDecision(slot(), threeDone)).toEqual({ due: false, reason: 'on_track' });
    // Older than the 7-day window: no longer counts.
    const old = habit({
      schedule: threeAWeek,
      days: [met('2026-01-08'), met('2026-01-12'), met('2026-01-14')],
    });
    expect(reminderDecision(slot(), old)).toEqual({ due: true });
    // Under the daily target: not a met day.
    const weak = habit({
      schedule: threeAWeek,
      dailyTarget: 10,
      days: [met('2026-01-10'), met('2026-01-12'), met('2026-01-14')],
    });
    expect(reminderDecision(slot(), weak)).toEqual({ due: true });
    expect(historyStart('2026-01-15', threeAWeek)).toBe('2026-01-09');
    expect(historyStart('2026-01-15', EVERY_DAY)).toBe('2026-01-15');
  });
});

describe('reminderPayload', () => {
  it('names the habit and its first question; one choice question offers its answers', () => {
    const payload = reminderPayload({ id: 7, name: 'Read', created_by: 'u1' }, '2026-01-15', [
      {
        id: 70,
        question: 'Did you read?',
        kind: 'choice',
        options: [
          { id: 701, label: 'Yes' },
          { id: 702, label: 'No' },
        ],
      },
    ]);
    expect(payload).toEqual({
      type: 'reminder',
      userId: 'u1',
      habitId: 7,
      date: '2026-01-15',
      title: 'Read',
      body: 'Did you read?',
      tag: 'habit-7',
      url: '/habit/7?date=2026-01-15',
      question: {
        id: 70,
        options: [
          { id: 701, label: 'Yes' },
          { id: 702, label: 'No' },
        ],
      },
    });
  });

  it('adds the habit’s if-then plan on the line under the question (a blank plan is none)', () => {
    const plan = 'After I pour my morning coffee, I will read one page';
    const question = { id: 70, question: 'Did you read?', kind: 'number', options: [] };
    const habit = { id: 7, name: 'Read', created_by: 'u1' };
    expect(reminderPayload({ ...habit, plan }, '2026-01-15', [question]).body).toBe(
      `Did you read?\n${plan}`,
    );
    expect(reminderPayload({ ...habit, plan: '  ' }, '2026-01-15', [question]).body).toBe(
      'Did you read?',
    );
    expect(reminderPayload({ ...habit, plan: null }, '2026-01-15', []).body).toBe(
      'Time for this habit',
    );
    expect(reminderPayload({ ...habit, plan }, '2026-01-15', []).body).toBe(
      `Time for this habit\n${plan}`,
    );
  });

  it('offers no answers for two questions or a number question', () => {
    const choice = { id: 1, question: 'A?', kind: 'choice', options: [{ id: 1, label: 'x' }] };
    const number = { id: 2, question: 'How many?', kind: 'number', options: [] };
    expect(
      reminderPayload({ id: 1, name: 'H', created_by: 'u1' }, '2026-01-15', [choice, choice])
        .question,
    ).toBeNull();
    expect(
      reminderPayload({ id: 1, name: 'H', created_by: 'u1' }, '2026-01-15', [number]),
    ).toMatchObject({
      body: 'How many?',
      question: null,
    });
  });
});

describe('reminder words in the account’s language', () => {
  const habit = { id: 7, name: 'Lesen', created_by: 'u1' };

  it('a habit without a question says "time for this habit" in the owner’s language', () => {
    expect(reminderPayload(habit, '2026-01-15', [], 'de')).toMatchObject({
      body: 'Zeit für diese Gewohnheit',
      lang: 'de',
    });
    expect(reminderPayload(habit, '2026-01-15', [], 'ar').body).toBe('حان وقت هذه العادة');
    // No language chosen, or one the sender does not know: English, and no `lang`.
    expect(reminderPayload(habit, '2026-01-15', [], null)).not.toHaveProperty('lang');
    expect(reminderPayload(habit, '2026-01-15', [], 'xx').body).toBe('Time for this habit');
  });

  it('has the sentence in every language the app offers', () => {
    expect(Object.keys(TIME_FOR_THIS_HABIT).sort()).toEqual([...LOCALES].sort());
  });

  it('carries the owner’s language from user_settings to the slot', () => {
    const owners = new Map([['u1', { timeZone: 'UTC', dayStartHour: 0, language: 'fr' }]]);
    const [slot] = remindersAtMinute(at('2026-01-15T20:00:00Z'), [reminder(1, '20:00')], owners);
    expect(slot.language).toBe('fr');
  });
});
