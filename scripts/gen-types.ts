/**
 * `npm run gen:types`: writes src/types/database.types.ts with Supabase's own generator, the one
 * `supabase gen types typescript` runs: @supabase/postgres-meta collects the metadata of the
 * `public` schema (getGeneratorMetadata: the introspection of @supabase/postgrest-typegen) and
 * postgrest-typegen's TypeScript template prints it, with the options the CLI passes (one-to-one
 * relationships detected, `public` the default schema). The file is its output as it prints it
 * (formatted by the generator; Prettier and ESLint leave the file alone).
 *
 * The database is a fresh one with every migration applied (migrate() of
 * backend/db/database.ts, as the backend applies them): an in-memory PGlite, so no Docker and no
 * PostgreSQL server are needed. postgres-meta reaches a database through a PostgresMeta's
 * `query(sql)` (resolving to `{ data, error }`) and `end()`; {@link postgresMetaOver} gives that
 * shape over PGlite, and the generator's own code runs unchanged. Given a server instead
 * (`databaseUrl`, an empty database; `npm run test:postgres` does this), it is PostgresMeta
 * itself over node-postgres, as in the CLI: both give the same file
 * (tests/integration/database-types.test.ts).
 *
 *   npm run gen:types              writes the file
 *   npm run gen:types -- --check   writes nothing; exits 1 when the committed file is stale
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getGeneratorMetadata } from '@supabase/postgres-meta/dist/lib/generators.js';
import { generateTypescript } from '@supabase/postgrest-typegen';
import type { Queryable } from '../backend/core/types';
import { ROOT_DIR, migrate, openDatabase } from '../backend/db/database';

export const DATABASE_TYPES_FILE = join(ROOT_DIR, 'src', 'types', 'database.types.ts');

type PostgresMetaLike = Parameters<typeof getGeneratorMetadata>[0];

/** The part of a PostgresMeta the generator uses (`query`, `end`), over a backend database. */
function postgresMetaOver(db: Queryable): PostgresMetaLike {
  const meta = {
    async query(sql: string) {
      try {
        return { data: (await db.query(sql)).rows, error: null };
      } catch (error) {
        return { data: null, error: error as Error };
      }
    },
    // The caller closes the database.
    async end() {},
  };
  return meta as unknown as PostgresMetaLike;
}

export interface GenerateDatabaseTypesOptions {
  /**
   * An empty database on a PostgreSQL server (postgres://...): migrated there and read by
   * PostgresMeta over node-postgres. Default: an in-memory PGlite.
   */
  databaseUrl?: string;
}

const SCHEMAS = { includedSchemas: ['public'] };

/** The generator's metadata of a fresh in-memory PGlite with every migration. */
async function metadataOnPglite() {
  const db = await openDatabase();
  try {
    await migrate(db, { seedFile: null });
    return await getGeneratorMetadata(postgresMetaOver(db), SCHEMAS);
  } finally {
    await db.close();
  }
}

/** The same through PostgresMeta itself, of the empty database at `url` once migrated. */
async function metadataOnServer(url: string) {
  const db = await openDatabase({ databaseUrl: url, poolSize: 1 });
  try {
    await migrate(db, { seedFile: null });
  } finally {
    await db.close();
  }
  const { PostgresMeta } = await import('@supabase/postgres-meta');
  // getGeneratorMetadata ends its pool.
  return getGeneratorMetadata(new PostgresMeta({ connectionString: url, max: 1 }), SCHEMAS);
}

/** The content of src/types/database.types.ts for the current migrations. */
export async function generateDatabaseTypes(
  options: GenerateDatabaseTypesOptions = {},
): Promise<string> {
  const result = options.databaseUrl
    ? await metadataOnServer(options.databaseUrl)
    : await metadataOnPglite();
  if (result.error) throw new Error(`postgres-meta: ${result.error.message}`);
  return generateTypescript(result.data, {
    detectOneToOneRelationships: true,
    defaultSchema: 'public',
  });
}

/** The committed file, or null when it does not exist. */
export async function readCommittedDatabaseTypes(): Promise<string | null> {
  return readFile(DATABASE_TYPES_FILE, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
}

async function main(args: string[]): Promise<number> {
  const unknown = args.filter((a) => a !== '--check');
  if (unknown.length > 0) {
    console.error(`Unknown argument: ${unknown.join(' ')}\nUsage: npm run gen:types [-- --check]`);
    return 2;
  }
  const file = relative(process.cwd(), DATABASE_TYPES_FILE) || DATABASE_TYPES_FILE;
  const generated = await generateDatabaseTypes();
  const committed = await readCommittedDatabaseTypes();
  if (committed === generated) {
    console.log(`${file} is up to date.`);
    return 0;
  }
  if (args.includes('--check')) {
    console.error(
      committed === null
        ? `${file} is missing: run \`npm run gen:types\`.`
        : `${file} is stale (it differs from supabase/migrations): run \`npm run gen:types\`.`,
    );
    return 1;
  }
  await mkdir(dirname(DATABASE_TYPES_FILE), { recursive: true });
  await writeFile(DATABASE_TYPES_FILE, generated);
  console.log(`Wrote ${file}.`);
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
