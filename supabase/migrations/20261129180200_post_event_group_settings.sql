-- The post-event group the speakers' pages invite to (/rightnow/{name}: "RSVP for the
-- Post-Event Group") becomes settings staff change in /admin/settings, like the conference and
-- the site's figures. Its facts were words in code: "6 weekly sessions, starting May 15, 2025,
-- Thursdays 2:00-3:00 PM EDT, recordings for all registrants", which only a developer could
-- change, and which pages kept offering after the group's last session. Now:
--   post_event_first_session  the first session's day; null: the site invites to no group
--   post_event_sessions       how many weekly sessions (1 to 52)
--   post_event_time           the sessions' time as staff write it ('2:00-3:00 PM EDT')
--   post_event_recordings     whether every registrant gets the recordings
-- The weekday and the last session's day follow from the first and the count; the pages stop
-- inviting once the last session's day is over (app/server, on the one clock). Today's words are
-- the seed: as with the figures, the columns' defaults, which set the one row without an UPDATE.

alter table public.site_settings
  add column post_event_first_session date default '2025-05-15',
  add column post_event_sessions integer not null default 6,
  add column post_event_time text not null default '2:00-3:00 PM EDT',
  add column post_event_recordings boolean not null default true,
  add constraint site_settings_post_event_sessions check (post_event_sessions between 1 and 52),
  add constraint site_settings_post_event_time
    check (char_length(post_event_time) <= 40 and (post_event_first_session is null or post_event_time ~ '[^[:space:]]'));

comment on column public.site_settings.post_event_first_session is 'The post-event group''s first session; null: the speakers'' pages invite to no group.';
comment on column public.site_settings.post_event_sessions is 'How many weekly sessions the post-event group runs.';
comment on column public.site_settings.post_event_time is 'The post-event group''s time, as staff write it (''2:00-3:00 PM EDT'').';
comment on column public.site_settings.post_event_recordings is 'Whether every registrant of the post-event group gets its recordings.';

grant update (post_event_first_session, post_event_sessions, post_event_time, post_event_recordings)
  on table public.site_settings to authenticated;

-- The settings page saves the group with the rest, in the one call. The group's count, time and
-- recordings have no default: a call that does not know them (an older server) fails instead of
-- clearing the group. A first session left out is none.
drop function public.save_site_settings(text, timestamptz, timestamptz, text, date, text, text);

create function public.save_site_settings(
  conference_name text,
  conference_starts_at timestamptz,
  conference_ends_at timestamptz,
  conference_time_zone text,
  offer_ends_on date,
  community_size text,
  post_event_sessions integer,
  post_event_time text,
  post_event_recordings boolean,
  active_members text default null,
  post_event_first_session date default null
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
      active_members = save_site_settings.active_members,
      post_event_first_session = save_site_settings.post_event_first_session,
      post_event_sessions = save_site_settings.post_event_sessions,
      post_event_time = save_site_settings.post_event_time,
      post_event_recordings = save_site_settings.post_event_recordings
  where s.id;
  return 'saved';
end;
$$;

comment on function public.save_site_settings(text, timestamptz, timestamptz, text, date, text, integer, text, boolean, text, date) is
  'Saves /admin/settings: the conference event''s name, dates and zone and the site settings (the offer, the figures, the post-event group), in one transaction. Answers saved, settings_missing or conference_missing.';

revoke all on function public.save_site_settings(text, timestamptz, timestamptz, text, date, text, integer, text, boolean, text, date) from public, anon;
grant execute on function public.save_site_settings(text, timestamptz, timestamptz, text, date, text, integer, text, boolean, text, date) to authenticated;
