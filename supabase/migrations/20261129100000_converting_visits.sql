-- A rate of visits counts visits, not conversions: a visitor who downloads three resources in
-- one visit is one converting visit, so no rate passes 100 %. Each conversion kind gains a
-- metric '<kind>_visits': the counted visits with at least one conversion of that kind, in
-- total and per entry page and source (a conversion without a counted visit is in none).
-- The days already rolled up gain these counts from the events and conversions still kept.

alter table analytics.daily_counts drop constraint daily_counts_metric;
alter table analytics.daily_counts add constraint daily_counts_metric check (metric in (
    'visitors', 'visits', 'page_views', 'bounces', 'visit_seconds', 'clicks',
    'application', 'claim', 'registration', 'download',
    'application_visits', 'claim_visits', 'registration_visits', 'download_visits'
  ));

-- As before, and each conversion keeps which visit it belongs to (visitor key and visit number).
create or replace function analytics.day_counts(for_day date)
returns table (dimension text, value text, metric text, count bigint)
language sql
stable
security definer
set search_path = ''
as $$
  with views as (
    select e.id, e.at, e.visitor_key, e.path, e.screen_class,
           coalesce(nullif(e.utm_source, ''), nullif(e.referrer_host, ''), '') as source,
           coalesce(e.utm_medium, '') as medium, coalesce(e.utm_campaign, '') as campaign
    from analytics.events as e
    where e.day = for_day and e.kind = 'view'
  ),
  keyed as (
    select v.*,
           case when pg_catalog.lag(v.at) over w is null or v.at - pg_catalog.lag(v.at) over w > interval '30 minutes'
                then 1 else 0 end as starts_visit
    from views as v
    where v.visitor_key is not null
    window w as (partition by v.visitor_key order by v.at, v.id)
  ),
  numbered as (
    select k.*, pg_catalog.sum(k.starts_visit) over (partition by k.visitor_key order by k.at, k.id) as visit_no
    from keyed as k
  ),
  visits as (
    select n.visitor_key, n.visit_no,
           pg_catalog.min(n.at) as started, pg_catalog.max(n.at) as ended, pg_catalog.count(*) as views,
           (pg_catalog.array_agg(n.path order by n.at, n.id))[1] as entry,
           (pg_catalog.array_agg(n.source order by n.at, n.id))[1] as source,
           (pg_catalog.array_agg(n.medium order by n.at, n.id))[1] as medium,
           (pg_catalog.array_agg(n.campaign order by n.at, n.id))[1] as campaign
    from numbered as n
    group by n.visitor_key, n.visit_no
  ),
  conversions as (
    select c.kind, coalesce(vi.entry, '') as entry, coalesce(vi.source, '') as source,
           case when vi.visit_no is not null then (vi.visitor_key, vi.visit_no) end as visit
    from analytics.conversions as c
    left join lateral (
      select v.visitor_key, v.visit_no, v.entry, v.source from visits as v
      where v.visitor_key = c.visitor_key and v.started <= c.at
      order by v.started desc limit 1
    ) as vi on true
    where c.day = for_day
  ),
  clicks as (
    select e.link from analytics.events as e where e.day = for_day and e.kind = 'click'
  ),
  counted (dimension, value, metric, count) as (
    select 'total', '', 'visitors', pg_catalog.count(distinct v.visitor_key) from views as v
    union all select 'total', '', 'page_views', pg_catalog.count(*) from views
    union all select 'total', '', 'visits', pg_catalog.count(*) from visits
    union all select 'total', '', 'bounces', pg_catalog.count(*) filter (where views = 1) from visits
    union all select 'total', '', 'visit_seconds', coalesce(pg_catalog.sum(extract(epoch from ended - started))::bigint, 0) from visits
    union all select 'total', '', 'clicks', pg_catalog.count(*) from clicks
    union all select 'total', '', c.kind, pg_catalog.count(*) from conversions as c group by c.kind
    union all select 'page', v.path, 'page_views', pg_catalog.count(*) from views as v group by v.path
    union all select 'page', v.path, 'visitors', pg_catalog.count(distinct v.visitor_key) from views as v group by v.path
    union all select 'screen', v.screen_class, 'page_views', pg_catalog.count(*) from views as v where v.screen_class is not null group by v.screen_class
    union all select 'screen', v.screen_class, 'visitors', pg_catalog.count(distinct v.visitor_key) from views as v where v.screen_class is not null group by v.screen_class
    union all select 'entry', vi.entry, 'visits', pg_catalog.count(*) from visits as vi group by vi.entry
    union all select 'entry', vi.entry, 'bounces', pg_catalog.count(*) filter (where vi.views = 1) from visits as vi group by vi.entry
    union all select 'source', vi.source, 'visits', pg_catalog.count(*) from visits as vi group by vi.source
    union all select 'source', vi.source, 'visitors', pg_catalog.count(distinct vi.visitor_key) from visits as vi group by vi.source
    union all select 'source', vi.source, 'page_views', pg_catalog.sum(vi.views)::bigint from visits as vi group by vi.source
    union all select 'medium', vi.medium, 'visits', pg_catalog.count(*) from visits as vi where vi.medium <> '' group by vi.medium
    union all select 'medium', vi.medium, 'visitors', pg_catalog.count(distinct vi.visitor_key) from visits as vi where vi.medium <> '' group by vi.medium
    union all select 'campaign', vi.campaign, 'visits', pg_catalog.count(*) from visits as vi where vi.campaign <> '' group by vi.campaign
    union all select 'campaign', vi.campaign, 'visitors', pg_catalog.count(distinct vi.visitor_key) from visits as vi where vi.campaign <> '' group by vi.campaign
    union all select 'campaign', vi.campaign, 'page_views', pg_catalog.sum(vi.views)::bigint from visits as vi where vi.campaign <> '' group by vi.campaign
    union all select 'link', cl.link, 'clicks', pg_catalog.count(*) from clicks as cl group by cl.link
    union all select 'conversion_entry', c.entry, c.kind, pg_catalog.count(*) from conversions as c group by c.entry, c.kind
    union all select 'conversion_source', c.source, c.kind, pg_catalog.count(*) from conversions as c group by c.source, c.kind
    union all select 'total', '', c.kind || '_visits', pg_catalog.count(distinct c.visit) from conversions as c group by c.kind
    union all select 'conversion_entry', c.entry, c.kind || '_visits', pg_catalog.count(distinct c.visit) from conversions as c group by c.entry, c.kind
    union all select 'conversion_source', c.source, c.kind || '_visits', pg_catalog.count(distinct c.visit) from conversions as c group by c.source, c.kind
  )
  select c.dimension, c.value, c.metric, c.count from counted as c where c.count > 0;
$$;

insert into analytics.daily_counts (day, dimension, value, metric, count)
select r.day, dc.dimension, dc.value, dc.metric, dc.count
from analytics.rolled_days as r
cross join lateral analytics.day_counts(r.day) as dc
where dc.metric like '%\_visits' and dc.metric <> 'visits'
on conflict (day, dimension, value, metric) do nothing;
