-- Live updates (backend/realtime/README.md, "Live updates of a user's days"): every change of
-- a user's check-marks or answers is announced on the user's private Realtime channel, topic
-- 'user:<uid>', as Supabase recommends at scale (Broadcast from the database, authorised by
-- row-level security on realtime.messages). The `realtime` schema, realtime.messages,
-- realtime.topic() and realtime.send() are Supabase's own: hosted projects have them, and the
-- local backend creates them in backend/db/supabase-bootstrap.sql, so this migration runs
-- unchanged on both.
--
-- A message is a hint, not the data: the device refreshes what it shows through its reads.
-- Event 'habit_days_changed', one message per statement and user (an import of years of history
-- is one message, not one per row), payload:
--   {"table": "checkmarks_tracker" | "answer_entry",
--    "operation": "INSERT" | "UPDATE" | "DELETE",
--    "days": [{"habit_id": 12, "date": "2025-11-27"}, ...],  -- at most 50, newest first
--    "more": false,                                           -- true: more days than listed
--    "id": "<uuid>"}                                          -- added by realtime.send
-- An answer deleted together with its check-mark (a cascade) is announced by the check-mark's
-- message only. The triggers run as the writer (security invoker): realtime.send inserts as the
-- signed-in user, which the insert policy below admits for the user's own topic only; a
-- failed send is a warning in realtime.send, never a failed save.

-- Who may receive (select) and send (insert) on a topic: only the user whose id it carries.
create policy "Users receive their own topic" on realtime.messages
  for select to authenticated
  using (
    (select realtime.topic()) = 'user:' || (select auth.uid())::text
    and realtime.messages.extension = 'broadcast'
  );

create policy "Users send on their own topic" on realtime.messages
  for insert to authenticated
  with check (
    (select realtime.topic()) = 'user:' || (select auth.uid())::text
    and realtime.messages.extension = 'broadcast'
  );

create function private.broadcast_checkmark_days()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
declare
  r record;
begin
  for r in
    select t.created_by,
           jsonb_agg(jsonb_build_object('habit_id', t.habit_id, 'date', t.date)
                     order by t.date desc, t.habit_id) as days
      from (select distinct c.created_by, c.habit_id, c.date from changed_rows c) t
     group by t.created_by
  loop
    perform realtime.send(
      jsonb_build_object('table', tg_table_name, 'operation', tg_op,
                         'days', jsonb_path_query_array(r.days, '$[0 to 49]'),
                         'more', jsonb_array_length(r.days) > 50),
      'habit_days_changed', 'user:' || r.created_by::text, true);
  end loop;
  return null;
end;
$$;

create function private.broadcast_answer_days()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
declare
  r record;
begin
  for r in
    select t.created_by,
           jsonb_agg(jsonb_build_object('habit_id', t.habit_id, 'date', t.date)
                     order by t.date desc, t.habit_id) as days
      from (select distinct a.created_by, c.habit_id, c.date
              from changed_rows a
              join public.checkmarks_tracker c on c.id = a.cmt_id) t
     group by t.created_by
  loop
    perform realtime.send(
      jsonb_build_object('table', tg_table_name, 'operation', tg_op,
                         'days', jsonb_path_query_array(r.days, '$[0 to 49]'),
                         'more', jsonb_array_length(r.days) > 50),
      'habit_days_changed', 'user:' || r.created_by::text, true);
  end loop;
  return null;
end;
$$;

revoke all on function private.broadcast_checkmark_days(), private.broadcast_answer_days()
  from public, anon;

-- Postgres allows a transition table only on a trigger of one event: three triggers a table.
-- An update is announced by its new rows (a check-mark keeps its habit, day and owner).
create trigger checkmarks_tracker_broadcast_insert
  after insert on public.checkmarks_tracker
  referencing new table as changed_rows
  for each statement execute function private.broadcast_checkmark_days();
create trigger checkmarks_tracker_broadcast_update
  after update on public.checkmarks_tracker
  referencing new table as changed_rows
  for each statement execute function private.broadcast_checkmark_days();
create trigger checkmarks_tracker_broadcast_delete
  after delete on public.checkmarks_tracker
  referencing old table as changed_rows
  for each statement execute function private.broadcast_checkmark_days();

create trigger answer_entry_broadcast_insert
  after insert on public.answer_entry
  referencing new table as changed_rows
  for each statement execute function private.broadcast_answer_days();
create trigger answer_entry_broadcast_update
  after update on public.answer_entry
  referencing new table as changed_rows
  for each statement execute function private.broadcast_answer_days();
create trigger answer_entry_broadcast_delete
  after delete on public.answer_entry
  referencing old table as changed_rows
  for each statement execute function private.broadcast_answer_days();
