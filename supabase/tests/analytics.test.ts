/**
 * The site's own analytics (supabase/migrations/*_analytics.sql) on a real Postgres (PGlite),
 * on the one clock (private.clock_now(), set here to fixed instants): the daily salts and
 * their deletion after 48 hours, events stored on the site's day, visits ending after 30
 * minutes, conversions counted from the rows themselves and tied to the visit that led to
 * them, the daily rollups and the retention of raw events. Days are America/New_York's;
 * January keeps it at UTC-5, so day D runs from D 05:00Z to D+1 05:00Z. The policy matrix
 * covers who may read and write what.
 */
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createPolicyDb, sqlErrorCode, type Actor, type PolicyDb } from './support/policy-db.ts'

let db: PolicyDb

beforeAll(async () => {
  db = await createPolicyDb()
})
afterAll(async () => {
  await db?.close()
})
afterEach(async () => {
  await setClock(null)
  await db.reset()
})

/** Moves the database's clock to `iso`, or back to now() with null. */
async function setClock(iso: string | null): Promise<void> {
  const instant = iso === null ? 'pg_catalog.now()' : `'${iso}'::timestamptz`
  await db.superuser(
    `create or replace function private.clock_now() returns timestamptz language sql stable set search_path = '' as $$ select ${instant} $$`,
  )
}

const asSiteServer = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => db.siteServer<T>(sql, params)

async function codeOf(work: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await work()
  } catch (error) {
    return sqlErrorCode(error) ?? String(error)
  }
  return undefined
}

interface BatchEvent {
  at: string
  kind?: 'view' | 'click'
  visitor_key?: string | null
  path?: string
  referrer_host?: string | null
  utm_source?: string | null
  utm_medium?: string | null
  utm_campaign?: string | null
  screen_class?: string | null
  link?: string | null
}

const visitorA = 'aa'.repeat(16)
const visitorB = 'bb'.repeat(16)

async function record(events: BatchEvent[]): Promise<void> {
  const batch = events.map((event) => ({
    kind: 'view',
    path: '/',
    screen_class: event.kind === 'click' ? null : 'desktop',
    visitor_key: visitorA,
    ...event,
  }))
  await asSiteServer('select analytics.record_events($1::jsonb)', [JSON.stringify(batch)])
}

interface ReportRow {
  day: string | null
  dimension: string
  value: string
  metric: string
  count: number
}

async function report(from: string, to: string, actor: Actor = 'admin'): Promise<ReportRow[]> {
  const { rows } = await db.as<{ day: Date | null; dimension: string; value: string; metric: string; count: string }>(
    actor,
    'select day, dimension, value, metric, count from public.analytics_report($1::date, $2::date)',
    [from, to],
  )
  return rows.map((row) => ({
    day: row.day ? row.day.toISOString().slice(0, 10) : null,
    dimension: row.dimension,
    value: row.value,
    metric: row.metric,
    count: Number(row.count),
  }))
}

/** The period's counts of one dimension as { value: { metric: count } } ('total' summed over its days). */
function countsOf(rows: readonly ReportRow[], dimension: string): Record<string, Record<string, number>> {
  const result: Record<string, Record<string, number>> = {}
  for (const row of rows) {
    if (row.dimension !== dimension) continue
    const metrics = (result[row.value] ??= {})
    metrics[row.metric] = (metrics[row.metric] ?? 0) + row.count
  }
  return result
}

