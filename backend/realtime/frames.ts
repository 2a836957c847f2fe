/**
 * Phoenix channel frames as Supabase Realtime speaks them (supabase/realtime
 * lib/realtime_web/socket/v2_serializer.ex, Phoenix's V1 JSONSerializer): vsn 1.0.0 sends JSON
 * objects, vsn 2.0.0 (realtime-js's default) JSON arrays `[join_ref, ref, topic, event, payload]`
 * plus binary frames for user broadcasts (kind 3 from the client, kind 4 to it).
 */

export type Vsn = '1.0.0' | '2.0.0';
export const SUPPORTED_VSN: readonly string[] = ['1.0.0', '2.0.0'];

/** A broadcast as it travels: its user event and payload (JSON text or raw bytes). */
export interface Broadcast {
  event: string;
  json: boolean;
  data: Buffer;
  /** Sent along as `meta` (a database message's `{id}`). */
  meta?: Record<string, unknown>;
}

export interface Frame {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: Record<string, unknown>;
  /** A broadcast the client sent as a binary frame (kind 3). */
  broadcast?: Broadcast;
}

/** A frame that is not one; `frame` holds what could be read of it (to address the reply). */
export class MalformedFrame extends Error {
  constructor(
    message: string,
    readonly frame?: Pick<Frame, 'joinRef' | 'ref' | 'topic'>,
  ) {
    super(message);
  }
}

const KIND_USER_BROADCAST_PUSH = 3;
const KIND_USER_BROADCAST = 4;
const MAX_BINARY_FIELD = 255;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function ref(value: unknown, what: string): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  throw new MalformedFrame(`${what} must be a string or null`);
}

function checked(
  joinRef: unknown,
  refValue: unknown,
  topic: unknown,
  event: unknown,
  payload: unknown,
): Frame {
  const head = { joinRef: ref(joinRef, 'join_ref'), ref: ref(refValue, 'ref') };
  if (typeof topic !== 'string' || topic === '')
    throw new MalformedFrame('topic must be a non-empty string');
  const frame = { ...head, topic };
  if (typeof event !== 'string' || event === '')
    throw new MalformedFrame('event must be a non-empty string', frame);
  if (!isObject(payload)) throw new MalformedFrame('payload must be a JSON object', frame);
  return { ...frame, event, payload };
}

export function decodeText(vsn: Vsn, text: string): Frame {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new MalformedFrame(`invalid JSON: ${(error as Error).message}`);
  }
  if (vsn === '2.0.0') {
    if (!Array.isArray(value) || value.length < 5)
      throw new MalformedFrame('expected V2 array [join_ref, ref, topic, event, payload]');
    return checked(value[0], value[1], value[2], value[3], value[4]);
  }
  if (!isObject(value))
    throw new MalformedFrame('expected a JSON object {topic, event, payload, ref}');
  return checked(value.join_ref, value.ref, value.topic, value.event, value.payload);
}

/** A binary frame: only the user broadcast push (kind 3) of vsn 2.0.0. */
export function decodeBinary(vsn: Vsn, buf: Buffer): Frame {
  if (vsn !== '2.0.0') throw new MalformedFrame('binary frames need vsn 2.0.0');
  if (buf.length < 7 || buf[0] !== KIND_USER_BROADCAST_PUSH)
    throw new MalformedFrame(`unsupported binary frame (kind ${buf[0] ?? 'none'})`);
  const sizes = [buf[1], buf[2], buf[3], buf[4], buf[5]];
  const encoding = buf[6];
  let offset = 7;
  if (offset + sizes.reduce((a, b) => a + b, 0) > buf.length)
    throw new MalformedFrame('binary frame shorter than its header says');
  const [joinRef, refValue, topic, event, meta] = sizes.map((size) => {
    const s = buf.toString('utf8', offset, offset + size);
    offset += size;
    return s;
  });
  const frame = { joinRef: joinRef || null, ref: refValue || null, topic };
  if (!topic || !event)
    throw new MalformedFrame('binary broadcast needs a topic and an event', frame);
  if (encoding !== 0 && encoding !== 1) throw new MalformedFrame('unknown payload encoding', frame);
  const data = buf.subarray(offset);
  try {
    if (meta) JSON.parse(meta);
    if (encoding === 1) JSON.parse(data.toString('utf8'));
  } catch {
    throw new MalformedFrame('binary broadcast with invalid JSON', frame);
  }
  return {
    ...frame,
    event: 'broadcast',
    payload: { type: 'broadcast', event },
    broadcast: { event, json: encoding === 1, data: Buffer.from(data) },
  };
}

export interface Outgoing {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: unknown;
}

export function encodeMessage(vsn: Vsn, m: Outgoing): string {
  if (vsn === '2.0.0') return JSON.stringify([m.joinRef, m.ref, m.topic, m.event, m.payload]);
  return JSON.stringify({
    join_ref: m.joinRef,
    ref: m.ref,
    topic: m.topic,
    event: m.event,
    payload: m.payload,
  });
}

export function encodeReply(
  vsn: Vsn,
  to: Pick<Frame, 'joinRef' | 'ref' | 'topic'>,
  status: 'ok' | 'error',
  response: Record<string, unknown>,
): string {
  return encodeMessage(vsn, { ...to, event: 'phx_reply', payload: { status, response } });
}

/** `{type, event, payload, meta}` as JSON text, the payload spliced in as it came. */
function jsonBroadcast(b: Broadcast): string {
  const meta = b.meta ? `,"meta":${JSON.stringify(b.meta)}` : '';
  return `{"type":"broadcast","event":${JSON.stringify(b.event)},"payload":${b.data.toString('utf8')}${meta}}`;
}

/**
 * A broadcast to a socket joined to `topic`: vsn 2.0.0 gets the binary user broadcast (kind 4)
 * realtime-js decodes, or a JSON array where a field is too long for it; vsn 1.0.0 a JSON
 * object, and nothing for raw bytes (V1 cannot carry them, as on hosted Realtime).
 */
export function encodeBroadcast(vsn: Vsn, topic: string, b: Broadcast): string | Buffer | null {
  const meta = b.meta ? Buffer.from(JSON.stringify(b.meta)) : Buffer.alloc(0);
  const topicBytes = Buffer.from(topic);
  const eventBytes = Buffer.from(b.event);
  if (vsn === '2.0.0') {
    if ([topicBytes, eventBytes, meta].every((x) => x.length <= MAX_BINARY_FIELD)) {
      const head = Buffer.from([
        KIND_USER_BROADCAST,
        topicBytes.length,
        eventBytes.length,
        meta.length,
        b.json ? 1 : 0,
      ]);
      return Buffer.concat([head, topicBytes, eventBytes, meta, b.data]);
    }
    if (!b.json) return null;
    return `[null,null,${JSON.stringify(topic)},"broadcast",${jsonBroadcast(b)}]`;
  }
  if (!b.json) return null;
  return `{"join_ref":null,"ref":null,"topic":${JSON.stringify(topic)},"event":"broadcast","payload":${jsonBroadcast(b)}}`;
}
