// Production server: `npm run build`, then `npm start`.
// Validates the configuration (production refuses to start without a backend
// chosen on purpose, or with a real backend and no https SITE_URL), starts the
// mock backend when BACKEND=mock, then serves dist/ under Node. Every request
// takes the same path, whatever it asks for:
//   1. /healthz and /readyz (never touch the backend);
//   2. build files from memory, in the encoding the client accepts (br, gzip,
//      made at build time), with strong ETags and 304s;
//   3. anonymous GETs of public pages from the page cache: the same bytes for
//      every visitor, compressed once when the entry was filled;
//   4. everything else through srvx to the app; a cacheable page fills the cache.
// One JSON log line per request (pino) with the request id also sent as
// X-Request-Id. SIGTERM/SIGINT drain in-flight requests (scripts/server/lifecycle.ts).
import { randomUUID } from 'node:crypto'
import { createServer } from 'node:http'
import { fileURLToPath } from 'node:url'
import { toNodeHandler } from 'srvx/node'
import { loadAppConfig } from '../app.config.ts'
import { flushLogs, logger, withRequestId } from '../app/server/log.ts'
import { cacheGeneration, getCachedPage, putCachedPage, sharedMaxAge } from '../app/server/page-cache.ts'
import { securityHeaders } from '../app/server/security-headers.ts'
import { createLifecycle } from './server/lifecycle.ts'
import { compressOnce, representationHeaders, selectRepresentation } from './server/representation.ts'
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
/** Page caching can be switched off to measure the cost of a render (`npm run bench` does). */
const pageCacheEnabled = process.env.PAGE_CACHE !== 'off'
/** Request lines can be switched off to measure their cost (`npm run bench` does). */
const logRequests = process.env.LOG_REQUESTS !== 'off'
const baseHeaders = securityHeaders({ pathname: '/', production: true })
const baseHeaderList = Object.entries(baseHeaders).flat()

let app
let staticFiles = new Map()
let mockBackend

