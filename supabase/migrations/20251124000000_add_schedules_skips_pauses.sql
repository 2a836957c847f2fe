-- Schedules, skipped days and pauses (docs/schedules.md has the rules in plain words).
--
-- Additive: every existing row keeps its meaning. A habit without a schedule is due every day
-- (freq 1/1, weekdays null), a check-mark is not skipped, and nobody has a pause, so every figure
-- of habit_performance_new is what it was for the habits that exist today.
--
-- * habit_metadata.freq_num / freq_den: Loop Habit Tracker's frequency, "freq_num times in
--   freq_den days" (every day 1/1, 3 times a week 3/7, every 3 days 1/3, 10 times a month 10/30).
-- * habit_metadata.weekdays: "on these weekdays", a bit set (bit 0 Monday ... bit 6 Sunday,
--   1..127); null is any day. A weekday habit is due only on those days, and its frequency is 1/1.
-- * checkmarks_tracker.skipped: the day was skipped on purpose (ill, travelling). A skipped
--   check-mark carries no answers (two triggers refuse the mix); skip_note is its optional note.
-- * habit_pause: a date range in which one habit (habit_id) or every habit of the user
--   (habit_id null) is paused; end_date null is open-ended.
-- * habit_template carries the schedule too.
-- * save_habit_day takes the skip as part of the same habit-day write (p_skipped, p_skip_note).
-- * create_habit / update_habit / create_habit_from_template / save_habit_as_template carry the
--   schedule; habit_performance_new follows the rules and gains strength.

-- ---------------------------------------------------------------------------------------------
alter table public.habit_metadata
  add column freq_num integer not null default 1,
  add column freq_den integer not null default 1,
  add column weekdays smallint,
  add constraint habit_metadata_freq_check
    check (1 <= freq_num and freq_num <= freq_den and freq_den <= 365),
  add constraint habit_metadata_weekdays_check
    check (weekdays is null or (weekdays between 1 and 127 and freq_num = 1 and freq_den = 1));

alter table public.habit_template
  add column freq_num integer not null default 1,
  add column freq_den integer not null default 1,
  add column weekdays smallint,
  add constraint habit_template_freq_check
    check (1 <= freq_num and freq_num <= freq_den and freq_den <= 365),
  add constraint habit_template_weekdays_check
    check (weekdays is null or (weekdays between 1 and 127 and freq_num = 1 and freq_den = 1));

-- ---------------------------------------------------------------------------------------------
alter table public.checkmarks_tracker
  add column skipped boolean not null default false,
  add column skip_note text,
  add constraint checkmarks_tracker_skip_note_check
    check (skip_note is null or (skipped and char_length(skip_note) <= 1000));

-- A skipped check-mark carries no answers: an answer cannot go into a skipped day, and a day
-- with answers cannot be marked skipped (save_habit_day clears the answers first). 23514
-- (check_violation) is a 400 through PostgREST.
create or replace function private.check_answer_not_skipped()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and old.cmt_id = new.cmt_id then
    return new;
  end if;
  perform 1 from public.checkmarks_tracker c where c.id = new.cmt_id and c.skipped;
  if found then
    raise exception 'Check-mark % is a skipped day: a skipped day carries no answers', new.cmt_id
      using errcode = '23514';
  end if;
  return new;
end;
$$;

create or replace function private.check_skipped_has_no_answers()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.skipped and not old.skipped then
    perform 1 from public.answer_entry a where a.cmt_id = new.id;
    if found then
      raise exception 'Check-mark % has answers: a skipped day carries no answers', new.id
        using errcode = '23514',
              hint = 'Delete its answers first (save_habit_day with p_skipped => true does).';
    end if;
  end if;
  return new;
end;
$$;

revoke all on function private.check_answer_not_skipped(), private.check_skipped_has_no_answers()
  from public, anon;

create trigger answer_entry_check_not_skipped
  before insert or update of cmt_id on public.answer_entry
  for each row execute function private.check_answer_not_skipped();

create trigger checkmarks_tracker_check_skipped
  before update of skipped on public.checkmarks_tracker
  for each row execute function private.check_skipped_has_no_answers();

