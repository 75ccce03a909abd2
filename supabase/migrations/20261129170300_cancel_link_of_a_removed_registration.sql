-- A cancel link whose registration is gone (its event was deleted, after it was cancelled or
-- once it was over) is still one we sent: its signature says so. The page said "It is not a
-- cancel link we sent" and asked the registrant to reply; now it answers the state 'removed'.
-- And the page's words after the button follow what was given up, a seat or a place in line, as
-- it stood when cancelled, not as the page was opened (someone may have moved up meanwhile).

create or replace function public.registration_by_cancel_link(token text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  named uuid := private.registration_of_link(token);
  registrant public.event_registrations%rowtype;
  target public.events%rowtype;
begin
  if named is null then
    return null;
  end if;
  select * into registrant from public.event_registrations as r where r.id = named;
  if not found then
    return pg_catalog.jsonb_build_object('state', 'removed');
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

create or replace function public.cancel_registration_by_link(token text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  named uuid := private.registration_of_link(token);
  given_up text;
  view jsonb;
begin
  -- Locked first, so the status read is the one the update replaces.
  select r.status into given_up from public.event_registrations as r where r.id = named for update;
  view := public.registration_by_cancel_link(token);
  if view ->> 'state' = 'active' then
    update public.event_registrations as r
    set status = 'cancelled', cancelled_by_registrant = true
    where r.id = named;
    view := public.registration_by_cancel_link(token)
      || pg_catalog.jsonb_build_object('cancelledNow', true, 'heldSeat', given_up = 'confirmed');
  end if;
  return view;
end;
$$;
