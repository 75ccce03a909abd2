/**
 * Upload routes of the admin area (`/admin/uploads/<kind>`): a plain HTTP endpoint rather than
 * a server function, so the admin's browser can send the file with XMLHttpRequest and show
 * the bytes sent as they go (a server-function call is a fetch, which reports no upload
 * progress). It checks what a server function's middleware would: the same-origin CSRF rule
 * (the route's middleware), an admin session (401/403 with the same messages), then the size,
 * and answers JSON: what `store` returns, or `{ error }` with the status of the failure.
 */
import { createCsrfMiddleware } from '@tanstack/react-start'
import { hasStaffRights } from '~/lib/auth'
import { resolveAuthState } from './auth.server'
import { forbidden, HttpError, unauthenticated } from './errors'
import { logLine } from './log'
import { cacheControl } from './cache-policy'
import { createSupabaseServerClient, type SupabaseServerClient } from './supabase.server'

/** What a multipart body adds around the file (boundaries, part headers); generous. */
const ENVELOPE_BYTES = 64 * 1024

export interface AdminUploadOptions<T> {
  /** The largest file accepted, and the 413 message naming it. */
  maxBytes: number
  tooLarge: string
  /** The 400 message when the body holds no file under `file`. */
  missing: string
  /** Stores the file (with the admin's own client, so storage policies apply) and says what to answer. */
  store: (supabase: SupabaseServerClient, file: File) => Promise<T>
}

function answer(status: number, body: unknown): Response {
  return Response.json(body, { status, headers: { 'cache-control': cacheControl.private } })
}

/** The route's `server` option: CSRF middleware, POST to upload, anything else 405. */
export function adminUploadRoute<T>(options: AdminUploadOptions<T>) {
  return {
    middleware: [createCsrfMiddleware()],
    handlers: {
      POST: ({ request }: { request: Request }) => handleUpload(request, options),
      ANY: () => new Response(JSON.stringify({ error: 'Use POST to upload a file.' }), { status: 405, headers: { allow: 'POST', 'content-type': 'application/json' } }),
    },
  }
}

async function handleUpload<T>(request: Request, options: AdminUploadOptions<T>): Promise<Response> {
  try {
    const supabase = createSupabaseServerClient()
    const auth = await resolveAuthState(supabase)
    if (!auth.user) throw unauthenticated()
    if (!hasStaffRights(auth)) throw forbidden()
    // A body declared too large is refused before it is read.
    if (Number(request.headers.get('content-length') ?? 0) > options.maxBytes + ENVELOPE_BYTES) {
      throw new HttpError(413, options.tooLarge)
    }
    const form = await request.formData().catch(() => null)
    const file = form?.get('file')
    if (!(file instanceof File)) throw new HttpError(400, options.missing)
    if (file.size > options.maxBytes) throw new HttpError(413, options.tooLarge)
    return answer(200, await options.store(supabase, file))
  } catch (error) {
    if (error instanceof HttpError) return answer(error.status, { error: error.message })
    logLine('error', 'admin-upload-failed', { message: error instanceof Error ? error.message : String(error) })
    return answer(500, { error: 'An unexpected error occurred.' })
  }
}