-- ---------------------------------------------------------------------------------------------
create table public.habit_pause (
  id bigint generated always as identity primary key,
  -- Null pauses every habit of the user.
  habit_id bigint references public.habit_metadata (id) on delete cascade,
  start_date date not null,
  -- Null: open-ended (paused until resumed).
  end_date date,
  note text check (char_length(note) <= 500),
  created_by uuid not null default auth.uid() references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  constraint habit_pause_dates_check check (end_date is null or end_date >= start_date)
);

-- The view and the app read a habit's pauses (habit_id) and the user's pauses for every habit
-- (created_by, habit_id null); both by start date.
create index habit_pause_habit_id_start_date_idx on public.habit_pause (habit_id, start_date);
create index habit_pause_created_by_start_date_idx on public.habit_pause (created_by, start_date);

create trigger habit_pause_check_owner
  before insert or update of habit_id, created_by on public.habit_pause
  for each row execute function private.check_parent_owner('habit_metadata', 'habit_id');

alter table public.habit_pause enable row level security;

create policy "habit_pause: owner can select" on public.habit_pause
  for select to authenticated using ((select auth.uid()) = created_by);
create policy "habit_pause: owner can insert" on public.habit_pause
  for insert to authenticated with check (
    (select auth.uid()) = created_by
    and (habit_id is null or exists (
      select 1 from public.habit_metadata h
       where h.id = habit_id and h.created_by = (select auth.uid())))
  );
create policy "habit_pause: owner can update" on public.habit_pause
  for update to authenticated
  using ((select auth.uid()) = created_by)
  with check (
    (select auth.uid()) = created_by
    and (habit_id is null or exists (
      select 1 from public.habit_metadata h
       where h.id = habit_id and h.created_by = (select auth.uid())))
  );
create policy "habit_pause: owner can delete" on public.habit_pause
  for delete to authenticated using ((select auth.uid()) = created_by);

revoke all on public.habit_pause from anon;
revoke truncate, references, trigger on public.habit_pause from authenticated;
grant select, insert, update, delete on public.habit_pause to authenticated;

-- ---------------------------------------------------------------------------------------------
-- The schedule of a habit (or template) payload: freq_num, freq_den (whole numbers, 1 <= num <=
-- den <= 365) and weekdays (null, or 1..127: bit 0 Monday ... bit 6 Sunday). Keys left out keep
-- p_current's values; weekdays given without a frequency set the frequency to 1/1 (a weekday
-- habit is due on its days). Raises 22023 with the form's wording.
create or replace function private.json_schedule(
  p_habit jsonb, p_current_num integer, p_current_den integer, p_current_weekdays smallint
)
returns table (freq_num integer, freq_den integer, weekdays smallint)
language plpgsql
immutable
set search_path = ''
as $$
begin
  freq_num := case when p_habit ? 'freq_num'
    then coalesce(private.json_int(p_habit -> 'freq_num', 'Times', 1, 365, false), 1)
    else p_current_num end;
  freq_den := case when p_habit ? 'freq_den'
    then coalesce(private.json_int(p_habit -> 'freq_den', 'Days', 1, 365, false), 1)
    else p_current_den end;
  weekdays := case when p_habit ? 'weekdays'
    then private.json_int(p_habit -> 'weekdays', 'Weekdays', 1, 127, false)::smallint
    else p_current_weekdays end;
  if weekdays is not null and not (p_habit ? 'freq_num') and not (p_habit ? 'freq_den') then
    freq_num := 1;
    freq_den := 1;
  end if;
  if freq_num > freq_den then
    raise exception 'Times (%) cannot be more than days (%)', freq_num, freq_den
      using errcode = '22023';
  end if;
  if weekdays is not null and (freq_num <> 1 or freq_den <> 1) then
    raise exception 'A habit on chosen weekdays is due on each of them: its frequency must be 1 in 1 days'
      using errcode = '22023';
  end if;
  return next;
end;
$$;

revoke all on function private.json_schedule(jsonb, integer, integer, smallint) from public, anon;
grant execute on function private.json_schedule(jsonb, integer, integer, smallint)
  to authenticated;

-- create_habit as in 20251101000500, plus the schedule keys (absent: every day).
create or replace function public.create_habit(p_habit jsonb)
returns bigint
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_uid uuid := private.require_user();
  v_name text;
  v_description text;
  v_color text;
  v_target integer;
  v_schedule record;
  v_habit_id bigint;
