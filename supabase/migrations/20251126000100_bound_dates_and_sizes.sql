-- Bounded dates and sizes (docs/domain.md "Limits").
--
-- Dates. A check-mark's date and a pause's dates are from 1900-01-01 to 9999-12-31: finite (no
-- 'infinity' / '-infinity') and not so old that a read walks hundreds of thousands of days.
-- * checkmarks_tracker and habit_pause gain check constraints (23514 through PostgREST: 400).
-- * save_habit_day refuses a date before 1900-01-01 with 22023 naming the bound, ahead of
--   anything else (a date after tomorrow was refused already).
-- * import_my_data and import_loop_habits refused dates before 1900-01-01 already
--   (private.import_date, 20251122000000; the Loop import's check in 20251125001100), with a
--   message naming the row.
-- * habit_performance_new walks a bounded calendar: from the habit's first day, but never before
--   1900-01-01 (habit_metadata.created_at is a writable column), to today, or to a check-mark up
--   to tomorrow (the latest day save_habit_day writes); a row outside those days is not counted.
--   A pause's ends are clamped into the calendar before its days are listed, so no date
--   arithmetic meets an infinite date. Strength no longer underflows: power(m, k) of a day k
--   steps back is computed only while k * ln(m) >= -700 (about 36 years for a daily habit), else
--   the term is 0; the terms left out are below 1e-304, so the rounded figure is what it was
--   whenever the read did not fail (Postgres raised 22003 "value out of range: underflow" once
--   m ^ k fell below the smallest float8).
--
-- Sizes. Work per call follows the payload, so the payload is capped before any work:
-- * a habit has at most 20 questions and a choice question at most 20 options (create_habit,
--   update_habit, create_habit_from_template through private.write_habit_children; the habit form
--   has the same caps, src/features/habits/lib/habit-form-schema.ts);
-- * save_habit_day takes at most one answer per question of the habit;
-- * import_my_data: at most 20 question_metadata rows per habit and 20 option_metadata rows per
--   question of the file (the same for question_template / option_template), naming the row.
-- Refusals are 22023 (invalid_parameter_value: 400 through PostgREST) naming the limit.
--
-- save_habit_day, private.write_habit_children and import_my_data keep their bodies, renamed
-- private.*_core; the function of the old name checks the bounds and calls it (the pattern of
-- 20251125009000_import_loop_reminders.sql).

-- ---------------------------------------------------------------------------------------------
-- Check constraints. Added NOT VALID: a database migrated before this one may hold such rows
-- (save_habit_day, direct inserts and pauses took any date up to tomorrow), and validating would
-- make this migration fail there. Deleting someone's rows in a migration is not ours to do;
-- habit_performance_new ignores them (its calendar is bounded) and any new or changed row is
-- checked. Where no row breaks a constraint (every new database), it is validated at once.
alter table public.checkmarks_tracker
  add constraint checkmarks_tracker_date_1900_to_9999_check
    check (date between date '1900-01-01' and date '9999-12-31') not valid;

alter table public.habit_pause
  add constraint habit_pause_dates_1900_to_9999_check
    check (start_date between date '1900-01-01' and date '9999-12-31'
           and (end_date is null or end_date <= date '9999-12-31')) not valid;

do $$
begin
  if not exists (
    select 1 from public.checkmarks_tracker c
     where not (c.date between date '1900-01-01' and date '9999-12-31')
  ) then
    alter table public.checkmarks_tracker
      validate constraint checkmarks_tracker_date_1900_to_9999_check;
  end if;
  if not exists (
    select 1 from public.habit_pause p
     where not (p.start_date between date '1900-01-01' and date '9999-12-31'
                and (p.end_date is null or p.end_date <= date '9999-12-31'))
  ) then
    alter table public.habit_pause validate constraint habit_pause_dates_1900_to_9999_check;
  end if;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- save_habit_day: the body of 20251125000100_number_questions_writes.sql as
-- private.save_habit_day_core; this checks the date's lower bound and the number of answers
-- first (one count of the habit's questions), then calls it.
alter function public.save_habit_day(bigint, date, jsonb, boolean, text) set schema private;
alter function private.save_habit_day(bigint, date, jsonb, boolean, text)
  rename to save_habit_day_core;
revoke all on function private.save_habit_day_core(bigint, date, jsonb, boolean, text)
  from public, anon;
grant execute on function private.save_habit_day_core(bigint, date, jsonb, boolean, text)
  to authenticated;

create function public.save_habit_day(
  p_habit_id bigint,
  p_date date,
  p_answers jsonb,
  p_skipped boolean default null,
  p_skip_note text default null
)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_questions integer;
begin
  -- Also '-infinity' and dates BC (a date after tomorrow, 'infinity' included, is refused by
  -- the core).
  if p_date < date '1900-01-01' then
    raise exception 'Date % is before 1900-01-01: days go from 1900-01-01 to tomorrow', p_date
      using errcode = '22023';
  end if;
  if jsonb_typeof(p_answers) = 'array' and jsonb_array_length(p_answers) > 1 then
    -- Row-level security: another user's habit counts no question (the core then says the
    -- habit is not found).
    select count(*) into v_questions
      from public.question_metadata q where q.habit_id = p_habit_id;
    if v_questions > 0 and jsonb_array_length(p_answers) > v_questions then
      raise exception '% answers for a habit of % question(s): at most one answer per question',
        jsonb_array_length(p_answers), v_questions using errcode = '22023';
    end if;
  end if;
  return private.save_habit_day_core(p_habit_id, p_date, p_answers, p_skipped, p_skip_note);
end;
$$;

revoke all on function public.save_habit_day(bigint, date, jsonb, boolean, text) from public, anon;
grant execute on function public.save_habit_day(bigint, date, jsonb, boolean, text)
  to authenticated;

-- ---------------------------------------------------------------------------------------------
-- private.write_habit_children (create_habit, update_habit, create_habit_from_template): the body
-- of 20251125000100_number_questions_writes.sql as private.write_habit_children_core; this checks
-- the number of questions and of each question's options first.
alter function private.write_habit_children(bigint, jsonb, boolean)
  rename to write_habit_children_core;
revoke all on function private.write_habit_children_core(bigint, jsonb, boolean) from public, anon;
grant execute on function private.write_habit_children_core(bigint, jsonb, boolean)
  to authenticated;

create function private.write_habit_children(p_habit_id bigint, p_habit jsonb, p_is_new boolean)
returns void
language plpgsql
set search_path = ''
as $$
declare
  v_questions jsonb := p_habit -> 'questions';
  v_big record;
begin
  -- Anything but a list of questions is explained by the core.
  if jsonb_typeof(v_questions) = 'array' then
    if jsonb_array_length(v_questions) > 20 then
      raise exception 'A habit has at most 20 questions, not %', jsonb_array_length(v_questions)
        using errcode = '22023';
    end if;
    select e.ordinality as i, jsonb_array_length(e.value -> 'options') as n into v_big
      from jsonb_array_elements(v_questions) with ordinality e
     where jsonb_typeof(e.value) = 'object' and jsonb_typeof(e.value -> 'options') = 'array'
       and jsonb_array_length(e.value -> 'options') > 20
     order by e.ordinality
     limit 1;
    if found then
      raise exception 'A question has at most 20 options; question % has %', v_big.i, v_big.n
        using errcode = '22023';
    end if;
  end if;
  perform private.write_habit_children_core(p_habit_id, p_habit, p_is_new);
end;
$$;

revoke all on function private.write_habit_children(bigint, jsonb, boolean) from public, anon;
grant execute on function private.write_habit_children(bigint, jsonb, boolean) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- import_my_data: the body of 20251125000200_import_number_questions.sql as
-- private.import_my_data_core; this first checks that no habit of the file has more than 20
-- questions and no question more than 20 options (the same for templates), naming the first row
-- beyond the limit. A list that is not a list of objects, or is longer than the core takes, is
-- left for the core to explain.
alter function public.import_my_data(jsonb) set schema private;
alter function private.import_my_data(jsonb) rename to import_my_data_core;
revoke all on function private.import_my_data_core(jsonb) from public, anon;
grant execute on function private.import_my_data_core(jsonb) to authenticated;

create function private.import_size_problem(p_data jsonb)
returns void
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_list record;
  v_bad record;
begin
  for v_list in
    select * from (values
      ('question_metadata', 'habit_id', 'habit_metadata', 'habit', 'questions'),
      ('option_metadata', 'question_id', 'question_metadata', 'question', 'options'),
      ('question_template', 'template_id', 'habit_template', 'template', 'questions'),
      ('option_template', 'que_temp_id', 'question_template', 'question', 'options')
    ) l (name, parent_field, parent_list, parent, children)
  loop
    continue when jsonb_typeof(p_data -> v_list.name) is distinct from 'array'
      or jsonb_array_length(p_data -> v_list.name) > 20000;
    select s.i, s.parent_id into v_bad
      from (
        select e.ordinality - 1 as i, e.value -> v_list.parent_field as parent_id,
               row_number() over (
                 partition by e.value -> v_list.parent_field order by e.ordinality) as n
          from jsonb_array_elements(p_data -> v_list.name) with ordinality e
         where jsonb_typeof(e.value) = 'object'
           and jsonb_typeof(e.value -> v_list.parent_field) = 'number'
      ) s
     where s.n > 20
     order by s.i
     limit 1;
    if found then
      raise exception using errcode = '22023', message = format(
        '%s[%s]: %s %s of this file has more than 20 %s (a %s has at most 20)',
        v_list.name, v_bad.i, v_list.parent_list, v_bad.parent_id, v_list.children,
        v_list.parent);
    end if;
  end loop;
end;
$$;

revoke all on function private.import_size_problem(jsonb) from public, anon;
grant execute on function private.import_size_problem(jsonb) to authenticated;

create function public.import_my_data(p_data jsonb)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if jsonb_typeof(p_data) = 'object' then
    perform private.import_size_problem(p_data);
  end if;
  return private.import_my_data_core(p_data);
end;
$$;

revoke all on function public.import_my_data(jsonb) from public, anon;
grant execute on function public.import_my_data(jsonb) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- habit_performance_new as in 20251125000100_number_questions_writes.sql (same columns and
-- figures), with a bounded calendar and strength without underflow (edits marked
-- `bounded_dates`).
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
