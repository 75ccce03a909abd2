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
create or replace function test_support.reset()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  t record;
  columns text;
begin
  set local session_replication_role = replica;
  for t in select * from test_support.snapshot_tables() loop
    execute format('delete from %I.%I', t.schema_name, t.table_name);
    if to_regclass(format('test_support.%I', t.snapshot_name)) is null then
      continue;
    end if;
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
