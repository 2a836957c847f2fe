/**
 * The reminder sender (docs/reminders.md): for one minute, the reminders that are due
 * (./due-reminders.ts decides, pure), each claimed once per habit-day in
 * reminder_delivery, then pushed to each of the owner's push subscriptions (./deliver.ts: in
 * turn between users, a bounded number at once, within a deadline; ./endpoints.ts: where it may
 * send, encrypted (RFC 8291 aes128gcm) and signed (VAPID, RFC 8292) by web-push). Both clocks
 * run it through ./catch-up.ts, which also runs the minutes a call missed or failed: the local
 * backend's every minute (backend/reminders/scheduler.ts), and on hosted Supabase the Edge
 * Function supabase/functions/send-reminders, called each minute by pg_cron. It talks to Postgres
 * through a bare `query` (the local backend's database, postgres.js in the Edge Function) as a
 * role that bypasses row-level security.
 *
 * - One reminder row the run cannot handle (a time it cannot read, say) is logged and skipped;
 *   it never stops the others.
 * - A claimed delivery holds a lease of {@link LEASE_MINUTES} minutes (its next_attempt_at):
 *   one still 'sending' after it, left by a run that died, is taken again as a retry, as is a
 *   retry a run took and never finished.
 * - Failed pushes are tried again after 1, 2, 4, 8 minutes (not once the day is answered or
 *   skipped: 'answered'); after the last attempt the delivery is 'failed'.
 */
import webpush from 'web-push';
import type { IsoDate } from '../scores/dates.ts';
import { scheduleOf, type PauseRange, type ScheduleDay } from '../scores/schedule.ts';
import {
  historyStart,
  minuteStart,
  reminderDecision,
  reminderPayload,
  remindersAtMinute,
  type HabitState,
  type ReminderOwner,
  type ReminderQuestion,
  type ReminderRow,
  type ReminderSlot,
} from './due-reminders.ts';
import { deliverAll, type DeliveryJob } from './deliver.ts';
import type { RunReport, SenderOptions, SqlRunner, SubscriptionRow } from './types.ts';

export type { RunReport, SenderOptions, SqlRunner, VapidKeys } from './types.ts';
export { endpointRefusal } from './endpoints.ts';

const MINUTE = 60_000;
/** Minutes a run may hold a delivery it claimed or a retry it took (far above its deadline). */
const LEASE_MINUTES = 5;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The minute's slots; a row whose time cannot be read is logged and skipped. */
async function loadSlots(
  db: SqlRunner,
  minute: number,
  opts: SenderOptions,
  report: RunReport,
): Promise<ReminderSlot[]> {
  const { rows } = await db.query<
    ReminderRow & { time_zone: string | null; day_start_hour: number; language: string | null }
  >(
    `select r.id::int as id, r.habit_id::int as habit_id, r.created_by, r.time_of_day::text as time_of_day,
            r.weekdays::int as weekdays, r.enabled, um.time_zone,
            coalesce(us.day_start_hour, 0)::int as day_start_hour, us.language
       from public.habit_reminder r
       left join public."User_Master" um on um.user_id = r.created_by
       left join public.user_settings us on us.user_id = r.created_by
      where r.enabled
        and exists (select 1 from public.push_subscription s where s.created_by = r.created_by)`,
  );
  const owners = new Map<string, ReminderOwner>();
  for (const row of rows) {
    owners.set(row.created_by, {
      timeZone: row.time_zone,
      dayStartHour: row.day_start_hour,
      language: row.language,
    });
  }
  const slots: ReminderSlot[] = [];
  for (const row of rows) {
    try {
      slots.push(...remindersAtMinute(minute, [row], owners));
    } catch (error) {
      report.errors += 1;
      opts.log?.(`reminders: reminder ${row.id} skipped: ${errorText(error)}`);
    }
  }
  return slots;
}

interface HabitRow {
  id: number;
  name: string;
  created_by: string;
  /** The if-then plan, shown in the notification's text (null: none). */
  plan: string | null;
  archived: boolean;
  freq_num: number;
  freq_den: number;
  weekdays: number | null;
  daily_target: number | null;
}

