// Production server: `npm run build`, then `npm start`.
// Validates the configuration, starts the mock backend when no Supabase
// project is configured, then serves dist/ under Node with srvx:
//   - static files with long-lived caching for fingerprinted assets;
//   - rendered public pages from a shared in-memory cache that honours the
//     app's `s-maxage`, re-stamped with a fresh CSP nonce on every response;
//   - gzip for text responses; request bodies capped at 10 MB.
import { randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import { gzipSync } from 'node:zlib'
import { fileURLToPath } from 'node:url'
import { toNodeHandler } from 'srvx/node'
import { staticMiddleware } from 'srvx/static'
import { loadAppConfig } from '../app.config.ts'
import { getCachedPage, putCachedPage, sharedMaxAge } from '../app/server/page-cache.ts'
import { createNonce, securityHeaders } from '../app/server/security-headers.ts'

process.env.NODE_ENV ??= 'production'

let config
try {
  config = loadAppConfig(process.env)
} catch (error) {
  console.error(`Configuration error: ${error instanceof Error ? error.message : error}`)
  process.exit(1)
}

if (config.backend.kind === 'mock') {
  const { startMockBackend } = await import('../mocks/http-server.ts')
  await startMockBackend(config.backend.port, config.backend.restUpstream)
}
console.log(
  `[backend] ${config.backend.kind === 'mock' ? `mock (MSW) at ${config.backend.url}` : `Supabase project at ${config.backend.url}`}`,
)

const { default: app } = await import('../dist/server/server.js')
const port = Number(process.env.PORT || 3000)
const serveStatic = staticMiddleware({ dir: fileURLToPath(new URL('../dist/client', import.meta.url)) })
const staticHeaders = securityHeaders({ production: true })
const MAX_REQUEST_BYTES = 10 * 1024 * 1024
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|x-ndjson|xml)|image\/svg\+xml)/

/** Refuses a declared body over 10 MB at once; srvx's maxRequestBodySize stops chunked ones. */
function limitBodySize(request, next) {
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > MAX_REQUEST_BYTES) {
    return Response.json({ error: 'Request body too large: the limit is 10 MB.' }, { status: 413, headers: staticHeaders })
  }
  return next()
}

/** Files from dist/client: fingerprinted assets are immutable, the rest revalidate. */
async function staticFiles(request, next) {
  const { pathname } = new URL(request.url)
  // Pages have no file extension; skip the file-system lookups for them.
  if (!/\.[a-z0-9]+$/i.test(pathname)) return next()
  const response = await serveStatic(request, async () => undefined)
  if (!response) return next()
  response.headers.set(
    'cache-control',
    pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600, must-revalidate',
  )
  for (const [name, value] of Object.entries(staticHeaders)) response.headers.set(name, value)
  return response
}

function nonceOf(headers) {
  return /'nonce-([^']+)'/.exec(headers.get('content-security-policy') ?? '')?.[1] ?? null
}

/**
 * Serves public pages from the page cache. Only anonymous GETs are cached or
 * answered from it, and never a response that sets a cookie.
 */
async function cachedPages(request, next) {
  if (request.method !== 'GET' || request.headers.has('cookie')) return next()
  const url = new URL(request.url)
  const key = url.pathname + url.search
  const cached = getCachedPage(key)
  if (cached) {
    const nonce = createNonce()
    const headers = new Headers(cached.headers)
    let body = cached.body
    if (cached.nonce) {
      body = body.replaceAll(`nonce="${cached.nonce}"`, `nonce="${nonce}"`)
      headers.set('content-security-policy', headers.get('content-security-policy').replace(`'nonce-${cached.nonce}'`, `'nonce-${nonce}'`))
    }
    headers.set('x-cache', 'HIT')
    return new Response(body, { status: cached.status, headers })
  }
  const response = await next()
  const maxAge = sharedMaxAge(response.headers.get('cache-control'))
  const isHtml = (response.headers.get('content-type') ?? '').startsWith('text/html')
  if (response.status !== 200 || maxAge === 0 || !isHtml || response.headers.has('set-cookie')) return response
  const body = await response.text()
  const headers = [...response.headers].filter(([name]) => name !== 'content-length')
  putCachedPage(key, { body, status: 200, headers, nonce: nonceOf(response.headers), expiresAt: Date.now() + maxAge * 1000 })
  const fresh = new Headers(headers)
  fresh.set('x-cache', 'MISS')
  return new Response(body, { status: 200, headers: fresh })
}

