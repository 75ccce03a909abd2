/**
 * What a beacon of the site's analytics may say, and who is not counted (docs/privacy.md).
 * Pure functions: the server's beacon endpoint (app/server/analytics-beacon.ts) runs them on
 * every beacon. Relative imports with extensions only, so the production server
 * (scripts/start.mjs) loads this file as it is.
 */
import { isbot } from 'isbot'
import { analyticsTextLimits, screenClasses, type CommunityLinkKind, type ScreenClass } from '../domain/analytics.ts'
import { publicRoutePaths } from './public-routes.ts'

/** Where beacons go: same origin, so `connect-src 'self'` already allows it. */
export const BEACON_PATH = '/api/event'

/** A beacon is a small JSON object; anything longer is refused unread. */
export const BEACON_MAX_BYTES = 1024

export interface PageView {
  kind: 'view'
  path: string
  referrerHost: string | null
  utmSource: string | null
  utmMedium: string | null
  utmCampaign: string | null
  screenClass: ScreenClass
}

export interface CommunityClick {
  kind: 'click'
  path: string
  link: CommunityLinkKind
}

export type BeaconEvent = PageView | CommunityClick

export type BeaconReading =
  | { ok: true; event: BeaconEvent }
  /** Well-formed, but about something that is not a page of the site: answered, not counted. */
  | { ok: true; event: null }
  | { ok: false; error: string }

/** The community platform's links as the configuration names them, and which kind each is. */
export interface CommunityLinks {
  origins: readonly string[]
  kinds: ReadonlyMap<string, CommunityLinkKind>
}

const linkKindByName: Readonly<Record<string, CommunityLinkKind>> = {
  communityJoin: 'join',
  tierDigital: 'join',
  tierAdvantage: 'join',
  tierElite: 'join',
  signUp: 'sign-up',
  communityFeed: 'log-in',
  postEventGroup: 'roundtable',
}

/** The community platform is the host of these links (`links` is the app's LINK_* configuration). */
export function communityLinksOf(links: Readonly<Record<string, string>>): CommunityLinks {
  const kinds = new Map<string, CommunityLinkKind>()
  const origins = new Set<string>()
  for (const [name, kind] of Object.entries(linkKindByName)) {
    const href = links[name]
    if (!href) continue
    kinds.set(new URL(href).href, kind)
    origins.add(new URL(href).origin)
  }
  return { origins: [...origins], kinds }
}

/**
 * The kind of a link to the community platform: a configured one by its address; another
 * followed from an event's page is an event page; anything else there is 'other'. Null when
 * the address is not on the platform.
 */
export function communityLinkKind(href: string, fromPath: string, community: CommunityLinks): CommunityLinkKind | null {
  let url: URL
  try {
    url = new URL(href)
  } catch {
    return null
  }
  if (!community.origins.includes(url.origin)) return null
  const known = community.kinds.get(url.href)
  if (known) return known
  return fromPath === '/events' || fromPath.startsWith('/events/') ? 'event' : 'other'
}

const pagePaths = new Set<string>(publicRoutePaths)
const slugPage = /^\/(events|rightnow)\/[a-z0-9][a-z0-9-]{0,79}$/

/** A page of the site a visitor can land on: the public routes, an event's page, a speaker's page. */
export function isCountedPage(path: string): boolean {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path
  return pagePaths.has(trimmed) || slugPage.test(trimmed)
}

const limits = analyticsTextLimits['analytics.events']
const hostPattern = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/
const viewFields = new Set(['kind', 'path', 'referrer', 'utm_source', 'utm_medium', 'utm_campaign', 'screen'])
const clickFields = new Set(['kind', 'path', 'href'])

function optionalText(value: unknown): string | null | undefined {
  if (value === undefined || value === null) return null
  if (typeof value !== 'string') return undefined
  const trimmed = value.trim()
  return trimmed === '' ? null : trimmed
}

/** A campaign tag is the link's author's text: kept to its column's length, not refused. */
function utmValue(value: unknown, limit: number): string | null | undefined {
  const text = optionalText(value)
  return typeof text === 'string' ? text.slice(0, limit) : text
}

/**
 * Reads a beacon's body: a JSON object `{ kind: 'view', path, referrer, utm_source,
 * utm_medium, utm_campaign, screen }` or `{ kind: 'click', path, href }`, nothing else.
 * `siteHost` is the request's own host: a referrer from the site itself is no source.
 */
