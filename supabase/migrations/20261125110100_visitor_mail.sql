-- Visitors hear back, through the site's mail outbox (20261125110000_mail_outbox.sql): every
-- mail below is queued in the transaction of the change it tells of, by a trigger or by a
-- function of this file.
--
--   registration_confirmation  a registration gets a seat (on registering, or moved up from the
--                              waitlist): the event, its join link, the .ics, a cancel link
--   registration_waitlisted    a registration joins the waitlist: its place, a cancel link
--   event_reminder             24 hours before the start, to every confirmed registrant who
--                              registered before then (site_server.queue_due_reminders())
--   event_update               a published event's start, end, place or join link changed: to
--                              every confirmed and waiting registrant, the new .ics (higher SEQUENCE)
--   event_cancelled            staff cancelled the event: to the same people, METHOD:CANCEL
--   application_receipt        a partnership application was stored: its reference
--   claim_receipt              an offer claim was stored
--
-- The waitlist moves by itself: when a seat frees (a registrant cancels through their link,
-- staff cancel or delete a confirmed registration, staff raise the capacity or remove it), the
-- first people waiting are confirmed in the same transaction, up to the capacity, and get their
-- confirmation. The event's row is locked while seats are counted, as register_for_event() and
-- private.enforce_event_capacity() lock it, so nobody is confirmed beyond the capacity.
--
-- Who may do what (new here):
--   anon, authenticated, service_role
--             read a registration through its cancel link and cancel it
--             (public.registration_by_cancel_link(), public.cancel_registration_by_link()):
--             the link is the registration's id signed with a key only the database reads
--   staff     read and write an event's join link (public.event_join_links), and cancel a
--             published event (events.cancelled_at, under the events' own policies)
--   admins    read whether each registration's confirmation was sent (public.registration_mail_states())
--   site_server  queue the reminders that are due (site_server.queue_due_reminders())
--   nobody    reads the signing key (private.link_signing_keys)
-- supabase/tests/visitor-mail.test.ts and the policy matrix prove them against this file.
-- docs/decisions/036-cancel-links-signed-by-the-database.md and 037-waitlist-and-reminders-in-the-database.md.

-- ---------------------------------------------------------------------------
-- the outbox: the per-address limit of visitors' forms, and mail queued at most once
-- ---------------------------------------------------------------------------
-- limited    the mail answers a visitor's form (a registration's first mail, a receipt): at
--            most 3 such mails a day go to one address, the rest are held
-- held_at    not mailed: the address had its 3 mails from visitors' forms in the last 24 hours
--            (the row stays, without details, so staff see it was held)
-- dedupe_key a mail queued at most once (a reminder per registration and start time)
alter table site_server.notices add column limited boolean not null default false;
alter table site_server.notices add column held_at timestamptz;
alter table site_server.notices add column dedupe_key text;
alter table site_server.notices add constraint notices_dedupe_key_length check (char_length(dedupe_key) <= 200);
alter table site_server.notices add constraint notices_dedupe_key unique (dedupe_key);
create index notices_limited_idx on site_server.notices (pg_catalog.lower(recipient), created_at) where limited and held_at is null;
drop index site_server.notices_due_idx;
create index notices_due_idx on site_server.notices (next_attempt_at) where sent_at is null and failed_at is null and held_at is null;

-- How many mails answering visitors' forms one address gets in 24 hours (app/domain/visitor-mail.ts).
create function private.visitor_mails_per_day()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 3;
$$;

-- queue_mail() gains two optional arguments; its first four (and every call made with them) are
-- as before. Dropped and created again: an argument cannot be added in place.
drop function site_server.queue_mail(text, text, uuid, jsonb);
create function site_server.queue_mail(
  mail_kind text,
  recipient text,
  record_id uuid,
  details jsonb,
  limited boolean default false,
  dedupe_key text default null
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text := nullif(pg_catalog.btrim(recipient), '');
  held boolean := false;
  queued uuid;
begin
  if limited and address is not null then
    -- One address at a time, across every instance: the count below cannot race.
    perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('visitor-mail:' || pg_catalog.lower(address)));
    held := (
      select count(*) from site_server.notices as n
      where n.limited and n.held_at is null and pg_catalog.lower(n.recipient) = pg_catalog.lower(address)
        and n.created_at > private.clock_now() - interval '24 hours'
    ) >= private.visitor_mails_per_day();
  end if;
  insert into site_server.notices (kind, recipient, record_id, details, limited, held_at, dedupe_key)
  values (
    mail_kind, address, record_id,
    case when held then null else details end,
    coalesce(limited, false),
    case when held then private.clock_now() end,
    dedupe_key
  )
  on conflict on constraint notices_dedupe_key do nothing
  returning id into queued;
  return queued;
