/**
 * Realtime Authorization as hosted Realtime runs it (supabase/realtime
 * lib/realtime/tenants/authorization.ex): row-level security on realtime.messages decides who may
 * receive (select) and send (insert) on a private channel's topic. Each check is one transaction
 * that is rolled back: for reading, a probe row is inserted (as the connection's superuser), then
 * with the user's role, claims and `realtime.topic` set it is selected; for writing, a row is
 * inserted as the user.
 */
import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../core/types';
import type { Claims } from './token';

/** The roles a token may take here (a token naming any other role is refused). */
const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);

class Rollback extends Error {}

async function asUser(tx: Queryable, claims: Claims, topic: string): Promise<void> {
  await tx.query(
    `select set_config('role', $1, true), set_config('realtime.topic', $2, true),
            set_config('request.jwt.claims', $3, true), set_config('request.jwt.claim.sub', $4, true),
            set_config('request.jwt.claim.role', $1, true)`,
    [claims.role, topic, JSON.stringify(claims), typeof claims.sub === 'string' ? claims.sub : ''],
  );
}

/** Runs fn in a transaction that is always rolled back; returns what fn found. */
async function probe(db: Database, fn: (tx: Queryable) => Promise<boolean>): Promise<boolean> {
  let allowed = false;
  try {
    await db.transaction(async (tx) => {
      allowed = await fn(tx);
      throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
  return allowed;
}

/** Whether the token's user may receive broadcasts on `topic` (the channel name, no prefix). */
export function mayRead(db: Database, claims: Claims, topic: string): Promise<boolean> {
  if (!API_ROLES.has(claims.role)) return Promise.resolve(false);
  return probe(db, async (tx) => {
    const id = randomUUID();
    await tx.query(
      `insert into realtime.messages (id, topic, extension, private) values ($1, $2, 'broadcast', true)`,
      [id, topic],
    );
    await asUser(tx, claims, topic);
    const { rows } = await tx.query('select 1 from realtime.messages where id = $1', [id]);
    return rows.length === 1;
  });
}

/** Whether the token's user may send broadcasts on `topic`. */
export function mayWrite(db: Database, claims: Claims, topic: string): Promise<boolean> {
  if (!API_ROLES.has(claims.role)) return Promise.resolve(false);
  return probe(db, async (tx) => {
    await asUser(tx, claims, topic);
    try {
      await tx.query(
        `insert into realtime.messages (topic, extension, private) values ($1, 'broadcast', true)`,
        [topic],
      );
      return true;
    } catch (error) {
      if ((error as { code?: string }).code === '42501') return false;
      throw error;
    }
  });
}