describe('daily salts', () => {
  it('makes one random 16-byte salt a day, the same for every call (every instance) that day', async () => {
    await setClock('2026-01-10T15:00:00Z')
    const [first] = await asSiteServer<{ salt: Uint8Array }>(`select analytics.day_salt('2026-01-10') as salt`)
    const [again] = await asSiteServer<{ salt: Uint8Array }>(`select analytics.day_salt('2026-01-10') as salt`)
    const [yesterday] = await asSiteServer<{ salt: Uint8Array }>(`select analytics.day_salt('2026-01-09') as salt`)
    expect(first!.salt).toHaveLength(16)
    expect(Buffer.from(again!.salt).equals(Buffer.from(first!.salt))).toBe(true)
    expect(Buffer.from(yesterday!.salt).equals(Buffer.from(first!.salt))).toBe(false)
  })

  it("refuses a salt older than yesterday's, so a deleted salt is never made again", async () => {
    await setClock('2026-01-10T15:00:00Z')
    expect(await codeOf(() => asSiteServer(`select analytics.day_salt('2026-01-08')`))).toBe('22023')
  })

  it("deletes a day's salt once the day after it has ended (48 hours after the day began), not before", async () => {
    await setClock('2026-01-10T15:00:00Z')
    await asSiteServer(`select analytics.day_salt('2026-01-10')`)
    const saltDays = async () =>
      (await db.superuser<{ day: Date }>(`select day from analytics.salts order by day`)).rows.map((row) => row.day.toISOString().slice(0, 10))

    // 2026-01-11 23:59 in New York: the salt of the 10th is yesterday's, still kept.
    await setClock('2026-01-12T04:59:00Z')
    await asSiteServer('select analytics.maintain(90)')
    expect(await saltDays()).toContain('2026-01-10')

    // 2026-01-12 00:01 in New York: 48 hours after the 10th began.
    await setClock('2026-01-12T05:01:00Z')
    await asSiteServer('select analytics.maintain(90)')
    expect(await saltDays()).not.toContain('2026-01-10')
    expect(await codeOf(() => asSiteServer(`select analytics.day_salt('2026-01-10')`))).toBe('22023')
  })
})

describe('events', () => {
  it("stores each event on the site's day, not UTC's", async () => {
    await record([{ at: '2026-01-11T03:00:00Z', path: '/events' }])
    const { rows } = await db.superuser<{ day: Date; path: string }>(`select day, path from analytics.events where path = '/events'`)
    expect(rows.map((row) => row.day.toISOString().slice(0, 10))).toEqual(['2026-01-10'])
  })

  it('refuses a whole batch when one event breaks a rule, storing none of it', async () => {
    const before = (await db.superuser(`select id from analytics.events`)).rows.length
    const code = await codeOf(() =>
      record([
        { at: '2026-01-10T15:00:00Z', path: '/about' },
        { at: '2026-01-10T15:00:01Z', path: '/about', screen_class: 'television' },
      ]),
    )
    expect(code).toBe('23514')
    expect((await db.superuser(`select id from analytics.events`)).rows).toHaveLength(before)
  })

  it('has no column that could hold an address, a user agent or a cookie', async () => {
    const { rows } = await db.superuser<{ column_name: string }>(
      `select column_name from information_schema.columns where table_schema = 'analytics' order by column_name`,
    )
    const columns = rows.map((row) => row.column_name)
    expect(columns).toContain('visitor_key')
    expect(columns.filter((name) => /addr|ip|agent|ua|cookie|email|user/.test(name))).toEqual([])
  })
})

describe('visits', () => {
  it('ends a visit after 30 minutes without a page view: 29 minutes apart is one visit, 31 is two', async () => {
    await setClock('2026-01-10T20:00:00Z')
    await record([
      { at: '2026-01-10T15:00:00Z', path: '/', utm_source: 'newsletter', utm_campaign: 'spring' },
      { at: '2026-01-10T15:29:00Z', path: '/about' },
      { at: '2026-01-10T16:00:00Z', path: '/events' },
      { at: '2026-01-10T16:10:00Z', path: '/events', visitor_key: visitorB, referrer_host: 'linkedin.com' },
      { at: '2026-01-10T16:20:00Z', path: '/events', visitor_key: null },
    ])
    const rows = await report('2026-01-10', '2026-01-10')
    expect(countsOf(rows, 'total')['']).toMatchObject({ page_views: 5, visitors: 2, visits: 3, bounces: 2, visit_seconds: 29 * 60 })
    // A visit's source and campaign are its entry page's: the second page of a visit adds none.
    expect(countsOf(rows, 'source')).toEqual({
      newsletter: { visits: 1, visitors: 1, page_views: 2 },
      '': { visits: 1, visitors: 1, page_views: 1 },
      'linkedin.com': { visits: 1, visitors: 1, page_views: 1 },
    })
    expect(countsOf(rows, 'campaign')).toEqual({ spring: { visits: 1, visitors: 1, page_views: 2 } })
    expect(countsOf(rows, 'entry')).toEqual({ '/': { visits: 1 }, '/events': { visits: 2, bounces: 2 } })
    // The page view without a key (a visitor who asked not to be tracked) counts on its page only.
    expect(countsOf(rows, 'page')['/events']).toEqual({ page_views: 3, visitors: 2 })
  })
})