begin
  if p_habit is null or jsonb_typeof(p_habit) <> 'object' then
    raise exception 'Habit details must be a JSON object' using errcode = '22023';
  end if;
  v_name := private.json_text(p_habit -> 'name', 'Habit name', true, 80);
  v_description := private.json_text(p_habit -> 'description', 'Description', false, 500);
  v_color := coalesce(private.json_text(p_habit -> 'color', 'Color', false, 7), '#0f766e');
  if v_color !~ '^#[0-9a-fA-F]{6}$' then
    raise exception 'Color must be a hex code like #0f766e' using errcode = '22023';
  end if;
  v_target := private.json_int(p_habit -> 'daily_target', 'Daily target', 0, 100000, false);
  select * into v_schedule from private.json_schedule(p_habit, 1, 1, null);

  insert into public.habit_metadata
    (name, description, color, daily_target, freq_num, freq_den, weekdays, position)
  values (
    v_name, v_description, v_color, v_target,
    v_schedule.freq_num, v_schedule.freq_den, v_schedule.weekdays,
    coalesce((select max(h.position) + 1 from public.habit_metadata h where h.created_by = v_uid), 0)
  )
  returning id into v_habit_id;

  perform private.write_habit_children(v_habit_id, p_habit, true);
  return v_habit_id;
end;
$$;

-- update_habit as in 20251101000500, plus the schedule keys (left out: unchanged).
create or replace function public.update_habit(p_habit_id bigint, p_habit jsonb)
returns bigint
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_uid uuid := private.require_user();
  v_habit public.habit_metadata;
  v_name text;
  v_color text;
  v_schedule record;
begin
  if p_habit is null or jsonb_typeof(p_habit) <> 'object' then
    raise exception 'Habit details must be a JSON object' using errcode = '22023';
  end if;
  select * into v_habit from public.habit_metadata h
   where h.id = p_habit_id and h.created_by = v_uid;
  if not found then
    raise exception 'Habit % not found', p_habit_id using errcode = '23503';
  end if;

  v_name := private.json_text(p_habit -> 'name', 'Habit name', true, 80);
  if p_habit ? 'color' then
    v_color := coalesce(private.json_text(p_habit -> 'color', 'Color', false, 7), '#0f766e');
    if v_color !~ '^#[0-9a-fA-F]{6}$' then
      raise exception 'Color must be a hex code like #0f766e' using errcode = '22023';
    end if;
  end if;
  select * into v_schedule
    from private.json_schedule(p_habit, v_habit.freq_num, v_habit.freq_den, v_habit.weekdays);

  update public.habit_metadata h
     set name = v_name,
         description = case when p_habit ? 'description'
           then private.json_text(p_habit -> 'description', 'Description', false, 500)
           else h.description end,
         color = coalesce(v_color, h.color),
         daily_target = case when p_habit ? 'daily_target'
           then private.json_int(p_habit -> 'daily_target', 'Daily target', 0, 100000, false)
           else h.daily_target end,
         freq_num = v_schedule.freq_num,
         freq_den = v_schedule.freq_den,
         weekdays = v_schedule.weekdays,
         archived = private.json_bool(p_habit -> 'archived', 'Archived', h.archived),
         position = coalesce(
           private.json_int(p_habit -> 'position', 'Position', 0, 1000000, false), h.position)
   where h.id = p_habit_id;

  perform private.write_habit_children(p_habit_id, p_habit, false);
  return p_habit_id;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- save_habit_day gains p_skipped and p_skip_note (both default null, so the three-argument call
-- of older clients resolves to this function and means what it meant). One habit-day write,
-- idempotent (same input, same rows), replayed as is by the offline outbox:
-- * p_skipped true: the day is skipped. Its answers are deleted, the check-mark is created or
--   kept with skipped = true and skip_note = p_skip_note (trimmed; null or empty clears it).
--   Answers with an option in the same call are refused (22023): a skipped day carries none.
-- * p_skipped false: the day is not skipped. With answers, they are saved as always on a
--   check-mark that is not skipped. Without answers it is "undo skip": a skipped check-mark is
--   deleted (the day is back to unanswered), a check-mark that is not skipped is left as it is,
--   no check-mark is created; checkmark_id is then the remaining check-mark's id or null.
-- * p_skipped null (older clients): as before. An answer with an option un-skips a skipped day
--   (answering a day means it was done); a call without one leaves the skip as it is.
-- The result adds `skipped` to the keys it had.
drop function public.save_habit_day(bigint, date, jsonb);

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
  v_uid uuid := private.require_user();
  v_checkmark_id bigint;
  v_was_skipped boolean;
  v_answer jsonb;
  v_question_id bigint;
  v_option_id bigint;
  v_score integer;
  v_has_notes boolean;
  v_notes text;
  v_total integer;
  v_has_option boolean;
  v_skip_note text;
  v_skipped boolean;
