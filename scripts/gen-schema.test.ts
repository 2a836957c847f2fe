/**
 * supabase/schema.sql (scripts/gen-schema.ts) without a PostgreSQL server: it was made from the
 * current migrations (its fingerprint line), and the dump is kept as pg_dump printed it but for
 * the lines that change with the machine. `npm run test:postgres` regenerates the whole file
 * (tests/integration/postgres-schema-snapshot.test.ts).
 */
import { describe, expect, it } from 'vitest';
import {
  FINGERPRINT_LINE,
  keepEntries,
  migrationsFingerprint,
  normalizeDump,
  readCommittedSchema,
} from './gen-schema';

describe('supabase/schema.sql', () => {
  it('was made from the current migrations (run `npm run gen:schema` when this fails)', async () => {
    const committed = await readCommittedSchema();
    expect(committed, 'the file is missing: run `npm run gen:schema`').not.toBeNull();
    const line = committed!.split('\n').find((l) => l.startsWith(FINGERPRINT_LINE));
    expect(line).toBe(`${FINGERPRINT_LINE}${await migrationsFingerprint()}`);
  });

  it("leaves out pg_dump's version lines and restrict key, and nothing of a function body", () => {
    const dump = [
      '--',
      '-- PostgreSQL database dump',
      '--',
      '',
      '\\restrict Zx81kq',
      '',
      '-- Dumped from database version 15.18 (Debian 15.18-0+deb12u1)',
      '-- Dumped by pg_dump version 15.18 (Debian 15.18-0+deb12u1)',
      '',
      'SET statement_timeout = 0;',
      'CREATE FUNCTION public.f() RETURNS integer',
      '    AS $$',
      'begin',
      '',
      '',
      '',
      '  return 1;',
      'end $$;',
      '',
      '\\unrestrict Zx81kq',
      '',
    ].join('\n');
    expect(normalizeDump(dump)).toBe(
      [
        '--',
        '-- PostgreSQL database dump',
        '--',
        '',
        'SET statement_timeout = 0;',
        'CREATE FUNCTION public.f() RETURNS integer',
        '    AS $$',
        'begin',
        '',
        '',
        '',
        '  return 1;',
        'end $$;',
        '',
      ].join('\n'),
    );
  });

  it("keeps the app's schemas and its policies on realtime.messages, not Supabase's realtime", () => {
    const list = [
      ';',
      '; Archive created at 2025-11-27 10:00:00 UTC',
      ';',
      '4100; 2615 16386 SCHEMA - private postgres',
      '4101; 2615 16390 SCHEMA - realtime postgres',
      '4102; 0 0 ACL - SCHEMA realtime postgres',
      '301; 1255 16500 FUNCTION public save_habit_day(bigint, date, jsonb) postgres',
      '302; 1259 16600 TABLE realtime messages postgres',
      '303; 1255 16610 FUNCTION realtime send(jsonb, text, text, boolean) postgres',
      '304; 3256 16700 POLICY realtime messages Users receive their own topic postgres',
      '305; 2606 16710 FK CONSTRAINT public habit_metadata habit_metadata_created_by_fkey postgres',
    ].join('\n');
    expect(keepEntries(list).split('\n')).toEqual([
      '4100; 2615 16386 SCHEMA - private postgres',
      '301; 1255 16500 FUNCTION public save_habit_day(bigint, date, jsonb) postgres',
      '304; 3256 16700 POLICY realtime messages Users receive their own topic postgres',
      '305; 2606 16710 FK CONSTRAINT public habit_metadata habit_metadata_created_by_fkey postgres',
    ]);
  });
});
