// Shared with the Edge Function send-reminders, so it lives in supabase/functions/_shared/reminders
// (docs/reminders.md); the app imports it from this path.
export * from '../../../supabase/functions/_shared/reminders/due-reminders';
