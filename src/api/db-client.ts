/**
 * The client type every repository takes. The app passes the one singleton of src/lib/supabase.ts
 * (see app-repositories.ts); tests pass a Node client signed in as a test user.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/types/database.types';

export type DbClient = SupabaseClient<Database>;

export type Row<T extends keyof Database['public']['Tables']> =
  Database['public']['Tables'][T]['Row'];
export type Insert<T extends keyof Database['public']['Tables']> =
  Database['public']['Tables'][T]['Insert'];
export type ViewRow<T extends keyof Database['public']['Views']> =
  Database['public']['Views'][T]['Row'];