const server = createServer(handleRequest)
const lifecycle = createLifecycle({
  server,
  timeoutMs: config.shutdownTimeoutMs,
  log,
  exit: async (code) => {
    await mockBackend?.close().catch(() => {})
    await flushLogs()
    process.exit(code)
  },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => lifecycle.shutdown(signal))

// Listen first, so liveness answers (and readiness says "starting") while the app loads.
await new Promise((resolve) => server.listen(port, process.env.HOST || '0.0.0.0', resolve))

if (config.backend.kind === 'mock') {
  const { startMockBackend } = await import('../mocks/http-server.ts')
  mockBackend = await startMockBackend(config.backend.port)
}
log.info(
  { backend: config.backend.kind, url: config.backend.url },
  config.backend.kind === 'mock' ? 'backend: the built-in mock (BACKEND=mock), demo data in memory' : 'backend: Supabase project',
)
;({ default: app } = await import('../dist/server/server.js'))
staticFiles = await loadStaticFiles(fileURLToPath(new URL('../dist/client', import.meta.url)), baseHeaders)
lifecycle.ready()
log.info({ port, site: config.site.url }, `${config.site.name} listening on http://localhost:${port}`)

/** The Node request handler: the one path every request takes. */
function handleRequest(req, res) {
  const requestId = randomUUID()
  const startedAt = performance.now()
  const queryAt = req.url.indexOf('?')
  const path = queryAt === -1 ? req.url : req.url.slice(0, queryAt)
  res.setHeader('x-request-id', requestId)
  lifecycle.track(req, res, { method: req.method, path, requestId, startedAt })
  if (logRequests) {
    res.once('close', () => {
      const line = { requestId, method: req.method, path, status: res.statusCode, durationMs: Math.round((performance.now() - startedAt) * 10) / 10 }
      if (!res.writableFinished) line.aborted = true
      // A 503 from /readyz while starting or draining is the answer asked for, not a server error.
      if (res.statusCode >= 500 && path !== '/readyz') log.error(line, 'request')
      else log.info(line, 'request')
    })
  }

  if (path === '/healthz') return sendText(res, 200, 'ok')
  if (path === '/readyz') return lifecycle.state === 'serving' ? sendText(res, 200, 'ready') : sendText(res, 503, lifecycle.state)
  if (lifecycle.state === 'starting') return sendText(res, 503, 'starting', ['retry-after', '1'])

  const isGet = req.method === 'GET'
  if (isGet || req.method === 'HEAD') {
    const file = staticFiles.get(path)
    if (file) return sendRepresentation(req, res, file, file.headers)
  }
  if (isGet && pageCacheEnabled && !req.headers.cookie) {
    const page = getCachedPage(req.url)
    if (page) return sendRepresentation(req, res, page, page.headers, 'HIT')
  }
  withRequestId(requestId, () => handleWithSrvx(req, res))
}

function sendText(res, status, text, extraHeaders = []) {
  res.writeHead(status, [...baseHeaderList, 'content-type', 'text/plain; charset=utf-8', 'cache-control', 'no-store', ...extraHeaders])
  res.end(text)
}

function requestPreferences(headers) {
  return { acceptEncoding: headers['accept-encoding'], ifNoneMatch: headers['if-none-match'] }
}

function sendRepresentation(req, res, resource, headers, cacheStatus) {
  const selected = selectRepresentation(resource, requestPreferences(req.headers))
  const list = representationHeaders(selected, headers)
  if (cacheStatus) list.push('x-cache', cacheStatus)
  res.writeHead(selected.status, list)
  res.end(selected.status === 304 || req.method === 'HEAD' ? undefined : selected.body)
}

/** The app, behind srvx; an anonymous GET of a cacheable page is rendered once for all who ask meanwhile. */
const handleWithSrvx = toNodeHandler(
  (request) => {
    const declared = Number(request.headers.get('content-length') ?? 0)
    if (declared > MAX_REQUEST_BYTES) {
      return Response.json({ error: 'Request body too large: the limit is 10 MB.' }, { status: 413, headers: baseHeaders })
    }
    if (request.method === 'GET' && pageCacheEnabled && !request.headers.has('cookie')) return renderIntoCache(request)
    return renderApp(request)
  },
  { maxRequestBodySize: MAX_REQUEST_BYTES },
)

async function renderApp(request) {
  try {
    return await app.fetch(request)
  } catch (error) {
    log.error({ err: error }, 'render-failed')
    return new Response('Internal Server Error', { status: 500, headers: { ...baseHeaders, 'content-type': 'text/plain; charset=utf-8' } })
  }
}

/** Renders in progress, by cache key: later requests for the same page wait for the same render. */
const filling = new Map()

async function renderIntoCache(request) {
  // The raw path and query, as the Node handler looks it up (req.url).
  const key = request.url.slice(request.url.indexOf('/', request.url.indexOf('//') + 2))
  const pending = filling.get(key)
  if (pending) {
    const page = await pending
    return page ? pageResponse(page, request, 'HIT') : renderApp(request)
  }
  const fill = Promise.withResolvers()
  filling.set(key, fill.promise)
  try {
    const generation = cacheGeneration()
    const response = await renderApp(request)
    const maxAge = sharedMaxAge(response.headers.get('cache-control'))
    const isHtml = (response.headers.get('content-type') ?? '').startsWith('text/html')
    if (response.status !== 200 || maxAge === 0 || !isHtml || response.headers.has('set-cookie')) {
      fill.resolve(undefined)
      return response
    }
    const identity = new Uint8Array(await response.arrayBuffer())
    const headers = [...response.headers].filter(([name]) => !['content-length', 'content-encoding', 'etag'].includes(name)).flat()
    const page = { status: 200, headers, ...(await compressOnce(identity)), expiresAt: Date.now() + maxAge * 1000 }
    putCachedPage(key, page, generation)
    fill.resolve(page)
    return pageResponse(page, request, 'MISS')
  } catch (error) {
    fill.resolve(undefined)
    throw error
  } finally {
    filling.delete(key)
  }
}

function pageResponse(page, request, cacheStatus) {
  const selected = selectRepresentation(page, {
    acceptEncoding: request.headers.get('accept-encoding') ?? undefined,
    ifNoneMatch: request.headers.get('if-none-match') ?? undefined,
  })
  const list = representationHeaders(selected, page.headers)
  list.push('x-cache', cacheStatus)
  const headers = new Headers()
  for (let index = 0; index < list.length; index += 2) headers.append(list[index], list[index + 1])
  return new Response(selected.status === 304 ? null : selected.body, { status: selected.status, headers })
}
