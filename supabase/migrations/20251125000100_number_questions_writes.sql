-- Number questions, the writes (the columns and the score rule are in 20251125000000; the rule
-- and the data shape in plain words in docs/number-questions.md).
--
-- * private.json_number / private.json_question_kind: the form's and the import's readers of a
--   number and of a question's kind with its number fields (messages name the field).
-- * Options belong to choice questions only: a trigger refuses an option (or an option template)
--   under a number question, and a question (template) turning into a number while it still has
--   options. update_habit deletes the options of a question it turns into a number question
--   (answers keep their copied score, as when an option is deleted); a number question turned
--   back into a choice needs two options again, like any choice question.
-- * write_habit_children (create_habit / update_habit): each question has `kind` ('choice' when
--   left out); a number question has unit, target, target_type and points and no options.
-- * save_habit_day: an answer to a number question is {question_id, value, notes} (value null or
--   left out removes the answer); its score is private.number_answer_score, copied into
--   score_value. A value for a choice question or an option for a number question is refused.
-- * habit_performance_new: a number question's maximum is its points.
-- * Templates carry the number columns both ways.
-- import_my_data follows in 20251125000200_import_number_questions.sql.

-- ---------------------------------------------------------------------------------------------
-- A number of a JSON payload: absent or null is null (refused when p_required); anything but a
-- JSON number (text such as "6" or "NaN", true, a list) and numbers outside p_min..p_max are
-- refused with 22023 naming p_label. JSON has no NaN or Infinity.
create or replace function private.json_number(
  p_value jsonb, p_label text, p_min numeric, p_max numeric, p_required boolean
)
returns numeric
language plpgsql
immutable
set search_path = ''
as $$
declare
  v numeric;
begin
  if p_value is null or jsonb_typeof(p_value) = 'null' then
    if p_required then
      raise exception '% is required (a number from % to %)', p_label, p_min, p_max
        using errcode = '22023';
    end if;
    return null;
  end if;
  if jsonb_typeof(p_value) <> 'number' then
    raise exception '% must be a number, not %', p_label, p_value::text using errcode = '22023';
  end if;
  v := p_value::numeric;
  if v < p_min or v > p_max then
    raise exception '% must be a number from % to %, not %', p_label, p_min, p_max, v
      using errcode = '22023';
  end if;
  return v;
end;
$$;

-- The kind of a question object of a payload ('choice' when left out or null) and, for a number
-- question, its unit (optional, <= 20 characters), target (> 0, <= 1e9), target_type (at_least or
-- at_most) and points (whole, 1..1000). A choice question must not carry any of these. p_prefix
-- starts every message ('Question 2: ', 'question_metadata[4].').
create or replace function private.json_question_kind(p_row jsonb, p_prefix text)
returns table (kind text, unit text, target numeric, target_type text, points integer)
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_field text;
begin
  kind := coalesce(private.json_text(p_row -> 'kind', p_prefix || 'kind', false, 10), 'choice');
  if kind not in ('choice', 'number') then
    raise exception '%kind must be choice or number, not %', p_prefix, kind using errcode = '22023';
  end if;
  if kind = 'choice' then
    foreach v_field in array array['unit', 'target', 'target_type', 'points'] loop
      if jsonb_typeof(p_row -> v_field) is distinct from 'null' and p_row ? v_field then
        raise exception using errcode = '22023',
          message = format('%s%s is only for a number question (kind number)', p_prefix, v_field);
      end if;
    end loop;
    return next;
    return;
  end if;
  unit := private.json_text(p_row -> 'unit', p_prefix || 'unit', false, 20);
  if p_row -> 'target' is not null and jsonb_typeof(p_row -> 'target') = 'number'
     and (p_row -> 'target')::numeric <= 0 then
    raise exception '%target must be more than 0', p_prefix using errcode = '22023';
  end if;
  target := private.json_number(p_row -> 'target', p_prefix || 'target', 0, 1e9, true);
  target_type := private.json_text(p_row -> 'target_type', p_prefix || 'target_type', false, 10);
  if target_type is null or target_type not in ('at_least', 'at_most') then
    raise exception '%target_type must be at_least or at_most', p_prefix using errcode = '22023';
  end if;
  points := private.json_int(p_row -> 'points', p_prefix || 'points', 1, 1000, true);
  return next;
