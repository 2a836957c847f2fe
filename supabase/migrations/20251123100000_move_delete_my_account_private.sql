-- delete_my_account was SECURITY DEFINER in public, the schema the API exposes: Supabase's
-- database advisor flags that (lint 0029, "Signed-In Users Can Execute SECURITY DEFINER
-- Function"), since anything in public with EXECUTE for authenticated is an endpoint at
-- /rest/v1/rpc that runs with its owner's rights. The privileged part moves to the private
-- schema (not exposed through the API); public keeps a SECURITY INVOKER wrapper of the same
-- name and signature, so the app's rpc('delete_my_account') is unchanged.

-- Deletes the caller's auth user; every owned row goes with it through on delete cascade.
-- Security definer because only the owner may delete from auth.users; it only ever deletes
-- the row of auth.uid(), and refuses a caller without one.
create or replace function private.delete_my_account()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
begin
  if v_uid is null then
    raise exception 'Not signed in' using errcode = '42501';
  end if;
  delete from auth.users u where u.id = v_uid;
end;
$$;

-- Reached only through public.delete_my_account (the API does not expose private), by a
-- signed-in user: Postgres grants EXECUTE to PUBLIC by default and Supabase's default
-- privileges grant it to anon.
revoke all on function private.delete_my_account() from public, anon;
grant execute on function private.delete_my_account() to authenticated;

-- The endpoint: runs with the caller's rights, so only a role that may execute the private
-- function (authenticated) gets anywhere.
create or replace function public.delete_my_account()
returns void
language plpgsql
security invoker
set search_path = ''
as $$
begin
  perform private.delete_my_account();
end;
$$;

revoke all on function public.delete_my_account() from public, anon;
grant execute on function public.delete_my_account() to authenticated;
