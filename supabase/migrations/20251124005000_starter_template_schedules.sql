-- Starter templates seeded before habits had schedules get the schedules supabase/seed.sql now
-- gives them: Exercise 3 times a week, Reading 5 times a week (docs/schedules.md). Only a starter
-- (created_by null) still on the default schedule (every day) is changed, so running this on a
-- database seeded afterwards, or where a starter was changed by hand, changes nothing. Users'
-- habits and their own templates are never touched.
update public.habit_template t
   set freq_num = s.freq_num, freq_den = s.freq_den
  from (values ('Exercise', 3, 7), ('Reading', 5, 7)) as s (name, freq_num, freq_den)
 where t.created_by is null
   and t.name = s.name
   and t.freq_num = 1 and t.freq_den = 1 and t.weekdays is null;