describe('conversions', () => {
  const applicationKey = '0e000000-0000-4000-8000-0000000000a7'
  const submitApplication = () =>
    db.as(
      'anon',
      `insert into public.partnership_applications (reference, idempotency_key, contact_name, contact_email, contact_company, partnership_types)
       values ('APP-AYND26TM', $1, 'Analytics Applicant', 'applicant@example.test', 'Firm', '{workshops}')`,
      [applicationKey],
      { commit: true },
    )

  it("counts an application from its row, at the one clock's time, whoever stored it, once", async () => {
    await setClock('2026-01-10T18:00:00Z')
    await submitApplication()
    const { rows } = await db.superuser<{ kind: string; at: Date; key: string }>(
      `select kind, at, idempotency_key as key from analytics.conversions`,
    )
    expect(rows).toEqual([{ kind: 'application', at: new Date('2026-01-10T18:00:00Z'), key: applicationKey }])
  })

  it("ties a conversion to the entry page and source of the visit that led to it; one without a visit to none", async () => {
    await setClock('2026-01-10T18:00:00Z')
    await record([
      { at: '2026-01-10T17:40:00Z', path: '/partnership', utm_source: 'newsletter' },
      { at: '2026-01-10T17:50:00Z', path: '/partnership/apply' },
    ])
    await submitApplication()
    await asSiteServer(`select analytics.attribute_conversion('application', $1::uuid, $2)`, [applicationKey, visitorA])
    await db.as('anon', `insert into public.offer_claims (idempotency_key, full_name, email, firm_name) values ('0e000000-0000-4000-8000-0000000000a8', 'C', 'c@example.test', 'F')`, [], { commit: true })
    await asSiteServer(`select analytics.record_download($1::uuid, $2)`, [db.ids.publishedResourceId, visitorA])

    const rows = await report('2026-01-10', '2026-01-10')
    expect(countsOf(rows, 'total')['']).toMatchObject({ application: 1, claim: 1, download: 1 })
    expect(countsOf(rows, 'conversion_entry')).toEqual({
      '/partnership': { application: 1, application_visits: 1, download: 1, download_visits: 1 },
      '': { claim: 1 },
    })
    expect(countsOf(rows, 'conversion_source')).toEqual({
      newsletter: { application: 1, application_visits: 1, download: 1, download_visits: 1 },
      '': { claim: 1 },
    })
  })

  it('counts a visit with several conversions of a kind once in its converting visits, and a visit without one in none', async () => {
    await setClock('2026-01-10T19:00:00Z')
    // Visitor A: one visit with three downloads, then (40 minutes later) a second visit with one.
    await record([
      { at: '2026-01-10T17:00:00Z', path: '/resources', utm_source: 'newsletter' },
      { at: '2026-01-10T17:45:00Z', path: '/securityhub' },
      { at: '2026-01-10T17:00:00Z', path: '/', visitor_key: visitorB },
    ])
    for (const at of ['2026-01-10T17:01:00Z', '2026-01-10T17:02:00Z', '2026-01-10T17:03:00Z', '2026-01-10T17:46:00Z']) {
      await setClock(at)
      await asSiteServer(`select analytics.record_download($1::uuid, $2)`, [db.ids.publishedResourceId, visitorA])
    }
    // A download by a browser not counted (no visitor key): a conversion in no visit.
    await asSiteServer(`select analytics.record_download($1::uuid, null)`, [db.ids.publishedResourceId])

    await setClock('2026-01-10T19:00:00Z')
    const rows = await report('2026-01-10', '2026-01-10')
    expect(countsOf(rows, 'total')['']).toMatchObject({ visits: 3, download: 5, download_visits: 2 })
    expect(countsOf(rows, 'conversion_entry')).toEqual({
      '/resources': { download: 3, download_visits: 1 },
      '/securityhub': { download: 1, download_visits: 1 },
      '': { download: 1 },
    })
    expect(countsOf(rows, 'conversion_source')).toEqual({ newsletter: { download: 3, download_visits: 1 }, '': { download: 2, download_visits: 1 } })

    // The rollup stores the same counts.
    await setClock('2026-01-11T05:11:00Z')
    await asSiteServer('select analytics.maintain(90)')
    await db.superuser(`delete from analytics.events where day = '2026-01-10'`)
    expect(countsOf(await report('2026-01-10', '2026-01-10'), 'total')['']).toMatchObject({ download: 5, download_visits: 2 })
  })

  it("keeps nothing that leads to the submission's row: its key goes once the visitor key is attached", async () => {
    await setClock('2026-01-10T18:00:00Z')
    await submitApplication()
    await asSiteServer(`select analytics.attribute_conversion('application', $1::uuid, $2)`, [applicationKey, visitorA])
    const application = (await db.superuser<{ id: string }>(`select id from public.partnership_applications where idempotency_key = $1`, [applicationKey])).rows[0]!
    const { rows } = await db.superuser<{ row: string; key: string }>(`select c::text as row, encode(visitor_key, 'hex') as key from analytics.conversions as c`)
    expect(rows).toHaveLength(1)
    expect(rows[0]!.key).toBe(visitorA)
    for (const trace of [application.id, applicationKey]) expect(rows[0]!.row).not.toContain(trace)
  })

  it('does not move a conversion once attributed (a replayed request changes nothing)', async () => {
    await setClock('2026-01-10T18:00:00Z')
    await submitApplication()
    await asSiteServer(`select analytics.attribute_conversion('application', $1::uuid, $2)`, [applicationKey, visitorA])
    await asSiteServer(`select analytics.attribute_conversion('application', $1::uuid, $2)`, [applicationKey, visitorB])
    const { rows } = await db.superuser<{ key: string }>(`select encode(visitor_key, 'hex') as key from analytics.conversions`)
    expect(rows).toEqual([{ key: visitorA }])
  })
})

