-- Staff accounts: two roles and the second factor, decided in the two functions every policy
-- calls, so no path (a page, a server function, the data API, Storage) can skip them.
--
--   admin   everything staff do, and what visitors send (applications, claims, registrations),
--           the audit trail, the settings and the team
--   editor  what the public pages show: experts, events, resources (and the site content of
--           later migrations); nothing visitors send, no audit trail, settings or team
--
-- public.is_staff() and public.is_admin() answer for the request's user, and only when the
-- session meets the second-factor rule: a session whose JWT says `aal2` (a TOTP code was
-- verified after the password) always does; an `aal1` session does only while the rule is
-- 'optional' and the user has enrolled no factor. The rule is 'required' unless the site's
-- server sets it to 'optional' (ADMIN_TWO_FACTOR; site_server.apply_admin_two_factor()).
--
-- Who may do what (on top of the earlier migrations):
--   staff (admin or editor)  read drafts and write experts, events, resources and their buckets;
--                            read registration counts per event (event_registration_counts())
--   admins                   read every user_roles row; add, change and remove roles (never the
--                            last admin: PT409); the team (staff_members()); invite and resend
--   every signed-in user     reads their own role row and their own staff_session()
-- supabase/tests/policies.test.ts and staff.test.ts prove each cell against this file.

-- ---------------------------------------------------------------------------
-- roles: admin or editor, one per user
-- ---------------------------------------------------------------------------
alter table public.user_roles drop constraint user_roles_role_check;
alter table public.user_roles add constraint user_roles_role check (role in ('admin', 'editor'));
alter table public.user_roles drop constraint user_roles_user_id_role_key;
alter table public.user_roles add constraint user_roles_one_per_user unique (user_id);

comment on table public.user_roles is
  'A staff member''s role: (user_id, ''admin'') or (user_id, ''editor''), one per user. Admins manage the rows; the last admin is kept.';

-- ---------------------------------------------------------------------------
-- the second-factor rule
-- ---------------------------------------------------------------------------
create table private.staff_security (
  id boolean primary key default true,
  admin_two_factor text not null default 'required',
  constraint staff_security_one_row check (id),
  constraint staff_security_admin_two_factor check (admin_two_factor in ('required', 'optional'))
);

comment on table private.staff_security is
  'How staff sign in: admin_two_factor ''required'' (every staff session needs aal2) or ''optional'' (only users with a verified factor do). Set by the site''s server from ADMIN_TWO_FACTOR.';

insert into private.staff_security (id, admin_two_factor) values (true, 'required');
revoke all on table private.staff_security from public, anon, authenticated, service_role;

-- The caller's role, or null: no role row, or a session that does not meet the rule.
create function private.staff_role()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select ur.role
  from public.user_roles as ur
  where ur.user_id = auth.uid()
    and (
      coalesce(auth.jwt() ->> 'aal', 'aal1') = 'aal2'
      or (
        (select s.admin_two_factor from private.staff_security as s) = 'optional'
        and not exists (
          select 1 from auth.mfa_factors as f where f.user_id = ur.user_id and f.status = 'verified'
        )
      )
    );
$$;

revoke all on function private.staff_role() from public;
grant execute on function private.staff_role() to anon, authenticated, service_role;

-- is_admin() keeps its name and grants; what it answers now includes the second factor.
create or replace function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select private.staff_role()) = 'admin', false);
$$;

comment on function public.is_admin() is
  'True when auth.uid() is an admin and the session meets the second-factor rule (private.staff_role()).';

create function public.is_staff()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select (select private.staff_role()) is not null;
$$;

comment on function public.is_staff() is
  'True when auth.uid() is an admin or an editor and the session meets the second-factor rule (private.staff_role()).';

revoke all on function public.is_staff() from public;
grant execute on function public.is_staff() to anon, authenticated, service_role;

