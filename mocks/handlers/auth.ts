/**
 * GoTrue's endpoints as supabase-js calls them: password and refresh-token
 * grants, the current user, logout and sign-up (with e-mail confirmation, so
 * sign-up returns a user and no session).
 */
import { http, HttpResponse } from 'msw'
import { mockDb, type UserRecord } from '../db.ts'
import { applyFault } from '../faults.ts'
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken, verifyAccessToken } from '../jwt.ts'

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

async function issueSession(user: UserRecord) {
  const sessionId = crypto.randomUUID()
  const accessToken = await signAccessToken({ sub: user.id, email: user.email, role: 'authenticated', session_id: sessionId })
  const refreshToken = crypto.randomUUID().replace(/-/g, '')
  mockDb.refreshTokens.set(refreshToken, user.id)
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

async function userFromBearer(request: Request) {
  const token = (request.headers.get('authorization') ?? '').replace(/^Bearer\s+/i, '')
  const claims = token ? await verifyAccessToken(token) : null
  return claims ? mockDb.users.get(claims.sub) : undefined
}

export const authHandlers = [
  http.all('*/auth/v1/*', async ({ request }) => applyFault('auth', request)),

  http.post('*/auth/v1/token', async ({ request }) => {
    const grantType = new URL(request.url).searchParams.get('grant_type')
    const body = await readBody(request)
    if (grantType === 'password') {
      const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : ''
      const user = [...mockDb.users.values()].find((candidate) => candidate.email === email)
      if (!user || user.password !== body.password) return authError(400, 'invalid_credentials', 'Invalid login credentials')
      if (!user.confirmed) return authError(400, 'email_not_confirmed', 'Email not confirmed')
      return issueSession(user)
    }
    if (grantType === 'refresh_token') {
      const token = typeof body.refresh_token === 'string' ? body.refresh_token : ''
      const userId = mockDb.refreshTokens.get(token)
      const user = userId ? mockDb.users.get(userId) : undefined
      if (!user) return authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found')
      mockDb.refreshTokens.delete(token)
      return issueSession(user)
    }
    return authError(400, 'unsupported_grant_type', 'unsupported_grant_type')
  }),

  http.get('*/auth/v1/user', async ({ request }) => {
    const user = await userFromBearer(request)
    if (!user) return authError(403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature')
    return HttpResponse.json(publicUser(user))
  }),

  http.post('*/auth/v1/logout', async ({ request }) => {
    const user = await userFromBearer(request)
    if (!user) return authError(403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature')
    for (const [token, userId] of mockDb.refreshTokens) if (userId === user.id) mockDb.refreshTokens.delete(token)
    return new HttpResponse(null, { status: 204 })
  }),

  http.post('*/auth/v1/signup', async ({ request }) => {
    const body = await readBody(request)
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : ''
    const password = typeof body.password === 'string' ? body.password : ''
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return authError(400, 'validation_failed', 'Unable to validate email address: invalid format')
    if (password.length < 6) return authError(422, 'weak_password', 'Password should be at least 6 characters.')
    if ([...mockDb.users.values()].some((user) => user.email === email)) {
      return authError(422, 'user_already_exists', 'User already registered')
    }
    const user: UserRecord = { id: crypto.randomUUID(), email, password, created_at: new Date().toISOString(), confirmed: false }
    mockDb.users.set(user.id, user)
    return HttpResponse.json(publicUser(user))
  }),
]
