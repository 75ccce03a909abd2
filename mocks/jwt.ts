import { SignJWT, errors, jwtVerify } from 'jose'

/**
 * The HS256 secret of every token the mock signs. The real-backend lane gives PostgREST
 * the same secret, so the mock's tokens work against a real PostgREST as well.
 */
export const MOCK_JWT_SECRET = 'mock-backend-hs256-secret-for-local-development-only'
const secret = new TextEncoder().encode(MOCK_JWT_SECRET)
export const ACCESS_TOKEN_TTL_SECONDS = 3600

/** One entry of the `amr` claim: how the session was authenticated, newest first. */
export interface AmrEntry {
  method: string
  timestamp: number
}

export interface AccessClaims {
  sub: string
  email: string
  role: 'authenticated'
  session_id: string
  /** Supabase Auth's assurance level: `aal1` after a password, `aal2` once a second factor was verified. */
  aal?: 'aal1' | 'aal2'
  amr?: AmrEntry[]
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
    return {
      sub: payload.sub,
      email: payload.email,
      role: 'authenticated',
      session_id: String(payload.session_id ?? ''),
      aal: payload.aal === 'aal2' ? 'aal2' : 'aal1',
      amr: Array.isArray(payload.amr) ? (payload.amr as AmrEntry[]) : [],
    }
  } catch {
    return null
  }
}

export type TokenCheck =
  | { ok: true; role: string; sub: string | undefined; claims: Record<string, unknown> }
  | { ok: false; reason: string }

/**
 * Any token the mock signed (API key or access token): its role claim (`anon` when it has
 * none, as PostgREST assumes) and `sub`, or why it is refused, in PostgREST 12's words.
 */
export async function checkToken(token: string): Promise<TokenCheck> {
  const parts = token.split('.').length
  if (parts !== 3) {
    return { ok: false, reason: `JWSError (CompactDecodeError Invalid number of parts: Expected 3 parts; got ${parts})` }
  }
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] })
    return {
      ok: true,
      role: typeof payload.role === 'string' ? payload.role : 'anon',
      sub: typeof payload.sub === 'string' ? payload.sub : undefined,
      claims: { ...payload },
    }
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, reason: 'JWT expired' }
    if (error instanceof errors.JWSSignatureVerificationFailed) return { ok: false, reason: 'JWSError JWSInvalidSignature' }
    return { ok: false, reason: error instanceof Error ? error.message : String(error) }
  }
}
