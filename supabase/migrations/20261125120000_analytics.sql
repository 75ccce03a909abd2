-- First-party analytics without cookies (docs/privacy.md, docs/decisions/038-first-party-analytics.md).
--
-- A public page, once loaded, sends one beacon per page view (and per click on a link to the
-- community platform) to the site's own server, which checks it, leaves out bots and signed-in
-- staff, and writes the events in batches over its own connection (DATABASE_URL, role
-- site_server). No address, user agent or cookie is stored: a visitor is a key, the hash of the
-- day's random salt, the site, the address with its last octet (IPv4) or last 80 bits (IPv6)
-- removed and the user agent, computed in the server's memory. The salts live here so every
-- instance uses the same one; a day's salt is made on that day's first page view and deleted
-- once the day after it has ended (48 hours after the day began), so yesterday's keys cannot be
-- linked to today's. Days are the site's (America/New_York, SITE_TIME_ZONE in app/domain), on
-- the one clock (private.clock_now()). A visit ends after 30 minutes without a page view.
--
-- Applications, claims and registrations are counted from their rows (a trigger copies each new
-- row's kind, id and time here), resource downloads from the download route; the server then
-- adds the visitor key of the request, which ties the conversion to the visit's entry page,
-- source and campaign.
--
-- Raw events are kept ANALYTICS_RETENTION_DAYS (90); every completed day is rolled up into
-- analytics.daily_counts, kept for good. /admin/analytics reads public.analytics_report(),
-- which sums the rollups and computes the days not rolled up yet (today) from the events.
--
-- Who may do what:
--   site_server     writes events (analytics.record_events), gets the day's salt
--                   (analytics.day_salt), adds a visitor key to a conversion
--                   (analytics.attribute_conversion), records a download
--                   (analytics.record_download) and rolls up and prunes
--                   (analytics.maintain); it reads no table itself
--   staff (admins and editors: public.is_staff()), service_role
--                   read the report through public.analytics_report()
--   anon, authenticated, service_role
--                   nothing else: the schema analytics is not exposed by the data API, and no
--                   grant would let anyone read or change a row if it were
-- supabase/tests/analytics.test.ts proves each against this file.

create schema analytics;
revoke all on schema analytics from public;
revoke all on schema analytics from anon, authenticated, service_role;
grant usage on schema analytics to site_server;

-- The site's day of an instant: what "today", a day's salt and a day's rollup mean.
create function analytics.site_day(at timestamptz)
returns date
language sql
immutable
set search_path = ''
as $$
  select ($1 at time zone 'America/New_York')::date;
$$;

-- ---------------------------------------------------------------------------
-- tables
-- ---------------------------------------------------------------------------
create table analytics.salts (
  day date primary key,
  salt bytea not null,
  constraint salts_length check (octet_length(salt) = 16)
);

create table analytics.events (
  id bigint generated always as identity primary key,
  at timestamptz not null,
  day date not null,
  kind text not null,
  -- Null for a visitor who asks not to be tracked (Sec-GPC: 1 or DNT: 1): a page view without a visitor.
  visitor_key bytea,
  path text not null,
  referrer_host text,
  utm_source text,
  utm_medium text,
  utm_campaign text,
  screen_class text,
  -- For a click: which link to the community platform.
  link text,
  constraint events_kind check (kind in ('view', 'click')),
  constraint events_visitor_key_length check (octet_length(visitor_key) = 16),
  constraint events_path check (char_length(path) between 1 and 300 and left(path, 1) = '/'),
  constraint events_referrer_host_length check (char_length(referrer_host) <= 253),
  constraint events_utm_source_length check (char_length(utm_source) <= 100),
  constraint events_utm_medium_length check (char_length(utm_medium) <= 100),
  constraint events_utm_campaign_length check (char_length(utm_campaign) <= 100),
  constraint events_screen_class check (screen_class in ('phone', 'tablet', 'desktop')),
  constraint events_link check (link in ('join', 'sign-up', 'log-in', 'event', 'roundtable', 'other')),
  constraint events_click_has_link check ((kind = 'click') = (link is not null))
);
create index events_day_idx on analytics.events (day);

create table analytics.conversions (
  id bigint generated always as identity primary key,
  at timestamptz not null,
  day date not null,
  kind text not null,
  -- The stored row (application, claim, registration), or the downloaded resource.
  record_id uuid not null,
  -- A submission's idempotency key: how the server finds the row to add the visitor key to.
  idempotency_key uuid,
  visitor_key bytea,
  constraint conversions_kind check (kind in ('application', 'claim', 'registration', 'download')),
  constraint conversions_visitor_key_length check (octet_length(visitor_key) = 16),
  constraint conversions_submission_key unique (kind, idempotency_key)
);
create index conversions_day_idx on analytics.conversions (day);

-- The rollups: one count per day, dimension, value and metric (dimensions and metrics as
-- app/domain/analytics.ts lists them). Kept for good.
create table analytics.daily_counts (
  day date not null,
  dimension text not null,
  value text not null,
  metric text not null,
  count bigint not null,
  primary key (day, dimension, value, metric),
  constraint daily_counts_dimension check (dimension in (
    'total', 'page', 'entry', 'source', 'medium', 'campaign', 'screen', 'link',
    'conversion_entry', 'conversion_source'
  )),
  constraint daily_counts_metric check (metric in (
    'visitors', 'visits', 'page_views', 'bounces', 'visit_seconds', 'clicks',
    'application', 'claim', 'registration', 'download'
  ))
);

-- The days whose events are in daily_counts.
create table analytics.rolled_days (
  day date primary key,
  rolled_at timestamptz not null default private.clock_now()
);

revoke all on all tables in schema analytics from public, anon, authenticated, service_role;
alter table analytics.salts enable row level security;
alter table analytics.events enable row level security;
alter table analytics.conversions enable row level security;
alter table analytics.daily_counts enable row level security;
alter table analytics.rolled_days enable row level security;
-- No policy and no grant: nobody reads or writes these tables but the functions below, which
-- are security definer and owned by the migrations' role.

-- ---------------------------------------------------------------------------
-- what the site's server does (role site_server)
-- ---------------------------------------------------------------------------
-- The salt of a day, made on its first use. Only today's and yesterday's (the server's clock
-- may be a moment behind at midnight): a deleted salt is never made again.
create function analytics.day_salt(for_day date)
returns bytea
language plpgsql
security definer
set search_path = ''
as $$
declare
  today date := analytics.site_day(private.clock_now());
  found bytea;
begin
  if for_day is null or for_day < today - 1 or for_day > today + 1 then
    raise exception 'no salt for %: only today''s (%) and yesterday''s', for_day, today using errcode = '22023', detail = 'salt_unavailable';
  end if;
  insert into analytics.salts (day, salt) values (for_day, pg_catalog.uuid_send(pg_catalog.gen_random_uuid()))
  on conflict (day) do nothing;
  select s.salt into found from analytics.salts as s where s.day = for_day;
  return found;
end;
$$;

-- A batch of events: a JSON array of objects with at, kind, visitor_key (32 hex digits or
-- null), path, referrer_host, utm_source, utm_medium, utm_campaign, screen_class, link.
-- One statement for the batch; the constraints refuse the whole batch if one is wrong (the
-- server checks each beacon first, so that is a bug, not a visitor).
create function analytics.record_events(batch jsonb)
returns integer
language sql
security definer
set search_path = ''
as $$
  with inserted as (
    insert into analytics.events (at, day, kind, visitor_key, path, referrer_host, utm_source, utm_medium, utm_campaign, screen_class, link)
    select e.at, analytics.site_day(e.at), e.kind, pg_catalog.decode(e.visitor_key, 'hex'), e.path, e.referrer_host,
           e.utm_source, e.utm_medium, e.utm_campaign, e.screen_class, e.link
    from pg_catalog.jsonb_to_recordset(batch) as e(
      at timestamptz, kind text, visitor_key text, path text, referrer_host text,
      utm_source text, utm_medium text, utm_campaign text, screen_class text, link text
    )
    returning 1
  )
  select pg_catalog.count(*)::integer from inserted;
$$;

-- The visitor key of the request that stored a submission; the row itself was counted by its trigger.
create function analytics.attribute_conversion(of_kind text, key uuid, visitor_key text)
returns void
language sql
security definer
set search_path = ''
as $$
  update analytics.conversions as c
  set visitor_key = pg_catalog.decode(attribute_conversion.visitor_key, 'hex')
  where c.kind = of_kind and c.idempotency_key = key and c.visitor_key is null;
$$;

-- A download of a resource's file, answered by the site (app/server/resource-downloads.server.ts).
create function analytics.record_download(resource_id uuid, visitor_key text)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into analytics.conversions (at, day, kind, record_id, visitor_key)
  values (private.clock_now(), analytics.site_day(private.clock_now()), 'download', resource_id,
          pg_catalog.decode(record_download.visitor_key, 'hex'));
$$;

-- ---------------------------------------------------------------------------
-- counting a day
-- ---------------------------------------------------------------------------
-- Every count of one day, from its events and conversions: what a rollup stores and what the
-- report computes for a day not rolled up yet. A visit is a visitor's page views with less than
-- 30 minutes between each; it starts at its entry page, and its source is the entry page's
-- utm_source, else its referrer's host, else '' (direct). Page views without a visitor key
-- count as page views (total, page, screen) but not as visitors or visits. A conversion belongs
-- to the last visit its visitor started before it, that day; without one, to '' (unknown).
create function analytics.day_counts(for_day date)
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
    select c.kind,
           coalesce((select vi.entry from visits as vi where vi.visitor_key = c.visitor_key and vi.started <= c.at
                     order by vi.started desc limit 1), '') as entry,
           coalesce((select vi.source from visits as vi where vi.visitor_key = c.visitor_key and vi.started <= c.at
                     order by vi.started desc limit 1), '') as source
    from analytics.conversions as c
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
  )
  select c.dimension, c.value, c.metric, c.count from counted as c where c.count > 0;
