import { SignJWT, jwtVerify } from 'jose'

const secret = new TextEncoder().encode('mock-backend-hs256-secret-for-local-development-only')
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

/** The claims of a valid token, or null for a bad, forged or expired one. */
export async function verifyAccessToken(token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], audience: 'authenticated' })
    if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') return null
    return { sub: payload.sub, email: payload.email, role: 'authenticated', session_id: String(payload.session_id ?? '') }
  } catch {
    return null
  }
}
