/**
 * The security headers of every response. Plain TypeScript with no imports, so
 * the production server (scripts/start.mjs) applies the same set to static files.
 *
 * Inline scripts are allowed by their SHA-256 hashes, not by a per-response
 * nonce: a page is then byte-identical for every visitor, so it can be
 * compressed once and kept by any shared cache (docs/decisions).
 */
export interface SecurityHeaderOptions {
  production: boolean
  /** `'sha256-…'` sources for the page's inline scripts; omitted for responses that are not HTML pages. */
  scriptHashes?: string[]
  /** Extra origins images may load from beyond https (the backend's storage, http in development). */
  imageOrigins?: string[]
  /** The request path: decides who may frame the page (see `frameAncestorsFor`). */
  pathname?: string
  /** Origins allowed to frame the embeddable page (EMBED_ALLOWED_ORIGINS). */
  embedAllowedOrigins?: string[]
}

/** The one page made to sit in an iframe on other sites. */
export const EMBEDDABLE_PATH = '/membership-embed'

/**
 * The `frame-ancestors` sources for a path: the embeddable page may be framed by
 * exactly the configured origins; every other page, and the embeddable one while
 * no origin is configured, by nobody.
 */
export function frameAncestorsFor(pathname: string | undefined, embedAllowedOrigins: readonly string[] = []): string {
  const path = pathname && pathname !== '/' ? pathname.replace(/\/+$/, '') : pathname
  if (path === EMBEDDABLE_PATH && embedAllowedOrigins.length > 0) return embedAllowedOrigins.join(' ')
  return "'none'"
}

export function contentSecurityPolicy(scriptHashes: string[], imageOrigins: string[] = [], frameAncestors = "'none'"): string {
  return [
    "default-src 'self'",
    // No 'unsafe-inline' for scripts: each inline script of the page is listed by its hash.
    ["script-src 'self'", ...scriptHashes].join(' '),
    // Radix and React set style attributes (positions, accordion heights).
    "style-src 'self' 'unsafe-inline'",
    // Staff may give an image by its URL on any https site (an expert's portrait, a cover).
    `img-src 'self' data: blob: https: ${imageOrigins.join(' ')}`.trim(),
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ')
}

export function securityHeaders({
  scriptHashes,
  production,
  imageOrigins = [],
  pathname,
  embedAllowedOrigins = [],
}: SecurityHeaderOptions): Record<string, string> {
  const frameAncestors = frameAncestorsFor(pathname, embedAllowedOrigins)
  const headers: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'cross-origin-opener-policy': 'same-origin',
  }
  // X-Frame-Options cannot name origins: it guards only the pages nobody may frame.
  if (frameAncestors === "'none'") headers['x-frame-options'] = 'DENY'
  if (production) {
    headers['strict-transport-security'] = 'max-age=63072000; includeSubDomains'
    // Vite's dev server injects inline scripts of its own, so the full CSP is for production builds.
    headers['content-security-policy'] = scriptHashes
      ? contentSecurityPolicy(scriptHashes, imageOrigins, frameAncestors)
      : `default-src 'self'; frame-ancestors ${frameAncestors}`
  } else {
    headers['content-security-policy'] = `frame-ancestors ${frameAncestors}`
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