end;
$$;

revoke all on function private.json_number(jsonb, text, numeric, numeric, boolean) from public, anon;
revoke all on function private.json_question_kind(jsonb, text) from public, anon;
grant execute on function private.json_number(jsonb, text, numeric, numeric, boolean),
  private.json_question_kind(jsonb, text) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Options belong to choice questions. TG_ARGV: the question table and the option's column that
-- names its question ('question_metadata', 'question_id' / 'question_template', 'que_temp_id').
-- 23514 (check_violation) is a 400 through PostgREST.
create or replace function private.check_option_under_choice()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_question_id bigint := (to_jsonb(new) ->> tg_argv[1])::bigint;
  v_kind text;
begin
  execute format('select kind from public.%I where id = $1', tg_argv[0])
    into v_kind using v_question_id;
  if v_kind = 'number' then
    raise exception 'Question % is a number question: it has no options', v_question_id
      using errcode = '23514';
  end if;
  return new;
end;
$$;

-- A question (template) becomes a number question only without options. TG_ARGV: the option
-- table and its column naming the question.
create or replace function private.check_number_question_has_no_options()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_found boolean;
begin
  if new.kind = 'number' then
    execute format('select exists (select 1 from public.%I where %I = $1)', tg_argv[0], tg_argv[1])
      into v_found using new.id;
    if v_found then
      raise exception 'Question % has options: a number question has none', new.id
        using errcode = '23514', hint = 'Delete its options first (update_habit does).';
    end if;
  end if;
  return new;
end;
$$;

revoke all on function private.check_option_under_choice(),
  private.check_number_question_has_no_options() from public, anon;

create trigger option_metadata_check_choice
  before insert or update of question_id on public.option_metadata
  for each row execute function private.check_option_under_choice('question_metadata', 'question_id');
create trigger option_template_check_choice
  before insert or update of que_temp_id on public.option_template
  for each row execute function private.check_option_under_choice('question_template', 'que_temp_id');
create trigger question_metadata_check_number_options
  before update of kind on public.question_metadata
  for each row execute function private.check_number_question_has_no_options(
    'option_metadata', 'question_id');
create trigger question_template_check_number_options
  before update of kind on public.question_template
  for each row execute function private.check_number_question_has_no_options(
    'option_template', 'que_temp_id');

-- ---------------------------------------------------------------------------------------------
-- write_habit_children as in 20251101000500, with the question's kind: a number question is
-- written with its number fields and has no options (a choice question turned into one loses
-- its options); a choice question needs two options as before.
create or replace function private.write_habit_children(
  p_habit_id bigint, p_habit jsonb, p_is_new boolean
)
returns void
language plpgsql
set search_path = ''
as $$
declare
  v_questions jsonb := p_habit -> 'questions';
  v_question jsonb;
  v_q_index bigint;
  v_question_id bigint;
  v_question_text text;
  v_number record;
  v_options jsonb;
  v_option jsonb;
  v_o_index bigint;
  v_option_id bigint;
  v_label text;
  v_score integer;
  v_keep_questions bigint[] := '{}';
  v_keep_options bigint[];
  v_consequences jsonb := p_habit -> 'consequences';
  v_consequence jsonb;
  v_c_index bigint;
  v_consequence_id bigint;
  v_title text;
  v_description text;
  v_kind text;
  v_trigger text;
  v_threshold integer;
  v_active boolean;
  v_keep_consequences bigint[] := '{}';
