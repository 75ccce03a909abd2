// Production server: `npm run build`, then `npm start`.
// Validates the configuration, starts the mock backend when no Supabase
// project is configured, then serves dist/ under Node with srvx.
import { fileURLToPath } from 'node:url'
import { serve } from 'srvx/node'
import { staticMiddleware } from 'srvx/static'
import { loadAppConfig } from '../app.config.ts'
import { securityHeaders } from '../app/server/security-headers.ts'

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
  await startMockBackend(config.backend.port)
}
console.log(
  `[backend] ${config.backend.kind === 'mock' ? `mock (MSW) at ${config.backend.url}` : `Supabase project at ${config.backend.url}`}`,
)

const { default: app } = await import('../dist/server/server.js')
const port = Number(process.env.PORT || 3000)
const serveStatic = staticMiddleware({ dir: fileURLToPath(new URL('../dist/client', import.meta.url)) })
const staticHeaders = securityHeaders({ production: true })
const MAX_REQUEST_BYTES = 10 * 1024 * 1024

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
  const response = await serveStatic(request, async () => undefined)
  if (!response) return next()
  const { pathname } = new URL(request.url)
  response.headers.set(
    'cache-control',
    pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600, must-revalidate',
  )
  for (const [name, value] of Object.entries(staticHeaders)) response.headers.set(name, value)
  return response
}

const server = serve({
  port,
  hostname: process.env.HOST || '0.0.0.0',
  silent: true,
  maxRequestBodySize: MAX_REQUEST_BYTES,
  middleware: [limitBodySize, staticFiles],
  fetch: (request) => app.fetch(request),
})
await server.ready()
console.log(`[server] ${config.site.name} listening on http://localhost:${port}`)

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close().finally(() => process.exit(0))
  })
}
