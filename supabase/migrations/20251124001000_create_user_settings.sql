-- user_settings: the account's preferences that change what the numbers mean, so every device of
-- the user shows the same weekly scores and the same "today": the day a week starts on and the
-- hour a day starts at (docs/domain.md "Weekly score", "Day starts at"). One row per user, made
-- by the first change. The device keeps its own copy (stores/settings-store.ts) as the fallback
-- offline and before the row loads; the theme stays per device.
create table public.user_settings (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  -- 0 = Sunday .. 6 = Saturday (date-fns' weekStartsOn); the app's default is Monday.
  week_start smallint not null default 1 check (week_start between 0 and 6),
  -- "Day starts at": answers before this local hour count for the day before (lib/scores/day-start.ts).
  day_start_hour smallint not null default 0 check (day_start_hour between 0 and 5),
  updated_at timestamptz not null default now()
);

create trigger user_settings_set_updated_at
  before update on public.user_settings
  for each row execute function private.set_updated_at();

-- Row-level security: one policy per operation, own row only.
alter table public.user_settings enable row level security;

create policy "user_settings: owner can select" on public.user_settings
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "user_settings: owner can insert" on public.user_settings
  for insert to authenticated with check ((select auth.uid()) = user_id);
create policy "user_settings: owner can update" on public.user_settings
  for update to authenticated
  using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "user_settings: owner can delete" on public.user_settings
  for delete to authenticated using ((select auth.uid()) = user_id);

-- anon reads and writes nothing; TRUNCATE would bypass row-level security, so nobody gets it.
revoke all on public.user_settings from anon;
revoke truncate, references, trigger on public.user_settings from authenticated;
grant select, insert, update, delete on public.user_settings to authenticated;
