-- Profiles and the habit tree (habit -> question -> option).
--
-- Conventions used by every migration of this project:
-- * Every owned row carries created_by = auth.uid() by default, and row-level security allows
--   each operation only on one's own rows, `to authenticated`, with `(select auth.uid())` so
--   Postgres evaluates it once per statement instead of once per row.
-- * A child row can never hang under a parent owned by someone else: a trigger compares the
--   parent's created_by with the child's (private.check_parent_owner). Foreign keys stay
--   single-column so PostgREST sees exactly one relationship per pair and embeds work on hosted
--   Supabase unchanged.
-- * anon gets nothing: Supabase's default privileges grant it everything, so each table revokes.

-- Helpers that must not be exposed through the REST API live outside `public`.
create schema if not exists private;
grant usage on schema private to authenticated, service_role;

create or replace function private.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

-- Trigger arguments: parent table (in public), name of the child's column pointing at it.
-- Runs as the invoker, so a parent hidden by row-level security counts as missing.
-- `is distinct from` keeps it null-safe for starter templates (created_by null on both sides).
create or replace function private.check_parent_owner()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  parent_table text := tg_argv[0];
  parent_id bigint := (to_jsonb(new) ->> tg_argv[1])::bigint;
  parent_found boolean;
  parent_owner uuid;
begin
  -- Nothing to check when the link is cleared (on delete set null) or left unchanged; this also
  -- keeps cascades during an account deletion from looking up rows already gone.
  if parent_id is null then
    return new;
  end if;
  if tg_op = 'UPDATE'
     and (to_jsonb(old) ->> tg_argv[1]) is not distinct from (to_jsonb(new) ->> tg_argv[1])
     and old.created_by is not distinct from new.created_by then
    return new;
  end if;
  execute format('select true, created_by from public.%I where id = $1', parent_table)
    into parent_found, parent_owner
    using parent_id;
  if parent_found is null or parent_owner is distinct from new.created_by then
    raise exception '% % does not exist or belongs to another user', parent_table, parent_id
      using errcode = '23503',
            hint = format('%s.%s must point at a row of the same owner', tg_table_name, tg_argv[1]);
  end if;
  return new;
end;
$$;

revoke all on function private.set_updated_at(), private.check_parent_owner() from public, anon;

