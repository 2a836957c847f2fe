-- habit_list_lock: a user's imports, new habits and reorderings run one at a time (issue 24). On
-- a real PostgreSQL server the requests of one user run side by side (PGlite runs one statement
-- at a time, where nothing changes). tests/integration/postgres-races.test.ts found:
-- * two import_my_data calls of one file at once both found nothing already here (each read
--   private.import_origin before the other committed) and added the file twice;
-- * two import_loop_habits calls of one backup at once: the second failed with 409 (23505 on
--   habit_metadata (created_by, import_ref)) instead of merging into the first one's habits;
-- * create_habit and the imports put new habits after max(position) as read before the others
--   committed, so habits made at once shared a position.
--
-- private.lock_habit_list() takes a transaction-scoped advisory lock keyed by the caller's id;
-- create_habit (and create_habit_from_template, which calls it), import_my_data,
-- import_loop_habits and reorder_habits take it first. A second call of the same user waits
-- until the first has committed or rolled back, then reads what it wrote (read committed: each
-- statement of a function sees what committed before the statement began). The lock always
-- comes first and row locks after it, so these functions cannot deadlock each other; other
-- users never wait for it.
--
-- Each public function keeps its signature. import_my_data's wrapper
-- (20251126000100_bound_dates_and_sizes.sql) is re-created with the lock; the bodies of
-- create_habit (20251124000000_add_schedules_skips_pauses.sql), import_loop_habits
-- (20251125009000_import_loop_reminders.sql) and reorder_habits
-- (20251122000100_create_reorder_habits.sql) move unchanged to private.<name>_unlocked, and the
-- public function takes the lock and calls it (the pattern of 20251126000100).

create function private.lock_habit_list()
returns void
language plpgsql
set search_path = ''
as $$
begin
  -- No caller (auth.uid() null): no lock; the function called next refuses the call.
  perform pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtextextended('streakwise habit list ' || auth.uid()::text, 0));
end;
$$;

revoke all on function private.lock_habit_list() from public, anon;
grant execute on function private.lock_habit_list() to authenticated;

-- ---------------------------------------------------------------------------------------------
create or replace function public.import_my_data(p_data jsonb)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
begin
  perform private.lock_habit_list();
  if jsonb_typeof(p_data) = 'object' then
    perform private.import_size_problem(p_data);
  end if;
  return private.import_my_data_core(p_data);
end;
$$;

-- ---------------------------------------------------------------------------------------------
alter function public.create_habit(jsonb) set schema private;
alter function private.create_habit(jsonb) rename to create_habit_unlocked;
revoke all on function private.create_habit_unlocked(jsonb) from public, anon;
grant execute on function private.create_habit_unlocked(jsonb) to authenticated;

create function public.create_habit(p_habit jsonb)
returns bigint
language plpgsql
security invoker
set search_path = ''
as $$
begin
  perform private.lock_habit_list();
  return private.create_habit_unlocked(p_habit);
end;
$$;

revoke all on function public.create_habit(jsonb) from public, anon;
grant execute on function public.create_habit(jsonb) to authenticated;

-- ---------------------------------------------------------------------------------------------
alter function public.import_loop_habits(jsonb) set schema private;
alter function private.import_loop_habits(jsonb) rename to import_loop_habits_unlocked;
revoke all on function private.import_loop_habits_unlocked(jsonb) from public, anon;
grant execute on function private.import_loop_habits_unlocked(jsonb) to authenticated;

create function public.import_loop_habits(p_data jsonb)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
begin
  perform private.lock_habit_list();
  return private.import_loop_habits_unlocked(p_data);
end;
$$;

revoke all on function public.import_loop_habits(jsonb) from public, anon;
grant execute on function public.import_loop_habits(jsonb) to authenticated;

-- ---------------------------------------------------------------------------------------------
alter function public.reorder_habits(bigint[]) set schema private;
alter function private.reorder_habits(bigint[]) rename to reorder_habits_unlocked;
revoke all on function private.reorder_habits_unlocked(bigint[]) from public, anon;
grant execute on function private.reorder_habits_unlocked(bigint[]) to authenticated;

create function public.reorder_habits(p_habit_ids bigint[])
returns void
language plpgsql
security invoker
set search_path = ''
as $$
begin
  perform private.lock_habit_list();
  perform private.reorder_habits_unlocked(p_habit_ids);
end;
$$;

revoke all on function public.reorder_habits(bigint[]) from public, anon;
grant execute on function public.reorder_habits(bigint[]) to authenticated;
