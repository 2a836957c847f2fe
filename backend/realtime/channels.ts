/**
 * The channels of a socket, as supabase/realtime lib/realtime_web/channels/realtime_channel.ex
 * runs them: join (token, then row-level security for a private channel), leave, `access_token`
 * (the token again, and the right to read again), the token's expiry, and broadcasts.
 */
import { mayRead, mayWrite } from './authorize';
import type { Connection } from './connection';
import type { Broadcast, Frame } from './frames';
import { type Subscriber, topicKey } from './hub';
import { type Claims, checkToken } from './token';

export interface ChannelState {
  topic: string;
  subTopic: string;
  joinRef: string | null;
  isPrivate: boolean;
  ack: boolean;
  token: string;
  claims: Claims;
  /** Whether this user may send on the topic; checked on the first broadcast. */
  canWrite: boolean | null;
  subscriber: Subscriber;
  expiry?: NodeJS.Timeout;
}

/** Hosted Realtime re-checks a token at most every 5 minutes, and when it expires. */
const TOKEN_RECHECK_MS = 5 * 60 * 1000;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const flag = (v: unknown) => v === true || v === 'true';
const unauthorized = (subTopic: string) =>
  `You do not have permissions to read from this Channel topic: ${subTopic}`;

function removeChannel(conn: Connection, ch: ChannelState): void {
  clearTimeout(ch.expiry);
  conn.channels.delete(ch.topic);
  conn.ctx.hub.remove(topicKey(ch.subTopic, ch.isPrivate), ch.subscriber);
}

/** Ends a channel as the server does: phx_close to its join ref. */
function closeChannel(conn: Connection, ch: ChannelState): void {
  removeChannel(conn, ch);
  conn.push(ch.topic, 'phx_close', {}, ch.joinRef, ch.joinRef);
}

/** Hosted Realtime's `shutdown_response`: a system message with the error, then phx_close. */
function shutdown(conn: Connection, ch: ChannelState, message: string): void {
  const system = { extension: 'system', status: 'error', message, channel: ch.subTopic };
  conn.push(ch.topic, 'system', system, ch.joinRef);
  closeChannel(conn, ch);
}

function scheduleExpiry(conn: Connection, ch: ChannelState): void {
  clearTimeout(ch.expiry);
  const left = ch.claims.exp * 1000 - Date.now();
  ch.expiry = setTimeout(
    () => void recheck(conn, ch),
    Math.max(0, Math.min(TOKEN_RECHECK_MS, left)),
  );
  ch.expiry.unref();
}

async function recheck(conn: Connection, ch: ChannelState): Promise<void> {
  if (conn.channels.get(ch.topic) !== ch) return;
  const check = await checkToken(ch.token, conn.ctx.jwtSecret);
  if (conn.channels.get(ch.topic) !== ch) return;
  if (!check.ok) shutdown(conn, ch, check.message);
  else scheduleExpiry(conn, ch);
}

export function leaveAll(conn: Connection): void {
  for (const ch of [...conn.channels.values()]) removeChannel(conn, ch);
}

function tokenOf(conn: Connection, payload: Record<string, unknown>): string {
  const given = payload.access_token ?? payload.user_token;
  return typeof given === 'string' && given !== '' && !given.startsWith('sb_')
    ? given
    : conn.socketToken;
}

