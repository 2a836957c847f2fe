-- Groups (20251128000000), automaticity check-ins and if-then plans (20251128000100) in the
-- habit writes and in the own-data export and import.
--
-- * private.write_habit_children (create_habit, update_habit, create_habit_from_template): the
--   body of 20251126000100_bound_dates_and_sizes.sql, then the payload's `plan` (text, at most
--   280 characters, blank is none) and `group_id` (a group of the caller, null for none); a key
--   left out keeps the habit's value (a new habit: none).
-- * export_my_data: as in 20251124000100_export_import_schedules.sql, plus the lists habit_group
--   and automaticity_check (habit_metadata rows carry group_id and plan already: every column).
-- * import_my_data: as in 20251128000500_habit_list_lock.sql (the lock, private.import_size_problem, then
--   private.import_my_data_core, unchanged), and then, in the same transaction:
--   - habit_group rows: a group the caller already has (the file's id is one of theirs: their own
--     export; or a group of theirs with the same name) is used as it is, any other is added after
--     the caller's groups;
--   - each imported habit (not one already here, see 20251124001100_import_dedupe.sql) gets its
--     group (habit_metadata[i].group_id must be a group of the file) and its plan;
--   - automaticity_check rows of imported habits, one per habit and date, the four items whole
--     numbers 1..7 (a check-in of a habit already here is left out, like its check-marks).
--   Files without these lists or fields (exported before them) import as before. The result
--   gains habit_group and automaticity_check: the rows added.
--   The Loop import (import_loop_habits) is unchanged: the Loop backups it reads (database
--   versions 9 to 25, src/lib/loop-import/read-backup.ts) have no groups, so it files no habit
--   under one.

-- ---------------------------------------------------------------------------------------------
create or replace function private.write_habit_children(p_habit_id bigint, p_habit jsonb, p_is_new boolean)
returns void
language plpgsql
set search_path = ''
as $$
declare
  v_questions jsonb := p_habit -> 'questions';
  v_big record;
begin
  -- Anything but a list of questions is explained by the core.
  if jsonb_typeof(v_questions) = 'array' then
    if jsonb_array_length(v_questions) > 20 then
      raise exception 'A habit has at most 20 questions, not %', jsonb_array_length(v_questions)
        using errcode = '22023';
    end if;
    select e.ordinality as i, jsonb_array_length(e.value -> 'options') as n into v_big
      from jsonb_array_elements(v_questions) with ordinality e
     where jsonb_typeof(e.value) = 'object' and jsonb_typeof(e.value -> 'options') = 'array'
       and jsonb_array_length(e.value -> 'options') > 20
     order by e.ordinality
     limit 1;
    if found then
      raise exception 'A question has at most 20 options; question % has %', v_big.i, v_big.n
        using errcode = '22023';
    end if;
  end if;
  perform private.write_habit_children_core(p_habit_id, p_habit, p_is_new);
  -- groups_checks_plans: the plan and the group, when the payload has them. Another user's group
  -- (or none with that id) is refused by habit_metadata_check_group_owner (23503).
  if jsonb_typeof(p_habit) = 'object' and (p_habit ? 'plan' or p_habit ? 'group_id') then
    update public.habit_metadata h
       set plan = case when p_habit ? 'plan'
                    then private.json_text(p_habit -> 'plan', 'Plan', false, 280)
                    else h.plan end,
           group_id = case when p_habit ? 'group_id'
                        then private.json_id(p_habit -> 'group_id', 'Group')
                        else h.group_id end
     where h.id = p_habit_id;
  end if;
end;
$$;

revoke all on function private.write_habit_children(bigint, jsonb, boolean) from public, anon;
grant execute on function private.write_habit_children(bigint, jsonb, boolean) to authenticated;