-- ---------------------------------------------------------------------------------------------
-- "User_Master": the profile (legacy upper-case name kept from the original product).
create table public."User_Master" (
  user_id uuid primary key references auth.users (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 100 and btrim(name) <> ''),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create trigger user_master_set_updated_at
  before update on public."User_Master"
  for each row execute function private.set_updated_at();

alter table public."User_Master" enable row level security;

create policy "User_Master: owner can select" on public."User_Master"
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "User_Master: owner can insert" on public."User_Master"
  for insert to authenticated with check ((select auth.uid()) = user_id);
create policy "User_Master: owner can update" on public."User_Master"
  for update to authenticated
  using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "User_Master: owner can delete" on public."User_Master"
  for delete to authenticated using ((select auth.uid()) = user_id);

-- ---------------------------------------------------------------------------------------------
create table public.habit_metadata (
  id bigint generated always as identity primary key,
  created_by uuid not null default auth.uid() references auth.users (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 80 and btrim(name) <> ''),
  description text check (char_length(description) <= 500),
  color text not null default '#0f766e' check (color ~ '^#[0-9a-fA-F]{6}$'),
  -- Null: any check-mark counts as a met day. 0 is meaningful for habits scored by penalties.
  daily_target integer check (daily_target between 0 and 100000),
  archived boolean not null default false,
  position integer not null default 0 check (position >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Home lists a user's habits in order; the policy column is the leading one.
create index habit_metadata_created_by_position_idx on public.habit_metadata (created_by, position);

create trigger habit_metadata_set_updated_at
  before update on public.habit_metadata
  for each row execute function private.set_updated_at();

-- ---------------------------------------------------------------------------------------------
create table public.question_metadata (
  id bigint generated always as identity primary key,
  habit_id bigint not null references public.habit_metadata (id) on delete cascade,
  question text not null check (char_length(question) between 1 and 200 and btrim(question) <> ''),
  position integer not null default 0 check (position >= 0),
  created_by uuid not null default auth.uid() references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);

create index question_metadata_habit_id_position_idx on public.question_metadata (habit_id, position);
create index question_metadata_created_by_idx on public.question_metadata (created_by);

create trigger question_metadata_check_owner
  before insert or update of habit_id, created_by on public.question_metadata
  for each row execute function private.check_parent_owner('habit_metadata', 'habit_id');

-- ---------------------------------------------------------------------------------------------
create table public.option_metadata (
  id bigint generated always as identity primary key,
  question_id bigint not null references public.question_metadata (id) on delete cascade,
  label text not null check (char_length(label) between 1 and 80 and btrim(label) <> ''),
  score_value integer not null default 0 check (score_value between -1000 and 1000),
  position integer not null default 0 check (position >= 0),
  created_by uuid not null default auth.uid() references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);

create index option_metadata_question_id_position_idx on public.option_metadata (question_id, position);
create index option_metadata_created_by_idx on public.option_metadata (created_by);

create trigger option_metadata_check_owner
  before insert or update of question_id, created_by on public.option_metadata
  for each row execute function private.check_parent_owner('question_metadata', 'question_id');

-- ---------------------------------------------------------------------------------------------
-- Row-level security: one policy per operation, owner only.
alter table public.habit_metadata enable row level security;
alter table public.question_metadata enable row level security;
alter table public.option_metadata enable row level security;

create policy "habit_metadata: owner can select" on public.habit_metadata
  for select to authenticated using ((select auth.uid()) = created_by);
create policy "habit_metadata: owner can insert" on public.habit_metadata
  for insert to authenticated with check ((select auth.uid()) = created_by);
create policy "habit_metadata: owner can update" on public.habit_metadata
  for update to authenticated
  using ((select auth.uid()) = created_by) with check ((select auth.uid()) = created_by);
create policy "habit_metadata: owner can delete" on public.habit_metadata
  for delete to authenticated using ((select auth.uid()) = created_by);

create policy "question_metadata: owner can select" on public.question_metadata
  for select to authenticated using ((select auth.uid()) = created_by);
create policy "question_metadata: owner can insert" on public.question_metadata
  for insert to authenticated with check ((select auth.uid()) = created_by);
create policy "question_metadata: owner can update" on public.question_metadata
  for update to authenticated
  using ((select auth.uid()) = created_by) with check ((select auth.uid()) = created_by);
create policy "question_metadata: owner can delete" on public.question_metadata
  for delete to authenticated using ((select auth.uid()) = created_by);

create policy "option_metadata: owner can select" on public.option_metadata
  for select to authenticated using ((select auth.uid()) = created_by);
create policy "option_metadata: owner can insert" on public.option_metadata
  for insert to authenticated with check ((select auth.uid()) = created_by);
create policy "option_metadata: owner can update" on public.option_metadata
  for update to authenticated
  using ((select auth.uid()) = created_by) with check ((select auth.uid()) = created_by);
create policy "option_metadata: owner can delete" on public.option_metadata
  for delete to authenticated using ((select auth.uid()) = created_by);

-- anon reads and writes nothing; TRUNCATE would bypass row-level security, so nobody gets it.
revoke all on public."User_Master", public.habit_metadata, public.question_metadata,
  public.option_metadata from anon;
revoke truncate, references, trigger on public."User_Master", public.habit_metadata,
  public.question_metadata, public.option_metadata from authenticated;
grant select, insert, update, delete on public."User_Master", public.habit_metadata,
  public.question_metadata, public.option_metadata to authenticated;
