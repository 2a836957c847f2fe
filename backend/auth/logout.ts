/** POST /logout?scope=global|local|others: ends the caller's sessions. */
import type { CoreResponse } from '../core/types';
import { type RequestContext, authenticate } from './context';
import { AuthError } from './errors';

export async function logout(ctx: RequestContext): Promise<CoreResponse> {
  const { user, sessionId } = await authenticate(ctx);
  const scope = ctx.query.get('scope') ?? 'global';
  if (!['global', 'local', 'others'].includes(scope)) {
    throw new AuthError(400, 'validation_failed', `Unsupported logout scope "${scope}"`);
  }
  if (scope === 'global' || !sessionId) {
    await ctx.db.query('delete from auth.sessions where user_id = $1', [user.id]);
  } else if (scope === 'local') {
    await ctx.db.query('delete from auth.sessions where id = $1', [sessionId]);
  } else {
    await ctx.db.query('delete from auth.sessions where user_id = $1 and id <> $2', [
      user.id,
      sessionId,
    ]);
  }
  return ctx.json(204, undefined);
}
