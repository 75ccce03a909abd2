import { createCsrfMiddleware, createMiddleware, createStart } from '@tanstack/react-start'
import { isNotFound, isRedirect } from '@tanstack/react-router'
import { getRequest, setResponseStatus } from '@tanstack/react-start/server'
import { cacheControlFor } from './server/cache-policy'
import { appConfig } from './server/config.server'
import { inlineCriticalCss } from './server/critical-css.server'
import { HttpError, toClientError } from './server/errors'
import { httpErrorTransport } from './lib/http-error'
import { logLine } from './server/log'
import { isPageUnavailable, UNAVAILABLE_RETRY_AFTER_SECONDS, untilBoundaryMs } from './server/page-lifetime'
import { loadAfterFirstPaint } from './server/after-first-paint'
import { inlineScriptHashes, securityHeaders } from './server/security-headers'
import { markDispatched, refusedCallResponse, wasDispatched } from './server/server-fn-calls'
import { analyticsBeaconScript, withAnalyticsBeacon } from './server/analytics-script'
import { communityLinksOf } from './lib/analytics-beacon'

/**
 * Security headers on every response the app renders. An HTML page is read
 * whole so its CSP can list the hashes of its inline scripts: the same page is
 * then the same bytes for every visitor (no per-response nonce).
 */
const withSecurityHeaders = createMiddleware({ type: 'request' }).server(async ({ next, pathname }) => {
  const result = await next()
  const { response } = result
  const production = import.meta.env.PROD
  const imageOrigins = [new URL(appConfig.backend.url).origin]
  const embedAllowedOrigins = appConfig.embedAllowedOrigins
  const isHtml = (response.headers.get('content-type') ?? '').startsWith('text/html')
  if (!isHtml || !response.body) {
    for (const [name, value] of Object.entries(securityHeaders({ pathname, production, imageOrigins, embedAllowedOrigins }))) response.headers.set(name, value)
    return result
  }
  const html = await response.text()
  const scriptHashes = await inlineScriptHashes(html)
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  for (const [name, value] of Object.entries(securityHeaders({ pathname, production, imageOrigins, embedAllowedOrigins, scriptHashes }))) headers.set(name, value)
  return new Response(html, { status: response.status, statusText: response.statusText, headers })
})

/**
 * A production page paints from its first response: its critical CSS is inline
 * (app/server/critical-css.server.ts), and its stylesheet and scripts are
 * fetched once it has painted (app/server/after-first-paint.ts).
 * Runs inside `withSecurityHeaders`, which hashes the inline scripts of the final HTML.
 */
const paintFromFirstResponse = createMiddleware({ type: 'request' }).server(async ({ next }) => {
  const result = await next()
  const { response } = result
  // The development server's pages keep Vite's own stylesheet and script handling.
  if (!import.meta.env.PROD || !response.body || !(response.headers.get('content-type') ?? '').startsWith('text/html')) return result
  const critical = inlineCriticalCss(await response.text())
  const html = loadAfterFirstPaint(critical.html, critical.stylesheets)
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return new Response(html, { status: response.status, statusText: response.statusText, headers })
})

/** The analytics beacon's script (app/server/analytics-script.ts), made on the first page; null without a database to count in. */
let beaconScript: string | null | undefined

/**
 * Every public page that answers 200 ends with the analytics beacon. Runs inside
 * `withSecurityHeaders`, which lists its hash; the admin area is not counted.
 */
const countPageViews = createMiddleware({ type: 'request' }).server(async ({ next, pathname }) => {
  const result = await next()
  const { response } = result
  beaconScript ??= appConfig.database ? analyticsBeaconScript(communityLinksOf(appConfig.links).origins) : null
  const isPage = response.status === 200 && !!response.body && (response.headers.get('content-type') ?? '').startsWith('text/html')
  if (!beaconScript || !isPage || pathname === '/admin' || pathname.startsWith('/admin/')) return result
  const html = withAnalyticsBeacon(await response.text(), beaconScript)
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return new Response(html, { status: response.status, statusText: response.statusText, headers })
})

