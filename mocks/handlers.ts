import type { RequestHandler } from 'msw'

/** MSW handlers that answer Supabase's HTTP API. Filled in by the backend work. */
export const handlers: RequestHandler[] = []
