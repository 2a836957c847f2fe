-- "Met" means done (docs/domain.md "Day met"). Until now a habit without a daily target counted
-- every answered day as met, so a "No", a 0-point answer or 2 of 8 glasses showed as met, with a
-- streak, strength and no missed-day penalty. Now, with no target, a day is met when its total is
-- above zero; with a target, when the total reaches it (as before). src/lib/scores/daily.ts
-- (`isDayMet`) says the same; tests/integration/habit-performance-schedules.test.ts compares the
-- two.
--
-- The rule lives in one function, private.is_day_met, so that the view below and any later reader
-- share it instead of repeating the expression.
--
-- Existing habits are judged by the new rule. A habit whose only question is a number question
-- ("glasses of water, at least 8") and that has no target gets its points as its target, so its day
-- is met when the number's target is reached (a new number habit gets the same from the add form):
-- otherwise any glass would count.

create or replace function private.is_day_met(p_total integer, p_target integer)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case when p_target is null then p_total > 0 else p_total >= p_target end
$$;

revoke all on function private.is_day_met(integer, integer) from public, anon;
grant execute on function private.is_day_met(integer, integer) to authenticated, service_role;

update public.habit_metadata h
   set daily_target = q.points
  from public.question_metadata q
 where q.habit_id = h.id
   and h.daily_target is null
   and q.kind = 'number'
   and q.points > 0
   and (select count(*) from public.question_metadata q2 where q2.habit_id = h.id) = 1;

-- habit_performance_new as in 20251126000100_bound_dates_and_sizes.sql, with the met rule above
-- (the one changed line is marked `met_means_done`).
create or replace view public.habit_performance_new
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
  -- bounded_dates: the calendar is finite and starts no earlier than 1900-01-01 (created_at is a
  -- writable column; rows older than the check constraints may hold any date); it ends at today,
  -- or at a check-mark up to tomorrow, by the server's date or the user's.
  bounds as (
    select
      least(greatest(date '1900-01-01',
                     least(h.created_at::date, (select min(m.date) from marks m))),
            date '9999-12-31') as first_day,
      least(greatest(t.today, (select max(m.date) from marks m)),
            greatest(t.today, current_date) + 1) as last_day
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
      -- bounded_dates: both ends clamped into the calendar (a pause outside it gives an empty
      -- series), so no date arithmetic meets an infinite date.
      cross join lateral generate_series(
        greatest(least(p.start_date, b.last_day + 1), b.first_day) - b.first_day,
        greatest(least(p.end_date, b.last_day), b.first_day - 1) - b.first_day
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
      -- number_questions: a number question's maximum is its points.
      coalesce((
        select sum(case when q.kind = 'number' then q.points else (
                   select max(o.score_value) from public.option_metadata o
                    where o.question_id = q.id) end)
          from public.question_metadata q
         where q.habit_id = h.id
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
      -- met_means_done
      (not c.neutral and c.has_mark and private.is_day_met(c.total, h.daily_target))
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
    -- bounded_dates: a term below e^-700 (m < 1, so ln(m) < 0) is 0 instead of an underflow.
    select round((100 * coalesce(sum(
      (1 - sc.m) * tr.c * case when (n.steps - tr.steps) * ln(sc.m) >= -700
                               then power(sc.m, n.steps - tr.steps) else 0 end), 0))::numeric, 1)
      as value
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
