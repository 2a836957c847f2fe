-- Inserts of check-marks and answers are checked once per statement instead of once per row.
--
-- The ownership and coherence checks of checkmarks_tracker (private.check_parent_owner: the
-- habit is the writer's) and answer_entry (private.check_answer_not_skipped and
-- private.check_answer_entry: not into a skipped day; check-mark, question and option are the
-- writer's, the question belongs to the check-mark's habit, the option to the question) ran as
-- BEFORE INSERT row triggers: one to four look-ups per row, and check_parent_owner builds its
-- query with EXECUTE each time. A bulk import of 100 000 days (import_loop_habits) spent most of
-- its time there (about 7 s of a 10 s budget for the check-marks alone). For INSERT they now run
-- as AFTER INSERT statement triggers over the statement's new rows (a transition table): the
-- same rules, the same SQLSTATEs and messages, a few joins per statement; a refusal still aborts
-- the statement, so nothing of it is written. UPDATEs keep the row triggers unchanged. A row
-- inserted for another owner than the caller (created_by is not auth.uid(): refused anyway) still
-- meets the row triggers first, through a WHEN condition that costs no function call for the
-- caller's own rows, so it is refused as before: 23503 (the parent is not the writer's) ahead of
-- the row-level-security policy's 42501.
--
-- For a merge: a change of the rules of private.check_answer_entry, check_answer_not_skipped or
-- check_parent_owner for answer_entry / checkmarks_tracker inserts belongs in
-- private.check_new_answer_entries / private.check_new_checkmarks below as well.

drop trigger checkmarks_tracker_check_owner on public.checkmarks_tracker;
create trigger checkmarks_tracker_check_owner
  before update of habit_id, created_by on public.checkmarks_tracker
  for each row execute function private.check_parent_owner('habit_metadata', 'habit_id');

-- Runs as the invoker: a habit hidden by row-level security counts as missing.
create function private.check_new_checkmarks()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_habit bigint;
begin
  select n.habit_id into v_habit
    from new_rows n
    left join public.habit_metadata h on h.id = n.habit_id
   where h.id is null or h.created_by is distinct from n.created_by
   limit 1;
  if found then
    raise exception 'habit_metadata % does not exist or belongs to another user', v_habit
      using errcode = '23503',
            hint = 'checkmarks_tracker.habit_id must point at a row of the same owner';
  end if;
  return null;
end;
$$;

create trigger checkmarks_tracker_check_owner_foreign
  before insert on public.checkmarks_tracker
  for each row when (new.created_by is distinct from auth.uid())
  execute function private.check_parent_owner('habit_metadata', 'habit_id');

create trigger checkmarks_tracker_check_owner_insert
  after insert on public.checkmarks_tracker
  referencing new table as new_rows
  for each statement execute function private.check_new_checkmarks();

drop trigger answer_entry_check_parents on public.answer_entry;
create trigger answer_entry_check_parents
  before update of question_id, cmt_id, option_id, created_by on public.answer_entry
  for each row execute function private.check_answer_entry();

drop trigger answer_entry_check_not_skipped on public.answer_entry;
create trigger answer_entry_check_not_skipped
  before update of cmt_id on public.answer_entry
  for each row execute function private.check_answer_not_skipped();

-- The rules of check_answer_not_skipped and check_answer_entry for all new rows in one pass; the
-- first refused row is refused for the first rule it breaks, in their order.
create function private.check_new_answer_entries()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  r record;
begin
  select n.cmt_id, n.question_id, n.option_id,
         coalesce(c.skipped, false) as skipped,
         c.id is null or c.created_by is distinct from n.created_by as foreign_cmt,
         q.id is null or q.created_by is distinct from n.created_by as foreign_question,
         q.habit_id is distinct from c.habit_id as other_habit,
         n.option_id is not null
           and (o.id is null or o.created_by is distinct from n.created_by) as foreign_option,
         n.option_id is not null and o.question_id is distinct from n.question_id as other_question
    into r
    from new_rows n
    left join public.checkmarks_tracker c on c.id = n.cmt_id
    left join public.question_metadata q on q.id = n.question_id
    left join public.option_metadata o on o.id = n.option_id
   where c.skipped
      or c.id is null or c.created_by is distinct from n.created_by
      or q.id is null or q.created_by is distinct from n.created_by
      or q.habit_id <> c.habit_id
      or (n.option_id is not null
          and (o.id is null or o.created_by is distinct from n.created_by
               or o.question_id <> n.question_id))
   limit 1;
  if not found then
    return null;
  end if;
  if r.skipped then
    raise exception 'Check-mark % is a skipped day: a skipped day carries no answers', r.cmt_id
      using errcode = '23514';
  elsif r.foreign_cmt then
    raise exception 'checkmarks_tracker % does not exist or belongs to another user', r.cmt_id
      using errcode = '23503';
  elsif r.foreign_question then
    raise exception 'question_metadata % does not exist or belongs to another user',
      r.question_id using errcode = '23503';
  elsif r.other_habit then
    raise exception 'Question % does not belong to the habit of check-mark %', r.question_id,
      r.cmt_id using errcode = '23503';
  elsif r.foreign_option then
    raise exception 'option_metadata % does not exist or belongs to another user', r.option_id
      using errcode = '23503';
  else
    raise exception 'Option % does not belong to question %', r.option_id, r.question_id
      using errcode = '23503';
  end if;
end;
$$;

create trigger answer_entry_check_not_skipped_foreign
  before insert on public.answer_entry
  for each row when (new.created_by is distinct from auth.uid())
  execute function private.check_answer_not_skipped();
create trigger answer_entry_check_parents_foreign
  before insert on public.answer_entry
  for each row when (new.created_by is distinct from auth.uid())
  execute function private.check_answer_entry();

create trigger answer_entry_check_parents_insert
  after insert on public.answer_entry
  referencing new table as new_rows
  for each statement execute function private.check_new_answer_entries();

revoke all on function private.check_new_checkmarks(), private.check_new_answer_entries()
  from public, anon;
