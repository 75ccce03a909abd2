-- A conversion is counted, never traced back to the person who sent it. Its row kept the
-- stored application's, claim's or registration's id and its idempotency key, either of which
-- leads to the row's name and e-mail, and through the visitor key to every page that person
-- viewed that day. Now:
--   * a conversion keeps no id of the row it counts (a download keeps its resource's id, which
--     names a document, not a person);
--   * the submission's idempotency key, which finds the conversion to attach the visitor key
--     to, is cleared when the key is attached (a replayed request then finds nothing, as before);
--   * the row is deleted once its day is rolled up (ten minutes after the day ends): from then
--     on the day is only counts. Until then its time and visitor key are what the day's report
--     needs to tie it to the visit that led to it.

alter table analytics.conversions rename column record_id to resource_id;
alter table analytics.conversions alter column resource_id drop not null;
update analytics.conversions set resource_id = null where kind <> 'download';
update analytics.conversions set idempotency_key = null where visitor_key is not null;
alter table analytics.conversions
  add constraint conversions_resource_of_a_download check ((resource_id is not null) = (kind = 'download'));
comment on column analytics.conversions.resource_id is 'The downloaded resource; null for a submission, whose row it never names.';
comment on column analytics.conversions.idempotency_key is
  'A submission''s idempotency key until the visitor key of the request that sent it is attached.';

delete from analytics.conversions as c
where exists (select 1 from analytics.rolled_days as r where r.day = c.day);

create or replace function analytics.count_conversion()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  at timestamptz := case when new.created_at = pg_catalog.now() then private.clock_now() else new.created_at end;
begin
  insert into analytics.conversions (at, day, kind, idempotency_key)
  values (at, analytics.site_day(at),
          case tg_table_name
            when 'partnership_applications' then 'application'
            when 'offer_claims' then 'claim'
            else 'registration'
          end,
          new.idempotency_key)
  on conflict (kind, idempotency_key) do nothing;
  return null;
end;
$$;
revoke all on function analytics.count_conversion() from public;

create or replace function analytics.attribute_conversion(of_kind text, key uuid, visitor_key text)
returns void
language sql
security definer
set search_path = ''
as $$
  update analytics.conversions as c
  set visitor_key = pg_catalog.decode(attribute_conversion.visitor_key, 'hex'), idempotency_key = null
  where c.kind = of_kind and c.idempotency_key = key and c.visitor_key is null;
$$;

create or replace function analytics.record_download(resource_id uuid, visitor_key text)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into analytics.conversions (at, day, kind, resource_id, visitor_key)
  values (private.clock_now(), analytics.site_day(private.clock_now()), 'download', record_download.resource_id,
          pg_catalog.decode(record_download.visitor_key, 'hex'));
$$;

-- As before, but a day's conversions are deleted as soon as the day is rolled up.
create or replace function analytics.maintain(keep_days integer)
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
  where exists (select 1 from analytics.rolled_days as r where r.day = c.day);
  delete from analytics.salts as s where s.day < analytics.site_day(private.clock_now()) - 1;
  return rolled;
end;
$$;
