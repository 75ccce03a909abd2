/**
 * Serves the MSW handlers over real HTTP on loopback, so the running app (dev
 * and production) talks to the mock exactly as it would to a Supabase project,
 * and the browser can load the mock's public storage URLs.
 */
import { getResponse } from 'msw'
import { serve } from 'srvx/node'
import { handlers } from './handlers.ts'
import { setRestUpstream } from './upstream.ts'

export interface MockBackend {
  url: string
  close(): Promise<void>
}

/** `restUpstream`: a PostgREST to forward /rest/v1 to (see upstream.ts); the in-memory tables otherwise. */
export async function startMockBackend(port: number, restUpstream?: string): Promise<MockBackend> {
  setRestUpstream(restUpstream)
  const server = serve({
    port,
    hostname: '127.0.0.1',
    silent: true,
    // Whoever started the mock closes it (the production server does so at the end of its own drain).
    gracefulShutdown: false,
    fetch: async (request) => {
      const response = await getResponse(handlers, request)
      return (
        response ??
        Response.json({ message: `No mock for ${request.method} ${new URL(request.url).pathname}` }, { status: 404 })
      )
    },
  })
  await server.ready()
  const url = `http://127.0.0.1:${port}`
  console.log(`[mock-backend] Supabase mock listening on ${url}${restUpstream ? `, data API forwarded to ${restUpstream}` : ''}`)
  return { url, close: () => server.close(true) }
}