begin
  if v_questions is null or jsonb_typeof(v_questions) <> 'array'
     or jsonb_array_length(v_questions) = 0 then
    raise exception 'A habit needs at least one question' using errcode = '22023';
  end if;

  for v_question, v_q_index in
    select value, ordinality from jsonb_array_elements(v_questions) with ordinality
  loop
    if jsonb_typeof(v_question) <> 'object' then
      raise exception 'Each question must be an object' using errcode = '22023';
    end if;
    v_question_text := private.json_text(v_question -> 'question', 'Question text', true, 200);
    select * into v_number
      from private.json_question_kind(v_question, format('Question %s: ', v_q_index));
    v_options := v_question -> 'options';
    if v_number.kind = 'number' then
      if v_options is not null and jsonb_typeof(v_options) <> 'null'
         and (jsonb_typeof(v_options) <> 'array' or jsonb_array_length(v_options) > 0) then
        raise exception 'A number question has no options'
          using errcode = '22023', detail = format('Question %s: %s', v_q_index, v_question_text);
      end if;
      v_options := '[]'::jsonb;
    elsif v_options is null or jsonb_typeof(v_options) <> 'array'
       or jsonb_array_length(v_options) < 2 then
      raise exception 'A question needs at least two options'
        using errcode = '22023', detail = format('Question %s: %s', v_q_index, v_question_text);
    end if;

    v_question_id := case when p_is_new then null
                          else private.json_id(v_question -> 'id', 'Question id') end;
    if v_question_id is null then
      insert into public.question_metadata
        (habit_id, question, position, kind, unit, target, target_type, points)
      values (p_habit_id, v_question_text, v_q_index - 1, v_number.kind, v_number.unit,
              v_number.target, v_number.target_type, v_number.points)
      returning id into v_question_id;
    else
      perform 1 from public.question_metadata q
       where q.id = v_question_id and q.habit_id = p_habit_id;
      if not found then
        raise exception 'Question % does not belong to habit %', v_question_id, p_habit_id
          using errcode = '23503';
      end if;
      -- Turned into a number question: its options go first (answers keep their score).
      if v_number.kind = 'number' then
        delete from public.option_metadata o where o.question_id = v_question_id;
      end if;
      update public.question_metadata
         set question = v_question_text, position = v_q_index - 1, kind = v_number.kind,
             unit = v_number.unit, target = v_number.target,
             target_type = v_number.target_type, points = v_number.points
       where id = v_question_id and habit_id = p_habit_id;
    end if;
    v_keep_questions := v_keep_questions || v_question_id;

    v_keep_options := '{}';
    for v_option, v_o_index in
      select value, ordinality from jsonb_array_elements(v_options) with ordinality
    loop
      if jsonb_typeof(v_option) <> 'object' then
        raise exception 'Each option must be an object' using errcode = '22023';
      end if;
      v_label := private.json_text(v_option -> 'label', 'Option label', true, 80);
      v_score := private.json_int(v_option -> 'score_value', 'Option score', -1000, 1000, true);
      v_option_id := case when p_is_new then null
                          else private.json_id(v_option -> 'id', 'Option id') end;
      if v_option_id is null then
        insert into public.option_metadata (question_id, label, score_value, position)
        values (v_question_id, v_label, v_score, v_o_index - 1)
        returning id into v_option_id;
      else
        update public.option_metadata
           set label = v_label, score_value = v_score, position = v_o_index - 1
         where id = v_option_id and question_id = v_question_id;
        if not found then
          raise exception 'Option % does not belong to question %', v_option_id, v_question_id
            using errcode = '23503';
        end if;
      end if;
      v_keep_options := v_keep_options || v_option_id;
    end loop;

    delete from public.option_metadata
     where question_id = v_question_id and not (id = any (v_keep_options));
  end loop;

  delete from public.question_metadata
   where habit_id = p_habit_id and not (id = any (v_keep_questions));

  -- Absent consequences leave the existing ones alone; an array (even empty) is the full list.
  if v_consequences is null or jsonb_typeof(v_consequences) = 'null' then
    return;
  end if;
  if jsonb_typeof(v_consequences) <> 'array' then
    raise exception 'Consequences must be a list' using errcode = '22023';
  end if;

  for v_consequence, v_c_index in
    select value, ordinality from jsonb_array_elements(v_consequences) with ordinality
  loop
    if jsonb_typeof(v_consequence) <> 'object' then
      raise exception 'Each consequence must be an object' using errcode = '22023';
    end if;
    v_title := private.json_text(v_consequence -> 'title', 'Consequence title', true, 120);
    v_description := private.json_text(
      v_consequence -> 'description', 'Consequence description', false, 500);
    v_kind := v_consequence ->> 'kind';
    if v_kind is null or v_kind not in ('penalty', 'reward') then
      raise exception 'Consequence kind must be penalty or reward' using errcode = '22023';
    end if;
    v_trigger := v_consequence ->> 'trigger_type';
    if v_trigger is null or v_trigger not in ('missed_days', 'weekly_score_below', 'streak_reached') then
      raise exception 'Consequence trigger must be missed_days, weekly_score_below or streak_reached'
        using errcode = '22023';
    end if;
    if v_trigger = 'weekly_score_below' then
      v_threshold := private.json_int(
        v_consequence -> 'threshold', 'Weekly score threshold (%)', 1, 100, true);
    else
      v_threshold := private.json_int(
        v_consequence -> 'threshold', 'Consequence threshold', 1, 10000, true);
    end if;
    v_active := private.json_bool(v_consequence -> 'active', 'Consequence active', true);

    v_consequence_id := case when p_is_new then null
                             else private.json_id(v_consequence -> 'id', 'Consequence id') end;
    if v_consequence_id is null then
      insert into public.consequence_metadata
        (habit_id, title, description, kind, trigger_type, threshold, active)
      values (p_habit_id, v_title, v_description, v_kind, v_trigger, v_threshold, v_active)
      returning id into v_consequence_id;
    else
      update public.consequence_metadata
         set title = v_title, description = v_description, kind = v_kind,
             trigger_type = v_trigger, threshold = v_threshold, active = v_active
       where id = v_consequence_id and habit_id = p_habit_id;
      if not found then
        raise exception 'Consequence % does not belong to habit %', v_consequence_id, p_habit_id
          using errcode = '23503';
      end if;
    end if;
    v_keep_consequences := v_keep_consequences || v_consequence_id;
  end loop;

  delete from public.consequence_metadata
   where habit_id = p_habit_id and not (id = any (v_keep_consequences));
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- save_habit_day as in 20251124000000, with answers to number questions: {question_id, value,
-- notes}. The value is a JSON number from 0 to 1e9 (null or left out removes the answer, as
-- option_id null does); its score is private.number_answer_score of the question's points, target
-- and target type, copied into score_value (the same value saved again keeps its score). A value
-- for a choice question or an option_id for a number question is refused (22023). Any refusal
-- rolls the whole call back: nothing of it is written.
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
  v_uid uuid := private.require_user();
  v_checkmark_id bigint;
  v_was_skipped boolean;
  v_answer jsonb;
  v_question_id bigint;
  v_option_id bigint;
  v_score integer;
  v_question record;
  v_value numeric;
  v_label text;
  v_has_notes boolean;
  v_notes text;
  v_total integer;
  v_has_option boolean;
  v_skip_note text;
  v_skipped boolean;
