/**
 * Edge Function `send-reminders` (hosted Supabase): runs the same sender as the local backend
 * through its catch-up (../_shared/reminders/catch-up.ts): the current minute, after the recent
 * minutes no call finished (one that failed, or was never called). pg_cron calls it every minute
 * through pg_net (migration 20251125002100_schedule_send_reminders.sql); README "Reminders on
 * hosted Supabase" says how to deploy it and set its secrets. It answers with the call's report:
 * 500 when a minute failed (it stays for the next call).
 *
 * Deployed from source: `supabase functions deploy send-reminders` bundles this file and what it
 * imports from ../_shared (relative imports name their .ts file, as Deno wants); packages come
 * from npm through deno.json's import map.
 *
 * Secrets (supabase secrets set): VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT (mailto: or
 * https:), REMINDERS_CRON_SECRET (the cron job sends it in `x-reminders-secret`, so nobody else
 * can run the sender; the minute is always the function's own clock). SUPABASE_DB_URL is set by
 * Supabase. Only https endpoints of known push services are called.
 */
import postgres from 'postgres';
import { runRemindersThrough } from '../_shared/reminders/catch-up.ts';
import type { SqlRunner } from '../_shared/reminders/types.ts';

function required(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`send-reminders: the secret ${name} is not set`);
  return value;
}

/** Constant-time comparison of two strings. */
function same(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

const sql = postgres(required('SUPABASE_DB_URL'), { max: 1, prepare: false });
const db: SqlRunner = {
  async query<T>(text: string, params: unknown[] = []) {
    const rows = await sql.unsafe(text, params as never[]);
    return { rows: rows as unknown as T[] };
  },
};

Deno.serve(async (req) => {
  if (req.method !== 'POST') return new Response('POST only', { status: 405 });
  if (!same(req.headers.get('x-reminders-secret') ?? '', required('REMINDERS_CRON_SECRET'))) {
    return new Response('Forbidden', { status: 403 });
  }
  try {
    const report = await runRemindersThrough(db, Date.now(), {
      vapid: {
        publicKey: required('VAPID_PUBLIC_KEY'),
        privateKey: required('VAPID_PRIVATE_KEY'),
        subject: required('VAPID_SUBJECT'),
      },
      allowLoopback: false,
      log: (message) => console.log(message),
    });
    return Response.json(report, { status: report.failedMinutes.length ? 500 : 200 });
  } catch (error) {
    console.error('send-reminders failed', error);
    return new Response('Sender failed; see the function logs', { status: 500 });
  }
});
