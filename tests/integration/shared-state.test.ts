/**
 * What the site's instances share through Postgres, on the development backend's database (the
 * migrations' role, schema, table and trigger, as `npm run dev` has them): limits counted
 * together by two servers' connections, change notices from SQL and from the data API, the
 * start check's verdicts, and both coming back after the database went away.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import pg from 'pg'
import type { Logger } from 'pino'
import { createClient } from '@supabase/supabase-js'
import { MOCK_ANON_KEY } from '../../app.config'
import { demoUsers } from '../../mocks/demo-users'
import { attempt, createLimit, type Limit, type LimitLog } from '~/server/rate-limit'
import { listenForSiteChanges, type SiteChanges } from '~/server/site-changes.server'
import { checkSiteDatabase, type SiteDatabase } from '~/server/site-database.server'
import { startAuditRetention } from '../../scripts/server/audit-retention'
import { startTestBackend, type TestBackend } from './support/backend'
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy'

let backend: TestBackend
beforeAll(async () => {
  backend = await startTestBackend()
}, 60_000)
afterAll(() => backend?.close())

function urlAs(user: string, port?: number): string {
  const url = new URL(backend.databaseUrl)
  url.username = user
  if (port) url.port = String(port)
  return url.href
}

/** One server instance's connection: its own pool, as the site server opens it. */
function instancePool(url = urlAs('site_server')): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: 2,
    connectionTimeoutMillis: 1000,
    query_timeout: 2000,
  })
  // Idle connections end when a test cuts the database away; the site server logs these.
  pool.on('error', () => {})
  return pool
}

function recordingLog() {
  const lines: { level: string; event: string }[] = []
  const log: LimitLog = (level, event) => void lines.push({ level, event })
  return { lines, log }
}

const spec = { name: 'shared-test', points: 5, durationSeconds: 900 }
const passes = async (results: Promise<{ ok: boolean }>[]) =>
  (await Promise.all(results)).filter((result) => result.ok).length

describe('limits shared by two instances', () => {
  let pools: pg.Pool[]
  let limits: Limit[]
  beforeEach(async () => {
    await backend.reset()
    pools = [instancePool(), instancePool()]
    const { log } = recordingLog()
    limits = pools.map((pool) => createLimit(spec, { pool, log }))
    return async () => {
      for (const pool of pools) await pool.end()
    }
  })

  it('count together: attempts alternating between the instances are refused at the 6th, on either', async () => {
    for (let index = 0; index < 5; index++)
      expect((await limits[index % 2]!.consume('198.51.100.7')).ok).toBe(true)
    for (const limit of limits) {
      const refused = await limit.consume('198.51.100.7')
      expect(refused.ok).toBe(false)
      if (!refused.ok) expect(refused.retryAfterMs).toBeGreaterThan(890_000)
    }
    expect((await limits[1]!.consume('198.51.100.8')).ok).toBe(true)
    const { rows } = await backend.sql.query(
      `select key, points from site_server.rate_limits where key like 'shared-test:%' order by key`,
    )
    expect(rows).toEqual([
      { key: 'shared-test:198.51.100.7', points: 7 },
      { key: 'shared-test:198.51.100.8', points: 1 },
    ])
  })

  it('count atomically: 10 parallel attempts over both instances let exactly 5 through', async () => {
    expect(
      await passes(
        Array.from({ length: 10 }, (_, index) => limits[index % 2]!.consume('203.0.113.5')),
      ),
    ).toBe(5)
  })

  it('a release on one instance gives the attempt back for the other', async () => {
    for (let index = 0; index < 4; index++) await limits[0]!.consume('k')
    const fifth = await attempt([[limits[0]!, 'k']])
    if (!fifth.ok) throw new Error('expected the 5th attempt to pass')
    await fifth.release()
    expect((await limits[1]!.consume('k')).ok).toBe(true)
    expect((await limits[1]!.consume('k')).ok).toBe(false)
  })

  it("the mock's reset clears the counts (the limits table is restored like every other)", async () => {
    for (let index = 0; index < 6; index++) await limits[0]!.consume('reset-me')
    expect((await limits[0]!.consume('reset-me')).ok).toBe(false)
    await backend.reset()
    expect((await limits[1]!.consume('reset-me')).ok).toBe(true)
  })
})

describe('a shared limit while its Postgres is away', () => {
  it('falls back to memory with one warning, still refuses the 6th attempt, and counts in Postgres again once it is back', async () => {
    const proxy = await startTcpProxy({
      host: '127.0.0.1',
      port: Number(new URL(backend.databaseUrl).port),
    })
    const pool = instancePool(urlAs('site_server', proxy.port))
    const { lines, log } = recordingLog()
    const limit = createLimit({ ...spec, name: 'outage-test' }, { pool, log })
    try {
      expect((await limit.consume('a')).ok).toBe(true)
      await proxy.cut()
      for (let index = 0; index < 5; index++) expect((await limit.consume('b')).ok).toBe(true)
      expect((await limit.consume('b')).ok).toBe(false)
      expect(lines).toEqual([{ level: 'warn', event: 'shared-limits-unavailable' }])
      await proxy.open()
      expect((await limit.consume('c')).ok).toBe(true)
      expect(lines.at(-1)).toEqual({ level: 'info', event: 'shared-limits-restored' })
      const { rows } = await backend.sql.query(
        `select key from site_server.rate_limits where key like 'outage-test:%' order by key`,
      )
      // 'b' was counted in memory only, while Postgres was away.
      expect(rows.map((row) => row.key)).toEqual(['outage-test:a', 'outage-test:c'])
    } finally {
      await pool.end()
      await proxy.close()
    }
  })
})

