-- Experts shown on the public site, the admin role, and the row-level security that
-- enforces who may read and write them.
--
-- Who may do what (the database layer; the /admin guard and the server functions check too):
--   anon, authenticated  read experts where is_active
--   admins               read every expert; insert, update and delete experts
--   every signed-in user reads only their own user_roles rows
--   nobody but service_role (which bypasses RLS) writes user_roles
-- supabase/tests/policies.test.ts proves each cell of that matrix against this file.

-- ---------------------------------------------------------------------------
-- experts
-- ---------------------------------------------------------------------------
create table public.experts (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  role text,
  description text,
  image_url text,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- The same limits as the admin form: a name with at least one visible character.
  constraint experts_name_length check (char_length(name) <= 120 and name ~ '[^[:space:]]'),
  constraint experts_role_length check (char_length(role) <= 120),
  constraint experts_description_length check (char_length(description) <= 2000)
);

comment on table public.experts is 'Experts listed on the public site; managed by admins.';
comment on column public.experts.updated_at is 'Set to now() by a trigger on every update, whatever the client sends.';

-- The public grid filters on is_active and orders by name.
create index experts_active_name_idx on public.experts (is_active, name);

create function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := pg_catalog.now();
  return new;
end;
$$;

-- Only ever called as a trigger.
revoke all on function public.set_updated_at() from public, anon, authenticated;

create trigger experts_set_updated_at
before update on public.experts
for each row execute function public.set_updated_at();

-- ---------------------------------------------------------------------------
-- user_roles
-- ---------------------------------------------------------------------------
create table public.user_roles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  role text not null check (role = 'admin'),
  created_at timestamptz not null default now(),
  unique (user_id, role)
);

comment on table public.user_roles is 'A row (user_id, ''admin'') makes that user an administrator. Written only with the service role or SQL.';

-- ---------------------------------------------------------------------------
-- is_admin(): does the calling user hold the admin role?
-- security definer so that policies can call it whatever the caller may read;
-- an empty search_path and fully qualified names so that nothing the caller
-- creates (a temporary table named user_roles, say) can change its answer.
-- ---------------------------------------------------------------------------
create function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.user_roles as ur
    where ur.user_id = auth.uid()
      and ur.role = 'admin'
  );
$$;

comment on function public.is_admin() is 'True when auth.uid() has the admin row in public.user_roles.';

revoke all on function public.is_admin() from public;
grant execute on function public.is_admin() to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------
-- Privileges. Supabase's default privileges grant ALL on new public tables to
-- anon and authenticated; start from nothing and grant only what the policies need.
-- ---------------------------------------------------------------------------
revoke all on table public.experts from public, anon, authenticated;
revoke all on table public.user_roles from public, anon, authenticated;

grant select on table public.experts to anon;
grant select, insert, update, delete on table public.experts to authenticated;
grant select on table public.user_roles to authenticated;
grant all on table public.experts to service_role;
grant all on table public.user_roles to service_role;

-- ---------------------------------------------------------------------------
-- Row-level security. Forced as well, so the table owner is subject to it too
-- (roles with BYPASSRLS, such as service_role and Supabase's postgres, still bypass it).
-- ---------------------------------------------------------------------------
alter table public.experts enable row level security;
alter table public.experts force row level security;
alter table public.user_roles enable row level security;
alter table public.user_roles force row level security;

create policy "Active experts are visible to everyone"
on public.experts
for select
to anon, authenticated
using (is_active);

create policy "Admins see every expert"
on public.experts
for select
to authenticated
using ((select public.is_admin()));

create policy "Admins add experts"
on public.experts
for insert
to authenticated
with check ((select public.is_admin()));

create policy "Admins edit experts"
on public.experts
for update
to authenticated
using ((select public.is_admin()))
with check ((select public.is_admin()));

create policy "Admins delete experts"
on public.experts
for delete
to authenticated
using ((select public.is_admin()));

-- A user reads only their own role rows (the app's admin check). There are no
-- insert, update or delete policies: with RLS on, those are denied to everyone
-- but service_role.
create policy "Users read their own roles"
on public.user_roles
for select
to authenticated
using (user_id = (select auth.uid()));
