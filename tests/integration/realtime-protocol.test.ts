/**
 * The Phoenix protocol of the local Realtime server (backend/realtime/README.md) on raw
 * WebSockets: heartbeats, join and leave, both serializers, the upgrade's checks, and hostile
 * input: malformed frames, floods of frames and joins, idle sockets. None of it may crash the
 * backend or slow another socket.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../helpers/backend';
import { type PhoenixFrame, RawSocket, sleep, waitFor } from '../helpers/realtime';

const IDLE_MS = 1_000;
let backend: TestBackend;
const sockets: RawSocket[] = [];

beforeAll(async () => {
  backend = await startTestBackend({ realtime: { heartbeatTimeoutMs: IDLE_MS } });
});
afterEach(() => {
  for (const s of sockets.splice(0)) s.close();
});
afterAll(async () => {
  await backend?.stop();
});

async function open(vsn = '2.0.0', apikey: string | null = backend.anonKey): Promise<RawSocket> {
  const socket = new RawSocket(backend.url, apikey, vsn);
  sockets.push(socket);
  await socket.opened();
  return socket;
}

async function restStillAnswers(): Promise<void> {
  const res = await fetch(`${backend.url}/auth/v1/health`, {
    headers: { apikey: backend.anonKey },
  });
  expect(res.status).toBe(200);
}

const heartbeat = (ref: string): PhoenixFrame => [null, ref, 'phoenix', 'heartbeat', {}];

describe('protocol', () => {
  it('answers a heartbeat (vsn 2.0.0 arrays and 1.0.0 objects)', async () => {
    const v2 = await open();
    v2.send(heartbeat('1'));
    expect(await v2.reply('1')).toEqual([
      null,
      '1',
      'phoenix',
      'phx_reply',
      { status: 'ok', response: {} },
    ]);
    const v1 = await open('1.0.0');
    v1.send({ topic: 'phoenix', event: 'heartbeat', payload: {}, ref: '7' });
    await waitFor(() => v1.frames.length, 'the v1 reply');
    expect(v1.frames[0]).toEqual({
      join_ref: null,
      ref: '7',
      topic: 'phoenix',
      event: 'phx_reply',
      payload: { status: 'ok', response: {} },
    });
  });

  it('joins, broadcasts between sockets (binary for 2.0.0, JSON for 1.0.0) and leaves', async () => {
    const [a, b, c] = [await open(), await open(), await open('1.0.0')];
    const config = { broadcast: { self: false, ack: false }, private: false };
    a.send(['1', '1', 'realtime:room', 'phx_join', { config }]);
    b.send(['1', '1', 'realtime:room', 'phx_join', { config }]);
    c.send({
      join_ref: '1',
      ref: '1',
      topic: 'realtime:room',
      event: 'phx_join',
      payload: { config },
    });
    expect((await a.reply('1'))[4]).toEqual({ status: 'ok', response: { postgres_changes: [] } });
    await b.reply('1');
    await waitFor(() => c.frames.length, 'the v1 join reply');

    a.send([
      '1',
      '2',
      'realtime:room',
      'broadcast',
      { type: 'broadcast', event: 'hi', payload: { n: 1 } },
    ]);
    const binary = await waitFor(() => b.frames.find((f) => Buffer.isBuffer(f)), 'the broadcast');
    // kind 4 (user broadcast), topic, event, no metadata, JSON payload
    expect(binary[0]).toBe(4);
    expect(binary.subarray(5).toString()).toBe('realtime:roomhi{"n":1}');
    await waitFor(() => c.frames.length >= 2, 'the v1 broadcast');
    expect(c.frames[1]).toMatchObject({
      topic: 'realtime:room',
      event: 'broadcast',
      payload: { type: 'broadcast', event: 'hi', payload: { n: 1 } },
    });
    expect(a.frames.filter((f) => Buffer.isBuffer(f))).toEqual([]); // not to itself

    a.send(['1', '3', 'realtime:room', 'phx_leave', {}]);
    expect((await a.reply('3'))[4]).toEqual({ status: 'ok', response: {} });
    await waitFor(
      () => a.frames.find((f) => Array.isArray(f) && f[3] === 'phx_close'),
      'phx_close',
    );
    a.send([
      '1',
      '4',
      'realtime:room',
      'broadcast',
      { type: 'broadcast', event: 'x', payload: {} },
    ]);
    expect((await a.reply('4'))[4]).toEqual({
      status: 'error',
      response: { reason: 'unmatched topic' },
    });
  });

  it('refuses an upgrade without an API key, with a bad one or an unknown vsn', async () => {
    await expect(open('2.0.0', null)).rejects.toThrow('401 {"error":"API key is missing"}');
    await expect(open('2.0.0', 'not.a.jwt')).rejects.toThrow(
      '401 {"error":"The token provided is not a valid JWT"}',
    );
    await expect(open('3.0.0')).rejects.toThrow(/^403 /);
  });
});

describe('hostile input', () => {
  it('a frame that is not JSON closes the socket (1007); the backend carries on', async () => {
    const bad = await open();
    bad.send('{not json');
    const { code, reason } = await bad.closed;
    expect(code).toBe(1007);
    expect(reason).toMatch(/^MalformedWebSocketMessage: invalid JSON/);
    await restStillAnswers();
    const next = await open();
    next.send(heartbeat('1'));
    await next.reply('1');
  });

  it('a frame of the wrong shape gets an error reply, then the socket is closed', async () => {
    const bad = await open();
    bad.send([null, '5', 'realtime:room', 'phx_join', 'not an object']);
    expect((await bad.reply('5'))[4]).toEqual({
      status: 'error',
      response: { reason: 'MalformedWebSocketMessage: payload must be a JSON object' },
    });
    expect((await bad.closed).code).toBe(1007);
    const binary = await open();
    binary.send(Buffer.from([9, 1, 2, 3]));
    expect((await binary.closed).code).toBe(1007);
    await restStillAnswers();
  });

  it('1,000 frames in a second: an error reply and a closed socket; others are not slowed', async () => {
    const calm = await open();
    const flood = await open();
    for (let i = 0; i < 1000; i++) flood.send(heartbeat(String(i)));
    // Meanwhile the calm socket's heartbeat is answered at once.
    const t0 = performance.now();
    calm.send(heartbeat('calm'));
    await calm.reply('calm');
    expect(performance.now() - t0).toBeLessThan(250);

    const { code, reason } = await flood.closed;
    expect(code).toBe(1008);
    expect(reason).toBe('ClientRateLimitReached: Too many messages per second');
    const errors = flood.frames.filter(
      (f) => Array.isArray(f) && (f[4] as { status?: string }).status === 'error',
    );
    expect(errors).toEqual([
      [
        null,
        expect.any(String),
        'phoenix',
        'phx_reply',
        {
          status: 'error',
          response: { reason: 'ClientRateLimitReached: Too many messages per second' },
        },
      ],
    ]);
    await restStillAnswers();
  });

  it('1,000 joins in a second: ClientJoinRateLimitReached and a closed socket', async () => {
    const flood = await open();
    for (let i = 0; i < 1000; i++)
      flood.send([String(i), String(i), `realtime:room-${i}`, 'phx_join', { config: {} }]);
    const { code, reason } = await flood.closed;
    expect(code).toBe(1008);
    expect(reason).toBe('ClientJoinRateLimitReached: Too many joins per second');
    expect(
      flood.frames.some(
        (f) =>
          Array.isArray(f) &&
          JSON.stringify(f[4]) ===
            '{"status":"error","response":{"reason":"ClientJoinRateLimitReached: Too many joins per second"}}',
      ),
    ).toBe(true);
    await restStillAnswers();
  });

  it('closes a socket that sends nothing for the heartbeat timeout; heartbeats keep one open', async () => {
    const idle = await open();
    const alive = await open();
    const t0 = performance.now();
    let n = 0;
    const beat = setInterval(() => alive.send(heartbeat(String(n++))), IDLE_MS / 4);
    try {
      const { code, reason } = await idle.closed;
      expect({ code, reason }).toEqual({ code: 1000, reason: 'heartbeat timeout' });
      expect(performance.now() - t0).toBeGreaterThanOrEqual(IDLE_MS - 50);
      await sleep(IDLE_MS);
      expect(alive.ws.readyState).toBe(alive.ws.OPEN);
    } finally {
      clearInterval(beat);
    }
  });
});