begin
  if p_habit_id is null then
    raise exception 'A habit id is required' using errcode = '22023';
  end if;
  if p_date is null then
    raise exception 'A date is required' using errcode = '22023';
  end if;
  -- Tomorrow is allowed: a user east of the server's time zone may already live in it.
  if p_date > current_date + 1 then
    raise exception 'Date % is in the future', p_date using errcode = '22023';
  end if;
  if p_answers is null or jsonb_typeof(p_answers) = 'null' then
    p_answers := '[]'::jsonb;
  end if;
  if jsonb_typeof(p_answers) <> 'array' then
    raise exception 'Answers must be a list' using errcode = '22023';
  end if;
  if p_skip_note is not null and p_skipped is distinct from true then
    raise exception 'A skip note needs p_skipped => true' using errcode = '22023';
  end if;
  v_skip_note := nullif(btrim(p_skip_note), '');
  if char_length(v_skip_note) > 1000 then
    raise exception 'Skip note must be at most 1000 characters' using errcode = '22023';
  end if;
  v_has_option := exists (
    select 1 from jsonb_array_elements(p_answers) e
     where jsonb_typeof(e.value) = 'object'
       and jsonb_typeof(e.value -> 'option_id') is distinct from 'null'
       and e.value ? 'option_id'
  );
  if p_skipped and v_has_option then
    raise exception 'A skipped day carries no answers: send the skip without answers'
      using errcode = '22023';
  end if;

  perform 1 from public.habit_metadata h where h.id = p_habit_id and h.created_by = v_uid;
  if not found then
    raise exception 'Habit % not found', p_habit_id using errcode = '23503';
  end if;

  select c.id, c.skipped into v_checkmark_id, v_was_skipped
    from public.checkmarks_tracker c
   where c.habit_id = p_habit_id and c.date = p_date and c.created_by = v_uid
   for update;

  if p_skipped then
    if v_checkmark_id is null then
      insert into public.checkmarks_tracker as ct (habit_id, date, skipped, skip_note)
      values (p_habit_id, p_date, true, v_skip_note)
      on conflict (date, habit_id, created_by) do update set updated_at = now()
      returning ct.id into v_checkmark_id;
    end if;
    delete from public.answer_entry ae where ae.cmt_id = v_checkmark_id;
    update public.checkmarks_tracker c
       set skipped = true, skip_note = v_skip_note
     where c.id = v_checkmark_id
       and (not c.skipped or c.skip_note is distinct from v_skip_note);
    return jsonb_build_object(
      'checkmark_id', v_checkmark_id, 'habit_id', p_habit_id, 'date', p_date,
      'total_score', 0, 'skipped', true);
  end if;

  if p_skipped = false and jsonb_array_length(p_answers) = 0 then
    if v_was_skipped then
      delete from public.checkmarks_tracker c where c.id = v_checkmark_id;
      v_checkmark_id := null;
    end if;
    select coalesce(sum(ae.score_value), 0)::integer into v_total
      from public.answer_entry ae where ae.cmt_id = v_checkmark_id;
    return jsonb_build_object(
      'checkmark_id', v_checkmark_id, 'habit_id', p_habit_id, 'date', p_date,
      'total_score', v_total, 'skipped', false);
  end if;

  insert into public.checkmarks_tracker as ct (habit_id, date)
  values (p_habit_id, p_date)
  on conflict (date, habit_id, created_by) do update set updated_at = now()
  returning ct.id, ct.skipped into v_checkmark_id, v_skipped;

  if v_skipped and (p_skipped = false or v_has_option) then
    update public.checkmarks_tracker c
       set skipped = false, skip_note = null
     where c.id = v_checkmark_id;
    v_skipped := false;
  end if;

  for v_answer in select value from jsonb_array_elements(p_answers)
  loop
    if jsonb_typeof(v_answer) <> 'object' then
      raise exception 'Each answer must be an object' using errcode = '22023';
    end if;
    v_question_id := private.json_id(v_answer -> 'question_id', 'question_id');
    if v_question_id is null then
      raise exception 'Each answer needs a question_id' using errcode = '22023';
    end if;
    perform 1 from public.question_metadata q
     where q.id = v_question_id and q.habit_id = p_habit_id;
    if not found then
      raise exception 'Question % does not belong to habit %', v_question_id, p_habit_id
        using errcode = '23503';
    end if;

    v_option_id := private.json_id(v_answer -> 'option_id', 'option_id');
    if v_option_id is null then
      delete from public.answer_entry ae
       where ae.cmt_id = v_checkmark_id and ae.question_id = v_question_id;
      continue;
    end if;

    select o.score_value into v_score
      from public.option_metadata o
     where o.id = v_option_id and o.question_id = v_question_id;
    if not found then
      raise exception 'Option % does not belong to question %', v_option_id, v_question_id
        using errcode = '23503';
    end if;

    v_has_notes := v_answer ? 'notes';
    v_notes := private.json_text(v_answer -> 'notes', 'Notes', false, 1000);

    insert into public.answer_entry as ae (question_id, cmt_id, option_id, score_value, notes)
    values (v_question_id, v_checkmark_id, v_option_id, v_score, v_notes)
    on conflict (cmt_id, question_id) do update
      set option_id = excluded.option_id,
          score_value = case when ae.option_id is not distinct from excluded.option_id
                             then ae.score_value else excluded.score_value end,
          notes = case when v_has_notes then excluded.notes else ae.notes end;
  end loop;

  select coalesce(sum(ae.score_value), 0)::integer into v_total
    from public.answer_entry ae where ae.cmt_id = v_checkmark_id;

  return jsonb_build_object(
    'checkmark_id', v_checkmark_id,
    'habit_id', p_habit_id,
    'date', p_date,
    'total_score', v_total,
    'skipped', coalesce(v_skipped, false)
  );
