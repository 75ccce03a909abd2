-- The settings page saves the conference's name, dates and zone (its event's row) and the site's
-- settings together: one call, one transaction, so a failure part-way leaves both as they were.
-- Admins only; it runs with the caller's rights, so the tables' grants and policies apply as
-- they did to the two updates it replaces.

create function public.save_site_settings(
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
  set title = conference_name, starts_at = conference_starts_at, ends_at = conference_ends_at, time_zone = conference_time_zone
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

comment on function public.save_site_settings(text, timestamptz, timestamptz, text, date, text, text) is
  'Saves /admin/settings: the conference event''s name, dates and zone and the site settings, in one transaction. Answers saved, settings_missing or conference_missing.';

revoke all on function public.save_site_settings(text, timestamptz, timestamptz, text, date, text, text) from public, anon;
grant execute on function public.save_site_settings(text, timestamptz, timestamptz, text, date, text, text) to authenticated;
