-- What the admin area's lists read, a page at a time:
--
--   audit.entries.label           the record an entry is about, in words an admin recognises: an
--                                 expert's name, an event's or a resource's title, an application's
--                                 reference code, a registration's event; never what a visitor
--                                 typed about themselves (a claim or a registration names no person)
--   public.audit_entries()        answers the label too (the trail's one reader; keyset pages)
--
-- Who may do what: audit_entries() stays for admins and the service role.

-- ---------------------------------------------------------------------------
-- the audit trail names its records
-- ---------------------------------------------------------------------------
alter table audit.entries add column label text;
alter table audit.entries add constraint entries_label_length check (char_length(label) <= 300);

comment on column audit.entries.label is
  'The record in words (an expert''s name, a title, an application''s reference, a registration''s event), as it was when the entry was written; never a visitor''s personal data.';

create or replace function audit.record_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  claims jsonb := nullif(pg_catalog.current_setting('request.jwt.claims', true), '')::jsonb;
  before_row jsonb := case when tg_op <> 'INSERT' then pg_catalog.to_jsonb(old) end;
  after_row jsonb := case when tg_op <> 'DELETE' then pg_catalog.to_jsonb(new) end;
  current_row jsonb := coalesce(after_row, before_row);
  tracked text[] := tg_argv;
  changed jsonb;
  who_id text := nullif(claims ->> 'sub', '');
  record_label text;
begin
  if not (tg_nargs > 0 and tg_op = 'INSERT') then
    select pg_catalog.jsonb_object_agg(k, pg_catalog.jsonb_build_object('before', before_row -> k, 'after', after_row -> k))
    into changed
    from pg_catalog.jsonb_object_keys(current_row) as k
    where k not in ('id', 'created_at', 'updated_at')
      and (tg_nargs = 0 or k = any (tracked))
      and (tg_op <> 'UPDATE' or (before_row -> k) is distinct from (after_row -> k));
    -- An update that touched nothing recorded (a submission's updated_at alone) is no change to audit.
    if tg_op = 'UPDATE' and changed is null then
      return null;
    end if;
  end if;

  record_label := case tg_table_name
    when 'experts' then current_row ->> 'name'
    when 'events' then current_row ->> 'title'
    when 'resources' then current_row ->> 'title'
    when 'partnership_applications' then current_row ->> 'reference'
    when 'event_registrations' then
      (select e.title from public.events as e where e.id = (current_row ->> 'event_id')::uuid)
  end;

  insert into audit.entries (actor, actor_id, kind, record_id, action, changes, label)
  values (
    case
      when who_id is not null then coalesce(nullif(claims ->> 'email', ''), who_id)
      when claims ->> 'role' = 'anon' then 'visitor'
      when claims ->> 'role' = 'service_role' then 'service role'
      else 'database'
    end,
    who_id,
    tg_table_name,
    current_row ->> 'id',
    case tg_op when 'INSERT' then 'created' when 'UPDATE' then 'updated' else 'deleted' end,
    changed,
    pg_catalog.left(record_label, 300)
  );
  return null;
end;
$$;

-- The entries written before this migration: named from the record when it still exists, else
-- from the values the entry copied (a deleted record's entry holds them all).
update audit.entries as a set label = pg_catalog.left(x.name, 300)
from public.experts as x where a.kind = 'experts' and a.record_id = x.id::text;
update audit.entries as a set label = pg_catalog.left(x.title, 300)
from public.events as x where a.kind = 'events' and a.record_id = x.id::text;
update audit.entries as a set label = pg_catalog.left(x.title, 300)
from public.resources as x where a.kind = 'resources' and a.record_id = x.id::text;
update audit.entries as a set label = x.reference
from public.partnership_applications as x where a.kind = 'partnership_applications' and a.record_id = x.id::text;
update audit.entries as a set label = pg_catalog.left(e.title, 300)
from public.event_registrations as x join public.events as e on e.id = x.event_id
where a.kind = 'event_registrations' and a.record_id = x.id::text;
update audit.entries set label = pg_catalog.left(coalesce(changes -> 'name' ->> 'before', changes -> 'name' ->> 'after'), 300)
where kind = 'experts' and label is null;
update audit.entries set label = pg_catalog.left(coalesce(changes -> 'title' ->> 'before', changes -> 'title' ->> 'after'), 300)
where kind in ('events', 'resources') and label is null;

-- The reader answers the label too (a new column of its result: dropped and created again).
-- Refusal code (keep it when replacing this function): audit_admins_only (42501).
drop function public.audit_entries(text, text, text, timestamptz, uuid, integer);

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
  label text,
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
    raise exception 'audit entries are for admins only' using errcode = '42501', detail = 'audit_admins_only';
  end if;
  return query
    select e.id, e.at, e.actor, e.actor_id, e.kind, e.record_id, e.label, e.action, e.changes, e.client_address
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
  'The audit trail for admins, newest first, each entry naming its record: filters by who, kind and action; keyset pagination with before_at and before_id.';

revoke all on function public.audit_entries(text, text, text, timestamptz, uuid, integer) from public, anon;
grant execute on function public.audit_entries(text, text, text, timestamptz, uuid, integer) to authenticated, service_role;
