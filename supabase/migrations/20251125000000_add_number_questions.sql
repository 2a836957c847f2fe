-- Number questions (counted answers: "glasses of water", "cigarettes: at most 2").
--
-- The columns only; what writes them (save_habit_day, templates, export and import) follows in
-- later migrations. A question is a `choice` (answered with one of its options, as before) or a
-- `number` (answered with a value): its `unit`, `target`, `target_type` and `points` (the score
-- when the target is fully met, and so the question's maximum). An answer to a number question
-- keeps its `value` and, like an option's score, the score it earned at answer time in
-- `score_value` (private.number_answer_score), so later edits of the target do not rewrite
-- history. Old rows mean what they meant: every existing question is a choice.

alter table public.question_metadata
  add column kind text not null default 'choice',
  add column unit text,
  add column target numeric,
  add column target_type text,
  add column points integer,
  add constraint question_metadata_kind_check check (kind in ('choice', 'number')),
  add constraint question_metadata_unit_check check (char_length(unit) <= 20),
  add constraint question_metadata_target_check check (target > 0 and target <= 1e9),
  add constraint question_metadata_target_type_check
    check (target_type in ('at_least', 'at_most')),
  add constraint question_metadata_points_check check (points between 1 and 1000),
  -- A number question has its target, target type and points; a choice question none of them.
  add constraint question_metadata_number_fields_check check (
    case kind
      when 'number' then target is not null and target_type is not null and points is not null
      else unit is null and target is null and target_type is null and points is null
    end
  );

alter table public.question_template
  add column kind text not null default 'choice',
  add column unit text,
  add column target numeric,
  add column target_type text,
  add column points integer,
  add constraint question_template_kind_check check (kind in ('choice', 'number')),
  add constraint question_template_unit_check check (char_length(unit) <= 20),
  add constraint question_template_target_check check (target > 0 and target <= 1e9),
  add constraint question_template_target_type_check
    check (target_type in ('at_least', 'at_most')),
  add constraint question_template_points_check check (points between 1 and 1000),
  add constraint question_template_number_fields_check check (
    case kind
      when 'number' then target is not null and target_type is not null and points is not null
      else unit is null and target is null and target_type is null and points is null
    end
  );

-- 'NaN' is a numeric in Postgres and sorts above every number: `value <= 1e9` refuses it.
alter table public.answer_entry
  add column value numeric,
  add constraint answer_entry_value_check check (value >= 0 and value <= 1e9),
  -- An answer is a chosen option or a value, never both (option_id is also null for a choice
  -- answer whose option was deleted later).
  add constraint answer_entry_option_or_value_check check (value is null or option_id is null);

-- The score of `value` for a number question: round(points * c), c = min(value / target, 1) for
-- at_least and clamp(1 - (value - target) / target, 0, 1) for at_most (Loop Habit Tracker's rule).
-- round() on numeric rounds halves away from zero, like Math.round for the values >= 0 here:
-- 6 of at least 8 for 10 points is 7.5, scored 8. src/lib/scores/number-score.ts is the same rule.
create function private.number_answer_score(
  p_points integer,
  p_target numeric,
  p_target_type text,
  p_value numeric
) returns integer
language sql
immutable
strict
set search_path = ''
as $$
  select round(p_points * case p_target_type
    when 'at_least' then least(p_value / p_target, 1)
    else greatest(least(1 - (p_value - p_target) / p_target, 1), 0)
  end)::integer
$$;

revoke all on function private.number_answer_score(integer, numeric, text, numeric) from public;
grant execute on function private.number_answer_score(integer, numeric, text, numeric)
  to authenticated, service_role;
