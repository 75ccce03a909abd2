/**
 * The development backend as a developer meets it: a migration is all a new table needs, the
 * database answers several clients at once as Postgres does, a start that cannot work says
 * why, and Auth ends sessions as Supabase Auth does.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClient } from '@supabase/supabase-js'
import pg from 'pg'
import { MOCK_ANON_KEY } from '../../app.config'
import { demoUsers } from '../../mocks/demo-users'
import { MIGRATIONS_DIR } from '../../mocks/database/development-database'
import { freePort } from '../../mocks/database/postgrest'
import { startMockBackend } from '../../mocks/start-backend'
import sampleExperts from '../../supabase/sample-experts.json'
import { startTestBackend, type TestBackend } from './support/backend'

/** A table the project does not have: its migration alone must make it work. */
const NEW_TABLE_MIGRATION = /* sql */ `
create table public.team_notes (
  id bigint generated always as identity primary key,
  body text not null check (length(body) between 1 and 200),
  published boolean not null default false
);
alter table public.team_notes enable row level security;
grant select on public.team_notes to anon, authenticated;
grant insert on public.team_notes to authenticated;
create policy "Published notes are public" on public.team_notes for select to anon, authenticated using (published);
create policy "Admins add notes" on public.team_notes for insert to authenticated with check ((select public.is_admin()));
insert into public.team_notes (body, published) values ('First published note', true), ('A draft', false), ('Second published note', true);
`

const headers = { apikey: MOCK_ANON_KEY }

describe('a new migration is all a new table needs', () => {
  let backend: TestBackend
  let migrations: string
  beforeAll(async () => {
    migrations = mkdtempSync(join(tmpdir(), 'migrations-'))
    cpSync(MIGRATIONS_DIR, migrations, { recursive: true })
    writeFileSync(join(migrations, '99990101000000_team_notes.sql'), NEW_TABLE_MIGRATION)
    backend = await startTestBackend({ migrationsDir: migrations })
  }, 60_000)
  afterAll(async () => {
    await backend?.close()
    rmSync(migrations, { recursive: true, force: true })
  })

  it('anon reads exactly the rows its policy allows', async () => {
    const response = await fetch(`${backend.url}/rest/v1/team_notes?select=body&order=id`, { headers })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual([{ body: 'First published note' }, { body: 'Second published note' }])
  })

  it('an insert the policy forbids is refused as PostgREST refuses it, and stores nothing', async () => {
    const response = await fetch(`${backend.url}/rest/v1/team_notes`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ body: 'From a visitor', published: true }),
    })
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ code: '42501', message: 'new row violates row-level security policy for table "team_notes"' })
    expect((await backend.sql.query('select count(*)::int as n from public.team_notes')).rows[0].n).toBe(3)
  })

  it('an unknown column is a 400 naming it', async () => {
    const response = await fetch(`${backend.url}/rest/v1/team_notes?select=title`, { headers })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ code: '42703', message: 'column team_notes.title does not exist' })
  })

  it('reset brings back the rows the migration seeded', async () => {
    await backend.sql.query('delete from public.team_notes')
    await backend.reset()
    expect((await backend.sql.query('select count(*)::int as n from public.team_notes')).rows[0].n).toBe(3)
  })
})