end;
$$;

revoke all on function public.save_habit_day(bigint, date, jsonb, boolean, text) from public, anon;
grant execute on function public.save_habit_day(bigint, date, jsonb, boolean, text)
  to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Templates carry the schedule both ways.
create or replace function public.create_habit_from_template(p_template_id bigint)
returns bigint
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_template public.habit_template;
  v_payload jsonb;
begin
  perform private.require_user();
  select * into v_template from public.habit_template t where t.id = p_template_id;
  if not found then
    raise exception 'Template % not found', p_template_id using errcode = '23503';
  end if;

  v_payload := jsonb_build_object(
    'name', v_template.name,
    'description', v_template.description,
    'color', v_template.color,
    'daily_target', v_template.daily_target,
    'freq_num', v_template.freq_num,
    'freq_den', v_template.freq_den,
    'weekdays', v_template.weekdays,
    'questions', coalesce((
      select jsonb_agg(
        jsonb_build_object(
          'question', qt.question,
          'options', coalesce((
            select jsonb_agg(
              jsonb_build_object('label', ot.label, 'score_value', ot.score_value)
              order by ot.position, ot.id)
            from public.option_template ot
            where ot.que_temp_id = qt.id
          ), '[]'::jsonb))
        order by qt.position, qt.id)
      from public.question_template qt
      where qt.template_id = v_template.id
    ), '[]'::jsonb),
    'consequences', coalesce((
      select jsonb_agg(
        jsonb_build_object(
          'title', ct.title, 'description', ct.description, 'kind', ct.kind,
          'trigger_type', ct.trigger_type, 'threshold', ct.threshold)
        order by ct.id)
      from public.consequence_template ct
      where ct.template_id = v_template.id
    ), '[]'::jsonb)
  );

  return public.create_habit(v_payload);
end;
$$;

create or replace function public.save_habit_as_template(p_habit_id bigint)
returns bigint
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_uid uuid := private.require_user();
  v_habit public.habit_metadata;
  v_template_id bigint;
  v_question public.question_metadata;
  v_question_template_id bigint;
