-- Importing from Loop again merges (docs/loop-import.md, "Importing again"): a newer backup or CSV
-- export of habits imported before adds their new days, and takes Loop's answer where a day's
-- answer changed, to those habits; it never makes a second copy.
--
-- * Which habit here a habit of the file goes to: `habits[i].merge_into` (a habit id the app's
--   preview chose: src/lib/loop-import/merge-plan.ts, by import_ref, or by name and frequency for
--   a CSV export of habits first imported from a backup), else the caller's habit with the same
--   import_ref. merge_into must be one of the caller's own habits (looked up as the caller:
--   row-level security hides everyone else's), else 22023 and nothing is written; two habits of
--   the file cannot go to one habit here.
-- * The question the days go to: the habit's question of the file's kind ('choice' or 'number')
--   with the lowest position (private.loop_merge_question); for a yes/no habit its "Yes" and "No"
--   options. A habit here with no such question keeps its days and is skipped, as before.
-- * A day of the file the habit here does not have is added as for a new habit. A day it has is
--   compared with Loop's (the same rule as merge-plan.ts, `dayChanged`): a different answer, a
--   different number, a skip for an answer or the reverse, or a note of Loop's that differs, and
--   Loop's is taken (a note of Loop's replaces the day's note; no note in Loop keeps the one
--   here, also when a skipped day becomes an answer or the reverse). A day that is only a note
--   in Loop changes only the note. Days here that the file does not have are kept.
-- * public.loop_import_days(p_habit_ids, p_kinds): the preview's read of those days, as the
--   merge compares them.
--
-- private.import_loop_habits_core (20251125001100_import_loop_habits.sql, renamed in
-- 20251125009000_import_loop_reminders.sql) is redefined with the merge; the checks, messages and
-- the write of new habits are unchanged. Its result gains "new_days" (days added to habits here),
-- "changed" (days of habits here given Loop's answer) and "habits_with_new_days"; "checkmarks",
-- "answers", "skips" and "notes" count every day added (new habits and habits here);
-- "already_here" counts the file's habits that went to a habit here.

-- The question of habit p_habit that a Loop habit of kind p_kind merges into, with its "Yes" and
-- "No" options (choice) and its number settings; no row when it has none. Runs as the caller.
create function private.loop_merge_question(p_habit bigint, p_kind text)
returns table (
  question_id bigint, yes_id bigint, no_id bigint, target numeric, target_type text,
  points integer
)
language sql
stable
set search_path = ''
as $$
  select q.id,
         (select o.id from public.option_metadata o
           where o.question_id = q.id and o.label = 'Yes' order by o.position, o.id limit 1),
         (select o.id from public.option_metadata o
           where o.question_id = q.id and o.label = 'No' order by o.position, o.id limit 1),
         q.target, q.target_type, q.points
    from public.question_metadata q
   where q.habit_id = p_habit and q.kind = p_kind
     and (p_kind <> 'number' or (q.target > 0 and q.points is not null))
   order by q.position, q.id
   limit 1
$$;

-- The days of the caller's habits p_habit_ids as the merge compares them, for the question of
-- kind p_kinds[i] (private.loop_merge_question):
--   { "<habit id>": [[date, answer, value, note], ...] } oldest first, where answer is 'skip',
--   'yes', 'no', 'number', 'note' (an answer with only a note), 'other' (another option) or null
--   (a day with no answer to that question), and note the skip's or the answer's note.
-- Security invoker: another user's habit is simply absent.
create function public.loop_import_days(p_habit_ids bigint[], p_kinds text[])
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(jsonb_object_agg(d.habit_id::text, d.days), '{}'::jsonb)
    from (
      select h.id as habit_id,
             coalesce((
               select jsonb_agg(jsonb_build_array(c.date,
                        case when c.skipped then 'skip'
                             when a.id is null then null
                             when a.option_id = mq.yes_id then 'yes'
                             when a.option_id = mq.no_id then 'no'
                             when a.option_id is not null then 'other'
                             when a.value is not null then 'number'
                             when a.notes is not null then 'note'
                        end,
                        a.value,
                        case when c.skipped then c.skip_note else a.notes end)
                      order by c.date)
                 from public.checkmarks_tracker c
                 left join public.answer_entry a
                   on a.cmt_id = c.id and a.question_id = mq.question_id
                where c.habit_id = h.id), '[]'::jsonb) as days
        from unnest(p_habit_ids[1:1000], p_kinds[1:1000]) w(habit_id, kind)
        join public.habit_metadata h on h.id = w.habit_id
        left join lateral private.loop_merge_question(h.id, w.kind) mq on true
    ) d
$$;

revoke all on function private.loop_merge_question(bigint, text) from public, anon;
grant execute on function private.loop_merge_question(bigint, text) to authenticated;
revoke all on function public.loop_import_days(bigint[], text[]) from public, anon;
grant execute on function public.loop_import_days(bigint[], text[]) to authenticated;

create or replace function private.import_loop_habits_core(p_data jsonb)
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
      from unnest(e_index, e_date, e_answer, e_value, e_note) u(idx, date, answer, value, note)
      join unnest(v_merged_index, v_merged_habit, v_merged_question, v_merged_yes, v_merged_no)
           m(idx, habit_id, question_id, yes_id, no_id)
        on m.idx = u.idx
      join public.checkmarks_tracker c on c.habit_id = m.habit_id and c.date = u.date::date
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

  -- One check-mark per entry of a day the habit does not have; skipped days carry the note.
  with ins as (
    insert into public.checkmarks_tracker (habit_id, date, skipped, skip_note, created_by)
    select m.habit_id, u.date::date, u.answer = 'skip',
           case when u.answer = 'skip' then nullif(btrim(u.note), '') end, v_uid
      from unnest(e_index, e_date, e_answer, e_note) u(idx, date, answer, note)
      join unnest(v_new_index, v_new_habit) m(idx, habit_id) on m.idx = u.idx
     where not (u.idx = any (v_merged_index)) or not exists (
       select 1 from public.checkmarks_tracker c
        where c.habit_id = m.habit_id and c.date = u.date::date)
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
    from unnest(e_index, e_date, e_answer, e_value, e_note) u(idx, date, answer, value, note)
    join unnest(v_new_index, v_new_habit, v_new_question, v_yes, v_no)
         m(idx, habit_id, question_id, yes_id, no_id)
      on m.idx = u.idx
    join unnest(c_id, c_habit, c_date) c(id, habit_id, date)
      on c.habit_id = m.habit_id and c.date = u.date::date
   where u.answer <> 'skip';

  -- What was added: every entry of a new habit; of a habit here, the days it did not have.
  if cardinality(v_merged_index) = 0 then
    select count(*) filter (where u.answer in ('yes', 'no', 'number')),
           count(*) filter (where u.answer = 'skip'),
           count(*) filter (where nullif(btrim(u.note), '') is not null), 0, 0
      into v_answers, v_skips, v_notes, v_new_days, v_habits_with_new
      from unnest(e_index, e_answer, e_note) u(idx, answer, note)
     where u.idx = any (v_new_index);
  else
    select count(*) filter (where u.answer in ('yes', 'no', 'number')),
           count(*) filter (where u.answer = 'skip'),
           count(*) filter (where nullif(btrim(u.note), '') is not null),
           count(*) filter (where u.idx = any (v_merged_index)),
           count(distinct u.idx) filter (where u.idx = any (v_merged_index))
      into v_answers, v_skips, v_notes, v_new_days, v_habits_with_new
      from unnest(e_index, e_date, e_answer, e_note) u(idx, date, answer, note)
      join unnest(v_new_index, v_new_habit) m(idx, habit_id) on m.idx = u.idx
      join unnest(c_habit, c_date) c(habit_id, date)
        on c.habit_id = m.habit_id and c.date = u.date::date;
  end if;

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