describe('the development database', () => {
  let backend: TestBackend
  beforeAll(async () => {
    backend = await startTestBackend()
  }, 60_000)
  afterAll(() => backend?.close())

  it('starts with the same sample data every time: the seed and the demo accounts', async () => {
    const experts = await backend.sql.query<{ name: string }>('select name from public.experts order by name')
    expect(experts.rows.map((row) => row.name)).toEqual(sampleExperts.map((expert) => expert.name).sort())
    const staff = await backend.sql.query('select u.email, r.role from public.user_roles r join auth.users u on u.id = r.user_id order by r.role')
    expect(staff.rows).toEqual([
      { email: demoUsers.admin.email, role: 'admin' },
      { email: demoUsers.editor.email, role: 'editor' },
    ])
  })

  it('answers PostgREST features with PostgREST itself: RPC, embedding, or-filters', async () => {
    const rpc = await fetch(`${backend.url}/rest/v1/rpc/is_admin`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: '{}' })
    expect({ status: rpc.status, body: await rpc.json() }).toEqual({ status: 200, body: false })
    const or = await fetch(`${backend.url}/rest/v1/experts?select=name&or=(name.eq.Marcus%20Bennett,name.eq.nobody)`, { headers })
    expect(await or.json()).toEqual([{ name: 'Marcus Bennett' }])
  })

  it('passes on body-less answers as they are: 204 for a write without a representation, HEAD with its count', async () => {
    const patch = await fetch(`${backend.url}/rest/v1/experts?name=eq.Marcus%20Bennett`, {
      method: 'PATCH',
      headers: { apikey: 'mock-service-role-key', 'content-type': 'application/json' },
      body: JSON.stringify({ role: 'Practice Growth Coach' }),
    })
    expect({ status: patch.status, body: await patch.text() }).toEqual({ status: 204, body: '' })
    const head = await fetch(`${backend.url}/rest/v1/experts?select=id`, { method: 'HEAD', headers: { ...headers, prefer: 'count=exact' } })
    expect({ status: head.status, range: head.headers.get('content-range') }).toEqual({
      status: 200,
      range: `0-${sampleExperts.filter((expert) => expert.is_active).length - 1}/${sampleExperts.filter((expert) => expert.is_active).length}`,
    })
  })

  it('serves several clients at once without mixing their queries, as the app, PostgREST and psql use it', async () => {
    const pool = new pg.Pool({ connectionString: backend.databaseUrl, max: 4 })
    try {
      const results = await Promise.all(
        Array.from({ length: 60 }, async (_, i) => {
          if (i % 3 === 0) {
            const response = await fetch(`${backend.url}/rest/v1/experts?select=name&is_active=eq.true`, { headers })
            return (await response.json()).length === sampleExperts.filter((expert) => expert.is_active).length
          }
          // An extended query with a parameter: its statement and portal must not meet another client's.
          const { rows } = await pool.query('select $1::int * 2 as doubled, pg_sleep(0.001)::text as pause', [i])
          return rows[0].doubled === i * 2
        }),
      )
      expect(results.every(Boolean)).toBe(true)
    } finally {
      await pool.end()
    }
  })

  it('keeps a transaction to the client that opened it', async () => {
    const a = new pg.Client({ connectionString: backend.databaseUrl })
    const b = new pg.Client({ connectionString: backend.databaseUrl })
    await a.connect()
    await b.connect()
    try {
      await a.query('begin')
      await a.query(`insert into public.experts (name) values ('Uncommitted Expert')`)
      const seenByB = b.query(`select count(*)::int as n from public.experts where name = 'Uncommitted Expert'`)
      await a.query('rollback')
      expect((await seenByB).rows[0].n).toBe(0)
    } finally {
      await a.end()
      await b.end()
    }
  })

  it('delivers NOTIFY to the connections that LISTEN, whoever sends it', async () => {
    const listener = new pg.Client({ connectionString: backend.databaseUrl })
    const other = new pg.Client({ connectionString: backend.databaseUrl })
    await listener.connect()
    await other.connect()
    try {
      const received: string[] = []
      listener.on('notification', (message) => received.push(`${message.channel}:${message.payload}`))
      await listener.query('listen site_changes')
      await other.query(`select pg_notify('site_changes', 'experts')`)
      await other.query(`select pg_notify('elsewhere', 'ignored')`)
      await expect.poll(() => received).toEqual(['site_changes:experts'])
    } finally {
      await listener.end()
      await other.end()
    }
  })

  it('connects a client as the role it names, which must be allowed to log in, and grants decide what it sees', async () => {
    const authenticator = new pg.Client({ connectionString: backend.databaseUrl.replace('postgres@', 'authenticator@') })
    await authenticator.connect()
    try {
      expect((await authenticator.query('select current_user')).rows[0].current_user).toBe('authenticator')
      await expect(authenticator.query('select * from public.offer_claims')).rejects.toMatchObject({ code: '42501' })
    } finally {
      await authenticator.end()
    }
    const anon = new pg.Client({ connectionString: backend.databaseUrl.replace('postgres@', 'anon@') })
    await expect(anon.connect()).rejects.toThrow(/role "anon" does not exist or is not permitted to log in/)
  })
})

