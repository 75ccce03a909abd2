import { describe, expect, it } from 'vitest'
import { defaultLinks } from '../../app.config'
import {
  BEACON_MAX_BYTES,
  carriesStaffSession,
  communityLinkKind,
  communityLinksOf,
  declinesTracking,
  isAutomated,
  isCountedPage,
  readBeacon,
  truncatedAddress,
} from './analytics-beacon'

const community = communityLinksOf(defaultLinks)
const view = (fields: Record<string, unknown> = {}) =>
  JSON.stringify({ kind: 'view', path: '/events', referrer: '', utm_source: null, utm_medium: null, utm_campaign: null, screen: 'phone', ...fields })
const read = (body: string) => readBeacon(body, community, 'site.example.com')

describe('readBeacon', () => {
  it('reads a page view: path, referrer host, campaign tags and screen class', () => {
    expect(read(view({ path: '/events/', referrer: 'WWW.LinkedIn.com', utm_source: ' newsletter ', utm_campaign: 'spring' }))).toEqual({
      ok: true,
      event: {
        kind: 'view',
        path: '/events',
        referrerHost: 'linkedin.com',
        utmSource: 'newsletter',
        utmMedium: null,
        utmCampaign: 'spring',
        screenClass: 'phone',
      },
    })
  })

  it("takes the site's own host as no referrer, and cuts a long campaign tag to its column's length", () => {
    const reading = read(view({ referrer: 'www.site.example.com', utm_campaign: 'x'.repeat(150) }))
    expect(reading.ok && reading.event?.kind === 'view' && [reading.event.referrerHost, reading.event.utmCampaign?.length]).toEqual([null, 100])
  })

  it.each([
    ['not JSON', '{kind:', 'a beacon is a JSON object'],
    ['an array', '[]', 'a beacon is a JSON object'],
    ['an unknown kind', view({ kind: 'purchase' }), "kind: must be 'view' or 'click'"],
    ['a field of its own', view({ email: 'a@example.com' }), 'email: not a field of a view beacon'],
    ['a path with a query', view({ path: '/events?id=1' }), 'path:'],
    ['a full address as path', view({ path: 'https://evil.example/' }), 'path:'],
    ['a screen class of its own', view({ screen: 'watch' }), 'screen: one of phone, tablet, desktop'],
    ['a referrer that is not a host', view({ referrer: 'https://x.example/a?b' }), 'referrer: a host name'],
    ['a campaign tag that is not text', view({ utm_source: 42 }), 'utm_source, utm_medium and utm_campaign: text'],
    ['a click to another site', JSON.stringify({ kind: 'click', path: '/', href: 'https://elsewhere.example/join' }), 'href: not a link to the community platform'],
    ['a click without a link', JSON.stringify({ kind: 'click', path: '/' }), 'href: the link followed'],
  ])('refuses %s', (_case, body, error) => {
    const reading = read(body)
    expect(reading.ok).toBe(false)
    expect(!reading.ok && reading.error).toContain(error)
  })

  it(`refuses a body longer than ${BEACON_MAX_BYTES} bytes before reading it`, () => {
    expect(read(view({ utm_source: 'x'.repeat(BEACON_MAX_BYTES) }))).toEqual({ ok: false, error: `a beacon is at most ${BEACON_MAX_BYTES} bytes` })
  })

  it("answers a well-formed beacon about a page that is not the site's without counting it", () => {
    expect(read(view({ path: '/admin/experts' }))).toEqual({ ok: true, event: null })
    expect(read(view({ path: '/wp-login.php' }))).toEqual({ ok: true, event: null })
  })

  it('reads a click on a link to the community platform as its kind', () => {
    expect(read(JSON.stringify({ kind: 'click', path: '/membership', href: defaultLinks.communityJoin }))).toEqual({
      ok: true,
      event: { kind: 'click', path: '/membership', link: 'join' },
    })
  })
})

describe('communityLinkKind', () => {
  it('names the configured links, an event page from an event, anything else on the platform other', () => {
    expect(communityLinkKind(defaultLinks.signUp, '/', community)).toBe('sign-up')
    expect(communityLinkKind(defaultLinks.communityFeed, '/', community)).toBe('log-in')
    expect(communityLinkKind(defaultLinks.tierElite, '/membership', community)).toBe('join')
    expect(communityLinkKind(defaultLinks.postEventGroup, '/rightnow', community)).toBe('roundtable')
    expect(communityLinkKind('https://community.example.com/events/tax-day', '/events/tax-day', community)).toBe('event')
    expect(communityLinkKind('https://community.example.com/help', '/about', community)).toBe('other')
    expect(communityLinkKind(defaultLinks.scheduling, '/', community)).toBeNull()
    expect(communityLinkKind('not a url', '/', community)).toBeNull()
  })
})

describe('isCountedPage', () => {
  it('counts the public routes and the pages of events and speakers, nothing else', () => {
    expect(['/', '/about', '/events/tax-day', '/rightnow/jane-doe', '/membership/'].map(isCountedPage)).toEqual([true, true, true, true, true])
    expect(['/admin', '/api/event', '/events/a/b', '/.env'].map(isCountedPage)).toEqual([false, false, false, false])
  })
})

describe('who is not counted', () => {
  it('takes crawlers, headless browsers and requests without a user agent for automation', () => {
    const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
    expect(isAutomated(chrome)).toBe(false)
    expect(isAutomated('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1')).toBe(false)
    expect(isAutomated('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(true)
    expect(isAutomated(chrome.replace('Chrome/', 'HeadlessChrome/'))).toBe(true)
    expect(isAutomated('curl/8.5.0')).toBe(true)
    expect(isAutomated('')).toBe(true)
    expect(isAutomated(undefined)).toBe(true)
  })

  it('knows staff by the session cookie of this site (whole or in chunks), nothing else', () => {
    expect(carriesStaffSession('theme=dark; sb-abcd-auth-token=base64-eyJ')).toBe(true)
    expect(carriesStaffSession('sb-127-auth-token.0=base64-eyJ; sb-127-auth-token.1=xyz')).toBe(true)
    expect(carriesStaffSession('sb-abcd-auth-token=')).toBe(false)
    expect(carriesStaffSession('theme=dark')).toBe(false)
    expect(carriesStaffSession(undefined)).toBe(false)
  })

  it('hears Sec-GPC: 1 and DNT: 1 as a wish not to be tracked', () => {
    expect(declinesTracking({ gpc: '1', dnt: undefined })).toBe(true)
    expect(declinesTracking({ gpc: undefined, dnt: '1' })).toBe(true)
    expect(declinesTracking({ gpc: '0', dnt: '0' })).toBe(false)
    expect(declinesTracking({ gpc: undefined, dnt: undefined })).toBe(false)
  })
})

describe('truncatedAddress', () => {
  it('drops the last octet of an IPv4 address and the last 80 bits of an IPv6 address', () => {
    expect(truncatedAddress('203.0.113.77')).toBe('203.0.113.0')
    expect(truncatedAddress('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3::')
    expect(truncatedAddress('2001:db8::1')).toBe('2001:db8:0::')
    expect(truncatedAddress('2001:0db8:0000::ffff')).toBe('2001:db8:0::')
    expect(truncatedAddress('unknown')).toBe('unknown')
  })

  it('gives neighbours in one network the same part', () => {
    expect(truncatedAddress('203.0.113.1')).toBe(truncatedAddress('203.0.113.254'))
    expect(truncatedAddress('2001:db8:1:aaaa::1')).toBe(truncatedAddress('2001:db8:1:bbbb::2'))
  })
})
