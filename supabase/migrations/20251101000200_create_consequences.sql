-- Consequences: rules attached to a habit, the log of each time one fired, and the user's record
-- that a fired consequence was carried out.

create table public.consequence_metadata (
  id bigint generated always as identity primary key,
  habit_id bigint not null references public.habit_metadata (id) on delete cascade,
  title text not null check (char_length(title) between 1 and 120 and btrim(title) <> ''),
  description text check (char_length(description) <= 500),
  kind text not null check (kind in ('penalty', 'reward')),
  -- missed_days: N consecutive days not met; weekly_score_below: a finished week under N % of
  -- the maximum; streak_reached: a streak of N met days.
  trigger_type text not null
    check (trigger_type in ('missed_days', 'weekly_score_below', 'streak_reached')),
  threshold integer not null check (threshold > 0 and threshold <= 10000),
  active boolean not null default true,
  created_by uuid not null default auth.uid() references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  constraint consequence_metadata_percent_threshold_check
    check (trigger_type <> 'weekly_score_below' or threshold <= 100)
);

create index consequence_metadata_habit_id_idx on public.consequence_metadata (habit_id);
create index consequence_metadata_created_by_idx on public.consequence_metadata (created_by);

create trigger consequence_metadata_check_owner
  before insert or update of habit_id, created_by on public.consequence_metadata
  for each row execute function private.check_parent_owner('habit_metadata', 'habit_id');

-- ---------------------------------------------------------------------------------------------
create table public.consequence_log (
  id bigint generated always as identity primary key,
  consequence_id bigint not null references public.consequence_metadata (id) on delete cascade,
  trigger_date date not null,
  created_by uuid not null default auth.uid() references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  -- Evaluating the rules twice never logs twice; also serves reads newest first per consequence.
  constraint consequence_log_consequence_id_trigger_date_key unique (consequence_id, trigger_date)
);

create index consequence_log_created_by_idx on public.consequence_log (created_by);

create trigger consequence_log_check_owner
  before insert or update of consequence_id, created_by on public.consequence_log
  for each row execute function private.check_parent_owner('consequence_metadata', 'consequence_id');

-- ---------------------------------------------------------------------------------------------
create table public.consequence_fulfillment (
  id bigint generated always as identity primary key,
  consequence_id bigint not null references public.consequence_metadata (id) on delete cascade,
  log_id bigint not null references public.consequence_log (id) on delete cascade,
  note text check (char_length(note) <= 1000),
  created_by uuid not null default auth.uid() references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  -- A fired consequence is fulfilled at most once.
  constraint consequence_fulfillment_log_id_key unique (log_id)
);

create index consequence_fulfillment_consequence_id_created_at_idx
  on public.consequence_fulfillment (consequence_id, created_at desc);
create index consequence_fulfillment_created_by_idx on public.consequence_fulfillment (created_by);

-- The log row must be one of this consequence's, and both the caller's.
create or replace function private.check_consequence_fulfillment()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  log_consequence bigint;
  log_owner uuid;
begin
  select consequence_id, created_by into log_consequence, log_owner
    from public.consequence_log where id = new.log_id;
  if not found or log_owner is distinct from new.created_by then
    raise exception 'consequence_log % does not exist or belongs to another user', new.log_id
      using errcode = '23503';
  end if;
  if log_consequence <> new.consequence_id then
    raise exception 'Log % does not belong to consequence %', new.log_id, new.consequence_id
      using errcode = '23503';
  end if;
  return new;
end;
$$;

revoke all on function private.check_consequence_fulfillment() from public, anon;

create trigger consequence_fulfillment_check_owner
  before insert or update of consequence_id, created_by on public.consequence_fulfillment
  for each row execute function private.check_parent_owner('consequence_metadata', 'consequence_id');

create trigger consequence_fulfillment_check_log
  before insert or update of log_id, consequence_id, created_by on public.consequence_fulfillment
  for each row execute function private.check_consequence_fulfillment();

-- ---------------------------------------------------------------------------------------------
alter table public.consequence_metadata enable row level security;
alter table public.consequence_log enable row level security;
alter table public.consequence_fulfillment enable row level security;

create policy "consequence_metadata: owner can select" on public.consequence_metadata
  for select to authenticated using ((select auth.uid()) = created_by);
create policy "consequence_metadata: owner can insert" on public.consequence_metadata
  for insert to authenticated with check ((select auth.uid()) = created_by);
create policy "consequence_metadata: owner can update" on public.consequence_metadata
  for update to authenticated
  using ((select auth.uid()) = created_by) with check ((select auth.uid()) = created_by);
create policy "consequence_metadata: owner can delete" on public.consequence_metadata
  for delete to authenticated using ((select auth.uid()) = created_by);

create policy "consequence_log: owner can select" on public.consequence_log
  for select to authenticated using ((select auth.uid()) = created_by);
create policy "consequence_log: owner can insert" on public.consequence_log
  for insert to authenticated with check ((select auth.uid()) = created_by);
create policy "consequence_log: owner can update" on public.consequence_log
  for update to authenticated
  using ((select auth.uid()) = created_by) with check ((select auth.uid()) = created_by);
create policy "consequence_log: owner can delete" on public.consequence_log
  for delete to authenticated using ((select auth.uid()) = created_by);

create policy "consequence_fulfillment: owner can select" on public.consequence_fulfillment
  for select to authenticated using ((select auth.uid()) = created_by);
create policy "consequence_fulfillment: owner can insert" on public.consequence_fulfillment
  for insert to authenticated with check ((select auth.uid()) = created_by);
create policy "consequence_fulfillment: owner can update" on public.consequence_fulfillment
  for update to authenticated
  using ((select auth.uid()) = created_by) with check ((select auth.uid()) = created_by);
create policy "consequence_fulfillment: owner can delete" on public.consequence_fulfillment
  for delete to authenticated using ((select auth.uid()) = created_by);

revoke all on public.consequence_metadata, public.consequence_log, public.consequence_fulfillment
  from anon;
revoke truncate, references, trigger on public.consequence_metadata, public.consequence_log,
  public.consequence_fulfillment from authenticated;
grant select, insert, update, delete on public.consequence_metadata, public.consequence_log,
  public.consequence_fulfillment to authenticated;
