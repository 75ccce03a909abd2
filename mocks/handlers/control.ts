/**
 * Test controls, served only by the running mock (mocks/backend.ts), never
 * by the app and never when a Supabase project is configured:
 *   POST   /__mock/reset    every table back to its seeded rows, faults cleared
 *   POST   /__mock/faults  {"service":"rest","status":500}  or  {"service":"auth","delayMs":30000}
 *                           (optional "methods": ["POST"], "pathPrefix": "/rest/v1/experts")
 *   DELETE /__mock/faults
 *   POST   /__mock/clock   {"now":"2025-11-14T12:00:00Z"}  the database and the site's server move to that instant (and run on from it)
 *   DELETE /__mock/clock   both back to the real time
 *
 * Each call must carry the per-run token (`x-mock-control-token`), must not come
 * from another origin (a web page the developer visits), and sends JSON or
 * nothing: a page cannot reset data or inject faults with a simple
 * cross-origin request.
 */
import { timingSafeEqual } from 'node:crypto'
import { http, HttpResponse } from 'msw'
import type { SqlPool } from '../database/sql.ts'
import { clearFaults, mockServices, setFault, type MockService } from '../faults.ts'
import { forgetRemovedObjects } from './storage.ts'

export const MOCK_CONTROL_TOKEN_HEADER = 'x-mock-control-token'

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** A refusal, or undefined when the call may go on. */
function refuse(request: Request, token: string): Response | undefined {
  const origin = request.headers.get('origin')
  if (origin && origin !== new URL(request.url).origin) {
    return HttpResponse.json({ error: 'Mock controls refuse calls from other origins.' }, { status: 403 })
  }
  if (!sameToken(request.headers.get(MOCK_CONTROL_TOKEN_HEADER) ?? '', token)) {
    return HttpResponse.json({ error: `Mock controls need the run's token in ${MOCK_CONTROL_TOKEN_HEADER}.` }, { status: 401 })
  }
  const type = request.headers.get('content-type')
  if (type && !/^application\/json\s*(;|$)/i.test(type)) {
    return HttpResponse.json({ error: 'Mock controls accept only application/json bodies.' }, { status: 415 })
  }
  return undefined
}

/** Puts every table back to the rows it had once migrated and seeded (test_support.reset()). */
export async function resetDatabase(sql: SqlPool) {
  await sql.query('select test_support.reset()')
  await forgetRemovedObjects(sql)
}

/**
 * Moves the test clock: the database's (private.clock_now(), through test_support.clock), then
 * the site server's, which `announce` tells and waits for, so the next request sees the new time.
 */
async function setClock(sql: SqlPool, announce: ClockAnnouncer, offsetMs: number) {
  await sql.query('select test_support.set_clock_offset($1)', [Math.round(offsetMs)])
  await announce(Math.round(offsetMs))
}

/** Tells the process that started the backend (the site's server) the clock's new offset, and waits until it took it. */
export type ClockAnnouncer = (offsetMs: number) => Promise<void>

export function controlHandlers(token: string, sql: SqlPool, announceClock: ClockAnnouncer, afterReset: () => Promise<void> = async () => {}) {
  return [
    http.post('*/__mock/reset', async ({ request }) => {
      const refusal = refuse(request, token)
      if (refusal) return refusal
      clearFaults()
      await resetDatabase(sql)
      await afterReset()
      await setClock(sql, announceClock, 0)
      return HttpResponse.json({ ok: true })
    }),
    http.post('*/__mock/clock', async ({ request }) => {
      const refusal = refuse(request, token)
      if (refusal) return refusal
      const body = (await request.json().catch(() => ({}))) as Record<string, unknown>
      const instant = typeof body.now === 'string' ? Date.parse(body.now) : Number.NaN
      if (Number.isNaN(instant)) {
        return HttpResponse.json({ error: 'now must be an ISO 8601 instant, e.g. "2025-11-14T12:00:00Z"' }, { status: 400 })
      }
      const offsetMs = instant - Date.now()
      await setClock(sql, announceClock, offsetMs)
      return HttpResponse.json({ ok: true, offsetMs: Math.round(offsetMs) })
    }),
    http.delete('*/__mock/clock', async ({ request }) => {
      const refusal = refuse(request, token)
      if (refusal) return refusal
      await setClock(sql, announceClock, 0)
      return HttpResponse.json({ ok: true })
    }),
    http.post('*/__mock/faults', async ({ request }) => {
      const refusal = refuse(request, token)
      if (refusal) return refusal
      const body = (await request.json().catch(() => ({}))) as Record<string, unknown>
      const service = body.service as MockService
      if (!mockServices.includes(service)) {
        return HttpResponse.json({ error: `service must be one of ${mockServices.join(', ')}` }, { status: 400 })
      }
      setFault(service, {
        status: typeof body.status === 'number' ? body.status : undefined,
        delayMs: typeof body.delayMs === 'number' ? body.delayMs : undefined,
        methods: Array.isArray(body.methods) ? body.methods.map(String) : undefined,
        pathPrefix: typeof body.pathPrefix === 'string' ? body.pathPrefix : undefined,
      })
      return HttpResponse.json({ ok: true })
    }),
    http.delete('*/__mock/faults', ({ request }) => {
      const refusal = refuse(request, token)
      if (refusal) return refusal
      clearFaults()
      return HttpResponse.json({ ok: true })
    }),
  ]
}
