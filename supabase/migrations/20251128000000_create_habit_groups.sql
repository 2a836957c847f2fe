-- Groups of habits (issue 26; docs/domain.md "Group"): a user files habits under named, coloured,
-- ordered groups ("Morning routine", "Health"), and each group has a daily total.
--
-- * public.habit_group: id, name (trimmed, 1..60 characters), color, position, created_by,
--   created_at; one user's, row-level security as every table.
-- * public.habit_metadata.group_id: the habit's group, null for none. Deleting a group sets it to
--   null (its habits stay, with their history). A trigger refuses a group of another user, as the
--   other parent checks do (private.check_parent_owner).
-- * public.reorder_habit_groups(p_group_ids): the groups in a new order, in one call.
-- * public.daily_group_scores: per group and date, the sum of its habits' daily totals and of
--   their maximum daily scores, and how many answered; neutral and not-due days left out (below).

-- ---------------------------------------------------------------------------------------------
create table public.habit_group (
  id bigint generated always as identity primary key,
  -- Stored trimmed: ' Morning' is refused, as an empty or a 61-character name.
  name text not null
    constraint habit_group_name_check check (char_length(name) between 1 and 60 and name = btrim(name)),
  color text not null default '#0f766e' check (color ~ '^#[0-9a-fA-F]{6}$'),
  position integer not null default 0 check (position >= 0),
  created_by uuid not null default auth.uid() references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);

-- Home and the group list read a user's groups in order; the policy column is the leading one.
create index habit_group_created_by_position_idx on public.habit_group (created_by, position);

alter table public.habit_group enable row level security;

create policy "habit_group: owner can select" on public.habit_group
  for select to authenticated using ((select auth.uid()) = created_by);
create policy "habit_group: owner can insert" on public.habit_group
  for insert to authenticated with check ((select auth.uid()) = created_by);
create policy "habit_group: owner can update" on public.habit_group
  for update to authenticated
  using ((select auth.uid()) = created_by) with check ((select auth.uid()) = created_by);
create policy "habit_group: owner can delete" on public.habit_group
  for delete to authenticated using ((select auth.uid()) = created_by);

-- anon reads and writes nothing; TRUNCATE would bypass row-level security, so nobody gets it.
revoke all on public.habit_group from anon;
revoke truncate, references, trigger on public.habit_group from authenticated;
grant select, insert, update, delete on public.habit_group to authenticated;

-- ---------------------------------------------------------------------------------------------
alter table public.habit_metadata
  add column group_id bigint references public.habit_group (id) on delete set null;

-- The set null of a group's deletion and the view below look habits up by their group.
create index habit_metadata_group_id_idx on public.habit_metadata (group_id);

-- The group must be the habit's owner's. Only when a group is set: a habit without one (every
-- habit of an import) costs no function call, and the set null of a deletion needs no check.
create trigger habit_metadata_check_group_owner
  before insert or update of group_id, created_by on public.habit_metadata
  for each row when (new.group_id is not null)
  execute function private.check_parent_owner('habit_group', 'group_id');

-- ---------------------------------------------------------------------------------------------
-- reorder_habit_groups: the user's groups get positions 0, 1, 2, ... in the order of
-- p_group_ids, which must name every group of the caller once. As reorder_habits
-- (20251122000100_create_reorder_habits.sql): a stale or wrong list is refused with 22023 (400)
-- naming the problem and nothing changes; another user's group reads as not found.
create or replace function public.reorder_habit_groups(p_group_ids bigint[])
returns void
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_uid uuid := private.require_user();
  v_id bigint;
  v_name text;
begin
  if p_group_ids is null then
    raise exception 'The new order of groups is required' using errcode = '22023';
  end if;
  if array_position(p_group_ids, null) is not null then
    raise exception 'The new order contains an empty group id' using errcode = '22023';
  end if;
  select u.id into v_id
    from unnest(p_group_ids) with ordinality u(id, ord)
   group by u.id having count(*) > 1 order by min(u.ord) limit 1;
  if found then
    raise exception 'Group % appears more than once in the new order', v_id
      using errcode = '22023';
  end if;

  -- Lock the caller's groups: a concurrent reorder waits until this one is written.
  perform 1 from public.habit_group g where g.created_by = v_uid for update;

  select u.id into v_id
    from unnest(p_group_ids) with ordinality u(id, ord)
   where not exists (
     select 1 from public.habit_group g where g.id = u.id and g.created_by = v_uid)
   order by u.ord limit 1;
  if found then
    raise exception 'Group % not found', v_id using errcode = '22023';
  end if;
  select g.id, g.name into v_id, v_name
    from public.habit_group g
   where g.created_by = v_uid and not (g.id = any (p_group_ids))
   order by g.position, g.id limit 1;
  if found then
    raise exception 'The new order leaves out group % ("%"): list every group', v_id, v_name
      using errcode = '22023';
  end if;

  update public.habit_group g
     set position = u.ord - 1
    from unnest(p_group_ids) with ordinality u(id, ord)
   where g.id = u.id and g.position <> u.ord - 1;
