/**
 * auth.users / auth.identities access, run as the database superuser (Auth owns these tables;
 * row-level security does not apply here, as with GoTrue's own connection).
 */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../core/types';
import { bcryptCompare, bcryptHash } from './bcrypt-pool';
import { AuthError } from './errors';

export const DEFAULT_BCRYPT_COST = 10;
const MIN_PASSWORD_LENGTH = 6;
/** bcrypt only looks at the first 72 bytes; GoTrue refuses longer passwords. */
const MAX_PASSWORD_BYTES = 72;
/**
 * User metadata travels in every access token (a request header), so it is capped: at most
 * 4 KB of JSON, nested at most 8 levels. Larger or deeper metadata gets 400 validation_failed.
 */
const MAX_METADATA_BYTES = 4096;
const MAX_METADATA_DEPTH = 8;
// The same shape GoTrue's mail validator accepts: something@something.tld, no spaces.
const EMAIL_RE =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  confirmed_at: Date | null;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date | null;
  updated_at: Date | null;
  phone: string | null;
  banned_until: Date | null;
  deleted_at: Date | null;
  is_anonymous: boolean;
}

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  email: string | null;
  last_sign_in_at: Date | null;
  created_at: Date | null;
  updated_at: Date | null;
}

const iso = (d: Date | string | null | undefined) =>
  d == null ? undefined : new Date(d).toISOString();

function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function validateEmail(email: unknown): string {
  if (typeof email !== 'string' || email.trim() === '') {
    throw new AuthError(
      400,
      'validation_failed',
      'Unable to validate email address: invalid format',
    );
  }
  const normalized = normalizeEmail(email);
  if (normalized.length > 255 || !EMAIL_RE.test(normalized)) {
    throw new AuthError(
      400,
      'validation_failed',
      'Unable to validate email address: invalid format',
    );
  }
  return normalized;
}

/** GoTrue's password rules (length only, as its default config). */
export function checkPasswordStrength(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new AuthError(
      422,
      'weak_password',
      `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`,
      { weak_password: { reasons: ['length'] } },
    );
  }
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) {
    throw new AuthError(422, 'validation_failed', 'Password cannot be longer than 72 characters');
  }
}

/**
 * Sign-in with a password over 72 bytes: refused (400), since bcrypt would compare only its first
 * 72 bytes and accept any password that starts like the real one.
 */
export function checkPasswordLength(password: string): void {
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) {
    throw new AuthError(400, 'validation_failed', 'Password cannot be longer than 72 characters');
  }
}

/** Whether the user is banned now (`auth.users.banned_until` in the future). */
export function isBanned(user: UserRow): boolean {
  return !!user.banned_until && user.banned_until.getTime() > Date.now();
}

/** The refusal of a banned user, on every way to a session (password, Google, recovery link). */
export function bannedError(): AuthError {
  return new AuthError(400, 'user_banned', 'User is banned');
}

/** Refuses metadata over MAX_METADATA_BYTES of JSON or nested deeper than MAX_METADATA_DEPTH. */
export function checkMetadata(value: unknown, what: string): void {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth >= MAX_METADATA_DEPTH) {
      throw new AuthError(
        400,
        'validation_failed',
        `${what} is nested more than ${MAX_METADATA_DEPTH} levels deep`,
      );
    }
    for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  const bytes = Buffer.byteLength(JSON.stringify(value) ?? '', 'utf8');
  if (bytes > MAX_METADATA_BYTES) {
    throw new AuthError(
      400,
      'validation_failed',
      `${what} is too large (${bytes} bytes of JSON; at most ${MAX_METADATA_BYTES})`,
    );
  }
}

/** bcrypt ($2b$, as hosted Supabase stores) on a worker thread, off the event loop. */
export function hashPassword(password: string, cost = DEFAULT_BCRYPT_COST): Promise<string> {
  return bcryptHash(password, cost);
}

export function comparePassword(password: string, hash: string | null): Promise<boolean> {
  if (!hash) return Promise.resolve(false);
  return bcryptCompare(password, hash);
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>('select * from auth.users where id = $1', [id]);
  return rows[0];
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    'select * from auth.users where lower(email) = $1 and is_sso_user = false',
    [normalizeEmail(email)],
  );
  return rows[0];
}

export async function listIdentities(db: Queryable, userId: string): Promise<IdentityRow[]> {
  const { rows } = await db.query<IdentityRow>(
    'select * from auth.identities where user_id = $1 order by created_at, id',
    [userId],
  );
  return rows;
}

/** The user JSON GoTrue returns (models/user.go). */
export function userJson(user: UserRow, identities: IdentityRow[]): Record<string, unknown> {
  const json: Record<string, unknown> = {
    id: user.id,
    aud: user.aud ?? 'authenticated',
    role: user.role ?? 'authenticated',
    email: user.email ?? '',
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: user.phone ?? '',
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(user.confirmed_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: identities.map(identityJson),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: user.is_anonymous,
  };
  for (const key of Object.keys(json)) if (json[key] === undefined) delete json[key];
  return json;
}

function identityJson(identity: IdentityRow): Record<string, unknown> {
  return {
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    identity_data: identity.identity_data,
    provider: identity.provider,
    last_sign_in_at: iso(identity.last_sign_in_at),
    created_at: iso(identity.created_at),
    updated_at: iso(identity.updated_at),
    email: identity.email ?? undefined,
  };
}

export interface CreateUserInput {
  email: string;
  /** Omitted for users who only sign in through a provider (Google). */
  password?: string;
  userMetadata?: Record<string, unknown>;
  provider?: 'email' | 'google';
  /** The provider's subject (Google `sub`); for `email` it is the user id. */
  providerId?: string;
  identityData?: Record<string, unknown>;
  bcryptCost?: number;
}

/**
 * Creates a confirmed user with its identity, as GoTrue does on sign-up with autoconfirm on.
 * Also used by the demo seeding, so the demo account is made exactly like a real sign-up.
 * Throws AuthError 422 user_already_exists when the e-mail is taken.
 */
export async function createUser(tx: Queryable, input: CreateUserInput): Promise<UserRow> {
  const email = validateEmail(input.email);
  if (await findUserByEmail(tx, email)) {
    throw new AuthError(422, 'user_already_exists', 'User already registered');
  }
  const provider = input.provider ?? 'email';
  const id = randomUUID();
  const hash =
    input.password === undefined ? null : await hashPassword(input.password, input.bcryptCost);
  const appMeta = { provider, providers: [provider] };
  const { rows } = await tx.query<UserRow>(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_sso_user, is_anonymous)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3, now(),
       $4, $5, now(), now(), false, false)
     returning *`,
    [id, email, hash, JSON.stringify(appMeta), JSON.stringify(input.userMetadata ?? {})],
  );
  const identityData = input.identityData ?? {
    sub: id,
    email,
    email_verified: true,
    phone_verified: false,
  };
  await addIdentity(tx, id, provider, input.providerId ?? id, identityData);
  return rows[0];
}

export async function addIdentity(
  tx: Queryable,
  userId: string,
  provider: string,
  providerId: string,
  identityData: Record<string, unknown>,
): Promise<void> {
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2, $3, $4, now(), now(), now())
     on conflict (provider_id, provider) do update
       set identity_data = excluded.identity_data, last_sign_in_at = now(), updated_at = now()`,
    [providerId, userId, JSON.stringify(identityData), provider],
  );
}
