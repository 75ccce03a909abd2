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
}

export function contentSecurityPolicy(nonce: string, imageOrigins: string[] = []): string {
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
    "frame-ancestors 'none'",
  ].join('; ')
}

export function securityHeaders({ nonce, production, imageOrigins = [] }: SecurityHeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
  }
  if (production) {
    headers['strict-transport-security'] = 'max-age=63072000; includeSubDomains'
    // Vite's dev server injects inline scripts without a nonce, so the CSP is for production builds.
    headers['content-security-policy'] = nonce ? contentSecurityPolicy(nonce, imageOrigins) : "default-src 'self'; frame-ancestors 'none'"
  }
  return headers
}

export function createNonce(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return btoa(String.fromCharCode(...bytes))
}
