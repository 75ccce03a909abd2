-- The site's one mail outbox: site_server.notices, until now the staff's notices of new
-- submissions (20261124150000_submission_notices.sql), becomes the queue of every e-mail the
-- site sends. A mail is a row:
--   kind       which renderer writes it (app/server/mail-kinds.ts lists one per kind); a
--              new kind needs a renderer and a row queued, no migration
--   recipient  one address, or empty: the staff's list (NOTIFY_TO), as every notice so far
--   record_id  the row the mail is about, when there is one
--   details    what the renderer needs and nothing more (no more personal data than the mail
--              itself shows), emptied once the mail is sent
-- An attachment (an event's .ics) is written by the kind's renderer from the details.
--
-- The guarantees stay those of decision 023: a mail is queued by the same transaction as the
-- change it tells of (a trigger or a database function calls site_server.queue_mail()), each
-- instance's worker claims a due mail with FOR UPDATE SKIP LOCKED and a lease, so each is sent
-- once across instances; a failed send is retried, and after the last try the mail is marked
-- failed for the dashboard. docs/decisions/035-one-mail-outbox.md.
--
-- Who may do what (unchanged):
--   site_server     reads due mails and marks them sent or failed (select, update)
--   anon, authenticated, service_role
--                   nothing: the schema site_server is not exposed by the data API
--   site_server.queue_mail() is executed by no role of the data API and not by site_server:
--                   triggers and security-definer functions of the migrations call it.
-- supabase/tests/notices.test.ts proves these against this file.

alter table site_server.notices add column recipient text;
alter table site_server.notices add constraint notices_recipient_length check (char_length(recipient) <= 254);
alter table site_server.notices alter column record_id drop not null;
-- The kinds are the renderers' (tests/unit/mail-kinds.test.ts holds every kind a migration
-- queues to a renderer): a kind the server cannot render is marked failed at its first try.
alter table site_server.notices drop constraint notices_kind;
alter table site_server.notices add constraint notices_kind_length check (char_length(kind) between 1 and 60);

comment on table site_server.notices is
  'The site''s mail outbox: every e-mail, queued by triggers and database functions in the transaction of its change, sent by the site''s server (DATABASE_URL).';
comment on column site_server.notices.recipient is
  'The one address the mail goes to; empty: the staff (NOTIFY_TO).';
comment on column site_server.notices.details is
  'What the kind''s renderer needs, no more personal data than the mail shows; emptied once the mail is sent.';

-- What the admin area asks of the mails about one record (has its mail gone out?).
create index notices_record_idx on site_server.notices (record_id, created_at) where record_id is not null;

-- Queues one mail in the caller's transaction and answers its id: the one way a mail enters
-- the outbox. Security definer (its owner writes the outbox); no role may call it directly.
create function site_server.queue_mail(mail_kind text, recipient text, record_id uuid, details jsonb)
returns uuid
language sql
security definer
set search_path = ''
as $$
  insert into site_server.notices (kind, recipient, record_id, details)
  values (mail_kind, nullif(pg_catalog.btrim(recipient), ''), record_id, details)
  returning id;
$$;

revoke all on function site_server.queue_mail(text, text, uuid, jsonb) from public;

-- The staff's notices of new submissions, as before, through queue_mail (to the staff).
create or replace function site_server.queue_notice()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  event_row public.events%rowtype;
begin
  if tg_table_name = 'partnership_applications' then
    perform site_server.queue_mail('application', null, new.id, pg_catalog.jsonb_build_object(
      'reference', new.reference,
      'name', new.contact_name,
      'email', new.contact_email,
      'company', new.contact_company,
      'partnershipTypes', pg_catalog.to_jsonb(new.partnership_types)
    ));
  elsif tg_table_name = 'offer_claims' then
    perform site_server.queue_mail('claim', null, new.id, pg_catalog.jsonb_build_object(
      'name', new.full_name,
      'email', new.email,
      'firm', new.firm_name
    ));
  else
    select * into event_row from public.events as e where e.id = new.event_id;
    perform site_server.queue_mail('registration', null, new.id, pg_catalog.jsonb_build_object(
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
