// Production server: `npm run build`, then `npm start`.
// Validates the configuration, starts the mock backend when no Supabase
// project is configured, then serves dist/ under Node with srvx.
import { fileURLToPath } from 'node:url'
import { serve } from 'srvx/node'
import { staticMiddleware } from 'srvx/static'
import { loadAppConfig } from '../app.config.ts'

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
const server = serve({
  port,
  hostname: process.env.HOST || '0.0.0.0',
  silent: true,
  middleware: [staticMiddleware({ dir: fileURLToPath(new URL('../dist/client', import.meta.url)) })],
  fetch: (request) => app.fetch(request),
})
await server.ready()
console.log(`[server] ${config.site.name} listening on http://localhost:${port}`)

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close().finally(() => process.exit(0))
  })
}
