-- /admin/analytics for a period of one day: visitors and page views per hour of that day, so
-- its chart has a shape (the report's totals come per day). Hours are the wall-clock hours of
-- the site's time zone (America/New_York, as analytics.site_day): the day the clocks go back
-- counts its repeated hour once, the day they go forward has no 2 AM. Read from the raw
-- events, which are kept ANALYTICS_RETENTION_DAYS: a day whose events are gone has no hours
-- (its daily counts stay in the report). Only hours with page views are returned.
create function public.analytics_hours(for_day date)
returns table (hour integer, visitors bigint, page_views bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  -- Staff: admins and editors, with the second factor the site requires (as analytics_report).
  if not public.is_staff() and coalesce(auth.role(), '') <> 'service_role' then
    raise exception 'only staff may read the analytics' using errcode = '42501', detail = 'staff_only';
  end if;
  return query
  select pg_catalog.date_part('hour', e.at at time zone 'America/New_York')::integer,
         pg_catalog.count(distinct e.visitor_key),
         pg_catalog.count(*)
  from analytics.events as e
  where e.day = for_day and e.kind = 'view'
  group by 1
  order by 1;
end;
$$;

comment on function public.analytics_hours(date) is
  'Visitors and page views per hour (the site''s wall-clock hours) of one day, for staff.';

revoke all on function public.analytics_hours(date) from public, anon;
grant execute on function public.analytics_hours(date) to authenticated, service_role;
