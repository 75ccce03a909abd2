/**
 * The security headers of every response. Plain TypeScript with no imports, so
 * the production server (scripts/start.mjs) applies the same set to static files.
 */
export interface SecurityHeaderOptions {
  /** Per-response nonce for the page's inline scripts; omitted for non-HTML responses. */
  nonce?: string
  production: boolean
  /** Extra origins images may load from (the backend's public storage). */
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

export function contentSecurityPolicy(nonce: string, imageOrigins: string[] = [], frameAncestors = "'none'"): string {
  return [
    "default-src 'self'",
    // No 'unsafe-inline' for scripts: the framework's inline scripts carry the nonce.
    `script-src 'self' 'nonce-${nonce}'`,
    // Radix and React set style attributes (positions, accordion heights).
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${imageOrigins.join(' ')}`.trim(),
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ')
}

export function securityHeaders({
  nonce,
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
    // Vite's dev server injects inline scripts without a nonce, so the full CSP is for production builds.
    headers['content-security-policy'] = nonce
      ? contentSecurityPolicy(nonce, imageOrigins, frameAncestors)
      : `default-src 'self'; frame-ancestors ${frameAncestors}`
  } else {
    headers['content-security-policy'] = `frame-ancestors ${frameAncestors}`
  }
  return headers
}

export function createNonce(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return btoa(String.fromCharCode(...bytes))
}
