import { SignJWT, jwtVerify } from 'jose'

/**
 * The HS256 secret of every token the mock signs. The real-backend lane gives PostgREST
 * the same secret, so the mock's tokens work against a real PostgREST as well.
 */
export const MOCK_JWT_SECRET = 'mock-backend-hs256-secret-for-local-development-only'
const secret = new TextEncoder().encode(MOCK_JWT_SECRET)
export const ACCESS_TOKEN_TTL_SECONDS = 3600

export interface AccessClaims {
  sub: string
  email: string
  role: 'authenticated'
  session_id: string
}

export async function signAccessToken(claims: AccessClaims): Promise<string> {
  return new SignJWT({ ...claims, aud: 'authenticated' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setIssuer('mock-supabase/auth/v1')
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(secret)
}

/** A legacy-style API key: a long-lived JWT whose role claim is `anon` or `service_role`. */
export async function signApiKey(role: 'anon' | 'service_role'): Promise<string> {
  return new SignJWT({ role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setIssuer('mock-supabase')
    .setExpirationTime('10y')
    .sign(secret)
}

/** The claims of a valid user access token, or null for a bad, forged or expired one. */
export async function verifyAccessToken(token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], audience: 'authenticated' })
    if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') return null
    return { sub: payload.sub, email: payload.email, role: 'authenticated', session_id: String(payload.session_id ?? '') }
  } catch {
    return null
  }
}

/** The role claim of any valid token the mock signed (API key or access token), or null. */
export async function verifiedRole(token: string): Promise<{ role: string; sub?: string } | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] })
    if (typeof payload.role !== 'string') return null
    return { role: payload.role, sub: typeof payload.sub === 'string' ? payload.sub : undefined }
  } catch {
    return null
  }
}
