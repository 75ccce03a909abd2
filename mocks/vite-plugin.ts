import type { Plugin } from 'vite'
import { describeDatabaseUrl, loadAppConfig } from '../app.config.ts'

/**
 * During `vite dev`, validates the app configuration and, when no Supabase project is
 * configured, starts the built-in backend beside the dev server. When it cannot start, the
 * dev server stops with the reason: the site never runs on a different backend than the one
 * it says.
 */
export function mockBackendDuringDev(): Plugin {
  return {
    name: 'mock-backend-during-dev',
    apply: 'serve',
    async configureServer(server) {
      const config = loadAppConfig(process.env)
      console.log(`[backend] ${config.backend.kind === 'mock' ? `built-in (Supabase mock) at ${config.backend.url}` : `Supabase project at ${config.backend.url}`}`)
      console.log(
        config.database
          ? `[backend] limits counted in Postgres as ${describeDatabaseUrl(config.database.url)} (${config.database.source})`
          : '[backend] no DATABASE_URL: limits counted in this process alone',
      )
      if (config.backend.kind !== 'mock') return
      const { startMockBackend } = await import('./start-backend.ts')
      // The dev server renders in this process: the test clock (app/server/clock.ts) follows the mock's.
      const { allowTestClock, setTestClockOffset } = await import('../app/server/clock.ts')
      allowTestClock()
      // Started beside Vite rather than before it: requests wait for it, Vite does not.
      const backend = startMockBackend({
        port: config.backend.port,
        databasePort: config.backend.databasePort,
        databaseUrl: config.backend.databaseUrl,
        onClock: setTestClockOffset,
      }).catch((error: unknown) => {
        console.error(`\n${error instanceof Error ? error.message : String(error)}\n`)
        process.exit(1)
      })
      server.middlewares.use((_request, _response, next) => void backend.then(() => next()))
      server.httpServer?.once('close', () => void backend.then((mock) => mock.close()))
    },
  }
}