/** gzip for text responses when the client accepts it (static files compress themselves). */
async function compress(request, next) {
  const response = await next()
  const type = response.headers.get('content-type') ?? ''
  if (
    !response.body ||
    response.headers.has('content-encoding') ||
    !COMPRESSIBLE.test(type) ||
    !/\bgzip\b/.test(request.headers.get('accept-encoding') ?? '')
  ) {
    return response
  }
  const bytes = new Uint8Array(await response.arrayBuffer())
  if (bytes.byteLength < 1024) return new Response(bytes, response)
  const headers = new Headers(response.headers)
  headers.set('content-encoding', 'gzip')
  headers.append('vary', 'Accept-Encoding')
  headers.delete('content-length')
  return new Response(gzipSync(bytes, { level: 6 }), { status: response.status, statusText: response.statusText, headers })
}

/** The middleware in order, then the app. */
const middleware = [limitBodySize, staticFiles, compress, cachedPages]
function handle(request, index = 0) {
  if (index === middleware.length) return app.fetch(request)
  return middleware[index](request, () => handle(request, index + 1))
}
const handleWithSrvx = toNodeHandler(handle, { maxRequestBodySize: MAX_REQUEST_BYTES })

/**
 * A cached page split around its nonce, as bytes: answering it is a copy, not
 * a re-encode. Kept per cache entry, so a purge drops it too.
 */
const prepared = new WeakMap()
function prepare(page) {
  let entry = prepared.get(page)
  if (!entry) {
    const headers = Object.fromEntries(page.headers.filter(([name]) => name !== 'content-security-policy'))
    const csp = page.headers.find(([name]) => name === 'content-security-policy')?.[1] ?? ''
    entry = page.nonce
      ? { headers: Object.entries(headers).flat(), body: page.body.split(`nonce="${page.nonce}"`).map((part) => Buffer.from(part)), csp: csp.split(`'nonce-${page.nonce}'`) }
      : { headers: Object.entries(headers).flat(), body: [Buffer.from(page.body)], csp: [csp] }
    prepared.set(page, entry)
  }
  return entry
}

/**
 * The fast path: an anonymous GET of a cached page, from a client that does not
 * ask for compression, is written straight to the socket with a fresh nonce.
 * Everything else goes through the middleware above.
 */
function fastCachedPage(req, res) {
  if (req.method !== 'GET' || req.headers.cookie || /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) return false
  const page = getCachedPage(req.url)
  if (!page) return false
  const { headers, body, csp } = prepare(page)
  const nonce = randomBytes(16).toString('base64')
  const stamp = Buffer.from(`nonce="${nonce}"`)
  const length = body.reduce((total, part) => total + part.length, stamp.length * (body.length - 1))
  res.writeHead(page.status, [
    ...headers,
    'content-security-policy', csp.join(`'nonce-${nonce}'`),
    'content-length', String(length),
    'x-cache', 'HIT',
  ])
  // Write the parts as they are (no concatenated copy); cork sends them in one go.
  res.cork()
  body.forEach((part, index) => {
    if (index > 0) res.write(stamp)
    res.write(part)
  })
  res.end()
  return true
}

const server = createServer((req, res) => {
  if (!fastCachedPage(req, res)) handleWithSrvx(req, res)
})
await new Promise((resolve) => server.listen(port, process.env.HOST || '0.0.0.0', resolve))
console.log(`[server] ${config.site.name} listening on http://localhost:${port}`)

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0))
    server.closeAllConnections()
  })
}
