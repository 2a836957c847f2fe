-- import_my_data with number questions (20251125000000, 20251125000100): export_my_data already
-- writes every column (to_jsonb of each row), so a file carries question_metadata / question_template
-- kind, unit, target, target_type, points and answer_entry.value; the import now reads them back.
--
-- public.import_my_data is re-created from 20251124001100_import_dedupe.sql with these edits, each
-- marked `number_questions`:
-- * question_metadata and question_template rows: kind ('choice' when left out, as in files of
--   before number questions) and its number fields through private.json_question_kind, which
--   names the field in its message ("question_metadata[2].target must be a number from 0 to ...");
-- * an option_metadata / option_template row under a number question is refused;
-- * answer_entry rows: value (a JSON number from 0 to 1e9, or null); a value for a choice question
--   or an option for a number question is refused. score_value is kept as in the file, as for
--   choice answers.
-- Every refusal raises, so nothing of the file is written (all or nothing, as before).

create or replace function public.import_my_data(p_data jsonb)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_uid uuid := private.require_user();
  v_habits jsonb;
  v_questions jsonb;
  v_options jsonb;
  v_consequences jsonb;
  v_checkmarks jsonb;
  v_answers jsonb;
  v_logs jsonb;
  v_fulfillments jsonb;
  v_templates jsonb;
  v_question_templates jsonb;
  v_option_templates jsonb;
  v_consequence_templates jsonb;
  v_profiles jsonb;
  v_pauses jsonb;
  v_pause_count integer := 0;
  v_checkmark_skipped boolean[] := '{}';
  v_checkmark_note text[] := '{}';
  v_schedule record;
  v_skipped boolean;
  v_start date;
  v_end date;
  v_pause_habit bigint;
  v_already_here jsonb; -- import_dedupe
  -- old id (of the file) -> new id, as parallel arrays joined with unnest (hash joins, no
  -- quadratic look-ups); *_parent holds the new id of the row's parent.
  v_habit_old bigint[] := '{}';
  v_habit_new bigint[] := '{}';
  v_question_old bigint[] := '{}';
  v_question_new bigint[] := '{}';
  v_question_parent bigint[] := '{}';
  v_question_kind text[] := '{}'; -- number_questions
  v_qtemplate_kind text[] := '{}'; -- number_questions
  v_number record; -- number_questions
  v_answer_value numeric[] := '{}'; -- number_questions
  v_value numeric; -- number_questions
  v_option_old bigint[] := '{}';
  v_option_new bigint[] := '{}';
  v_option_parent bigint[] := '{}';
  v_consequence_old bigint[] := '{}';
  v_consequence_new bigint[] := '{}';
  v_checkmark_old bigint[] := '{}';
  v_checkmark_habit bigint[] := '{}';
  v_checkmark_date date[] := '{}';
  v_checkmark_new bigint[] := '{}';
  v_answer_checkmark bigint[] := '{}';
  v_answer_question bigint[] := '{}';
  v_answer_option bigint[] := '{}';
  v_answer_score integer[] := '{}';
  v_answer_notes text[] := '{}';
  v_log_old bigint[] := '{}';
  v_log_consequence bigint[] := '{}';
  v_log_date date[] := '{}';
  v_log_new bigint[] := '{}';
  v_fulfillment_consequence bigint[] := '{}';
  v_fulfillment_log bigint[] := '{}';
  v_fulfillment_note text[] := '{}';
  v_template_old bigint[] := '{}';
  v_template_new bigint[] := '{}';
  v_qtemplate_old bigint[] := '{}';
  v_qtemplate_new bigint[] := '{}';
  r record;
  v_label text;
  v_id bigint;
  v_base_position integer;
  v_consequence record;
  v_profile_name text;
  v_profile_count integer := 0;
