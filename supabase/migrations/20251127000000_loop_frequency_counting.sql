-- Loop's counting for frequency habits (docs/schedules.md "Days done by the frequency"). Until
-- now a "N times in D days" habit was on track on a day when the D days ending on it held N met
-- days, so the days before the N-th met day of a window (and a single met day) broke its streaks
-- where Loop Habit Tracker shows them done. Now, as in Loop, a frequency habit's day counts as done
-- (on track) when it is met or lies inside one of the habit's frequency windows:
--
-- 1. its met days, newest first; every N of them in a row that fit inside D days open a window
--    of D days beginning on the oldest of them (D = 30 or 31: the length of the month it begins
--    in, or of the next month when it begins on a month's last day); the newest is its center;
-- 2. newest to oldest, a window reaching into the newer window before it slides back until it
--    ends the day before that one begins, but never so far that it ends before its center;
-- 3. every day inside a window is done.
--
-- src/lib/scores/frequency-windows.ts computes the same;
-- tests/integration/loop-frequency-counting.test.ts and habit-performance-schedules.test.ts
-- compare the two. Daily and weekday habits
-- (freq_den = 1) are unchanged: a day is done when it is met. Neutral days (skipped, paused) stay
-- neutral inside a window: they count nowhere, as before. days_met still counts met days only.

-- How many days a window beginning on p_begin lasts (rule 1).
create or replace function private.frequency_window_length(p_begin date, p_den integer)
returns integer
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when p_den in (30, 31) then (
      select ((date_trunc('month', m::timestamp) + interval '1 month')::date
              - date_trunc('month', m::timestamp)::date)
        from (select case when extract(day from p_begin + 1) = 1 then p_begin + 1 else p_begin end
                as m) x
    )
    else p_den
  end
$$;

-- The days inside a frequency habit's windows (rules 1 to 3), each once, from its met days.
-- Nothing for p_den <= 1.
create or replace function private.frequency_done_days(p_met date[], p_num integer, p_den integer)
returns setof date
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
declare
  v_begin date[];
  v_center date[];
  v_end date[];
  v_overlap integer;
  v_shift integer;
  v_from date;
  v_to date;
  r record;
begin
  if p_met is null or p_num is null or p_den is null or p_den <= 1 or p_num < 1 then
    return;
  end if;
  -- Rule 1: the windows, newest first.
  select array_agg(w.b order by w.b desc), array_agg(w.c order by w.b desc),
         array_agg(w.b + private.frequency_window_length(w.b, p_den) - 1 order by w.b desc)
    into v_begin, v_center, v_end
    from (
      select x.d as b, x.c
        from (
          select u.d, lag(u.d, p_num - 1) over (order by u.d desc) as c
            from (select distinct m.d from unnest(p_met) as m(d) where m.d is not null) u
        ) x
       where x.c is not null and x.c - x.d < private.frequency_window_length(x.d, p_den)
    ) w;
  if v_begin is null then
    return;
  end if;
  -- Rule 2: slide back, newest to oldest.
  for k in 2 .. array_length(v_begin, 1) loop
    v_overlap := v_end[k] - v_begin[k - 1];
    if v_overlap >= 0 then
      v_shift := least(v_end[k] - v_center[k], v_overlap + 1);
      v_begin[k] := v_begin[k] - v_shift;
      v_end[k] := v_end[k] - v_shift;
    end if;
  end loop;
  -- Rule 3: the days of the windows, overlapping windows merged so each day comes once.
  for r in select w.b, w.e from unnest(v_begin, v_end) as w(b, e) order by w.b loop
    if v_from is null then
      v_from := r.b;
      v_to := r.e;
    elsif r.b <= v_to + 1 then
      v_to := greatest(v_to, r.e);
    else
      return query select v_from + g from generate_series(0, v_to - v_from) g;
      v_from := r.b;
      v_to := r.e;
    end if;
  end loop;
  return query select v_from + g from generate_series(0, v_to - v_from) g;
end
$$;

revoke all on function private.frequency_window_length(date, integer) from public, anon;
grant execute on function private.frequency_window_length(date, integer)
  to authenticated, service_role;
revoke all on function private.frequency_done_days(date[], integer, integer) from public, anon;
grant execute on function private.frequency_done_days(date[], integer, integer)
  to authenticated, service_role;

-- habit_performance_new as in 20251126000200_met_means_done.sql, with a frequency habit's day on
-- track when it is met or inside one of its windows (the changed lines are marked
-- `loop_frequency`).
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
  -- loop_frequency: the days inside the habit's frequency windows (none when freq_den = 1), from
  -- its met days: check-marks not skipped, not paused, reaching the target.
  covered as (
    select f.date
      from private.frequency_done_days(
        (select array_agg(m.date)
           from marks m
          where h.freq_den > 1
            and not m.skipped
            and private.is_day_met(m.total, h.daily_target)
            and not exists (
              select 1 from public.habit_pause p
               where (p.habit_id = h.id or (p.habit_id is null and p.created_by = h.created_by))
                 and m.date >= p.start_date and (p.end_date is null or m.date <= p.end_date))),
        h.freq_num, h.freq_den) as f(date)
  ),
  -- loop_frequency: the first day is also no later than the first day inside a window (a window
  -- can begin before the first met day, as in Loop).
  -- bounded_dates: the calendar is finite and starts no earlier than 1900-01-01 (created_at is a
  -- writable column; rows older than the check constraints may hold any date); it ends at today,
  -- or at a check-mark up to tomorrow, by the server's date or the user's.
  bounds as (
    select
      least(greatest(date '1900-01-01',
                     least(h.created_at::date, (select min(m.date) from marks m),
                           (select min(cv.date) from covered cv))),
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
      -- loop_frequency
      (s.met or cv.date is not null) as on_track,
      case when h.freq_den = 1 then s.completion
           else least(1::float8, sum(s.completion) over by_strength_den / sc.strength_num)
      end as c,
      count(*) filter (where not s.neutral) over (order by s.date) as steps
    from scored s
    left join covered cv on cv.date = s.date
    cross join sched sc
    window
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