begin
  select * into v_habit from public.habit_metadata h
   where h.id = p_habit_id and h.created_by = v_uid;
  if not found then
    raise exception 'Habit % not found', p_habit_id using errcode = '23503';
  end if;

  insert into public.habit_template
    (name, description, color, daily_target, freq_num, freq_den, weekdays)
  values (v_habit.name, v_habit.description, v_habit.color, v_habit.daily_target,
          v_habit.freq_num, v_habit.freq_den, v_habit.weekdays)
  returning id into v_template_id;

  for v_question in
    select * from public.question_metadata q where q.habit_id = p_habit_id order by q.position, q.id
  loop
    insert into public.question_template (template_id, question, position)
    values (v_template_id, v_question.question, v_question.position)
    returning id into v_question_template_id;

    insert into public.option_template (que_temp_id, "OPTION_ID", label, score_value, position)
    select v_question_template_id, o.id, o.label, o.score_value, o.position
      from public.option_metadata o
     where o.question_id = v_question.id
     order by o.position, o.id;
  end loop;

  insert into public.consequence_template
    (template_id, title, description, kind, trigger_type, threshold)
  select v_template_id, c.title, c.description, c.kind, c.trigger_type, c.threshold
    from public.consequence_metadata c
   where c.habit_id = p_habit_id
   order by c.id;

  return v_template_id;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Per habit and period: the performance figures, following the rules of docs/schedules.md. The
-- app's pure module src/lib/scores/schedule.ts computes the same figures from the same rows, and
-- tests/integration/habit-performance-schedules.test.ts compares the two on generated data:
-- change both together.
-- * today is private.client_today(); a habit's first day is the earlier of its creation date and
--   its first check-mark; its calendar runs from the first day through today (or through its
--   latest check-mark when that is later: save_habit_day accepts tomorrow).
-- * neutral day: a skipped check-mark, a date inside one of the habit's pauses or one of the
--   user's pauses of every habit (habit_id null), or a date that is not one of a weekday habit's
--   days. Neutral days count nowhere below.
-- * met day: a check-mark on a day that is not neutral, whose total reaches daily_target (any
--   check-mark without a target).
-- * on track: freq_den = 1 (daily and weekday habits): the day is met; otherwise the met days
--   among the freq_den days ending on that day reach freq_num.
-- * a period starts at max(first day, today - 29 | today - 6) (all_time: the first day).
--   days_tracked / total_score / average_score / last_checkmark_date: over the check-marks of
--   the period on days that are not neutral; days_met: met days; completion_pct: on-track days
--   over due days (days that are not neutral, from the start through today), in % (1 decimal,
--   <= 100; 0 without due days).
-- * streaks run over on-track days; neutral days neither extend nor break them.
--   longest_streak: the longest run in the period. current_streak: the run holding today when
--   today is on track, else the run holding the last day before today that is not neutral.
-- * strength (0..100, 1 decimal, the same in every period): Loop Habit Tracker's score over the
--   days from the first day through today: S = m * S + (1 - m) * c on each day that is not
--   neutral (neutral days leave S as it is), S starting at 0, m = 0.5 ^ (sqrt(f) / 13),
--   f = freq_num / freq_den (weekday habits: chosen days / 7). c = the day's completion, total /
--   max daily score clipped to 0..1 (0 on neutral days), for daily and weekday habits; for
--   frequency habits c = min(1, the completions of the last den days / num), with num and den
--   doubled when num < den. Written as a sum: S = sum of (1 - m) * c_t * m ^ (days that are not
--   neutral after t through today).
-- Every subquery is correlated to one habit, so `habit_id=eq.X` reads one habit's rows through
-- checkmarks_tracker (habit_id, date) and habit_pause (habit_id | created_by, start_date).
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
  pauses as (
    select p.start_date, coalesce(p.end_date, 'infinity'::date) as end_date
      from public.habit_pause p
     where p.habit_id = h.id
    union all
    select p.start_date, coalesce(p.end_date, 'infinity'::date)
      from public.habit_pause p
     where p.habit_id is null and p.created_by = h.created_by
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
        or exists (select 1 from pauses p where d.date between p.start_date and p.end_date)
      ) as neutral
    from (
      select b.first_day + i as date
        from bounds b, generate_series(0, b.last_day - b.first_day) i
    ) d
    left join marks m on m.date = d.date
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
    )
    select
      coalesce((
        select count(*)::integer
          from runs r, anchor an
         where r.on_track and r.date <= an.day
           and r.island = (select r2.island from runs r2 where r2.date = an.day and r2.on_track)
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