begin
  if p_data is null or jsonb_typeof(p_data) <> 'object' then
    raise exception 'This file is not a Streakwise export (expected a JSON object)'
      using errcode = '22023';
  end if;
  if jsonb_typeof(p_data -> 'habit_metadata') is distinct from 'array' then
    raise exception 'This file is not a Streakwise export (it has no habit_metadata list)'
      using errcode = '22023';
  end if;

  -- import_dedupe: rows of the file the caller already has (a habit or template of theirs with
  -- the file's id, e.g. their own export imported again) are left out, with everything under them.
  v_already_here := private.import_already_here(p_data);
  p_data := private.import_without_existing(p_data);

  v_habits := private.import_list(p_data, 'habit_metadata', 1000);
  v_questions := private.import_list(p_data, 'question_metadata', 20000);
  v_options := private.import_list(p_data, 'option_metadata', 20000);
  v_consequences := private.import_list(p_data, 'consequence_metadata', 20000);
  v_checkmarks := private.import_list(p_data, 'checkmarks_tracker', 20000);
  v_answers := private.import_list(p_data, 'answer_entry', 100000);
  v_logs := private.import_list(p_data, 'consequence_log', 20000);
  v_fulfillments := private.import_list(p_data, 'consequence_fulfillment', 20000);
  v_templates := private.import_list(p_data, 'habit_template', 1000);
  v_question_templates := private.import_list(p_data, 'question_template', 20000);
  v_option_templates := private.import_list(p_data, 'option_template', 20000);
  v_consequence_templates := private.import_list(p_data, 'consequence_template', 20000);
  -- Files exported before schedules existed have no habit_pause list: nothing to import.
  v_pauses := private.import_list(p_data, 'habit_pause', 20000);

  v_profiles := p_data -> 'User_Master';
  if v_profiles is not null and jsonb_typeof(v_profiles) <> 'null' then
    if jsonb_typeof(v_profiles) <> 'array' or jsonb_array_length(v_profiles) > 1 then
      raise exception 'User_Master must be a list of at most one profile' using errcode = '22023';
    end if;
    if jsonb_array_length(v_profiles) = 1 then
      if jsonb_typeof(v_profiles -> 0) <> 'object' then
        raise exception 'User_Master[0] must be an object' using errcode = '22023';
      end if;
      v_profile_name := private.json_text(v_profiles -> 0 -> 'name', 'User_Master[0].name', false, 100);
    end if;
  end if;

  -- Habits go after the caller's own, in the order of the file.
  select coalesce(max(h.position) + 1, 0) into v_base_position
    from public.habit_metadata h where h.created_by = v_uid;

  for r in
    select e.value as row, e.ordinality - 1 as i
      from jsonb_array_elements(v_habits) with ordinality e order by e.ordinality
  loop
    v_label := format('habit_metadata[%s]', r.i);
    select * into v_schedule from private.import_schedule(r.row, v_label);
    insert into public.habit_metadata
      (name, description, color, daily_target, freq_num, freq_den, weekdays, archived, position)
    values (
      private.json_text(r.row -> 'name', v_label || '.name', true, 80),
      private.json_text(r.row -> 'description', v_label || '.description', false, 500),
      private.import_color(r.row -> 'color', v_label || '.color'),
      private.json_int(r.row -> 'daily_target', v_label || '.daily_target', 0, 100000, false),
      v_schedule.freq_num, v_schedule.freq_den, v_schedule.weekdays,
      private.json_bool(r.row -> 'archived', v_label || '.archived', false),
      v_base_position
        + coalesce(private.json_int(r.row -> 'position', v_label || '.position', 0, 1000000, false), 0)
    )
    returning id into v_id;
    insert into private.import_origin (source_id, habit_id) -- import_dedupe
    values (private.import_key(r.row -> 'id'), v_id);
    v_habit_old := v_habit_old || private.import_key(r.row -> 'id');
    v_habit_new := v_habit_new || v_id;
  end loop;

  for r in
    select e.value as row, e.ordinality - 1 as i, m.new_id as habit_id
      from jsonb_array_elements(v_questions) with ordinality e
      left join unnest(v_habit_old, v_habit_new) m(old_id, new_id)
        on m.old_id = private.import_key(e.value -> 'habit_id')
     order by e.ordinality
  loop
    v_label := format('question_metadata[%s]', r.i);
    if r.habit_id is null then
      raise exception '%.habit_id % is not a habit of this file', v_label,
        private.import_id(r.row -> 'habit_id', v_label || '.habit_id') using errcode = '22023';
    end if;
    -- number_questions: kind (choice when left out: files of before number questions) and the
    -- number fields.
    select * into v_number from private.json_question_kind(r.row, v_label || '.');
    insert into public.question_metadata
      (habit_id, question, position, kind, unit, target, target_type, points)
    values (
      r.habit_id,
      private.json_text(r.row -> 'question', v_label || '.question', true, 200),
      coalesce(private.json_int(r.row -> 'position', v_label || '.position', 0, 1000000, false), 0),
      v_number.kind, v_number.unit, v_number.target, v_number.target_type, v_number.points
    )
    returning id into v_id;
    v_question_kind := v_question_kind || v_number.kind; -- number_questions
    v_question_old := v_question_old || private.import_key(r.row -> 'id');
    v_question_new := v_question_new || v_id;
    v_question_parent := v_question_parent || r.habit_id;
  end loop;

  for r in
    select e.value as row, e.ordinality - 1 as i, m.new_id as question_id, m.kind
      from jsonb_array_elements(v_options) with ordinality e
      left join unnest(v_question_old, v_question_new, v_question_kind) m(old_id, new_id, kind)
        on m.old_id = private.import_key(e.value -> 'question_id')
     order by e.ordinality
  loop
    v_label := format('option_metadata[%s]', r.i);
    if r.question_id is null then
      raise exception '%.question_id % is not a question of this file', v_label,
        private.import_id(r.row -> 'question_id', v_label || '.question_id') using errcode = '22023';
    end if;
    if r.kind = 'number' then -- number_questions
      raise exception '%.question_id % is a number question: it has no options', v_label,
        r.row -> 'question_id' using errcode = '22023';
    end if;
    insert into public.option_metadata (question_id, label, score_value, position)
    values (
      r.question_id,
      private.json_text(r.row -> 'label', v_label || '.label', true, 80),
      private.json_int(r.row -> 'score_value', v_label || '.score_value', -1000, 1000, true),
      coalesce(private.json_int(r.row -> 'position', v_label || '.position', 0, 1000000, false), 0)
    )
    returning id into v_id;
    v_option_old := v_option_old || private.import_key(r.row -> 'id');
    v_option_new := v_option_new || v_id;
    v_option_parent := v_option_parent || r.question_id;
  end loop;

  for r in
    select e.value as row, e.ordinality - 1 as i, m.new_id as habit_id
      from jsonb_array_elements(v_consequences) with ordinality e
      left join unnest(v_habit_old, v_habit_new) m(old_id, new_id)
        on m.old_id = private.import_key(e.value -> 'habit_id')
     order by e.ordinality
  loop
    v_label := format('consequence_metadata[%s]', r.i);
    if r.habit_id is null then
      raise exception '%.habit_id % is not a habit of this file', v_label,
        private.import_id(r.row -> 'habit_id', v_label || '.habit_id') using errcode = '22023';
    end if;
    select * into v_consequence from private.import_consequence(r.row, v_label);
    insert into public.consequence_metadata
      (habit_id, title, description, kind, trigger_type, threshold, active)
    values (
      r.habit_id, v_consequence.title, v_consequence.description, v_consequence.kind,
      v_consequence.trigger_type, v_consequence.threshold,
      private.json_bool(r.row -> 'active', v_label || '.active', true)
    )
    returning id into v_id;
    v_consequence_old := v_consequence_old || private.import_key(r.row -> 'id');
    v_consequence_new := v_consequence_new || v_id;
  end loop;

  -- Check-marks: validated one by one, inserted in one statement, then mapped back through
  -- their unique (habit, date): the habits are new, so only this file's check-marks are there.
  for r in
    select e.value as row, e.ordinality - 1 as i, m.new_id as habit_id
      from jsonb_array_elements(v_checkmarks) with ordinality e
      left join unnest(v_habit_old, v_habit_new) m(old_id, new_id)
        on m.old_id = private.import_key(e.value -> 'habit_id')
     order by e.ordinality
  loop
    v_label := format('checkmarks_tracker[%s]', r.i);
    if r.habit_id is null then
      raise exception '%.habit_id % is not a habit of this file', v_label,
        private.import_id(r.row -> 'habit_id', v_label || '.habit_id') using errcode = '22023';
    end if;
    v_checkmark_old := v_checkmark_old || private.import_key(r.row -> 'id');
    v_checkmark_habit := v_checkmark_habit || r.habit_id;
    v_checkmark_date := v_checkmark_date || private.import_date(r.row -> 'date', v_label || '.date');
    -- skipped and skip_note are absent from files exported before skips existed.
    v_skipped := private.json_bool(r.row -> 'skipped', v_label || '.skipped', false);
    v_checkmark_skipped := v_checkmark_skipped || v_skipped;
    v_checkmark_note := v_checkmark_note
      || private.json_text(r.row -> 'skip_note', v_label || '.skip_note', false, 1000);
    if not v_skipped and v_checkmark_note[array_upper(v_checkmark_note, 1)] is not null then
      raise exception '%.skip_note is only for a skipped check-mark', v_label using errcode = '22023';
    end if;
  end loop;
  select (array_agg(u.ord - 1 order by u.ord))[2] as i, u.d into r
    from unnest(v_checkmark_habit, v_checkmark_date) with ordinality u(h, d, ord)
   group by u.h, u.d having count(*) > 1 order by 1 limit 1;
  if found then
    raise exception 'checkmarks_tracker[%] repeats the date % of its habit (one check-mark per habit and day)',
      r.i, r.d using errcode = '22023';
  end if;
  insert into public.checkmarks_tracker (habit_id, date, skipped, skip_note)
  select u.h, u.d, u.s, u.n
    from unnest(v_checkmark_habit, v_checkmark_date, v_checkmark_skipped, v_checkmark_note)
         u(h, d, s, n);
  select coalesce(array_agg(c.id order by u.ord), '{}') into v_checkmark_new
    from unnest(v_checkmark_habit, v_checkmark_date) with ordinality u(h, d, ord)
    join public.checkmarks_tracker c
      on c.habit_id = u.h and c.date = u.d and c.created_by = v_uid;

  -- Answers: the check-mark, the question and the option (if any) must be of the file and fit
  -- together; score_value and notes are kept as they are.
  for r in
    select e.value as row, e.ordinality - 1 as i,
           cm.new_id as checkmark_id, cm.habit_id as checkmark_habit, cm.skipped as checkmark_skipped,
           q.new_id as question_id, q.habit_id as question_habit, q.kind as question_kind,
           o.new_id as option_id, o.question_id as option_question
      from jsonb_array_elements(v_answers) with ordinality e
      left join unnest(v_checkmark_old, v_checkmark_new, v_checkmark_habit, v_checkmark_skipped)
             cm(old_id, new_id, habit_id, skipped)
        on cm.old_id = private.import_key(e.value -> 'cmt_id')
      left join unnest(v_question_old, v_question_new, v_question_parent, v_question_kind)
             q(old_id, new_id, habit_id, kind)
        on q.old_id = private.import_key(e.value -> 'question_id')
      left join unnest(v_option_old, v_option_new, v_option_parent) o(old_id, new_id, question_id)
        on o.old_id = private.import_key(e.value -> 'option_id')
     order by e.ordinality
  loop
    v_label := format('answer_entry[%s]', r.i);
    if r.checkmark_id is null then
      raise exception '%.cmt_id % is not a check-mark of this file', v_label,
        private.import_id(r.row -> 'cmt_id', v_label || '.cmt_id') using errcode = '22023';
    end if;
    if r.checkmark_skipped then
      raise exception '%.cmt_id % is a skipped check-mark: a skipped day carries no answers',
        v_label, r.row -> 'cmt_id' using errcode = '22023';
    end if;
    if r.question_id is null then
      raise exception '%.question_id % is not a question of this file', v_label,
        private.import_id(r.row -> 'question_id', v_label || '.question_id') using errcode = '22023';
    end if;
    if r.question_habit <> r.checkmark_habit then
      raise exception '%.question_id % is not a question of the habit of check-mark %', v_label,
        r.row -> 'question_id', r.row -> 'cmt_id' using errcode = '22023';
    end if;
    -- A null option is an answer whose option was deleted since: it keeps its score.
    if r.option_id is null and jsonb_typeof(r.row -> 'option_id') is distinct from 'null'
       and r.row ? 'option_id' then
      raise exception '%.option_id % is not an option of this file', v_label,
        private.import_id(r.row -> 'option_id', v_label || '.option_id') using errcode = '22023';
    end if;
    -- number_questions: an answer to a number question has a value (0..1e9, null like an answer
    -- whose option was deleted) and no option; an answer to a choice question has no value.
    v_value := private.json_number(r.row -> 'value', v_label || '.value', 0, 1e9, false);
    if r.question_kind = 'number' and r.option_id is not null then
      raise exception '%.option_id % answers question %, a number question: its answers have a value, not an option',
        v_label, r.row -> 'option_id', r.row -> 'question_id' using errcode = '22023';
    end if;
    if r.question_kind = 'choice' and v_value is not null then
      raise exception '%.value % answers question %, a choice question: its answers have an option, not a value',
        v_label, v_value, r.row -> 'question_id' using errcode = '22023';
    end if;
    if r.option_id is not null and r.option_question <> r.question_id then
      raise exception '%.option_id % is not an option of question %', v_label,
        r.row -> 'option_id', r.row -> 'question_id' using errcode = '22023';
    end if;
    v_answer_value := v_answer_value || v_value;
    v_answer_checkmark := v_answer_checkmark || r.checkmark_id;
    v_answer_question := v_answer_question || r.question_id;
    v_answer_option := v_answer_option || r.option_id;
    v_answer_score := v_answer_score
      || private.json_int(r.row -> 'score_value', v_label || '.score_value', -1000, 1000, true);
    v_answer_notes := v_answer_notes
      || private.json_text(r.row -> 'notes', v_label || '.notes', false, 1000);
  end loop;
  select (array_agg(u.ord - 1 order by u.ord))[2] as i into r
    from unnest(v_answer_checkmark, v_answer_question) with ordinality u(c, q, ord)
   group by u.c, u.q having count(*) > 1 order by 1 limit 1;
  if found then
    raise exception 'answer_entry[%] answers a question its check-mark already answers', r.i
      using errcode = '22023';
  end if;
  insert into public.answer_entry (cmt_id, question_id, option_id, score_value, notes, value)
  select u.c, u.q, u.o, u.s, u.n, u.v
    from unnest(v_answer_checkmark, v_answer_question, v_answer_option, v_answer_score,
                v_answer_notes, v_answer_value) u(c, q, o, s, n, v);

  -- Consequence log, mapped back through its unique (consequence, trigger_date).
  for r in
    select e.value as row, e.ordinality - 1 as i, m.new_id as consequence_id
      from jsonb_array_elements(v_logs) with ordinality e
      left join unnest(v_consequence_old, v_consequence_new) m(old_id, new_id)
        on m.old_id = private.import_key(e.value -> 'consequence_id')
     order by e.ordinality
  loop
    v_label := format('consequence_log[%s]', r.i);
    if r.consequence_id is null then
      raise exception '%.consequence_id % is not a consequence of this file', v_label,
        private.import_id(r.row -> 'consequence_id', v_label || '.consequence_id')
        using errcode = '22023';
    end if;
    v_log_old := v_log_old || private.import_key(r.row -> 'id');
    v_log_consequence := v_log_consequence || r.consequence_id;
    v_log_date := v_log_date
      || private.import_date(r.row -> 'trigger_date', v_label || '.trigger_date');
  end loop;
  select (array_agg(u.ord - 1 order by u.ord))[2] as i, u.d into r
    from unnest(v_log_consequence, v_log_date) with ordinality u(c, d, ord)
   group by u.c, u.d having count(*) > 1 order by 1 limit 1;
  if found then
    raise exception 'consequence_log[%] repeats the trigger_date % of its consequence', r.i, r.d
      using errcode = '22023';
  end if;
  insert into public.consequence_log (consequence_id, trigger_date)
  select u.c, u.d from unnest(v_log_consequence, v_log_date) u(c, d);
  select coalesce(array_agg(l.id order by u.ord), '{}') into v_log_new
    from unnest(v_log_consequence, v_log_date) with ordinality u(c, d, ord)
    join public.consequence_log l
      on l.consequence_id = u.c and l.trigger_date = u.d and l.created_by = v_uid;

  for r in
    select e.value as row, e.ordinality - 1 as i, c.new_id as consequence_id,
           l.new_id as log_id, l.consequence_id as log_consequence
      from jsonb_array_elements(v_fulfillments) with ordinality e
      left join unnest(v_consequence_old, v_consequence_new) c(old_id, new_id)
        on c.old_id = private.import_key(e.value -> 'consequence_id')
      left join unnest(v_log_old, v_log_new, v_log_consequence) l(old_id, new_id, consequence_id)
        on l.old_id = private.import_key(e.value -> 'log_id')
     order by e.ordinality
  loop
    v_label := format('consequence_fulfillment[%s]', r.i);
    if r.consequence_id is null then
      raise exception '%.consequence_id % is not a consequence of this file', v_label,
        private.import_id(r.row -> 'consequence_id', v_label || '.consequence_id')
        using errcode = '22023';
    end if;
    if r.log_id is null then
      raise exception '%.log_id % is not a consequence_log row of this file', v_label,
        private.import_id(r.row -> 'log_id', v_label || '.log_id') using errcode = '22023';
    end if;
    if r.log_consequence <> r.consequence_id then
      raise exception '%.log_id % is not a log row of consequence %', v_label,
        r.row -> 'log_id', r.row -> 'consequence_id' using errcode = '22023';
    end if;
    v_fulfillment_consequence := v_fulfillment_consequence || r.consequence_id;
    v_fulfillment_log := v_fulfillment_log || r.log_id;
    v_fulfillment_note := v_fulfillment_note
      || private.json_text(r.row -> 'note', v_label || '.note', false, 1000);
  end loop;
  select (array_agg(u.ord - 1 order by u.ord))[2] as i into r
    from unnest(v_fulfillment_log) with ordinality u(l, ord)
   group by u.l having count(*) > 1 order by 1 limit 1;
  if found then
    raise exception 'consequence_fulfillment[%] fulfils a consequence_log row fulfilled before it in this file',
      r.i using errcode = '22023';
  end if;
  insert into public.consequence_fulfillment (consequence_id, log_id, note)
  select u.c, u.l, u.n
    from unnest(v_fulfillment_consequence, v_fulfillment_log, v_fulfillment_note) u(c, l, n);

  -- Pauses: of a habit of the file, or of every habit (habit_id null).
  for r in
    select e.value as row, e.ordinality - 1 as i, m.new_id as habit_id
      from jsonb_array_elements(v_pauses) with ordinality e
      left join unnest(v_habit_old, v_habit_new) m(old_id, new_id)
        on m.old_id = private.import_key(e.value -> 'habit_id')
     order by e.ordinality
  loop
    v_label := format('habit_pause[%s]', r.i);
    v_pause_habit := r.habit_id;
    if r.habit_id is null and jsonb_typeof(r.row -> 'habit_id') is distinct from 'null'
       and r.row ? 'habit_id' then
      raise exception '%.habit_id % is not a habit of this file', v_label,
        private.import_id(r.row -> 'habit_id', v_label || '.habit_id') using errcode = '22023';
    end if;
    v_start := private.import_pause_date(r.row -> 'start_date', v_label || '.start_date');
    v_end := case when jsonb_typeof(r.row -> 'end_date') is distinct from 'null'
                       and r.row ? 'end_date'
                  then private.import_pause_date(r.row -> 'end_date', v_label || '.end_date') end;
    if v_end < v_start then
      raise exception '%.end_date % is before its start_date %', v_label, v_end, v_start
        using errcode = '22023';
    end if;
    insert into public.habit_pause (habit_id, start_date, end_date, note)
    values (v_pause_habit, v_start, v_end,
            private.json_text(r.row -> 'note', v_label || '.note', false, 500));
    v_pause_count := v_pause_count + 1;
  end loop;

  -- Own templates with their questions, options and consequences.
  for r in
    select e.value as row, e.ordinality - 1 as i
      from jsonb_array_elements(v_templates) with ordinality e order by e.ordinality
  loop
    v_label := format('habit_template[%s]', r.i);
    select * into v_schedule from private.import_schedule(r.row, v_label);
    insert into public.habit_template
      (name, description, color, daily_target, freq_num, freq_den, weekdays)
    values (
      private.json_text(r.row -> 'name', v_label || '.name', true, 80),
      private.json_text(r.row -> 'description', v_label || '.description', false, 500),
      private.import_color(r.row -> 'color', v_label || '.color'),
      private.json_int(r.row -> 'daily_target', v_label || '.daily_target', 0, 100000, false),
      v_schedule.freq_num, v_schedule.freq_den, v_schedule.weekdays
    )
    returning id into v_id;
    insert into private.import_origin (source_id, template_id) -- import_dedupe
    values (private.import_key(r.row -> 'id'), v_id);
    v_template_old := v_template_old || private.import_key(r.row -> 'id');
    v_template_new := v_template_new || v_id;
  end loop;

  for r in
    select e.value as row, e.ordinality - 1 as i, m.new_id as template_id
      from jsonb_array_elements(v_question_templates) with ordinality e
      left join unnest(v_template_old, v_template_new) m(old_id, new_id)
        on m.old_id = private.import_key(e.value -> 'template_id')
     order by e.ordinality
  loop
    v_label := format('question_template[%s]', r.i);
    if r.template_id is null then
      raise exception '%.template_id % is not a habit_template of this file', v_label,
        private.import_id(r.row -> 'template_id', v_label || '.template_id') using errcode = '22023';
    end if;
    select * into v_number from private.json_question_kind(r.row, v_label || '.'); -- number_questions
    insert into public.question_template
      (template_id, question, position, kind, unit, target, target_type, points)
    values (
      r.template_id,
      private.json_text(r.row -> 'question', v_label || '.question', true, 200),
      coalesce(private.json_int(r.row -> 'position', v_label || '.position', 0, 1000000, false), 0),
      v_number.kind, v_number.unit, v_number.target, v_number.target_type, v_number.points
    )
    returning id into v_id;
    v_qtemplate_kind := v_qtemplate_kind || v_number.kind; -- number_questions
    v_qtemplate_old := v_qtemplate_old || private.import_key(r.row -> 'id');
    v_qtemplate_new := v_qtemplate_new || v_id;
  end loop;

  -- "OPTION_ID" (the option a template option was copied from) follows the option when it is in
  -- the file too, and is cleared otherwise (as when that option is deleted).
  for r in
    select e.value as row, e.ordinality - 1 as i, m.new_id as que_temp_id, o.new_id as option_id,
           m.kind
      from jsonb_array_elements(v_option_templates) with ordinality e
      left join unnest(v_qtemplate_old, v_qtemplate_new, v_qtemplate_kind) m(old_id, new_id, kind)
        on m.old_id = private.import_key(e.value -> 'que_temp_id')
      left join unnest(v_option_old, v_option_new) o(old_id, new_id)
        on o.old_id = private.import_key(e.value -> 'OPTION_ID')
     order by e.ordinality
  loop
    v_label := format('option_template[%s]', r.i);
    if r.que_temp_id is null then
      raise exception '%.que_temp_id % is not a question_template of this file', v_label,
        private.import_id(r.row -> 'que_temp_id', v_label || '.que_temp_id') using errcode = '22023';
    end if;
    if r.kind = 'number' then -- number_questions
      raise exception '%.que_temp_id % is a number question: it has no options', v_label,
        r.row -> 'que_temp_id' using errcode = '22023';
    end if;
    if jsonb_typeof(r.row -> 'OPTION_ID') <> 'null' then
      perform private.import_id(r.row -> 'OPTION_ID', v_label || '.OPTION_ID');
    end if;
    insert into public.option_template (que_temp_id, "OPTION_ID", label, score_value, position)
    values (
      r.que_temp_id,
      r.option_id,
      private.json_text(r.row -> 'label', v_label || '.label', true, 80),
      private.json_int(r.row -> 'score_value', v_label || '.score_value', -1000, 1000, true),
      coalesce(private.json_int(r.row -> 'position', v_label || '.position', 0, 1000000, false), 0)
    );
  end loop;

  for r in
    select e.value as row, e.ordinality - 1 as i, m.new_id as template_id
      from jsonb_array_elements(v_consequence_templates) with ordinality e
      left join unnest(v_template_old, v_template_new) m(old_id, new_id)
        on m.old_id = private.import_key(e.value -> 'template_id')
     order by e.ordinality
  loop
    v_label := format('consequence_template[%s]', r.i);
    if r.template_id is null then
      raise exception '%.template_id % is not a habit_template of this file', v_label,
        private.import_id(r.row -> 'template_id', v_label || '.template_id') using errcode = '22023';
    end if;
    select * into v_consequence from private.import_consequence(r.row, v_label);
    insert into public.consequence_template
      (template_id, title, description, kind, trigger_type, threshold)
    values (
      r.template_id, v_consequence.title, v_consequence.description, v_consequence.kind,
      v_consequence.trigger_type, v_consequence.threshold
    );
  end loop;

  -- The profile name only fills a missing profile; an existing name is never overwritten.
  if v_profile_name is not null then
    insert into public."User_Master" (user_id, name)
    values (v_uid, v_profile_name)
    on conflict (user_id) do nothing;
    get diagnostics v_profile_count = row_count;
  end if;

  return jsonb_build_object(
    'habit_metadata', jsonb_array_length(v_habits),
    'question_metadata', jsonb_array_length(v_questions),
    'option_metadata', jsonb_array_length(v_options),
    'consequence_metadata', jsonb_array_length(v_consequences),
    'checkmarks_tracker', jsonb_array_length(v_checkmarks),
    'answer_entry', jsonb_array_length(v_answers),
    'consequence_log', jsonb_array_length(v_logs),
    'consequence_fulfillment', jsonb_array_length(v_fulfillments),
    'habit_template', jsonb_array_length(v_templates),
    'question_template', jsonb_array_length(v_question_templates),
    'option_template', jsonb_array_length(v_option_templates),
    'consequence_template', jsonb_array_length(v_consequence_templates),
    'habit_pause', v_pause_count,
    'User_Master', v_profile_count,
    'already_here', v_already_here -- import_dedupe
  );
end;
$$;
