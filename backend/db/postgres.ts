/**
 * The backend's Database interface over a real PostgreSQL server (node-postgres): a pool of
 * connections for queries and transactions, and one dedicated connection for LISTEN. The rest of
 * the backend (REST, Auth, Realtime, reminders) runs on it unchanged, as it runs on PGlite
 * (database.ts). Values come back as PGlite gives them, so both homes answer the same JSON: int8
 * as a number, date and timestamps as Date (`new Date(text)`), intervals as text.
 */
import pg from 'pg';
import type { Database, Queryable, QueryResult } from '../core/types';
import { isConnectionLost } from './connection-errors';

/** What PGlite's parsers return (@electric-sql/pglite, types.ts), for the types pg parses otherwise. */
const INT8 = 20;
const DATE = 1082;
const TIMESTAMP = 1114;
const TIMESTAMPTZ = 1184;
const INTERVAL = 1186;
const ARRAYS: Record<number, number> = {
  1016: INT8,
  1182: DATE,
  1115: TIMESTAMP,
  1185: TIMESTAMPTZ,
  1187: INTERVAL,
};

function parseInt8(text: string): number | bigint {
  const n = BigInt(text);
  return n < Number.MIN_SAFE_INTEGER || n > Number.MAX_SAFE_INTEGER ? n : Number(n);
}

function parseTime(text: string): Date | number {
  if (text === 'infinity') return Infinity;
  if (text === '-infinity') return -Infinity;
  return new Date(text);
}

const ELEMENT: Record<number, (text: string) => unknown> = {
  [INT8]: parseInt8,
  [DATE]: parseTime,
  [TIMESTAMP]: parseTime,
  [TIMESTAMPTZ]: parseTime,
  [INTERVAL]: (text) => text,
};

/** text[] (oid 1009): nested arrays of strings and nulls. */
const textArray = (pg.types.getTypeParser as (oid: number, format: 'text') => unknown)(
  1009,
  'text',
) as (text: string) => unknown;

function mapNested(value: unknown, fn: (text: string) => unknown): unknown {
  if (Array.isArray(value)) return value.map((v) => mapNested(v, fn));
  return value === null ? null : fn(value as string);
}

const TYPES = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    const element = ELEMENT[oid];
    if (element) return element;
    const inner = ARRAYS[oid];
    if (inner !== undefined) return (text: string) => mapNested(textArray(text), ELEMENT[inner]);
    return pg.types.getTypeParser(oid, format ?? 'text');
  },
} as pg.CustomTypesConfig;

/** Parameters as PGlite serialises them: a Date as its ISO text (UTC), a bigint as digits. */
function params(values: unknown[] | undefined): unknown[] | undefined {
  return values?.map((v) =>
    v instanceof Date ? v.toISOString() : typeof v === 'bigint' ? v.toString() : v,
  );
}

const COUNTED = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

async function run<T>(
  client: pg.Pool | pg.PoolClient,
  sql: string,
  values?: unknown[],
): Promise<QueryResult<T>> {
  const result = await client.query({ text: sql, values: params(values), types: TYPES });
  return {
    rows: result.rows as T[],
    fields: (result.fields ?? []).map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
    affectedRows: COUNTED.has(result.command) ? (result.rowCount ?? 0) : 0,
  };
}

export interface PostgresOptions {
  /** postgres://user:password@host:port/database */
  url: string;
  /** Connections in the pool (default 10, PostgREST's db-pool). */
  poolSize?: number;
}

/** The listening connection: one for every channel, LISTENs again after it was lost. */
class Listener {
  private client: pg.Client | undefined;
  private connecting: Promise<pg.Client> | undefined;
  private readonly handlers = new Map<string, Set<(payload: string) => void>>();
  /** The LISTEN of each channel on the current connection, so a second caller waits for it too. */
  private readonly listening = new Map<string, Promise<unknown>>();
  private closed = false;
  private retryTimer: NodeJS.Timeout | undefined;

  constructor(private readonly url: string) {}

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (msg) => {
      for (const fn of this.handlers.get(msg.channel) ?? []) fn(msg.payload ?? '');
    });
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    await client.connect();
    for (const channel of this.handlers.keys()) await client.query(`listen ${ident(channel)}`);
    this.client = client;
    return client;
  }

  private lost(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = undefined;
    this.connecting = undefined;
    void client.end().catch(() => undefined);
    this.scheduleReconnect(500);
  }

  private scheduleReconnect(ms: number): void {
    if (this.closed || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.ensure().catch(() => this.scheduleReconnect(Math.min(ms * 2, 10_000)));
    }, ms);
    this.retryTimer.unref();
  }

  private ensure(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.connect().catch((error: unknown) => {
      this.connecting = undefined;
      throw error;
    });
    return this.connecting;
  }

  async listen(channel: string, fn: (payload: string) => void): Promise<() => Promise<void>> {
    let set = this.handlers.get(channel);
    const first = !set;
    if (!set) this.handlers.set(channel, (set = new Set()));
    set.add(fn);
    const client = await this.ensure();
    // A connection opened just now already listens to it; LISTEN twice is harmless.
    // A failed LISTEN means the connection is lost: the reconnect LISTENs again.
    if (first)
      this.listening.set(
        channel,
        client.query(`listen ${ident(channel)}`).catch(() => undefined),
      );
    await this.listening.get(channel);
    return async () => {
      set.delete(fn);
      if (set.size || this.handlers.get(channel) !== set) return;
      this.handlers.delete(channel);
      this.listening.delete(channel);
      await this.client?.query(`unlisten ${ident(channel)}`).catch(() => undefined);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }
}

