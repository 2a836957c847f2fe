/**
 * Password reset: POST /recover mails a one-time link to /verify; GET /verify (the link) redirects
 * to the app with a session in the URL fragment, POST /verify (verifyOtp with the token hash)
 * answers the session as JSON. One live link per user, valid recoveryExpirySeconds.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { CoreResponse } from '../core/types';
import { optionalString } from './body';
import { PREFIX, type RequestContext } from './context';
import { AuthError } from './errors';
import { createSession, type AuthMethod } from './sessions';
import {
  bannedError,
  findUserByEmail,
  findUserById,
  isBanned,
  validateEmail,
  type UserRow,
} from './users';

const RECOVERY_TOKEN_TYPE = 'recovery_token';

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

const linkExpired = () => new AuthError(403, 'otp_expired', 'Email link is invalid or has expired');

export async function recover(ctx: RequestContext): Promise<CoreResponse> {
  const body = ctx.body();
  const raw = optionalString(body.email);
  if (!raw) throw new AuthError(400, 'validation_failed', 'Password recovery requires an email');
  const email = validateEmail(raw);
  const redirectTo = ctx.referrer();
  const user = await findUserByEmail(ctx.db, email);
  if (user) {
    checkMailFrequency(ctx, user);
    ctx.limits.takeEmail();
    const tokenValue = randomBytes(24).toString('hex');
    await storeRecoveryToken(ctx, user, email, tokenValue);
    sendRecoveryMail(ctx, email, tokenValue, redirectTo);
  }
  return ctx.json(200, {});
}

/** 429 when the user's last recovery mail is younger than [auth.email] max_frequency. */
function checkMailFrequency(ctx: RequestContext, user: UserRow): void {
  const wait = ctx.limits.emailMaxFrequencySeconds;
  const since = user.recovery_sent_at
    ? (Date.now() - new Date(user.recovery_sent_at).getTime()) / 1000
    : Infinity;
  if (since < wait) {
    throw new AuthError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${Math.ceil(wait - since)} seconds.`,
    );
  }
}

async function storeRecoveryToken(
  ctx: RequestContext,
  user: UserRow,
  email: string,
  tokenValue: string,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    // One live recovery link per user: a new request replaces the previous one.
    await tx.query('delete from auth.one_time_tokens where user_id = $1 and token_type = $2', [
      user.id,
      RECOVERY_TOKEN_TYPE,
    ]);
    await tx.query(
      `insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to)
       values ($1, $2, $3, $4, $5)`,
      [randomUUID(), user.id, RECOVERY_TOKEN_TYPE, sha256(tokenValue), email],
    );
    await tx.query(
      'update auth.users set recovery_token = $2, recovery_sent_at = now(), updated_at = now() where id = $1',
      [user.id, sha256(tokenValue)],
    );
  });
}

function sendRecoveryMail(
  ctx: RequestContext,
  email: string,
  tokenValue: string,
  redirectTo: string,
): void {
  const link = new URL(`${ctx.config.apiUrl}${PREFIX}/verify`);
  link.searchParams.set('token', tokenValue);
  link.searchParams.set('type', 'recovery');
  link.searchParams.set('redirect_to', redirectTo);
  const href = link.toString();
  const escaped = href.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  ctx.mailbox.send({
    to: email,
    subject: 'Reset Your Password',
    text: `Follow this link to reset the password for your user:\n\n${href}\n`,
    html: `<h2>Reset Password</h2>\n<p>Follow this link to reset the password for your user:</p>\n<p><a href="${escaped}">Reset Password</a></p>`,
  });
}

/** Consumes a recovery token and opens a session, or returns why it cannot. */
async function consumeRecoveryToken(
  ctx: RequestContext,
  tokenValue: string,
): Promise<Record<string, unknown> | AuthError> {
  return ctx.db.transaction(async (tx) => {
    // created_at is a timestamp without time zone, so its age is computed in SQL.
    const { rows } = await tx.query<{ id: string; user_id: string; age: number }>(
      `delete from auth.one_time_tokens where token_hash = $1 and token_type = $2
       returning id, user_id, extract(epoch from (localtimestamp - created_at))::float8 as age`,
      [sha256(tokenValue), RECOVERY_TOKEN_TYPE],
    );
    const row = rows[0];
    if (!row || Number(row.age) > ctx.recoveryExpirySeconds) return linkExpired();
    await tx.query(
      `update auth.users set recovery_token = '', email_confirmed_at = coalesce(email_confirmed_at, now()),
         updated_at = now() where id = $1`,
      [row.user_id],
    );
    const user = await findUserById(tx, row.user_id);
    if (!user) return linkExpired();
    // The link is spent either way; a banned user gets no session from it.
    if (isBanned(user)) return bannedError();
    return createSession(tx, ctx.config, user, 'recovery' satisfies AuthMethod);
  });
}

/** GET /verify: the mailed link; 303 to redirect_to with the session or the error in the fragment. */
export async function verifyGet(ctx: RequestContext): Promise<CoreResponse> {
  const type = ctx.query.get('type');
  const tokenValue = ctx.query.get('token') ?? '';
  const redirectTo = ctx.referrer();
  const fragment = new URLSearchParams();
  if (type !== 'recovery') {
    fragment.set('error', 'unauthorized_client');
    fragment.set('error_code', 'validation_failed');
    fragment.set('error_description', 'Verify requires a verification type');
  } else {
    const result = tokenValue ? await consumeRecoveryToken(ctx, tokenValue) : linkExpired();
    if (result instanceof AuthError) {
      fragment.set('error', 'access_denied');
      fragment.set('error_code', result.code);
      fragment.set('error_description', result.message);
    } else {
      fragment.set('access_token', String(result.access_token));
      fragment.set('expires_at', String(result.expires_at));
      fragment.set('expires_in', String(result.expires_in));
      fragment.set('refresh_token', String(result.refresh_token));
      fragment.set('token_type', 'bearer');
      fragment.set('type', 'recovery');
    }
  }
  // As GoTrue's verify: a session is appended to redirect_to as it is (AsRedirectURL, so a
  // hash-router URL such as `http://localhost:3000/#/` keeps its fragment before the session's),
  // an error replaces the fragment (prepErrorRedirectURL).
  const base = fragment.has('access_token') ? redirectTo : redirectTo.split('#')[0];
  const location = `${base}#${fragment.toString()}`;
  return {
    status: 303,
    headers: { location, 'content-type': 'text/plain; charset=utf-8' },
    body: '',
  };
}

/** POST /verify: supabase.auth.verifyOtp({ token_hash, type: 'recovery' }). */
export async function verifyPost(ctx: RequestContext): Promise<CoreResponse> {
  const body = ctx.body();
  if (body.type !== 'recovery') {
    throw new AuthError(
      400,
      'validation_failed',
      'Only type "recovery" is supported by the local backend',
    );
  }
  const tokenValue = optionalString(body.token_hash) ?? optionalString(body.token);
  if (!tokenValue)
    throw new AuthError(400, 'validation_failed', 'Verify requires a token or a token hash');
  const result = await consumeRecoveryToken(ctx, tokenValue);
  if (result instanceof AuthError) throw result;
  return ctx.json(200, result);
}
