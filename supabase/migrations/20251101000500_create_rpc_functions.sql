-- Database functions the app calls through /rest/v1/rpc. Each one is a single statement for
-- PostgREST, so it is all-or-nothing: any raised error rolls every write of the call back.
-- All are security invoker (row-level security applies) except delete_my_account, and all use
-- an empty search_path with fully qualified names. Errors carry SQLSTATEs PostgREST maps to
-- 4xx: 22023 (bad input, 400), 23503 (missing or foreign parent, 409), 42501 (not signed in).

-- ---------------------------------------------------------------------------------------------
-- JSON field readers with the user-facing messages of the habit form.

create or replace function private.json_text(
  p_value jsonb, p_label text, p_required boolean, p_max integer
)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v text;
begin
  if p_value is null or jsonb_typeof(p_value) = 'null' then
    if p_required then
      raise exception '% is required', p_label using errcode = '22023';
    end if;
    return null;
  end if;
  if jsonb_typeof(p_value) <> 'string' then
    raise exception '% must be text', p_label using errcode = '22023';
  end if;
  v := btrim(p_value #>> '{}');
  if v = '' then
    if p_required then
      raise exception '% is required', p_label using errcode = '22023';
    end if;
    return null;
  end if;
  if char_length(v) > p_max then
    raise exception '% must be at most % characters', p_label, p_max using errcode = '22023';
  end if;
  return v;
end;
$$;

create or replace function private.json_int(
  p_value jsonb, p_label text, p_min integer, p_max integer, p_required boolean
)
returns integer
language plpgsql
immutable
set search_path = ''
as $$
declare
  v numeric;
begin
  if p_value is null or jsonb_typeof(p_value) = 'null' then
    if p_required then
      raise exception '% must be a whole number between % and %', p_label, p_min, p_max
        using errcode = '22023';
    end if;
    return null;
  end if;
  if jsonb_typeof(p_value) = 'number' then
    v := p_value::numeric;
  end if;
  if v is null or v <> trunc(v) or v < p_min or v > p_max then
    raise exception '% must be a whole number between % and %', p_label, p_min, p_max
      using errcode = '22023';
  end if;
  return v::integer;
end;
$$;

-- An optional row id in a payload: absent or null means "new row".
create or replace function private.json_id(p_value jsonb, p_label text)
returns bigint
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_value is null or jsonb_typeof(p_value) = 'null' then
    return null;
  end if;
  if jsonb_typeof(p_value) <> 'number' or p_value::numeric <> trunc(p_value::numeric)
     or p_value::numeric < 1 then
    raise exception '% must be a positive whole number', p_label using errcode = '22023';
  end if;
  return p_value::numeric::bigint;
end;
$$;

create or replace function private.json_bool(p_value jsonb, p_label text, p_default boolean)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_value is null or jsonb_typeof(p_value) = 'null' then
    return p_default;
  end if;
  if jsonb_typeof(p_value) <> 'boolean' then
    raise exception '% must be true or false', p_label using errcode = '22023';
  end if;
  return p_value::boolean;
end;
$$;

create or replace function private.require_user()
returns uuid
language plpgsql
stable
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
begin
  if v_uid is null then
    raise exception 'Not signed in' using errcode = '42501';
  end if;
  return v_uid;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Writes a habit's questions, options and consequences from the form's JSON. With p_is_new,
-- every item is inserted (ids in the payload are ignored); otherwise items carrying an id are
-- updated in place (the id must belong to this habit), items without one are inserted and
-- existing items left out of the payload are deleted. Positions follow array order.
-- Updating an option never touches answer_entry: answers keep the score they were given.
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
    v_options := v_question -> 'options';
    if v_options is null or jsonb_typeof(v_options) <> 'array'
       or jsonb_array_length(v_options) < 2 then
      raise exception 'A question needs at least two options'
        using errcode = '22023', detail = format('Question %s: %s', v_q_index, v_question_text);
    end if;

    v_question_id := case when p_is_new then null
                          else private.json_id(v_question -> 'id', 'Question id') end;
    if v_question_id is null then
      insert into public.question_metadata (habit_id, question, position)
      values (p_habit_id, v_question_text, v_q_index - 1)
      returning id into v_question_id;
    else
      update public.question_metadata
         set question = v_question_text, position = v_q_index - 1
       where id = v_question_id and habit_id = p_habit_id;
      if not found then
        raise exception 'Question % does not belong to habit %', v_question_id, p_habit_id
          using errcode = '23503';
      end if;
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
-- p_habit = { name, description?, color?, daily_target?, questions: [{ question, options:
-- [{ label, score_value }] }], consequences?: [{ title, description?, kind, trigger_type,
-- threshold, active? }] }. Returns the new habit's id; the habit goes last in the user's order.
create or replace function public.create_habit(p_habit jsonb)
returns bigint
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_uid uuid := private.require_user();
  v_name text;
  v_description text;
  v_color text;
  v_target integer;
  v_habit_id bigint;
begin
  if p_habit is null or jsonb_typeof(p_habit) <> 'object' then
    raise exception 'Habit details must be a JSON object' using errcode = '22023';
  end if;
  v_name := private.json_text(p_habit -> 'name', 'Habit name', true, 80);
  v_description := private.json_text(p_habit -> 'description', 'Description', false, 500);
  v_color := coalesce(private.json_text(p_habit -> 'color', 'Color', false, 7), '#0f766e');
  if v_color !~ '^#[0-9a-fA-F]{6}$' then
    raise exception 'Color must be a hex code like #0f766e' using errcode = '22023';
  end if;
  v_target := private.json_int(p_habit -> 'daily_target', 'Daily target', 0, 100000, false);

  insert into public.habit_metadata (name, description, color, daily_target, position)
  values (
    v_name, v_description, v_color, v_target,
    coalesce((select max(h.position) + 1 from public.habit_metadata h where h.created_by = v_uid), 0)
  )
  returning id into v_habit_id;

  perform private.write_habit_children(v_habit_id, p_habit, true);
  return v_habit_id;
end;
$$;

-- Same shape as create_habit; questions, options and consequences with an `id` are updated,
-- without one inserted, left out deleted. Top-level keys left out keep their value (archived and
-- position may be sent too); a key sent as null clears an optional field.
create or replace function public.update_habit(p_habit_id bigint, p_habit jsonb)
returns bigint
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_uid uuid := private.require_user();
  v_name text;
  v_color text;
begin
  if p_habit is null or jsonb_typeof(p_habit) <> 'object' then
    raise exception 'Habit details must be a JSON object' using errcode = '22023';
  end if;
  perform 1 from public.habit_metadata h where h.id = p_habit_id and h.created_by = v_uid;
  if not found then
    raise exception 'Habit % not found', p_habit_id using errcode = '23503';
  end if;

  v_name := private.json_text(p_habit -> 'name', 'Habit name', true, 80);
  if p_habit ? 'color' then
    v_color := coalesce(private.json_text(p_habit -> 'color', 'Color', false, 7), '#0f766e');
    if v_color !~ '^#[0-9a-fA-F]{6}$' then
      raise exception 'Color must be a hex code like #0f766e' using errcode = '22023';
    end if;
  end if;

  update public.habit_metadata h
     set name = v_name,
         description = case when p_habit ? 'description'
           then private.json_text(p_habit -> 'description', 'Description', false, 500)
           else h.description end,
         color = coalesce(v_color, h.color),
         daily_target = case when p_habit ? 'daily_target'
           then private.json_int(p_habit -> 'daily_target', 'Daily target', 0, 100000, false)
           else h.daily_target end,
         archived = private.json_bool(p_habit -> 'archived', 'Archived', h.archived),
         position = coalesce(
           private.json_int(p_habit -> 'position', 'Position', 0, 1000000, false), h.position)
   where h.id = p_habit_id;

  perform private.write_habit_children(p_habit_id, p_habit, false);
  return p_habit_id;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Saves one habit-day: the check-mark and each given answer. The offline outbox replays exactly
-- this call, so it is idempotent (same input, same rows). Per answer: option_id null deletes
-- that question's answer; otherwise the answer is upserted with the option's score copied in.
-- Re-sending the option an answer already has keeps its stored score, so replaying an old day
-- after the option's score was edited does not rewrite history. A `notes` key left out keeps the
-- stored notes; null clears them. Questions not mentioned are left as they are.
create or replace function public.save_habit_day(p_habit_id bigint, p_date date, p_answers jsonb)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_uid uuid := private.require_user();
  v_checkmark_id bigint;
  v_answer jsonb;
  v_question_id bigint;
  v_option_id bigint;
  v_score integer;
  v_has_notes boolean;
  v_notes text;
  v_total integer;
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

  perform 1 from public.habit_metadata h where h.id = p_habit_id and h.created_by = v_uid;
  if not found then
    raise exception 'Habit % not found', p_habit_id using errcode = '23503';
  end if;

  insert into public.checkmarks_tracker as ct (habit_id, date)
  values (p_habit_id, p_date)
  on conflict (date, habit_id, created_by) do update set updated_at = now()
  returning ct.id into v_checkmark_id;

  for v_answer in select value from jsonb_array_elements(p_answers)
  loop
    if jsonb_typeof(v_answer) <> 'object' then
      raise exception 'Each answer must be an object' using errcode = '22023';
    end if;
    v_question_id := private.json_id(v_answer -> 'question_id', 'question_id');
    if v_question_id is null then
      raise exception 'Each answer needs a question_id' using errcode = '22023';
    end if;
    perform 1 from public.question_metadata q
     where q.id = v_question_id and q.habit_id = p_habit_id;
    if not found then
      raise exception 'Question % does not belong to habit %', v_question_id, p_habit_id
        using errcode = '23503';
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

    v_has_notes := v_answer ? 'notes';
    v_notes := private.json_text(v_answer -> 'notes', 'Notes', false, 1000);

    insert into public.answer_entry as ae (question_id, cmt_id, option_id, score_value, notes)
    values (v_question_id, v_checkmark_id, v_option_id, v_score, v_notes)
    on conflict (cmt_id, question_id) do update
      set option_id = excluded.option_id,
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
    'total_score', v_total
  );
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Deep copy of a template (a starter one or the caller's own) into a new habit, through
-- create_habit so the same validation applies.
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
    'questions', coalesce((
      select jsonb_agg(
        jsonb_build_object(
          'question', qt.question,
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

-- Deep copy of one of the caller's habits into their own templates; option_template."OPTION_ID"
-- remembers the option each template option came from.
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

  insert into public.habit_template (name, description, color, daily_target)
  values (v_habit.name, v_habit.description, v_habit.color, v_habit.daily_target)
  returning id into v_template_id;

  for v_question in
    select * from public.question_metadata q where q.habit_id = p_habit_id order by q.position, q.id
  loop
    insert into public.question_template (template_id, question, position)
    values (v_template_id, v_question.question, v_question.position)
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

-- ---------------------------------------------------------------------------------------------
-- Deletes the caller's auth user; every owned row goes with it through on delete cascade.
-- Security definer because only the owner may delete from auth.users; it can only ever
-- delete the row of auth.uid().
create or replace function public.delete_my_account()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
begin
  if v_uid is null then
    raise exception 'Not signed in' using errcode = '42501';
  end if;
  delete from auth.users u where u.id = v_uid;
end;
$$;

-- Every row of the caller, per table (starter templates are not theirs, so not included).
create or replace function public.export_my_data()
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_uid uuid := private.require_user();
begin
  return jsonb_build_object(
    'exported_at', now(),
    'user_id', v_uid,
    'User_Master', coalesce((select jsonb_agg(to_jsonb(t)) from public."User_Master" t
      where t.user_id = v_uid), '[]'::jsonb),
    'habit_metadata', coalesce((select jsonb_agg(to_jsonb(t) order by t.id)
      from public.habit_metadata t where t.created_by = v_uid), '[]'::jsonb),
    'question_metadata', coalesce((select jsonb_agg(to_jsonb(t) order by t.id)
      from public.question_metadata t where t.created_by = v_uid), '[]'::jsonb),
    'option_metadata', coalesce((select jsonb_agg(to_jsonb(t) order by t.id)
      from public.option_metadata t where t.created_by = v_uid), '[]'::jsonb),
    'checkmarks_tracker', coalesce((select jsonb_agg(to_jsonb(t) order by t.id)
      from public.checkmarks_tracker t where t.created_by = v_uid), '[]'::jsonb),
    'answer_entry', coalesce((select jsonb_agg(to_jsonb(t) order by t.id)
      from public.answer_entry t where t.created_by = v_uid), '[]'::jsonb),
    'consequence_metadata', coalesce((select jsonb_agg(to_jsonb(t) order by t.id)
      from public.consequence_metadata t where t.created_by = v_uid), '[]'::jsonb),
    'consequence_log', coalesce((select jsonb_agg(to_jsonb(t) order by t.id)
      from public.consequence_log t where t.created_by = v_uid), '[]'::jsonb),
    'consequence_fulfillment', coalesce((select jsonb_agg(to_jsonb(t) order by t.id)
      from public.consequence_fulfillment t where t.created_by = v_uid), '[]'::jsonb),
    'habit_template', coalesce((select jsonb_agg(to_jsonb(t) order by t.id)
      from public.habit_template t where t.created_by = v_uid), '[]'::jsonb),
    'question_template', coalesce((select jsonb_agg(to_jsonb(t) order by t.id)
      from public.question_template t where t.created_by = v_uid), '[]'::jsonb),
    'option_template', coalesce((select jsonb_agg(to_jsonb(t) order by t.id)
      from public.option_template t where t.created_by = v_uid), '[]'::jsonb),
    'consequence_template', coalesce((select jsonb_agg(to_jsonb(t) order by t.id)
      from public.consequence_template t where t.created_by = v_uid), '[]'::jsonb)
  );
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Only signed-in users may call these (Postgres grants EXECUTE to PUBLIC by default and
-- Supabase's default privileges grant it to anon).
revoke all on function
  private.json_text(jsonb, text, boolean, integer),
  private.json_int(jsonb, text, integer, integer, boolean),
  private.json_id(jsonb, text),
  private.json_bool(jsonb, text, boolean),
  private.require_user(),
  private.write_habit_children(bigint, jsonb, boolean)
from public, anon;
grant execute on function
  private.json_text(jsonb, text, boolean, integer),
  private.json_int(jsonb, text, integer, integer, boolean),
  private.json_id(jsonb, text),
  private.json_bool(jsonb, text, boolean),
  private.require_user(),
  private.write_habit_children(bigint, jsonb, boolean)
to authenticated;

revoke all on function
  public.save_habit_day(bigint, date, jsonb),
  public.create_habit(jsonb),
  public.update_habit(bigint, jsonb),
  public.create_habit_from_template(bigint),
  public.save_habit_as_template(bigint),
  public.delete_my_account(),
  public.export_my_data()
from public, anon;
grant execute on function
  public.save_habit_day(bigint, date, jsonb),
  public.create_habit(jsonb),
  public.update_habit(bigint, jsonb),
  public.create_habit_from_template(bigint),
  public.save_habit_as_template(bigint),
  public.delete_my_account(),
  public.export_my_data()
to authenticated;
