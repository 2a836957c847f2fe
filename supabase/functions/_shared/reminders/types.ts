/**
 * The reminder sender's shared types (docs/reminders.md): how it reaches Postgres, its options
 * and the report of one run. Used by ./sender.ts (the run), ./deliver.ts (the pushes) and
 * ./endpoints.ts (one push).
 */
import type { NotDueReason } from './due-reminders.ts';

export interface SqlRunner {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

export interface VapidKeys {
  /** base64url, uncompressed P-256 point (what the browser's applicationServerKey takes). */
  publicKey: string;
  privateKey: string;
  /** mailto: or https: contact for push services. */
  subject: string;
}

export interface SenderOptions {
  vapid: VapidKeys;
  /** Allow http://127.0.0.1, http://localhost and http://[::1] endpoints (local backend only). */
  allowLoopback?: boolean;
  /** Extra https hosts (exact names) to accept besides the known push services. */
  extraPushHosts?: readonly string[];
  /** Default: global fetch. */
  fetch?: typeof fetch;
  /** Seconds a push service keeps an undelivered reminder (default 4 hours). */
  ttlSeconds?: number;
  /** Attempts per delivery before it is 'failed' (default 5). */
  maxAttempts?: number;
  /** Per request (default 10 s). */
  timeoutMs?: number;
  /** Pushes in flight at once (default 8). */
  concurrency?: number;
  /**
   * The run's pushes end this long after they start (default 40 s, below pg_net's 55 s and the
   * minute): a push not answered by then is tried again at the next minute.
   */
  deadlineMs?: number;
  log?: (message: string) => void;
}

export interface RunReport {
  minute: string;
  /** Reminders whose time the minute reached. */
  reached: number;
  notDue: { reminderId: number; reason: NotDueReason }[];
  /** Deliveries claimed (first send for a reminder and habit-day). */
  claimed: number;
  /** Pushes a push service accepted. */
  sent: number;
  /** Subscriptions deleted (404/410, or failing for more than a day). */
  removed: number;
  /** Pushes that failed and will be retried (or were given up). */
  failed: number;
  /** Retries tried this minute (a delivery left 'sending' by a run that died is one). */
  retried: number;
  /** Reminder rows the run could not handle (logged and skipped; the others went on). */
  errors: number;
}

export interface SubscriptionRow {
  id: number;
  created_by: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}
