/**
 * Bench: live updates over the local Realtime server (backend/realtime), through supabase-js.
 * 1. Latency: one device saves a habit-day (rpc save_habit_day), the user's other device waits
 *    for the check-mark's message on its private channel `user:<uid>`; `saves` times, one at a
 *    time. Target (issue 22): p95 under 250 ms.
 * 2. Sockets held: `sockets` clients of the user join the channel and stay, heartbeating, for
 *    `holdMs`; then one more save must reach every one of them. Any channel error, close, time-out
 *    or heartbeat without its reply is an error.
 * Run alone with `npx tsx bench/live.ts`, or `npm run bench -- live`.
 */
import { pathToFileURL } from 'node:url';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import type { DbClient } from '../src/api/db-client';
import { createTestClient, createTestUser, startTestBackend } from '../tests/helpers/backend';
import { createYesNoHabit } from './support';

export const LIVE_P95_TARGET_MS = 250;

export interface LiveBenchResult {
  saves: number;
  p50: number;
  p95: number;
  max: number;
  sockets: number;
  holdMs: number;
  heartbeatsOk: number;
  heartbeatP95: number;
  delivered: number;
  errors: string[];
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

function isoDaysAgo(n: number): string {
  const d = new Date(Date.now() - n * 86_400_000);
  return d.toISOString().slice(0, 10);
}

type Message = { payload: { table?: string; days?: { date: string }[] } };

/** Joins `user:<uid>` privately; resolves once SUBSCRIBED, records messages and failures. */
function joinUser(
  client: SupabaseClient,
  uid: string,
  onMessage: (m: Message) => void,
  onFailure: (status: string) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    let subscribed = false;
    client
      .channel(`user:${uid}`, { config: { private: true } })
      .on('broadcast', { event: 'habit_days_changed' }, (m) => onMessage(m as unknown as Message))
      .subscribe((status, error) => {
        if (status === 'SUBSCRIBED') {
          subscribed = true;
          resolve();
        } else if (subscribed) onFailure(status);
        else reject(new Error(`${status}: ${error?.message ?? ''}`));
      });
  });
}

async function until(check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const end = performance.now() + timeoutMs;
  while (!check()) {
    if (performance.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 1));
  }
}

export async function benchLive(
  opts: { saves?: number; sockets?: number; holdMs?: number; heartbeatIntervalMs?: number } = {},
): Promise<LiveBenchResult> {
  const { saves = 200, sockets = 200, holdMs = 60_000, heartbeatIntervalMs = 25_000 } = opts;
  const backend = await startTestBackend();
  const clients: SupabaseClient[] = [];
  try {
    const owner = await createTestUser(backend);
    const uid = owner.user.id;
    const saver = createTestClient(backend);
    clients.push(owner.client, saver);
    const signIn = await saver.auth.signInWithPassword(owner);
    if (signIn.error) throw signIn.error;
    const habit = await createYesNoHabit(saver as unknown as DbClient, 'Live', ['Done?']);
    const question = habit.questions[0];
    const save = (date: string, i: number) =>
      saver.rpc('save_habit_day', {
        p_habit_id: habit.id,
        p_date: date,
        p_answers: [{ question_id: question.id, option_id: question.options[i % 2].id }],
      });

    // 1. Save on one device, message on the other.
    const arrived = new Map<string, number>();
    await joinUser(
      owner.client,
      uid,
      (m) => {
        if (m.payload.table === 'checkmarks_tracker')
          for (const d of m.payload.days ?? []) arrived.set(d.date, performance.now());
      },
      (status) => {
        throw new Error(`the measuring channel failed: ${status}`);
      },
    );
    const latencies: number[] = [];
    for (let i = 0; i < saves; i++) {
      const date = isoDaysAgo(i);
      const started = performance.now();
      const { error } = await save(date, i);
      if (error) throw new Error(`save_habit_day: ${error.message}`);
      await until(() => arrived.has(date), `the message of save ${i + 1}`);
      latencies.push(arrived.get(date)! - started);
    }
    latencies.sort((a, b) => a - b);

    // 2. Many sockets held open with heartbeats.
    const errors: string[] = [];
    const heartbeats: number[] = [];
    const received = new Set<number>();
    await Promise.all(
      Array.from({ length: sockets }, async (_, i) => {
        const client = createClient(backend.url, backend.anonKey, {
          auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
          realtime: { transport: ws as never, heartbeatIntervalMs },
        });
        clients.push(client);
        client.realtime.onHeartbeat((status, latency) => {
          if (status === 'ok' && latency !== undefined) heartbeats.push(latency);
          else if (status !== 'sent') errors.push(`socket ${i}: heartbeat ${status}`);
        });
        await client.realtime.setAuth(owner.session.access_token);
        await joinUser(
          client,
          uid,
          () => received.add(i),
          (status) => errors.push(`socket ${i}: ${status}`),
        );
      }),
    );
    const open = backend.realtime.connections();
    if (open < sockets + 1) errors.push(`${open} sockets open on the server, not ${sockets + 1}`);
    await new Promise((r) => setTimeout(r, holdMs));
    const { error } = await save(isoDaysAgo(saves), saves);
    if (error) throw new Error(`save_habit_day: ${error.message}`);
    await until(() => received.size === sockets, 'the last save on every socket').catch(() =>
      errors.push(`the last save reached ${received.size} of ${sockets} sockets`),
    );
    heartbeats.sort((a, b) => a - b);
    return {
      saves,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      max: latencies[latencies.length - 1] ?? 0,
      sockets,
      holdMs,
      heartbeatsOk: heartbeats.length,
      heartbeatP95: percentile(heartbeats, 95),
      delivered: received.size,
      // A copy: leaving the channels below closes them, which is no error.
      errors: [...errors],
    };
  } finally {
    await Promise.all(clients.map((c) => c.removeAllChannels().catch(() => undefined)));
    await backend.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const r = await benchLive();
  console.log(JSON.stringify(r, null, 2));
  process.exitCode = r.p95 < LIVE_P95_TARGET_MS && r.errors.length === 0 ? 0 : 1;
}
