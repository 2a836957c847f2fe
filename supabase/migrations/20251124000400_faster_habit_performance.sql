-- habit_performance_new, faster (the figures are those of 20251124000000, unchanged; the
-- comparison with src/lib/scores/schedule.ts in tests/integration/habit-performance-schedules.test.ts
-- still holds). Two costs of the first version grew with the length of a habit's history:
-- * the current streak looked up the anchor day's run with a subquery evaluated once per day of
--   the period (quadratic in the days: about half a second for a five-year habit);
-- * each calendar day looked for a pause covering it with a subquery of its own.
-- Now the anchor's run is found once and joined, and the paused days are listed once per habit
-- (one generate_series per pause, clipped to the habit's calendar) and joined.
--
-- The definitions are in the comment above the view in 20251124000000_add_schedules_skips_pauses.sql.
drop view public.habit_performance_new;

create view public.habit_performance_new
with (security_invoker = true) as
select
  h.id as habit_id,
  s.period_type,
  s.days_tracked,
  s.days_met,
  s.total_score,
  s.average_score,
  s.completion_pct,
  s.current_streak,
  s.longest_streak,
  s.last_checkmark_date,
  s.strength
from public.habit_metadata h
-- offset 0 keeps the subquery from being pulled up: client_today() runs once per statement.
cross join (select private.client_today() as today offset 0) t
cross join lateral (
  with marks as (
    select
      c.date,
      c.skipped,
      coalesce(
        (select sum(a.score_value) from public.answer_entry a where a.cmt_id = c.id),
        0
      )::integer as total
    from public.checkmarks_tracker c
    where c.habit_id = h.id
  ),
  bounds as (
    select
      least(h.created_at::date, (select min(m.date) from marks m)) as first_day,
      greatest(t.today, (select max(m.date) from marks m)) as last_day
  ),
  -- Each paused day of the calendar once: the pauses of this habit and of every habit.
  paused as (
    select distinct b.first_day + i as date
      from (
        select p.start_date, coalesce(p.end_date, 'infinity'::date) as end_date
          from public.habit_pause p
         where p.habit_id = h.id
        union all
        select p.start_date, coalesce(p.end_date, 'infinity'::date)
          from public.habit_pause p
         where p.habit_id is null and p.created_by = h.created_by
      ) p
      cross join bounds b
      cross join lateral generate_series(
        greatest(p.start_date, b.first_day) - b.first_day,
        least(p.end_date, b.last_day) - b.first_day
      ) i
  ),
  sched as (
    select
      power(0.5::float8, sqrt(
        case when h.weekdays is null then h.freq_num::float8 / h.freq_den
             else length(replace(h.weekdays::integer::bit(7)::text, '0', ''))::float8 / 7
        end) / 13) as m,
      (case when h.freq_num < h.freq_den then 2 * h.freq_num else h.freq_num end)::float8
        as strength_num,
      coalesce((
        select sum(b.best)
          from (
            select max(o.score_value) as best
              from public.question_metadata q
              join public.option_metadata o on o.question_id = q.id
             where q.habit_id = h.id
             group by q.id
          ) b
      ), 0)::float8 as max_score
  ),
  cal as (
    select
      d.date,
      (m.date is not null and not m.skipped) as has_mark,
      coalesce(m.total, 0) as total,
      (coalesce(m.skipped, false)
        or (h.weekdays is not null
            and (h.weekdays::integer >> (extract(isodow from d.date)::integer - 1)) & 1 = 0)
        or pd.date is not null
      ) as neutral
    from (
      select b.first_day + i as date
        from bounds b, generate_series(0, b.last_day - b.first_day) i
    ) d
    left join marks m on m.date = d.date
    left join paused pd on pd.date = d.date
  ),
  scored as (
    select
      c.date,
      c.has_mark,
      c.total,
      c.neutral,
      (not c.neutral and c.has_mark and (h.daily_target is null or c.total >= h.daily_target))
        as met,
      case
        when c.neutral then 0::float8
        when sc.max_score <= 0 then case when c.total > 0 then 1::float8 else 0::float8 end
        else least(1::float8, greatest(0::float8, c.total / sc.max_score))
      end as completion
    from cal c, sched sc
  ),
  tracked as (
    select
      s.date,
      s.has_mark,
      s.total,
      s.neutral,
      s.met,
      case when h.freq_den = 1 then s.met
           else sum(s.met::integer) over by_den >= h.freq_num
      end as on_track,
      case when h.freq_den = 1 then s.completion
           else least(1::float8, sum(s.completion) over by_strength_den / sc.strength_num)
      end as c,
      count(*) filter (where not s.neutral) over (order by s.date) as steps
    from scored s, sched sc
    window
      by_den as (order by s.date rows between h.freq_den - 1 preceding and current row),
      by_strength_den as (
        order by s.date
        rows between (case when h.freq_num < h.freq_den then 2 * h.freq_den else h.freq_den end) - 1
        preceding and current row)
  ),
  strength as (
    select round((100 * coalesce(sum(
      (1 - sc.m) * tr.c * power(sc.m, n.steps - tr.steps)), 0))::numeric, 1) as value
    from sched sc
    cross join (
      select coalesce(max(tr2.steps), 0) as steps from tracked tr2 where tr2.date <= t.today
    ) n
    left join tracked tr on not tr.neutral and tr.date <= t.today
  ),
  periods as (
    select p.period_type, greatest(b.first_day, t.today - (p.span_days - 1)) as start_date
    from bounds b
    cross join (
      values ('all_time'::text, null::integer), ('last_30_days', 30), ('last_7_days', 7)
    ) as p (period_type, span_days)
  )
  select
    p.period_type,
    a.days_tracked,
    a.days_met,
    a.total_score,
    a.average_score,
    round(100.0 * least(a.on_track_days, greatest(a.due_days, 1)) / greatest(a.due_days, 1), 1)
      as completion_pct,
    k.current_streak,
    k.longest_streak,
    a.last_checkmark_date,
    st.value as strength
  from periods p
  cross join strength st
  cross join lateral (
    select
      (count(*) filter (where tr.has_mark))::integer as days_tracked,
      (count(*) filter (where tr.met))::integer as days_met,
      coalesce(sum(tr.total) filter (where tr.has_mark), 0)::integer as total_score,
      coalesce(round(avg(tr.total) filter (where tr.has_mark), 2), 0) as average_score,
      (count(*) filter (where tr.date <= t.today))::integer as due_days,
      (count(*) filter (where tr.on_track))::integer as on_track_days,
      max(tr.date) filter (where tr.has_mark) as last_checkmark_date
    from tracked tr
    where tr.date >= p.start_date and not tr.neutral
  ) a
  cross join lateral (
    with runs as (
      select
        tr.date,
        tr.on_track,
        row_number() over (order by tr.date)
          - row_number() over (partition by tr.on_track order by tr.date) as island
      from tracked tr
      where tr.date >= p.start_date and not tr.neutral
    ),
    anchor as (
      select case
        when exists (select 1 from runs r where r.date = t.today and r.on_track) then t.today
        else (select max(r.date) from runs r where r.date < t.today)
      end as day
    ),
    -- The run holding the anchor day, found once (a join, not a subquery per row).
    anchored as (
      select r.island, an.day from runs r join anchor an on r.date = an.day where r.on_track
    )
    select
      coalesce((
        select count(*)::integer
          from runs r join anchored x on r.island = x.island
         where r.on_track and r.date <= x.day
      ), 0) as current_streak,
      coalesce((
        select max(l.length)
          from (select count(*)::integer as length from runs r where r.on_track group by r.island) l
      ), 0) as longest_streak
  ) k
) s;

revoke all on public.habit_performance_new from anon;
revoke insert, update, delete, truncate, references, trigger on public.habit_performance_new
  from authenticated;
grant select on public.habit_performance_new to authenticated;