-- What the site's server needs to route a signed-in user: their role (whatever the session),
-- whether they enrolled a verified factor, the rule, and whether this session has staff rights.
create function public.staff_session()
returns table (role text, enrolled boolean, admin_two_factor text, granted boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select
    (select ur.role from public.user_roles as ur where ur.user_id = auth.uid()),
    exists (select 1 from auth.mfa_factors as f where f.user_id = auth.uid() and f.status = 'verified'),
    (select s.admin_two_factor from private.staff_security as s),
    (select private.staff_role()) is not null;
$$;

revoke all on function public.staff_session() from public, anon;
grant execute on function public.staff_session() to authenticated, service_role;

-- The site's server applies ADMIN_TWO_FACTOR at start over its own connection (DATABASE_URL).
create function site_server.apply_admin_two_factor(mode text)
returns void
language sql
security definer
set search_path = ''
as $$
  update private.staff_security set admin_two_factor = apply_admin_two_factor.mode;
$$;

revoke all on function site_server.apply_admin_two_factor(text) from public;
grant execute on function site_server.apply_admin_two_factor(text) to site_server;

-- ---------------------------------------------------------------------------
-- what editors may do too: experts, events, resources and their buckets
-- ---------------------------------------------------------------------------
alter policy "Admins see every expert" on public.experts using ((select public.is_staff()));
alter policy "Admins see every expert" on public.experts rename to "Staff see every expert";
alter policy "Admins add experts" on public.experts with check ((select public.is_staff()));
alter policy "Admins add experts" on public.experts rename to "Staff add experts";
alter policy "Admins edit experts" on public.experts using ((select public.is_staff())) with check ((select public.is_staff()));
alter policy "Admins edit experts" on public.experts rename to "Staff edit experts";
alter policy "Admins delete experts" on public.experts using ((select public.is_staff()));
alter policy "Admins delete experts" on public.experts rename to "Staff delete experts";

alter policy "Admins read expert images" on storage.objects using (bucket_id = 'experts' and (select public.is_staff()));
alter policy "Admins read expert images" on storage.objects rename to "Staff read expert images";
alter policy "Admins upload expert images" on storage.objects with check (bucket_id = 'experts' and (select public.is_staff()));
alter policy "Admins upload expert images" on storage.objects rename to "Staff upload expert images";
alter policy "Admins replace expert images" on storage.objects
  using (bucket_id = 'experts' and (select public.is_staff())) with check (bucket_id = 'experts' and (select public.is_staff()));
alter policy "Admins replace expert images" on storage.objects rename to "Staff replace expert images";
alter policy "Admins delete expert images" on storage.objects using (bucket_id = 'experts' and (select public.is_staff()));
alter policy "Admins delete expert images" on storage.objects rename to "Staff delete expert images";

alter policy "Admins see every event" on public.events using ((select public.is_staff()));
alter policy "Admins see every event" on public.events rename to "Staff see every event";
alter policy "Admins add events" on public.events with check ((select public.is_staff()));
alter policy "Admins add events" on public.events rename to "Staff add events";
alter policy "Admins edit events" on public.events using ((select public.is_staff())) with check ((select public.is_staff()));
alter policy "Admins edit events" on public.events rename to "Staff edit events";
alter policy "Admins delete events" on public.events using ((select public.is_staff()));
alter policy "Admins delete events" on public.events rename to "Staff delete events";

alter policy "Admins read event banners" on storage.objects using (bucket_id = 'event-banners' and (select public.is_staff()));
alter policy "Admins read event banners" on storage.objects rename to "Staff read event banners";
alter policy "Admins upload event banners" on storage.objects with check (bucket_id = 'event-banners' and (select public.is_staff()));
alter policy "Admins upload event banners" on storage.objects rename to "Staff upload event banners";
alter policy "Admins replace event banners" on storage.objects
  using (bucket_id = 'event-banners' and (select public.is_staff())) with check (bucket_id = 'event-banners' and (select public.is_staff()));
alter policy "Admins replace event banners" on storage.objects rename to "Staff replace event banners";
alter policy "Admins delete event banners" on storage.objects using (bucket_id = 'event-banners' and (select public.is_staff()));
alter policy "Admins delete event banners" on storage.objects rename to "Staff delete event banners";

alter policy "Admins see every resource" on public.resources using ((select public.is_staff()));
alter policy "Admins see every resource" on public.resources rename to "Staff see every resource";
alter policy "Admins add resources" on public.resources with check ((select public.is_staff()));
alter policy "Admins add resources" on public.resources rename to "Staff add resources";
alter policy "Admins edit resources" on public.resources using ((select public.is_staff())) with check ((select public.is_staff()));
alter policy "Admins edit resources" on public.resources rename to "Staff edit resources";
alter policy "Admins delete resources" on public.resources using ((select public.is_staff()));
alter policy "Admins delete resources" on public.resources rename to "Staff delete resources";

alter policy "Admins read resource files and covers" on storage.objects
  using (bucket_id in ('resource-files', 'resource-covers') and (select public.is_staff()));
alter policy "Admins read resource files and covers" on storage.objects rename to "Staff read resource files and covers";
alter policy "Admins upload resource files and covers" on storage.objects
  with check (bucket_id in ('resource-files', 'resource-covers') and (select public.is_staff()));
alter policy "Admins upload resource files and covers" on storage.objects rename to "Staff upload resource files and covers";
alter policy "Admins replace resource files and covers" on storage.objects
  using (bucket_id in ('resource-files', 'resource-covers') and (select public.is_staff()))
  with check (bucket_id in ('resource-files', 'resource-covers') and (select public.is_staff()));
alter policy "Admins replace resource files and covers" on storage.objects rename to "Staff replace resource files and covers";
alter policy "Admins delete resource files and covers" on storage.objects
  using (bucket_id in ('resource-files', 'resource-covers') and (select public.is_staff()));
alter policy "Admins delete resource files and covers" on storage.objects rename to "Staff delete resource files and covers";

-- The events list shows how many seats each event has taken; registrations themselves (names,
-- e-mails) stay admins'.
create function public.event_registration_counts()
returns table (event_id uuid, confirmed integer, waitlisted integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not ((select public.is_staff()) or (select auth.role()) = 'service_role') then
    raise exception 'registration counts are for staff only' using errcode = '42501';
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

revoke all on function public.event_registration_counts() from public, anon;
grant execute on function public.event_registration_counts() to authenticated, service_role;

-- ---------------------------------------------------------------------------
-- the team: admins manage role rows; the last admin stays
-- ---------------------------------------------------------------------------
grant insert (user_id, role), update (role), delete on table public.user_roles to authenticated;

create policy "Admins read every role"
on public.user_roles
for select
to authenticated
using ((select public.is_admin()));

create policy "Admins add roles"
on public.user_roles
for insert
to authenticated
with check ((select public.is_admin()));

create policy "Admins change roles"
on public.user_roles
for update
to authenticated
using ((select public.is_admin()))
with check ((select public.is_admin()));

create policy "Admins remove roles"
on public.user_roles
for delete
to authenticated
using ((select public.is_admin()));

-- Whoever removes or demotes an admin (an admin here, the service key, SQL, or Auth deleting
-- the account, which cascades): refused when no other admin would be left. Every admin row is
-- locked first, so two admins demoting each other at once take turns and the second is refused.
create function private.keep_an_admin()
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
    raise exception 'last_admin: the team must keep at least one admin' using errcode = 'PT409';
  end if;
  return coalesce(new, old);
end;
$$;

revoke all on function private.keep_an_admin() from public, anon, authenticated;

create trigger keep_an_admin
before update of role or delete on public.user_roles
for each row execute function private.keep_an_admin();

-- The team as /admin/team lists it: each staff member's address, role, whether they accepted
-- (Auth confirms the address when they set their password), their last sign-in and whether a
-- verified factor is enrolled. Admins only.
create function public.staff_members()
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
    raise exception 'the team is for admins only' using errcode = '42501';
  end if;
  return query
    select ur.user_id, u.email::text, ur.role, ur.created_at, u.email_confirmed_at is not null, u.last_sign_in_at,
           exists (select 1 from auth.mfa_factors as f where f.user_id = ur.user_id and f.status = 'verified')
    from public.user_roles as ur
    join auth.users as u on u.id = ur.user_id
    order by lower(u.email::text);
end;
$$;

revoke all on function public.staff_members() from public, anon;
grant execute on function public.staff_members() to authenticated, service_role;

-- ---------------------------------------------------------------------------
-- the audit trail: what happens to staff accounts beyond their role rows
-- ---------------------------------------------------------------------------
alter table audit.entries drop constraint entries_kind;
alter table audit.entries add constraint entries_kind check (kind in (
  'experts', 'events', 'resources', 'site_settings', 'user_roles',
  'partnership_applications', 'offer_claims', 'event_registrations', 'sign_in', 'staff_account'
));
alter table audit.entries drop constraint entries_action;
alter table audit.entries add constraint entries_action check (action in (
  'created', 'updated', 'deleted', 'signed_in', 'sign_in_failed', 'sign_in_refused',
  'invitation_sent', 'invitation_accepted', 'password_reset', 'two_factor_reset'
));
alter table audit.entries add constraint entries_staff_account_actions check (
  (kind = 'staff_account') = (action in ('invitation_sent', 'invitation_accepted', 'password_reset', 'two_factor_reset'))
);

-- One entry about a staff account (record: the user's id; changes: their address, never a
-- password or a token). Who: the request's user, or the account itself for what its owner did
-- through a mailed link (the site's server, which has no JWT, passes it).
create function audit.record_staff_event(member uuid, staff_action text, actor_email text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  claims jsonb := nullif(pg_catalog.current_setting('request.jwt.claims', true), '')::jsonb;
  member_email text := (select u.email::text from auth.users as u where u.id = member);
begin
  insert into audit.entries (actor, actor_id, kind, record_id, action, changes)
  values (
    coalesce(actor_email, nullif(claims ->> 'email', ''), claims ->> 'sub', 'database'),
    case when actor_email is null then nullif(claims ->> 'sub', '') else member::text end,
    'staff_account', member::text, staff_action,
    pg_catalog.jsonb_build_object('email', pg_catalog.jsonb_build_object('before', null, 'after', member_email))
  );
end;
$$;

revoke all on function audit.record_staff_event(uuid, text, text) from public;

-- An admin reset a colleague's second factor (in Auth, with the secret key): recorded as that admin.
create function public.record_two_factor_reset(member uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not (select public.is_admin()) then
    raise exception 'only admins reset a second factor' using errcode = '42501';
  end if;
  perform audit.record_staff_event(member, 'two_factor_reset');
end;
$$;

revoke all on function public.record_two_factor_reset(uuid) from public, anon;
grant execute on function public.record_two_factor_reset(uuid) to authenticated;

-- ---------------------------------------------------------------------------
-- links mailed to staff: single use, expiring on the database's clock
-- ---------------------------------------------------------------------------
-- Only the SHA-256 of a token is kept here; the token itself is made by new_staff_link() and
-- exists only in the mail that carries it (the outbox empties a mail's details once it is sent). Invitations last 7 days, recovery links 1 hour; a new
-- link of the same kind replaces an unused one.
create table site_server.staff_links (
  token_hash text primary key,
  kind text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default private.clock_now(),
  expires_at timestamptz not null,
  used_at timestamptz,
  constraint staff_links_kind check (kind in ('invitation', 'recovery'))
);

comment on table site_server.staff_links is
  'Invitation and password-recovery links mailed to staff: the hash of each token, its expiry and when it was used.';

revoke all on site_server.staff_links from public;
revoke all on site_server.staff_links from anon, authenticated, service_role;

create function private.staff_link_hash(token text)
returns text
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.encode(pg_catalog.sha256(pg_catalog.convert_to(token, 'UTF8')), 'hex');
$$;

create function private.new_staff_link(link_kind text, member uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  -- 244 random bits (two version-4 UUIDs).
  token text := pg_catalog.replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
begin
  delete from site_server.staff_links as l where l.user_id = member and l.kind = link_kind and l.used_at is null;
  insert into site_server.staff_links (token_hash, kind, user_id, expires_at)
  values (
    private.staff_link_hash(token), link_kind, member,
    private.clock_now() + case link_kind when 'invitation' then interval '7 days' else interval '1 hour' end
  );
  return token;
end;
$$;

revoke all on function private.staff_link_hash(text) from public;
revoke all on function private.new_staff_link(text, uuid) from public;

-- What a link's page shows before its button is pressed (nothing is used up): its kind and
-- address while it works, or why it does not ('used', 'expired', 'unknown').
create function site_server.staff_link_state(token text)
returns table (state text, kind text, email text)
language sql
stable
security definer
set search_path = ''
as $$
  select
    case
      when l.token_hash is null or r.user_id is null then 'unknown'
      when l.used_at is not null then 'used'
      when l.expires_at <= private.clock_now() then 'expired'
      else 'valid'
    end,
    l.kind,
    case when l.used_at is null and l.expires_at > private.clock_now() then u.email::text end
  from (select private.staff_link_hash(staff_link_state.token) as hash) as t
  left join site_server.staff_links as l on l.token_hash = t.hash
  left join public.user_roles as r on r.user_id = l.user_id
  left join auth.users as u on u.id = l.user_id;
$$;

-- Uses a link: marks it used and records what it was for, in the caller's transaction. The site's
-- server keeps that transaction open while Auth sets the password, and commits only when Auth
-- did: a link is used exactly once, and a link whose password Auth refused still works. A link
-- that is used, expired, unknown or of someone no longer on the team answers no row.
create function site_server.use_staff_link(token text)
returns table (user_id uuid, kind text, email text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  link site_server.staff_links%rowtype;
  member_email text;
begin
  select * into link from site_server.staff_links as l
  where l.token_hash = private.staff_link_hash(use_staff_link.token)
    and l.used_at is null and l.expires_at > private.clock_now()
    and exists (select 1 from public.user_roles as r where r.user_id = l.user_id)
  for update;
  if not found then
    return;
  end if;
  update site_server.staff_links as l set used_at = private.clock_now() where l.token_hash = link.token_hash;
  select u.email::text into member_email from auth.users as u where u.id = link.user_id;
  perform audit.record_staff_event(link.user_id, case link.kind when 'invitation' then 'invitation_accepted' else 'password_reset' end, member_email);
  return query select link.user_id, link.kind, member_email;
end;
$$;

revoke all on function site_server.staff_link_state(text) from public;
revoke all on function site_server.use_staff_link(text) from public;
grant execute on function site_server.staff_link_state(text) to site_server;
grant execute on function site_server.use_staff_link(text) to site_server;

-- The invitation mail (kind 'staff_invitation', app/server/staff-mail.ts) with a new link, queued
-- in the caller's transaction through the site's one outbox (20261125110000_mail_outbox.sql).
create function private.queue_staff_invitation(member uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  member_email text := (select u.email::text from auth.users as u where u.id = member);
  member_role text := (select r.role from public.user_roles as r where r.user_id = member);
begin
  perform site_server.queue_mail('staff_invitation', member_email, member, pg_catalog.jsonb_build_object(
    'token', private.new_staff_link('invitation', member),
    'role', member_role
  ));
  perform audit.record_staff_event(member, 'invitation_sent');
end;
$$;

revoke all on function private.queue_staff_invitation(uuid) from public;

-- An admin invites someone Auth has just created (or re-invited): their role row (audited as
-- that admin by the role trigger) and their invitation mail, in one transaction.
create function public.invite_staff_member(member uuid, staff_role text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not (select public.is_admin()) then
    raise exception 'only admins invite staff' using errcode = '42501';
  end if;
  insert into public.user_roles (user_id, role) values (member, staff_role);
  perform private.queue_staff_invitation(member);
end;
$$;

-- A new invitation link for someone who has not accepted yet; the earlier one stops working.
create function public.resend_staff_invitation(member uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not (select public.is_admin()) then
    raise exception 'only admins invite staff' using errcode = '42501';
  end if;
  if not exists (select 1 from public.user_roles as r where r.user_id = member) then
    raise exception 'not_staff: this person is not on the team' using errcode = 'PT404';
  end if;
  if exists (select 1 from auth.users as u where u.id = member and u.email_confirmed_at is not null) then
    raise exception 'already_accepted: this person has already accepted the invitation' using errcode = 'PT409';
  end if;
  perform private.queue_staff_invitation(member);
end;
$$;

-- 'Forgot password?' (the site's server, after its limits): a recovery link for an active staff
-- member with that address; for any other address nothing happens, and the caller cannot tell.
create function site_server.request_staff_recovery(address text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  member uuid;
  member_email text;
begin
  select u.id, u.email::text into member, member_email
  from auth.users as u
  join public.user_roles as r on r.user_id = u.id
  where lower(u.email::text) = lower(pg_catalog.btrim(address)) and u.email_confirmed_at is not null;
  if member is null then
    return;
  end if;
  -- The mail (kind 'staff_recovery') carries the link; nothing tells the caller whether it was queued.
  perform site_server.queue_mail('staff_recovery', member_email, member,
    pg_catalog.jsonb_build_object('token', private.new_staff_link('recovery', member)));
end;
$$;

revoke all on function public.invite_staff_member(uuid, text) from public, anon;
revoke all on function public.resend_staff_invitation(uuid) from public, anon;
revoke all on function site_server.request_staff_recovery(text) from public;
grant execute on function public.invite_staff_member(uuid, text) to authenticated;
grant execute on function public.resend_staff_invitation(uuid) to authenticated;
grant execute on function site_server.request_staff_recovery(text) to site_server;
