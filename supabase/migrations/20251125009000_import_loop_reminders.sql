-- Loop's reminders come along with its habits (docs/loop-import.md): each habit of the import may
-- carry `reminders: [{ time_of_day: "07:30", weekdays: 21 | null }]`, written as habit_reminder
-- rows of the habits this import creates (a habit already here keeps its own reminders).
--
-- The import itself stays where it is, renamed private.import_loop_habits_core; the public
-- function checks the reminders first (a message naming the field, nothing written), runs the
-- import, then adds the reminders, all in the caller's one transaction and as the caller
-- (security invoker: row-level security applies to every row).

alter function public.import_loop_habits(jsonb) set schema private;
alter function private.import_loop_habits(jsonb) rename to import_loop_habits_core;
revoke all on function private.import_loop_habits_core(jsonb) from public, anon;
grant execute on function private.import_loop_habits_core(jsonb) to authenticated;

create function public.import_loop_habits(p_data jsonb)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_habit jsonb;
  v_habit_index bigint;
  v_reminder jsonb;
  v_reminder_index bigint;
  v_label text;
  v_time text;
  v_before text[];
  v_result jsonb;
  v_reminders integer;
begin
  if v_uid is null then
    raise exception 'Sign in to import' using errcode = '42501';
  end if;
  if jsonb_typeof(p_data) = 'object' and jsonb_typeof(p_data -> 'habits') = 'array' then
    for v_habit, v_habit_index in
      select e.value, e.ordinality - 1 from jsonb_array_elements(p_data -> 'habits') with ordinality e
    loop
      continue when jsonb_typeof(v_habit) <> 'object'
        or coalesce(v_habit -> 'reminders', 'null'::jsonb) = 'null'::jsonb;
      v_label := format('habits[%s].reminders', v_habit_index);
      if jsonb_typeof(v_habit -> 'reminders') <> 'array' then
        raise exception '% must be a list', v_label using errcode = '22023';
      end if;
      if jsonb_array_length(v_habit -> 'reminders') > 10 then
        raise exception '% has % reminders; at most 10 per habit', v_label,
          jsonb_array_length(v_habit -> 'reminders') using errcode = '22023';
      end if;
      for v_reminder, v_reminder_index in
        select r.value, r.ordinality - 1
          from jsonb_array_elements(v_habit -> 'reminders') with ordinality r
      loop
        if jsonb_typeof(v_reminder) <> 'object' then
          raise exception '%[%] must be an object', v_label, v_reminder_index
            using errcode = '22023';
        end if;
        v_time := v_reminder ->> 'time_of_day';
        if jsonb_typeof(v_reminder -> 'time_of_day') is distinct from 'string'
           or v_time !~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' then
          raise exception '%[%].time_of_day must be a time like 07:30', v_label,
            v_reminder_index using errcode = '22023';
        end if;
        if coalesce(v_reminder -> 'weekdays', 'null'::jsonb) <> 'null'::jsonb
           and (jsonb_typeof(v_reminder -> 'weekdays') <> 'number'
                or (v_reminder ->> 'weekdays') !~ '^[0-9]+$'
                or (v_reminder ->> 'weekdays')::numeric not between 1 and 127) then
          raise exception '%[%].weekdays must be a whole number from 1 to 127, or null',
            v_label, v_reminder_index using errcode = '22023';
        end if;
      end loop;
    end loop;
  end if;

  select coalesce(array_agg(h.import_ref), '{}') into v_before
    from public.habit_metadata h
   where h.created_by = v_uid and h.import_ref is not null;

  v_result := private.import_loop_habits_core(p_data);

  with ins as (
    insert into public.habit_reminder (habit_id, time_of_day, weekdays)
    select h.id, (r.value ->> 'time_of_day')::time,
           nullif(r.value -> 'weekdays', 'null'::jsonb)::text::smallint
      from jsonb_array_elements(p_data -> 'habits') e
      cross join lateral jsonb_array_elements(
        case when jsonb_typeof(e.value -> 'reminders') = 'array'
             then e.value -> 'reminders' else '[]'::jsonb end) r
      join public.habit_metadata h
        on h.created_by = v_uid and h.import_ref = e.value ->> 'import_ref'
     where not (h.import_ref = any (v_before))
    returning 1
  )
  select count(*) into v_reminders from ins;

  return v_result || jsonb_build_object('reminders', v_reminders);
end;
$$;

revoke all on function public.import_loop_habits(jsonb) from public, anon;
grant execute on function public.import_loop_habits(jsonb) to authenticated;
