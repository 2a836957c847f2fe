-- Reminders hardened (docs/reminders.md "Limits"), on top of 20251125002000_create_reminders.sql:
--
-- * habit_reminder.time_of_day before 24:00. Postgres' time takes '24:00:00', a time the sender
--   cannot place in a day; a row holding it stopped every user's reminders. Rows holding it
--   become 00:00, the same wall-clock time.
-- * At most 10 reminders per habit (the number the Loop import already allows) and 10 push
--   subscriptions (browsers) per user, so one account cannot make a run long for everyone.
-- * push_subscription: https endpoints on port 443 only (every push service uses it; another
--   port would let a user aim the sender at any service of a push host). Rows with another port,
--   which the sender refuses anyway, are deleted. failing_since: when the current run of failed
--   pushes began; the sender drops a subscription after 10 failures in a row over more than a day.
-- * save_push_subscription moves an endpoint from another account only when the keys are the same
--   (the same browser subscription, as when two accounts share a browser); knowing someone's
--   endpoint no longer takes it. Otherwise it refuses with 23505 (409, as a duplicate).
-- * reminder_delivery rows a sender run left behind when it died ('sending', or a retry it took)
--   are closed as 'failed'; from now on the sender keeps a lease in next_attempt_at and takes
--   such rows again itself.

-- ---------------------------------------------------------------------------------------------
update public.habit_reminder set time_of_day = '00:00' where time_of_day >= '24:00';

alter table public.habit_reminder
  add constraint habit_reminder_time_of_day_before_24 check (time_of_day < '24:00');

-- ---------------------------------------------------------------------------------------------
-- The two limits are triggers running as the writer (security invoker): a user counts their own
-- rows, which are the ones that count; save_push_subscription counts as its owner, all rows.
create or replace function private.check_habit_reminder_limit()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- One writer per habit at a time, so two inserts cannot both take the last place.
  perform pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtextextended('habit_reminder ' || new.habit_id::text, 0));
  if (select count(*) from public.habit_reminder r
       where r.habit_id = new.habit_id and r.id is distinct from new.id) >= 10 then
    raise exception 'A habit can have at most 10 reminders' using errcode = '23514';
  end if;
  return new;
end;
$$;

revoke all on function private.check_habit_reminder_limit() from public, anon;

create trigger habit_reminder_limit
  before insert or update of habit_id on public.habit_reminder
  for each row execute function private.check_habit_reminder_limit();

-- ---------------------------------------------------------------------------------------------
create or replace function private.check_push_subscription_limit()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtextextended('push_subscription ' || new.created_by::text, 0));
  -- The endpoint itself does not count: saving a browser again is not one more.
  if (select count(*) from public.push_subscription s
       where s.created_by = new.created_by and s.endpoint <> new.endpoint) >= 10 then
    raise exception 'Reminders are on in 10 browsers already, the most for one account: turn them off in one you no longer use'
      using errcode = '23514';
  end if;
  return new;
end;
$$;

revoke all on function private.check_push_subscription_limit() from public, anon;

create trigger push_subscription_limit
  before insert or update of created_by, endpoint on public.push_subscription
  for each row execute function private.check_push_subscription_limit();

-- ---------------------------------------------------------------------------------------------
delete from public.push_subscription
 where endpoint ~ '^https://[^/]*:' and endpoint !~ '^https://[A-Za-z0-9.-]+:443/';

alter table public.push_subscription
  add constraint push_subscription_https_port_check
  check (endpoint !~ '^https://[^/]*:' or endpoint ~ '^https://[A-Za-z0-9.-]+:443/');

alter table public.push_subscription add column failing_since timestamptz;
update public.push_subscription set failing_since = last_failure_at where failure_count > 0;

create or replace function private.save_push_subscription(
  p_endpoint text, p_p256dh text, p_auth text, p_user_agent text
)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_owner uuid;
  v_same_keys boolean;
  v_id bigint;
begin
  if v_uid is null then
    raise exception 'Sign in to turn reminders on' using errcode = '42501';
  end if;
  if p_endpoint ~ '^https://[^/]*:' and p_endpoint !~ '^https://[A-Za-z0-9.-]+:443/' then
    raise exception 'A push endpoint must be https on port 443' using errcode = '23514';
  end if;
  select s.created_by, s.p256dh = p_p256dh and s.auth = p_auth
    into v_owner, v_same_keys
    from public.push_subscription s
   where s.endpoint = p_endpoint
     for update;
  if v_owner is not null and v_owner <> v_uid then
    if not v_same_keys then
      raise exception 'This push endpoint belongs to another account'
        using errcode = '23505';
    end if;
    -- The same browser subscription (its keys too): another account used this browser.
    delete from public.push_subscription s where s.endpoint = p_endpoint;
  end if;
  insert into public.push_subscription (created_by, endpoint, p256dh, auth, user_agent)
  values (v_uid, p_endpoint, p_p256dh, p_auth, left(p_user_agent, 500))
  on conflict (endpoint) do update
    set p256dh = excluded.p256dh, auth = excluded.auth, user_agent = excluded.user_agent,
        failure_count = 0, last_failure_at = null, last_failure = null, failing_since = null
    where push_subscription.created_by = v_uid
  returning id into v_id;
  if v_id is null then
    -- Another account saved it in the meantime.
    raise exception 'This push endpoint belongs to another account' using errcode = '23505';
  end if;
  return v_id;
end;
$$;

revoke all on function private.save_push_subscription(text, text, text, text) from public, anon;
grant execute on function private.save_push_subscription(text, text, text, text) to authenticated;

-- ---------------------------------------------------------------------------------------------
update public.reminder_delivery
   set status = 'failed', next_attempt_at = null, pending_subscription_ids = '{}',
       last_error = coalesce(last_error, 'interrupted')
 where status = 'sending' or (status = 'retrying' and next_attempt_at is null);

drop index if exists public.reminder_delivery_retry_idx;
create index reminder_delivery_due_idx on public.reminder_delivery (next_attempt_at)
  where status in ('sending', 'retrying');