$$;

-- Rolls up every completed day not rolled up yet (a day counts as completed ten minutes after
-- it ends, so a batch still on its way is in it), deletes the events older than keep_days
-- days (never a day that is not rolled up) and the salts older than yesterday's. One instance
-- at a time; returns the number of days rolled up.
create function analytics.maintain(keep_days integer)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  last_complete date := analytics.site_day(private.clock_now() - interval '10 minutes') - 1;
  rolled integer := 0;
  d date;
begin
  if keep_days is null or keep_days < 1 then
    raise exception 'keep_days must be at least 1' using errcode = '22023', detail = 'analytics_retention_too_short';
  end if;
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('analytics.maintain'));
  for d in
    select x.day from (
      select e.day from analytics.events as e where e.day <= last_complete
      union select c.day from analytics.conversions as c where c.day <= last_complete
    ) as x
    where not exists (select 1 from analytics.rolled_days as r where r.day = x.day)
    order by x.day
  loop
    insert into analytics.daily_counts (day, dimension, value, metric, count)
    select d, dc.dimension, dc.value, dc.metric, dc.count from analytics.day_counts(d) as dc;
    insert into analytics.rolled_days (day) values (d);
    rolled := rolled + 1;
  end loop;
  delete from analytics.events as e
  where e.day < analytics.site_day(private.clock_now()) - keep_days
    and exists (select 1 from analytics.rolled_days as r where r.day = e.day);
  delete from analytics.conversions as c
  where c.day < analytics.site_day(private.clock_now()) - keep_days
    and exists (select 1 from analytics.rolled_days as r where r.day = c.day);
  delete from analytics.salts as s where s.day < analytics.site_day(private.clock_now()) - 1;
  return rolled;