begin
  if p_habit_id is null then
    raise exception 'A habit id is required' using errcode = '22023';
  end if;
  if p_date is null then
    raise exception 'A date is required' using errcode = '22023';
  end if;
  -- Tomorrow is allowed: a user east of the server's time zone may already live in it.
  if p_date > current_date + 1 then
    raise exception 'Date % is in the future', p_date using errcode = '22023';
  end if;
  if p_answers is null or jsonb_typeof(p_answers) = 'null' then
    p_answers := '[]'::jsonb;
  end if;
  if jsonb_typeof(p_answers) <> 'array' then
    raise exception 'Answers must be a list' using errcode = '22023';
  end if;
  if p_skip_note is not null and p_skipped is distinct from true then
    raise exception 'A skip note needs p_skipped => true' using errcode = '22023';
  end if;
  v_skip_note := nullif(btrim(p_skip_note), '');
  if char_length(v_skip_note) > 1000 then
    raise exception 'Skip note must be at most 1000 characters' using errcode = '22023';
  end if;
  -- An answer that answers (an option or a value; null removes an answer).
  v_has_option := exists (
    select 1 from jsonb_array_elements(p_answers) e
     where jsonb_typeof(e.value) = 'object'
       and ((jsonb_typeof(e.value -> 'option_id') is distinct from 'null'
             and e.value ? 'option_id')
         or (jsonb_typeof(e.value -> 'value') is distinct from 'null' and e.value ? 'value'))
  );
  if p_skipped and v_has_option then
    raise exception 'A skipped day carries no answers: send the skip without answers'
      using errcode = '22023';
  end if;

  perform 1 from public.habit_metadata h where h.id = p_habit_id and h.created_by = v_uid;
  if not found then
    raise exception 'Habit % not found', p_habit_id using errcode = '23503';
  end if;

  select c.id, c.skipped into v_checkmark_id, v_was_skipped
    from public.checkmarks_tracker c
   where c.habit_id = p_habit_id and c.date = p_date and c.created_by = v_uid
   for update;

  if p_skipped then
    if v_checkmark_id is null then
      insert into public.checkmarks_tracker as ct (habit_id, date, skipped, skip_note)
      values (p_habit_id, p_date, true, v_skip_note)
      on conflict (date, habit_id, created_by) do update set updated_at = now()
      returning ct.id into v_checkmark_id;
    end if;
    delete from public.answer_entry ae where ae.cmt_id = v_checkmark_id;
    update public.checkmarks_tracker c
       set skipped = true, skip_note = v_skip_note
     where c.id = v_checkmark_id
       and (not c.skipped or c.skip_note is distinct from v_skip_note);
    return jsonb_build_object(
      'checkmark_id', v_checkmark_id, 'habit_id', p_habit_id, 'date', p_date,
      'total_score', 0, 'skipped', true);
  end if;

  if p_skipped = false and jsonb_array_length(p_answers) = 0 then
    if v_was_skipped then
      delete from public.checkmarks_tracker c where c.id = v_checkmark_id;
      v_checkmark_id := null;
    end if;
    select coalesce(sum(ae.score_value), 0)::integer into v_total
      from public.answer_entry ae where ae.cmt_id = v_checkmark_id;
    return jsonb_build_object(
      'checkmark_id', v_checkmark_id, 'habit_id', p_habit_id, 'date', p_date,
      'total_score', v_total, 'skipped', false);
  end if;

  insert into public.checkmarks_tracker as ct (habit_id, date)
  values (p_habit_id, p_date)
  on conflict (date, habit_id, created_by) do update set updated_at = now()
  returning ct.id, ct.skipped into v_checkmark_id, v_skipped;

  if v_skipped and (p_skipped = false or v_has_option) then
    update public.checkmarks_tracker c
       set skipped = false, skip_note = null
     where c.id = v_checkmark_id;
    v_skipped := false;
  end if;

  for v_answer in select value from jsonb_array_elements(p_answers)
  loop
    if jsonb_typeof(v_answer) <> 'object' then
      raise exception 'Each answer must be an object' using errcode = '22023';
    end if;
    v_question_id := private.json_id(v_answer -> 'question_id', 'question_id');
    if v_question_id is null then
      raise exception 'Each answer needs a question_id' using errcode = '22023';
    end if;
    select q.kind, q.target, q.target_type, q.points into v_question
      from public.question_metadata q
     where q.id = v_question_id and q.habit_id = p_habit_id;
    if not found then
      raise exception 'Question % does not belong to habit %', v_question_id, p_habit_id
        using errcode = '23503';
    end if;
    v_label := format('Answer to question %s: ', v_question_id);
    v_has_notes := v_answer ? 'notes';

    if v_question.kind = 'number' then
      if jsonb_typeof(v_answer -> 'option_id') is distinct from 'null' and v_answer ? 'option_id' then
        raise exception '%option_id is not for a number question: send its value', v_label
          using errcode = '22023';
      end if;
      v_value := private.json_number(v_answer -> 'value', v_label || 'value', 0, 1e9, false);
      if v_value is null then
        delete from public.answer_entry ae
         where ae.cmt_id = v_checkmark_id and ae.question_id = v_question_id;
        continue;
      end if;
      v_score := private.number_answer_score(
        v_question.points, v_question.target, v_question.target_type, v_value);
      v_notes := private.json_text(v_answer -> 'notes', 'Notes', false, 1000);
      -- The same value again keeps the score it was given (as the same option does).
      insert into public.answer_entry as ae
        (question_id, cmt_id, option_id, value, score_value, notes)
      values (v_question_id, v_checkmark_id, null, v_value, v_score, v_notes)
      on conflict (cmt_id, question_id) do update
        set option_id = null,
            value = excluded.value,
            score_value = case when ae.option_id is null and ae.value = excluded.value
                               then ae.score_value else excluded.score_value end,
            notes = case when v_has_notes then excluded.notes else ae.notes end;
      continue;
    end if;

    if jsonb_typeof(v_answer -> 'value') is distinct from 'null' and v_answer ? 'value' then
      raise exception '%value is not for a choice question: send its option_id', v_label
        using errcode = '22023';
    end if;
    v_option_id := private.json_id(v_answer -> 'option_id', 'option_id');
    if v_option_id is null then
      delete from public.answer_entry ae
       where ae.cmt_id = v_checkmark_id and ae.question_id = v_question_id;
      continue;
    end if;

    select o.score_value into v_score
      from public.option_metadata o
     where o.id = v_option_id and o.question_id = v_question_id;
    if not found then
      raise exception 'Option % does not belong to question %', v_option_id, v_question_id
        using errcode = '23503';
    end if;

    v_notes := private.json_text(v_answer -> 'notes', 'Notes', false, 1000);

    insert into public.answer_entry as ae (question_id, cmt_id, option_id, score_value, notes)
    values (v_question_id, v_checkmark_id, v_option_id, v_score, v_notes)
    on conflict (cmt_id, question_id) do update
      set option_id = excluded.option_id,
          value = null,
          score_value = case when ae.option_id is not distinct from excluded.option_id
                             then ae.score_value else excluded.score_value end,
          notes = case when v_has_notes then excluded.notes else ae.notes end;
  end loop;

  select coalesce(sum(ae.score_value), 0)::integer into v_total
    from public.answer_entry ae where ae.cmt_id = v_checkmark_id;

  return jsonb_build_object(
    'checkmark_id', v_checkmark_id,
    'habit_id', p_habit_id,
    'date', p_date,
    'total_score', v_total,
    'skipped', coalesce(v_skipped, false)
  );
