-- A habit's rows all belong to its owner, but the planner assumes habit_id and created_by are
-- independent: with many users in the table it multiplies their selectivities, expects about one
-- row for "this habit's check-marks, filtered by row-level security to mine", and reads both
-- indexes (a BitmapAnd over every check-mark of the user) and sorts, instead of walking the
-- habit's (habit_id, date) index in order and stopping at the page's limit. Functional-dependency
-- statistics tell it that habit_id (and a check-mark, for answers) determines the owner; ANALYZE
-- (autovacuum's, or an explicit one) fills them in. Measured by bench/scale.ts (README "Scale").
-- No ANALYZE here: on a new, empty database it would record the tables as empty (reltuples 0
-- rather than "never counted"), and the planner would then plan the first big import's checks
-- as if the tables held nothing (nested loops over 100 000 rows).
create statistics if not exists public.checkmarks_tracker_owner_dependency (dependencies)
  on habit_id, created_by from public.checkmarks_tracker;

create statistics if not exists public.answer_entry_owner_dependency (dependencies)
  on cmt_id, created_by from public.answer_entry;

create statistics if not exists public.question_metadata_owner_dependency (dependencies)
  on habit_id, created_by from public.question_metadata;

