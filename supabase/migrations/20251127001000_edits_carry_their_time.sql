-- Edits carry their time (docs/offline.md "Two devices"): the last edit made wins, whatever the
-- order in which devices send them.
--
-- save_habit_day takes, with each answer, `edited_at` (when the person gave or removed it, by the
-- device's clock) and, for a skip or an un-skip, p_skip_edited_at. The time of the newest edit
-- applied is kept per question (and per day for the skip) in private.habit_day_edit; an edit older
-- than what is kept is not applied and the reply lists it (`ignored`: the question ids;
-- `skip_ignored`), so the device shows the newer state. A removal is kept like an answer, so an
-- older answer arriving later does not bring a removed one back. Rules:
-- * a time is bounded by the server's clock: least(edited_at, now()), so a device clock set in
--   the future cannot win over later edits; a missing time is the time of arrival (callers that
--   send no times get the last-arrival rule of before);
-- * an answer is applied when its time is not older than its question's kept time nor than the
--   day's last skip or un-skip (the same time again is applied: a replay changes nothing);
-- * a skip is applied when not older than the day's last skip or un-skip nor than its newest
--   answer edit; an un-skip when not older than the last skip or un-skip.
-- The previous save_habit_day (20251127000300_empty_day_removed.sql) is kept, renamed
-- private.save_habit_day_apply, and does the writing with the edits that are applied; malformed
-- calls (and more answers than the habit has questions) reach its checks unchanged.

create table private.habit_day_edit (
  habit_id bigint not null references public.habit_metadata (id) on delete cascade,
  date date not null,
  -- The question whose answer was last given or removed at edited_at; 0 is the day's skip.
  question_id bigint not null,
  edited_at timestamptz not null,
  created_by uuid not null default auth.uid(),
  primary key (habit_id, date, question_id)
);

alter table private.habit_day_edit enable row level security;
create policy "Users keep their own edit times" on private.habit_day_edit
  for all to authenticated
  using (created_by = (select auth.uid()))
  with check (created_by = (select auth.uid()));
grant select, insert, update on private.habit_day_edit to authenticated;

-- An edit's time: ISO 8601 with a zone ("2026-11-27T10:05:00.000Z"); null or absent is null.
create function private.json_edit_time(p_value jsonb)
returns timestamptz
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_value is null or jsonb_typeof(p_value) = 'null' then
    return null;
  end if;
  if jsonb_typeof(p_value) <> 'string'
     or (p_value #>> '{}') !~ '^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}(:?\d{2})?)$' then
    raise exception 'edited_at must be a time such as 2026-11-27T10:05:00Z' using errcode = '22023';
  end if;
  return (p_value #>> '{}')::timestamptz;
exception
  when datetime_field_overflow or invalid_datetime_format then
    raise exception 'edited_at must be a time such as 2026-11-27T10:05:00Z' using errcode = '22023';
end;
$$;

alter function public.save_habit_day(bigint, date, jsonb, boolean, text) set schema private;
alter function private.save_habit_day(bigint, date, jsonb, boolean, text)
  rename to save_habit_day_apply;

create function public.save_habit_day(
  p_habit_id bigint,
  p_date date,
  p_answers jsonb,
  p_skipped boolean default null,
  p_skip_note text default null,
  p_skip_edited_at timestamptz default null
)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_uid uuid := private.require_user();
  v_now timestamptz := now();
  v_skip_time timestamptz;
  v_latest_answer timestamptz;
  v_skip_at timestamptz;
  v_skip_ignored boolean := false;
  v_kept jsonb := '[]'::jsonb;
  v_ignored jsonb := '[]'::jsonb;
  v_times jsonb := '{}'::jsonb;
  v_answer jsonb;
  v_question_id bigint;
  v_at timestamptz;
  v_stored timestamptz;
  v_result jsonb;
begin
  -- Malformed calls, and more answers than the habit has questions, go to the checks as they are.
  if p_habit_id is null or p_date is null or p_answers is null
     or jsonb_typeof(p_answers) <> 'array'
     or jsonb_array_length(p_answers) > greatest(1, (select count(*) from public.question_metadata q
                                                      where q.habit_id = p_habit_id)) then
    return private.save_habit_day_apply(p_habit_id, p_date, p_answers, p_skipped, p_skip_note);
  end if;
  -- Another user's habit (or none): the checks say it is not found.
  perform 1 from public.habit_metadata h where h.id = p_habit_id and h.created_by = v_uid;
  if not found then
    return private.save_habit_day_apply(p_habit_id, p_date, p_answers, p_skipped, p_skip_note);
  end if;
  -- One save of a habit-day at a time: the comparisons and the writes are one step.
  perform pg_advisory_xact_lock(hashtextextended(format('habit-day %s %s', p_habit_id, p_date), 0));

  select e.edited_at into v_skip_time from private.habit_day_edit e
   where e.habit_id = p_habit_id and e.date = p_date and e.question_id = 0;
  select max(e.edited_at) into v_latest_answer from private.habit_day_edit e
   where e.habit_id = p_habit_id and e.date = p_date and e.question_id <> 0;

  if p_skipped is not null then
    v_skip_at := least(coalesce(p_skip_edited_at, v_now), v_now);
    v_skip_ignored := coalesce(v_skip_at < v_skip_time, false)
      or coalesce(p_skipped and v_skip_at < v_latest_answer, false);
  end if;

  for v_answer in select value from jsonb_array_elements(p_answers)
  loop
    v_question_id := case when jsonb_typeof(v_answer) = 'object'
                          then private.json_id(v_answer -> 'question_id', 'question_id') end;
    if v_question_id is null then
      v_kept := v_kept || jsonb_build_array(v_answer); -- refused by the checks
      continue;
    end if;
    v_at := least(coalesce(private.json_edit_time(v_answer -> 'edited_at'), v_now), v_now);
    select e.edited_at into v_stored from private.habit_day_edit e
     where e.habit_id = p_habit_id and e.date = p_date and e.question_id = v_question_id;
    if v_at < v_stored or v_at < v_skip_time then
      v_ignored := v_ignored || to_jsonb(v_question_id);
      continue;
    end if;
    v_kept := v_kept || jsonb_build_array(v_answer - 'edited_at');
    v_times := v_times || jsonb_build_object(
      v_question_id::text, greatest(v_at, (v_times ->> v_question_id::text)::timestamptz));
  end loop;

  -- Everything sent is older than what is kept: the day stays as it is, and says so.
  if (v_skip_ignored or jsonb_array_length(v_ignored) > 0)
     and jsonb_array_length(v_kept) = 0 and (p_skipped is null or v_skip_ignored) then
    select jsonb_build_object(
             'checkmark_id', c.id, 'habit_id', p_habit_id, 'date', p_date,
             'total_score', coalesce((select sum(ae.score_value) from public.answer_entry ae
                                       where ae.cmt_id = c.id), 0)::integer,
             'skipped', coalesce(c.skipped, false))
      into v_result
      from (select 1) one
      left join public.checkmarks_tracker c
        on c.habit_id = p_habit_id and c.date = p_date and c.created_by = v_uid;
    return v_result || jsonb_build_object('ignored', v_ignored, 'skip_ignored', v_skip_ignored);
  end if;

  v_result := private.save_habit_day_apply(
    p_habit_id, p_date, v_kept,
    case when v_skip_ignored then null else p_skipped end,
    case when v_skip_ignored then null else p_skip_note end);

  insert into private.habit_day_edit as e (habit_id, date, question_id, edited_at)
  select p_habit_id, p_date, t.key::bigint, t.value::timestamptz
    from jsonb_each_text(v_times) t
  on conflict (habit_id, date, question_id)
    do update set edited_at = greatest(e.edited_at, excluded.edited_at);
  if p_skipped is not null and not v_skip_ignored then
    insert into private.habit_day_edit as e (habit_id, date, question_id, edited_at)
    values (p_habit_id, p_date, 0, v_skip_at)
    on conflict (habit_id, date, question_id)
      do update set edited_at = greatest(e.edited_at, excluded.edited_at);
  end if;
  return v_result || jsonb_build_object('ignored', v_ignored, 'skip_ignored', v_skip_ignored);
end;
$$;

revoke all on function public.save_habit_day(bigint, date, jsonb, boolean, text, timestamptz)
  from public, anon;
grant execute on function public.save_habit_day(bigint, date, jsonb, boolean, text, timestamptz)
  to authenticated;
revoke all on function private.save_habit_day_apply(bigint, date, jsonb, boolean, text)
  from public, anon;
grant execute on function private.save_habit_day_apply(bigint, date, jsonb, boolean, text)
  to authenticated;
