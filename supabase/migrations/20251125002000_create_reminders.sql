-- Reminders by Web Push (docs/reminders.md).
--
-- * "User_Master".time_zone: the user's IANA time zone (e.g. Europe/Berlin). Reminder times are
--   wall-clock times in it and follow "Day starts at" (user_settings.day_start_hour). Null until
--   the app sets it from the browser on sign-in; the sender then reads the times as UTC.
-- * push_subscription: one row per browser subscription (the PushSubscription's endpoint and its
--   two keys). The endpoint is where the sender POSTs, so it is checked here (https only, or
--   http on loopback for the local backend and its tests); the sender checks again before each
--   send (it refuses loopback unless configured for it, and on hosted deployments any host that
--   is not a known push service), so a stored row can never make the server call an arbitrary
--   host.
-- * habit_reminder: a wall-clock time for a habit, on every due day or on chosen weekdays (bit 0
--   Monday ... bit 6 Sunday, like habit_metadata.weekdays). Several per habit.
-- * reminder_delivery: what the sender did for a reminder on a local date. The unique key
--   (reminder_id, local_date) is the claim the sender takes before sending, so a reminder is sent
--   at most once a day however many senders run. Written only by the sender (service role).

-- ---------------------------------------------------------------------------------------------
-- A zone name of the tz database (pg_timezone_names lists those Postgres knows, the same names
-- Intl.DateTimeFormat takes). POSIX specs ('UTC+3', '<+03>-3') and offsets are refused.
create or replace function private.is_time_zone_name(p_name text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select p_name ~ '^[A-Za-z][A-Za-z0-9_+-]*(/[A-Za-z0-9_+-]+){0,2}$'
     and char_length(p_name) <= 64
     and exists (select 1 from pg_catalog.pg_timezone_names z where z.name = p_name);
$$;

revoke all on function private.is_time_zone_name(text) from public, anon;
grant execute on function private.is_time_zone_name(text) to authenticated, service_role;

create or replace function private.check_time_zone()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.time_zone is not null and not private.is_time_zone_name(new.time_zone) then
    raise exception 'Time zone must be a name like Europe/Berlin, got %', new.time_zone
      using errcode = '23514';
  end if;
  return new;
end;
$$;

revoke all on function private.check_time_zone() from public, anon;

alter table public."User_Master" add column time_zone text;

create trigger user_master_check_time_zone
  before insert or update of time_zone on public."User_Master"
  for each row execute function private.check_time_zone();

-- ---------------------------------------------------------------------------------------------
create table public.push_subscription (
  id bigint generated always as identity primary key,
  created_by uuid not null default auth.uid() references auth.users (id) on delete cascade,
  endpoint text not null unique,
  -- The subscription's keys, base64url: p256dh a P-256 point (65 bytes), auth 16 bytes.
  p256dh text not null check (p256dh ~ '^[A-Za-z0-9_-]{86,88}={0,2}$'),
  auth text not null check (auth ~ '^[A-Za-z0-9_-]{21,24}={0,2}$'),
  user_agent text check (char_length(user_agent) <= 500),
  created_at timestamptz not null default now(),
  last_success_at timestamptz,
  -- The sender's record of failed sends (other than 404/410, which delete the row).
  failure_count integer not null default 0,
  last_failure_at timestamptz,
  last_failure text check (char_length(last_failure) <= 500),
  constraint push_subscription_endpoint_check check (
    char_length(endpoint) <= 2000
    and (
      endpoint ~ '^https://[A-Za-z0-9.-]+(:[0-9]{1,5})?/[^[:space:]]*$'
      or endpoint ~ '^http://(127\.0\.0\.1|localhost)(:[0-9]{1,5})?/[^[:space:]]*$'
    )
  )
);

create index push_subscription_created_by_idx on public.push_subscription (created_by);

alter table public.push_subscription enable row level security;

create policy "push_subscription: owner can select" on public.push_subscription
  for select to authenticated using ((select auth.uid()) = created_by);
create policy "push_subscription: owner can insert" on public.push_subscription
  for insert to authenticated with check ((select auth.uid()) = created_by);
create policy "push_subscription: owner can delete" on public.push_subscription
  for delete to authenticated using ((select auth.uid()) = created_by);

-- Users add and delete their subscriptions; only the sender updates them (last_success_at,
-- failures). TRUNCATE would bypass row-level security, so nobody gets it.
revoke all on public.push_subscription from anon, authenticated;
grant select, insert, delete on public.push_subscription to authenticated;
grant select, insert, update, delete on public.push_subscription to service_role;

-- A browser keeps its endpoint across accounts: when another user signed in on this device turns
-- reminders on, the endpoint moves to them (the old owner's row would otherwise keep their
-- reminders coming to this device and make the insert fail on the unique endpoint). The caller
-- proves nothing more than knowing the endpoint, which is the push service's capability URL
-- for this browser; only that row is affected.
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
  v_id bigint;
begin
  if v_uid is null then
    raise exception 'Sign in to turn reminders on' using errcode = '42501';
  end if;
  delete from public.push_subscription s
   where s.endpoint = p_endpoint and s.created_by <> v_uid;
  insert into public.push_subscription (created_by, endpoint, p256dh, auth, user_agent)
  values (v_uid, p_endpoint, p_p256dh, p_auth, left(p_user_agent, 500))
  on conflict (endpoint) do update
    set p256dh = excluded.p256dh, auth = excluded.auth, user_agent = excluded.user_agent,
        failure_count = 0, last_failure_at = null, last_failure = null
  returning id into v_id;
  return v_id;
end;
$$;

revoke all on function private.save_push_subscription(text, text, text, text) from public, anon;
grant execute on function private.save_push_subscription(text, text, text, text) to authenticated;

create or replace function public.save_push_subscription(
  p_endpoint text, p_p256dh text, p_auth text, p_user_agent text default null
)
returns bigint
language sql
security invoker
set search_path = ''
as $$
  select private.save_push_subscription(p_endpoint, p_p256dh, p_auth, p_user_agent);
$$;

revoke all on function public.save_push_subscription(text, text, text, text) from public, anon;
grant execute on function public.save_push_subscription(text, text, text, text) to authenticated;

-- ---------------------------------------------------------------------------------------------
create table public.habit_reminder (
  id bigint generated always as identity primary key,
  habit_id bigint not null references public.habit_metadata (id) on delete cascade,
  created_by uuid not null default auth.uid() references auth.users (id) on delete cascade,
  -- Wall-clock time in the user's time zone, to the minute.
  time_of_day time not null check (extract(second from time_of_day) = 0),
  -- Null: every day the habit is due. Otherwise bit 0 Monday ... bit 6 Sunday (1..127).
  weekdays smallint check (weekdays is null or weekdays between 1 and 127),
  enabled boolean not null default true,
  created_at timestamptz not null default now()
);

create index habit_reminder_habit_id_idx on public.habit_reminder (habit_id);
create index habit_reminder_created_by_idx on public.habit_reminder (created_by);

create trigger habit_reminder_check_owner
  before insert or update of habit_id, created_by on public.habit_reminder
  for each row execute function private.check_parent_owner('habit_metadata', 'habit_id');

alter table public.habit_reminder enable row level security;

create policy "habit_reminder: owner can select" on public.habit_reminder
  for select to authenticated using ((select auth.uid()) = created_by);
create policy "habit_reminder: owner can insert" on public.habit_reminder
  for insert to authenticated with check (
    (select auth.uid()) = created_by
    and exists (select 1 from public.habit_metadata h
                 where h.id = habit_id and h.created_by = (select auth.uid()))
  );
create policy "habit_reminder: owner can update" on public.habit_reminder
  for update to authenticated
  using ((select auth.uid()) = created_by)
  with check (
    (select auth.uid()) = created_by
    and exists (select 1 from public.habit_metadata h
                 where h.id = habit_id and h.created_by = (select auth.uid()))
  );
create policy "habit_reminder: owner can delete" on public.habit_reminder
  for delete to authenticated using ((select auth.uid()) = created_by);

revoke all on public.habit_reminder from anon;
revoke truncate, references, trigger on public.habit_reminder from authenticated;
grant select, insert, update, delete on public.habit_reminder to authenticated;

-- ---------------------------------------------------------------------------------------------
create table public.reminder_delivery (
  id bigint generated always as identity primary key,
  reminder_id bigint not null references public.habit_reminder (id) on delete cascade,
  created_by uuid not null references auth.users (id) on delete cascade,
  -- The habit-day the reminder was for (the user's local date, after "Day starts at").
  local_date date not null,
  -- 'sent': every subscription took it (or none was left); 'retrying': some failed and are tried
  -- again at next_attempt_at; 'failed': given up after the last attempt; 'answered': the day
  -- was answered or skipped before a retry, so it was not sent again.
  status text not null default 'sending'
    check (status in ('sending', 'sent', 'retrying', 'failed', 'answered')),
  attempts integer not null default 0,
  -- Subscriptions still to try (ids of push_subscription) while retrying.
  pending_subscription_ids bigint[] not null default '{}',
  next_attempt_at timestamptz,
  last_error text check (char_length(last_error) <= 500),
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  constraint reminder_delivery_reminder_id_local_date_key unique (reminder_id, local_date)
);

create index reminder_delivery_created_by_idx on public.reminder_delivery (created_by);
create index reminder_delivery_retry_idx on public.reminder_delivery (next_attempt_at)
  where status = 'retrying';

alter table public.reminder_delivery enable row level security;

create policy "reminder_delivery: owner can select" on public.reminder_delivery
  for select to authenticated using ((select auth.uid()) = created_by);
create policy "reminder_delivery: owner can delete" on public.reminder_delivery
  for delete to authenticated using ((select auth.uid()) = created_by);

revoke all on public.reminder_delivery from anon, authenticated;
grant select, delete on public.reminder_delivery to authenticated;
grant select, insert, update, delete on public.reminder_delivery to service_role;
