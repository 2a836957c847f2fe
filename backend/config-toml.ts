/**
 * The parts of supabase/config.toml the local backend follows, read once at start: the site URL
 * and redirect allow list ([auth]), the Auth rate limits ([auth.rate_limit]) and the minimum time
 * between two mails to one address ([auth.email] max_frequency). Same file, same meaning as for
 * `supabase start`, so the local backend and the CLI stack behave alike.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'smol-toml';
import { ROOT_DIR } from './db/database';

const DEFAULT_CONFIG_TOML = join(ROOT_DIR, 'supabase', 'config.toml');

/** Supabase Auth's limits, named as in config.toml (the CLI's defaults in brackets). */
export interface AuthRateLimits {
  /** Mails sent per hour, all addresses together [2]. */
  emailSent: number;
  /** Refresh-token grants per 5 minutes per IP [150]. */
  tokenRefresh: number;
  /** Sign-ups and sign-ins (password, id_token) per 5 minutes per IP [30]. */
  signInSignUps: number;
  /** Verifications of e-mail links and tokens (/verify) per 5 minutes per IP [30]. */
  tokenVerifications: number;
  /** Minimum seconds between two mails to one address ([auth.email] max_frequency) [1 s]. */
  emailMaxFrequencySeconds: number;
}

export const CLI_DEFAULT_RATE_LIMITS: AuthRateLimits = {
  emailSent: 2,
  tokenRefresh: 150,
  signInSignUps: 30,
  tokenVerifications: 30,
  emailMaxFrequencySeconds: 1,
};

export interface ProjectAuthConfig {
  siteUrl?: string;
  additionalRedirectUrls: string[];
  rateLimits: AuthRateLimits;
}

/** A Go duration as config.toml writes them: "1s", "60s", "1m30s", "1h", "500ms". */
export function parseGoDuration(value: string): number {
  const units: Record<string, number> = { ms: 0.001, s: 1, m: 60, h: 3600 };
  const parts = [...value.trim().matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)];
  if (!parts.length || parts.map((p) => p[0]).join('') !== value.trim()) {
    throw new Error(`Invalid duration "${value}" (expected e.g. "1s", "1m30s")`);
  }
  return parts.reduce((sum, [, n, unit]) => sum + Number(n) * units[unit], 0);
}

type Table = Record<string, unknown>;
const table = (value: unknown): Table =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Table) : {};

function limit(section: Table, key: string, fallback: number): number {
  const value = section[key];
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) throw new Error(`config.toml: ${key} must be a number >= 0`);
  return n;
}

/** Reads supabase/config.toml (or `file`); a missing file gives the CLI's defaults. */
export function readProjectAuthConfig(file = DEFAULT_CONFIG_TOML): ProjectAuthConfig {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return { additionalRedirectUrls: [], rateLimits: { ...CLI_DEFAULT_RATE_LIMITS } };
  }
  const auth = table(parse(text).auth);
  const rate = table(auth.rate_limit);
  const email = table(auth.email);
  const d = CLI_DEFAULT_RATE_LIMITS;
  return {
    siteUrl: typeof auth.site_url === 'string' ? auth.site_url : undefined,
    additionalRedirectUrls: Array.isArray(auth.additional_redirect_urls)
      ? auth.additional_redirect_urls.filter((u): u is string => typeof u === 'string')
      : [],
    rateLimits: {
      emailSent: limit(rate, 'email_sent', d.emailSent),
      tokenRefresh: limit(rate, 'token_refresh', d.tokenRefresh),
      signInSignUps: limit(rate, 'sign_in_sign_ups', d.signInSignUps),
      tokenVerifications: limit(rate, 'token_verifications', d.tokenVerifications),
      emailMaxFrequencySeconds:
        typeof email.max_frequency === 'string'
          ? parseGoDuration(email.max_frequency)
          : d.emailMaxFrequencySeconds,
    },
  };
}
