-- Calls the Edge Function send-reminders (supabase/functions/send-reminders) at every minute with
-- pg_cron and pg_net, on databases that have those extensions (hosted Supabase). The local
-- backend (PGlite) and plain Postgres have neither: there this migration only says so, and the
-- local backend runs the same sender itself every minute (backend/reminders/scheduler.ts).
--
-- The job reads the function's URL and the shared secret from Supabase Vault when it runs, so
-- they can be set after this migration (README "Reminders on hosted Supabase"):
--   select vault.create_secret('https://<ref>.supabase.co/functions/v1/send-reminders', 'send_reminders_url');
--   select vault.create_secret('<the REMINDERS_CRON_SECRET of the function>', 'send_reminders_secret');
-- Until both exist the job does nothing. The function is deployed without JWT verification
-- (supabase/config.toml): the secret header is what it checks.
do $migration$
begin
  if not exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron')
     or not exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_net')
     or not exists (select 1 from pg_catalog.pg_namespace where nspname = 'vault') then
    raise notice 'pg_cron, pg_net or vault missing: send-reminders is not scheduled here';
    return;
  end if;

  create extension if not exists pg_cron;
  create extension if not exists pg_net with schema extensions;

  -- cron.schedule with an existing job name replaces that job.
  perform cron.schedule(
    'send-reminders',
    '* * * * *',
    $job$
    select net.http_post(
      url := (select decrypted_secret from vault.decrypted_secrets where name = 'send_reminders_url'),
      headers := jsonb_build_object(
        'content-type', 'application/json',
        'x-reminders-secret',
        (select decrypted_secret from vault.decrypted_secrets where name = 'send_reminders_secret')
      ),
      body := '{}'::jsonb,
      timeout_milliseconds := 55000
    )
    where exists (select 1 from vault.decrypted_secrets where name = 'send_reminders_url')
      and exists (select 1 from vault.decrypted_secrets where name = 'send_reminders_secret');
    $job$
  );
end;
$migration$;