end;
$$;

revoke all on function site_server.queue_mail(text, text, uuid, jsonb, boolean, text) from public;

-- ---------------------------------------------------------------------------
-- events: the join link (staff's eyes and confirmed registrants' mail only), the calendar
-- entry's SEQUENCE, and cancellation
-- ---------------------------------------------------------------------------
alter table public.events add column sequence integer not null default 0;
alter table public.events add column cancelled_at timestamptz;
alter table public.events add constraint events_sequence check (sequence >= 0);
-- A cancelled event stays published: its page says it was cancelled.
alter table public.events add constraint events_cancelled check (cancelled_at is null or status = 'published');

comment on column public.events.sequence is
  'The calendar entry''s SEQUENCE: raised when a published event''s start, end, place or join link changes, or it is cancelled.';
comment on column public.events.cancelled_at is
  'When staff cancelled the event (''Cancel event''); its page then says so and registration stops.';

-- In a table of its own, so no page, feed or visitor reads it: staff, and the mail of
-- confirmed registrants (copied by the triggers below).
create table public.event_join_links (
  event_id uuid primary key references public.events (id) on delete cascade,
  url text not null,
  updated_at timestamptz not null default now(),
  constraint event_join_links_url check (url ~ '^https?://[^[:space:]]+$' and char_length(url) <= 2000)
);

comment on table public.event_join_links is
  'How to join an online or hybrid event (a meeting link): staff only; mailed to confirmed registrants.';

create trigger event_join_links_set_updated_at
before update on public.event_join_links
for each row execute function public.set_updated_at();

revoke all on table public.event_join_links from public, anon, authenticated;
grant select, insert, update, delete on table public.event_join_links to authenticated;
grant all on table public.event_join_links to service_role;
alter table public.event_join_links enable row level security;
alter table public.event_join_links force row level security;

-- Staff (admins and editors) manage events, so they manage an event's join link with it.
create policy "Staff read join links" on public.event_join_links
for select to authenticated using ((select public.is_staff()));
create policy "Staff add join links" on public.event_join_links
for insert to authenticated with check ((select public.is_staff()));
create policy "Staff change join links" on public.event_join_links
for update to authenticated using ((select public.is_staff())) with check ((select public.is_staff()));
create policy "Staff remove join links" on public.event_join_links
for delete to authenticated using ((select public.is_staff()));

-- The audit trail records a join link's change as the event's: its SEQUENCE rises (below).

-- ---------------------------------------------------------------------------
-- registrations: when a seat was given and when it was given back
-- ---------------------------------------------------------------------------
alter table public.event_registrations add column confirmed_at timestamptz;
alter table public.event_registrations add column cancelled_at timestamptz;
-- Cancelled through the link in their mail (not by staff).
alter table public.event_registrations add column cancelled_by_registrant boolean not null default false;

create function private.date_registration_status()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' or new.status is distinct from old.status then
    if new.status = 'confirmed' then
      new.confirmed_at := private.clock_now();
    elsif new.status = 'cancelled' then
      new.cancelled_at := private.clock_now();
    end if;
  end if;
  return new;
end;
$$;

revoke all on function private.date_registration_status() from public;

create trigger event_registrations_dates
before insert or update of status on public.event_registrations
for each row execute function private.date_registration_status();

-- A cancelled event takes no registration, whoever inserts it. register_for_event() is not
-- replaced: this trigger refuses with the refusal that function raises for an event that takes
-- no registration here (registration_unavailable, PT404).
create function private.refuse_registration_for_cancelled_event()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from public.events as e where e.id = new.event_id and e.cancelled_at is not null) then
    raise exception 'registration_unavailable: this event was cancelled' using errcode = 'PT404', detail = 'registration_unavailable';
  end if;
  return new;
