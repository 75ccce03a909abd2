-- Events the team runs, registrations on this site, and the settings staff can change.
--
-- Who may do what:
--   anon, authenticated  read published events; read the site settings
--   admins               read every event (drafts too); create, edit, delete events;
--                        edit the settings; read, update and delete registrations;
--                        upload banners to the event-banners bucket
--   anon                 registers for an event only through public.register_for_event(),
--                        which decides, with a lock on the event, between a seat and the
--                        waitlist; nobody inserts registrations directly but service_role
--   service_role         everything (bypasses RLS)
-- supabase/tests/policies.test.ts proves each cell against this file.
--
-- Time: every rule that depends on the time (registration closes when the event starts, the
-- offer ends) compares with private.clock_now(), the database's own clock, never with a time a
-- caller sends. Development and test databases replace that one function
-- (mocks/database/test-support.sql) so tests can move the clock; no migration does.

-- ---------------------------------------------------------------------------
-- private: helpers the policies and functions call, not exposed by the data API
-- (config.toml exposes public and graphql_public only).
-- ---------------------------------------------------------------------------
create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to anon, authenticated, service_role;

create function private.clock_now()
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select pg_catalog.now();
$$;

comment on function private.clock_now() is
  'The instant the database''s time rules compare with: now(). Only development and test databases replace it (mocks/database/test-support.sql).';

