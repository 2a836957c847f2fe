-- daily_group_scores, fast (issue 26): the same rows, read through a function that knows the range.
--
-- The view of 20251128000000_create_habit_groups.sql generated each habit's whole calendar (every
-- day since its first) and filtered the dates afterwards; for each of those days it looked the
-- day's check-mark up among all of the habit's check-marks (the lookup used the habit only, the
-- date was a join filter), and a "N times in D days" habit's windows were worked out over its whole
-- history. At `npm run seed:large` size (50 habits x 5 years in 8 groups) a group's last 120 days
-- (insights) took 0.4 to 1.3 s on PGlite and 0.5 s on PostgreSQL 15, a year 1.2 to 3.4 s (the
-- spread is the machine's load); now tens of milliseconds (the commit message has the figures).
--
-- * public.daily_group_scores_in_range(p_from, p_to, p_group_id): the rows of daily_group_scores
--   with a date in [p_from, p_to] (null: unbounded), of one group or (p_group_id null) of every
--   group. Each habit's calendar is generated for that range only; the day's check-mark is found
--   by (habit_id, date) (checkmarks_tracker_habit_id_date_idx); a frequency habit's windows are
--   worked out from its met days since p_from less the longest window (below). What a habit needs
--   once (its first and last day, maximum daily score, pauses, windows) is computed once per
--   habit, not per day. SECURITY INVOKER (row-level security applies: another user's rows are
--   not there) and inlined by the planner (SQL, STABLE, no SET clause), so the filters of a
--   query over it reach the tables. src/api/daily-group-scores.ts reads through it.
-- * public.daily_group_scores: the same view (name, columns, rows, security_invoker, its group_id
--   still traced to habit_metadata.group_id, so PostgREST keeps its relationship to habit_group),
--   now the function over every date, per group; filters on group_id and date reach it.
--
-- The rules are those of the first migration (docs/domain.md "Group total"; the same rules for
-- the screens in src/lib/scores/group-total.ts): a habit of the group counts on a date of its
-- calendar (its first day, the earliest of its creation date, its first check-mark and today,
-- through today, or through a later check-mark up to tomorrow) unless the day is skipped, in one
-- of its pauses or a pause of every habit, a weekday habit's day off, an unanswered day inside a
-- frequency window (done by the frequency), or an unanswered day of an archived habit.
--
-- Why the windows need only the met days from p_from less the longest window
-- (private.frequency_done_days): a window begins on a met day and depends on the met days after
-- it (rule 1); a window is slid back by the newer window next to it, never by an older one
-- (rule 2). So the windows beginning at or after a day d come out the same without the met days
-- before d, and a window beginning before d minus its length (at most 31 days for the "month"
-- frequencies 30 and 31, freq_den otherwise) ends before d, even slid back. From p_from less
-- greatest(freq_den, 31), every window reaching the range is found as over the whole history.

create function public.daily_group_scores_in_range(
  p_from date,
  p_to date,
  p_group_id bigint default null
)
returns table (
  group_id bigint,
  date date,
  total_score integer,
  max_score integer,
  habits_answered integer
)
language sql
stable
-- No SET clause (search_path): it would stop the planner from inlining the function, and with it
-- the filters of the view; every name below is schema-qualified.
as $$
select
  h.group_id,
  cal.date,
  sum(coalesce(c.total, 0))::integer as total_score,
  sum(hx.max_score)::integer as max_score,
  (count(c.id))::integer as habits_answered
from public.habit_metadata h
-- offset 0 keeps the subquery from being pulled up: client_today() runs once per statement.
cross join (select private.client_today() as today offset 0) t
-- What the days of one habit need, once per habit (each offset 0 keeps the planner from pulling
-- the subquery up and evaluating it again for each day): the days to generate [lo, hi] (the
-- habit's calendar within the range), its maximum daily score (as habit_performance_new: a
-- question's best option, a number question's points), its pauses and those of every habit, and
-- a frequency habit's days inside its windows (from its met days: not skipped, not paused,
-- reaching the target), the last two as multiranges, so each day's test is a search.
cross join lateral (
  select
    r.lo,
    r.hi,
    r.max_score,
    r.paused,
    case when h.freq_den > 1 and not h.archived and r.lo <= r.hi then (
      select range_agg(daterange(f.date, f.date, '[]')) from private.frequency_done_days(
        (select array_agg(w.date)
           from public.checkmarks_tracker w
          where w.habit_id = h.id
            and w.date >= r.lo - greatest(h.freq_den, 31)
            and not w.skipped
            and not coalesce(r.paused @> w.date, false)
            and private.is_day_met(
                  coalesce((select sum(a.score_value) from public.answer_entry a
                             where a.cmt_id = w.id), 0)::integer,
                  h.daily_target)),
        h.freq_num, h.freq_den) as f(date))
    end as covered
  from (
    select
      greatest(b.first_day, p_from) as lo,
      least(b.last_day, p_to) as hi,
      (select coalesce(sum(case when q.kind = 'number' then q.points else (
                select max(o.score_value) from public.option_metadata o
                 where o.question_id = q.id) end), 0)::integer
         from public.question_metadata q
        where q.habit_id = h.id) as max_score,
      (select range_agg(daterange(p.start_date, p.end_date, '[]'))
         from public.habit_pause p
        where p.habit_id = h.id or (p.habit_id is null and p.created_by = h.created_by)) as paused
    from (
      select
        least(greatest(date '1900-01-01', least(h.created_at::date, t.today,
                (select min(m.date) from public.checkmarks_tracker m where m.habit_id = h.id))),
              date '9999-12-31') as first_day,
        least(greatest(t.today,
                (select max(m.date) from public.checkmarks_tracker m where m.habit_id = h.id)),
              greatest(t.today, current_date) + 1) as last_day
      offset 0
    ) b
    offset 0
  ) r
  offset 0
) hx
cross join lateral (
  select hx.lo + i as date from generate_series(0, hx.hi - hx.lo) i
) cal
-- The day's check-mark and its total, by (habit_id, date); offset 0 keeps it a lookup per day
-- (pulled up, the date was only a join filter over all of the habit's check-marks).
left join lateral (
  select c.id, c.skipped,
         (select coalesce(sum(a.score_value), 0) from public.answer_entry a
           where a.cmt_id = c.id)::integer as total
    from public.checkmarks_tracker c
   where c.habit_id = h.id and c.date = cal.date
  offset 0
) c on true
where h.group_id is not null
  and (p_group_id is null or h.group_id = p_group_id)
  and not coalesce(c.skipped, false)
  and (h.weekdays is null
       or (h.weekdays::integer >> (extract(isodow from cal.date)::integer - 1)) & 1 = 1)
  and not coalesce(hx.paused @> cal.date, false)
  and (c.id is not null
       or (not h.archived and not coalesce(hx.covered @> cal.date, false)))
group by h.group_id, cal.date
$$;

comment on function public.daily_group_scores_in_range(date, date, bigint) is
  'The rows of daily_group_scores dated p_from through p_to (null: unbounded), of group p_group_id or (null) of every group; each habit''s days generated for that range only.';

revoke all on function public.daily_group_scores_in_range(date, date, bigint) from public, anon;
grant execute on function public.daily_group_scores_in_range(date, date, bigint) to authenticated;

-- Per group of the user, the function over every date. group_id comes from habit_metadata (not
-- from the function) so that PostgREST still sees it as habit_metadata.group_id: the view's
-- relationship to habit_group (habit_metadata_group_id_fkey) stays.
create or replace view public.daily_group_scores
with (security_invoker = true) as
select g.group_id, s.date, s.total_score, s.max_score, s.habits_answered
  from (select distinct h.group_id from public.habit_metadata h where h.group_id is not null) g
  cross join lateral public.daily_group_scores_in_range(null, null, g.group_id) s;

comment on view public.daily_group_scores is
  'Per group and date: the sum of its habits'' daily totals (total_score) and maximum daily scores (max_score) and how many answered; skipped, paused and not-due habits left out. daily_group_scores_in_range reads a range faster.';
