/**
 * DDL while the local backend runs: `NOTIFY pgrst, 'reload schema'` makes the REST schema cache
 * read the catalog again, as it does PostgREST's (backend/rest/context.ts SchemaHandle).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  createTestUser,
  startTestBackend,
  type TestBackend,
  type TestUser,
} from '../helpers/backend';

let backend: TestBackend;
let user: TestUser;

beforeAll(async () => {
  backend = await startTestBackend({ seedFile: null });
  user = await createTestUser(backend);
});
afterAll(async () => {
  await backend?.stop();
});

it("a table created at run time is served at once after NOTIFY pgrst, 'reload schema'", async () => {
  // A miss reloads the cache, and misses within the next 250 ms do not reload it again: without
  // the NOTIFY the table made right after that is unknown for that long.
  const miss = await user.client.from('made_at_run_time').select('*');
  expect(miss.error?.code).toBe('PGRST205');
  // On Postgres a notification reaches the listening connection some time after the commit, as it
  // reaches PostgREST. This test's own listener runs after the schema cache's (one connection calls
  // a channel's handlers in the order they were added), so once it has heard the NOTIFY the reload
  // is under way, and lookups wait for it.
  let heard!: () => void;
  const notified = new Promise<void>((resolve) => (heard = resolve));
  const unlisten = await backend.db.listen('pgrst', () => heard());
  await backend.db.exec(`
    create table public.made_at_run_time (id int primary key);
    grant select on public.made_at_run_time to authenticated;
    notify pgrst, 'reload schema';
  `);
  await notified;
  await unlisten();
  const { data, error } = await user.client.from('made_at_run_time').select('*');
  expect(error).toBeNull();
  expect(data).toEqual([]);
});