describe('a start that cannot work stops and says why', () => {
  it('names a broken migration and its file', async () => {
    const migrations = mkdtempSync(join(tmpdir(), 'migrations-'))
    cpSync(MIGRATIONS_DIR, migrations, { recursive: true })
    writeFileSync(join(migrations, '99990101000000_broken.sql'), 'create table public.broken (id int primary key,);')
    try {
      await expect(startMockBackend({ port: await freePort(), migrationsDir: migrations })).rejects.toThrow(
        /Migration .*99990101000000_broken\.sql failed on the development database: syntax error/,
      )
    } finally {
      rmSync(migrations, { recursive: true, force: true })
    }
  })

  it('names the setting that moves a port already taken', async () => {
    const taken = createServer()
    const port = await new Promise<number>((resolve) => taken.listen(0, '127.0.0.1', () => resolve((taken.address() as { port: number }).port)))
    try {
      await expect(startMockBackend({ port, databasePort: await freePort() })).rejects.toThrow(
        new RegExp(`Port ${port} on 127\\.0\\.0\\.1 is already in use.*set MOCK_SUPABASE_PORT to a free port`),
      )
      await expect(startMockBackend({ port: await freePort(), databasePort: port })).rejects.toThrow(/set MOCK_DATABASE_PORT to a free port/)
    } finally {
      taken.close()
    }
  })
})

describe('sign-out ends the session, as in Supabase Auth', () => {
  let backend: TestBackend
  beforeAll(async () => {
    backend = await startTestBackend()
  }, 60_000)
  afterAll(() => backend?.close())

  async function signIn() {
    const client = createClient(backend.url, MOCK_ANON_KEY, { auth: { persistSession: false, autoRefreshToken: false } })
    const { data, error } = await client.auth.signInWithPassword({ email: demoUsers.admin.email, password: demoUsers.admin.password })
    if (error) throw error
    return { client, session: data.session! }
  }

  /** What GET /auth/v1/user answers for an access token (supabase-js reports a 403 there as a missing session). */
  async function userEndpoint(accessToken: string) {
    const response = await fetch(`${backend.url}/auth/v1/user`, { headers: { apikey: MOCK_ANON_KEY, authorization: `Bearer ${accessToken}` } })
    const body = (await response.json()) as { id?: string; error_code?: string }
    return { status: response.status, id: body.id, error_code: body.error_code }
  }
  const ended = { status: 403, id: undefined, error_code: 'session_not_found' }

  it('refuses the old access token and the old refresh token afterwards', async () => {
    const { client, session } = await signIn()
    expect((await client.auth.getUser(session.access_token)).data.user?.id).toBe(demoUsers.admin.id)
    await client.auth.signOut()
    expect(await userEndpoint(session.access_token)).toEqual(ended)
    expect((await client.auth.getUser(session.access_token)).data.user).toBeNull()
    const refreshed = await client.auth.refreshSession({ refresh_token: session.refresh_token })
    expect(refreshed.error).toMatchObject({ code: 'refresh_token_not_found' })
  })

  it('ends every session of the user by default (scope global), only the current one with scope local', async () => {
    const first = await signIn()
    const second = await signIn()
    await second.client.auth.signOut({ scope: 'local' })
    expect(await userEndpoint(first.session.access_token)).toMatchObject({ status: 200, id: demoUsers.admin.id })
    expect(await userEndpoint(second.session.access_token)).toEqual(ended)
    const third = await signIn()
    await third.client.auth.signOut()
    expect(await userEndpoint(first.session.access_token)).toEqual(ended)
  })

  it('keeps the session through a refresh: the new access token still works until sign-out', async () => {
    const { client, session } = await signIn()
    const { data } = await client.auth.refreshSession({ refresh_token: session.refresh_token })
    expect(await userEndpoint(data.session!.access_token)).toMatchObject({ status: 200, id: demoUsers.admin.id })
    await client.auth.signOut()
    expect(await userEndpoint(data.session!.access_token)).toEqual(ended)
  })
})
