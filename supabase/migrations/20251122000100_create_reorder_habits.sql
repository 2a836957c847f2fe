-- reorder_habits: the user puts their habits in a new order (home's "Reorder").
--
-- p_habit_ids is the new order: it must name every one of the caller's habits that is not
-- archived (home shows exactly those), each once; archived habits may be named too. Listed
-- habits get position 0, 1, 2, ... in list order; habits left out (archived ones) follow in
-- their previous order, so unarchiving one brings it back after the others and no two habits
-- share a position. A list that is stale (a habit added or deleted on another device since) is
-- refused rather than guessed at: the client reads the list again and the user tries again.
--
-- One statement for PostgREST, so one transaction: every refusal raises 22023 (400) with a
-- message naming the problem, and nothing is written. Security invoker: row-level security
-- hides other users' habits, so an id of someone else's habit reads as "not found" (the count
-- of rows found differs from the count of ids), exactly like an id that does not exist.

create or replace function public.reorder_habits(p_habit_ids bigint[])
returns void
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_uid uuid := private.require_user();
  v_id bigint;
  v_name text;
  v_found integer;
begin
  if p_habit_ids is null then
    raise exception 'The new order of habits is required' using errcode = '22023';
  end if;
  if array_position(p_habit_ids, null) is not null then
    raise exception 'The new order contains an empty habit id' using errcode = '22023';
  end if;

  select u.id into v_id
    from unnest(p_habit_ids) with ordinality u(id, ord)
   group by u.id having count(*) > 1 order by min(u.ord) limit 1;
  if found then
    raise exception 'Habit % appears more than once in the new order', v_id
      using errcode = '22023';
  end if;

  -- Lock the caller's habits: a concurrent reorder waits, and the checks below stay true until
  -- the update (a habit created meanwhile goes after these anyway: create_habit uses max + 1).
  perform 1 from public.habit_metadata h where h.created_by = v_uid for update;

  select count(*) into v_found
    from public.habit_metadata h
   where h.id = any (p_habit_ids) and h.created_by = v_uid;
  if v_found <> cardinality(p_habit_ids) then
    select u.id into v_id
      from unnest(p_habit_ids) with ordinality u(id, ord)
     where not exists (
       select 1 from public.habit_metadata h where h.id = u.id and h.created_by = v_uid)
     order by u.ord limit 1;
    raise exception 'Habit % not found', v_id using errcode = '22023';
  end if;

  select h.id, h.name into v_id, v_name
    from public.habit_metadata h
   where h.created_by = v_uid and not h.archived and not (h.id = any (p_habit_ids))
   order by h.position, h.id limit 1;
  if found then
    raise exception 'The new order leaves out habit % ("%"): list every habit that is not archived',
      v_id, v_name using errcode = '22023';
  end if;

  -- Only rows whose position changes are written (updated_at keeps its meaning).
  update public.habit_metadata h
     set position = o.new_position
    from (
      select h2.id,
             (row_number() over (order by u.ord nulls last, h2.position, h2.id) - 1)::integer
               as new_position
        from public.habit_metadata h2
        left join unnest(p_habit_ids) with ordinality u(id, ord) on u.id = h2.id
       where h2.created_by = v_uid
    ) o
   where h.id = o.id and h.position <> o.new_position;
end;
$$;

-- Only signed-in users may call it (as the functions of 20251101000500).
revoke all on function public.reorder_habits(bigint[]) from public, anon;
grant execute on function public.reorder_habits(bigint[]) to authenticated;
