/**
 * The local backend's core contracts. The core is a request -> response function over a small
 * database interface; node:http (backend/http.ts) is only a thin wrapper around it, so the same
 * core could later run elsewhere (e.g. in a browser worker over PGlite).
 */

export interface QueryResult<T = Record<string, unknown>> {
  rows: T[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

/** Something that runs SQL: the database itself or an open transaction. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Runs one or more statements without parameters. */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  /** Runs fn in one transaction: committed when fn resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Calls onPayload for each NOTIFY on channel; resolves to a function that stops listening. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface CoreRequest {
  method: string; // upper case
  /** Path without the query string, e.g. /rest/v1/habit_metadata */
  path: string;
  /** Decoded query parameters ('+' already decoded as a space, as PostgREST does). */
  query: URLSearchParams;
  /** Raw query string without the leading '?'. */
  rawQuery: string;
  /** Header names lower-cased. */
  headers: Record<string, string>;
  body?: Buffer;
  /** The client's IP address (the socket's; forwarded-for headers are not trusted). */
  remoteAddress?: string;
}

export interface CoreResponse {
  status: number;
  headers: Record<string, string>;
  body?: string | Buffer;
}

export type CoreHandler = (req: CoreRequest) => Promise<CoreResponse>;

export interface GoogleIdTokenConfig {
  /** Accepted `iss` values, e.g. https://accounts.google.com */
  issuers: string[];
  /** Accepted `aud` (the OAuth client id). */
  audience: string;
  /** Where to fetch the issuer's JWKS (RS256 public keys). */
  jwksUrl?: string;
  /** Or the JWKS itself (tests). */
  jwks?: { keys: Record<string, unknown>[] };
}

export interface BackendConfig {
  /** Public base URL, e.g. http://127.0.0.1:54321 */
  apiUrl: string;
  /** HS256 secret that signs every JWT (anon key, service key, access tokens). */
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Where auth e-mails link to by default (the app), e.g. http://127.0.0.1:5173 */
  siteUrl: string;
  /** Access token lifetime in seconds (GoTrue default 3600). */
  jwtExpirySeconds: number;
  google?: GoogleIdTokenConfig;
  /** The mailbox page on its own port, once it listens. */
  mailUrl?: string;
}

export interface MailMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Links found in the mail, for tests. */
  links: string[];
  created_at: string;
}

export interface Mailbox {
  send(msg: Omit<MailMessage, 'id' | 'created_at' | 'links'>): MailMessage;
  list(to?: string): MailMessage[];
  clear(): void;
}
