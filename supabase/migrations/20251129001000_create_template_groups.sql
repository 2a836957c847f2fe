-- Template groups (docs/domain.md "Template group"): a named set of starter templates ("Morning
-- routine": Exercise, Meditation, Hydration) that create_group_from_template turns, in one step,
-- into a habit_group of the caller with a habit made from each of its templates.
--
-- * public.template_group: id, name (1..60 characters, stored trimmed, as habit_group's), an
--   optional description (up to 500), color, position (the order they are offered in),
--   created_at. Starters only: every signed-in user reads them, nobody writes them through the
--   API (no insert, update or delete privilege; seeded by supabase/seed.sql as the owner).
-- * public.habit_template.template_group_id: the group a starter template belongs to (null:
--   none; a template is in at most one group). A user's own template cannot join one (a check:
--   only a starter, created_by null, can).
-- * public.create_group_from_template(p_group_id): the caller's new group (the template group's
--   name and colour, after the caller's other groups) and a habit from each of its templates, in
--   their order, filed under it; one transaction, returns the new habit_group's id.
--
-- The two starter groups are added here for a database seeded before they existed (the templates
-- of a fresh database are seeded after the migrations, and seed.sql files them then).

create table public.template_group (
  id bigint generated always as identity primary key,
  name text not null
    constraint template_group_name_check check (char_length(name) between 1 and 60 and name = btrim(name)),
  description text check (char_length(description) <= 500),
  color text not null default '#0f766e' check (color ~ '^#[0-9a-fA-F]{6}$'),
  position integer not null default 0 check (position >= 0),
  created_at timestamptz not null default now()
);

alter table public.template_group enable row level security;

create policy "template_group: signed-in users can select" on public.template_group
  for select to authenticated using (true);

revoke all on public.template_group from anon, authenticated;
grant select on public.template_group to authenticated;

alter table public.habit_template
  add column template_group_id bigint references public.template_group (id) on delete set null,
  add constraint habit_template_group_starter_check
    check (template_group_id is null or created_by is null);

-- create_group_from_template reads a group's templates by their group.
create index habit_template_template_group_id_idx on public.habit_template (template_group_id);

-- ---------------------------------------------------------------------------------------------
create or replace function public.create_group_from_template(p_group_id bigint)
returns bigint
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_uid uuid := private.require_user();
  v_template_group public.template_group;
  v_group_id bigint;
  v_position integer;
  v_template_id bigint;
  v_habit_id bigint;
begin
  select * into v_template_group from public.template_group g where g.id = p_group_id;
  if not found then
    raise exception 'Template group % not found', p_group_id using errcode = '23503';
  end if;
  if not exists (
    select 1 from public.habit_template t where t.template_group_id = p_group_id
  ) then
    raise exception 'Template group % has no templates', p_group_id using errcode = '22023';
  end if;

  -- After the caller's other groups; the caller's habit-list lock (20251128000500_habit_list_lock)
  -- makes a concurrent create, import or reordering wait, even when there is no group yet.
  perform private.lock_habit_list();
  select coalesce(max(g.position) + 1, 0) into v_position
    from public.habit_group g where g.created_by = v_uid;
  insert into public.habit_group (name, color, position)
  values (v_template_group.name, v_template_group.color, v_position)
  returning id into v_group_id;

  for v_template_id in
    select t.id from public.habit_template t
     where t.template_group_id = p_group_id
     order by t.id
  loop
    v_habit_id := public.create_habit_from_template(v_template_id);
    update public.habit_metadata h set group_id = v_group_id where h.id = v_habit_id;
  end loop;
  return v_group_id;
end;
$$;

revoke all on function public.create_group_from_template(bigint) from public, anon;
grant execute on function public.create_group_from_template(bigint) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- The starter groups (as supabase/seed.sql adds them): each added once, by name, and its starter
-- templates filed under it where they exist and are in no group yet.
insert into public.template_group (name, description, color, position)
select s.name, s.description, s.color, s.position
  from (values
    ('Morning routine',
     'Start the day awake and steady: some movement, a few quiet minutes, enough water.',
     '#ea580c', 0),
    ('Evening wind-down',
     'End the day well: a chapter of a book, no late sugar, and to bed on time.',
     '#4f46e5', 1)
  ) as s (name, description, color, position)
 where not exists (select 1 from public.template_group g where g.name = s.name);

update public.habit_template t
   set template_group_id = g.id
  from (values
    ('Morning routine', 'Exercise'), ('Morning routine', 'Meditation'),
    ('Morning routine', 'Hydration'),
    ('Evening wind-down', 'Reading'), ('Evening wind-down', 'No sugar'),
    ('Evening wind-down', 'Sleep')
  ) as m (group_name, template_name)
  join public.template_group g on g.name = m.group_name
 where t.created_by is null
   and t.name = m.template_name
   and t.template_group_id is null;
