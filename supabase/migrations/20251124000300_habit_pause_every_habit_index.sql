-- The pauses of every habit (habit_id null) of a user: habit_performance_new looks them up per
-- habit (habit_id is null and created_by = the habit's owner), and so does the pause read of a
-- habit page. A partial index serves exactly that, however many pauses other users have.
create index habit_pause_every_habit_idx on public.habit_pause (created_by, start_date)
  where habit_id is null;