-- ---------------------------------------------------------------------------------------------
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
      from public.consequence_template t where t.created_by = v_uid), '[]'::jsonb),
    'habit_pause', coalesce((select jsonb_agg(to_jsonb(t) order by t.id)
      from public.habit_pause t where t.created_by = v_uid), '[]'::jsonb),
    -- groups_checks_plans
    'habit_group', coalesce((select jsonb_agg(to_jsonb(t) order by t.id)
      from public.habit_group t where t.created_by = v_uid), '[]'::jsonb),
    'automaticity_check', coalesce((select jsonb_agg(to_jsonb(t) order by t.id)
      from public.automaticity_check t where t.created_by = v_uid), '[]'::jsonb)
  );
end;
$$;

-- ---------------------------------------------------------------------------------------------
create or replace function public.import_my_data(p_data jsonb)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_uid uuid;
  v_result jsonb;
  v_groups jsonb;
  v_checks jsonb;
  v_here bigint[]; -- the file's habits already here: the core leaves them out
  v_file_habits bigint[];
  v_group_old bigint[] := '{}';
  v_group_new bigint[] := '{}';
  v_group_count integer := 0;
  v_own_group_ids bigint[];
  v_own_group_names text[];
  v_base_position integer;
  v_check_habit bigint[] := '{}';
  v_check_date date[] := '{}';
  v_check_items integer[] := '{}'; -- four per check-in, in the order of the columns
  v_check_count integer := 0;
  v_name text;
  v_id bigint;
  v_key bigint;
  v_label text;
  r record;
