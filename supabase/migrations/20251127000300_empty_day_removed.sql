-- A habit-day left with no answer is no check-mark (docs/habits.md "The table"): save_habit_day
-- removes the check-mark of a day that is not skipped once its last answer is removed, so the day
-- reads "not answered" again, never "answered, 0 points". Undo of a tap in the table (a day not
-- answered before) and clearing the last answer on home leave the day as it was before it was
-- answered. Same signature and checks as 20251126000100_bound_dates_and_sizes.sql; the core
-- (private.save_habit_day_core) is unchanged.
create or replace function public.save_habit_day(
  p_habit_id bigint,
  p_date date,
  p_answers jsonb,
  p_skipped boolean default null,
  p_skip_note text default null
)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_questions integer;
  v_result jsonb;
  v_checkmark_id bigint;
begin
  -- Also '-infinity' and dates BC (a date after tomorrow, 'infinity' included, is refused by
  -- the core).
  if p_date < date '1900-01-01' then
    raise exception 'Date % is before 1900-01-01: days go from 1900-01-01 to tomorrow', p_date
      using errcode = '22023';
  end if;
  if jsonb_typeof(p_answers) = 'array' and jsonb_array_length(p_answers) > 1 then
    -- Row-level security: another user's habit counts no question (the core then says the
    -- habit is not found).
    select count(*) into v_questions
      from public.question_metadata q where q.habit_id = p_habit_id;
    if v_questions > 0 and jsonb_array_length(p_answers) > v_questions then
      raise exception '% answers for a habit of % question(s): at most one answer per question',
        jsonb_array_length(p_answers), v_questions using errcode = '22023';
    end if;
  end if;
  v_result := private.save_habit_day_core(p_habit_id, p_date, p_answers, p_skipped, p_skip_note);
  v_checkmark_id := (v_result ->> 'checkmark_id')::bigint;
  -- Answers were sent and none is left on a day not skipped: no check-mark stays behind.
  if v_checkmark_id is not null
     and coalesce((v_result ->> 'skipped')::boolean, false) = false
     and jsonb_typeof(p_answers) = 'array' and jsonb_array_length(p_answers) > 0
     and not exists (select 1 from public.answer_entry ae where ae.cmt_id = v_checkmark_id) then
    delete from public.checkmarks_tracker c where c.id = v_checkmark_id and not c.skipped;
    if found then
      v_result := v_result || jsonb_build_object('checkmark_id', null, 'total_score', 0);
    end if;
  end if;
  return v_result;
end;
$$;

revoke all on function public.save_habit_day(bigint, date, jsonb, boolean, text) from public, anon;
grant execute on function public.save_habit_day(bigint, date, jsonb, boolean, text)
  to authenticated;
