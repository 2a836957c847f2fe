/**
 * The client type every repository takes: `createXRepository(client)`. The app passes the one
 * singleton of src/lib/supabase.ts (app-repositories.ts, the only module of src/api that imports
 * it); tests pass a Node client signed in as a test user. Row types come from the generated
 * `Database` types (`Tables<'habit_metadata'>`, `TablesInsert<...>`).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/types/database.types';

export type DbClient = SupabaseClient<Database>;
