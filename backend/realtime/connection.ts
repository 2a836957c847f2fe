/**
 * One WebSocket as Phoenix's socket process runs it: frames are decoded as they arrive (where the
 * rate limits apply) and handled one at a time in order (a join's database check delays the
 * frames after it on this socket only). Heartbeats on the `phoenix` topic are answered here,
 * everything else goes to the socket's channels (channels.ts).
 */
import type { WebSocket } from 'ws';
import type { Database } from '../core/types';
import { type ChannelState, handleChannelFrame, handleJoin, leaveAll } from './channels';
import {
  type Frame,
  MalformedFrame,
  type Vsn,
  decodeBinary,
  decodeText,
  encodeMessage,
  encodeReply,
} from './frames';
import type { Hub } from './hub';
import { PerSecond, type RealtimeOptions } from './options';

export interface RealtimeContext {
  db: Database;
  hub: Hub;
  jwtSecret: string;
  options: RealtimeOptions;
  onError: (error: unknown) => void;
}

/** WebSocket close codes used here (RFC 6455). */
export const CLOSE = { normal: 1000, goingAway: 1001, invalidData: 1007, policy: 1008 } as const;

/** Frames received but not yet handled; beyond this the socket counts as flooding. */
const MAX_QUEUED = 200;

export class Connection {
  readonly channels = new Map<string, ChannelState>();
  private readonly frames: PerSecond;
  private readonly joins: PerSecond;
  private readonly idle: NodeJS.Timeout;
  private queue: Promise<void> = Promise.resolve();
  private queued = 0;
  private closing = false;

  constructor(
    readonly ctx: RealtimeContext,
    private readonly ws: WebSocket,
    readonly vsn: Vsn,
    /** The `apikey` the socket connected with: a join without access_token acts with it. */
    readonly socketToken: string,
    private readonly onClosed: (conn: Connection) => void,
  ) {
    const { options } = ctx;
    this.frames = new PerSecond(options.maxFramesPerSecond);
    this.joins = new PerSecond(options.maxJoinsPerSecond);
    this.idle = setTimeout(
      () => this.close(CLOSE.normal, 'heartbeat timeout'),
      options.heartbeatTimeoutMs,
    );
    ws.on('message', (data: Buffer, isBinary) => this.receive(data, isBinary));
    ws.on('error', () => ws.terminate());
    ws.on('close', () => {
      this.closing = true;
      clearTimeout(this.idle);
      leaveAll(this);
      this.onClosed(this);
    });
  }

  get open(): boolean {
    return !this.closing;
  }

  /** Sends a frame unless the socket is closing; a socket that stopped reading is dropped. */
  send(frame: string | Buffer): void {
    if (this.closing || this.ws.readyState !== this.ws.OPEN) return;
    if (this.ws.bufferedAmount > this.ctx.options.maxBufferedBytes) {
      this.closing = true;
      this.ws.terminate();
      return;
    }
    this.ws.send(frame);
  }

  reply(
    to: Pick<Frame, 'joinRef' | 'ref' | 'topic'>,
    status: 'ok' | 'error',
    response: Record<string, unknown>,
  ): void {
    this.send(encodeReply(this.vsn, to, status, response));
  }

  push(
    topic: string,
    event: string,
    payload: unknown,
    joinRef: string | null,
    ref: string | null = null,
  ): void {
    this.send(encodeMessage(this.vsn, { joinRef, ref, topic, event, payload }));
  }

  /** Closes the socket (after the frames already sent); its channels are left. */
  close(code: number, reason: string): void {
    if (this.closing) return;
    this.closing = true;
    clearTimeout(this.idle);
    this.ws.close(code, reason.slice(0, 120));
    // A client that never answers the close frame is cut off.
    setTimeout(() => this.ws.terminate(), 2_000).unref();
  }

  private receive(data: Buffer, isBinary: boolean): void {
    if (this.closing) return;
    this.idle.refresh();
    let frame: Frame;
    try {
      frame = isBinary ? decodeBinary(this.vsn, data) : decodeText(this.vsn, data.toString('utf8'));
    } catch (error) {
      const malformed = error instanceof MalformedFrame ? error : new MalformedFrame(String(error));
      const reason = `MalformedWebSocketMessage: ${malformed.message}`;
      if (malformed.frame) this.reply(malformed.frame, 'error', { reason });
      this.close(CLOSE.invalidData, reason);
      return;
    }
    if (!this.frames.take() || this.queued >= MAX_QUEUED) {
      this.refuse(frame, 'ClientRateLimitReached: Too many messages per second');
      return;
    }
    if (frame.event === 'phx_join' && !this.joins.take()) {
      this.refuse(frame, 'ClientJoinRateLimitReached: Too many joins per second');
      return;
    }
    this.queued += 1;
    this.queue = this.queue
      .then(() => (this.closing ? undefined : this.handle(frame)))
      .catch((error: unknown) => {
        this.ctx.onError(error);
        this.reply(frame, 'error', { reason: 'UnknownErrorOnChannel: Unknown Error on Channel' });
      })
      .finally(() => {
        this.queued -= 1;
      });
  }

  /** A flood: the error reply to the frame that went over, then the socket is closed. */
  private refuse(frame: Frame, reason: string): void {
    this.reply(frame, 'error', { reason });
    this.close(CLOSE.policy, reason);
  }

  private async handle(frame: Frame): Promise<void> {
    if (frame.topic === 'phoenix') {
      if (frame.event === 'heartbeat') this.reply(frame, 'ok', {});
      else this.reply(frame, 'error', { reason: 'unmatched topic' });
      return;
    }
    if (frame.event === 'phx_join') return handleJoin(this, frame);
    return handleChannelFrame(this, frame);
  }
}
