-- A first Loop import with less work around its rows (issue 24, "Bulk writes set-based": a
-- 10-year backup with 30 habits, 98 449 entries, under 3 s on both databases). Three passes over
-- every entry that a first import does not need:
--
-- * The repeated-day check hashed every (habit, day) of the file before anything was written. A
--   first import writes every day to a habit it has just made, so the check-marks' unique key
--   (date, habit_id, created_by) meets a repeated day at the insert: that error is then named as
--   before, by private.refuse_repeated_loop_day, and everything is rolled back. An import into
--   habits here still checks first (its insert skips the days those habits have).
-- * private.send_imported_days grouped the days to make them distinct before taking the newest
--   51. Its one caller passes distinct days (a first import's, checked by that unique key), so
--   it sorts for the newest 51 only.
-- * The counts of a first import tested each entry's habit against the habits written; when no
--   habit of the file goes to a habit here, every entry is of a habit written.
--
-- tests/integration/import-loop.test.ts checks the repeated day's message on a first import and
-- on an import into habits here.

-- Raises the repeated-day error for the first repeated (habit, day) of the entries (the repeat
-- whose second entry comes first), or returns when there is none.
create or replace function private.refuse_repeated_loop_day(p_habit text[], p_date text[])
returns void
language plpgsql
security invoker
set search_path = ''
set work_mem = '64MB'
as $$
declare
  v_bad record;
begin
  perform 1 from unnest(p_habit, p_date) u(habit, date)
   group by u.habit, u.date having count(*) > 1 limit 1;
  if found then
    select u.i - 1 as i, u.habit, u.date into v_bad
      from (select x.habit, x.date, x.i,
                   row_number() over (partition by x.habit, x.date order by x.i) as n
              from unnest(p_habit, p_date) with ordinality x(habit, date, i)) u
     where u.n = 2
     order by u.i
     limit 1;
    raise exception 'entries[%] repeats the date % of habits[%] (one entry per habit and day)',
      v_bad.i, v_bad.date, v_bad.habit using errcode = '22023';
  end if;
end;
$$;

revoke all on function private.refuse_repeated_loop_day(text[], text[]) from public, anon;
grant execute on function private.refuse_repeated_loop_day(text[], text[]) to authenticated;

-- 20251201001000_first_import_rows.sql's message, without the grouping: the days passed are
-- distinct.
create or replace function private.send_imported_days(
  p_table text,
  p_habit bigint[],
  p_index integer[],
  p_day date[],
  p_answer text[]
)
returns void
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_days jsonb;
  v_count integer;
begin
  select jsonb_agg(jsonb_build_object('habit_id', t.habit_id, 'date', t.date)
                   order by t.date desc, t.habit_id) filter (where t.n <= 50),
         count(*)
    into v_days, v_count
    from (select d.habit_id, d.date,
                 row_number() over (order by d.date desc, d.habit_id) as n
            from (select p_habit[u.idx + 1] as habit_id, u.day as date
                    from unnest(p_index, p_day, p_answer) u(idx, day, answer)
                   where p_table = 'checkmarks_tracker' or u.answer <> 'skip'
                   order by 2 desc, 1
                   limit 51) d) t;
  if v_count > 0 then
    perform realtime.send(
      jsonb_build_object('table', p_table, 'operation', 'INSERT', 'days', v_days,
                         'more', v_count > 50),
      'habit_days_changed', 'user:' || private.require_user()::text, true);
  end if;
end;
$$;

revoke all on function private.send_imported_days(text, bigint[], integer[], date[], text[])
  from public, anon;
grant execute on function private.send_imported_days(text, bigint[], integer[], date[], text[])
  to authenticated;

-- 20251201001000_first_import_rows.sql's function, with the repeated-day check and the counts
-- as above.

create or replace function private.import_loop_habits_core(p_data jsonb)
returns jsonb
language plpgsql
security invoker
set search_path = ''
set work_mem = '64MB'
as $$
declare
  v_uid uuid := private.require_user();
  v_claim_sub text := current_setting('request.jwt.claim.sub', true);
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
  v_merge_id bigint;
  v_mq record;
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
  v_merge_into bigint[] := '{}';
  -- The habit here each habit of the file goes to (null: a new habit), and the file's habits
  -- that go to none because it has no question of their kind.
  v_target_habit bigint[] := '{}';
  v_skip integer[] := '{}';
  -- The habits written to: their index in the file and their ids (new habits, then habits here).
  v_new_index integer[];
  v_new_habit bigint[];
  v_new_question bigint[];
  v_yes bigint[];
  v_no bigint[];
  v_merged_index integer[] := '{}';
  v_merged_habit bigint[] := '{}';
  v_merged_question bigint[] := '{}';
  v_merged_yes bigint[] := '{}';
  v_merged_no bigint[] := '{}';
  -- The entries, one array per field (text as sent; checked before any cast).
  e_habit text[];
  e_date text[];
  e_answer text[];
  e_value text[];
  e_note text[];
  e_index integer[];
  e_day date[];
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
  v_new_days integer;
  v_habits_with_new integer;
  v_changed integer := 0;
  -- The days here that take Loop's answer.
  x_cmt bigint[];
  x_skipped boolean[];
  x_question bigint[];
  x_yes bigint[];
  x_no bigint[];
  x_idx integer[];
  x_answer text[];
  x_value text[];
  x_note text[];
  x_here text[];
begin
  -- auth.uid() reads request.jwt.claim.sub before it parses request.jwt.claims: set to the same
  -- id while this runs, the insert triggers' per-row WHEN conditions (new.created_by is distinct
  -- from auth.uid()) do not parse the claims once per row. Put back before returning.
  perform set_config('request.jwt.claim.sub', v_uid::text, true);
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
    v_merge_into := v_merge_into
      || private.json_id(v_row -> 'merge_into', v_label || '.merge_into');
  end loop;

  -- Entries: read once into arrays, checked in one set-based pass (no function call per row);
  -- the first refused entry is then explained field by field.
  begin
    -- One sort for the five lists (an aggregate's own ORDER BY sorts once per aggregate).
    select coalesce(array_agg(e.habit), '{}'), coalesce(array_agg(e.date), '{}'),
           coalesce(array_agg(e.answer), '{}'), coalesce(array_agg(e.value), '{}'),
           coalesce(array_agg(e.note), '{}')
      into e_habit, e_date, e_answer, e_value, e_note
      from (select r.habit, r.date, r.answer, r.value, r.note
              from rows from (jsonb_to_recordset(v_entries)
                     as (habit text, date text, answer text, value text, note text))
                   with ordinality r(habit, date, answer, value, note, ord)
             order by r.ord) e;
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

  -- The habits and dates of the file are checked once each (30 and 3 650 in a 10-year backup of
  -- 30 habits, against 98 449 entries); each entry then only joins to its checked habit and date.
  -- (Materialized: the checks would otherwise be pushed below the distinct, to every entry.)
  with all_habits as materialized (select distinct u.habit from unnest(e_habit) u(habit)),
  all_dates as materialized (select distinct u.date from unnest(e_date) u(date)),
  habits as (
    select h.habit, v_kinds[h.habit::integer + 1] as kind
      from all_habits h
     where case
       when h.habit is null or h.habit !~ '^[0-9]{1,9}$' then false
       else h.habit::integer < cardinality(v_kinds)
     end
  ),
  dates as (
    select d.date
      from all_dates d
     where case
       when d.date is null or d.date !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' then false
       when substr(d.date, 1, 4)::integer < 1900 then false
       when substr(d.date, 6, 2)::integer not between 1 and 12 then false
       when substr(d.date, 9, 2)::integer < 1 then false
       when substr(d.date, 9, 2)::integer > extract(day from make_date(
         substr(d.date, 1, 4)::integer, substr(d.date, 6, 2)::integer, 1)
         + interval '1 month - 1 day') then false
       else d.date::date <= current_date + 1
     end
  )
  select min(u.i) into v_first_bad
    from unnest(e_habit, e_date, e_answer, e_value, e_note) with ordinality
         u(habit, date, answer, value, note, i)
    left join habits h on h.habit = u.habit
    left join dates d on d.date = u.date
   where case
     when h.habit is null or d.date is null then true
     when char_length(u.note) > 1000 then true
     when u.answer in ('yes', 'no') then h.kind <> 'choice' or u.value is not null
     when u.answer = 'skip' then u.value is not null
     when u.answer = 'note' then coalesce(btrim(u.note), '') = '' or u.value is not null
     when u.answer = 'number' then h.kind <> 'number'
       or u.value is null
       or u.value !~ '^[0-9]+(\.[0-9]+)?([eE][-+]?[0-9]+)?$'
       or u.value::numeric > 1e9
     else true
   end;
  if v_first_bad is not null then
    perform private.loop_entry_problem(v_entries -> (v_first_bad::integer - 1),
      format('entries[%s]', v_first_bad - 1), v_kinds);
  end if;
  e_index := e_habit::integer[];
  e_day := e_date::date[];

  -- The habit here of each habit of the file: merge_into (one of the caller's habits), else the
  -- caller's habit with the same import_ref, else none (a new habit).
  for v_index in 0 .. cardinality(v_ref) - 1 loop
    v_merge_id := v_merge_into[v_index + 1];
    if v_merge_id is not null then
      perform 1 from public.habit_metadata h where h.id = v_merge_id and h.created_by = v_uid;
      if not found then
        raise exception 'habits[%].merge_into % is not one of your habits', v_index, v_merge_id
          using errcode = '22023';
      end if;
    else
      select h.id into v_merge_id from public.habit_metadata h
       where h.created_by = v_uid and h.import_ref = v_ref[v_index + 1];
    end if;
    if v_merge_id is not null and v_merge_id = any (v_target_habit) then
      raise exception 'habits[%] goes to habit % like another habit of the file', v_index,
        v_merge_id using errcode = '22023';
    end if;
    v_target_habit := v_target_habit || v_merge_id;
    continue when v_merge_id is null;
    select * into v_mq from private.loop_merge_question(v_merge_id, v_kinds[v_index + 1]);
    if not found or (v_kinds[v_index + 1] = 'choice'
                     and (v_mq.yes_id is null or v_mq.no_id is null)) then
      v_skip := v_skip || v_index;
      continue;
    end if;
    v_merged_index := v_merged_index || v_index;
    v_merged_habit := v_merged_habit || v_merge_id;
    v_merged_question := v_merged_question || v_mq.question_id;
    v_merged_yes := v_merged_yes || v_mq.yes_id;
    v_merged_no := v_merged_no || v_mq.no_id;
    -- Numbers are scored by the question here (its target may have changed since).
    v_targets[v_index + 1] := v_mq.target;
    v_target_types[v_index + 1] := v_mq.target_type;
    v_points_list[v_index + 1] := v_mq.points;
  end loop;
  v_already := cardinality(v_merged_index) + cardinality(v_skip);
  -- A repeated day. A first import finds it at its insert instead (the check-marks' unique key).
  if v_already > 0 then
    perform private.refuse_repeated_loop_day(e_habit, e_date);
  end if;

  select coalesce(max(h.position) + 1, 0) into v_base_position
    from public.habit_metadata h where h.created_by = v_uid;

  with todo as (
    select u.*
      from unnest(v_ref, v_name, v_description, v_color, v_archived, v_position, v_freq_num,
                  v_freq_den, v_kinds, v_points_list, v_target_habit)
           with ordinality u(ref, name, description, color, archived, pos, freq_num, freq_den,
                             kind, points, target, ord)
     where u.target is null
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
  select coalesce(array_agg(y.id order by q.ord), '{}'),
         coalesce(array_agg(n.id order by q.ord), '{}')
    into v_yes, v_no
    from unnest(v_new_question) with ordinality q(question_id, ord)
    left join ins y on y.question_id = q.question_id and y.label = 'Yes'
    left join ins n on n.question_id = q.question_id and n.label = 'No';

  -- Days of habits here that differ from Loop's take Loop's answer (before the new days are
  -- added, which then are exactly the days the habits here did not have).
  if cardinality(v_merged_index) > 0 then
    select coalesce(array_agg(c.id), '{}'), coalesce(array_agg(c.skipped), '{}'),
           coalesce(array_agg(m.question_id), '{}'), coalesce(array_agg(m.yes_id), '{}'),
           coalesce(array_agg(m.no_id), '{}'), coalesce(array_agg(u.idx), '{}'),
           coalesce(array_agg(u.answer), '{}'), coalesce(array_agg(u.value), '{}'),
           coalesce(array_agg(nullif(btrim(u.note), '')), '{}'),
           coalesce(array_agg(case when c.skipped then c.skip_note else a.notes end), '{}')
      into x_cmt, x_skipped, x_question, x_yes, x_no, x_idx, x_answer, x_value, x_note, x_here
      from unnest(e_index, e_day, e_answer, e_value, e_note) u(idx, date, answer, value, note)
      join unnest(v_merged_index, v_merged_habit, v_merged_question, v_merged_yes, v_merged_no)
           m(idx, habit_id, question_id, yes_id, no_id)
        on m.idx = u.idx
      join public.checkmarks_tracker c on c.habit_id = m.habit_id and c.date = u.date
      left join public.answer_entry a on a.cmt_id = c.id and a.question_id = m.question_id
     where case
       when u.answer = 'note' then
         nullif(btrim(u.note), '') is distinct from
           case when c.skipped then c.skip_note else a.notes end
       else
         (case when c.skipped then 'skip'
               when a.id is null then null
               when a.option_id = m.yes_id then 'yes'
               when a.option_id = m.no_id then 'no'
               when a.option_id is not null then 'other'
               when a.value is not null then 'number'
               when a.notes is not null then 'note'
          end) is distinct from u.answer
         or (u.answer = 'number' and a.value is distinct from u.value::numeric)
         or (nullif(btrim(u.note), '') is not null
             and nullif(btrim(u.note), '') is distinct from
                 case when c.skipped then c.skip_note else a.notes end)
     end;
    v_changed := cardinality(x_cmt);

    -- A day skipped in Loop carries no answers here either.
    delete from public.answer_entry a
     using unnest(x_cmt, x_skipped, x_answer) x(cmt_id, skipped, answer)
     where x.answer = 'skip' and not x.skipped and a.cmt_id = x.cmt_id;
    -- Skipped or not as in Loop; the day's note (Loop's, else the one here) goes with it.
    update public.checkmarks_tracker c
       set skipped = x.answer in ('skip', 'note'),
           skip_note = case when x.answer in ('skip', 'note') then coalesce(x.note, x.here) end
      from unnest(x_cmt, x_skipped, x_answer, x_note, x_here) x(cmt_id, skipped, answer, note, here)
     where c.id = x.cmt_id and (x.skipped or x.answer = 'skip');
    -- Loop's answer, with its note (or the note here when Loop has none).
    insert into public.answer_entry
      (question_id, cmt_id, option_id, value, score_value, notes, created_by)
    select x.question_id, x.cmt_id,
           case x.answer when 'yes' then x.yes_id when 'no' then x.no_id end,
           case when x.answer = 'number' then x.value::numeric end,
           case x.answer
             when 'yes' then 1
             when 'number' then round(v_points_list[x.idx + 1]
               * case v_target_types[x.idx + 1]
                   when 'at_least' then least(x.value::numeric / v_targets[x.idx + 1], 1)
                   else greatest(least(1 - (x.value::numeric - v_targets[x.idx + 1])
                                           / v_targets[x.idx + 1], 1), 0)
                 end)::integer
             else 0
           end,
           coalesce(x.note, x.here), v_uid
      from unnest(x_cmt, x_question, x_yes, x_no, x_idx, x_answer, x_value, x_note, x_here)
           x(cmt_id, question_id, yes_id, no_id, idx, answer, value, note, here)
     where x.answer in ('yes', 'no', 'number')
    on conflict (cmt_id, question_id) do update
       set option_id = excluded.option_id,
           value = excluded.value,
           score_value = excluded.score_value,
           notes = excluded.notes;
    -- A day that is only a note in Loop: the note, on the answer here or an answer of its own.
    insert into public.answer_entry
      (question_id, cmt_id, option_id, value, score_value, notes, created_by)
    select x.question_id, x.cmt_id, null, null, 0, x.note, v_uid
      from unnest(x_cmt, x_skipped, x_question, x_answer, x_note)
           x(cmt_id, skipped, question_id, answer, note)
     where x.answer = 'note' and not x.skipped
    on conflict (cmt_id, question_id) do update set notes = excluded.notes;
  end if;

  -- The habits written to: new ones, then the habits here.
  v_new_index := v_new_index || v_merged_index;
  v_new_habit := v_new_habit || v_merged_habit;
  v_new_question := v_new_question || v_merged_question;
  v_yes := v_yes || v_merged_yes;
  v_no := v_no || v_merged_no;

  if v_already = 0 then
    -- Every entry is a day of a new habit (v_new_index is 0, 1, 2, ... in the file's order), each
    -- of whose parents this call has just inserted: written without a foreign-key query per row.
    begin
      v_checkmarks := private.insert_new_habit_days(v_new_habit, v_new_question, v_yes, v_no,
                                                    e_index, e_day, e_answer, e_value, e_note);
    exception when unique_violation then
      -- New habits have no days: a day taken twice is a day the file repeats.
      perform private.refuse_repeated_loop_day(e_habit, e_date);
      raise;
    end;
    if v_checkmarks <> cardinality(e_index) then
      raise exception 'import_loop_habits: % check-marks for % entries', v_checkmarks,
        cardinality(e_index);
    end if;
    perform private.send_imported_days('checkmarks_tracker', v_new_habit, e_index, e_day,
                                       e_answer);
    perform private.send_imported_days('answer_entry', v_new_habit, e_index, e_day, e_answer);
  else
    -- One check-mark per entry of a day the habit does not have; skipped days carry the note.
    with ins as (
      insert into public.checkmarks_tracker (habit_id, date, skipped, skip_note, created_by)
      select m.habit_id, u.date, u.answer = 'skip',
             case when u.answer = 'skip' then nullif(btrim(u.note), '') end, v_uid
        from unnest(e_index, e_day, e_answer, e_note) u(idx, date, answer, note)
        join unnest(v_new_index, v_new_habit) m(idx, habit_id) on m.idx = u.idx
       where not (u.idx = any (v_merged_index)) or not exists (
         select 1 from public.checkmarks_tracker c
          where c.habit_id = m.habit_id and c.date = u.date)
      returning id, habit_id, date
    )
    select coalesce(array_agg(id), '{}'), coalesce(array_agg(habit_id), '{}'),
           coalesce(array_agg(date), '{}')
      into c_id, c_habit, c_date
      from ins;
    v_checkmarks := cardinality(c_id);

    -- An answer for every other entry of those days: an option and its score, a value and its
    -- score, or only the note. The number score is private.number_answer_score's formula written
    -- out: a SQL function with its own search_path is never inlined.
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
      from unnest(e_index, e_day, e_answer, e_value, e_note) u(idx, date, answer, value, note)
      join unnest(v_new_index, v_new_habit, v_new_question, v_yes, v_no)
           m(idx, habit_id, question_id, yes_id, no_id)
        on m.idx = u.idx
      join unnest(c_id, c_habit, c_date) c(id, habit_id, date)
        on c.habit_id = m.habit_id and c.date = u.date
     where u.answer <> 'skip';
  end if;

  -- What was added: every entry of a new habit; of a habit here, the days it did not have.
  if cardinality(v_merged_index) = 0 then
    select count(*) filter (where u.answer in ('yes', 'no', 'number')),
           count(*) filter (where u.answer = 'skip'),
           count(*) filter (where nullif(btrim(u.note), '') is not null), 0, 0
      into v_answers, v_skips, v_notes, v_new_days, v_habits_with_new
      from unnest(e_index, e_answer, e_note) u(idx, answer, note)
     where v_already = 0 or u.idx = any (v_new_index);
  else
    select count(*) filter (where u.answer in ('yes', 'no', 'number')),
           count(*) filter (where u.answer = 'skip'),
           count(*) filter (where nullif(btrim(u.note), '') is not null),
           count(*) filter (where u.idx = any (v_merged_index)),
           count(distinct u.idx) filter (where u.idx = any (v_merged_index))
      into v_answers, v_skips, v_notes, v_new_days, v_habits_with_new
      from unnest(e_index, e_day, e_answer, e_note) u(idx, date, answer, note)
      join unnest(v_new_index, v_new_habit) m(idx, habit_id) on m.idx = u.idx
      join unnest(c_habit, c_date) c(habit_id, date)
        on c.habit_id = m.habit_id and c.date = u.date;
  end if;

  perform set_config('request.jwt.claim.sub', coalesce(v_claim_sub, ''), true);
  return jsonb_build_object(
    'habits', cardinality(v_new_habit) - cardinality(v_merged_habit),
    'checkmarks', v_checkmarks,
    'answers', v_answers,
    'skips', v_skips,
    'notes', v_notes,
    'already_here', v_already,
    'new_days', v_new_days,
    'habits_with_new_days', v_habits_with_new,
    'changed', v_changed
  );
end;
$$;

revoke all on function private.import_loop_habits_core(jsonb) from public, anon;
grant execute on function private.import_loop_habits_core(jsonb) to authenticated;
