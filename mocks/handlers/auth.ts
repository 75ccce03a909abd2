/**
 * GoTrue's endpoints as supabase-js calls them: password and refresh-token
 * grants, the current user and logout; sign-up is refused as on a project with
 * sign-ups disabled. As in Supabase Auth, every access token
 * names its session; sign-out ends sessions, after which `/user` refuses the old
 * access token and the old refresh token no longer works.
 */
import { http, HttpResponse } from 'msw'
import { demoUsers } from '../demo-users.ts'
import { applyFault } from '../faults.ts'
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken, verifyAccessToken } from '../jwt.ts'

interface UserRecord {
  id: string
  email: string
  password: string
  created_at: string
  confirmed: boolean
}

/**
 * Auth's own data, kept as long as the process: the demo accounts (their rows in auth.users
 * come from the development database's seed), the sessions and the refresh tokens. The
 * mock's reset leaves them alone, as resetting a database signs nobody out of Auth.
 */
const createdAt = new Date().toISOString()
const users = new Map<string, UserRecord>(
  Object.values(demoUsers).map((user) => [user.id, { ...user, created_at: createdAt, confirmed: true }]),
)
/** session id -> user id: the sessions Auth knows; sign-out deletes them. */
const sessions = new Map<string, string>()
/** refresh token -> its session */
const refreshTokens = new Map<string, { userId: string; sessionId: string }>()

function authError(status: number, errorCode: string, message: string) {
  return HttpResponse.json({ code: status, error_code: errorCode, msg: message }, { status })
}

function publicUser(user: UserRecord) {
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: user.confirmed ? user.created_at : null,
    confirmation_sent_at: user.confirmed ? null : user.created_at,
    phone: '',
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: {},
    identities: [],
    created_at: user.created_at,
    updated_at: user.created_at,
    is_anonymous: false,
  }
}

async function issueSession(user: UserRecord, sessionId: string = crypto.randomUUID()) {
  sessions.set(sessionId, user.id)
  const accessToken = await signAccessToken({ sub: user.id, email: user.email, role: 'authenticated', session_id: sessionId })
  const refreshToken = crypto.randomUUID().replace(/-/g, '')
  refreshTokens.set(refreshToken, { userId: user.id, sessionId })
  return HttpResponse.json({
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    expires_at: Math.floor(Date.now() / 1000) + ACCESS_TOKEN_TTL_SECONDS,
    refresh_token: refreshToken,
    user: publicUser(user),
  })
}

async function readBody(request: Request): Promise<Record<string, unknown>> {
  try {
    return (await request.json()) as Record<string, unknown>
  } catch {
    return {}
  }
}

const badJwt = () => authError(403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature')
const sessionNotFound = () => authError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist')

/** The caller's user and session, or the error Supabase Auth answers. */
async function sessionFromBearer(request: Request): Promise<{ user: UserRecord; sessionId: string } | Response> {
  const token = (request.headers.get('authorization') ?? '').replace(/^Bearer\s+/i, '')
  const claims = token ? await verifyAccessToken(token) : null
  const user = claims ? users.get(claims.sub) : undefined
  if (!claims || !user) return badJwt()
  if (sessions.get(claims.session_id) !== user.id) return sessionNotFound()
  return { user, sessionId: claims.session_id }
}

/** The user a request's access token belongs to, while its session lasts; null otherwise. */
export async function signedInUserId(request: Request): Promise<string | null> {
  const caller = await sessionFromBearer(request)
  return caller instanceof Response ? null : caller.user.id
}

export const authHandlers = [
  http.all('*/auth/v1/*', async ({ request }) => applyFault('auth', request)),

  http.post('*/auth/v1/token', async ({ request }) => {
    const grantType = new URL(request.url).searchParams.get('grant_type')
    const body = await readBody(request)
    if (grantType === 'password') {
      const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : ''
      const user = [...users.values()].find((candidate) => candidate.email === email)
      if (!user || user.password !== body.password) return authError(400, 'invalid_credentials', 'Invalid login credentials')
      if (!user.confirmed) return authError(400, 'email_not_confirmed', 'Email not confirmed')
      return issueSession(user)
    }
    if (grantType === 'refresh_token') {
      const token = typeof body.refresh_token === 'string' ? body.refresh_token : ''
      const entry = refreshTokens.get(token)
      const user = entry && sessions.has(entry.sessionId) ? users.get(entry.userId) : undefined
      if (!entry || !user) return authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found')
      refreshTokens.delete(token)
      return issueSession(user, entry.sessionId)
    }
    return authError(400, 'unsupported_grant_type', 'unsupported_grant_type')
  }),

  http.get('*/auth/v1/user', async ({ request }) => {
    const caller = await sessionFromBearer(request)
    if (caller instanceof Response) return caller
    return HttpResponse.json(publicUser(caller.user))
  }),

  // scope=global (supabase-js's default) ends every session of the user, local only this
  // one, others all but this one.
  http.post('*/auth/v1/logout', async ({ request }) => {
    const caller = await sessionFromBearer(request)
    if (caller instanceof Response) return caller
    const scope = new URL(request.url).searchParams.get('scope') ?? 'global'
    if (!['global', 'local', 'others'].includes(scope)) return authError(400, 'validation_failed', 'Unsupported logout scope')
    for (const [sessionId, userId] of sessions) {
      if (userId !== caller.user.id) continue
      const current = sessionId === caller.sessionId
      if (scope === 'global' || (scope === 'local' && current) || (scope === 'others' && !current)) {
        sessions.delete(sessionId)
      }
    }
    for (const [token, entry] of refreshTokens) if (!sessions.has(entry.sessionId)) refreshTokens.delete(token)
    return new HttpResponse(null, { status: 204 })
  }),

  // Sign-up is off (supabase/config.toml: enable_signup = false): accounts are made by the operator.
  http.post('*/auth/v1/signup', () => authError(422, 'signup_disabled', 'Signups not allowed for this instance')),
]
