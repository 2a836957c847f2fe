/**
 * src/types/database.types.ts must match supabase/migrations: regenerates the types in memory
 * (Supabase's generator over a fresh database with every migration, as `npm run gen:types` does)
 * and compares them with the committed file. `npm test` makes them on PGlite; `npm run
 * test:postgres` through PostgresMeta itself on PostgreSQL 15, as `supabase gen types` would, so
 * both must give the committed file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDatabaseTypes, readCommittedDatabaseTypes } from '../../scripts/gen-types';
import { createTestDatabase } from '../helpers/backend';

const server = process.env.STREAKWISE_TEST_DATABASE_URL;
const databases: { url: string; drop(): Promise<void> }[] = [];

/** The types of a fresh database: PGlite, or a new database on the test server. */
async function generate(): Promise<string> {
  if (!server) return generateDatabaseTypes();
  const database = await createTestDatabase(server);
  databases.push(database);
  return generateDatabaseTypes({ databaseUrl: database.url });
}

let generated: string;

beforeAll(async () => {
  generated = await generate();
}, 120_000);

afterAll(async () => {
  for (const database of databases) await database.drop();
});

describe('src/types/database.types.ts', () => {
  it('is up to date with supabase/migrations (run `npm run gen:types` when this fails)', async () => {
    const committed = await readCommittedDatabaseTypes();
    expect(committed, 'the file is missing: run `npm run gen:types`').not.toBeNull();
    // A boolean first, so a stale file fails with the fix rather than a 900-line diff.
    expect(
      committed === generated,
      'the file is stale: run `npm run gen:types` and commit the result',
    ).toBe(true);
  });

  it('regenerates byte for byte', async () => {
    expect(await generate()).toBe(generated);
  }, 120_000);

  it('is what `supabase gen types typescript` prints', () => {
    for (const declaration of [
      'export type Json =',
      'export type Database = {',
      'export type Tables<',
      'export type TablesInsert<',
      'export type TablesUpdate<',
      'export type Enums<',
      'export type CompositeTypes<',
      'export const Constants = {',
    ]) {
      expect(generated).toContain(declaration);
    }
    // The generator's own spelling of a function without arguments.
    expect(generated).toMatch(/\n {6}delete_my_account: \{\s+Args: Record<PropertyKey, never>\n/);
    // Upper-case names of a table and a view, optional defaults, identity columns, a relationship
    // inferred through a view, and every RPC function of the app.
    expect(generated).toMatch(/\n {6}User_Master: \{\n {8}Row: \{/);
    expect(generated).toMatch(/\n {6}OPTION_METADATA: \{\n {8}Row: \{/);
    expect(generated).toMatch(/Insert: \{\n {10}cmt_id: number\n {10}created_at\?: string\n/);
    expect(generated).toContain('id?: never\n');
    expect(generated).toContain('referencedRelation: "daily_habit_scores"\n');
    for (const fn of [
      'create_habit',
      'create_habit_from_template',
      'delete_my_account',
      'export_my_data',
      'save_habit_as_template',
      'save_habit_day',
      'update_habit',
    ]) {
      expect(generated).toMatch(new RegExp(`\\n {6}${fn}: \\{\\s+Args: `));
    }
  });
});
