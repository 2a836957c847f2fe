import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../core/types';
import { openDatabase } from '../db/database';
import { SchemaCache } from './schema-cache';

let db: Database;
beforeAll(async () => {
  db = await openDatabase();
});
afterAll(async () => {
  await db?.close();
});

describe('SchemaCache.reload', () => {
  it('a reload asked for during a load reads the catalog again, after the DDL that prompted it', async () => {
    const cache = new SchemaCache(db);
    // PGlite runs statements in order: the first load's first catalog read goes before the
    // create table, its later reads after it; the first load is still under way here.
    const first = cache.reload();
    await db.exec('create table public.made_during_load (id int primary key)');
    await cache.reload();
    expect(cache.table('made_during_load')).toBeDefined();
    await first;
  });
});
