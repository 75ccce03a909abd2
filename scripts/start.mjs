// Production server: `npm run build`, then `npm start`.
// Validates the configuration (production refuses to start without a backend
// chosen on purpose, or with a real backend and no https SITE_URL), starts the
// mock backend when BACKEND=mock, sets up what instances share through the site's
// Postgres (DATABASE_URL: scripts/server/shared-state.ts), then serves dist/ under
// Node. Every request takes the same path, whatever it asks for:
//   1. /healthz and /readyz (never touch the backend); other requests that arrive
//      while the server is still loading wait for it; analytics beacons (POST /api/event),
//      answered here, the cheapest path, and written to Postgres in batches;
//   2. build files from memory, in the encoding the client accepts (br, gzip,
//      made at build time), with strong ETags and 304s;
//   3. anonymous GETs of public pages from the page cache: the same bytes for
//      every visitor, compressed once when the entry was filled;
//   4. everything else through srvx to the app; a cacheable page fills the cache,
//      other text responses are gzipped as they stream (in zlib's thread pool).
// One JSON log line per request (pino) with the request id also sent as
// X-Request-Id. SIGTERM/SIGINT drain in-flight requests (scripts/server/lifecycle.ts).
import { randomUUID } from 'node:crypto'
import { createServer } from 'node:http'
import { fileURLToPath } from 'node:url'
import { toNodeHandler } from 'srvx/node'
import { loadAppConfig } from '../app.config.ts'
import { flushLogs, logger, withRequestId } from '../app/server/log.ts'
import { allowTestClock, setTestClockOffset } from '../app/server/clock.ts'
import {
  cacheGeneration,
  getCachedPage,
  getLastGoodPage,
  purgePageCache,
  putCachedPage,
  sharedMaxAge,
} from '../app/server/page-cache.ts'
import { securityHeaders } from '../app/server/security-headers.ts'
import { siteBeaconReceiver } from '../app/server/analytics-beacon.ts'
import { BEACON_PATH } from '../app/lib/analytics-beacon.ts'
import { beaconEndpoint } from './server/beacon-endpoint.ts'
import { createLifecycle } from './server/lifecycle.ts'
import { compressOnce, selectRepresentation } from './server/representation.ts'
import { startSharedState } from './server/shared-state.ts'
import { loadStaticFiles } from './server/static-files.ts'

process.env.NODE_ENV ??= 'production'

let config
try {
  config = loadAppConfig(process.env)
} catch (error) {
  console.error(`Configuration error: ${error instanceof Error ? error.message : error}`)
  process.exit(1)
}

const log = logger()
const port = Number(process.env.PORT || 3000)
const MAX_REQUEST_BYTES = 10 * 1024 * 1024
/** Page caching can be switched off to measure the cost of a render and its compression (`npm run bench` does). */
const pageCacheEnabled = process.env.PAGE_CACHE !== 'off'
/** Request lines can be switched off to measure their cost (`npm run bench` does). */
const logRequests = process.env.LOG_REQUESTS !== 'off'
const baseHeaders = securityHeaders({ pathname: '/', production: true })
const baseHeaderList = Object.entries(baseHeaders).flat()

/** A request that arrives while the server loads waits this long for it, then gets 503. */
const STARTING_WAIT_MS = 30_000

let app
let staticFiles = new Map()
let mockBackend
let sharedState
let receiveBeacon

