/**
 * The beacon endpoint of the site's analytics (POST /api/event), apart from the server that
 * carries it: the production server answers it before anything else (scripts/start.mjs, the
 * cheapest path a request can take), the app's route (app/routes/api.event.ts) in development.
 *
 * In order: the address's limit (in this process's memory: a shared counter would cost a
 * database write per page view; 429), the body (400 for anything but a small well-formed
 * beacon, nothing stored), then who is not counted (answered 204 like everyone, so nothing
 * tells a crawler it was seen): signed-in staff, crawlers and headless browsers, pages that
 * are not the site's. A visitor who sends `Sec-GPC: 1` or `DNT: 1` is counted without a key.
 * Plain TypeScript with relative imports.
 */
import {
  carriesStaffSession,
  communityLinksOf,
  declinesTracking,
  isAutomated,
  readBeacon,
  type CommunityLinks,
} from '../lib/analytics-beacon.ts'
import { siteAnalytics, type AnalyticsRecorder } from './analytics-recorder.server.ts'
import { nowMs } from './clock.ts'
import { logLine } from './log.ts'
import { createLimit, retryAfterSeconds, type Limit } from './rate-limit.ts'

/** What the endpoint reads of a request. */
export interface BeaconRequest {
  body: string
  /** The client's address, as TRUST_PROXY says to read it. */
  address: string
  userAgent: string | undefined
  cookie: string | undefined
  gpc: string | undefined
  dnt: string | undefined
  host: string | undefined
}

export interface BeaconAnswer {
  status: 204 | 400 | 429 | 503
  error?: string
  retryAfterSeconds?: number
}

/** Beacons one address may send a minute (a visitor sends one per page and click; an office shares its address). */
export const beaconLimitSpec = { name: 'analytics-beacons', points: 240, durationSeconds: 60 } as const

export interface BeaconReceiver {
  receive(request: BeaconRequest): Promise<BeaconAnswer>
}

export function createBeaconReceiver({
  recorder,
  community,
  limit = createLimit(beaconLimitSpec),
}: {
  /** Undefined without a database (DATABASE_URL unset on a Supabase project): nothing is counted. */
  recorder: AnalyticsRecorder | undefined
  community: CommunityLinks
  limit?: Limit
}): BeaconReceiver {
  return {
    async receive(request) {
      if (!recorder) return { status: 503, error: 'This site counts visits only with DATABASE_URL set.' }
      const allowed = await limit.consume(request.address)
      if (!allowed.ok) return { status: 429, error: 'Too many beacons from your network.', retryAfterSeconds: retryAfterSeconds(allowed.retryAfterMs) }
      const reading = readBeacon(request.body, community, request.host ?? null)
      if (!reading.ok) return { status: 400, error: reading.error }
      if (!reading.event || carriesStaffSession(request.cookie) || isAutomated(request.userAgent)) return { status: 204 }
      const atMs = nowMs()
      let key: string | null = null
      if (!declinesTracking({ gpc: request.gpc, dnt: request.dnt })) {
        try {
          key = await recorder.visitorKey({ address: request.address, userAgent: request.userAgent! }, atMs)
        } catch (error) {
          // Without the day's salt there is no key to count the visitor with: the page view still counts.
          logLine('warn', 'analytics-salt-unavailable', { message: error instanceof Error ? error.message : String(error) })
        }
      }
      recorder.record(reading.event, atMs, key)
      return { status: 204 }
    },
  }
}

/** What the analytics read of the app's configuration (app.config.ts). */
export interface AnalyticsConfig {
  database: { url: string } | undefined
  site: { url: string }
  links: Readonly<Record<string, string>>
}

/** The process's recorder, or none without a database. */
export function siteAnalyticsOf(config: AnalyticsConfig): AnalyticsRecorder | undefined {
  return config.database ? siteAnalytics(config.database.url, new URL(config.site.url).host) : undefined
}

const sharedKey = Symbol.for('ledgerline.beacon-receiver')

/** The process's receiver (made on first use), shared by the production server and the app's route. */
export function siteBeaconReceiver(config: AnalyticsConfig): BeaconReceiver {
  const holder = globalThis as unknown as Record<symbol, BeaconReceiver | undefined>
  holder[sharedKey] ??= createBeaconReceiver({ recorder: siteAnalyticsOf(config), community: communityLinksOf(config.links) })
  return holder[sharedKey]
}
