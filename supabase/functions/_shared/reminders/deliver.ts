/**
 * The pushes of one run of the reminder sender (docs/reminders.md "Sending"): every (delivery,
 * subscription) pair of the run, in turn between users (one user's many or slow endpoints never
 * queue another user's reminder behind them), at most `concurrency` at once, all ended by the
 * run's deadline; then what happened, on each subscription and each delivery.
 *
 * - 2xx: the subscription's failures are cleared. 404 or 410: it is gone, its row deleted.
 * - Other failures are counted on the subscription; one that failed {@link MAX_FAILURES} times
 *   in a row, the first more than {@link FAILING_FOR_HOURS} hours ago, is deleted too.
 * - The delivery is 'sent' when no subscription is left to try, else 'retrying' after 1, 2, 4,
 *   8 minutes, and 'failed' after the last attempt.
 */
import { pushTo, type PushResult } from './endpoints.ts';
import type { RunReport, SenderOptions, SqlRunner, SubscriptionRow } from './types.ts';

/** Failed pushes in a row (and for more than a day) after which a subscription is dropped. */
const MAX_FAILURES = 10;
const FAILING_FOR_HOURS = 24;
/** A run's pushes end this long after they start, unless SenderOptions.deadlineMs says otherwise. */
export const DEADLINE_MS = 40_000;
const MINUTE = 60_000;

/** One reminder for one habit-day to one user's subscriptions. */
export interface DeliveryJob {
  deliveryId: number;
  /** This attempt's number (1 for the first send). */
  attempts: number;
  userId: string;
  payload: string;
  topic: string;
  subscriptions: SubscriptionRow[];
}

/** Minutes to wait before attempt `attempt + 1`: 1, 2, 4, 8, ... */
function backoffMinutes(attempt: number): number {
  return 2 ** Math.max(0, attempt - 1);
}

/** Round-robin across users: each user's first item, then each one's second, and so on. */
function fairOrder<T extends { userId: string }>(items: readonly T[]): T[] {
  const byUser = new Map<string, T[]>();
  for (const item of items) byUser.set(item.userId, [...(byUser.get(item.userId) ?? []), item]);
  const queues = [...byUser.values()];
  const ordered: T[] = [];
  for (let i = 0; ordered.length < items.length; i += 1) {
    for (const queue of queues) if (i < queue.length) ordered.push(queue[i]);
  }
  return ordered;
}

async function inPool<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(size, items.length)) }, worker));
}

/** Records one push on its subscription; true when the subscription is still to be tried. */
async function recordPush(
  db: SqlRunner,
  sub: SubscriptionRow,
  result: PushResult,
  minute: number,
  opts: SenderOptions,
  report: RunReport,
): Promise<boolean> {
  if (result.outcome === 'sent') {
    report.sent += 1;
    await db.query(
      `update public.push_subscription
          set last_success_at = now(), failure_count = 0, last_failure = null,
              last_failure_at = null, failing_since = null
        where id = $1`,
      [sub.id],
    );
    return false;
  }
  if (result.outcome === 'deferred') {
    opts.log?.(`reminders: push to subscription ${sub.id} deferred: ${result.logDetail}`);
    return true;
  }
  if (result.outcome === 'gone') {
    const { rows } = await db.query(
      'delete from public.push_subscription where id = $1 returning id',
      [sub.id],
    );
    report.removed += rows.length;
    opts.log?.(`reminders: subscription ${sub.id} is gone (${result.detail}); deleted`);
    return false;
  }
  report.failed += 1;
  opts.log?.(`reminders: push to subscription ${sub.id} failed: ${result.logDetail}`);
  const { rows } = await db.query<{ worn_out: boolean }>(
    `update public.push_subscription
        set failure_count = failure_count + 1, last_failure_at = now(), last_failure = $2,
            failing_since = coalesce(failing_since, $3::timestamptz)
      where id = $1
      returning failure_count >= $4
                and failing_since <= $3::timestamptz - make_interval(hours => $5) as worn_out`,
    [sub.id, result.detail.slice(0, 500), new Date(minute), MAX_FAILURES, FAILING_FOR_HOURS],
  );
  if (!rows[0]?.worn_out) return rows.length > 0;
  const deleted = await db.query(
    'delete from public.push_subscription where id = $1 returning id',
    [sub.id],
  );
  report.removed += deleted.rows.length;
  opts.log?.(
    `reminders: subscription ${sub.id} failed ${MAX_FAILURES} times in a row over more than ${FAILING_FOR_HOURS} h; deleted`,
  );
  return false;
}

async function recordOutcome(
  db: SqlRunner,
  job: DeliveryJob,
  minute: number,
  outcome: { pending: number[]; lastError: string | null },
  maxAttempts: number,
) {
  const done = outcome.pending.length === 0;
  const status = done ? 'sent' : job.attempts >= maxAttempts ? 'failed' : 'retrying';
  await db.query(
    `update public.reminder_delivery
        set status = $2, attempts = $3, pending_subscription_ids = $4::bigint[],
            next_attempt_at = $5::timestamptz, last_error = $6,
            sent_at = case when $2 = 'sent' then $7::timestamptz else sent_at end
      where id = $1`,
    [
      job.deliveryId,
      status,
      job.attempts,
      status === 'retrying' ? [...outcome.pending].sort((a, b) => a - b) : [],
      status === 'retrying' ? new Date(minute + backoffMinutes(job.attempts) * MINUTE) : null,
      outcome.lastError?.slice(0, 500) ?? null,
      new Date(minute),
    ],
  );
}

/** Sends every job's payload to its subscriptions and records the outcomes. */
export async function deliverAll(
  db: SqlRunner,
  jobs: readonly DeliveryJob[],
  minute: number,
  opts: SenderOptions,
  report: RunReport,
): Promise<void> {
  const outcomes = new Map(jobs.map((job) => [job, { pending: [] as number[], lastError: '' }]));
  const pushes = fairOrder(
    jobs.flatMap((job) => job.subscriptions.map((sub) => ({ job, sub, userId: job.userId }))),
  );
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), opts.deadlineMs ?? DEADLINE_MS);
  try {
    await inPool(pushes, opts.concurrency ?? 8, async ({ job, sub }) => {
      const outcome = outcomes.get(job)!;
      try {
        const result = await pushTo(sub, job.payload, {
          ...opts,
          topic: job.topic,
          deadline: deadline.signal,
        });
        if (await recordPush(db, sub, result, minute, opts, report)) {
          outcome.pending.push(sub.id);
          outcome.lastError = result.detail;
        }
      } catch (error) {
        // A database error while recording: the push is tried again with the delivery.
        report.errors += 1;
        outcome.pending.push(sub.id);
        opts.log?.(`reminders: recording the push to ${sub.id} failed: ${String(error)}`);
      }
    });
  } finally {
    clearTimeout(timer);
  }
  for (const job of jobs) {
    const { pending, lastError } = outcomes.get(job)!;
    try {
      await recordOutcome(
        db,
        job,
        minute,
        { pending, lastError: lastError || null },
        opts.maxAttempts ?? 5,
      );
    } catch (error) {
      // Left 'sending' or 'retrying' with its lease: a later run takes it again.
      report.errors += 1;
      opts.log?.(`reminders: recording delivery ${job.deliveryId} failed: ${String(error)}`);
    }
  }
}