/**
 * Cache-Control for every response the app renders (see app/server/cache-policy.ts): a page
 * that shows dated things is kept no longer than its next boundary (app/server/page-lifetime.ts).
 */
const withCacheControl = createMiddleware({ type: 'request' }).server(async ({ next, pathname, handlerType, request }) => {
  const result = await next()
  const isServerFn = handlerType === 'serverFn'
  if (!result.response.headers.has('cache-control') || isServerFn) {
    result.response.headers.set(
      'cache-control',
      cacheControlFor({ pathname, status: result.response.status, isServerFn, untilBoundaryMs: untilBoundaryMs(request) }),
    )
  }
  return result
})

/**
 * A page that could not read what it shows (the database is away: page-lifetime.ts
 * `pageUnavailable`) answers 503 with Retry-After, never a page with its content missing; the
 * production server serves the page's last good render in its place when it has one.
 */
const answerUnavailable = createMiddleware({ type: 'request' }).server(async ({ next, request, handlerType }) => {
  const result = await next()
  if (handlerType === 'serverFn' || !isPageUnavailable(request) || result.response.status === 404) return result
  const headers = new Headers(result.response.headers)
  headers.set('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
  headers.set('cache-control', 'no-cache')
  return { ...result, response: new Response(result.response.body, { status: 503, statusText: 'Service Unavailable', headers }) }
})

/** Logs every path that answers 404, in one line, for the 404 page's "the missing path is logged". */
const logMissingPaths = createMiddleware({ type: 'request' }).server(async ({ next, pathname }) => {
  const result = await next()
  if (result.response.status === 404) logLine('warn', 'not-found', { path: pathname })
  return result
})

/**
 * A server-function call that never reached a function (unknown id, a body that
 * is not JSON or not a payload, a wrong method) answers 4xx with a short JSON
 * error instead of the framework's 500 and its internal error text.
 */
const refuseUndispatchedCalls = createMiddleware({ type: 'request' }).server(async ({ next, request, pathname, handlerType }) => {
  if (handlerType !== 'serverFn') return next()
  let frameworkStatus: number | null
  let allow: string | null = null
  try {
    const result = await next()
    if (result.response.status < 400 || wasDispatched(request)) return result
    frameworkStatus = result.response.status
    allow = result.response.headers.get('allow')
    void result.response.body?.cancel()
  } catch (error) {
    if (error instanceof Response) throw error
    frameworkStatus = null
  }
  const response = refusedCallResponse(frameworkStatus, allow)
  logLine('warn', 'server-fn-call-refused', { path: pathname, status: response.status, frameworkStatus: frameworkStatus ?? 'threw' })
  return response
})

/**
 * A server function that fails on purpose (bad input, no session, not an admin,
 * unknown id) answers with that HTTP status instead of 200 with an error payload.
 * Any other error is logged and answered 500 with a plain message, without its text.
 */
const httpErrorStatus = createMiddleware({ type: 'function' }).server(async ({ next }) => {
  markDispatched(getRequest())
  try {
    return await next()
  } catch (error) {
    const clientError = toClientError(
      error,
      (unexpected) => logLine('error', 'server-fn-failed', { message: unexpected instanceof Error ? unexpected.message : String(unexpected) }),
      (signal) => isRedirect(signal) || isNotFound(signal),
    )
    if (clientError instanceof HttpError) setResponseStatus(clientError.status)
    throw clientError
  }
})

export const startInstance = createStart(() => ({
  // A refusal reaches the browser as an HttpError with its status and code, not only its words.
  serializationAdapters: [httpErrorTransport],
  functionMiddleware: [httpErrorStatus],
  requestMiddleware: [
    withSecurityHeaders,
    paintFromFirstResponse,
    countPageViews,
    withCacheControl,
    answerUnavailable,
    // Defining request middleware turns off the framework's default CSRF check, so it is listed here.
    createCsrfMiddleware({ filter: ({ handlerType }) => handlerType === 'serverFn' }),
    refuseUndispatchedCalls,
    logMissingPaths,
  ],
}))
