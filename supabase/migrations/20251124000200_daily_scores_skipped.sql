-- daily_habit_scores shows whether a check-mark is a skipped day (migration 20251124000000), so
-- the screens (home, tableview, insights) and the consequence runner, which read check-marks
-- through this view, see skips without a second read. Two columns added at the end; the others
-- and the embedding of answer_entry through checkmark_id are unchanged.
create or replace view public.daily_habit_scores
with (security_invoker = true) as
select
  ct.id as checkmark_id,
  ct.habit_id,
  ct.date,
  coalesce(
    (select sum(ae.score_value) from public.answer_entry ae where ae.cmt_id = ct.id),
    0
  )::integer as total_score,
  ct.created_by,
  ct.skipped,
  ct.skip_note
from public.checkmarks_tracker ct;

comment on view public.daily_habit_scores is
  'Per check-mark: the sum of its answers'' score_value, and whether the day was skipped. Embed answer_entry for the answers.';
