-- The reminder sender's own clock (docs/reminders.md "Sending"), read and written only by the
-- sender (backend/reminders/catch-up.ts), which connects as a role that bypasses row-level
-- security: the Edge Function send-reminders on hosted Supabase, the local backend's clock.
--
-- * last_done_minute: the last minute whose run went through, and every minute before it (as
--   far as the sender looks back, 10 minutes). A call for minute M runs every minute after it
--   through M, oldest first, moving it on after each success; a minute whose run failed stays
--   for the next call. Null until the sender first runs.
-- * lease_until: while a call walks the minutes, taken in one statement (a connection pooler
--   keeps no session, so no session advisory lock); a call that finds it taken runs nothing and
--   leaves the minutes to the next call. It outlives a call that died by the call's deadline and
--   a minute.
--
-- Not exposed through the API (schema private), no grants, row-level security without policies.
create table private.reminder_clock (
  id boolean primary key default true check (id),
  last_done_minute timestamptz,
  lease_until timestamptz
);

insert into private.reminder_clock default values;

alter table private.reminder_clock enable row level security;
revoke all on private.reminder_clock from public, anon, authenticated;
