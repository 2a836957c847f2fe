-- Habit science (issue 27; docs/domain.md "Automaticity check-in", "If-then plan").
--
-- * public.automaticity_check: how automatic a habit felt on a date, the four items of the
--   Self-Report Behavioural Automaticity Index (Gardner et al. 2012), each agreed with on a 1..7
--   scale: automatically, without_remembering, without_thinking, before_realizing. All four are
--   required; one check-in per habit and date (the app upserts on (habit_id, date)). Row-level
--   security as every table, and the parent check: nobody adds one to another user's habit.
-- * public.habit_metadata.plan: the habit's if-then plan ("After I pour my morning coffee, I will
--   meditate for two minutes"), optional, at most 280 characters.

-- ---------------------------------------------------------------------------------------------
create table public.automaticity_check (
  id bigint generated always as identity primary key,
  habit_id bigint not null references public.habit_metadata (id) on delete cascade,
  -- The bounds of checkmarks_tracker's dates (20251126000100_bound_dates_and_sizes.sql).
  date date not null
    constraint automaticity_check_date_check
    check (date between date '1900-01-01' and date '9999-12-31'),
  -- integer columns: 4.5 is not an integer (22P02), 0 and 8 fail the checks (23514), a missing
  -- item is a null (23502); PostgREST answers each with 400.
  automatically integer not null check (automatically between 1 and 7),
  without_remembering integer not null check (without_remembering between 1 and 7),
  without_thinking integer not null check (without_thinking between 1 and 7),
  before_realizing integer not null check (before_realizing between 1 and 7),
  created_by uuid not null default auth.uid() references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  -- One per habit and date; also the index of "a habit's check-ins by date" and "the latest".
  constraint automaticity_check_habit_id_date_key unique (habit_id, date)
);

-- Reading every habit's check-ins of the user (the policy column leads).
create index automaticity_check_created_by_date_idx on public.automaticity_check (created_by, date);

create trigger automaticity_check_check_owner
  before insert or update of habit_id, created_by on public.automaticity_check
  for each row execute function private.check_parent_owner('habit_metadata', 'habit_id');

alter table public.automaticity_check enable row level security;

create policy "automaticity_check: owner can select" on public.automaticity_check
  for select to authenticated using ((select auth.uid()) = created_by);
create policy "automaticity_check: owner can insert" on public.automaticity_check
  for insert to authenticated with check ((select auth.uid()) = created_by);
create policy "automaticity_check: owner can update" on public.automaticity_check
  for update to authenticated
  using ((select auth.uid()) = created_by) with check ((select auth.uid()) = created_by);
create policy "automaticity_check: owner can delete" on public.automaticity_check
  for delete to authenticated using ((select auth.uid()) = created_by);

-- anon reads and writes nothing; TRUNCATE would bypass row-level security, so nobody gets it.
revoke all on public.automaticity_check from anon;
revoke truncate, references, trigger on public.automaticity_check from authenticated;
grant select, insert, update, delete on public.automaticity_check to authenticated;

-- ---------------------------------------------------------------------------------------------
alter table public.habit_metadata
  add column plan text constraint habit_metadata_plan_check check (char_length(plan) <= 280);
