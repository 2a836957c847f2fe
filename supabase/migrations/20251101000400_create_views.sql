-- Read models. Every view is security_invoker, so the caller's row-level security applies to
-- the tables underneath, and every view is read-only for the API roles.

-- One row per check-mark with the sum of its answers. Kept a plain select from
-- checkmarks_tracker (no UNION, no aggregate at the top) so checkmark_id stays traceable to
-- checkmarks_tracker.id and PostgREST can embed answer_entry (cmt_id) through it:
-- `daily_habit_scores?select=*,answer_entry(*)`.
create view public.daily_habit_scores
with (security_invoker = true) as
select
  ct.id as checkmark_id,
  ct.habit_id,
  ct.date,
  coalesce(
    (select sum(ae.score_value) from public.answer_entry ae where ae.cmt_id = ct.id),
    0
  )::integer as total_score,
  ct.created_by
from public.checkmarks_tracker ct;

comment on view public.daily_habit_scores is
  'Per check-mark: the sum of its answers'' score_value. Embed answer_entry for the answers.';

-- ---------------------------------------------------------------------------------------------
-- Per consequence: how often it fired, how many of those were carried out, how many wait.
create view public.consequence_summary
with (security_invoker = true) as
select
  cm.habit_id,
  cm.id as consequence_id,
  cm.title,
  cm.kind,
  l.times_triggered,
  l.times_fulfilled,
  l.pending,
  l.last_triggered
from public.consequence_metadata cm
cross join lateral (
  select
    count(cl.id)::integer as times_triggered,
    count(cf.id)::integer as times_fulfilled,
    (count(cl.id) - count(cf.id))::integer as pending,
    max(cl.trigger_date) as last_triggered
  from public.consequence_log cl
  left join public.consequence_fulfillment cf on cf.log_id = cl.id
  where cl.consequence_id = cm.id
) l;

-- ---------------------------------------------------------------------------------------------
-- Per habit and period: the performance figures. Definitions (the app's pure score functions
-- follow the same ones):
-- * today is current_date; a period starts at max(first day, today - 29 | today - 6), where the
--   first day is the earlier of the habit's creation date and its first check-mark;
--   check-marks from the start on are counted (a check-mark for tomorrow included).
-- * day met: total >= daily_target, or any check-mark when the habit has no target.
-- * days_tracked: check-marks; days_met: met ones; total_score: sum of their totals;
--   average_score: total_score / days_tracked (2 decimals, 0 when none);
--   completion_pct: days_met / days from the period start to today, in % (1 decimal, <= 100).
-- * longest_streak: longest run of consecutive met dates (gaps and islands).
-- * current_streak: the run of met dates ending at today, or at yesterday when today has no
--   check-mark yet; 0 otherwise.
-- Every subquery is correlated to one habit, so `habit_id=eq.X` reads one habit's check-marks
-- through checkmarks_tracker (habit_id, date) instead of computing every habit.
create view public.habit_performance_new
with (security_invoker = true) as
select
  h.id as habit_id,
  p.period_type,
  s.days_tracked,
  s.days_met,
  s.total_score,
  s.average_score,
  round(100.0 * least(s.days_met, w.period_days) / w.period_days, 1) as completion_pct,
  s.current_streak,
  s.longest_streak,
  s.last_checkmark_date
from public.habit_metadata h
cross join (
  values ('all_time'::text, null::integer), ('last_30_days', 30), ('last_7_days', 7)
) as p (period_type, span_days)
cross join lateral (
  select least(
    h.created_at::date,
    (select min(c.date) from public.checkmarks_tracker c where c.habit_id = h.id)
  ) as first_day
) f
cross join lateral (
  -- greatest() ignores the null that all_time's missing span yields.
  select
    greatest(f.first_day, current_date - (p.span_days - 1)) as start_date,
    greatest(current_date - greatest(f.first_day, current_date - (p.span_days - 1)) + 1, 1)
      as period_days
) w
cross join lateral (
  with days as (
    select
      c.date,
      coalesce(
        (select sum(a.score_value) from public.answer_entry a where a.cmt_id = c.id),
        0
      )::integer as total
    from public.checkmarks_tracker c
    where c.habit_id = h.id and c.date >= w.start_date
  ),
  met as (
    select d.date, d.date - (row_number() over (order by d.date))::integer as island
    from days d
    where h.daily_target is null or d.total >= h.daily_target
  ),
  islands as (
    select min(m.date) as first_day, max(m.date) as last_day, count(*)::integer as length
    from met m
    group by m.island
  ),
  anchor as (
    select case
      when exists (select 1 from days d where d.date = current_date) then current_date
      else current_date - 1
    end as day
  )
  select
    (select count(*)::integer from days) as days_tracked,
    (select count(*)::integer from met) as days_met,
    (select coalesce(sum(d.total), 0)::integer from days d) as total_score,
    (select coalesce(round(avg(d.total), 2), 0) from days d) as average_score,
    coalesce(
      (select a.day - i.first_day + 1
       from islands i, anchor a
       where a.day between i.first_day and i.last_day),
      0
    ) as current_streak,
    (select coalesce(max(i.length), 0) from islands i) as longest_streak,
    (select max(d.date) from days d) as last_checkmark_date
) s;

-- ---------------------------------------------------------------------------------------------
-- Legacy upper-case read-only view for older clients.
create view public."OPTION_METADATA"
with (security_invoker = true) as
select
  o.id as "OPTION_ID",
  q.habit_id as "HABIT_ID",
  o.label,
  o.score_value
from public.option_metadata o
join public.question_metadata q on q.id = o.question_id;

-- ---------------------------------------------------------------------------------------------
revoke all on public.daily_habit_scores, public.consequence_summary,
  public.habit_performance_new, public."OPTION_METADATA" from anon;
revoke insert, update, delete, truncate, references, trigger on public.daily_habit_scores,
  public.consequence_summary, public.habit_performance_new, public."OPTION_METADATA"
  from authenticated;
grant select on public.daily_habit_scores, public.consequence_summary,
  public.habit_performance_new, public."OPTION_METADATA" to authenticated;
