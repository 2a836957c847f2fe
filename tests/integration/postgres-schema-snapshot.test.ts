/**
 * supabase/schema.sql must match supabase/migrations: `npm run test:postgres` regenerates it
 * (scripts/gen-schema.ts: pg_dump of a fresh database on its server with every migration) and
 * compares it with the committed file. Only that command runs this file (it needs the server).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSchema, readCommittedSchema } from '../../scripts/gen-schema';
import { createTestDatabase } from '../helpers/backend';

const databases: { url: string; drop(): Promise<void> }[] = [];

async function generate(): Promise<string> {
  const database = await createTestDatabase(process.env.STREAKWISE_TEST_DATABASE_URL!);
  databases.push(database);
  return generateSchema({ databaseUrl: database.url });
}

let generated: string;

beforeAll(async () => {
  generated = await generate();
}, 120_000);

afterAll(async () => {
  for (const database of databases) await database.drop();
});

describe('supabase/schema.sql', () => {
  it('is up to date with supabase/migrations (run `npm run gen:schema` when this fails)', async () => {
    const committed = await readCommittedSchema();
    expect(committed, 'the file is missing: run `npm run gen:schema`').not.toBeNull();
    // A boolean first, so a stale file fails with the fix rather than a 7000-line diff.
    expect(
      committed === generated,
      'the file is stale: run `npm run gen:schema` and commit the result',
    ).toBe(true);
  });

  it('regenerates byte for byte', async () => {
    expect(await generate()).toBe(generated);
  }, 120_000);

  it('holds one current definition of each function, view and policy', () => {
    // save_habit_day and import_my_data are defined by several migrations each.
    const creates = (pattern: RegExp) => generated.match(pattern)?.length ?? 0;
    expect(creates(/^CREATE FUNCTION public\.save_habit_day\(/gm)).toBe(1);
    expect(creates(/^CREATE FUNCTION public\.import_my_data\(/gm)).toBe(1);
    expect(creates(/^CREATE VIEW public\.daily_habit_scores /gm)).toBe(1);
    expect(generated).toContain('p_skip_edited_at timestamp with time zone');
    expect(generated).toContain(
      '-- Name: messages Users receive their own topic; Type: POLICY; Schema: realtime; Owner: -',
    );
    expect(generated).not.toMatch(/^CREATE TABLE realtime\./m);
    expect(generated).not.toMatch(/^-- Dumped (from|by) /m);
    expect(generated).not.toMatch(/^\\(un)?restrict /m);
  });
});
