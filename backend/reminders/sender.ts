/**
 * The reminder sender (docs/reminders.md): for one minute, the reminders that are due
 * (src/lib/reminders/due-reminders.ts decides, pure), each claimed once per habit-day in
 * reminder_delivery, encrypted (RFC 8291 aes128gcm) and signed (VAPID, RFC 8292) by web-push and
 * POSTed to each of the owner's push subscriptions. The local backend runs it every minute
 * (backend/reminders/scheduler.ts); the Edge Function supabase/functions/send-reminders runs the
 * same code on hosted Supabase. It talks to Postgres through a bare `query` (PGlite here, a
 * Postgres client there) as a role that bypasses row-level security.
 *
 * - A subscription answered 404 or 410 is gone: its row is deleted.
 * - Any other failure (network, 429, 5xx, another 4xx) is recorded on the subscription
 *   (failure_count, last_failure) and on the delivery ('retrying', pending subscription ids,
 *   last_error), and tried again after 1, 2, 4, 8 minutes (not once the day is answered or
 *   skipped: 'answered'); after the last attempt the delivery is 'failed'.
 * - Endpoints: only https to a known push service ({@link PUSH_SERVICE_HOSTS}), or http on
 *   loopback when the caller allows it (the local backend and its tests). A stored endpoint can
 *   therefore never make the server call an arbitrary host; redirects are not followed.
 */
import webpush from 'web-push';
import type { IsoDate } from '../../src/lib/scores/dates';
import { scheduleOf, type PauseRange, type ScheduleDay } from '../../src/lib/scores/schedule';
import {
  historyStart,
  minuteStart,
  reminderDecision,
  reminderPayload,
  remindersAtMinute,
  type HabitState,
  type NotDueReason,
  type ReminderOwner,
  type ReminderQuestion,
  type ReminderRow,
  type ReminderSlot,
} from '../../src/lib/reminders/due-reminders';

export interface SqlRunner {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

export interface VapidKeys {
  /** base64url, uncompressed P-256 point (what the browser's applicationServerKey takes). */
  publicKey: string;
  privateKey: string;
  /** mailto: or https: contact for push services. */
  subject: string;
}

export interface SenderOptions {
  vapid: VapidKeys;
  /** Allow http://127.0.0.1, http://localhost and http://[::1] endpoints (local backend only). */
  allowLoopback?: boolean;
  /** Extra https hosts (exact names) to accept besides {@link PUSH_SERVICE_HOSTS}. */
  extraPushHosts?: readonly string[];
  /** Default: global fetch. */
  fetch?: typeof fetch;
  /** Seconds a push service keeps an undelivered reminder (default 4 hours). */
  ttlSeconds?: number;
  /** Attempts per delivery before it is 'failed' (default 5). */
  maxAttempts?: number;
  /** Per request (default 10 s). */
  timeoutMs?: number;
  log?: (message: string) => void;
}

export interface RunReport {
  minute: string;
  /** Reminders whose time the minute reached. */
  reached: number;
  notDue: { reminderId: number; reason: NotDueReason }[];
  /** Deliveries claimed (first send for a reminder and habit-day). */
  claimed: number;
  /** Pushes a push service accepted. */
  sent: number;
  /** Subscriptions deleted after 404/410. */
  removed: number;
  /** Pushes that failed and will be retried (or were given up). */
  failed: number;
  /** Retries tried this minute. */
  retried: number;
}

/** Push services of the browsers that support Web Push (host or `.suffix`). */
export const PUSH_SERVICE_HOSTS: readonly string[] = [
  'fcm.googleapis.com', // Chrome, Edge on Android, Opera, Samsung Internet
  'android.googleapis.com',
  'updates.push.services.mozilla.com', // Firefox
  'push.services.mozilla.com',
  '.notify.windows.com', // Edge on Windows (wns2-*.notify.windows.com)
  'web.push.apple.com', // Safari, iOS web apps (16.4+)
  '.push.apple.com',
];

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Why the sender refuses to POST to `endpoint`, or null when it may. */
export function endpointRefusal(
  endpoint: string,
  opts: Pick<SenderOptions, 'allowLoopback' | 'extraPushHosts'> = {},
): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'not a URL';
  }
  if (url.username || url.password) return 'credentials in the URL';
  const host = url.hostname.toLowerCase();
  if (url.protocol === 'http:') {
    return opts.allowLoopback && LOOPBACK.has(host) ? null : 'http is allowed on loopback only';
  }
  if (url.protocol !== 'https:') return `protocol ${url.protocol} is not allowed`;
  const known = [...PUSH_SERVICE_HOSTS, ...(opts.extraPushHosts ?? [])].some((h) =>
    h.startsWith('.') ? host.endsWith(h) && host.length > h.length : host === h,
  );
  return known ? null : `${host} is not a known push service`;
}

const MINUTE = 60_000;

