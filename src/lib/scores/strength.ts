// Shared with the Edge Function send-reminders, so it lives in supabase/functions/_shared/scores
// (README.md here); the app imports it from this path.
export * from '../../../supabase/functions/_shared/scores/strength';
