-- E-mail notices to the team about what visitors send: a new partnership application, offer
-- claim or event registration queues a notice in the same transaction as its row (an outbox
-- filled by a trigger), so a notice exists exactly when the row does, whoever inserted it.
-- The site's server sends them over its own connection (DATABASE_URL, role site_server):
-- each instance claims a due notice with FOR UPDATE SKIP LOCKED and a lease (claimed_until),
-- so each is sent by one instance; a failed send is tried again later, and after the last try
-- it is marked failed for the dashboard.
--
-- Who may do what:
--   site_server     reads due notices and marks them sent or failed (select, update);
--                   reads the database clock, private.clock_now(), that dates the tries
--   anon, authenticated, service_role
--                   nothing: the schema site_server is not exposed by the data API
-- supabase/tests/notices.test.ts proves both against this file.

create table site_server.notices (
  id uuid primary key default gen_random_uuid(),
  kind text not null,
  record_id uuid not null,
  -- What the e-mail says (the visitor's name, e-mail, company or firm; for a registration the
  -- event and seat or waitlist), copied with the row; emptied once the notice is sent.
  details jsonb,
  created_at timestamptz not null default private.clock_now(),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default private.clock_now(),
  -- While an instance sends it: no other instance takes it before then (an instance that died
  -- mid-send leaves it to the next one after that).
  claimed_until timestamptz,
  sent_at timestamptz,
  -- Set after the last try failed: the dashboard lists these.
  failed_at timestamptz,
  last_error text,
  constraint notices_kind check (kind in ('application', 'claim', 'registration')),
  constraint notices_last_error_length check (char_length(last_error) <= 1000)
);

comment on table site_server.notices is
  'E-mail notices about new submissions, queued by triggers and sent by the site''s server (DATABASE_URL).';

-- The worker's question: which notices are due, oldest first.
create index notices_due_idx on site_server.notices (next_attempt_at) where sent_at is null and failed_at is null;
create index notices_failed_idx on site_server.notices (failed_at desc) where failed_at is not null;

revoke all on site_server.notices from public;
revoke all on site_server.notices from anon, authenticated, service_role;
grant select, update on site_server.notices to site_server;

-- The worker dates its tries by the database's clock, as every time rule does.
grant usage on schema private to site_server;
grant execute on function private.clock_now() to site_server;

-- Runs as its owner: whoever inserted the row (a visitor through the data API, an admin, SQL)
-- cannot write the outbox otherwise.
create function site_server.queue_notice()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  event_row public.events%rowtype;
begin
  if tg_table_name = 'partnership_applications' then
    insert into site_server.notices (kind, record_id, details) values ('application', new.id, pg_catalog.jsonb_build_object(
      'reference', new.reference,
      'name', new.contact_name,
      'email', new.contact_email,
      'company', new.contact_company,
      'partnershipTypes', pg_catalog.to_jsonb(new.partnership_types)
    ));
  elsif tg_table_name = 'offer_claims' then
    insert into site_server.notices (kind, record_id, details) values ('claim', new.id, pg_catalog.jsonb_build_object(
      'name', new.full_name,
      'email', new.email,
      'firm', new.firm_name
    ));
  else
    select * into event_row from public.events as e where e.id = new.event_id;
    insert into site_server.notices (kind, record_id, details) values ('registration', new.id, pg_catalog.jsonb_build_object(
      'name', new.full_name,
      'email', new.email,
      'firm', new.firm_name,
      'status', new.status,
      'eventId', new.event_id,
      'eventTitle', event_row.title,
      'eventStartsAt', event_row.starts_at
    ));
  end if;
  return null;
end;
$$;

revoke all on function site_server.queue_notice() from public;

create trigger queue_notice after insert on public.partnership_applications
for each row execute function site_server.queue_notice();
create trigger queue_notice after insert on public.offer_claims
for each row execute function site_server.queue_notice();
create trigger queue_notice after insert on public.event_registrations
for each row execute function site_server.queue_notice();
