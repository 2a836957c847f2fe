/** The repositories on the app's one Supabase client (src/lib/supabase.ts). */
import { supabase } from '@/lib/supabase';
import { createRepositories } from './repositories';

export const repositories = createRepositories(supabase);
