/**
 * Test helpers for the local Realtime server (backend/realtime): a channel subscription through
 * supabase-js that records its status and messages, and a raw WebSocket speaking Phoenix frames.
 */
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls until check() is truthy (or throws after timeoutMs). */
export async function waitFor<T>(
  check: () => T,
  what: string,
  timeoutMs = 5_000,
): Promise<NonNullable<T>> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(10);
  }
}

export interface Joined {
  channel: RealtimeChannel;
  /** Broadcast payloads as realtime-js hands them: {type, event, payload, meta?}. */
  messages: { event: string; payload: Record<string, unknown> }[];
  system: Record<string, unknown>[];
  statuses: string[];
  /** SUBSCRIBED, or the error of CHANNEL_ERROR / TIMED_OUT. */
  result: Promise<{ status: string; error?: Error }>;
}

/** Joins `name` (e.g. `user:<uid>`) and records what arrives. */
export function join(
  client: SupabaseClient,
  name: string,
  config: { private?: boolean; broadcast?: { self?: boolean; ack?: boolean } } = { private: true },
): Joined {
  const channel = client.channel(name, { config });
  const joined: Omit<Joined, 'result'> = { channel, messages: [], system: [], statuses: [] };
  channel
    .on('broadcast', { event: '*' }, (m) =>
      joined.messages.push(m as unknown as Joined['messages'][0]),
    )
    .on('system', {}, (m: Record<string, unknown>) => joined.system.push(m));
  const result = new Promise<{ status: string; error?: Error }>((resolve) => {
    channel.subscribe((status, error) => {
      joined.statuses.push(status);
      if (status !== 'CLOSED') resolve({ status, error });
    });
  });
  return { ...joined, result };
}

export type PhoenixFrame = [string | null, string | null, string, string, Record<string, unknown>];

/** A raw socket to /realtime/v1/websocket; `frames` collects what the server sends. */
export class RawSocket {
  readonly frames: (PhoenixFrame | Record<string, unknown> | Buffer)[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  readonly ws: WebSocket;

  constructor(url: string, apikey: string | null, vsn = '2.0.0') {
    const ws = new WebSocket(
      `${url.replace(/^http/, 'ws')}/realtime/v1/websocket?vsn=${vsn}${apikey ? `&apikey=${apikey}` : ''}`,
    );
    this.ws = ws;
    ws.on('message', (data: Buffer, isBinary) =>
      this.frames.push(isBinary ? data : (JSON.parse(data.toString()) as PhoenixFrame)),
    );
    this.closed = new Promise((resolve) =>
      ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
  }

  opened(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.ws.once('open', () => resolve());
      this.ws.once('unexpected-response', (_req, res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => reject(new Error(`${res.statusCode} ${body}`)));
      });
      this.ws.once('error', reject);
    });
  }

  send(frame: unknown): void {
    this.ws.send(
      typeof frame === 'string' || Buffer.isBuffer(frame) ? frame : JSON.stringify(frame),
    );
  }

  /** The first frame (V2 array) with this ref, or of this event on this topic. */
  reply(ref: string, timeoutMs = 5_000): Promise<PhoenixFrame> {
    return waitFor(
      () => this.frames.find((f): f is PhoenixFrame => Array.isArray(f) && f[1] === ref),
      `the reply to ${ref}`,
      timeoutMs,
    );
  }

  close(): void {
    this.ws.terminate();
  }
}
