-- The staff accounts' refusals carry their codes in DETAIL, as every other refusal the
-- database raises does (20261125090000_refusal_codes.sql): each function of
-- 20261125100000_staff_roles_and_two_factor.sql that raises one is replaced with the same
-- signature and body, its words and errcode unchanged (so PostgREST's HTTP status stays), and
-- the code added. Replacing a function keeps its grants, and keep_an_admin's trigger calls the
-- new body under the same name.
--
--   code               raised by                                            errcode
--   staff_only         public.event_registration_counts()                   42501
--   admins_only        public.staff_members()                               42501
--                      public.record_two_factor_reset()                     42501
--                      public.invite_staff_member()                         42501
--                      public.resend_staff_invitation()                     42501
--   last_admin         private.keep_an_admin() (trigger keep_an_admin)      PT409
--   not_staff          public.resend_staff_invitation()                     PT404
--   already_accepted   public.resend_staff_invitation()                     PT409
--
-- app/domain/refusals.ts lists the codes; app/server/refusals.ts maps each to its HTTP status
-- and words (app/content/refusals.ts). A later migration that replaces one of these functions
-- keeps its codes.

create or replace function public.event_registration_counts()
returns table (event_id uuid, confirmed integer, waitlisted integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not ((select public.is_staff()) or (select auth.role()) = 'service_role') then
    raise exception 'registration counts are for staff only' using errcode = '42501', detail = 'staff_only';
  end if;
  return query
    select r.event_id,
           (count(*) filter (where r.status = 'confirmed'))::integer,
           (count(*) filter (where r.status = 'waitlisted'))::integer
    from public.event_registrations as r
    where r.status <> 'cancelled'
    group by r.event_id;
end;
$$;

create or replace function private.keep_an_admin()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.role <> 'admin' or (tg_op = 'UPDATE' and new.role = 'admin') then
    return coalesce(new, old);
  end if;
  perform 1 from public.user_roles as ur where ur.role = 'admin' for update;
  if not exists (select 1 from public.user_roles as ur where ur.role = 'admin' and ur.id <> old.id) then
    -- PostgREST answers a PTnnn code with HTTP status nnn.
    raise exception 'last_admin: the team must keep at least one admin' using errcode = 'PT409', detail = 'last_admin';
  end if;
  return coalesce(new, old);
end;
$$;

create or replace function public.staff_members()
returns table (
  user_id uuid,
  email text,
  role text,
  added_at timestamptz,
  accepted boolean,
  last_sign_in_at timestamptz,
  two_factor boolean
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not ((select public.is_admin()) or (select auth.role()) = 'service_role') then
    raise exception 'the team is for admins only' using errcode = '42501', detail = 'admins_only';
  end if;
  return query
    select ur.user_id, u.email::text, ur.role, ur.created_at, u.email_confirmed_at is not null, u.last_sign_in_at,
           exists (select 1 from auth.mfa_factors as f where f.user_id = ur.user_id and f.status = 'verified')
    from public.user_roles as ur
    join auth.users as u on u.id = ur.user_id
    order by lower(u.email::text);
end;
$$;

create or replace function public.record_two_factor_reset(member uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not (select public.is_admin()) then
    raise exception 'only admins reset a second factor' using errcode = '42501', detail = 'admins_only';
  end if;
  perform audit.record_staff_event(member, 'two_factor_reset');
end;
$$;

create or replace function public.invite_staff_member(member uuid, staff_role text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not (select public.is_admin()) then
    raise exception 'only admins invite staff' using errcode = '42501', detail = 'admins_only';
  end if;
  insert into public.user_roles (user_id, role) values (member, staff_role);
  perform private.queue_staff_invitation(member);
end;
$$;

create or replace function public.resend_staff_invitation(member uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not (select public.is_admin()) then
    raise exception 'only admins invite staff' using errcode = '42501', detail = 'admins_only';
  end if;
  if not exists (select 1 from public.user_roles as r where r.user_id = member) then
    raise exception 'not_staff: this person is not on the team' using errcode = 'PT404', detail = 'not_staff';
  end if;
  if exists (select 1 from auth.users as u where u.id = member and u.email_confirmed_at is not null) then
    raise exception 'already_accepted: this person has already accepted the invitation' using errcode = 'PT409', detail = 'already_accepted';
  end if;
  perform private.queue_staff_invitation(member);
end;
$$;