describe('rollups and retention', () => {
  it('rolls up each completed day once (ten minutes after it ends), with the counts the live report gave', async () => {
    await setClock('2026-01-10T20:00:00Z')
    await record([
      { at: '2026-01-10T15:00:00Z', path: '/', utm_source: 'newsletter' },
      { at: '2026-01-10T15:05:00Z', path: '/about' },
      { at: '2026-01-10T16:00:00Z', path: '/', visitor_key: visitorB, screen_class: 'phone' },
      { at: '2026-01-10T16:01:00Z', kind: 'click', path: '/', link: 'join' },
    ])
    const live = await report('2026-01-10', '2026-01-10')

    // 00:05 in New York on the 11th: the 10th ended five minutes ago, a batch may still be on its way.
    await setClock('2026-01-11T05:05:00Z')
    expect((await asSiteServer<{ rolled: number }>('select analytics.maintain(90) as rolled'))[0]!.rolled).toBe(0)
    await setClock('2026-01-11T05:11:00Z')
    expect((await asSiteServer<{ rolled: number }>('select analytics.maintain(90) as rolled'))[0]!.rolled).toBe(1)
    expect((await asSiteServer<{ rolled: number }>('select analytics.maintain(90) as rolled'))[0]!.rolled).toBe(0)

    // The report now reads the rollup: the same rows. The raw events are deleted to prove it.
    await db.superuser(`delete from analytics.events where day = '2026-01-10'`)
    const rolled = await report('2026-01-10', '2026-01-10')
    const sorted = (rows: ReportRow[]) => [...rows].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))
    expect(sorted(rolled)).toEqual(sorted(live))
    expect(countsOf(rolled, 'link')).toEqual({ join: { clicks: 1 } })
    expect(countsOf(rolled, 'screen')).toEqual({ desktop: { page_views: 2, visitors: 1 }, phone: { page_views: 1, visitors: 1 } })
  })

  it('deletes a day\'s conversions once it is rolled up, raw events once older than the days kept, and keeps the rollups', async () => {
    await setClock('2026-01-10T20:00:00Z')
    await record([{ at: '2026-01-10T15:00:00Z', path: '/' }])
    await db.as('anon', `insert into public.offer_claims (idempotency_key, full_name, email, firm_name) values ('0e000000-0000-4000-8000-0000000000a9', 'C', 'c@example.test', 'F')`, [], { commit: true })
    const remaining = async () => ({
      events: (await db.superuser(`select id from analytics.events where day = '2026-01-10'`)).rows.length,
      conversions: (await db.superuser(`select id from analytics.conversions where day = '2026-01-10'`)).rows.length,
      rollups: (await db.superuser(`select day from analytics.daily_counts where day = '2026-01-10'`)).rows.length > 0,
    })

    // Ten minutes after the 10th ended in New York the day is rolled up: its conversions go, its events stay.
    await setClock('2026-01-11T05:05:00Z')
    await asSiteServer('select analytics.maintain(30)')
    expect(await remaining()).toEqual({ events: 1, conversions: 1, rollups: false })
    await setClock('2026-01-11T05:11:00Z')
    await asSiteServer('select analytics.maintain(30)')
    expect(await remaining()).toEqual({ events: 1, conversions: 0, rollups: true })
    // 30 days kept: on the 9th of February the 10th of January is 30 days back, still kept.
    await setClock('2026-02-09T15:00:00Z')
    await asSiteServer('select analytics.maintain(30)')
    expect(await remaining()).toEqual({ events: 1, conversions: 0, rollups: true })
    await setClock('2026-02-10T15:00:00Z')
    await asSiteServer('select analytics.maintain(30)')
    expect(await remaining()).toEqual({ events: 0, conversions: 0, rollups: true })
    expect(countsOf(await report('2026-01-10', '2026-01-10'), 'total')['']).toMatchObject({ page_views: 1, claim: 1 })
  })

  it('refuses to keep less than a day', async () => {
    expect(await codeOf(() => asSiteServer('select analytics.maintain(0)'))).toBe('22023')
  })
})

