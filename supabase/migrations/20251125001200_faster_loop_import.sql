-- A faster Loop import (docs/loop-import.md, "The write"): fewer checks per inserted row, the same
-- rules.
--
-- * checkmarks_tracker.created_by and answer_entry.created_by lose their foreign keys to
--   auth.users. Each ran one look-up per inserted row (about 0.6 s per table for the 100 000 days
--   of a 10-year import, EXPLAIN ANALYZE on the local backend) and guaranteed nothing the parent
--   chain does not: a check-mark's created_by is its habit's (check_new_checkmarks on insert,
--   check_parent_owner on update), an answer's is its check-mark's and question's
--   (check_new_answer_entries, check_answer_entry), and the habit's created_by references
--   auth.users on delete cascade, so deleting an account deletes its habits, their check-marks
--   (habit_id on delete cascade) and their answers (cmt_id on delete cascade). Row-level
--   security still requires created_by = auth.uid() on every insert and update.
-- * import_loop_habits (20251125001100_import_loop_habits.sql, where the faster version now
--   stands itself) computes a number answer's score in the insert (private.number_answer_score's
--   formula, written out: a SQL function with its own search_path is never inlined, so it was one
--   function call, with its search_path set and reset, per number answer), writes created_by (the
--   caller) itself instead of leaving it to the column default, and runs with work_mem 64MB so the
--   statement-level checks' transition tables (100 000 rows) and its sorts stay in memory instead
--   of spilling to temporary files. Every check, message and result is unchanged.
--
-- Measured with bench/loop-import.ts (10-year backup, 98 449 entries, CPU time of the process):
-- 12.5 to 13.7 s before, 9.5 to 10.0 s after on the shared 2-core development machine.

alter table public.checkmarks_tracker drop constraint checkmarks_tracker_created_by_fkey;
alter table public.answer_entry drop constraint answer_entry_created_by_fkey;

