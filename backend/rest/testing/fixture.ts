/**
 * A small schema for the REST integration tests, independent of the app's migrations: owned
 * rows with row-level security, a child table with a foreign key, a table and columns with
 * upper-case names, a view whose relationship PostgREST must infer from its base table, and
 * functions for /rpc.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const FIXTURE_SQL = `
create table public.projects (
  id bigint generated always as identity primary key,
  owner uuid not null default auth.uid() references auth.users on delete cascade,
  name text not null check (char_length(name) between 1 and 50),
  code text unique,
  starts_on date,
  due_at timestamptz,
  budget numeric,
  big bigint,
  tags text[],
  meta jsonb,
  token uuid not null default gen_random_uuid(),
  archived boolean not null default false,
  priority integer default 3,
  created_at timestamptz not null default now()
);

create table public.tasks (
  id bigint generated always as identity primary key,
  project_id bigint not null references public.projects on delete cascade,
  owner uuid not null default auth.uid() references auth.users on delete cascade,
  title text not null,
  position integer not null default 0,
  done boolean not null default false,
  unique (project_id, title)
);
create index on public.tasks (project_id);

create table public."Task_Notes" (
  "NOTE_ID" bigint generated always as identity primary key,
  task_id bigint references public.tasks on delete cascade,
  "Body" text,
  owner uuid not null default auth.uid() references auth.users on delete cascade
);

create table public.profiles (
  user_id uuid primary key references auth.users on delete cascade,
  name text not null
);

create table public.labels (
  id bigint generated always as identity primary key,
  title text not null unique
);

create table public.project_labels (
  project_id bigint not null references public.projects on delete cascade,
  label_id bigint not null references public.labels on delete cascade,
  primary key (project_id, label_id)
);

create view public.project_stats with (security_invoker = true) as
select p.id as project_ref, p.name,
  (select count(*) from public.tasks t where t.project_id = p.id)::integer as task_count,
  p.owner
from public.projects p;

-- A view over a view: relationships are followed through both.
create view public.project_names with (security_invoker = true) as
select s.project_ref as ref, s.name from public.project_stats s;

alter table public.projects enable row level security;
alter table public.tasks enable row level security;
alter table public."Task_Notes" enable row level security;
alter table public.profiles enable row level security;
alter table public.project_labels enable row level security;

create policy projects_select on public.projects for select to authenticated using (owner = (select auth.uid()));
create policy projects_insert on public.projects for insert to authenticated with check (owner = (select auth.uid()));
create policy projects_update on public.projects for update to authenticated using (owner = (select auth.uid())) with check (owner = (select auth.uid()));
create policy projects_delete on public.projects for delete to authenticated using (owner = (select auth.uid()));
create policy tasks_all on public.tasks for all to authenticated using (owner = (select auth.uid())) with check (owner = (select auth.uid()));
create policy notes_all on public."Task_Notes" for all to authenticated using (owner = (select auth.uid())) with check (owner = (select auth.uid()));
create policy project_labels_all on public.project_labels for all to authenticated
  using (exists (select 1 from public.projects p where p.id = project_id and p.owner = (select auth.uid())))
  with check (exists (select 1 from public.projects p where p.id = project_id and p.owner = (select auth.uid())));
create policy profiles_all on public.profiles for all to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));

create function public.add_task(p_project_id bigint, p_title text, p_position integer default 0)
returns bigint language sql as $$
  insert into public.tasks (project_id, title, position) values (p_project_id, p_title, p_position) returning id
$$;

create function public.project_summary(p_id bigint) returns jsonb language sql stable as $$
  select jsonb_build_object('id', p.id, 'name', p.name,
    'tasks', (select count(*) from public.tasks t where t.project_id = p.id))
  from public.projects p where p.id = p_id
$$;

create function public.my_projects() returns setof public.projects language sql stable as $$
  select * from public.projects
$$;

create function public.count_up(n integer) returns setof integer language sql immutable as $$
  select generate_series(1, n)
$$;

create function public.refuse(p_msg text) returns void language plpgsql as $$
begin
  raise exception '%', p_msg using errcode = 'P0001', hint = 'try again';
end
$$;

create function public.whoami() returns jsonb language sql stable as $$
  select jsonb_build_object(
    'role', current_user,
    'uid', auth.uid(),
    'method', current_setting('request.method', true),
    'path', current_setting('request.path', true),
    'read_only', current_setting('transaction_read_only'),
    'x_test', nullif(current_setting('request.headers', true), '')::jsonb ->> 'x-test')
$$;

create function public.touch() returns void language plpgsql as $$
begin
  perform 1;
end
$$;
`;

/** Writes the fixture as a one-file migrations folder; returns it and a cleanup function. */
export async function writeFixtureMigrations(): Promise<{
  dir: string;
  cleanup: () => Promise<void>;
}> {
  const dir = await mkdtemp(join(tmpdir(), 'rest-fixture-'));
  await writeFile(join(dir, '20240101000000_rest_fixture.sql'), FIXTURE_SQL);
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}