export function readBeacon(body: string, community: CommunityLinks, siteHost: string | null): BeaconReading {
  if (body.length > BEACON_MAX_BYTES) return { ok: false, error: `a beacon is at most ${BEACON_MAX_BYTES} bytes` }
  let value: unknown
  try {
    value = JSON.parse(body)
  } catch {
    return { ok: false, error: 'a beacon is a JSON object' }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, error: 'a beacon is a JSON object' }
  const fields = value as Record<string, unknown>
  const { kind, path } = fields
  if (kind !== 'view' && kind !== 'click') return { ok: false, error: "kind: must be 'view' or 'click'" }
  const allowed = kind === 'view' ? viewFields : clickFields
  const unknown = Object.keys(fields).find((name) => !allowed.has(name))
  if (unknown) return { ok: false, error: `${unknown}: not a field of a ${kind} beacon` }
  if (typeof path !== 'string' || !path.startsWith('/') || path.length > limits.path || /[?#\s]/.test(path))
    return { ok: false, error: `path: a page's path, at most ${limits.path} characters, without query or fragment` }

  if (kind === 'click') {
    if (typeof fields.href !== 'string' || fields.href.length > 2048) return { ok: false, error: 'href: the link followed' }
    const link = communityLinkKind(fields.href, path, community)
    if (!link) return { ok: false, error: 'href: not a link to the community platform' }
    return isCountedPage(path) ? { ok: true, event: { kind, path, link } } : { ok: true, event: null }
  }

  const screen = fields.screen
  if (!screenClasses.includes(screen as ScreenClass)) return { ok: false, error: `screen: one of ${screenClasses.join(', ')}` }
  let referrerHost = optionalText(fields.referrer)
  if (referrerHost === undefined) return { ok: false, error: 'referrer: a host name' }
  if (referrerHost !== null) {
    referrerHost = referrerHost.toLowerCase().replace(/^www\./, '')
    if (referrerHost.length > limits.referrer_host || !hostPattern.test(referrerHost)) return { ok: false, error: 'referrer: a host name' }
    if (siteHost && referrerHost === siteHost.toLowerCase().replace(/:\d+$/, '').replace(/^www\./, '')) referrerHost = null
  }
  const utmSource = utmValue(fields.utm_source, limits.utm_source)
  const utmMedium = utmValue(fields.utm_medium, limits.utm_medium)
  const utmCampaign = utmValue(fields.utm_campaign, limits.utm_campaign)
  if (utmSource === undefined || utmMedium === undefined || utmCampaign === undefined)
    return { ok: false, error: 'utm_source, utm_medium and utm_campaign: text' }
  if (!isCountedPage(path)) return { ok: true, event: null }
  return {
    ok: true,
    event: { kind, path: path.length > 1 ? path.replace(/\/+$/, '') : path, referrerHost, utmSource, utmMedium, utmCampaign, screenClass: screen as ScreenClass },
  }
}

/** Crawlers, monitors and headless browsers, by their user agent (isbot, and the headless markers it leaves to us). */
export function isAutomated(userAgent: string | null | undefined): boolean {
  if (!userAgent) return true
  return isbot(userAgent) || /headless|phantomjs|electron\/|puppeteer|playwright|selenium|webdriver/i.test(userAgent)
}

/** `Sec-GPC: 1` or `DNT: 1`: counted, without a visitor key. */
export function declinesTracking(headers: { gpc: string | null | undefined; dnt: string | null | undefined }): boolean {
  return headers.gpc?.trim() === '1' || headers.dnt?.trim() === '1'
}

/** Staff signed in to this site carry its session cookie (Supabase's `sb-<ref>-auth-token`, maybe in chunks). */
export function carriesStaffSession(cookieHeader: string | null | undefined): boolean {
  return !!cookieHeader && /(?:^|;\s*)sb-[^=;]*-auth-token(?:\.\d+)?=[^;\s]/.test(cookieHeader)
}

/**
 * The part of an address that goes into a visitor key: an IPv4 address without its last
 * octet, an IPv6 address without its last 80 bits (its first 48 bits). Anything else is used as it is.
 */
export function truncatedAddress(address: string): string {
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/.exec(address)
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.0`
  if (!address.includes(':')) return address
  const groups = expandIpv6(address.replace(/%.*$/, ''))
  return groups ? `${groups.slice(0, 3).join(':')}::` : address
}

function expandIpv6(address: string): string[] | null {
  const halves = address.toLowerCase().split('::')
  if (halves.length > 2) return null
  const head = halves[0] ? halves[0].split(':') : []
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : []
  const missing = 8 - head.length - tail.length
  if (missing < 0 || (halves.length === 1 && missing !== 0)) return null
  const groups = [...head, ...Array<string>(missing).fill('0'), ...tail]
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null
  return groups.map((group) => group.replace(/^0+(?=.)/, ''))
}