async function loadHabits(db: SqlRunner, slots: ReminderSlot[]) {
  const habitIds = [...new Set(slots.map((s) => s.reminder.habit_id))];
  const users = [...new Set(slots.map((s) => s.reminder.created_by))];
  const habits = new Map<number, HabitRow>();
  for (const h of (
    await db.query<HabitRow>(
      `select id::int as id, name, created_by, plan, archived, freq_num, freq_den, weekdays::int as weekdays, daily_target
         from public.habit_metadata where id = any($1::bigint[])`,
      [habitIds],
    )
  ).rows)
    habits.set(h.id, h);

  const pauses = new Map<string, PauseRange[]>();
  for (const p of (
    await db.query<PauseRange & { created_by: string }>(
      `select habit_id::int as habit_id, start_date::text as start_date, end_date::text as end_date,
              created_by
         from public.habit_pause where created_by = any($1::uuid[])`,
      [users],
    )
  ).rows)
    pauses.set(p.created_by, [...(pauses.get(p.created_by) ?? []), p]);

  // Each habit's check-marks from its earliest history start through its latest habit-day.
  const ranges = new Map<number, { from: IsoDate; to: IsoDate }>();
  for (const s of slots) {
    const h = habits.get(s.reminder.habit_id);
    if (!h) continue;
    const from = historyStart(s.localDate, scheduleOf(h));
    const r = ranges.get(h.id);
    ranges.set(h.id, {
      from: r && r.from < from ? r.from : from,
      to: r && r.to > s.localDate ? r.to : s.localDate,
    });
  }
  const days = new Map<number, ScheduleDay[]>();
  if (ranges.size) {
    const ids = [...ranges.keys()];
    const { rows } = await db.query<ScheduleDay & { habit_id: number }>(
      `select d.habit_id::int as habit_id, d.date::text as date, d.total_score, d.skipped
         from public.daily_habit_scores d
         join unnest($1::bigint[], $2::date[], $3::date[]) as r(habit_id, from_date, to_date)
           on r.habit_id = d.habit_id and d.date between r.from_date and r.to_date`,
      [ids, ids.map((id) => ranges.get(id)!.from), ids.map((id) => ranges.get(id)!.to)],
    );
    for (const d of rows) days.set(d.habit_id, [...(days.get(d.habit_id) ?? []), d]);
  }

  const questions = new Map<number, ReminderQuestion[]>();
  const { rows: qrows } = await db.query<{
    habit_id: number;
    id: number;
    question: string;
    kind: string;
    options: { id: number; label: string }[] | null;
  }>(
    `select q.habit_id::int as habit_id, q.id::int as id, q.question, q.kind,
            (select jsonb_agg(jsonb_build_object('id', o.id, 'label', o.label) order by o.score_value desc, o.id)
               from public.option_metadata o where o.question_id = q.id) as options
       from public.question_metadata q
      where q.habit_id = any($1::bigint[])
      order by q.habit_id, q.position, q.id`,
    [habitIds],
  );
  for (const q of qrows) {
    questions.set(q.habit_id, [
      ...(questions.get(q.habit_id) ?? []),
      { id: q.id, question: q.question, kind: q.kind, options: q.options ?? [] },
    ]);
  }
  return { habits, pauses, days, questions };
}

async function subscriptionsOf(db: SqlRunner, userId: string, ids?: number[]) {
  const { rows } = await db.query<SubscriptionRow>(
    `select id::int as id, created_by, endpoint, p256dh, auth from public.push_subscription
      where created_by = $1 and ($2::bigint[] is null or id = any($2::bigint[]))
      order by id`,
    [userId, ids ?? null],
  );
  return rows;
}

function emptyReport(minute: number): RunReport {
  return {
    minute: new Date(minute).toISOString(),
    reached: 0,
    notDue: [],
    claimed: 0,
    sent: 0,
    removed: 0,
    failed: 0,
    retried: 0,
    errors: 0,
  };
}

/** The due reminders of the slots, each claimed (its lease from `now`): the first sends. */
async function firstSends(
  db: SqlRunner,
  slots: ReminderSlot[],
  now: number,
  opts: SenderOptions,
  report: RunReport,
): Promise<DeliveryJob[]> {
  const { habits, pauses, days, questions } = await loadHabits(db, slots);
  const jobs: DeliveryJob[] = [];
  for (const slot of slots) {
    try {
      const h = habits.get(slot.reminder.habit_id);
      if (!h) continue;
      const state: HabitState = {
        archived: h.archived,
        schedule: scheduleOf(h),
        dailyTarget: h.daily_target,
        pauses: pauses.get(slot.reminder.created_by) ?? [],
        days: days.get(h.id) ?? [],
      };
      const decision = reminderDecision(slot, state);
      if (!decision.due) {
        report.notDue.push({ reminderId: slot.reminder.id, reason: decision.reason });
        continue;
      }
      // The claim: whoever inserts the row sends; a second run (or sender) finds it taken. It
      // names the subscriptions to send to, for a run that takes it over after this one died.
      const claim = await db.query<{ id: number; pending: number[] }>(
        `insert into public.reminder_delivery
           (reminder_id, created_by, local_date, status, attempts, pending_subscription_ids, next_attempt_at)
         select $1, $2, $3, 'sending', 1, coalesce(array_agg(s.id order by s.id), '{}'), $4::timestamptz
           from public.push_subscription s where s.created_by = $2
         on conflict (reminder_id, local_date) do nothing
         returning id::int as id, pending_subscription_ids::int[] as pending`,
        [
          slot.reminder.id,
          slot.reminder.created_by,
          slot.localDate,
          new Date(now + LEASE_MINUTES * MINUTE),
        ],
      );
      if (!claim.rows.length) continue;
      report.claimed += 1;
      jobs.push({
        deliveryId: claim.rows[0].id,
        attempts: 1,
        userId: slot.reminder.created_by,
        payload: JSON.stringify(
          reminderPayload(h, slot.localDate, questions.get(h.id) ?? [], slot.language),
        ),
        topic: `habit-${h.id}`,
        subscriptions: await subscriptionsOf(db, slot.reminder.created_by, claim.rows[0].pending),
      });
    } catch (error) {
      report.errors += 1;
      opts.log?.(`reminders: reminder ${slot.reminder.id} skipped: ${errorText(error)}`);
    }
  }
  return jobs;
}

