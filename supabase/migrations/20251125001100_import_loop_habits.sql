-- Import from Loop Habit Tracker (docs/loop-import.md). The app reads Loop's file in the browser
-- (src/lib/loop-import) and sends one payload; this function writes it all or nothing.
--
-- * habit_metadata.import_ref: where an imported habit came from (Loop's habit uuid, or its id
--   or name for files without one). Unique per user (null allowed, for every other habit), so
--   importing the same file again finds its habits and adds nothing twice; another user's
--   import_ref never blocks yours.
-- * public.import_loop_habits(p_data jsonb): p_data is
--     { "habits": [ { import_ref, name, description, color, archived, position, freq_num,
--                     freq_den, question, kind ('choice' | 'number'), unit, target,
--                     target_type ('at_least' | 'at_most'), points } ],
--       "entries": [ { habit (index in habits), date, answer ('yes' | 'no' | 'number' | 'skip'
--                     | 'note'), value (for 'number'), note } ] }
--   Each habit gets one question: a choice question with "Yes" (score 1) and "No" (0), daily
--   target 1; or a number question (unit, target, target_type, points), daily target = points.
--   An entry is one day: 'yes'/'no' an answer with that option (and its score), 'number' an
--   answer with the value (score: private.number_answer_score), 'skip' a skipped day (the note is
--   the skip's note), 'note' an answer with neither option nor value that keeps the note.
--   Habits whose import_ref the caller already has are left out with their entries. The result
--   counts what was added: {"habits", "checkmarks", "answers", "skips", "notes", "already_here"}.
--
-- Security invoker: row-level security and the ownership triggers apply to every insert. One
-- statement for PostgREST, so one transaction: the first invalid field raises 22023 with a
-- message naming it (`entries[5].date must be a date like 2025-01-31`), PostgREST answers 400
-- and nothing is written. Entries are checked and written set-based (100 000 in a few seconds).
-- Limits: 1 000 habits, 200 000 entries.

alter table public.habit_metadata
  add column import_ref text,
  add constraint habit_metadata_import_ref_check
    check (char_length(import_ref) between 1 and 200),
  add constraint habit_metadata_created_by_import_ref_key unique (created_by, import_ref);

-- Raises 22023 with what is wrong with the entry p_entry (labelled p_label); called for the
-- first entry the set-based check of import_loop_habits refused.
create function private.loop_entry_problem(p_entry jsonb, p_label text, p_kinds text[])
returns void
language plpgsql
stable
set search_path = ''
as $$
declare
  v_habit integer;
  v_kind text;
begin
  if jsonb_typeof(p_entry) is distinct from 'object' then
    raise exception '% must be an object', p_label using errcode = '22023';
  end if;
  if jsonb_typeof(p_entry -> 'habit') is distinct from 'number'
     or (p_entry ->> 'habit') !~ '^[0-9]{1,9}$'
     or (p_entry ->> 'habit')::integer >= coalesce(cardinality(p_kinds), 0) then
    raise exception '%.habit must be the index of one of the % habits', p_label,
      coalesce(cardinality(p_kinds), 0) using errcode = '22023';
  end if;
  v_habit := (p_entry ->> 'habit')::integer;
  v_kind := p_kinds[v_habit + 1];
  perform private.import_date(p_entry -> 'date', p_label || '.date');
  if not (p_entry -> 'note' is null or jsonb_typeof(p_entry -> 'note') in ('null', 'string')) then
    raise exception '%.note must be text', p_label using errcode = '22023';
  end if;
  if char_length(p_entry ->> 'note') > 1000 then
    raise exception '%.note must be at most 1000 characters', p_label using errcode = '22023';
  end if;
  if coalesce(p_entry ->> 'answer', '') not in ('yes', 'no', 'number', 'skip', 'note') then
    raise exception '%.answer must be yes, no, number, skip or note', p_label
      using errcode = '22023';
  end if;
  if p_entry ->> 'answer' in ('yes', 'no') and v_kind <> 'choice' then
    raise exception '%.answer % is for a yes/no habit; habits[%] is a number habit', p_label,
      p_entry ->> 'answer', v_habit using errcode = '22023';
  end if;
  if p_entry ->> 'answer' = 'number' then
    if v_kind <> 'number' then
      raise exception '%.answer number is for a number habit; habits[%] is a yes/no habit',
        p_label, v_habit using errcode = '22023';
    end if;
    if jsonb_typeof(p_entry -> 'value') is distinct from 'number'
       or (p_entry ->> 'value')::numeric not between 0 and 1e9 then
      raise exception '%.value must be a number from 0 to 1000000000', p_label
        using errcode = '22023';
    end if;
  elsif not (p_entry -> 'value' is null or jsonb_typeof(p_entry -> 'value') = 'null') then
    raise exception '%.value is only for an answer number', p_label using errcode = '22023';
  end if;
  if p_entry ->> 'answer' = 'note'
     and (jsonb_typeof(p_entry -> 'note') is distinct from 'string'
          or btrim(p_entry ->> 'note') = '') then
    raise exception '%.note is required for an answer note', p_label using errcode = '22023';
  end if;
  raise exception '% is not a valid entry', p_label using errcode = '22023';
end;
$$;

create function public.import_loop_habits(p_data jsonb)
returns jsonb
language plpgsql
security invoker
set search_path = ''
set work_mem = '64MB'
as $$
declare
  v_uid uuid := private.require_user();
  v_habits jsonb;
  v_entries jsonb;
  v_row jsonb;
  v_index integer;
  v_label text;
  v_schedule record;
  v_kind text;
  v_points integer;
  v_target numeric;
  v_target_type text;
  v_base_position integer;
  -- Per habit of the file (index + 1), validated.
  v_ref text[] := '{}';
  v_name text[] := '{}';
  v_description text[] := '{}';
  v_color text[] := '{}';
  v_archived boolean[] := '{}';
  v_position integer[] := '{}';
  v_freq_num integer[] := '{}';
  v_freq_den integer[] := '{}';
  v_question text[] := '{}';
  v_kinds text[] := '{}';
  v_unit text[] := '{}';
  v_targets numeric[] := '{}';
  v_target_types text[] := '{}';
  v_points_list integer[] := '{}';
  -- The habits written: their index in the file and their new ids.
  v_new_index integer[];
  v_new_habit bigint[];
  v_new_question bigint[];
  v_yes bigint[];
  v_no bigint[];
  -- The entries, one array per field (text as sent; checked before any cast).
  e_habit text[];
  e_date text[];
  e_answer text[];
  e_value text[];
  e_note text[];
  e_index integer[];
  c_id bigint[];
  c_habit bigint[];
  c_date date[];
  v_first_bad bigint;
  v_bad record;
  v_already integer;
  v_checkmarks integer;
  v_answers integer;
  v_skips integer;
  v_notes integer;
begin
  if p_data is null or jsonb_typeof(p_data) <> 'object' then
    raise exception 'The Loop import must be an object with habits and entries'
      using errcode = '22023';
  end if;
  v_habits := p_data -> 'habits';
  if jsonb_typeof(v_habits) is distinct from 'array' then
    raise exception 'habits must be a list' using errcode = '22023';
  end if;
  v_entries := coalesce(nullif(p_data -> 'entries', 'null'::jsonb), '[]'::jsonb);
  if jsonb_typeof(v_entries) <> 'array' then
    raise exception 'entries must be a list' using errcode = '22023';
  end if;
  if jsonb_array_length(v_habits) > 1000 then
    raise exception 'The file has % habits; at most 1000 can be imported at once',
      jsonb_array_length(v_habits) using errcode = '22023';
  end if;
  if jsonb_array_length(v_entries) > 200000 then
    raise exception 'The file has % entries; at most 200000 can be imported at once',
      jsonb_array_length(v_entries) using errcode = '22023';
  end if;

  -- Habits (at most 1 000): each field checked with its own message.
  for v_row, v_index in
    select e.value, e.ordinality - 1 from jsonb_array_elements(v_habits) with ordinality e
  loop
    v_label := format('habits[%s]', v_index);
    if jsonb_typeof(v_row) <> 'object' then
      raise exception '% must be an object', v_label using errcode = '22023';
    end if;
    v_ref := v_ref || private.json_text(v_row -> 'import_ref', v_label || '.import_ref', true, 200);
    if v_ref[v_index + 1] = any (v_ref[1:v_index]) then
      raise exception '%.import_ref % appears more than once in habits', v_label,
        v_ref[v_index + 1] using errcode = '22023';
    end if;
    v_name := v_name || private.json_text(v_row -> 'name', v_label || '.name', true, 80);
    v_description := v_description
      || private.json_text(v_row -> 'description', v_label || '.description', false, 500);
    v_color := v_color || private.import_color(v_row -> 'color', v_label || '.color');
    v_archived := v_archived || private.json_bool(v_row -> 'archived', v_label || '.archived', false);
    v_position := v_position || coalesce(
      private.json_int(v_row -> 'position', v_label || '.position', 0, 1000000, false), v_index);
    select * into v_schedule from private.import_schedule(v_row - 'weekdays', v_label);
    v_freq_num := v_freq_num || v_schedule.freq_num;
    v_freq_den := v_freq_den || v_schedule.freq_den;
    v_question := v_question
      || private.json_text(v_row -> 'question', v_label || '.question', true, 200);
    v_kind := coalesce(v_row ->> 'kind', 'choice');
    if jsonb_typeof(coalesce(v_row -> 'kind', '"choice"')) <> 'string'
       or v_kind not in ('choice', 'number') then
      raise exception '%.kind must be choice or number', v_label using errcode = '22023';
    end if;
    v_target := null;
    v_target_type := null;
    v_points := null;
    if v_kind = 'number' then
      if jsonb_typeof(v_row -> 'target') is distinct from 'number'
         or (v_row ->> 'target')::numeric <= 0 or (v_row ->> 'target')::numeric > 1e9 then
        raise exception '%.target must be a number above 0 and at most 1000000000', v_label
          using errcode = '22023';
      end if;
      v_target := (v_row ->> 'target')::numeric;
      v_target_type := v_row ->> 'target_type';
      if jsonb_typeof(v_row -> 'target_type') is distinct from 'string'
         or v_target_type not in ('at_least', 'at_most') then
        raise exception '%.target_type must be at_least or at_most', v_label
          using errcode = '22023';
      end if;
      v_points := private.json_int(v_row -> 'points', v_label || '.points', 1, 1000, true);
    end if;
    v_kinds := v_kinds || v_kind;
    v_unit := v_unit || case when v_kind = 'number'
      then private.json_text(v_row -> 'unit', v_label || '.unit', false, 20) end;
    v_targets := v_targets || v_target;
    v_target_types := v_target_types || v_target_type;
    v_points_list := v_points_list || v_points;
  end loop;

  -- Entries: read once into arrays, checked in one set-based pass (no function call per row);
  -- the first refused entry is then explained field by field.
  begin
    select coalesce(array_agg(e.habit order by e.ord), '{}'),
           coalesce(array_agg(e.date order by e.ord), '{}'),
           coalesce(array_agg(e.answer order by e.ord), '{}'),
           coalesce(array_agg(e.value order by e.ord), '{}'),
           coalesce(array_agg(e.note order by e.ord), '{}')
      into e_habit, e_date, e_answer, e_value, e_note
      from rows from (jsonb_to_recordset(v_entries)
             as (habit text, date text, answer text, value text, note text))
           with ordinality e(habit, date, answer, value, note, ord);
  exception when invalid_parameter_value then
    -- jsonb_to_recordset takes objects only.
    select e.ordinality - 1 as i, e.value as v into v_bad
      from jsonb_array_elements(v_entries) with ordinality e
     where jsonb_typeof(e.value) <> 'object'
     order by e.ordinality
     limit 1;
    if found then
      perform private.loop_entry_problem(v_bad.v, format('entries[%s]', v_bad.i), v_kinds);
    end if;
    raise;
  end;

  select min(u.i) into v_first_bad
    from unnest(e_habit, e_date, e_answer, e_value, e_note) with ordinality
         u(habit, date, answer, value, note, i)
   where case
     when u.habit is null or u.habit !~ '^[0-9]{1,9}$' then true
     when u.habit::integer >= cardinality(v_kinds) then true
     when u.date is null or u.date !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' then true
     when substr(u.date, 1, 4)::integer < 1900 then true
     when substr(u.date, 6, 2)::integer not between 1 and 12 then true
     when substr(u.date, 9, 2)::integer < 1 then true
     when substr(u.date, 9, 2)::integer > extract(day from make_date(
       substr(u.date, 1, 4)::integer, substr(u.date, 6, 2)::integer, 1)
       + interval '1 month - 1 day') then true
     when u.date::date > current_date + 1 then true
     when char_length(u.note) > 1000 then true
     when u.answer in ('yes', 'no') then v_kinds[u.habit::integer + 1] <> 'choice'
       or u.value is not null
     when u.answer = 'skip' then u.value is not null
     when u.answer = 'note' then coalesce(btrim(u.note), '') = '' or u.value is not null
     when u.answer = 'number' then v_kinds[u.habit::integer + 1] <> 'number'
       or u.value is null
       or u.value !~ '^[0-9]+(\.[0-9]+)?([eE][-+]?[0-9]+)?$'
       or u.value::numeric > 1e9
     else true
   end;
  if v_first_bad is not null then
    perform private.loop_entry_problem(v_entries -> (v_first_bad::integer - 1),
      format('entries[%s]', v_first_bad - 1), v_kinds);
  end if;
  select (array_agg(u.i - 1 order by u.i))[2] as i, u.habit, u.date into v_bad
    from unnest(e_habit, e_date) with ordinality u(habit, date, i)
   group by u.habit, u.date
  having count(*) > 1
   order by 1
   limit 1;
  if found then
    raise exception 'entries[%] repeats the date % of habits[%] (one entry per habit and day)',
      v_bad.i, v_bad.date, v_bad.habit using errcode = '22023';
  end if;
  e_index := e_habit::integer[];

  -- Habits the caller already has (the same import_ref) are left out with their entries.
  select count(*) into v_already
    from public.habit_metadata h
   where h.created_by = v_uid and h.import_ref = any (v_ref);

  select coalesce(max(h.position) + 1, 0) into v_base_position
    from public.habit_metadata h where h.created_by = v_uid;

  with todo as (
    select u.*
      from unnest(v_ref, v_name, v_description, v_color, v_archived, v_position, v_freq_num,
                  v_freq_den, v_kinds, v_points_list)
           with ordinality u(ref, name, description, color, archived, pos, freq_num, freq_den,
                             kind, points, ord)
     where not exists (
       select 1 from public.habit_metadata h
        where h.created_by = v_uid and h.import_ref = u.ref)
  ),
  ins as (
    insert into public.habit_metadata
      (name, description, color, daily_target, archived, position, freq_num, freq_den, import_ref)
    select t.name, t.description, t.color,
           case when t.kind = 'number' then t.points else 1 end,
           t.archived, v_base_position + t.pos, t.freq_num, t.freq_den, t.ref
      from todo t
     order by t.ord
    returning id, import_ref
  )
  select coalesce(array_agg(t.ord - 1 order by t.ord), '{}'),
         coalesce(array_agg(ins.id order by t.ord), '{}')
    into v_new_index, v_new_habit
    from ins join todo t on t.ref = ins.import_ref;

  with ins as (
    insert into public.question_metadata
      (habit_id, question, position, kind, unit, target, target_type, points)
    select m.habit_id, v_question[m.idx + 1], 0, v_kinds[m.idx + 1], v_unit[m.idx + 1],
           v_targets[m.idx + 1], v_target_types[m.idx + 1], v_points_list[m.idx + 1]
      from unnest(v_new_index, v_new_habit) m(idx, habit_id)
    returning id, habit_id
  )
  select coalesce(array_agg(ins.id order by m.ord), '{}') into v_new_question
    from ins join unnest(v_new_habit) with ordinality m(habit_id, ord)
      on m.habit_id = ins.habit_id;

  with ins as (
    insert into public.option_metadata (question_id, label, score_value, position)
    select q.question_id, o.label, o.score, o.pos
      from unnest(v_new_question, v_new_index) q(question_id, idx)
      cross join (values ('Yes', 1, 0), ('No', 0, 1)) o(label, score, pos)
     where v_kinds[q.idx + 1] = 'choice'
    returning id, question_id, label
  )
  select array_agg(y.id order by q.ord), array_agg(n.id order by q.ord)
    into v_yes, v_no
    from unnest(v_new_question) with ordinality q(question_id, ord)
    left join ins y on y.question_id = q.question_id and y.label = 'Yes'
    left join ins n on n.question_id = q.question_id and n.label = 'No';

  -- One check-mark per entry of a new habit; skipped days carry the note.
  with ins as (
    insert into public.checkmarks_tracker (habit_id, date, skipped, skip_note, created_by)
    select m.habit_id, u.date::date, u.answer = 'skip',
           case when u.answer = 'skip' then nullif(btrim(u.note), '') end, v_uid
      from unnest(e_index, e_date, e_answer, e_note) u(idx, date, answer, note)
      join unnest(v_new_index, v_new_habit) m(idx, habit_id) on m.idx = u.idx
    returning id, habit_id, date
  )
  select coalesce(array_agg(id), '{}'), coalesce(array_agg(habit_id), '{}'),
         coalesce(array_agg(date), '{}')
    into c_id, c_habit, c_date
    from ins;
  v_checkmarks := cardinality(c_id);

  -- An answer for every other entry: an option and its score, a value and its score, or only
  -- the note. The number score is private.number_answer_score's formula written out: a SQL
  -- function with its own search_path is never inlined, and was called once per number answer.
  insert into public.answer_entry
    (question_id, cmt_id, option_id, value, score_value, notes, created_by)
  select m.question_id, c.id,
         case u.answer when 'yes' then m.yes_id when 'no' then m.no_id end,
         case when u.answer = 'number' then u.value::numeric end,
         case u.answer
           when 'yes' then 1
           when 'number' then round(v_points_list[m.idx + 1]
             * case v_target_types[m.idx + 1]
                 when 'at_least' then least(u.value::numeric / v_targets[m.idx + 1], 1)
                 else greatest(least(1 - (u.value::numeric - v_targets[m.idx + 1])
                                         / v_targets[m.idx + 1], 1), 0)
               end)::integer
           else 0
         end,
         nullif(btrim(u.note), ''), v_uid
    from unnest(e_index, e_date, e_answer, e_value, e_note) u(idx, date, answer, value, note)
    join unnest(v_new_index, v_new_habit, v_new_question, v_yes, v_no)
         m(idx, habit_id, question_id, yes_id, no_id)
      on m.idx = u.idx
    join unnest(c_id, c_habit, c_date) c(id, habit_id, date)
      on c.habit_id = m.habit_id and c.date = u.date::date
   where u.answer <> 'skip';

  select count(*) filter (where u.answer in ('yes', 'no', 'number')),
         count(*) filter (where u.answer = 'skip'),
         count(*) filter (where nullif(btrim(u.note), '') is not null)
    into v_answers, v_skips, v_notes
    from unnest(e_index, e_answer, e_note) u(idx, answer, note)
   where u.idx = any (v_new_index);

  return jsonb_build_object(
    'habits', cardinality(v_new_habit),
    'checkmarks', v_checkmarks,
    'answers', v_answers,
    'skips', v_skips,
    'notes', v_notes,
    'already_here', v_already
  );
end;
$$;

revoke all on function private.loop_entry_problem(jsonb, text, text[]) from public, anon;
grant execute on function private.loop_entry_problem(jsonb, text, text[]) to authenticated;
revoke all on function public.import_loop_habits(jsonb) from public, anon;
grant execute on function public.import_loop_habits(jsonb) to authenticated;