create function private.is_time_zone(name text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (select 1 from pg_catalog.pg_timezone_names as z where z.name = is_time_zone.name);
$$;

revoke all on function private.clock_now() from public;
revoke all on function private.is_time_zone(text) from public;
grant execute on function private.clock_now() to anon, authenticated, service_role;
grant execute on function private.is_time_zone(text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------
-- events
-- ---------------------------------------------------------------------------
create table public.events (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique,
  title text not null,
  summary text not null default '',
  -- Plain text; blank lines separate paragraphs. Pages escape it like any text.
  description text not null default '',
  -- Both empty: the date is to be announced.
  starts_at timestamptz,
  ends_at timestamptz,
  time_zone text not null default 'America/New_York',
  format text not null default 'online',
  venue text,
  address text,
  -- A public URL (an upload to the event-banners bucket, or any https image) or a path on this site.
  banner_url text,
  -- none: no registration; external: registration_url; on_site: the form on this site.
  registration text not null default 'none',
  registration_url text,
  -- Seats for registration on this site; empty: no limit.
  capacity integer,
  -- When registration on this site closes; empty: when the event starts.
  registration_closes_at timestamptz,
  status text not null default 'draft',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint events_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 80),
  constraint events_title_length check (char_length(title) <= 160 and title ~ '[^[:space:]]'),
  constraint events_text_lengths check (
    char_length(summary) <= 300
    and char_length(description) <= 5000
    and char_length(venue) <= 160
    and char_length(address) <= 300
    and char_length(banner_url) <= 2000
    and char_length(registration_url) <= 2000
  ),
  constraint events_dates check (
    (starts_at is not null or ends_at is null)
    and (ends_at is null or ends_at > starts_at)
  ),
  constraint events_time_zone check (private.is_time_zone(time_zone)),
  constraint events_format check (format in ('online', 'in_person', 'hybrid')),
  constraint events_status check (status in ('draft', 'published')),
  constraint events_registration check (
    registration in ('none', 'external', 'on_site')
    and (registration <> 'external' or registration_url is not null)
    and (registration_url is null or registration_url ~ '^https?://[^[:space:]]+$')
  ),
  constraint events_banner_url check (banner_url is null or banner_url ~ '^(https?://|/)[^[:space:]]*$'),
  constraint events_capacity check (capacity between 1 and 100000)
);

comment on table public.events is 'Events the team runs, shown on /events, their own pages and the calendar feed; managed by admins.';

create index events_status_starts_idx on public.events (status, starts_at);

create trigger events_set_updated_at
before update on public.events
for each row execute function public.set_updated_at();

-- ---------------------------------------------------------------------------
-- event_registrations
-- ---------------------------------------------------------------------------
create table public.event_registrations (
  id uuid primary key default gen_random_uuid(),
  event_id uuid not null references public.events (id) on delete cascade,
  -- Sent by the form once per registration: a retried submission stores nothing new.
  idempotency_key uuid not null unique,
  full_name text not null,
  email text not null,
  firm_name text not null,
  status text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint event_registrations_status check (status in ('confirmed', 'waitlisted', 'cancelled')),
  constraint event_registrations_text_lengths check (
    char_length(full_name) between 1 and 120 and full_name ~ '[^[:space:]]'
    and char_length(firm_name) between 1 and 160 and firm_name ~ '[^[:space:]]'
    and char_length(email) <= 254
  ),
  constraint event_registrations_email_format check (email ~ '^[^@[:space:]]+@[^@[:space:]]*\.[^@[:space:]]*$')
);

comment on table public.event_registrations is 'Registrations on this site (confirmed, waitlisted or cancelled); made only through register_for_event().';

-- One live registration per address and event.
create unique index event_registrations_one_per_email
  on public.event_registrations (event_id, lower(email))
  where status <> 'cancelled';
create index event_registrations_event_idx on public.event_registrations (event_id, created_at);

create trigger event_registrations_set_updated_at
before update on public.event_registrations
for each row execute function public.set_updated_at();

-- Capacity, whoever confirms a registration (register_for_event, an admin moving someone up
-- from the waitlist): the event's row is locked, so concurrent confirmations take turns and
-- the count cannot overshoot.
create function private.enforce_event_capacity()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  seats integer;
  taken integer;
begin
  if new.status <> 'confirmed' or (tg_op = 'UPDATE' and old.status = 'confirmed' and old.event_id = new.event_id) then
    return new;
  end if;
  select e.capacity into seats from public.events as e where e.id = new.event_id for update;
  if seats is null then
    return new;
  end if;
  select count(*) into taken
  from public.event_registrations as r
  where r.event_id = new.event_id and r.status = 'confirmed' and r.id <> new.id;
  if taken >= seats then
    -- PostgREST answers a PTnnn code with HTTP status nnn.
    raise exception 'event_full: all % seats are taken', seats using errcode = 'PT409';
  end if;
  return new;
end;
$$;

revoke all on function private.enforce_event_capacity() from public, anon, authenticated;

create trigger event_registrations_capacity
before insert or update of status, event_id on public.event_registrations
for each row execute function private.enforce_event_capacity();

-- ---------------------------------------------------------------------------
-- register_for_event(): how a visitor registers (the site's server calls it with the anon key).
-- With the event's row locked: a repeat of the same idempotency key answers what the first
-- call stored; an address already registered for the event stores nothing; otherwise a seat
-- while there is one, else the waitlist. Refused (nothing stored): an event that is not
-- published or takes no registration here (PT404), registration closed (PT409).
-- ---------------------------------------------------------------------------
create function public.register_for_event(
  event_id uuid,
  full_name text,
  email text,
  firm_name text,
  idempotency_key uuid
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  target public.events%rowtype;
  existing public.event_registrations%rowtype;
  taken integer;
  chosen text;
begin
  select * into target from public.events as e
  where e.id = register_for_event.event_id and e.status = 'published' and e.registration = 'on_site'
  for update;
  if not found then
    raise exception 'registration_unavailable: this event takes no registration on this site' using errcode = 'PT404';
  end if;

  select * into existing from public.event_registrations as r
  where r.idempotency_key = register_for_event.idempotency_key;
  if found then
    return jsonb_build_object('outcome', existing.status, 'repeat', true);
  end if;

  if coalesce(target.registration_closes_at, target.starts_at) <= private.clock_now() then
    raise exception 'registration_closed: registration for this event has closed' using errcode = 'PT409';
  end if;

  select * into existing from public.event_registrations as r
  where r.event_id = target.id and lower(r.email) = lower(register_for_event.email) and r.status <> 'cancelled';
  if found then
    return jsonb_build_object('outcome', 'already_registered', 'repeat', false);
  end if;

  select count(*) into taken from public.event_registrations as r
  where r.event_id = target.id and r.status = 'confirmed';
  chosen := case when target.capacity is null or taken < target.capacity then 'confirmed' else 'waitlisted' end;

  insert into public.event_registrations (event_id, idempotency_key, full_name, email, firm_name, status)
  values (target.id, register_for_event.idempotency_key, register_for_event.full_name,
          register_for_event.email, register_for_event.firm_name, chosen);
  return jsonb_build_object('outcome', chosen, 'repeat', false);
end;
$$;

comment on function public.register_for_event(uuid, text, text, text, uuid) is
  'Registers for a published event with registration on this site: a seat while there is one, else the waitlist.';

revoke all on function public.register_for_event(uuid, text, text, text, uuid) from public, anon, authenticated;
grant execute on function public.register_for_event(uuid, text, text, text, uuid) to anon, service_role;

-- How many seats are left for registration on this site (null: no limit, or no such event):
-- visitors may not read registrations, but the form tells them before they send it whether
-- they would join the waitlist.
create function public.event_seats_left(event_id uuid)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select greatest(e.capacity - (
    select count(*) from public.event_registrations as r where r.event_id = e.id and r.status = 'confirmed'
  ), 0)::integer
  from public.events as e
  where e.id = event_seats_left.event_id and e.status = 'published' and e.registration = 'on_site';
$$;

revoke all on function public.event_seats_left(uuid) from public;
grant execute on function public.event_seats_left(uuid) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------
-- site_settings: one row, every column public.
-- ---------------------------------------------------------------------------
create table public.site_settings (
  id boolean primary key default true,
  -- The RightNOW conference: its name, dates and time zone are that event's.
  conference_event_id uuid not null references public.events (id) on delete restrict,
  -- The attendee offer is valid through the end of this day, in the conference's time zone.
  offer_ends_on date not null,
  updated_at timestamptz not null default now(),
  constraint site_settings_one_row check (id)
);

comment on table public.site_settings is 'The settings staff change in /admin/settings. One row; everything in it is public.';

create trigger site_settings_set_updated_at
before update on public.site_settings
for each row execute function public.set_updated_at();

-- Whether the attendee offer can still be claimed, by the database's clock.
create function private.offer_open()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((
    select private.clock_now() < ((s.offer_ends_on + 1)::timestamp at time zone e.time_zone)
    from public.site_settings as s
    join public.events as e on e.id = s.conference_event_id
  ), false);
$$;

revoke all on function private.offer_open() from public;
grant execute on function private.offer_open() to anon, authenticated, service_role;

-- Claims stop when the offer ends, also for a claim sent straight to the data API.
drop policy "Visitors submit new claims" on public.offer_claims;
create policy "Visitors submit new claims while the offer runs"
on public.offer_claims
for insert
to anon
with check (status = 'new' and (select private.offer_open()));

-- ---------------------------------------------------------------------------
-- Privileges: start from nothing (Supabase grants ALL on new tables by default).
-- ---------------------------------------------------------------------------
revoke all on table public.events from public, anon, authenticated;
revoke all on table public.event_registrations from public, anon, authenticated;
revoke all on table public.site_settings from public, anon, authenticated;

grant select on table public.events to anon;
grant select, insert, update, delete on table public.events to authenticated;
grant select, update, delete on table public.event_registrations to authenticated;
grant select on table public.site_settings to anon;
grant select, update (conference_event_id, offer_ends_on) on table public.site_settings to authenticated;
grant all on table public.events to service_role;
grant all on table public.event_registrations to service_role;
grant all on table public.site_settings to service_role;

alter table public.events enable row level security;
alter table public.events force row level security;
alter table public.event_registrations enable row level security;
alter table public.event_registrations force row level security;
alter table public.site_settings enable row level security;
alter table public.site_settings force row level security;

create policy "Published events are visible to everyone"
on public.events
for select
to anon, authenticated
using (status = 'published');

create policy "Admins see every event"
on public.events
for select
to authenticated
using ((select public.is_admin()));

create policy "Admins add events"
on public.events
for insert
to authenticated
with check ((select public.is_admin()));

create policy "Admins edit events"
on public.events
for update
to authenticated
using ((select public.is_admin()))
with check ((select public.is_admin()));

create policy "Admins delete events"
on public.events
for delete
to authenticated
using ((select public.is_admin()));

create policy "Admins read registrations"
on public.event_registrations
for select
to authenticated
using ((select public.is_admin()));

create policy "Admins update registrations"
on public.event_registrations
for update
to authenticated
using ((select public.is_admin()))
with check ((select public.is_admin()));

create policy "Admins delete registrations"
on public.event_registrations
for delete
to authenticated
using ((select public.is_admin()));

create policy "Settings are visible to everyone"
on public.site_settings
for select
to anon, authenticated
using (true);

create policy "Admins edit the settings"
on public.site_settings
for update
to authenticated
using ((select public.is_admin()))
with check ((select public.is_admin()));

-- ---------------------------------------------------------------------------
-- The event-banners bucket: public URLs, admins write (as the experts bucket).
-- ---------------------------------------------------------------------------
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('event-banners', 'event-banners', true, 5242880, array['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif'])
on conflict (id) do update
set public = excluded.public,
    file_size_limit = excluded.file_size_limit,
    allowed_mime_types = excluded.allowed_mime_types;

create policy "Admins read event banners"
on storage.objects
for select
to authenticated
using (bucket_id = 'event-banners' and (select public.is_admin()));

create policy "Admins upload event banners"
on storage.objects
for insert
to authenticated
with check (bucket_id = 'event-banners' and (select public.is_admin()));

create policy "Admins replace event banners"
on storage.objects
for update
to authenticated
using (bucket_id = 'event-banners' and (select public.is_admin()))
with check (bucket_id = 'event-banners' and (select public.is_admin()));

create policy "Admins delete event banners"
on storage.objects
for delete
to authenticated
using (bucket_id = 'event-banners' and (select public.is_admin()));

-- ---------------------------------------------------------------------------
-- What the site showed before this migration, now as data with dates: the fireside chat
-- (date to be announced), the two Wellness Thursday sessions, the RightNOW conference and
-- the two attendee roundtables. Times are Eastern (America/New_York), where the operator
-- wrote EDT or EST or gave no zone (docs/decisions/020-events-in-their-own-time-zone-on-one-clock.md). The registration
-- links are the placeholders the site linked to until now: replace them before launch.
-- ---------------------------------------------------------------------------
insert into public.events
  (id, slug, title, summary, description, starts_at, ends_at, time_zone, format, venue, banner_url,
   registration, registration_url, capacity, status)
values
  ('e0000000-0000-4000-8000-000000000001', 'fireside-chat', 'Fireside Chat',
   'An open, unscripted conversation with community leaders about where the profession is heading.',
   'An open, unscripted conversation with community leaders about where the profession is heading. Bring your questions.',
   null, null, 'America/New_York', 'online', null, '/images/events/fireside-chat.svg',
   'external', 'https://events.example.com/fireside-chat', null, 'published'),
  ('e0000000-0000-4000-8000-000000000002', 'wellness-thursday-chair-yoga-2025-09-18', 'Wellness Thursday: Chair Yoga',
   'Fifteen minutes of gentle stretches you can do at your desk.',
   'Fifteen minutes of gentle stretches you can do at your desk. No mat, no experience, no camera required.',
   '2025-09-18 11:30 America/New_York', '2025-09-18 11:45 America/New_York', 'America/New_York', 'online', null,
   '/images/events/chair-yoga-sep-18.svg',
   'external', 'https://events.example.com/wellness-thursday-sep-18', null, 'published'),
  ('e0000000-0000-4000-8000-000000000003', 'wellness-thursday-chair-yoga-2025-09-25', 'Wellness Thursday: Chair Yoga',
   'Reset before the afternoon with a short guided session.',
   'Reset before the afternoon with a short guided session of breathing and chair-based movement.',
   '2025-09-25 11:30 America/New_York', '2025-09-25 11:45 America/New_York', 'America/New_York', 'online', null,
   '/images/events/chair-yoga-sep-25.svg',
   'external', 'https://events.example.com/wellness-thursday-sep-25', null, 'published'),
  ('e0000000-0000-4000-8000-000000000004', 'rightnow-2025', 'RightNOW Conference 2025',
   'Two days in person for accounting firm leaders: practical strategies, honest conversations and a plan to start on Monday.',
   E'An in-person conference for accounting firm leaders who want practical strategies, honest conversations and a plan they can start on Monday.\n\nBoth days run from 9:00 AM to 5:00 PM. Capacity is 100 attendees, in person only, and sessions are not recorded.',
   '2025-11-15 09:00 America/New_York', '2025-11-16 17:00 America/New_York', 'America/New_York', 'in_person', null,
   null, 'on_site', null, 100, 'published'),
  ('e0000000-0000-4000-8000-000000000005', 'rightnow-monthly-roundtable', 'RightNOW Monthly Roundtable',
   'A monthly conversation for RightNOW attendees.',
   'A monthly conversation for attendees: what you have tried since the conference, what worked and what you are tackling next.',
   '2025-05-28 10:00 America/New_York', '2025-05-28 11:00 America/New_York', 'America/New_York', 'online', null,
   null, 'external', 'https://community.example.com/events/monthly-roundtable', null, 'published'),
  ('e0000000-0000-4000-8000-000000000006', 'connect-2025-follow-up-roundtable', 'Connect 2025 Follow-Up Roundtable',
   'An hour with fellow Connect 2025 attendees.',
   'An hour with fellow attendees to compare notes on the tools and workflows from Connect 2025, and how firms are putting them to use.',
   '2025-06-04 14:00 America/New_York', '2025-06-04 15:00 America/New_York', 'America/New_York', 'online', null,
   null, 'external', 'https://community.example.com/events/connect-roundtable', null, 'published');

insert into public.site_settings (id, conference_event_id, offer_ends_on)
values (true, 'e0000000-0000-4000-8000-000000000004', '2025-12-31');
