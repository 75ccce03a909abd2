import { describe, expect, it, vi } from 'vitest'
import { defaultLinks } from '../../app.config'
import { communityLinksOf, type BeaconEvent } from '../lib/analytics-beacon'
import type { AnalyticsRecorder, VisitorSignals } from './analytics-recorder.server'
import { createLimit } from './rate-limit'
import { beaconLimitSpec, createBeaconReceiver, type BeaconRequest } from './analytics-beacon'

const browser = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

function fakeRecorder() {
  const recorded: { event: BeaconEvent; key: string | null }[] = []
  const signals: VisitorSignals[] = []
  const recorder: AnalyticsRecorder = {
    record: (event, _atMs, key) => void recorded.push({ event, key }),
    visitorKey: async (given) => {
      signals.push(given)
      return 'ab'.repeat(16)
    },
    attributeSubmission: async () => {},
    recordDownload: async () => {},
    flush: async () => {},
    pending: 0,
    close: async () => {},
  }
  return { recorder, recorded, signals }
}

const request = (overrides: Partial<BeaconRequest> = {}): BeaconRequest => ({
  body: JSON.stringify({ kind: 'view', path: '/about', referrer: 'news.example.org', utm_source: 'mail', screen: 'desktop' }),
  address: '198.51.100.23',
  userAgent: browser,
  cookie: undefined,
  gpc: undefined,
  dnt: undefined,
  host: 'site.example.com',
  ...overrides,
})

function receiver(recorder: AnalyticsRecorder | undefined = fakeRecorder().recorder) {
  return createBeaconReceiver({ recorder, community: communityLinksOf(defaultLinks), limit: createLimit({ ...beaconLimitSpec, name: `test-${Math.random()}` }) })
}

describe('the beacon receiver', () => {
  it("records a visitor's page view with the key of their address and browser", async () => {
    const { recorder, recorded, signals } = fakeRecorder()
    expect(await receiver(recorder).receive(request())).toEqual({ status: 204 })
    expect(recorded).toEqual([
      {
        event: { kind: 'view', path: '/about', referrerHost: 'news.example.org', utmSource: 'mail', utmMedium: null, utmCampaign: null, screenClass: 'desktop' },
        key: 'ab'.repeat(16),
      },
    ])
    expect(signals).toEqual([{ address: '198.51.100.23', userAgent: browser }])
  })

  it('answers a malformed or oversized beacon 400 with what is wrong, and records nothing', async () => {
    const { recorder, recorded } = fakeRecorder()
    const receive = receiver(recorder)
    expect(await receive.receive(request({ body: 'kind=view' }))).toEqual({ status: 400, error: 'a beacon is a JSON object' })
    expect((await receive.receive(request({ body: JSON.stringify({ kind: 'view', path: '/', screen: 'desktop', pad: 'x'.repeat(2000) }) }))).status).toBe(400)
    expect(recorded).toEqual([])
  })

  it('answers crawlers, headless browsers and signed-in staff like anyone, and counts none of them', async () => {
    const { recorder, recorded } = fakeRecorder()
    const receive = receiver(recorder)
    expect(await receive.receive(request({ userAgent: 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)' }))).toEqual({ status: 204 })
    expect(await receive.receive(request({ userAgent: browser.replace('Chrome/', 'HeadlessChrome/') }))).toEqual({ status: 204 })
    expect(await receive.receive(request({ userAgent: undefined }))).toEqual({ status: 204 })
    expect(await receive.receive(request({ cookie: 'sb-127-auth-token=base64-eyJhbGciOi' }))).toEqual({ status: 204 })
    expect(recorded).toEqual([])
  })

  it('counts a visitor who sends Sec-GPC: 1 or DNT: 1 without a key, and never hashes their address', async () => {
    const { recorder, recorded, signals } = fakeRecorder()
    const receive = receiver(recorder)
    await receive.receive(request({ gpc: '1' }))
    await receive.receive(request({ dnt: '1' }))
    expect(recorded.map((entry) => entry.key)).toEqual([null, null])
    expect(signals).toEqual([])
  })

  it(`takes ${beaconLimitSpec.points} beacons a minute from one address, then answers 429 with when to try again`, async () => {
    const { recorder, recorded } = fakeRecorder()
    const receive = receiver(recorder)
    for (let index = 0; index < beaconLimitSpec.points; index++) expect((await receive.receive(request())).status).toBe(204)
    const refused = await receive.receive(request())
    expect(refused.status).toBe(429)
    expect(refused.retryAfterSeconds).toBeGreaterThan(0)
    expect((await receive.receive(request({ address: '198.51.100.24' }))).status).toBe(204)
    expect(recorded).toHaveLength(beaconLimitSpec.points + 1)
  })

  it('still counts the page view when the day salt cannot be read, without a key', async () => {
    const { recorder, recorded } = fakeRecorder()
    recorder.visitorKey = vi.fn().mockRejectedValue(new Error('connection refused'))
    expect(await receiver(recorder).receive(request())).toEqual({ status: 204 })
    expect(recorded.map((entry) => entry.key)).toEqual([null])
  })

  it('says so with 503 when there is no database to count in', async () => {
    expect((await createBeaconReceiver({ recorder: undefined, community: communityLinksOf(defaultLinks) }).receive(request())).status).toBe(503)
  })
})
