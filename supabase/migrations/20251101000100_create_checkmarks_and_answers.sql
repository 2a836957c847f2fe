-- Daily check-marks and the answers they hold.

create table public.checkmarks_tracker (
  id bigint generated always as identity primary key,
  habit_id bigint not null references public.habit_metadata (id) on delete cascade,
  -- The user's local calendar date when they answered (not a timestamp: no time zone games).
  date date not null,
  created_by uuid not null default auth.uid() references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- The upsert target of the app (on_conflict=date,habit_id,created_by).
  constraint checkmarks_tracker_date_habit_id_created_by_key unique (date, habit_id, created_by)
);

-- Serves the paged daily-score read (habit_id, order date desc), the weekly range read, the
-- one-day read and the count by habit.
create index checkmarks_tracker_habit_id_date_idx on public.checkmarks_tracker (habit_id, date desc);
create index checkmarks_tracker_created_by_idx on public.checkmarks_tracker (created_by);

create trigger checkmarks_tracker_set_updated_at
  before update on public.checkmarks_tracker
  for each row execute function private.set_updated_at();

create trigger checkmarks_tracker_check_owner
  before insert or update of habit_id, created_by on public.checkmarks_tracker
  for each row execute function private.check_parent_owner('habit_metadata', 'habit_id');

-- ---------------------------------------------------------------------------------------------
create table public.answer_entry (
  id bigint generated always as identity primary key,
  question_id bigint not null references public.question_metadata (id) on delete cascade,
  cmt_id bigint not null references public.checkmarks_tracker (id) on delete cascade,
  -- Deleting an option keeps the history: the answer stays with its copied score.
  option_id bigint references public.option_metadata (id) on delete set null,
  -- Copied from the option at answer time, so later edits of the option do not rewrite history.
  score_value integer not null default 0 check (score_value between -1000 and 1000),
  notes text check (char_length(notes) <= 1000),
  created_by uuid not null default auth.uid() references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  constraint answer_entry_cmt_id_question_id_key unique (cmt_id, question_id)
);

create index answer_entry_question_id_idx on public.answer_entry (question_id);
create index answer_entry_option_id_idx on public.answer_entry (option_id);
create index answer_entry_created_by_idx on public.answer_entry (created_by);

-- Beyond ownership, an answer must be coherent: its question belongs to the check-mark's habit
-- and its option to its question. Parents hidden by row-level security count as missing.
create or replace function private.check_answer_entry()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  cmt_habit bigint;
  cmt_owner uuid;
  question_habit bigint;
  question_owner uuid;
  option_question bigint;
  option_owner uuid;
  owner_changed boolean := tg_op = 'INSERT' or old.created_by is distinct from new.created_by;
begin
  -- Only links that changed are checked: an `on delete set null` of option_id, or a cascade
  -- during an account deletion, must not look up rows that are already gone.
  if not owner_changed
     and old.cmt_id = new.cmt_id
     and old.question_id = new.question_id
     and (new.option_id is null or old.option_id is not distinct from new.option_id) then
    return new;
  end if;

  select habit_id, created_by into cmt_habit, cmt_owner
    from public.checkmarks_tracker where id = new.cmt_id;
  if not found or cmt_owner is distinct from new.created_by then
    raise exception 'checkmarks_tracker % does not exist or belongs to another user', new.cmt_id
      using errcode = '23503';
  end if;

  select habit_id, created_by into question_habit, question_owner
    from public.question_metadata where id = new.question_id;
  if not found or question_owner is distinct from new.created_by then
    raise exception 'question_metadata % does not exist or belongs to another user', new.question_id
      using errcode = '23503';
  end if;
  if question_habit <> cmt_habit then
    raise exception 'Question % does not belong to the habit of check-mark %', new.question_id, new.cmt_id
      using errcode = '23503';
  end if;

  if new.option_id is not null then
    select question_id, created_by into option_question, option_owner
      from public.option_metadata where id = new.option_id;
    if not found or option_owner is distinct from new.created_by then
      raise exception 'option_metadata % does not exist or belongs to another user', new.option_id
        using errcode = '23503';
    end if;
    if option_question <> new.question_id then
      raise exception 'Option % does not belong to question %', new.option_id, new.question_id
        using errcode = '23503';
    end if;
  end if;
  return new;
end;
$$;

revoke all on function private.check_answer_entry() from public, anon;

create trigger answer_entry_check_parents
  before insert or update of question_id, cmt_id, option_id, created_by on public.answer_entry
  for each row execute function private.check_answer_entry();

-- ---------------------------------------------------------------------------------------------
alter table public.checkmarks_tracker enable row level security;
alter table public.answer_entry enable row level security;

create policy "checkmarks_tracker: owner can select" on public.checkmarks_tracker
  for select to authenticated using ((select auth.uid()) = created_by);
create policy "checkmarks_tracker: owner can insert" on public.checkmarks_tracker
  for insert to authenticated with check ((select auth.uid()) = created_by);
create policy "checkmarks_tracker: owner can update" on public.checkmarks_tracker
  for update to authenticated
  using ((select auth.uid()) = created_by) with check ((select auth.uid()) = created_by);
create policy "checkmarks_tracker: owner can delete" on public.checkmarks_tracker
  for delete to authenticated using ((select auth.uid()) = created_by);

create policy "answer_entry: owner can select" on public.answer_entry
  for select to authenticated using ((select auth.uid()) = created_by);
create policy "answer_entry: owner can insert" on public.answer_entry
  for insert to authenticated with check ((select auth.uid()) = created_by);
create policy "answer_entry: owner can update" on public.answer_entry
  for update to authenticated
  using ((select auth.uid()) = created_by) with check ((select auth.uid()) = created_by);
create policy "answer_entry: owner can delete" on public.answer_entry
  for delete to authenticated using ((select auth.uid()) = created_by);

revoke all on public.checkmarks_tracker, public.answer_entry from anon;
revoke truncate, references, trigger on public.checkmarks_tracker, public.answer_entry
  from authenticated;
grant select, insert, update, delete on public.checkmarks_tracker, public.answer_entry
  to authenticated;
