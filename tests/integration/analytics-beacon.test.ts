/**
 * The analytics beacon end to end on the development backend's database: POST /api/event over
 * HTTP (scripts/server/beacon-endpoint.ts, as the production server mounts it), the receiver,
 * and the recorder writing batches as the role site_server. What is stored is read back as the
 * superuser: the page views, a key per visitor and day, and never an address or a user agent.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import pg from 'pg'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { defaultLinks } from '../../app.config'
import { BEACON_PATH, communityLinksOf } from '~/lib/analytics-beacon'
import { createBeaconReceiver } from '~/server/analytics-beacon'
import { createAnalyticsRecorder, type AnalyticsRecorder } from '~/server/analytics-recorder.server'
import { allowTestClock, setTestClockOffset } from '~/server/clock'
import { beaconEndpoint } from '../../scripts/server/beacon-endpoint'
import { startTestBackend, type TestBackend } from './support/backend'

const browser = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15'
const visitorAddress = '203.0.113.77'

let backend: TestBackend
let pool: pg.Pool
let recorder: AnalyticsRecorder
let server: Server
let beaconUrl: string

beforeAll(async () => {
  backend = await startTestBackend()
  const url = new URL(backend.databaseUrl)
  url.username = 'site_server'
  pool = new pg.Pool({ connectionString: url.href, max: 2 })
  allowTestClock()
  recorder = createAnalyticsRecorder(pool, 'site.example.com')
  const receiver = createBeaconReceiver({ recorder, community: communityLinksOf(defaultLinks) })
  // One trusted proxy: the test names each request's address in X-Forwarded-For.
  const endpoint = beaconEndpoint({ receiver, trustedHops: 1, headers: ['x-content-type-options', 'nosniff'], onError: () => {} })
  server = createServer((req, res) => {
    if (req.method === 'POST' && req.url === BEACON_PATH) return endpoint(req, res)
    res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  beaconUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}${BEACON_PATH}`
}, 60_000)

afterAll(async () => {
  server?.close()
  await recorder?.close()
  await pool?.end()
  await backend?.close()
})

beforeEach(async () => {
  await backend.reset()
  await moveClock(null)
})

/** Both clocks (the database's and this process's) to `iso`, or back to the real time. */
async function moveClock(iso: string | null): Promise<void> {
  const offsetMs = iso === null ? 0 : Date.parse(iso) - Date.now()
  await backend.sql.query('select test_support.set_clock_offset($1)', [Math.round(offsetMs)])
  setTestClockOffset(offsetMs)
}

function send(body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(beaconUrl, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'user-agent': browser, 'x-forwarded-for': visitorAddress, 'content-type': 'text/plain;charset=UTF-8', ...headers },
  })
}

const pageView = (path: string, extra: Record<string, unknown> = {}) => ({ kind: 'view', path, referrer: '', screen: 'desktop', ...extra })

interface StoredEvent {
  path: string
  kind: string
  key: string | null
  referrer_host: string | null
  utm_source: string | null
  utm_campaign: string | null
  screen_class: string | null
  link: string | null
}

async function stored(): Promise<StoredEvent[]> {
  await recorder.flush()
  const { rows } = await backend.sql.query<StoredEvent>(
    `select path, kind, encode(visitor_key, 'hex') as key, referrer_host, utm_source, utm_campaign, screen_class, link
     from analytics.events order by id`,
  )
  return rows
}

describe('POST /api/event', () => {
  it("stores a page view and a community click with the visitor's key, and answers 204 with nothing to read", async () => {
    const view = await send(pageView('/membership', { referrer: 'www.google.com', utm_source: 'newsletter', utm_campaign: 'spring' }))
    expect(view.status).toBe(204)
    expect(view.headers.get('cache-control')).toBe('no-store')
    expect(view.headers.get('x-content-type-options')).toBe('nosniff')
    expect((await send({ kind: 'click', path: '/membership', href: defaultLinks.communityJoin })).status).toBe(204)
    const rows = await stored()
    expect(rows).toEqual([
      { path: '/membership', kind: 'view', key: expect.stringMatching(/^[0-9a-f]{32}$/), referrer_host: 'google.com', utm_source: 'newsletter', utm_campaign: 'spring', screen_class: 'desktop', link: null },
      { path: '/membership', kind: 'click', key: rows[0]!.key, referrer_host: null, utm_source: null, utm_campaign: null, screen_class: null, link: 'join' },
    ])
  })

  it('answers 400 to a malformed or oversized beacon and stores nothing', async () => {
    const malformed = await send('{"kind":"view","path":')
    expect(malformed.status).toBe(400)
    expect(await malformed.json()).toEqual({ error: 'a beacon is a JSON object' })
    const oversized = await send(pageView('/', { utm_source: 'x'.repeat(4000) }))
    expect(oversized.status).toBe(400)
    expect(await oversized.json()).toEqual({ error: 'a beacon is at most 1024 bytes' })
    expect((await send(pageView('/', { screen: 'fridge' }))).status).toBe(400)
    expect(await stored()).toEqual([])
  })

  it('stores nothing for a crawler, a headless browser or signed-in staff, and no key for Sec-GPC or DNT', async () => {
    await send(pageView('/'), { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' })
    await send(pageView('/'), { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36' })
    await send(pageView('/'), { cookie: 'sb-127-auth-token=base64-eyJhbGciOiJIUzI1NiJ9' })
    await send(pageView('/about'), { 'sec-gpc': '1' })
    await send(pageView('/events'), { dnt: '1' })
    expect((await stored()).map((row) => [row.path, row.key])).toEqual([
      ['/about', null],
      ['/events', null],
    ])
  })

  it('gives one visitor one key a day, a neighbour on the same network with the same browser the same, and a new key the next day', async () => {
    await moveClock('2026-01-10T15:00:00Z')
    await send(pageView('/'))
    await send(pageView('/about'), { 'x-forwarded-for': '203.0.113.9' })
    await send(pageView('/events'), { 'user-agent': browser.replace('17.5', '17.6') })
    await moveClock('2026-01-11T15:00:00Z')
    await send(pageView('/'))
    const keys = (await stored()).map((row) => row.key)
    expect(keys[1]).toBe(keys[0])
    expect(keys[2]).not.toBe(keys[0])
    expect(keys[3]).not.toBe(keys[0])
    // The report agrees: the same person on two days is two visitors.
    const { rows } = await backend.sql.query<{ visitors: string }>(
      `select sum(c.count) as visitors from unnest(array['2026-01-10', '2026-01-11']::date[]) as d(day)
       cross join lateral analytics.day_counts(d.day) as c where c.dimension = 'total' and c.metric = 'visitors'`,
    )
    expect(Number(rows[0]!.visitors)).toBe(3)
  })

  it('keeps no address, no user agent and no cookie in any table of the analytics', async () => {
    await send(pageView('/', { utm_source: 'mail' }), { cookie: 'theme=dark; consent=no' })
    await send({ kind: 'click', path: '/', href: defaultLinks.signUp })
    await stored()
    const { rows } = await backend.sql.query<{ dump: string }>(
      `select string_agg(t::text, ' ') as dump from (
         select e::text as t from analytics.events as e
         union all select s::text from analytics.salts as s
         union all select c::text from analytics.conversions as c) as everything`,
    )
    const dump = rows[0]!.dump
    expect(dump).toContain('mail')
    for (const personal of [visitorAddress, '203.0.113', 'Macintosh', 'Safari', 'theme=dark']) expect(dump).not.toContain(personal)
  })
})