const server = createServer(handleRequest)
// Idle keep-alive connections outlive a reverse proxy's own (nginx keeps its upstream ones 60 s):
// the proxy closes them first, so it never reuses one the server is closing. Headers must be
// allowed a little longer than that, or Node ends a kept connection while it waits.
server.keepAliveTimeout = config.keepAliveTimeoutMs
server.headersTimeout = config.keepAliveTimeoutMs + 1000
const lifecycle = createLifecycle({
  server,
  timeoutMs: config.shutdownTimeoutMs,
  log,
  exit: async (code) => {
    await sharedState?.close().catch(() => {})
    await mockBackend?.close().catch(() => {})
    await flushLogs()
    process.exit(code)
  },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => lifecycle.shutdown(signal))

// Listen first, so liveness answers (and readiness says "starting") while the app loads.
await new Promise((resolve) => server.listen(port, process.env.HOST || '0.0.0.0', resolve))

if (config.backend.kind === 'mock') {
  const { startMockBackend } = await import('../mocks/start-backend.ts')
  // On the built-in backend (only), tests move the clock: the mock tells us, and pages kept
  // at the old time are dropped.
  allowTestClock()
  try {
    mockBackend = await startMockBackend({
      port: config.backend.port,
      databasePort: config.backend.databasePort,
      databaseUrl: config.backend.databaseUrl,
      onClock: (offsetMs) => {
        setTestClockOffset(offsetMs)
        purgePageCache()
      },
    })
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
    await flushLogs()
    process.exit(1)
  }
}
log.info(
  { backend: config.backend.kind, url: config.backend.url },
  config.backend.kind === 'mock'
    ? 'backend: the built-in one (Supabase mock, development database with demo data)'
    : 'backend: Supabase project',
)
try {
  sharedState = await startSharedState(config.database, log, {
    auditRetentionDays: config.auditRetentionDays,
    analyticsRetentionDays: config.analyticsRetentionDays,
    notices: config.notices,
    siteUrl: config.site.url,
    adminTwoFactor: config.adminTwoFactor,
    siteName: config.site.name,
    replyTo: config.mailboxes.community,
  })
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  await mockBackend?.close().catch(() => {})
  await flushLogs()
  process.exit(1)
}
;({ default: app } = await import('../dist/server/server.js'))
receiveBeacon = beaconEndpoint({
  receiver: siteBeaconReceiver(config),
  trustedHops: config.trustProxyHops,
  headers: baseHeaderList,
  onError: (error) => log.error({ err: error }, 'beacon-failed'),
})
staticFiles = await loadStaticFiles(
  fileURLToPath(new URL('../dist/client', import.meta.url)),
  baseHeaders,
)
lifecycle.ready()
log.info(
  { port, site: config.site.url },
  `${config.site.name} listening on http://localhost:${port}`,
)

/** The Node request handler: the one path every request takes. */
function handleRequest(req, res) {
  const requestId = randomUUID()
  const startedAt = performance.now()
  const queryAt = req.url.indexOf('?')
  const path = queryAt === -1 ? req.url : req.url.slice(0, queryAt)
  lifecycle.track(req, res, { method: req.method, path, requestId, startedAt })
  if (logRequests) {
    res.once('close', () => {
      const line = {
        requestId,
        method: req.method,
        path,
        status: res.statusCode,
        durationMs: Math.round((performance.now() - startedAt) * 10) / 10,
      }
      if (!res.writableFinished) line.aborted = true
      // A 503 from /readyz while starting or draining is the answer asked for, not a server error.
      if (res.statusCode >= 500 && path !== '/readyz') log.error(line, 'request')
      else log.info(line, 'request')
    })
  }

  if (path === '/healthz') return sendText(res, requestId, 200, 'ok')
  if (path === '/readyz')
    return sendText(
      res,
      requestId,
      lifecycle.state === 'serving' ? 200 : 503,
      lifecycle.state === 'serving' ? 'ready' : lifecycle.state,
    )
  if (lifecycle.state === 'starting') {
    // A proxy sends requests as soon as the port is open; they wait for the app instead of failing.
    lifecycle.serving(STARTING_WAIT_MS).then((serving) =>
      serving ? serve(req, res, requestId, path) : sendText(res, requestId, 503, 'starting'),
    )
    return
  }
  serve(req, res, requestId, path)
}

function serve(req, res, requestId, path) {
  if (path === BEACON_PATH && req.method === 'POST') return receiveBeacon(req, res, ['x-request-id', requestId])
  const isGet = req.method === 'GET'
  if (isGet || req.method === 'HEAD') {
    const file = staticFiles.get(path)
    if (file) return sendRepresentation(req, res, requestId, file)
  }
  if (isGet && pageCacheEnabled && !req.headers.cookie) {
    const page = getCachedPage(req.url)
    if (page) return sendRepresentation(req, res, requestId, page)
  }
  res.setHeader('x-request-id', requestId)
  withRequestId(requestId, () => handleWithSrvx(req, res))
}

function sendText(res, requestId, status, text) {
  res.writeHead(status, [
    ...baseHeaderList,
    'content-type',
    'text/plain; charset=utf-8',
    'cache-control',
    'no-store',
    'x-request-id',
    requestId,
  ])
  res.end(text)
}

/** A build file or a cached page: prepared headers and bytes, chosen by Accept-Encoding and If-None-Match. */
function sendRepresentation(req, res, requestId, resource) {
  const { status, headers, variant } = selectRepresentation(resource, {
    acceptEncoding: req.headers['accept-encoding'],
    ifNoneMatch: req.headers['if-none-match'],
  })
  res.writeHead(status, [...headers, 'x-request-id', requestId])
  res.end(status === 304 || req.method === 'HEAD' ? undefined : variant.body)
}

/** The app, behind srvx. Anonymous GETs may be public pages: those are rendered once and kept. */
const handleWithSrvx = toNodeHandler(
  (request) => {
    const declared = Number(request.headers.get('content-length') ?? 0)
    if (declared > MAX_REQUEST_BYTES) {
      return Response.json(
        { error: 'Request body too large: the limit is 10 MB.' },
        { status: 413, headers: baseHeaders },
      )
    }
    if (request.method === 'GET' && !request.headers.has('cookie')) return renderPage(request)
    return renderApp(request).then((response) => compressStream(request, response))
  },
  { maxRequestBodySize: MAX_REQUEST_BYTES },
)

async function renderApp(request) {
  try {
    return await app.fetch(request)
  } catch (error) {
    log.error({ err: error }, 'render-failed')
    return new Response('Internal Server Error', {
      status: 500,
      headers: { ...baseHeaders, 'content-type': 'text/plain; charset=utf-8' },
    })
  }
}

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|x-ndjson|xml)|image\/svg\+xml)/