end;
$$;

revoke all on all functions in schema analytics from public;
grant execute on function analytics.day_salt(date) to site_server;
grant execute on function analytics.record_events(jsonb) to site_server;
grant execute on function analytics.attribute_conversion(text, uuid, text) to site_server;
grant execute on function analytics.record_download(uuid, text) to site_server;
grant execute on function analytics.maintain(integer) to site_server;

-- ---------------------------------------------------------------------------
-- conversions counted from the rows themselves
-- ---------------------------------------------------------------------------
-- Runs as its owner, whoever inserted the row (a visitor through the data API, an admin, SQL).
-- A row stored just now (created_at left to its default, now()) is counted at the one clock's
-- instant, private.clock_now(); a row given its own created_at (an import, the seed) at that.
create function analytics.count_conversion()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  at timestamptz := case when new.created_at = pg_catalog.now() then private.clock_now() else new.created_at end;
begin
  insert into analytics.conversions (at, day, kind, record_id, idempotency_key)
  values (at, analytics.site_day(at),
          case tg_table_name
            when 'partnership_applications' then 'application'
            when 'offer_claims' then 'claim'
            else 'registration'
          end,
          new.id, new.idempotency_key)
  on conflict (kind, idempotency_key) do nothing;
  return null;
end;
$$;
revoke all on function analytics.count_conversion() from public;