end;
$$;

revoke all on function public.save_habit_day(bigint, date, jsonb, boolean, text) from public, anon;
grant execute on function public.save_habit_day(bigint, date, jsonb, boolean, text)
  to authenticated;

-- ---------------------------------------------------------------------------------------------
-- habit_performance_new as in 20251124000400_faster_habit_performance.sql (same columns and
-- figures), except the maximum daily score behind strength: the sum over the habit's questions of
-- the best option's score for a choice question and of points for a number question (edit marked
-- `number_questions`).
create or replace view public.habit_performance_new
with (security_invoker = true) as
select
  h.id as habit_id,
  s.period_type,
  s.days_tracked,
  s.days_met,
  s.total_score,
  s.average_score,
  s.completion_pct,
  s.current_streak,
  s.longest_streak,
  s.last_checkmark_date,
  s.strength
from public.habit_metadata h
-- offset 0 keeps the subquery from being pulled up: client_today() runs once per statement.
cross join (select private.client_today() as today offset 0) t
cross join lateral (
  with marks as (
    select
      c.date,
      c.skipped,
      coalesce(
        (select sum(a.score_value) from public.answer_entry a where a.cmt_id = c.id),
        0
      )::integer as total
    from public.checkmarks_tracker c
    where c.habit_id = h.id
  ),
  bounds as (
    select
      least(h.created_at::date, (select min(m.date) from marks m)) as first_day,
      greatest(t.today, (select max(m.date) from marks m)) as last_day
  ),
  -- Each paused day of the calendar once: the pauses of this habit and of every habit.
  paused as (
    select distinct b.first_day + i as date
      from (
        select p.start_date, coalesce(p.end_date, 'infinity'::date) as end_date
          from public.habit_pause p
         where p.habit_id = h.id
        union all
        select p.start_date, coalesce(p.end_date, 'infinity'::date)
          from public.habit_pause p
         where p.habit_id is null and p.created_by = h.created_by
      ) p
      cross join bounds b
      cross join lateral generate_series(
        greatest(p.start_date, b.first_day) - b.first_day,
        least(p.end_date, b.last_day) - b.first_day
      ) i
  ),
  sched as (
    select
      power(0.5::float8, sqrt(
        case when h.weekdays is null then h.freq_num::float8 / h.freq_den
             else length(replace(h.weekdays::integer::bit(7)::text, '0', ''))::float8 / 7
        end) / 13) as m,
      (case when h.freq_num < h.freq_den then 2 * h.freq_num else h.freq_num end)::float8
        as strength_num,
      -- number_questions: a number question's maximum is its points.
      coalesce((
        select sum(case when q.kind = 'number' then q.points else (
                   select max(o.score_value) from public.option_metadata o
                    where o.question_id = q.id) end)
          from public.question_metadata q
         where q.habit_id = h.id
      ), 0)::float8 as max_score
  ),
  cal as (
    select
      d.date,
      (m.date is not null and not m.skipped) as has_mark,
      coalesce(m.total, 0) as total,
      (coalesce(m.skipped, false)
        or (h.weekdays is not null
            and (h.weekdays::integer >> (extract(isodow from d.date)::integer - 1)) & 1 = 0)
        or pd.date is not null
      ) as neutral
    from (
      select b.first_day + i as date
        from bounds b, generate_series(0, b.last_day - b.first_day) i
    ) d
    left join marks m on m.date = d.date
    left join paused pd on pd.date = d.date
  ),
  scored as (
    select
      c.date,
      c.has_mark,
      c.total,
      c.neutral,
      (not c.neutral and c.has_mark and (h.daily_target is null or c.total >= h.daily_target))
        as met,
      case
        when c.neutral then 0::float8
        when sc.max_score <= 0 then case when c.total > 0 then 1::float8 else 0::float8 end
        else least(1::float8, greatest(0::float8, c.total / sc.max_score))
      end as completion
    from cal c, sched sc
  ),
  tracked as (
    select
      s.date,
      s.has_mark,
      s.total,
      s.neutral,
      s.met,
      case when h.freq_den = 1 then s.met
           else sum(s.met::integer) over by_den >= h.freq_num
      end as on_track,
      case when h.freq_den = 1 then s.completion
           else least(1::float8, sum(s.completion) over by_strength_den / sc.strength_num)
      end as c,
      count(*) filter (where not s.neutral) over (order by s.date) as steps
    from scored s, sched sc
    window
      by_den as (order by s.date rows between h.freq_den - 1 preceding and current row),
      by_strength_den as (
        order by s.date
        rows between (case when h.freq_num < h.freq_den then 2 * h.freq_den else h.freq_den end) - 1
        preceding and current row)
  ),
  strength as (
    select round((100 * coalesce(sum(
      (1 - sc.m) * tr.c * power(sc.m, n.steps - tr.steps)), 0))::numeric, 1) as value
    from sched sc
    cross join (
      select coalesce(max(tr2.steps), 0) as steps from tracked tr2 where tr2.date <= t.today
    ) n
    left join tracked tr on not tr.neutral and tr.date <= t.today
  ),
  periods as (
    select p.period_type, greatest(b.first_day, t.today - (p.span_days - 1)) as start_date
    from bounds b
    cross join (
      values ('all_time'::text, null::integer), ('last_30_days', 30), ('last_7_days', 7)
    ) as p (period_type, span_days)
  )
  select
    p.period_type,
    a.days_tracked,
    a.days_met,
    a.total_score,
    a.average_score,
    round(100.0 * least(a.on_track_days, greatest(a.due_days, 1)) / greatest(a.due_days, 1), 1)
      as completion_pct,
    k.current_streak,
    k.longest_streak,
    a.last_checkmark_date,
    st.value as strength
  from periods p
  cross join strength st
  cross join lateral (
    select
      (count(*) filter (where tr.has_mark))::integer as days_tracked,
      (count(*) filter (where tr.met))::integer as days_met,
      coalesce(sum(tr.total) filter (where tr.has_mark), 0)::integer as total_score,
      coalesce(round(avg(tr.total) filter (where tr.has_mark), 2), 0) as average_score,
      (count(*) filter (where tr.date <= t.today))::integer as due_days,
      (count(*) filter (where tr.on_track))::integer as on_track_days,
      max(tr.date) filter (where tr.has_mark) as last_checkmark_date
    from tracked tr
    where tr.date >= p.start_date and not tr.neutral
  ) a
  cross join lateral (
    with runs as (
      select
        tr.date,
        tr.on_track,
        row_number() over (order by tr.date)
          - row_number() over (partition by tr.on_track order by tr.date) as island
      from tracked tr
      where tr.date >= p.start_date and not tr.neutral
    ),
    anchor as (
      select case
        when exists (select 1 from runs r where r.date = t.today and r.on_track) then t.today
        else (select max(r.date) from runs r where r.date < t.today)
      end as day
    ),
    -- The run holding the anchor day, found once (a join, not a subquery per row).
    anchored as (
      select r.island, an.day from runs r join anchor an on r.date = an.day where r.on_track
    )
    select
      coalesce((
        select count(*)::integer
          from runs r join anchored x on r.island = x.island
         where r.on_track and r.date <= x.day
      ), 0) as current_streak,
      coalesce((
        select max(l.length)
          from (select count(*)::integer as length from runs r where r.on_track group by r.island) l
      ), 0) as longest_streak
  ) k
) s;

