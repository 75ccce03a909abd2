-- Registration on the site closes at the start at the latest: the event form has said so, but
-- the settings page moves the conference's start without its closing time, so a conference
-- moved earlier took registrations while it ran (and a seat freed then went to a newcomer, as
-- the waitlist stops moving at the start). The table now holds the rule, the rows that broke it
-- close at their start, and the settings' save brings a later closing time forward with the start.

update public.events
set registration_closes_at = starts_at
where registration_closes_at > starts_at;

alter table public.events
  add constraint events_registration_closes_by_start check (registration_closes_at <= starts_at);

create or replace function public.save_site_settings(
  conference_name text,
  conference_starts_at timestamptz,
  conference_ends_at timestamptz,
  conference_time_zone text,
  offer_ends_on date,
  community_size text,
  active_members text default null
)
returns text
language plpgsql
security invoker
set search_path = ''
as $$
declare
  conference uuid;
begin
  if not (select public.is_admin()) then
    raise exception 'admins_only: only admins change the settings' using errcode = '42501', detail = 'admins_only';
  end if;
  -- Locked until the end: the row the second update writes is there when it runs.
  select s.conference_event_id into conference from public.site_settings as s for update;
  if not found then
    return 'settings_missing';
  end if;
  update public.events as e
  set title = conference_name, starts_at = conference_starts_at, ends_at = conference_ends_at, time_zone = conference_time_zone,
      registration_closes_at = case when e.registration_closes_at > conference_starts_at then conference_starts_at else e.registration_closes_at end
  where e.id = conference;
  if not found then
    return 'conference_missing';
  end if;
  update public.site_settings as s
  set offer_ends_on = save_site_settings.offer_ends_on,
      community_size = save_site_settings.community_size,
      active_members = save_site_settings.active_members
  where s.id;
  return 'saved';
end;
$$;
