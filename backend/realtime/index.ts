/**
 * The Supabase Realtime subset behind `/realtime/v1/websocket` (backend/realtime/README.md): the
 * WebSocket upgrade with hosted Realtime's checks of the `apikey` and `vsn` parameters, the
 * sockets (connection.ts), their channels (channels.ts) and the broadcasts from the database
 * (db-feed.ts).
 */
import type { IncomingMessage } from 'node:http';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { Database } from '../core/types';
import { CLOSE, Connection, type RealtimeContext } from './connection';
import { startDbFeed } from './db-feed';
import { SUPPORTED_VSN, type Vsn } from './frames';
import { Hub } from './hub';
import { DEFAULT_REALTIME_OPTIONS, type RealtimeOptions } from './options';
import { checkToken } from './token';

export type { RealtimeOptions } from './options';

const REALTIME_PATH = '/realtime/v1/websocket';

export interface RealtimeServer {
  /** For node:http's `upgrade` event. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Sockets open now. */
  connections(): number;
  /** Closes every socket (1001) and stops listening to the database. */
  close(): Promise<void>;
}

/** An HTTP answer on a socket that was asking for an upgrade, as hosted Realtime's JSON. */
function refuse(socket: Duplex, status: number, message: string): void {
  const body = JSON.stringify({ error: message });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\ncontent-type: application/json\r\n` +
      `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
}

export async function createRealtimeServer(opts: {
  db: Database;
  jwtSecret: string;
  options?: Partial<RealtimeOptions>;
  onError?: (error: unknown) => void;
}): Promise<RealtimeServer> {
  const options = { ...DEFAULT_REALTIME_OPTIONS, ...opts.options };
  const onError = opts.onError ?? ((error) => console.error('[realtime]', error));
  const hub = new Hub();
  const ctx: RealtimeContext = { db: opts.db, hub, jwtSecret: opts.jwtSecret, options, onError };
  const feed = await startDbFeed(opts.db, hub, { retentionMs: options.retentionMs, onError });
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: options.maxFrameBytes,
    perMessageDeflate: false,
  });
  const open = new Set<Connection>();
  let closed = false;

  async function upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname.replace(/\/+$/, '') !== REALTIME_PATH) return refuse(socket, 404, 'Not found');
    const vsn = url.searchParams.get('vsn') ?? '1.0.0';
    if (!SUPPORTED_VSN.includes(vsn))
      return refuse(socket, 403, `The requested transport version "${vsn}" is not supported`);
    if (open.size >= options.maxConnections) return refuse(socket, 429, 'Too many connected users');
    const header = req.headers['x-api-key'];
    const apikey = (typeof header === 'string' ? header : null) ?? url.searchParams.get('apikey');
    const check = await checkToken(apikey, opts.jwtSecret);
    if (!check.ok) return refuse(socket, 401, check.message);
    if (closed || socket.destroyed) return void socket.destroy();
    wss.handleUpgrade(req, socket, head, (ws) => {
      if (closed) return ws.terminate();
      open.add(new Connection(ctx, ws, vsn as Vsn, apikey!, (c) => open.delete(c)));
    });
  }

  return {
    handleUpgrade(req, socket, head) {
      socket.on('error', () => socket.destroy());
      if (closed) return void socket.destroy();
      upgrade(req, socket, head).catch((error: unknown) => {
        onError(error);
        if (!socket.destroyed) refuse(socket, 500, 'Error connecting to Realtime');
      });
    },
    connections: () => open.size,
    async close() {
      if (closed) return;
      closed = true;
      for (const conn of open) conn.close(CLOSE.goingAway, 'server shutting down');
      // Clients get a second to answer the close frame; then the rest are cut off.
      await Promise.race([
        new Promise<void>((resolve) => wss.close(() => resolve())),
        new Promise<void>((resolve) => setTimeout(resolve, 1_000).unref()),
      ]);
      for (const client of wss.clients) client.terminate();
      await feed.stop();
    },
  };
}
