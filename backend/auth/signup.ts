/** POST /signup: an e-mail and password account, confirmed at once, and its first session. */
import type { CoreResponse } from '../core/types';
import { metadataObject, optionalString } from './body';
import type { RequestContext } from './context';
import { AuthError } from './errors';
import { createSession } from './sessions';
import { checkPasswordStrength, createUser, validateEmail } from './users';

export async function signup(ctx: RequestContext): Promise<CoreResponse> {
  const body = ctx.body();
  const email = optionalString(body.email);
  const password = optionalString(body.password) ?? '';
  if (!email) {
    if (optionalString(body.phone)) {
      throw new AuthError(400, 'phone_provider_disabled', 'Phone signups are disabled');
    }
    throw new AuthError(400, 'validation_failed', 'To signup, please provide your email');
  }
  if (password === '')
    throw new AuthError(400, 'validation_failed', 'Signup requires a valid password');
  const normalized = validateEmail(email);
  checkPasswordStrength(password);
  const data = metadataObject(body.data);
  const session = await ctx.db.transaction(async (tx) => {
    const user = await createUser(tx, {
      email: normalized,
      password,
      userMetadata: data,
      bcryptCost: ctx.bcryptCost,
    });
    return createSession(tx, ctx.config, user, 'password');
  });
  return ctx.json(200, session);
}