begin
  -- One import, new habit or reordering of a user at a time (20251128000500_habit_list_lock.sql).
  perform private.lock_habit_list();
  if jsonb_typeof(p_data) = 'object' then
    perform private.import_size_problem(p_data);
  end if;
  -- Before the core, which records the habits it adds (private.import_origin): afterwards every
  -- habit of the file would read as already here.
  if jsonb_typeof(p_data) = 'object' then
    v_here := private.import_own_ids(p_data, 'habit_metadata');
  end if;

  v_result := private.import_my_data_core(p_data);
  -- The core accepted the file: an object with a habit_metadata list of objects with unique ids.
  v_uid := private.require_user();
  v_groups := private.import_list(p_data, 'habit_group', 1000);
  v_checks := private.import_list(p_data, 'automaticity_check', 100000);
  select coalesce(array_agg(private.import_key(e.value -> 'id')), '{}') into v_file_habits
    from jsonb_array_elements(p_data -> 'habit_metadata') e;

  -- Groups: the caller's own (by the file's id, then by name) or new ones after theirs.
  select coalesce(array_agg(g.id order by g.position, g.id), '{}'),
         coalesce(array_agg(g.name order by g.position, g.id), '{}'),
         coalesce(max(g.position) + 1, 0)
    into v_own_group_ids, v_own_group_names, v_base_position
    from public.habit_group g where g.created_by = v_uid;
  for r in
    select e.value as row, e.ordinality - 1 as i
      from jsonb_array_elements(v_groups) with ordinality e order by e.ordinality
  loop
    v_label := format('habit_group[%s]', r.i);
    v_key := private.import_key(r.row -> 'id');
    v_name := private.json_text(r.row -> 'name', v_label || '.name', true, 60);
    v_id := case
      when v_key = any (v_own_group_ids) then v_key
      else v_own_group_ids[array_position(v_own_group_names, v_name)]
    end;
    if v_id is null then
      insert into public.habit_group (name, color, position)
      values (
        v_name,
        private.import_color(r.row -> 'color', v_label || '.color'),
        v_base_position
          + coalesce(private.json_int(r.row -> 'position', v_label || '.position', 0, 1000000, false), 0)
      )
      returning id into v_id;
      v_group_count := v_group_count + 1;
    end if;
    v_group_old := v_group_old || v_key;
    v_group_new := v_group_new || v_id;
  end loop;

  -- Each imported habit's group and plan. The core added it from the file's row with this id
  -- (private.import_origin).
  for r in
    select e.value as row, e.ordinality - 1 as i, private.import_key(e.value -> 'id') as source_id
      from jsonb_array_elements(p_data -> 'habit_metadata') with ordinality e
     where not (private.import_key(e.value -> 'id') = any (v_here))
       and (coalesce(jsonb_typeof(e.value -> 'group_id'), 'null') <> 'null'
            or coalesce(jsonb_typeof(e.value -> 'plan'), 'null') <> 'null')
     order by e.ordinality
  loop
    v_label := format('habit_metadata[%s]', r.i);
    v_key := null;
    if coalesce(jsonb_typeof(r.row -> 'group_id'), 'null') <> 'null' then
      select m.new_id into v_key
        from unnest(v_group_old, v_group_new) m(old_id, new_id)
       where m.old_id = private.import_key(r.row -> 'group_id');
      if v_key is null then
        raise exception '%.group_id % is not a group of this file', v_label,
          private.import_id(r.row -> 'group_id', v_label || '.group_id') using errcode = '22023';
      end if;
    end if;
    update public.habit_metadata h
       set group_id = v_key,
           plan = private.json_text(r.row -> 'plan', v_label || '.plan', false, 280)
     where h.id = (
       select max(o.habit_id) from private.import_origin o
        where o.created_by = v_uid and o.source_id = r.source_id and o.habit_id is not null);
  end loop;

  -- Check-ins of the imported habits, validated one by one, inserted in one statement.
  for r in
    select e.value as row, e.ordinality - 1 as i, private.import_key(e.value -> 'habit_id') as habit
      from jsonb_array_elements(v_checks) with ordinality e
     order by e.ordinality
  loop
    v_label := format('automaticity_check[%s]', r.i);
    if r.habit is null or not (r.habit = any (v_file_habits)) then
      raise exception '%.habit_id % is not a habit of this file', v_label,
        private.import_id(r.row -> 'habit_id', v_label || '.habit_id') using errcode = '22023';
    end if;
    v_check_date := v_check_date || private.import_date(r.row -> 'date', v_label || '.date');
    v_check_items := v_check_items
      || private.json_int(r.row -> 'automatically', v_label || '.automatically', 1, 7, true)
      || private.json_int(r.row -> 'without_remembering', v_label || '.without_remembering', 1, 7, true)
      || private.json_int(r.row -> 'without_thinking', v_label || '.without_thinking', 1, 7, true)
      || private.json_int(r.row -> 'before_realizing', v_label || '.before_realizing', 1, 7, true);
    v_check_habit := v_check_habit || r.habit;
  end loop;
  select (array_agg(u.ord - 1 order by u.ord))[2] as i, u.d into r
    from unnest(v_check_habit, v_check_date) with ordinality u(h, d, ord)
   group by u.h, u.d having count(*) > 1 order by 1 limit 1;
  if found then
    raise exception 'automaticity_check[%] repeats the date % of its habit (one check-in per habit and day)',
      r.i, r.d using errcode = '22023';
  end if;
  insert into public.automaticity_check
    (habit_id, date, automatically, without_remembering, without_thinking, before_realizing)
  select o.habit_id, u.d,
         v_check_items[4 * u.ord - 3], v_check_items[4 * u.ord - 2],
         v_check_items[4 * u.ord - 1], v_check_items[4 * u.ord]
    from unnest(v_check_habit, v_check_date) with ordinality u(h, d, ord)
    join lateral (
      select max(x.habit_id) as habit_id from private.import_origin x
       where x.created_by = v_uid and x.source_id = u.h and x.habit_id is not null
    ) o on true
   where not (u.h = any (v_here)) and o.habit_id is not null;
  get diagnostics v_check_count = row_count;

  return v_result
    || jsonb_build_object('habit_group', v_group_count, 'automaticity_check', v_check_count);
end;
$$;

revoke all on function public.import_my_data(jsonb) from public, anon;
grant execute on function public.import_my_data(jsonb) to authenticated;
