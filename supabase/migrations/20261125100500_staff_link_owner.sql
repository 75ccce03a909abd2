-- A valid staff link also names its account, so the site's server can have Auth set the password
-- first and use the link after, each on its own: no transaction stays open across the call to
-- Auth (a database connection held while another service writes the same database waits on it,
-- and the built-in backend's single-session database cannot serve the two at once).
-- A link is still used exactly once (use_staff_link answers one caller); a password Auth refused
-- leaves the link unused; if two requests with one link race, both carry the link's token and
-- the second is told the link was used.
drop function site_server.staff_link_state(text);

create function site_server.staff_link_state(token text)
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
      when l.expires_at <= private.clock_now() then 'expired'
      else 'valid'
    end,
    l.kind,
    case when l.used_at is null and l.expires_at > private.clock_now() then u.email::text end,
    case when l.used_at is null and l.expires_at > private.clock_now() and r.user_id is not null then l.user_id end
  from (select private.staff_link_hash(staff_link_state.token) as hash) as t
  left join site_server.staff_links as l on l.token_hash = t.hash
  left join public.user_roles as r on r.user_id = l.user_id
  left join auth.users as u on u.id = l.user_id;
$$;

revoke all on function site_server.staff_link_state(text) from public;
grant execute on function site_server.staff_link_state(text) to site_server;
