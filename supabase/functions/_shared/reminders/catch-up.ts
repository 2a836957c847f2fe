/**
 * The sender's catch-up (docs/reminders.md "Sending"), the one entry point of both clocks: the
 * Edge Function supabase/functions/send-reminders, called once a minute by pg_cron, and the local
 * backend's clock (backend/reminders/scheduler.ts). A call for minute M runs every minute after the last one done
 * through M, oldest first, at most the last {@link CATCH_UP_MINUTES}: each minute's success moves
 * the watermark (private.reminder_clock.last_done_minute, migration
 * 20251126000300_reminder_catch_up.sql) on; a minute whose run failed stays for the next call,
 * and so does every minute after it (they run again then, which sends nothing twice).
 *
 * - One call walks the minutes at a time: it takes the clock's lease (`lease_until`) in one
 *   statement, which holds on Postgres behind a pooler as on PGlite; a call that finds it taken
 *   runs nothing (`busy`) and the next call takes its minutes. A call that died leaves the lease
 *   for its deadline and a minute.
 * - Nothing is sent twice even when two calls do walk the same minute: each reminder and
 *   habit-day is claimed once (reminder_delivery's unique key), a retry once (its lease).
 * - The whole walk keeps the run's deadline (SenderOptions.deadlineMs): the minutes it does not
 *   reach stay for the next call.
 */
import { minuteStart } from './due-reminders.ts';
import { DEADLINE_MS } from './deliver.ts';
import { runRemindersForMinute } from './sender.ts';
import type { RunReport, SenderOptions, SqlRunner } from './types.ts';

/** How far back a call runs minutes not done: the call's minute and the 9 before it. */
const CATCH_UP_MINUTES = 10;
const MINUTE = 60_000;

export interface CatchUpOptions extends SenderOptions {
  /** When the sender never ran on this database, the first minute to run (default: the call's). */
  firstMinute?: Date | number;
  /** Sees each minute's report as its run ends. */
  onReport?: (report: RunReport) => void;
  /** Once aborted, the walk stops before its next minute (the rest stays for the next call). */
  signal?: AbortSignal;
}

export interface CatchUpReport {
  /** The call's minute. */
  minute: string;
  /** The report of each minute run, oldest first. */
  runs: RunReport[];
  /** The minutes whose run failed (logged), run again by the next call while they are recent. */
  failedMinutes: string[];
  /** Another call was walking the minutes: this one ran none. */
  busy: boolean;
}

const iso = (minute: number) => new Date(minute).toISOString();

/**
 * Runs every minute not done yet through the one holding `at` (see above). Throws only when the
 * clock itself cannot be read; a failing minute is logged and reported in `failedMinutes`.
 */
export async function runRemindersThrough(
  db: SqlRunner,
  at: Date | number,
  opts: CatchUpOptions,
): Promise<CatchUpReport> {
  const current = minuteStart(at);
  const report: CatchUpReport = { minute: iso(current), runs: [], failedMinutes: [], busy: false };
  const deadlineMs = opts.deadlineMs ?? DEADLINE_MS;
  // A null watermark (the first call ever) becomes the minute before the first one to run, at
  // once: should that minute fail, the next call still runs it.
  const { rows } = await db.query<{ last_done: number; lease: string }>(
    `insert into private.reminder_clock as c (id, last_done_minute, lease_until)
     values (true, $2::timestamptz, now() + make_interval(secs => $1))
     on conflict (id) do update
        set last_done_minute = coalesce(c.last_done_minute, excluded.last_done_minute),
            lease_until = excluded.lease_until
      where c.lease_until is null or c.lease_until <= now()
     returning (extract(epoch from c.last_done_minute) * 1000)::float8 as last_done,
               c.lease_until::text as lease`,
    [
      Math.ceil(deadlineMs / 1000) + 60,
      new Date(minuteStart(opts.firstMinute ?? current) - MINUTE),
    ],
  );
  if (!rows.length) {
    report.busy = true;
    opts.log?.(`reminders ${report.minute}: another run is walking the minutes; none run`);
    return report;
  }
  const { last_done: lastDone, lease } = rows[0];
  const started = Date.now();
  let allDone = true;
  try {
    const oldest = current - (CATCH_UP_MINUTES - 1) * MINUTE;
    for (let minute = Math.max(lastDone + MINUTE, oldest); minute <= current; minute += MINUTE) {
      const left = deadlineMs - (Date.now() - started);
      if (left <= 0 || opts.signal?.aborted) break;
      try {
        const run = await runRemindersForMinute(
          db,
          minute,
          { ...opts, deadlineMs: left },
          { now: current },
        );
        report.runs.push(run);
        opts.onReport?.(run);
        if (run.claimed || run.retried || run.errors)
          opts.log?.(
            `reminders ${run.minute}: ${run.sent} sent, ${run.failed} failed, ${run.removed} removed, ${run.errors} errors`,
          );
        if (allDone)
          await db.query(
            `update private.reminder_clock set last_done_minute = $1::timestamptz
              where id and (last_done_minute is null or last_done_minute < $1::timestamptz)`,
            [new Date(minute)],
          );
      } catch (error) {
        allDone = false;
        report.failedMinutes.push(iso(minute));
        console.error(`reminders: run of ${iso(minute)} failed`, error);
      }
    }
  } finally {
    await db
      .query(
        'update private.reminder_clock set lease_until = null where id and lease_until = $1::timestamptz',
        [lease],
      )
      .catch((error: unknown) => console.error('reminders: releasing the clock failed', error));
  }
  return report;
}