end;
$$;

revoke all on function public.reorder_habit_groups(bigint[]) from public, anon;
grant execute on function public.reorder_habit_groups(bigint[]) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- daily_group_scores: one row per group and date on which at least one of its habits counts.
--
-- A habit of the group counts on a date of its calendar (from its first day, the earliest of its
-- creation date, its first check-mark and today, through today, or through a later check-mark up
-- to tomorrow) unless the day is neutral or not due for it (docs/schedules.md):
-- * a skipped day, a day in one of its pauses or in a pause of every habit, or a weekday habit's
--   day off: never counted, answered or not (answers there count nowhere, as in
--   habit_performance_new);
-- * an unanswered day of a "N times in D days" habit inside one of its frequency windows (done by
--   the frequency, private.frequency_done_days): not due that day;
-- * an unanswered day of an archived habit (no longer asked; its answered days still count).
-- A habit that counts adds its day's total (0 unanswered) to total_score and its maximum daily
-- score (today's questions and options, as habit_performance_new computes it) to max_score; an
-- answered one adds 1 to habits_answered. So "210 / 210" on home, and Loop's strength on the
-- group's daily completion total_score / max_score, never charge a group for a habit that was
-- not due.
--
-- Filters on group_id and date reach the tables: group_id through habit_metadata_group_id_idx,
-- and a date (range) is applied to each habit's calendar before its check-mark is looked up.
create view public.daily_group_scores
with (security_invoker = true) as
select
  h.group_id,
  cal.date,
  sum(coalesce(s.total, 0))::integer as total_score,
  sum(hx.max_score)::integer as max_score,
  (count(*) filter (where c.id is not null))::integer as habits_answered
from public.habit_metadata h
-- offset 0 keeps the subquery from being pulled up: client_today() runs once per statement.
cross join (select private.client_today() as today offset 0) t
-- What the days of one habit need, computed once per habit (offset 0 keeps the planner from
-- pulling it up and evaluating it again for each day): the habit's calendar, its maximum daily
-- score, and the days inside its frequency windows.
cross join lateral (
  select
    least(greatest(date '1900-01-01', least(h.created_at::date, t.today, min(m.date))),
          date '9999-12-31') as first_day,
    least(greatest(t.today, max(m.date)), greatest(t.today, current_date) + 1) as last_day,
    -- As habit_performance_new: a question's best option, a number question's points.
    (select coalesce(sum(case when q.kind = 'number' then q.points else (
              select max(o.score_value) from public.option_metadata o
               where o.question_id = q.id) end), 0)::integer
       from public.question_metadata q
      where q.habit_id = h.id) as max_score,
    -- A frequency habit's days inside its windows (none for a daily or weekday habit), from its
    -- met days: not skipped, not paused, reaching the target (habit_performance_new's `covered`);
    -- as a multirange, so each day's test is a search, not a scan of years of days.
    case when h.freq_den > 1 then (
      select range_agg(daterange(f.date, f.date, '[]')) from private.frequency_done_days(
        (select array_agg(w.date)
           from public.checkmarks_tracker w
          where w.habit_id = h.id
            and not w.skipped
            and private.is_day_met(
                  coalesce((select sum(a.score_value) from public.answer_entry a
                             where a.cmt_id = w.id), 0)::integer,
                  h.daily_target)
            and not exists (
              select 1 from public.habit_pause p
               where (p.habit_id = h.id or (p.habit_id is null and p.created_by = h.created_by))
                 and w.date >= p.start_date and (p.end_date is null or w.date <= p.end_date))),
        h.freq_num, h.freq_den) as f(date))
    end as covered
    from public.checkmarks_tracker m
   where m.habit_id = h.id
  offset 0
) hx
cross join lateral (
  select hx.first_day + i as date from generate_series(0, hx.last_day - hx.first_day) i
) cal
left join public.checkmarks_tracker c on c.habit_id = h.id and c.date = cal.date
left join lateral (
  select coalesce(sum(a.score_value), 0)::integer as total
    from public.answer_entry a
   where a.cmt_id = c.id
) s on c.id is not null
where h.group_id is not null
  and not coalesce(c.skipped, false)
  and (h.weekdays is null
       or (h.weekdays::integer >> (extract(isodow from cal.date)::integer - 1)) & 1 = 1)
  and not exists (
    select 1 from public.habit_pause p
     where (p.habit_id = h.id or (p.habit_id is null and p.created_by = h.created_by))
       and cal.date >= p.start_date and (p.end_date is null or cal.date <= p.end_date))
  and (c.id is not null
       or (not h.archived and not coalesce(hx.covered @> cal.date, false)))
group by h.group_id, cal.date;

comment on view public.daily_group_scores is
  'Per group and date: the sum of its habits'' daily totals (total_score) and maximum daily scores (max_score) and how many answered; skipped, paused and not-due habits left out.';

revoke all on public.daily_group_scores from anon;
revoke insert, update, delete, truncate, references, trigger on public.daily_group_scores
  from authenticated;
grant select on public.daily_group_scores to authenticated;
