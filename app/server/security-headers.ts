/**
 * The security headers of every response. Plain TypeScript with no imports, so
 * the production server (scripts/start.mjs) applies the same set to static files.
 *
 * Inline scripts are allowed by their SHA-256 hashes, not by a per-response
 * nonce: a page is then byte-identical for every visitor, so it can be
 * compressed once and kept by any shared cache (docs/decisions).
 */
export interface SecurityHeaderOptions {
  /** The request's path: the place for per-path exceptions (for example who may frame a page). */
  pathname: string
  production: boolean
  /** `'sha256-…'` sources for the page's inline scripts; omitted for responses that are not HTML pages. */
  scriptHashes?: string[]
  /** Extra origins images may load from (the backend's public storage). */
  imageOrigins?: string[]
}

/** Who may embed the page in a frame, as a CSP source list. */
function frameAncestors(_pathname: string): string {
  return "'none'"
}

export function contentSecurityPolicy({ pathname, scriptHashes = [], imageOrigins = [] }: Omit<SecurityHeaderOptions, 'production'>): string {
  return [
    "default-src 'self'",
    // No 'unsafe-inline' for scripts: each inline script of the page is listed by its hash.
    ["script-src 'self'", ...scriptHashes].join(' '),
    // Radix and React set style attributes (positions, accordion heights).
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${imageOrigins.join(' ')}`.trim(),
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors(pathname)}`,
  ].join('; ')
}

export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  const { pathname, production, scriptHashes } = options
  const headers: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'cross-origin-opener-policy': 'same-origin',
  }
  if (frameAncestors(pathname) === "'none'") headers['x-frame-options'] = 'DENY'
  if (production) {
    headers['strict-transport-security'] = 'max-age=63072000; includeSubDomains'
    // Vite's dev server injects inline scripts of its own, so the CSP is for production builds.
    headers['content-security-policy'] = scriptHashes
      ? contentSecurityPolicy(options)
      : `default-src 'self'; frame-ancestors ${frameAncestors(pathname)}`
  }
  return headers
}

const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript'])

/**
 * The CSP hash sources of an HTML document's inline scripts (those without
 * `src` and of an executable type; JSON-LD and other data blocks need none).
 * The HTML is the app's own server-rendered output, in which a script's text
 * never contains `</script>`.
 */
export async function inlineScriptHashes(html: string): Promise<string[]> {
  const hashes = new Set<string>()
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? ''
    const text = match[2] ?? ''
    if (/\ssrc\s*=/i.test(attributes) || text === '') continue
    const type = /\stype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.trim().toLowerCase() ?? ''
    if (!EXECUTABLE_TYPES.has(type)) continue
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))
    hashes.add(`'sha256-${btoa(String.fromCharCode(...digest))}'`)
  }
  return [...hashes]
}