create trigger count_conversion after insert on public.partnership_applications
  for each row execute function analytics.count_conversion();
create trigger count_conversion after insert on public.offer_claims
  for each row execute function analytics.count_conversion();
create trigger count_conversion after insert on public.event_registrations
  for each row execute function analytics.count_conversion();

-- ---------------------------------------------------------------------------
-- the report (/admin/analytics)
-- ---------------------------------------------------------------------------
-- The counts of the days from_day to to_day (the site's days): rolled-up days from
-- daily_counts, the others (today, or a day the server has not rolled up yet) computed from
-- the events. 'total' rows come per day (the chart), every other dimension summed over the
-- period, its 100 largest values. Visitors summed over days are exact: a visitor's key
-- changes with each day's salt, so the same person on two days is two visitors.
create function public.analytics_report(from_day date, to_day date)
returns table (day date, dimension text, value text, metric text, count bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  -- Staff: admins and editors, with the second factor the site requires (public.is_staff()).
  if not public.is_staff() and coalesce(auth.role(), '') <> 'service_role' then
    raise exception 'only staff may read the analytics' using errcode = '42501', detail = 'staff_only';
  end if;
  if from_day is null or to_day is null or from_day > to_day or to_day - from_day > 400 then
    raise exception 'a period is from_day to to_day, at most 401 days' using errcode = '22023', detail = 'period_too_long';
  end if;
  return query
  with per_day as (
    select dc.day, dc.dimension, dc.value, dc.metric, dc.count
    from analytics.daily_counts as dc
    where dc.day between from_day and to_day
    union all
    select d.day, live.dimension, live.value, live.metric, live.count
    from (
      select x.day from (
        select distinct e.day from analytics.events as e where e.day between from_day and to_day
        union select distinct c.day from analytics.conversions as c where c.day between from_day and to_day
      ) as x
      where not exists (select 1 from analytics.rolled_days as r where r.day = x.day)
    ) as d
    cross join lateral analytics.day_counts(d.day) as live
  ),
  summed as (
    select p.dimension, p.value, p.metric, pg_catalog.sum(p.count)::bigint as count
    from per_day as p
    where p.dimension <> 'total'
    group by p.dimension, p.value, p.metric
  ),
  ranked as (
    select s.*, pg_catalog.dense_rank() over (partition by s.dimension order by v.weight desc, s.value) as place
    from summed as s
    join (select s2.dimension, s2.value, pg_catalog.sum(s2.count) as weight from summed as s2 group by s2.dimension, s2.value) as v
      on v.dimension = s.dimension and v.value = s.value
  )
  select p.day, p.dimension, p.value, p.metric, pg_catalog.sum(p.count)::bigint
  from per_day as p where p.dimension = 'total'
  group by p.day, p.dimension, p.value, p.metric
  union all
  select null::date, r.dimension, r.value, r.metric, r.count from ranked as r where r.place <= 100;
end;
$$;

comment on function public.analytics_report(date, date) is
  'The analytics of the site''s days from_day to to_day for staff: totals per day, every other dimension summed over the period.';

revoke all on function public.analytics_report(date, date) from public, anon;
grant execute on function public.analytics_report(date, date) to authenticated, service_role;
