-- habit_performance_new counts "today" as the user's date, not the server's.
--
-- The view's periods and current_streak hang on today. It used current_date, the server's date:
-- on hosted Supabase that is UTC, so for a user west of UTC the evening already counts as
-- tomorrow, today's not-yet-answered check-mark as missing, and the current streak showed 0
-- until they answered (east of UTC, a morning's check-mark counted as tomorrow's and was left
-- out of the streak). It also ignored the app's "Day starts at" setting.
--
-- The app now sends its today (the local date, after "Day starts at") in the request header
-- `x-client-date: yyyy-mm-dd` with its reads of the view. PostgREST hands every request header to
-- the statement in the `request.headers` setting (JSON, lower-case names), on hosted Supabase as
-- on the local backend, and private.client_today() reads it there. A header that is missing, not
-- a real date, or more than a day away from the server's date (no time zone is) is ignored:
-- today is then current_date, as before, so other clients see no change. The value only shifts
-- the caller's own figures; row-level security is untouched.
--
-- The view is replaced with the same columns; only current_date became t.today.

create or replace function private.client_today()
returns date
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_text text;
  v_date date;
begin
  begin
    v_text := nullif(current_setting('request.headers', true), '')::json ->> 'x-client-date';
  exception when others then
    return current_date; -- request.headers is not JSON: not set by PostgREST
  end;
  if v_text is null or v_text !~ '^\d{4}-\d{2}-\d{2}$' then
    return current_date;
  end if;
  begin
    v_date := v_text::date;
  exception when others then
    return current_date; -- e.g. 2026-02-30
  end;
  if v_date between current_date - 1 and current_date + 1 then
    return v_date;
  end if;
  return current_date;
end;
$$;

revoke all on function private.client_today() from public, anon;
grant execute on function private.client_today() to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Per habit and period: the performance figures. Definitions (the app's pure score functions
-- follow the same ones):
-- * today is private.client_today() (the x-client-date header, else current_date); a period
--   starts at max(first day, today - 29 | today - 6), where the first day is the earlier of the
--   habit's creation date and its first check-mark;
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
create or replace view public.habit_performance_new
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
-- offset 0 keeps the subquery from being pulled up: client_today() runs once per statement.
cross join (select private.client_today() as today offset 0) t
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
    greatest(f.first_day, t.today - (p.span_days - 1)) as start_date,
    greatest(t.today - greatest(f.first_day, t.today - (p.span_days - 1)) + 1, 1)
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
      when exists (select 1 from days d where d.date = t.today) then t.today
      else t.today - 1
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
