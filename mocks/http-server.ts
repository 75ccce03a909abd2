/**
 * Serves the MSW handlers over real HTTP on loopback, so the running app (dev
 * and production) talks to the mock exactly as it would to a Supabase project,
 * and the browser can load the mock's public storage URLs.
 */
import { randomBytes } from 'node:crypto'
import { getResponse } from 'msw'
import { serve } from 'srvx/node'
import { handlers } from './handlers.ts'
import { controlHandlers, MOCK_CONTROL_TOKEN_HEADER } from './handlers/control.ts'
import { setRestUpstream } from './upstream.ts'

export interface MockBackend {
  url: string
  close(): Promise<void>
}

/**
 * The token of this run's test controls: MOCK_CONTROL_TOKEN when the test
 * harness hands one over (playwright.config.ts does), otherwise a random one.
 */
function controlToken(): { token: string; generated: boolean } {
  const given = process.env.MOCK_CONTROL_TOKEN?.trim()
  if (given) {
    if (given.length < 16) throw new Error('MOCK_CONTROL_TOKEN must be at least 16 characters long')
    return { token: given, generated: false }
  }
  return { token: randomBytes(24).toString('base64url'), generated: true }
}

/** `restUpstream`: a PostgREST to forward /rest/v1 to (see upstream.ts); the in-memory tables otherwise. */
export async function startMockBackend(port: number, restUpstream?: string): Promise<MockBackend> {
  setRestUpstream(restUpstream)
  const { token, generated } = controlToken()
  const allHandlers = [...controlHandlers(token), ...handlers]
  const server = serve({
    port,
    hostname: '127.0.0.1',
    silent: true,
    // Whoever started the mock closes it (the production server does so at the end of its own drain).
    gracefulShutdown: false,
    fetch: async (request) => {
      const response = await getResponse(allHandlers, request)
      return (
        response ??
        Response.json({ message: `No mock for ${request.method} ${new URL(request.url).pathname}` }, { status: 404 })
      )
    },
  })
  await server.ready()
  const url = `http://127.0.0.1:${port}`
  console.log(`[mock-backend] Supabase mock listening on ${url}${restUpstream ? `, data API forwarded to ${restUpstream}` : ''}`)
  // A token the harness handed over is not printed; a generated one is, so a developer can use the controls.
  if (generated) console.log(`[mock-backend] test controls (${url}/__mock/...) need the header ${MOCK_CONTROL_TOKEN_HEADER}: ${token}`)
  return { url, close: () => server.close(true) }
}