end;
$$;

revoke all on function private.refuse_registration_for_cancelled_event() from public;

create trigger event_registrations_open_event
before insert on public.event_registrations
for each row execute function private.refuse_registration_for_cancelled_event();

-- ---------------------------------------------------------------------------
-- cancel links: the registration's id signed by the database
-- ---------------------------------------------------------------------------
-- One random key, made when this migration runs; no role reads it (row-level security, no
-- policy, no grant): only the security-definer functions below.
create table private.link_signing_keys (
  id boolean primary key default true,
  key bytea not null,
  constraint link_signing_keys_one_row check (id)
);
comment on table private.link_signing_keys is 'The key that signs the cancel links mailed to registrants; read only by the database''s own functions.';
revoke all on table private.link_signing_keys from public, anon, authenticated, service_role;
alter table private.link_signing_keys enable row level security;
alter table private.link_signing_keys force row level security;
insert into private.link_signing_keys (id, key) values (true, extensions.gen_random_bytes(32));

-- The link's token: the registration's id (32 hex digits) and the first 128 bits of its
-- HMAC-SHA-256 under the key (32 hex digits).
create function private.registration_link_token(registration_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select pg_catalog.replace(registration_id::text, '-', '') || pg_catalog.left(pg_catalog.encode(
    extensions.hmac(pg_catalog.convert_to('cancel-registration:' || registration_id::text, 'UTF8'), k.key, 'sha256'), 'hex'), 32)
  from private.link_signing_keys as k;
$$;

-- The registration a token names, when its signature is right; null otherwise.
create function private.registration_of_link(token text)
returns uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  candidate uuid;
begin
  if token is null or token !~ '^[0-9a-f]{64}$' then
    return null;
  end if;
  candidate := pg_catalog.left(token, 32)::uuid;
  if private.registration_link_token(candidate) = token then
    return candidate;
  end if;
  return null;
end;
$$;

revoke all on function private.registration_link_token(uuid) from public;
revoke all on function private.registration_of_link(text) from public;

-- A waiting registration's place in line (1: next to be moved up).
create function private.waitlist_place(registration public.event_registrations)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer + 1 from public.event_registrations as r
  where r.event_id = registration.event_id and r.status = 'waitlisted'
    and (r.created_at, r.id) < (registration.created_at, registration.id);
$$;

revoke all on function private.waitlist_place(public.event_registrations) from public;

-- What the cancel page shows: null for a link that is not one of ours; otherwise the state
--   active           the button cancels it
--   used             cancelled through this link
--   cancelled        cancelled by staff
--   event_cancelled  the event was cancelled
--   started          the event has started: nothing to give back
-- with the registrant's name, seat or waitlist place, and the event.
create function public.registration_by_cancel_link(token text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  registrant public.event_registrations%rowtype;
  target public.events%rowtype;
begin
  select * into registrant from public.event_registrations as r where r.id = private.registration_of_link(token);
  if not found then
    return null;
  end if;
  select * into target from public.events as e where e.id = registrant.event_id;
  return pg_catalog.jsonb_build_object(
    'state', case
      when registrant.status = 'cancelled' and registrant.cancelled_by_registrant then 'used'
      when registrant.status = 'cancelled' then 'cancelled'
      when target.cancelled_at is not null then 'event_cancelled'
      when target.starts_at is not null and target.starts_at <= private.clock_now() then 'started'
      else 'active'
    end,
    'name', registrant.full_name,
    'status', registrant.status,
    'place', case when registrant.status = 'waitlisted' then private.waitlist_place(registrant) end,
    'event', pg_catalog.jsonb_build_object(
      'title', target.title, 'slug', target.slug, 'startsAt', target.starts_at, 'endsAt', target.ends_at,
      'timeZone', target.time_zone, 'format', target.format, 'venue', target.venue, 'address', target.address
    )
  );
end;
$$;

-- 'Cancel my registration': cancels an active registration (its seat goes to the first person
-- waiting, in this transaction) and answers the page's new state; a link that was used, or a
-- registration that cannot be cancelled any more, changes nothing and answers why; a token that
-- is not one of ours, null.
create function public.cancel_registration_by_link(token text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  view jsonb := public.registration_by_cancel_link(token);
begin
  if view ->> 'state' = 'active' then
    update public.event_registrations as r
    set status = 'cancelled', cancelled_by_registrant = true
    where r.id = private.registration_of_link(token) and r.status <> 'cancelled';
    view := public.registration_by_cancel_link(token) || pg_catalog.jsonb_build_object('cancelledNow', true);
  end if;
  return view;
end;
$$;

revoke all on function public.registration_by_cancel_link(text) from public;
revoke all on function public.cancel_registration_by_link(text) from public;
grant execute on function public.registration_by_cancel_link(text) to anon, authenticated, service_role;
grant execute on function public.cancel_registration_by_link(text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------
-- the registrants' mail
-- ---------------------------------------------------------------------------
-- Whether a registration's first mail was held by the per-address limit: then nothing more is
-- mailed about it (someone else may have typed that address).
create function private.registration_mail_held(registration_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from site_server.notices as n
    where n.record_id = registration_id and n.held_at is not null
      and n.kind in ('registration_confirmation', 'registration_waitlisted')
  );
$$;

revoke all on function private.registration_mail_held(uuid) from public;

-- The details a registrant's mail needs: their name, seat or place, cancel link, the event, and
-- the join link only for a confirmed registrant.
create function private.registrant_mail_details(registrant public.event_registrations)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object(
    'name', registrant.full_name,
    'status', registrant.status,
    'place', case when registrant.status = 'waitlisted' then private.waitlist_place(registrant) end,
    'cancelToken', private.registration_link_token(registrant.id),
    'joinUrl', case when registrant.status = 'confirmed' and e.format in ('online', 'hybrid') then j.url end,
    'event', pg_catalog.jsonb_build_object(
      'id', e.id, 'slug', e.slug, 'title', e.title, 'summary', e.summary,
      'startsAt', e.starts_at, 'endsAt', e.ends_at, 'timeZone', e.time_zone,
      'format', e.format, 'venue', e.venue, 'address', e.address, 'sequence', e.sequence
    )
  )
  from public.events as e
  left join public.event_join_links as j on j.event_id = e.id
  where e.id = registrant.event_id;
$$;

revoke all on function private.registrant_mail_details(public.event_registrations) from public;

-- Queues one kind of mail to one registrant (nothing when their first mail was held).
create function private.queue_registrant_mail(
  mail_kind text,
  registrant public.event_registrations,
  limited boolean default false,
  dedupe_key text default null,
  -- A confirmation of someone moved up from the waitlist says so.
  promoted boolean default false
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not limited and private.registration_mail_held(registrant.id) then
    return;
  end if;
  perform site_server.queue_mail(mail_kind, registrant.email, registrant.id,
    private.registrant_mail_details(registrant) || case when promoted then '{"promoted": true}'::jsonb else '{}'::jsonb end,
    limited, dedupe_key);
end;
$$;

revoke all on function private.queue_registrant_mail(text, public.event_registrations, boolean, text, boolean) from public;

-- Confirms the first people waiting while there are seats, with the event's row locked. Not
-- once the event has started or was cancelled. Rows another transaction holds (staff moving
-- that person up by hand) are skipped, never waited for.
create function private.promote_waitlist(promoted_event_id uuid)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  target public.events%rowtype;
  taken integer;
  next_id uuid;
  promoted integer := 0;
begin
  select * into target from public.events as e where e.id = promoted_event_id for update;
  if not found or target.status <> 'published' or target.cancelled_at is not null
     or (target.starts_at is not null and target.starts_at <= private.clock_now()) then
    return 0;
  end if;
  loop
    select count(*) into taken from public.event_registrations as r
    where r.event_id = target.id and r.status = 'confirmed';
    exit when target.capacity is not null and taken >= target.capacity;
    select r.id into next_id from public.event_registrations as r
    where r.event_id = target.id and r.status = 'waitlisted'
    order by r.created_at, r.id
    limit 1
    for update skip locked;
    exit when next_id is null;
    -- The status trigger below queues their confirmation.
    update public.event_registrations as r set status = 'confirmed' where r.id = next_id;
    promoted := promoted + 1;
    next_id := null;
  end loop;
  return promoted;
end;
$$;

revoke all on function private.promote_waitlist(uuid) from public;

create function private.on_registration_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if new.status = 'confirmed' then
      perform private.queue_registrant_mail('registration_confirmation', new, true);
    elsif new.status = 'waitlisted' then
      perform private.queue_registrant_mail('registration_waitlisted', new, true);
    end if;
    return null;
  end if;
  if tg_op = 'UPDATE' and new.status = 'confirmed' and old.status = 'waitlisted' then
    perform private.queue_registrant_mail('registration_confirmation', new, promoted => true);
  end if;
  -- A seat freed: the first person waiting gets it.
  if old.status = 'confirmed' and (tg_op = 'DELETE' or new.status <> 'confirmed' or new.event_id <> old.event_id) then
    perform private.promote_waitlist(old.event_id);
  end if;
  return null;
end;
$$;

revoke all on function private.on_registration_change() from public;

create trigger queue_registrant_mail
after insert or update of status, event_id or delete on public.event_registrations
for each row execute function private.on_registration_change();

-- ---------------------------------------------------------------------------
-- event changes: a higher SEQUENCE, the update or the cancellation, the waitlist on more seats
-- ---------------------------------------------------------------------------
-- Several saves in a row (the event's row, then its join link) make one update: a registrant's
-- update waits this long, and a newer change replaces one that has not gone out.
create function private.event_update_grace()
returns interval
language sql
immutable
set search_path = ''
as $$
  select interval '30 seconds';
$$;

create function private.queue_event_mail(mail_kind text, changed_event_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  registrant public.event_registrations%rowtype;
  queued uuid;
begin
  -- An update not sent yet (and not being sent) is replaced by this change.
  delete from site_server.notices as n
  where n.kind = 'event_update' and n.sent_at is null and n.failed_at is null
    and (n.claimed_until is null or n.claimed_until <= private.clock_now())
    and n.record_id in (select r.id from public.event_registrations as r where r.event_id = changed_event_id);
  for registrant in
    select * from public.event_registrations as r
    where r.event_id = changed_event_id and r.status in ('confirmed', 'waitlisted')
    order by r.created_at, r.id
  loop
    if private.registration_mail_held(registrant.id) then
      continue;
    end if;
    queued := site_server.queue_mail(mail_kind, registrant.email, registrant.id, private.registrant_mail_details(registrant));
    if mail_kind = 'event_update' then
      update site_server.notices as n set next_attempt_at = private.clock_now() + private.event_update_grace() where n.id = queued;
    end if;
  end loop;
end;
$$;

revoke all on function private.queue_event_mail(text, uuid) from public;

-- What registrants are told of: when and where, and whether it takes place.
create function private.raise_event_sequence()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.status = 'published' and new.status = 'published' and old.cancelled_at is null and (
    (new.starts_at, new.ends_at, new.format, new.venue, new.address)
      is distinct from (old.starts_at, old.ends_at, old.format, old.venue, old.address)
    or new.cancelled_at is not null
  ) then
    new.sequence := old.sequence + 1;
  end if;
  return new;
end;
$$;

revoke all on function private.raise_event_sequence() from public;

create trigger events_raise_sequence
before update on public.events
for each row execute function private.raise_event_sequence();

create function private.on_event_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.cancelled_at is null and new.cancelled_at is not null then
    perform private.queue_event_mail('event_cancelled', new.id);
    return null;
  end if;
  if new.sequence > old.sequence and new.cancelled_at is null
     and coalesce(new.ends_at, new.starts_at, 'infinity') > private.clock_now() then
    perform private.queue_event_mail('event_update', new.id);
  end if;
  if new.capacity is null and old.capacity is not null or new.capacity > old.capacity then
    perform private.promote_waitlist(new.id);
  end if;
  return null;
end;
$$;

revoke all on function private.on_event_change() from public;

create trigger queue_event_mail
after update on public.events
for each row execute function private.on_event_change();

-- A new, changed or removed join link of a published event is a change registrants hear of:
-- the event's SEQUENCE rises (its row's update then queues the update).
create function private.on_join_link_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  changed_event_id uuid := coalesce(new.event_id, old.event_id);
begin
  if tg_op = 'UPDATE' and new.url is not distinct from old.url then
    return null;
  end if;
  update public.events as e set sequence = e.sequence + 1
  where e.id = changed_event_id and e.status = 'published' and e.cancelled_at is null;
  return null;
end;
$$;

revoke all on function private.on_join_link_change() from public;

create trigger queue_event_mail
after insert or update or delete on public.event_join_links
for each row execute function private.on_join_link_change();

-- ---------------------------------------------------------------------------
-- reminders, on the database's clock
-- ---------------------------------------------------------------------------
-- How long before the start a reminder goes (app/domain/visitor-mail.ts).
create function private.reminder_lead()
returns interval
language sql
immutable
set search_path = ''
as $$
  select interval '24 hours';
$$;

-- Queues the reminders that are due: to every confirmed registrant of a published event that
-- starts within the lead and has not started, who had their seat before the lead began (one who
-- registered inside it has their confirmation). Once per registration and start time (the
-- dedupe key), whichever instance asks and however often: instances take turns here.
create function site_server.queue_due_reminders()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  due record;
  queued integer := 0;
begin
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('site_server.queue_due_reminders'));
  for due in
    select d.registration, d.key from (
      select r as registration,
        'reminder:' || r.id::text || ':' || pg_catalog.to_char(e.starts_at at time zone 'UTC', 'YYYYMMDD"T"HH24MISS') as key
      from public.event_registrations as r
      join public.events as e on e.id = r.event_id
      where r.status = 'confirmed' and e.status = 'published' and e.cancelled_at is null
        and e.starts_at > private.clock_now()
        and e.starts_at - private.reminder_lead() <= private.clock_now()
        and r.confirmed_at <= e.starts_at - private.reminder_lead()
        and not private.registration_mail_held(r.id)
    ) as d
    where not exists (select 1 from site_server.notices as n where n.dedupe_key = d.key)
  loop
    perform private.queue_registrant_mail('event_reminder', due.registration, false, due.key);
    queued := queued + 1;
  end loop;
  return queued;
end;
$$;

revoke all on function site_server.queue_due_reminders() from public;
grant execute on function site_server.queue_due_reminders() to site_server;

-- ---------------------------------------------------------------------------
-- receipts of applications and claims
-- ---------------------------------------------------------------------------
-- Nothing they typed but their name (and the application's reference, which the site made).
create function site_server.queue_receipt()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_table_name = 'partnership_applications' then
    perform site_server.queue_mail('application_receipt', new.contact_email, new.id,
      pg_catalog.jsonb_build_object('name', new.contact_name, 'reference', new.reference), true);
  else
    perform site_server.queue_mail('claim_receipt', new.email, new.id,
      pg_catalog.jsonb_build_object('name', new.full_name), true);
  end if;
  return null;
end;
$$;

revoke all on function site_server.queue_receipt() from public;

create trigger queue_receipt after insert on public.partnership_applications
for each row execute function site_server.queue_receipt();
create trigger queue_receipt after insert on public.offer_claims
for each row execute function site_server.queue_receipt();

-- ---------------------------------------------------------------------------
-- the admin area: has each registration's confirmation (or waitlist mail) gone out?
-- ---------------------------------------------------------------------------
-- Per registration of the event, its latest confirmation or waitlist mail: sent, queued,
-- failed, or held (the address had its mails from visitors' forms for the day). Admins only.
create function public.registration_mail_states(event_id uuid)
returns table (registration_id uuid, kind text, state text, at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (select public.is_admin()) then
    raise exception 'admins_only: only admins read registrations' using errcode = '42501', detail = 'admins_only';
  end if;
  return query
  select distinct on (n.record_id) n.record_id, n.kind,
    case
      when n.held_at is not null then 'held'
      when n.sent_at is not null then 'sent'
      when n.failed_at is not null then 'failed'
      else 'queued'
    end,
    coalesce(n.sent_at, n.failed_at, n.held_at, n.created_at)
  from site_server.notices as n
  join public.event_registrations as r on r.id = n.record_id
  where r.event_id = registration_mail_states.event_id
    and n.kind in ('registration_confirmation', 'registration_waitlisted')
  order by n.record_id, n.created_at desc, n.id;
end;
$$;

revoke all on function public.registration_mail_states(uuid) from public, anon;
grant execute on function public.registration_mail_states(uuid) to authenticated, service_role;
