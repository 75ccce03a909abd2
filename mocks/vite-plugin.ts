import type { Plugin } from 'vite'
import { loadAppConfig } from '../app.config.ts'

/**
 * During `vite dev`, validates the app configuration and, when no Supabase
 * project is configured, starts the mock backend beside the dev server.
 */
export function mockBackendDuringDev(): Plugin {
  return {
    name: 'mock-backend-during-dev',
    apply: 'serve',
    async configureServer(server) {
      const config = loadAppConfig(process.env)
      console.log(`[backend] ${config.backend.kind === 'mock' ? `mock (MSW) at ${config.backend.url}` : `Supabase project at ${config.backend.url}`}`)
      if (config.backend.kind !== 'mock') return
      const { startMockBackend } = await import('./http-server.ts')
      const mock = await startMockBackend(config.backend.port, config.backend.restUpstream)
      server.httpServer?.once('close', () => void mock.close())
    },
  }
}
