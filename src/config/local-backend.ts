/** The embedded local backend's API URL, used when no VITE_SUPABASE_URL is set (npm start). */
export const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';