describe('the report', () => {
  it('gives totals per day for the chart and every other dimension summed over the period', async () => {
    await setClock('2026-01-12T20:00:00Z')
    await record([
      { at: '2026-01-10T15:00:00Z', path: '/' },
      { at: '2026-01-12T15:00:00Z', path: '/' },
    ])
    const rows = await report('2026-01-10', '2026-01-12')
    expect(rows.filter((row) => row.dimension === 'total' && row.metric === 'visitors').map((row) => [row.day, row.count])).toEqual(
      expect.arrayContaining([
        ['2026-01-10', 1],
        ['2026-01-12', 1],
      ]),
    )
    // One person on two days is two visitors: the key changes with each day's salt.
    expect(countsOf(rows, 'page')['/']).toEqual({ page_views: 2, visitors: 2 })
    expect(rows.filter((row) => row.dimension === 'page').every((row) => row.day === null)).toBe(true)
  })

  it('answers staff only, and a period of at most 401 days', async () => {
    expect(await codeOf(() => report('2026-01-10', '2026-01-10', 'user'))).toBe('42501')
    expect(await codeOf(() => report('2026-01-10', '2026-01-09'))).toBe('22023')
    expect(await codeOf(() => report('2025-01-01', '2026-02-06'))).toBe('22023')
    expect(await codeOf(() => report('2025-01-01', '2026-02-05'))).toBeUndefined()
  })
})