function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export class PostgresDatabase implements Database {
  private readonly pool: pg.Pool;
  private readonly listener: Listener;

  constructor(options: PostgresOptions) {
    this.pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection the server dropped: the pool discards it; the next query opens another.
    this.pool.on('error', () => undefined);
    this.listener = new Listener(options.url);
  }

  query<T = Record<string, unknown>>(sql: string, values?: unknown[]): Promise<QueryResult<T>> {
    return run<T>(this.pool, sql, values);
  }

  async exec(sql: string): Promise<void> {
    await this.pool.query(sql);
  }

  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    let broken: unknown;
    try {
      await client.query('begin');
      const tx: Queryable = {
        query: <R = Record<string, unknown>>(sql: string, values?: unknown[]) =>
          run<R>(client, sql, values),
        exec: async (sql: string) => {
          await client.query(sql);
        },
      };
      let result: T;
      try {
        result = await fn(tx);
      } catch (error) {
        await client.query('rollback').catch((e: unknown) => (broken = e));
        if (isConnectionLost(error)) broken = error;
        throw error;
      }
      await client.query('commit');
      return result;
    } catch (error) {
      if (isConnectionLost(error)) broken = error;
      throw error;
    } finally {
      client.release(
        broken instanceof Error ? broken : broken ? new Error(String(broken)) : undefined,
      );
    }
  }

  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    return this.listener.listen(channel, onPayload);
  }

  async close(): Promise<void> {
    await this.listener.close();
    await this.pool.end();
  }
}

/** The URL without its password, for messages. */
export function describeUrl(url: string): string {
  try {
    const u = new URL(url);
    u.password = '';
    return u.toString();
  } catch {
    return '(unreadable URL)';
  }
}

/** Why a first connection failed, in one line that says what to do. */
function connectMessage(error: unknown, url: URL): string {
  const e = error as { code?: string; message?: string };
  const where = `${url.hostname}:${url.port || 5432}`;
  const user = decodeURIComponent(url.username) || 'the default user';
  const db = decodeURIComponent(url.pathname.slice(1)) || user;
  switch (e.code) {
    case 'ECONNREFUSED':
      return `No PostgreSQL server answers at ${where} (connection refused): start it, or fix the host and port of --database-url.`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `Unknown host ${url.hostname} in --database-url: fix the host name.`;
    case 'ETIMEDOUT':
      return `The PostgreSQL server at ${where} did not answer in time: check that it runs and that this machine may reach it.`;
    case '28P01':
      return `PostgreSQL at ${where} refused the password of user "${user}": fix the user or password in --database-url.`;
    case '28000':
      return `PostgreSQL at ${where} does not let user "${user}" in (pg_hba.conf or an unknown role): ${e.message}`;
    case '3D000':
      return `The database "${db}" does not exist on ${where}: create it (createdb ${db}) or name another in --database-url.`;
    default:
      return `Cannot connect to PostgreSQL at ${where}: ${e.message ?? String(error)}`;
  }
}

/**
 * Opens the pool and checks, with one connection, that the server answers and that the user may
 * create what the bootstrap creates (roles with BYPASSRLS: a superuser).
 */
export async function openPostgres(
  url: string,
  options: Omit<PostgresOptions, 'url'> = {},
): Promise<PostgresDatabase> {
  let parsed: URL;
  try {
    parsed = new URL(url);
    if (parsed.protocol !== 'postgres:' && parsed.protocol !== 'postgresql:') throw new Error();
  } catch {
    throw new Error(
      'The --database-url is not a PostgreSQL URL: write it as postgres://user:password@host:5432/database.',
    );
  }
  const db = new PostgresDatabase({ url, ...options });
  try {
    let rows: { rolsuper: boolean; version: number }[];
    try {
      ({ rows } = await db.query<{ rolsuper: boolean; version: number }>(
        `select rolsuper, current_setting('server_version_num')::int as version
           from pg_roles where rolname = current_user`,
      ));
    } catch (error) {
      throw new Error(connectMessage(error, parsed), { cause: error });
    }
    if (rows[0]?.version < 150000) {
      throw new Error(
        `PostgreSQL ${Math.floor(rows[0].version / 10000)} at ${parsed.host} is too old: the backend needs PostgreSQL 15 or later.`,
      );
    }
    if (!rows[0]?.rolsuper) {
      throw new Error(
        `The user "${decodeURIComponent(parsed.username)}" is not a superuser on ${parsed.host}: the backend creates Supabase's roles (anon, authenticated, service_role with BYPASSRLS) and schemas, so connect as a superuser (e.g. postgres).`,
      );
    }
    return db;
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}
