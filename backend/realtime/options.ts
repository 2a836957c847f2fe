/**
 * The local Realtime server's limits. Hosted Realtime sets its own per project (events, joins
 * and channels per second or per client); these are per socket, so one socket's flood is cut off
 * without touching anybody else's.
 */
export interface RealtimeOptions {
  /**
   * A socket that sends no frame for this long is closed: Phoenix's WebSocket `timeout`
   * (60 s), which realtime-js keeps open with a heartbeat every 25 s. Tests shorten it.
   */
  heartbeatTimeoutMs: number;
  /** Frames (of any kind) one socket may send per second; above: error reply, socket closed. */
  maxFramesPerSecond: number;
  /** Joins one socket may send per second; above: `ClientJoinRateLimitReached`, socket closed. */
  maxJoinsPerSecond: number;
  /** Channels joined at once on one socket (hosted: `max_channels_per_client`, 100). */
  maxChannelsPerSocket: number;
  /** Sockets open at once; above, the upgrade is refused with 429. */
  maxConnections: number;
  /** The largest frame accepted; a larger one closes the socket (1009). */
  maxFrameBytes: number;
  /** Unsent bytes queued for one socket before it counts as stalled and is dropped. */
  maxBufferedBytes: number;
  /** Broadcast rows are deleted from realtime.messages after this long (hosted: 3 days). */
  retentionMs: number;
}

export const DEFAULT_REALTIME_OPTIONS: RealtimeOptions = {
  heartbeatTimeoutMs: 60_000,
  maxFramesPerSecond: 100,
  maxJoinsPerSecond: 20,
  maxChannelsPerSocket: 100,
  maxConnections: 2_000,
  maxFrameBytes: 1024 * 1024,
  maxBufferedBytes: 4 * 1024 * 1024,
  retentionMs: 3 * 24 * 3600 * 1000,
};

/** Counts events in the current one-second window. */
export class PerSecond {
  private windowStart = 0;
  private count = 0;

  constructor(private readonly limit: number) {}

  /** Counts one more; false when this one is over the limit. */
  take(now = Date.now()): boolean {
    if (now - this.windowStart >= 1000) {
      this.windowStart = now;
      this.count = 0;
    }
    this.count += 1;
    return this.count <= this.limit;
  }
}
