/**
 * When the page being rendered stops being true: a server function that reads dated things
 * (events, the conference, the offer) calls `expiresAt` with the next instant at which what it
 * answered changes (an event starting or ending, registration closing, the offer ending). The
 * request middleware (app/start.ts) then keeps the page in shared caches no longer than that
 * (cache-policy.ts), so a cached page never shows a state the clock has left.
 */
import { getRequest } from '@tanstack/react-start/server'
import { nowMs } from './clock'

const boundaries = new WeakMap<Request, number>()

/** The page answered now changes at `instant` (epoch ms); null (or a past instant): nothing in it changes with time. */
export function expiresAt(instant: number | null) {
  if (instant === null || instant <= nowMs()) return
  const request = getRequest()
  const earliest = boundaries.get(request)
  if (earliest === undefined || instant < earliest) boundaries.set(request, instant)
}

/** Milliseconds until the page rendered for `request` changes, or undefined when nothing in it does. */
export function untilBoundaryMs(request: Request): number | undefined {
  const boundary = boundaries.get(request)
  return boundary === undefined ? undefined : boundary - nowMs()
}

/** Seconds a client is asked to wait before trying again a page whose content could not be read. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 30

const unavailable = new WeakSet<Request>()

/**
 * The page being rendered could not read what it shows (the database is away): the request
 * middleware (app/start.ts) answers it 503 with Retry-After, and the production server serves
 * the page's last good render instead when it has one (scripts/start.mjs).
 */
export function pageUnavailable() {
  unavailable.add(getRequest())
}

/** Whether the page rendered for `request` could not read what it shows. */
export function isPageUnavailable(request: Request): boolean {
  return unavailable.has(request)
}
