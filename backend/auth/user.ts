/** GET /user and PUT /user: the signed-in user, and changes to its metadata and password. */
import type { CoreResponse, Queryable } from '../core/types';
import { type Body, metadataObject, optionalString } from './body';
import { type RequestContext, authenticate } from './context';
import { AuthError } from './errors';
import {
  checkMetadata,
  checkPasswordStrength,
  comparePassword,
  findUserById,
  hashPassword,
  listIdentities,
  userJson,
  type UserRow,
} from './users';

/** 200 with the user as GoTrue shows it (identities included), read through `tx`. */
async function userResponse(
  ctx: RequestContext,
  tx: Queryable,
  userId: string,
): Promise<CoreResponse> {
  const user = await findUserById(tx, userId);
  if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
  return ctx.json(200, userJson(user, await listIdentities(tx, userId)));
}

export async function getUser(ctx: RequestContext): Promise<CoreResponse> {
  const { user } = await authenticate(ctx);
  return userResponse(ctx, ctx.db, user.id);
}

/** The new password's bcrypt hash, or undefined when the body sets none; refuses a bad one. */
async function newPasswordHash(
  ctx: RequestContext,
  user: UserRow,
  body: Body,
): Promise<string | undefined> {
  const password = body.password;
  if (password !== undefined && password !== null && typeof password !== 'string') {
    throw new AuthError(400, 'validation_failed', 'password must be a string');
  }
  if (typeof password !== 'string') return undefined;
  checkPasswordStrength(password);
  if (await comparePassword(password, user.encrypted_password)) {
    throw new AuthError(
      422,
      'same_password',
      'New password should be different from the old password.',
    );
  }
  return hashPassword(password, ctx.bcryptCost);
}

/** GoTrue merges `data` into the user metadata key by key; a null value removes the key. */
function mergedMetadata(user: UserRow, data: unknown): Record<string, unknown> {
  const updates = metadataObject(data);
  const merged = { ...(user.raw_user_meta_data ?? {}) };
  for (const [key, value] of Object.entries(updates)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  checkMetadata(merged, 'user metadata');
  return merged;
}

export async function updateUser(ctx: RequestContext): Promise<CoreResponse> {
  const { user, sessionId } = await authenticate(ctx);
  const body = ctx.body();
  const email = optionalString(body.email);
  if (email !== undefined && email.trim().toLowerCase() !== (user.email ?? '')) {
    throw new AuthError(
      422,
      'email_change_not_supported',
      'Changing the e-mail address is not supported by the local backend',
    );
  }
  const hash = await newPasswordHash(ctx, user, body);
  return ctx.db.transaction(async (tx) => {
    if (body.data !== undefined) {
      await tx.query(
        'update auth.users set raw_user_meta_data = $2, updated_at = now() where id = $1',
        [user.id, JSON.stringify(mergedMetadata(user, body.data))],
      );
    }
    if (hash) {
      await tx.query(
        'update auth.users set encrypted_password = $2, updated_at = now() where id = $1',
        [user.id, hash],
      );
      // A password change signs the user out everywhere else (GoTrue UpdatePassword).
      await tx.query('delete from auth.sessions where user_id = $1 and id is distinct from $2', [
        user.id,
        sessionId ?? null,
      ]);
    }
    return userResponse(ctx, tx, user.id);
  });
}