revoke all on public.habit_performance_new from anon;
revoke insert, update, delete, truncate, references, trigger on public.habit_performance_new
  from authenticated;
grant select on public.habit_performance_new to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Templates carry a question's kind and number fields both ways (as in 20251124000000).
create or replace function public.create_habit_from_template(p_template_id bigint)
returns bigint
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_template public.habit_template;
  v_payload jsonb;
begin
  perform private.require_user();
  select * into v_template from public.habit_template t where t.id = p_template_id;
  if not found then
    raise exception 'Template % not found', p_template_id using errcode = '23503';
  end if;

  v_payload := jsonb_build_object(
    'name', v_template.name,
    'description', v_template.description,
    'color', v_template.color,
    'daily_target', v_template.daily_target,
    'freq_num', v_template.freq_num,
    'freq_den', v_template.freq_den,
    'weekdays', v_template.weekdays,
    'questions', coalesce((
      select jsonb_agg(
        jsonb_build_object(
          'question', qt.question,
          'kind', qt.kind,
          'unit', qt.unit,
          'target', qt.target,
          'target_type', qt.target_type,
          'points', qt.points,
          'options', coalesce((
            select jsonb_agg(
              jsonb_build_object('label', ot.label, 'score_value', ot.score_value)
              order by ot.position, ot.id)
            from public.option_template ot
            where ot.que_temp_id = qt.id
          ), '[]'::jsonb))
        order by qt.position, qt.id)
      from public.question_template qt
      where qt.template_id = v_template.id
    ), '[]'::jsonb),
    'consequences', coalesce((
      select jsonb_agg(
        jsonb_build_object(
          'title', ct.title, 'description', ct.description, 'kind', ct.kind,
          'trigger_type', ct.trigger_type, 'threshold', ct.threshold)
        order by ct.id)
      from public.consequence_template ct
      where ct.template_id = v_template.id
    ), '[]'::jsonb)
  );

  return public.create_habit(v_payload);
