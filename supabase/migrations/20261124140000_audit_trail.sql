-- The audit trail: every change to what staff run (experts, events, resources, the site
-- settings, user roles), the status and notes of what visitors send (applications, claims,
-- event registrations), and every admin sign-in, kept by the database itself.
--
-- Changes are recorded by triggers, so a change made through the data API, in the Supabase
-- dashboard or with plain SQL is recorded alike: when (private.clock_now()), who (the `sub`
-- and `email` of the request's JWT; 'visitor' for the anon key, 'service role' for the
-- service key, 'database' when there is no request at all), what (table, record, action) and
-- which fields changed, before and after. A visitor's submission is recorded as 'created'
-- without copying anything they typed; later only its status and note are recorded.
--
-- Who may do what:
--   admins, service_role  read entries through public.audit_entries() (newest first, filters,
--                         keyset pagination); nobody reads the table itself
--   anon, authenticated, service_role
--                         nothing else: the schema audit is not exposed by the data API, and
--                         no grant would let anyone change or delete an entry if it were
--   site_server           records admin sign-ins (audit.record_sign_in) and prunes entries
--                         older than its retention setting (audit.prune_entries); nothing more
-- supabase/tests/policies.test.ts proves each cell against this file.

create schema audit;
revoke all on schema audit from public;
revoke all on schema audit from anon, authenticated, service_role;

create table audit.entries (
  id uuid primary key default gen_random_uuid(),
  at timestamptz not null default private.clock_now(),
  -- The user's e-mail (or id when the token has none), 'visitor', 'service role' or 'database';
  -- for a sign-in, the e-mail that was tried.
  actor text not null,
  actor_id text,
  -- The table's name, or 'sign_in'.
  kind text not null,
  record_id text,
  action text not null,
  -- {"field": {"before": …, "after": …}} for the fields that changed; null when nothing is copied.
  changes jsonb,
  client_address text,
  constraint entries_kind check (kind in (
    'experts', 'events', 'resources', 'site_settings', 'user_roles',
    'partnership_applications', 'offer_claims', 'event_registrations', 'sign_in'
  )),
  constraint entries_action check (action in (
    'created', 'updated', 'deleted', 'signed_in', 'sign_in_failed', 'sign_in_refused'
  )),
  constraint entries_sign_in_actions check ((kind = 'sign_in') = (action in ('signed_in', 'sign_in_failed', 'sign_in_refused'))),
  constraint entries_actor_length check (char_length(actor) <= 320),
  constraint entries_client_address_length check (char_length(client_address) <= 100)
);

comment on table audit.entries is
  'Every change to what staff run and every admin sign-in; written only by triggers and the site server''s functions, read through public.audit_entries().';

