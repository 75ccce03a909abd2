-- Test support for a development or test database, never part of supabase/migrations:
-- take_snapshot() copies every row of every table once the database is migrated and seeded,
-- and reset() puts those rows back, so each test can start from the same data. Both cover
-- every schema but Postgres's own and this one, so a table added by a new migration is
-- covered without a change here. The mock's `POST /__mock/reset` calls reset().
create schema if not exists test_support;
revoke all on schema test_support from public;

create or replace function test_support.snapshot_tables()
returns table (schema_name text, table_name text, snapshot_name text)
language sql
stable
set search_path = ''
as $$
  select n.nspname::text, c.relname::text, (n.nspname || '__' || c.relname)::text
  from pg_catalog.pg_class as c
  join pg_catalog.pg_namespace as n on n.oid = c.relnamespace
  where c.relkind in ('r', 'p')
    and not c.relispartition
    and n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast', 'test_support', 'supabase_migrations')
    and n.nspname not like 'pg\_%'
$$;

create or replace function test_support.take_snapshot()
returns void
language plpgsql
set search_path = ''
as $$
declare
  t record;
begin
  for t in select * from test_support.snapshot_tables() loop
    execute format('drop table if exists test_support.%I', t.snapshot_name);
    execute format('create table test_support.%I as table %I.%I', t.snapshot_name, t.schema_name, t.table_name);
  end loop;
end;
$$;

-- Triggers (and the foreign-key checks, which are triggers too) are off while the rows go
-- back: the snapshot was consistent when it was taken, and a reset is not a change to audit.
-- A table whose rows are still the snapshot's is left as it is: a test changes a table or two,
-- and writing rows back costs more than comparing them (the check of an event's time zone reads
-- the whole time zone database, about 20 ms a row), which made every reset take 150 ms.
create or replace function test_support.reset()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  t record;
  columns text;
  unchanged boolean;
begin
  set local session_replication_role = replica;
  for t in select * from test_support.snapshot_tables() loop
    if to_regclass(format('test_support.%I', t.snapshot_name)) is null then
      execute format('delete from %I.%I', t.schema_name, t.table_name);
      continue;
    end if;
    execute format(
      'select array(select r::text from %I.%I as r order by 1) = array(select r::text from test_support.%I as r order by 1)',
      t.schema_name, t.table_name, t.snapshot_name
    ) into unchanged;
    if unchanged then
      continue;
    end if;
    execute format('delete from %I.%I', t.schema_name, t.table_name);
    select string_agg(format('%I', a.attname), ', ' order by a.attnum) into columns
    from pg_catalog.pg_attribute as a
    where a.attrelid = format('%I.%I', t.schema_name, t.table_name)::regclass
      and a.attnum > 0 and not a.attisdropped and a.attgenerated = '';
    execute format(
      'insert into %I.%I (%s) overriding system value select %s from test_support.%I',
      t.schema_name, t.table_name, columns, columns, t.snapshot_name
    );
  end loop;
end;
$$;

revoke all on function test_support.take_snapshot() from public;
revoke all on function test_support.reset() from public;

-- The test clock. The migrations define private.clock_now(), the instant every time rule of
-- the database compares with, as now(). Here (development and test databases only) it becomes
-- now() moved by the offset the mock's clock control sets (`POST /__mock/clock`), the same
-- offset the site's server adds to its own clock, so both see the same instant. The clock is
-- not part of the data: reset() leaves it, the mock's reset puts it back to real time.
create table if not exists test_support.clock (
  id boolean primary key default true check (id),
  offset_ms bigint not null default 0
);
insert into test_support.clock (id, offset_ms) values (true, 0) on conflict (id) do update set offset_ms = 0;

create or replace function private.clock_now()
returns timestamptz
language sql
stable
security definer
set search_path = ''
as $$
  select pg_catalog.now() + coalesce(
    (select pg_catalog.make_interval(secs => c.offset_ms / 1000.0) from test_support.clock as c),
    interval '0'
  );
$$;

create or replace function test_support.set_clock_offset(offset_ms bigint)
returns void
language sql
security definer
set search_path = ''
as $$
  update test_support.clock set offset_ms = set_clock_offset.offset_ms;
$$;

revoke all on function test_support.set_clock_offset(bigint) from public;