describe('change notices', () => {
  let proxy: TcpProxy
  let pool: pg.Pool
  let changes: SiteChanges
  const heard: string[] = []
  let resumed = 0
  const events: string[] = []

  beforeAll(async () => {
    proxy = await startTcpProxy({
      host: '127.0.0.1',
      port: Number(new URL(backend.databaseUrl).port),
    })
    const url = urlAs('site_server', proxy.port)
    pool = instancePool(url)
    changes = listenForSiteChanges({
      connect: async () => {
        const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 })
        await client.connect()
        return client
      },
      onChange: (table) => heard.push(table),
      onResumed: () => resumed++,
      log: (_level, event) => void events.push(event),
      retry: { minMs: 50, maxMs: 200 },
    })
    await changes.listening()
  })
  afterAll(async () => {
    await changes?.close()
    await pool?.end()
    await proxy?.close()
  })
  beforeEach(() => {
    heard.length = 0
  })

  it('a change to experts made with SQL is heard, named by its table', async () => {
    await backend.sql.query(`update public.experts set role = role || '' where is_active`)
    await expect.poll(() => heard).toEqual(['public.experts'])
  })

  it('a change through the data API (an admin editing an expert) is heard', async () => {
    const supabase = createClient(backend.url, MOCK_ANON_KEY, { auth: { persistSession: false } })
    const { error: signInError } = await supabase.auth.signInWithPassword(demoUsers.admin)
    expect(signInError).toBeNull()
    const { data, error } = await supabase
      .from('experts')
      .update({ role: 'Tax Partner' })
      .eq('is_active', true)
      .select('id')
    expect(error).toBeNull()
    expect(data?.length).toBeGreaterThan(0)
    await expect.poll(() => heard).toEqual(['public.experts'])
  })

  it('a change to a table no page shows is not announced', async () => {
    await backend.sql.query(`update public.offer_claims set status = status`)
    await backend.sql.query(`update public.experts set role = role where false`)
    // The experts statement changed no row but still announces itself (statement trigger); it arrives after the claims one would have.
    await expect.poll(() => heard).toEqual(['public.experts'])
  })

  it("the start check's notice comes back (and is not taken for a change)", async () => {
    const roundTripMs = await changes.check(pool)
    expect(roundTripMs).toBeLessThan(2000)
    expect(heard).toEqual([])
  })

  it('after the connection drops, listens again, reports it so the caller purges everything, and hears changes again', async () => {
    await proxy.cut()
    await expect.poll(() => events).toContain('site-changes-connection-lost')
    await new Promise((resolve) => setTimeout(resolve, 300))
    await proxy.open()
    await expect.poll(() => resumed).toBe(1)
    expect(events).toContain('site-changes-listening-again')
    await backend.sql.query(`update public.experts set role = role where is_active`)
    await expect.poll(() => heard).toEqual(['public.experts'])
  })
})

describe("the server's start check", () => {
  function database(url: string): SiteDatabase & { pool: pg.Pool } {
    const pool = new pg.Pool({ connectionString: url, max: 1, connectionTimeoutMillis: 1000 })
    return {
      pool,
      connectSession: () => Promise.reject(new Error('not used')),
      close: () => pool.end(),
    }
  }

  it.each([
    ['site_server', { role: 'site_server', overPrivileged: false }],
    ['postgres', { role: 'postgres', overPrivileged: true }],
  ])('accepts %s, flagging a superuser', async (user, verdict) => {
    const db = database(urlAs(user))
    try {
      expect(await checkSiteDatabase(db, 'the test database')).toEqual(verdict)
    } finally {
      await db.close()
    }
  })

  it('refuses a role without rights on the limits table, saying which role to use', async () => {
    const db = database(urlAs('authenticator'))
    try {
      await expect(checkSiteDatabase(db, 'the test database')).rejects.toThrow(
        /the role authenticator may not use site_server\.rate_limits\. Connect as the role `site_server`/,
      )
    } finally {
      await db.close()
    }
  })

  it('refuses a database it cannot reach, naming where', async () => {
    const db = database('postgresql://site_server@127.0.0.1:1/postgres')
    try {
      await expect(checkSiteDatabase(db, '127.0.0.1:1')).rejects.toThrow(
        /DATABASE_URL: cannot reach 127\.0\.0\.1:1 \(ECONNREFUSED\)/,
      )
    } finally {
      await db.close()
    }
  })
})

describe("the audit trail's retention, as the site server prunes it", () => {
  beforeEach(() => backend.reset())

  it('deletes entries older than the days kept, at start, with its own role, and says how many', async () => {
    await backend.sql.query(
      `insert into audit.entries (at, actor, kind, action) values
         (private.clock_now() - interval '91 days', 'retention-old', 'experts', 'updated'),
         (private.clock_now() - interval '89 days', 'retention-recent', 'experts', 'updated')`,
    )
    const pool = instancePool()
    const lines: { event: string; removed?: number }[] = []
    const log = { info: (fields: { removed?: number }, event: string) => lines.push({ event, ...fields }), warn: () => {} }
    const retention = startAuditRetention(pool, 90, log as unknown as Logger)
    try {
      await expect.poll(() => lines.map((line) => line.event)).toEqual(['audit-entries-pruned'])
      expect(lines[0]!.removed).toBeGreaterThanOrEqual(1)
      const { rows } = await backend.sql.query<{ actor: string }>(`select actor from audit.entries where actor like 'retention-%'`)
      expect(rows).toEqual([{ actor: 'retention-recent' }])
      expect(await retention.prune()).toBe(0)
    } finally {
      retention.stop()
      await pool.end()
    }
  })
})
