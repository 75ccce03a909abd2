/** Every backend call gives up after this long, so a hung backend never hangs a page. */
export const BACKEND_TIMEOUT_MS = 5_000

/** A fetch that gives up after `timeoutMs`. */
export function createFetchWithTimeout(timeoutMs: number): typeof fetch {
  return (input, init) => {
    const timeout = AbortSignal.timeout(timeoutMs)
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout
    return fetch(input, { ...init, signal })
  }
}

/**
 * Options shared by every Supabase client of the server: a timeout on each call,
 * and no automatic retries (supabase-js retries failed reads with backoff for
 * several seconds, which would multiply the timeout).
 */
export function backendClientOptions(timeoutMs = BACKEND_TIMEOUT_MS) {
  return { db: { retry: false }, global: { fetch: createFetchWithTimeout(timeoutMs) } }
}
