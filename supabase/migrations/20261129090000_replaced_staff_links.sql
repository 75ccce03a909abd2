-- A staff link replaced by a newer one of its kind (an invitation sent again, a second password
-- link) is kept and marked replaced instead of deleted, so its page can say that a newer link
-- was sent rather than that the site never sent it. A replaced link sets no password.

alter table site_server.staff_links add column replaced_at timestamptz;

create or replace function private.new_staff_link(link_kind text, member uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  -- 244 random bits (two version-4 UUIDs).
  token text := pg_catalog.replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
begin
  update site_server.staff_links as l set replaced_at = private.clock_now()
  where l.user_id = member and l.kind = link_kind and l.used_at is null and l.replaced_at is null;
  insert into site_server.staff_links (token_hash, kind, user_id, expires_at)
  values (
    private.staff_link_hash(token), link_kind, member,
    private.clock_now() + case link_kind when 'invitation' then interval '7 days' else interval '1 hour' end
  );
  return token;
end;
$$;

-- What a link's page shows before its button is pressed: its kind and address while it works,
-- or why it does not ('used', 'replaced', 'expired', 'unknown').
create or replace function site_server.staff_link_state(token text)
returns table (state text, kind text, email text, user_id uuid)
language sql
stable
security definer
set search_path = ''
as $$
  select
    case
      when l.token_hash is null or r.user_id is null then 'unknown'
      when l.used_at is not null then 'used'
      when l.replaced_at is not null then 'replaced'
      when l.expires_at <= private.clock_now() then 'expired'
      else 'valid'
    end,
    l.kind,
    case when l.used_at is null and l.replaced_at is null and l.expires_at > private.clock_now() then u.email::text end,
    case when l.used_at is null and l.replaced_at is null and l.expires_at > private.clock_now() and r.user_id is not null then l.user_id end
  from (select private.staff_link_hash(staff_link_state.token) as hash) as t
  left join site_server.staff_links as l on l.token_hash = t.hash
  left join public.user_roles as r on r.user_id = l.user_id
  left join auth.users as u on u.id = l.user_id;
$$;

-- Uses a link (see the migration that made it): a replaced link answers no row, like a used one.
create or replace function site_server.use_staff_link(token text)
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
    and l.used_at is null and l.replaced_at is null and l.expires_at > private.clock_now()
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
