-- What every instance of the site's server shares, through its own connection to this
-- database (DATABASE_URL): the abuse limits' counters, and a notice on every change to the
-- tables the public pages show, so each instance purges its page cache.
--
-- Who may do what:
--   site_server     the server's own login role: reads and writes the counters in the
--                   private schema site_server, and nothing else (no table of public, no
--                   storage, no auth). It has no password here: the operator sets one
--                   (README, "Deploying: several instances"); until then nobody can log in as it.
--   anon, authenticated, service_role
--                   nothing in site_server: the data API does not expose the schema
--                   (config.toml [api] schemas), and no grant would let them in if it did.
-- supabase/tests/policies.test.ts proves both against this file.

-- ---------------------------------------------------------------------------
-- the role
-- ---------------------------------------------------------------------------
-- Roles belong to the whole cluster: a database restored next to another project's may find it there.
do $$
begin
  if not exists (select 1 from pg_catalog.pg_roles where rolname = 'site_server') then
    create role site_server login noinherit;
  end if;
end
$$;

-- ---------------------------------------------------------------------------
-- the private schema
-- ---------------------------------------------------------------------------
create schema site_server;
revoke all on schema site_server from public;
revoke all on schema site_server from anon, authenticated, service_role;
grant usage on schema site_server to site_server;

-- The counters of rate-limiter-flexible's Postgres store (app/server/rate-limit.ts): one row
-- per limit and key (`<limit>:<key>`), the points used in its window and when the window ends
-- (milliseconds since the epoch). The library's own table has a varchar(255) key; an e-mail
-- address alone may be 320 characters long, so the key here is text.
create table site_server.rate_limits (
  key text primary key,
  points integer not null default 0,
  expire bigint
);
revoke all on site_server.rate_limits from public;
revoke all on site_server.rate_limits from anon, authenticated, service_role;
grant select, insert, update, delete on site_server.rate_limits to site_server;

-- ---------------------------------------------------------------------------
-- change notices for the page caches
-- ---------------------------------------------------------------------------
-- One notice per statement on channel `site_changes`, its payload the table's name
-- (`public.experts`): every instance LISTENs there and purges the pages that show the table
-- (app/server/page-purges.ts). Changes through the data API, the dashboard or plain SQL alike.
-- The trigger runs as whoever changed the table; pg_notify needs no privilege.
create function site_server.announce_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform pg_catalog.pg_notify('site_changes', tg_table_schema || '.' || tg_table_name);
  return null;
end;
$$;
revoke all on function site_server.announce_change() from public;

-- A table whose rows a public page shows gets this one line (truncate included: it fires no row trigger).
create trigger announce_change after insert or update or delete or truncate on public.experts for each statement execute function site_server.announce_change();