-- Newest first, and the same for each kind of record (the page's main filter).
create index entries_at_idx on audit.entries (at desc, id desc);
create index entries_kind_at_idx on audit.entries (kind, at desc, id desc);

revoke all on table audit.entries from public, anon, authenticated, service_role;
alter table audit.entries enable row level security;
alter table audit.entries force row level security;
-- No policy: with row-level security on and no grant, no role of the data API reads or
-- writes a row; the functions below are security definer and owned by the migrations' role.

-- ---------------------------------------------------------------------------
-- the trigger
-- ---------------------------------------------------------------------------
-- Without arguments: every column is recorded (id and the timestamps aside). With column names
-- as arguments (visitors' submissions): an insert is recorded as 'created' with nothing
-- copied, and only the named columns are recorded when they change or the row is deleted.
create function audit.record_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  claims jsonb := nullif(pg_catalog.current_setting('request.jwt.claims', true), '')::jsonb;
  before_row jsonb := case when tg_op <> 'INSERT' then pg_catalog.to_jsonb(old) end;
  after_row jsonb := case when tg_op <> 'DELETE' then pg_catalog.to_jsonb(new) end;
  tracked text[] := tg_argv;
  changed jsonb;
  who_id text := nullif(claims ->> 'sub', '');
begin
  if not (tg_nargs > 0 and tg_op = 'INSERT') then
    select pg_catalog.jsonb_object_agg(k, pg_catalog.jsonb_build_object('before', before_row -> k, 'after', after_row -> k))
    into changed
    from pg_catalog.jsonb_object_keys(coalesce(after_row, before_row)) as k
    where k not in ('id', 'created_at', 'updated_at')
      and (tg_nargs = 0 or k = any (tracked))
      and (tg_op <> 'UPDATE' or (before_row -> k) is distinct from (after_row -> k));
    -- An update that touched nothing recorded (a submission's updated_at alone) is no change to audit.
    if tg_op = 'UPDATE' and changed is null then
      return null;
    end if;
  end if;

  insert into audit.entries (actor, actor_id, kind, record_id, action, changes)
  values (
    case
      when who_id is not null then coalesce(nullif(claims ->> 'email', ''), who_id)
      when claims ->> 'role' = 'anon' then 'visitor'
      when claims ->> 'role' = 'service_role' then 'service role'
      else 'database'
    end,
    who_id,
    tg_table_name,
    coalesce(after_row, before_row) ->> 'id',
    case tg_op when 'INSERT' then 'created' when 'UPDATE' then 'updated' else 'deleted' end,
    changed
  );
  return null;
end;
$$;

revoke all on function audit.record_change() from public;

create trigger record_change after insert or update or delete on public.experts
for each row execute function audit.record_change();
create trigger record_change after insert or update or delete on public.events
for each row execute function audit.record_change();
create trigger record_change after insert or update or delete on public.resources
for each row execute function audit.record_change();
create trigger record_change after insert or update or delete on public.site_settings
for each row execute function audit.record_change();
create trigger record_change after insert or update or delete on public.user_roles
for each row execute function audit.record_change();
create trigger record_change after insert or update or delete on public.partnership_applications
for each row execute function audit.record_change('status', 'internal_note');
create trigger record_change after insert or update or delete on public.offer_claims
for each row execute function audit.record_change('status');
create trigger record_change after insert or update or delete on public.event_registrations
for each row execute function audit.record_change('status');

-- ---------------------------------------------------------------------------
-- reading: admins (and the service key), newest first, a page at a time
-- ---------------------------------------------------------------------------
-- Filters: `who` (part of the actor, any case), `of_kind`, `of_action`. Keyset pagination: pass the
-- `at` and `id` of the last entry of a page as `before_at` and `before_id` for the next one.
create function public.audit_entries(
  who text default null,
  of_kind text default null,
  of_action text default null,
  before_at timestamptz default null,
  before_id uuid default null,
  page_size integer default 50
)
returns table (
  id uuid,
  at timestamptz,
  actor text,
  actor_id text,
  kind text,
  record_id text,
  action text,
  changes jsonb,
  client_address text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not ((select public.is_admin()) or (select auth.role()) = 'service_role') then
    -- PostgREST answers 42501 with 403 for a signed-in user.
    raise exception 'audit entries are for admins only' using errcode = '42501';
  end if;
  return query
    select e.id, e.at, e.actor, e.actor_id, e.kind, e.record_id, e.action, e.changes, e.client_address
    from audit.entries as e
    where (audit_entries.who is null or e.actor ilike '%' || replace(replace(replace(audit_entries.who, '\', '\\'), '%', '\%'), '_', '\_') || '%')
      and (audit_entries.of_kind is null or e.kind = audit_entries.of_kind)
      and (audit_entries.of_action is null or e.action = audit_entries.of_action)
      and (audit_entries.before_at is null or (e.at, e.id) < (audit_entries.before_at, audit_entries.before_id))
    order by e.at desc, e.id desc
    limit least(greatest(coalesce(audit_entries.page_size, 50), 1), 200);
end;
$$;

comment on function public.audit_entries(text, text, text, timestamptz, uuid, integer) is
  'The audit trail for admins, newest first: filters by who, kind and action; keyset pagination with before_at and before_id.';

revoke all on function public.audit_entries(text, text, text, timestamptz, uuid, integer) from public, anon;
grant execute on function public.audit_entries(text, text, text, timestamptz, uuid, integer) to authenticated, service_role;

-- ---------------------------------------------------------------------------
-- what the site's server does with its own connection (DATABASE_URL, role site_server)
-- ---------------------------------------------------------------------------
grant usage on schema audit to site_server;

-- An admin sign-in: succeeded, failed (wrong e-mail or password) or refused by the limits.
create function audit.record_sign_in(email text, outcome text, client_address text, user_id text default null)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into audit.entries (actor, actor_id, kind, action, client_address)
  values (pg_catalog.left(record_sign_in.email, 320), record_sign_in.user_id, 'sign_in',
          record_sign_in.outcome, pg_catalog.left(record_sign_in.client_address, 100));
$$;

-- Retention: entries older than `keep_days` days go; returns how many. At least one day is kept.
create function audit.prune_entries(keep_days integer)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  removed integer;
begin
  if keep_days is null or keep_days < 1 then
    raise exception 'keep_days must be at least 1' using errcode = '22023';
  end if;
  delete from audit.entries as e where e.at < private.clock_now() - pg_catalog.make_interval(days => keep_days);
  get diagnostics removed = row_count;
  return removed;
end;
$$;

revoke all on function audit.record_sign_in(text, text, text, text) from public;
revoke all on function audit.prune_entries(integer) from public;
grant execute on function audit.record_sign_in(text, text, text, text) to site_server;
grant execute on function audit.prune_entries(integer) to site_server;
