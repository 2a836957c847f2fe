-- Templates: the same tree as a habit, reusable. created_by null marks a starter template (and
-- its child rows): readable by every signed-in user, writable by none (only seed.sql, which runs
-- as the database owner, creates them).

create table public.habit_template (
  id bigint generated always as identity primary key,
  created_by uuid default auth.uid() references auth.users (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 80 and btrim(name) <> ''),
  description text check (char_length(description) <= 500),
  color text not null default '#0f766e' check (color ~ '^#[0-9a-fA-F]{6}$'),
  daily_target integer check (daily_target between 0 and 100000),
  created_at timestamptz not null default now()
);

create index habit_template_created_by_idx on public.habit_template (created_by);

-- ---------------------------------------------------------------------------------------------
create table public.question_template (
  id bigint generated always as identity primary key,
  template_id bigint not null references public.habit_template (id) on delete cascade,
  question text not null check (char_length(question) between 1 and 200 and btrim(question) <> ''),
  position integer not null default 0 check (position >= 0),
  created_by uuid default auth.uid() references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);

create index question_template_template_id_position_idx
  on public.question_template (template_id, position);
create index question_template_created_by_idx on public.question_template (created_by);

create trigger question_template_check_owner
  before insert or update of template_id, created_by on public.question_template
  for each row execute function private.check_parent_owner('habit_template', 'template_id');

-- ---------------------------------------------------------------------------------------------
create table public.option_template (
  id bigint generated always as identity primary key,
  que_temp_id bigint not null references public.question_template (id) on delete cascade,
  -- The option_metadata row this one was copied from (legacy upper-case name kept).
  "OPTION_ID" bigint references public.option_metadata (id) on delete set null,
  label text not null check (char_length(label) between 1 and 80 and btrim(label) <> ''),
  score_value integer not null default 0 check (score_value between -1000 and 1000),
  position integer not null default 0 check (position >= 0),
  created_by uuid default auth.uid() references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);

create index option_template_que_temp_id_position_idx
  on public.option_template (que_temp_id, position);
create index option_template_option_id_idx on public.option_template ("OPTION_ID");
create index option_template_created_by_idx on public.option_template (created_by);

create trigger option_template_check_owner
  before insert or update of que_temp_id, created_by on public.option_template
  for each row execute function private.check_parent_owner('question_template', 'que_temp_id');

-- The source option must be the same user's too (null is always fine).
create trigger option_template_check_option_owner
  before insert or update of "OPTION_ID", created_by on public.option_template
  for each row execute function private.check_parent_owner('option_metadata', 'OPTION_ID');

-- ---------------------------------------------------------------------------------------------
create table public.consequence_template (
  id bigint generated always as identity primary key,
  template_id bigint not null references public.habit_template (id) on delete cascade,
  title text not null check (char_length(title) between 1 and 120 and btrim(title) <> ''),
  description text check (char_length(description) <= 500),
  kind text not null check (kind in ('penalty', 'reward')),
  trigger_type text not null
    check (trigger_type in ('missed_days', 'weekly_score_below', 'streak_reached')),
  threshold integer not null check (threshold > 0 and threshold <= 10000),
  created_by uuid default auth.uid() references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  constraint consequence_template_percent_threshold_check
    check (trigger_type <> 'weekly_score_below' or threshold <= 100)
);

create index consequence_template_template_id_idx on public.consequence_template (template_id);
create index consequence_template_created_by_idx on public.consequence_template (created_by);

create trigger consequence_template_check_owner
  before insert or update of template_id, created_by on public.consequence_template
  for each row execute function private.check_parent_owner('habit_template', 'template_id');

-- ---------------------------------------------------------------------------------------------
-- Reads: own rows and starter rows. Writes: own rows only (null never equals auth.uid()).
alter table public.habit_template enable row level security;
alter table public.question_template enable row level security;
alter table public.option_template enable row level security;
alter table public.consequence_template enable row level security;

create policy "habit_template: owner or starter can select" on public.habit_template
  for select to authenticated using (created_by is null or (select auth.uid()) = created_by);
create policy "habit_template: owner can insert" on public.habit_template
  for insert to authenticated with check ((select auth.uid()) = created_by);
create policy "habit_template: owner can update" on public.habit_template
  for update to authenticated
  using ((select auth.uid()) = created_by) with check ((select auth.uid()) = created_by);
create policy "habit_template: owner can delete" on public.habit_template
  for delete to authenticated using ((select auth.uid()) = created_by);

create policy "question_template: owner or starter can select" on public.question_template
  for select to authenticated using (created_by is null or (select auth.uid()) = created_by);
create policy "question_template: owner can insert" on public.question_template
  for insert to authenticated with check ((select auth.uid()) = created_by);
create policy "question_template: owner can update" on public.question_template
  for update to authenticated
  using ((select auth.uid()) = created_by) with check ((select auth.uid()) = created_by);
create policy "question_template: owner can delete" on public.question_template
  for delete to authenticated using ((select auth.uid()) = created_by);

create policy "option_template: owner or starter can select" on public.option_template
  for select to authenticated using (created_by is null or (select auth.uid()) = created_by);
create policy "option_template: owner can insert" on public.option_template
  for insert to authenticated with check ((select auth.uid()) = created_by);
create policy "option_template: owner can update" on public.option_template
  for update to authenticated
  using ((select auth.uid()) = created_by) with check ((select auth.uid()) = created_by);
create policy "option_template: owner can delete" on public.option_template
  for delete to authenticated using ((select auth.uid()) = created_by);

create policy "consequence_template: owner or starter can select" on public.consequence_template
  for select to authenticated using (created_by is null or (select auth.uid()) = created_by);
create policy "consequence_template: owner can insert" on public.consequence_template
  for insert to authenticated with check ((select auth.uid()) = created_by);
create policy "consequence_template: owner can update" on public.consequence_template
  for update to authenticated
  using ((select auth.uid()) = created_by) with check ((select auth.uid()) = created_by);
create policy "consequence_template: owner can delete" on public.consequence_template
  for delete to authenticated using ((select auth.uid()) = created_by);

revoke all on public.habit_template, public.question_template, public.option_template,
  public.consequence_template from anon;
revoke truncate, references, trigger on public.habit_template, public.question_template,
  public.option_template, public.consequence_template from authenticated;
grant select, insert, update, delete on public.habit_template, public.question_template,
  public.option_template, public.consequence_template to authenticated;