/** Minutes to wait before attempt `attempt + 1`: 1, 2, 4, 8, ... */
export function backoffMinutes(attempt: number): number {
  return 2 ** Math.max(0, attempt - 1);
}

interface SubscriptionRow {
  id: number;
  created_by: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

type PushOutcome = 'sent' | 'gone' | 'failed';

interface SendResult {
  outcome: PushOutcome;
  detail: string;
}

/** Encrypts and POSTs one payload to one subscription (no redirects, with a timeout). */
export async function pushTo(
  subscription: Pick<SubscriptionRow, 'endpoint' | 'p256dh' | 'auth'>,
  payload: string,
  opts: SenderOptions & { topic?: string },
): Promise<SendResult> {
  const refusal = endpointRefusal(subscription.endpoint, opts);
  if (refusal) return { outcome: 'failed', detail: `endpoint refused: ${refusal}` };
  let details: ReturnType<typeof webpush.generateRequestDetails>;
  try {
    details = webpush.generateRequestDetails(
      {
        endpoint: subscription.endpoint,
        keys: { p256dh: subscription.p256dh, auth: subscription.auth },
      },
      payload,
      {
        vapidDetails: opts.vapid,
        TTL: opts.ttlSeconds ?? 4 * 3600,
        urgency: 'normal',
        ...(opts.topic ? { topic: opts.topic } : {}),
      },
    );
  } catch (error) {
    return { outcome: 'failed', detail: `could not encrypt: ${(error as Error).message}` };
  }
  const doFetch = opts.fetch ?? fetch;
  try {
    const response = await doFetch(details.endpoint, {
      method: details.method,
      headers: details.headers as Record<string, string>,
      body: details.body ? new Uint8Array(details.body) : null,
      redirect: 'manual',
      signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
    });
    const text = await response.text().catch(() => '');
    const detail = `${response.status} ${text}`.trim().slice(0, 300);
    if (response.status >= 200 && response.status < 300) return { outcome: 'sent', detail };
    if (response.status === 404 || response.status === 410) return { outcome: 'gone', detail };
    return { outcome: 'failed', detail };
  } catch (error) {
    return {
      outcome: 'failed',
      detail: `request failed: ${(error as Error).message}`.slice(0, 300),
    };
  }
}

async function loadSlots(db: SqlRunner, minute: number): Promise<ReminderSlot[]> {
  const { rows } = await db.query<
    ReminderRow & { time_zone: string | null; day_start_hour: number }
  >(
    `select r.id::int as id, r.habit_id::int as habit_id, r.created_by, r.time_of_day::text as time_of_day,
            r.weekdays::int as weekdays, r.enabled, um.time_zone,
            coalesce(us.day_start_hour, 0)::int as day_start_hour
       from public.habit_reminder r
       left join public."User_Master" um on um.user_id = r.created_by
       left join public.user_settings us on us.user_id = r.created_by
      where r.enabled
        and exists (select 1 from public.push_subscription s where s.created_by = r.created_by)`,
  );
  const owners = new Map<string, ReminderOwner>();
  for (const row of rows) {
    owners.set(row.created_by, { timeZone: row.time_zone, dayStartHour: row.day_start_hour });
  }
  return remindersAtMinute(minute, rows, owners);
}

interface HabitRow {
  id: number;
  name: string;
  created_by: string;
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
      `select id::int as id, name, created_by, archived, freq_num, freq_den, weekdays::int as weekdays, daily_target
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

/** Sends `payload` to each subscription and records what happened on the subscriptions. */
async function sendToAll(
  db: SqlRunner,
  subscriptions: SubscriptionRow[],
  payload: string,
  topic: string,
  opts: SenderOptions,
  report: RunReport,
): Promise<{ pending: number[]; lastError: string | null }> {
  const pending: number[] = [];
  let lastError: string | null = null;
  for (const sub of subscriptions) {
    const result = await pushTo(sub, payload, { ...opts, topic });
    if (result.outcome === 'sent') {
      report.sent += 1;
      await db.query(
        `update public.push_subscription
            set last_success_at = now(), failure_count = 0, last_failure = null, last_failure_at = null
          where id = $1`,
        [sub.id],
      );
    } else if (result.outcome === 'gone') {
      report.removed += 1;
      await db.query('delete from public.push_subscription where id = $1', [sub.id]);
      opts.log?.(`reminders: subscription ${sub.id} is gone (${result.detail}); deleted`);
    } else {
      report.failed += 1;
      pending.push(sub.id);
      lastError = result.detail;
      await db.query(
        `update public.push_subscription
            set failure_count = failure_count + 1, last_failure_at = now(), last_failure = $2
          where id = $1`,
        [sub.id, result.detail.slice(0, 500)],
      );
      opts.log?.(`reminders: push to subscription ${sub.id} failed: ${result.detail}`);
    }
  }
  return { pending, lastError };
}

async function recordOutcome(
  db: SqlRunner,
  deliveryId: number,
  attempts: number,
  minute: number,
  outcome: { pending: number[]; lastError: string | null },
  maxAttempts: number,
) {
  const done = outcome.pending.length === 0;
  const status = done ? 'sent' : attempts >= maxAttempts ? 'failed' : 'retrying';
  await db.query(
    `update public.reminder_delivery
        set status = $2, attempts = $3, pending_subscription_ids = $4::bigint[],
            next_attempt_at = $5::timestamptz, last_error = $6,
            sent_at = case when $2 = 'sent' then $7::timestamptz else sent_at end
      where id = $1`,
    [
      deliveryId,
      status,
      attempts,
      status === 'retrying' ? outcome.pending : [],
      status === 'retrying' ? new Date(minute + backoffMinutes(attempts) * MINUTE) : null,
      outcome.lastError?.slice(0, 500) ?? null,
      new Date(minute),
    ],
  );
}

/**
 * Runs the reminders of the minute holding `at`: first sends, then the retries that are due.
 * Running it twice for the same minute sends nothing the second time.
 */
export async function runRemindersForMinute(
  db: SqlRunner,
  at: Date | number,
  opts: SenderOptions,
): Promise<RunReport> {
  const minute = minuteStart(at);
  const maxAttempts = opts.maxAttempts ?? 5;
  const report: RunReport = {
    minute: new Date(minute).toISOString(),
    reached: 0,
    notDue: [],
    claimed: 0,
    sent: 0,
    removed: 0,
    failed: 0,
    retried: 0,
  };

  const slots = await loadSlots(db, minute);
  report.reached = slots.length;
  if (slots.length) {
    const { habits, pauses, days, questions } = await loadHabits(db, slots);
    for (const slot of slots) {
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
      // The claim: whoever inserts the row sends; a second run (or sender) finds it taken.
      const claim = await db.query<{ id: number }>(
        `insert into public.reminder_delivery (reminder_id, created_by, local_date, status, attempts)
         values ($1, $2, $3, 'sending', 1)
         on conflict (reminder_id, local_date) do nothing
         returning id::int as id`,
        [slot.reminder.id, slot.reminder.created_by, slot.localDate],
      );
      if (!claim.rows.length) continue;
      report.claimed += 1;
      const payload = JSON.stringify(reminderPayload(h, slot.localDate, questions.get(h.id) ?? []));
      const outcome = await sendToAll(
        db,
        await subscriptionsOf(db, slot.reminder.created_by),
        payload,
        `habit-${h.id}`,
        opts,
        report,
      );
      await recordOutcome(db, claim.rows[0].id, 1, minute, outcome, maxAttempts);
    }
  }

  // A retry is pointless once the day was answered or skipped meanwhile.
  await db.query(
    `update public.reminder_delivery d
        set status = 'answered', next_attempt_at = null, pending_subscription_ids = '{}'
       from public.habit_reminder r
      where r.id = d.reminder_id and d.status = 'retrying' and d.next_attempt_at <= $1::timestamptz
        and exists (select 1 from public.checkmarks_tracker c
                     where c.habit_id = r.habit_id and c.date = d.local_date)`,
    [new Date(minute)],
  );
  // Retries whose time has come; each is taken by moving its next_attempt_at (one sender wins).
  const { rows: retries } = await db.query<{
    id: number;
    attempts: number;
    created_by: string;
    pending: number[];
    habit_id: number;
    name: string;
    local_date: string;
  }>(
    `update public.reminder_delivery d
        set next_attempt_at = null, attempts = d.attempts + 1
       from public.habit_reminder r join public.habit_metadata h on h.id = r.habit_id
      where r.id = d.reminder_id and d.status = 'retrying' and d.next_attempt_at <= $1::timestamptz
      returning d.id::int as id, d.attempts, d.created_by, d.pending_subscription_ids::int[] as pending,
                h.id::int as habit_id, h.name, d.local_date::text as local_date`,
    [new Date(minute)],
  );
  if (retries.length) {
    const { questions } = await loadHabits(
      db,
      retries.map((r) => ({
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
      })),
    );
    for (const r of retries) {
      report.retried += 1;
      const payload = JSON.stringify(
        reminderPayload(
          { id: r.habit_id, name: r.name, created_by: r.created_by },
          r.local_date,
          questions.get(r.habit_id) ?? [],
        ),
      );
      const outcome = await sendToAll(
        db,
        await subscriptionsOf(db, r.created_by, r.pending),
        payload,
        `habit-${r.habit_id}`,
        opts,
        report,
      );
      await recordOutcome(db, r.id, r.attempts, minute, outcome, maxAttempts);
    }
  }
  return report;
}

/** A fresh VAPID key pair (base64url). */
export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  return webpush.generateVAPIDKeys();
}
