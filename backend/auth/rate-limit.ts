/**
 * Supabase Auth's rate limits: a token bucket per key (client IP, or one for all mail) that holds
 * `limit` requests and refills at `limit` per window, as GoTrue's limiter does. Over the limit the
 * request gets 429 over_request_rate_limit (or over_email_send_rate_limit for mail).
 */
import type { AuthRateLimits } from '../config-toml';
import { AuthError } from './errors';

const MAX_KEYS = 10_000;

class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes one request for `key`; false when its bucket is empty. */
  take(key: string): boolean {
    const now = this.now();
    const rate = this.limit / this.windowMs;
    const bucket = this.buckets.get(key) ?? { tokens: this.limit, at: now };
    bucket.tokens = Math.min(this.limit, bucket.tokens + (now - bucket.at) * rate);
    bucket.at = now;
    if (bucket.tokens < 1) {
      this.buckets.set(key, bucket);
      return false;
    }
    bucket.tokens -= 1;
    this.buckets.set(key, bucket);
    if (this.buckets.size > MAX_KEYS) this.prune(now, rate);
    return true;
  }

  /** Forgets buckets that have refilled completely (they behave like new ones). */
  private prune(now: number, rate: number): void {
    for (const [key, b] of this.buckets) {
      if (b.tokens + (now - b.at) * rate >= this.limit) this.buckets.delete(key);
    }
  }
}

const FIVE_MINUTES = 5 * 60_000;
const HOUR = 60 * 60_000;

export type LimitedAction = 'signInSignUps' | 'tokenRefresh' | 'tokenVerifications';

export interface AuthLimiters {
  /** Throws 429 over_request_rate_limit when `ip` is over the action's limit. */
  check(action: LimitedAction, ip: string | undefined): void;
  /** Throws 429 over_email_send_rate_limit when the hourly mail budget is spent. */
  takeEmail(): void;
  /** Minimum seconds between two mails to one address. */
  emailMaxFrequencySeconds: number;
}

export function createAuthLimiters(limits: AuthRateLimits): AuthLimiters {
  const perIp: Record<LimitedAction, RateLimiter> = {
    signInSignUps: new RateLimiter(limits.signInSignUps, FIVE_MINUTES),
    tokenRefresh: new RateLimiter(limits.tokenRefresh, FIVE_MINUTES),
    tokenVerifications: new RateLimiter(limits.tokenVerifications, FIVE_MINUTES),
  };
  const email = new RateLimiter(limits.emailSent, HOUR);
  return {
    check(action, ip) {
      if (!perIp[action].take(ip ?? 'unknown')) {
        throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
      }
    },
    takeEmail() {
      if (!email.take('all')) {
        throw new AuthError(429, 'over_email_send_rate_limit', 'Email rate limit exceeded');
      }
    },
    emailMaxFrequencySeconds: limits.emailMaxFrequencySeconds,
  };
}

/** Limits high enough never to be reached by a test suite or a bench signing up many users. */
export const RELAXED_RATE_LIMITS: AuthRateLimits = {
  emailSent: 1_000_000,
  tokenRefresh: 1_000_000,
  signInSignUps: 1_000_000,
  tokenVerifications: 1_000_000,
  emailMaxFrequencySeconds: 0,
};