describe('the hours of a day', () => {
  async function hours(day: string, actor: Actor = 'admin'): Promise<[number, number, number][]> {
    const { rows } = await db.as<{ hour: number; visitors: string; page_views: string }>(actor, 'select hour, visitors, page_views from public.analytics_hours($1::date)', [day])
    return rows.map((row) => [row.hour, Number(row.visitors), Number(row.page_views)])
  }

  it("counts each hour's visitors and page views in the site's wall-clock hours, clicks aside", async () => {
    await setClock('2026-01-10T23:00:00Z')
    await record([
      // 9:05 and 9:40 AM in New York (UTC-5), one visitor; 9:59 AM another; 3 PM the first again.
      { at: '2026-01-10T14:05:00Z', path: '/' },
      { at: '2026-01-10T14:40:00Z', path: '/about' },
      { at: '2026-01-10T14:59:00Z', path: '/', visitor_key: visitorB },
      { at: '2026-01-10T20:00:00Z', path: '/events' },
      { at: '2026-01-10T20:01:00Z', kind: 'click', path: '/events', link: 'join' },
      // 11:30 PM on the 10th in New York, though the 11th in UTC; 12:30 AM on the 11th is the next day's.
      { at: '2026-01-11T04:30:00Z', path: '/' },
      { at: '2026-01-11T05:30:00Z', path: '/' },
    ])
    expect(await hours('2026-01-10')).toEqual([
      [9, 2, 3],
      [15, 1, 1],
      [23, 1, 1],
    ])
    expect(await hours('2026-01-11')).toEqual([[0, 1, 1]])
  })

  it('follows the clocks when they change: no 2 AM in March, one 1 AM in November', async () => {
    await setClock('2026-11-02T12:00:00Z')
    await record([
      // March 8: 1:30 AM EST, then 3:30 AM EDT an hour later.
      { at: '2026-03-08T06:30:00Z', path: '/' },
      { at: '2026-03-08T07:30:00Z', path: '/' },
      // November 1: 1:30 AM EDT, then 1:30 AM EST an hour later (the repeated hour).
      { at: '2026-11-01T05:30:00Z', path: '/' },
      { at: '2026-11-01T06:30:00Z', path: '/' },
    ])
    expect(await hours('2026-03-08')).toEqual([
      [1, 1, 1],
      [3, 1, 1],
    ])
    expect(await hours('2026-11-01')).toEqual([[1, 1, 2]])
  })

  it('answers staff only', async () => {
    expect(await codeOf(() => hours('2026-01-10', 'user'))).toBe('42501')
    expect(await codeOf(() => hours('2026-01-10', 'editor'))).toBeUndefined()
  })
})

describe('converting visits of the days rolled up before they were counted', () => {
  const migration = '20261129100000_converting_visits.sql'
  const migrationsDir = join(import.meta.dirname, '../migrations')
  let earlier: PolicyDb
  let folder: string

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'migrations-before-'))
    for (const file of readdirSync(migrationsDir).filter((name) => name.endsWith('.sql') && name < migration)) {
      copyFileSync(join(migrationsDir, file), join(folder, file))
    }
    earlier = await createPolicyDb({ migrationsDir: folder })
  })
  afterAll(async () => {
    await earlier?.close()
    rmSync(folder, { recursive: true, force: true })
  })

  it('gives a day rolled up before the migration its converting visits, from the events still kept', async () => {
    const clock = (iso: string) =>
      earlier.superuser(`create or replace function private.clock_now() returns timestamptz language sql stable set search_path = '' as $$ select '${iso}'::timestamptz $$`)
    await clock('2026-01-10T17:05:00Z')
    await earlier.siteServer('select analytics.record_events($1::jsonb)', [
      JSON.stringify([{ kind: 'view', path: '/resources', screen_class: 'desktop', visitor_key: visitorA, at: '2026-01-10T17:00:00Z' }]),
    ])
    for (let download = 0; download < 2; download += 1) {
      await earlier.siteServer(`select analytics.record_download($1::uuid, $2)`, [earlier.ids.publishedResourceId, visitorA])
    }
    await clock('2026-01-11T05:11:00Z')
    await earlier.siteServer('select analytics.maintain(90)')
    const metrics = async () =>
      (await earlier.superuser<{ metric: string; count: number }>(`select metric, count::integer as count from analytics.daily_counts where dimension = 'total' and metric like 'download%' order by metric`)).rows
    expect(await metrics()).toEqual([{ metric: 'download', count: 2 }])

    await earlier.pg.exec(readFileSync(join(migrationsDir, migration), 'utf8'))
    expect(await metrics()).toEqual([
      { metric: 'download', count: 2 },
      { metric: 'download_visits', count: 1 },
    ])
  })
})