/**
 * Deliveries due for another attempt at $1: retries whose time has come, and claims or retries
 * whose lease ran out (a run that died; rows from before the lease existed: 5 minutes).
 */
const DUE_AGAIN = `d.status in ('sending', 'retrying')
  and (d.next_attempt_at <= $1::timestamptz
       or (d.status = 'sending' and d.next_attempt_at is null
           and d.created_at <= $1::timestamptz - interval '5 minutes'))`;

/** The retries of the minute, each taken by moving its lease (one sender wins). */
async function retries(db: SqlRunner, minute: number, report: RunReport): Promise<DeliveryJob[]> {
  // A retry is pointless once the day was answered or skipped meanwhile.
  await db.query(
    `update public.reminder_delivery d
        set status = 'answered', next_attempt_at = null, pending_subscription_ids = '{}'
       from public.habit_reminder r
      where r.id = d.reminder_id and ${DUE_AGAIN}
        and exists (select 1 from public.checkmarks_tracker c
                     where c.habit_id = r.habit_id and c.date = d.local_date)`,
    [new Date(minute)],
  );
  const { rows } = await db.query<{
    id: number;
    attempts: number;
    created_by: string;
    pending: number[];
    habit_id: number;
    name: string;
    plan: string | null;
    local_date: string;
    language: string | null;
  }>(
    `update public.reminder_delivery d
        set status = 'retrying', next_attempt_at = $2::timestamptz, attempts = d.attempts + 1
       from public.habit_reminder r join public.habit_metadata h on h.id = r.habit_id
      where r.id = d.reminder_id and ${DUE_AGAIN}
      returning d.id::int as id, d.attempts, d.created_by, d.pending_subscription_ids::int[] as pending,
                h.id::int as habit_id, h.name, h.plan, d.local_date::text as local_date,
                (select us.language from public.user_settings us where us.user_id = d.created_by) as language`,
    [new Date(minute), new Date(minute + LEASE_MINUTES * MINUTE)],
  );
  if (!rows.length) return [];
  const { questions } = await loadHabits(
    db,
    rows.map((r) => ({
      reminder: {
        id: 0,
        habit_id: r.habit_id,
        created_by: r.created_by,
        time_of_day: '00:00',
        weekdays: null,
        enabled: true,
      },
      localDate: r.local_date,
      timeZone: 'UTC',
      language: r.language,
    })),
  );
  const jobs: DeliveryJob[] = [];
  for (const r of rows) {
    report.retried += 1;
    const habit = { id: r.habit_id, name: r.name, created_by: r.created_by, plan: r.plan };
    jobs.push({
      deliveryId: r.id,
      attempts: r.attempts,
      userId: r.created_by,
      payload: JSON.stringify(
        reminderPayload(habit, r.local_date, questions.get(r.habit_id) ?? [], r.language),
      ),
      topic: `habit-${r.habit_id}`,
      // A claim from before the lease existed names no subscription: all of the user's.
      subscriptions: await subscriptionsOf(
        db,
        r.created_by,
        r.pending.length ? r.pending : undefined,
      ),
    });
  }
  return jobs;
}

/**
 * Runs the reminders of the minute holding `at`: first sends and the retries that are due, all
 * pushed together. Running it twice for the same minute sends nothing the second time.
 * `late.now`: the minute is run after it passed, by the call for that later minute
 * (./catch-up.ts): leases and backoff count from the later minute, and the retries are left to
 * its own run (a retry is not tried once per missed minute).
 */
export async function runRemindersForMinute(
  db: SqlRunner,
  at: Date | number,
  opts: SenderOptions,
  late?: { now: Date | number },
): Promise<RunReport> {
  const minute = minuteStart(at);
  const now = late ? Math.max(minute, minuteStart(late.now)) : minute;
  const report = emptyReport(minute);
  const slots = await loadSlots(db, minute, opts, report);
  report.reached = slots.length;
  const jobs = slots.length ? await firstSends(db, slots, now, opts, report) : [];
  if (now === minute) jobs.push(...(await retries(db, minute, report)));
  await deliverAll(db, jobs, now, opts, report);
  return report;
}

/** A fresh VAPID key pair (base64url). */
export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  return webpush.generateVAPIDKeys();
}