/**
 * Responses that are not cached (admin pages, 404s, server functions) are
 * gzipped as a stream: zlib works in Node's thread pool, not on the event loop.
 */
function compressStream(request, response) {
  if (
    !response.body ||
    response.status === 204 ||
    response.headers.has('content-encoding') ||
    !COMPRESSIBLE.test(response.headers.get('content-type') ?? '') ||
    !/\bgzip\b/.test(request.headers.get('accept-encoding') ?? '')
  ) {
    return response
  }
  const headers = new Headers(response.headers)
  headers.set('content-encoding', 'gzip')
  headers.append('vary', 'Accept-Encoding')
  headers.delete('content-length')
  return new Response(response.body.pipeThrough(new CompressionStream('gzip')), {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}

/** Renders in progress, by cache key: later requests for the same page wait for the same render. */
const filling = new Map()

/**
 * A public page is rendered, compressed once (br, gzip) and, when the app marks
 * it `s-maxage`, kept for everyone. With PAGE_CACHE=off nothing is kept or shared.
 */
async function renderPage(request) {
  // The raw path and query, as the Node handler looks it up (req.url).
  const key = request.url.slice(request.url.indexOf('/', request.url.indexOf('//') + 2))
  const pending = pageCacheEnabled ? filling.get(key) : undefined
  if (pending) {
    const page = await pending
    return page
      ? pageResponse(page, request, 'HIT')
      : renderApp(request).then((response) => compressStream(request, response))
  }
  const fill = Promise.withResolvers()
  if (pageCacheEnabled) filling.set(key, fill.promise)
  try {
    const generation = cacheGeneration()
    const response = await renderApp(request)
    const maxAge = sharedMaxAge(response.headers.get('cache-control'))
    const isHtml = (response.headers.get('content-type') ?? '').startsWith('text/html')
    // The database is away (the app answered 503 with Retry-After): the page's last good
    // render, if this instance has one, rather than an error (stale-if-error).
    const lastGood = response.status === 503 && pageCacheEnabled ? getLastGoodPage(key) : undefined
    if (lastGood) {
      void response.body?.cancel()
      fill.resolve(undefined)
      log.warn({ path: key }, 'page-served-stale')
      return pageResponse(lastGood, request, 'STALE')
    }
    if (response.status !== 200 || maxAge === 0 || !isHtml || response.headers.has('set-cookie')) {
      fill.resolve(undefined)
      return compressStream(request, response)
    }
    const identity = new Uint8Array(await response.arrayBuffer())
    // Served from the cache from now on: the stored headers say so.
    const headers = [...[...response.headers].flat(), 'x-cache', 'HIT']
    const page = {
      ...(await compressOnce(identity, headers)),
      expiresAt: Date.now() + maxAge * 1000,
    }
    if (pageCacheEnabled) putCachedPage(key, page, generation)
    fill.resolve(page)
    return pageResponse(page, request, 'MISS')
  } catch (error) {
    fill.resolve(undefined)
    throw error
  } finally {
    if (pageCacheEnabled) filling.delete(key)
  }
}

function pageResponse(page, request, cacheStatus) {
  const {
    status,
    headers: list,
    variant,
  } = selectRepresentation(page, {
    acceptEncoding: request.headers.get('accept-encoding') ?? undefined,
    ifNoneMatch: request.headers.get('if-none-match') ?? undefined,
  })
  const headers = new Headers()
  for (let index = 0; index < list.length; index += 2) headers.append(list[index], list[index + 1])
  headers.set('x-cache', cacheStatus)
  // A last good render served while the database is away is for this answer only.
  if (cacheStatus === 'STALE') headers.set('cache-control', 'no-cache')
  return new Response(status === 304 ? null : variant.body, { status, headers })
}