end;
$$;

create or replace function public.save_habit_as_template(p_habit_id bigint)
returns bigint
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_uid uuid := private.require_user();
  v_habit public.habit_metadata;
  v_template_id bigint;
  v_question public.question_metadata;
  v_question_template_id bigint;
begin
  select * into v_habit from public.habit_metadata h
   where h.id = p_habit_id and h.created_by = v_uid;
  if not found then
    raise exception 'Habit % not found', p_habit_id using errcode = '23503';
  end if;

  insert into public.habit_template
    (name, description, color, daily_target, freq_num, freq_den, weekdays)
  values (v_habit.name, v_habit.description, v_habit.color, v_habit.daily_target,
          v_habit.freq_num, v_habit.freq_den, v_habit.weekdays)
  returning id into v_template_id;

  for v_question in
    select * from public.question_metadata q where q.habit_id = p_habit_id order by q.position, q.id
  loop
    insert into public.question_template
      (template_id, question, position, kind, unit, target, target_type, points)
    values (v_template_id, v_question.question, v_question.position, v_question.kind,
            v_question.unit, v_question.target, v_question.target_type, v_question.points)
    returning id into v_question_template_id;

    insert into public.option_template (que_temp_id, "OPTION_ID", label, score_value, position)
    select v_question_template_id, o.id, o.label, o.score_value, o.position
      from public.option_metadata o
     where o.question_id = v_question.id
     order by o.position, o.id;
  end loop;

  insert into public.consequence_template
    (template_id, title, description, kind, trigger_type, threshold)
  select v_template_id, c.title, c.description, c.kind, c.trigger_type, c.threshold
    from public.consequence_metadata c
   where c.habit_id = p_habit_id
   order by c.id;

  return v_template_id;
end;
$$;