export async function handleJoin(conn: Connection, frame: Frame): Promise<void> {
  const { ctx } = conn;
  const error = (reason: string) => conn.reply(frame, 'error', { reason });
  if (!frame.topic.startsWith('realtime:')) return error('unmatched topic');
  const subTopic = frame.topic.slice('realtime:'.length);
  if (!subTopic) return error('TopicNameRequired: You must provide a topic name');
  // Joining a joined topic again: Phoenix closes the old channel first.
  const old = conn.channels.get(frame.topic);
  if (old) closeChannel(conn, old);
  if (conn.channels.size >= ctx.options.maxChannelsPerSocket)
    return error('ChannelRateLimitReached: Too many channels');

  const config = isObject(frame.payload.config) ? frame.payload.config : {};
  const broadcast = isObject(config.broadcast) ? config.broadcast : {};
  const isPrivate = flag(config.private);
  const token = tokenOf(conn, frame.payload);
  const check = await checkToken(token, ctx.jwtSecret);
  if (!check.ok) return error(check.reason);
  if (isPrivate && !(await mayRead(ctx.db, check.claims, subTopic)))
    return error(`Unauthorized: ${unauthorized(subTopic)}`);
  if (!conn.open) return;

  const ch: ChannelState = {
    topic: frame.topic,
    subTopic,
    joinRef: frame.joinRef ?? frame.ref,
    isPrivate,
    ack: flag(broadcast.ack),
    token,
    claims: check.claims,
    canWrite: null,
    subscriber: { vsn: conn.vsn, self: flag(broadcast.self), send: (f) => conn.send(f) },
  };
  conn.channels.set(ch.topic, ch);
  ctx.hub.add(topicKey(subTopic, isPrivate), ch.subscriber);
  scheduleExpiry(conn, ch);
  conn.reply(frame, 'ok', { postgres_changes: [] });
}

async function refreshToken(conn: Connection, ch: ChannelState, given: unknown): Promise<void> {
  if (typeof given !== 'string' || given === '' || given.startsWith('sb_') || given === ch.token)
    return;
  const check = await checkToken(given, conn.ctx.jwtSecret);
  if (conn.channels.get(ch.topic) !== ch) return;
  if (!check.ok) return shutdown(conn, ch, check.message);
  if (ch.isPrivate && !(await mayRead(conn.ctx.db, check.claims, ch.subTopic))) {
    if (conn.channels.get(ch.topic) !== ch) return;
    return shutdown(
      conn,
      ch,
      `You no longer have permission to read from this Channel topic: ${ch.subTopic}`,
    );
  }
  Object.assign(ch, { token: given, claims: check.claims, canWrite: null });
  scheduleExpiry(conn, ch);
}

function broadcastOf(frame: Frame): Broadcast | null {
  if (frame.broadcast) return frame.broadcast;
  const { event, payload } = frame.payload;
  if (typeof event !== 'string' || event === '') return null;
  return { event, json: true, data: Buffer.from(JSON.stringify(payload ?? {})) };
}

async function handleBroadcast(conn: Connection, ch: ChannelState, frame: Frame): Promise<void> {
  const b = broadcastOf(frame);
  if (!b) return conn.reply(frame, 'error', { reason: 'A broadcast needs an event' });
  if (ch.isPrivate && ch.canWrite === null)
    ch.canWrite = await mayWrite(conn.ctx.db, ch.claims, ch.subTopic);
  // As hosted: a broadcast the user may not send is dropped without a reply.
  if (ch.isPrivate && !ch.canWrite) return;
  conn.ctx.hub.publish(topicKey(ch.subTopic, ch.isPrivate), ch.subTopic, b, ch.subscriber);
  if (ch.ack) conn.reply(frame, 'ok', {});
}

/** Any frame to a joined channel (or to a topic this socket has not joined). */
export async function handleChannelFrame(conn: Connection, frame: Frame): Promise<void> {
  const ch = conn.channels.get(frame.topic);
  if (!ch) return conn.reply(frame, 'error', { reason: 'unmatched topic' });
  switch (frame.event) {
    case 'phx_leave':
      conn.reply(frame, 'ok', {});
      return closeChannel(conn, ch);
    case 'access_token':
      return refreshToken(conn, ch, frame.payload.access_token);
    case 'broadcast':
      return handleBroadcast(conn, ch, frame);
    case 'presence':
      return conn.reply(frame, 'error', {
        reason: 'Presence is not available on the local backend',
      });
    default:
      // Hosted Realtime ignores other events from the client (it only logs them).
      return;
  }
}
