/**
 * Where supabase-js keeps the session (set explicitly so the login page's lightweight sign-in
 * and the full client agree on it). Its own module, free of `import.meta.env`, so the build
 * (vite.config.ts: the prerendered pages load the app at once when a session is stored) can use it.
 */
export const AUTH_STORAGE_KEY = 'streakwise-auth';
