/**
 * Supabase Auth (GoTrue) as the site's server calls it, with the same paths, bodies, errors and
 * claims: the password and refresh-token grants, `/user`, logout, TOTP factors (enrol,
 * challenge, verify, unenrol) raising a session from `aal1` to `aal2`, and the admin API the
 * server calls with its secret key (generate an invitation link, update and delete a user, list
 * and delete a user's factors). Sign-up is refused as on a project with sign-ups off; whatever
 * else Auth offers is refused by name (501 MOCK_UNSUPPORTED), never answered differently.
 *
 * Accounts and factors live in the database, in the tables Supabase Auth keeps them in
 * (auth.users, auth.mfa_factors, auth.mfa_challenges: mocks/database/supabase-base.sql), so the
 * migrations' functions read them as on a project and the mock's reset restores them. Sessions
 * live here for the life of the process, as resetting a database signs nobody out of Auth.
 */
import { http, HttpResponse } from 'msw'
import { Secret, TOTP } from 'otpauth'
import QRCode from 'qrcode'
import { applyFault } from '../faults.ts'
import { bearerJwt, resolveCaller } from '../caller.ts'
import type { SqlPool } from '../database/sql.ts'
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken, verifyAccessToken, type AmrEntry } from '../jwt.ts'

/** As GoTrue's defaults: a challenge lasts 5 minutes; an unverified factor is forgotten after 5 minutes. */
const CHALLENGE_EXPIRY_SECONDS = 300
const UNVERIFIED_FACTOR_EXPIRY_SECONDS = 300
const MAX_ENROLLED_FACTORS = 10
/** supabase/config.toml: minimum_password_length. */
export const MINIMUM_PASSWORD_LENGTH = 12
const DUPLICATE_EMAIL = 'A user with this email address has already been registered'

interface UserRow {
  id: string
  email: string
  email_confirmed_at: Date | null
  invited_at: Date | null
  confirmation_sent_at: Date | null
  recovery_sent_at: Date | null
  last_sign_in_at: Date | null
  raw_app_meta_data: Record<string, unknown>
  raw_user_meta_data: Record<string, unknown>
  created_at: Date
  updated_at: Date
}

interface FactorRow {
  id: string
  user_id: string
  friendly_name: string | null
  factor_type: string
  status: 'unverified' | 'verified'
  secret: string
  created_at: Date
  updated_at: Date
  last_challenged_at: Date | null
}

interface Session {
  userId: string
  aal: 'aal1' | 'aal2'
  amr: AmrEntry[]
  /** The factor verified in this session, if any: deleting it takes the session back to aal1. */
  factorId: string | null
}

const USER_COLUMNS =
  'id, email, email_confirmed_at, invited_at, confirmation_sent_at, recovery_sent_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at'

function authError(status: number, errorCode: string, message: string, extra: Record<string, unknown> = {}) {
  return HttpResponse.json({ code: status, error_code: errorCode, msg: message, ...extra }, { status })
}

/** What the development backend's Auth does not do, by name. */
function unsupported(request: Request) {
  const { pathname } = new URL(request.url)
  return HttpResponse.json(
    { code: 'MOCK_UNSUPPORTED', message: `The mock backend does not support ${request.method} ${pathname.replace(/^.*\/auth\/v1/, '/auth/v1')}` },
    { status: 501 },
  )
}

const iso = (value: Date | null) => (value ? value.toISOString() : undefined)

function factorJson(factor: FactorRow) {
  return {
    id: factor.id,
    friendly_name: factor.friendly_name ?? undefined,
    factor_type: factor.factor_type,
    status: factor.status,
    created_at: factor.created_at.toISOString(),
    updated_at: factor.updated_at.toISOString(),
    last_challenged_at: iso(factor.last_challenged_at) ?? null,
    phone: '',
  }
}

/** A user as Auth answers it (GoTrue's models.User), factors included when there are any. */
function userJson(user: UserRow, factors: FactorRow[]) {
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: iso(user.email_confirmed_at),
    invited_at: iso(user.invited_at),
    phone: '',
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(user.email_confirmed_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    identities: [],
    ...(factors.length > 0 ? { factors: factors.map(factorJson) } : {}),
    created_at: user.created_at.toISOString(),
    updated_at: user.updated_at.toISOString(),
    is_anonymous: false,
  }
}

async function readBody(request: Request): Promise<Record<string, unknown>> {
  try {
    const body = (await request.json()) as unknown
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')
const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
/** GoTrue's address check, in short: something@host, no spaces. */
const isEmail = (value: string) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value)
/** Where a request comes from, as Auth records it for a challenge. */
const clientAddress = (request: Request) => request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || '127.0.0.1'

export interface MockAuth {
  handlers: ReturnType<typeof http.all>[]
  /** The user a request's access token belongs to, while its session lasts; null otherwise. */
  signedInUserId(request: Request): Promise<string | null>
}

export function createAuth(sql: SqlPool): MockAuth {
  /** session id -> the session Auth knows; sign-out and verifying a factor end sessions. */
  const sessions = new Map<string, Session>()
  /** refresh token -> its session */
  const refreshTokens = new Map<string, string>()

  const findUser = async (where: string, value: string): Promise<UserRow | undefined> =>
    (await sql.query<UserRow>(`select ${USER_COLUMNS} from auth.users where ${where} limit 1`, [value])).rows[0]
  const userById = (id: string) => findUser('id = $1', id)
  const userByEmail = (email: string) => findUser('lower(email) = lower($1)', email)
  const factorsOf = async (userId: string) =>
    (await sql.query<FactorRow>('select * from auth.mfa_factors where user_id = $1 order by created_at', [userId])).rows
  const userAnswer = async (user: UserRow) => userJson(user, await factorsOf(user.id))

  const forgetSessions = (keep: (session: Session, id: string) => boolean) => {
    for (const [id, session] of sessions) if (!keep(session, id)) sessions.delete(id)
    for (const [token, sessionId] of refreshTokens) if (!sessions.has(sessionId)) refreshTokens.delete(token)
  }

  async function issueSession(user: UserRow, sessionId: string) {
    const session = sessions.get(sessionId)!
    const accessToken = await signAccessToken({
      sub: user.id,
      email: user.email,
      role: 'authenticated',
      session_id: sessionId,
      aal: session.aal,
      amr: session.amr,
    })
    const refreshToken = crypto.randomUUID().replace(/-/g, '')
    refreshTokens.set(refreshToken, sessionId)
    return HttpResponse.json({
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: ACCESS_TOKEN_TTL_SECONDS,
      expires_at: Math.floor(Date.now() / 1000) + ACCESS_TOKEN_TTL_SECONDS,
      refresh_token: refreshToken,
      user: await userAnswer(user),
    })
  }

  const badJwt = () => authError(403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature')

  /** The caller's user and session, or the error Supabase Auth answers. */
  async function sessionFromBearer(request: Request): Promise<{ user: UserRow; sessionId: string; session: Session } | Response> {
    const header = request.headers.get('authorization') ?? ''
    if (!/^Bearer\s+\S/i.test(header)) return authError(401, 'no_authorization', 'This endpoint requires a valid Bearer token')
    const claims = await verifyAccessToken(header.replace(/^Bearer\s+/i, ''))
    if (!claims) return badJwt()
    const user = await userById(claims.sub)
    if (!user) return authError(403, 'user_not_found', 'User from sub claim in JWT does not exist')
    const session = sessions.get(claims.session_id)
    if (!session || session.userId !== user.id) {
      return authError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist')
    }
    return { user, sessionId: claims.session_id, session }
  }

  /** The admin API needs the secret (service-role) key, as Auth's requireAdminCredentials. */
  async function requireAdmin(request: Request): Promise<Response | undefined> {
    if (!/^Bearer\s+\S/i.test(request.headers.get('authorization') ?? '')) {
      return authError(401, 'no_authorization', 'This endpoint requires a valid Bearer token')
    }
    const caller = await resolveCaller(new Request(request.url, { headers: { authorization: `Bearer ${await bearerJwt(request)}` } }))
    if (!caller.ok) return badJwt()
    if (caller.role !== 'service_role') return authError(403, 'not_admin', 'User not allowed')
    return undefined
  }

  /** The account an admin call names (`/admin/users/{id}/…`), after the secret-key check. */
  async function adminTarget(request: Request, userId: string): Promise<UserRow | Response> {
    const refusal = await requireAdmin(request)
    if (refusal) return refusal
    const user = isUuid(userId) ? await userById(userId) : undefined
    return user ?? authError(404, 'user_not_found', 'User not found')
  }

  /** Auth's length rule (the minimum in supabase/config.toml), as its 422 weak_password. */
  function weakPassword(password: string): Response | undefined {
    if (password.length >= MINIMUM_PASSWORD_LENGTH) return undefined
    return authError(422, 'weak_password', `Password should be at least ${MINIMUM_PASSWORD_LENGTH} characters.`, {
      weak_password: { reasons: ['length'] },
    })
  }

  const storePassword = (userId: string, password: string) =>
    sql.query(`update auth.users set encrypted_password = extensions.crypt($2, extensions.gen_salt('bf', 4)), updated_at = now() where id = $1`, [userId, password])

  async function passwordMatches(userId: string, password: string): Promise<boolean> {
    const { rows } = await sql.query<{ ok: boolean }>(
      'select encrypted_password is not null and encrypted_password = extensions.crypt($2, encrypted_password) as ok from auth.users where id = $1',
      [userId, password],
    )
    return rows[0]?.ok === true
  }

  /** A factor of the signed-in user (GoTrue's loadFactor). */
  async function ownFactor(userId: string, factorId: string): Promise<FactorRow | Response> {
    if (!isUuid(factorId)) return authError(404, 'validation_failed', 'factor_id must be an UUID')
    const { rows } = await sql.query<FactorRow>('select * from auth.mfa_factors where id = $1 and user_id = $2', [factorId, userId])
    return rows[0] ?? authError(404, 'mfa_factor_not_found', 'Factor not found')
  }

  /** Sessions that had verified this factor go back to aal1 (GoTrue's DowngradeSessionsToAAL1). */
  function downgradeSessions(factorId: string) {
    for (const session of sessions.values()) {
      if (session.factorId !== factorId) continue
      session.aal = 'aal1'
      session.factorId = null
      session.amr = session.amr.filter((entry) => entry.method !== 'totp')
    }
  }

  const handlers = [
    http.all('*/auth/v1/*', async ({ request }) => applyFault('auth', request)),

    http.post('*/auth/v1/token', async ({ request }) => {
      const grantType = new URL(request.url).searchParams.get('grant_type')
      const body = await readBody(request)
      if (grantType === 'password') {
        const email = text(body.email).trim()
        const password = text(body.password)
        if (!email || !password) return authError(400, 'validation_failed', 'You must provide either an email or phone number and a password')
        const user = await userByEmail(email)
        if (!user || !(await passwordMatches(user.id, password))) return authError(400, 'invalid_credentials', 'Invalid login credentials')
        if (!user.email_confirmed_at) return authError(400, 'email_not_confirmed', 'Email not confirmed')
        await sql.query('update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1', [user.id])
        const sessionId = crypto.randomUUID()
        sessions.set(sessionId, { userId: user.id, aal: 'aal1', amr: [{ method: 'password', timestamp: Math.floor(Date.now() / 1000) }], factorId: null })
        return issueSession((await userById(user.id))!, sessionId)
      }
      if (grantType === 'refresh_token') {
        const token = text(body.refresh_token)
        const sessionId = refreshTokens.get(token)
        const session = sessionId ? sessions.get(sessionId) : undefined
        const user = session ? await userById(session.userId) : undefined
        if (!sessionId || !user) return authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found')
        refreshTokens.delete(token)
        return issueSession(user, sessionId)
      }
      if (grantType && ['id_token', 'pkce', 'web3'].includes(grantType)) return unsupported(request)
      return authError(400, 'unsupported_grant_type', 'unsupported_grant_type')
    }),

    http.get('*/auth/v1/user', async ({ request }) => {
      const caller = await sessionFromBearer(request)
      if (caller instanceof Response) return caller
      return HttpResponse.json(await userAnswer(caller.user))
    }),

    // A signed-in user's own password (secure_password_change is off in supabase/config.toml, so
    // no nonce): an account with a verified factor needs an aal2 session; the same password is
    // refused; the account's other sessions end, this one stays.
    http.put('*/auth/v1/user', async ({ request }) => {
      const caller = await sessionFromBearer(request)
      if (caller instanceof Response) return caller
      const body = await readBody(request)
      // supabase-js sends an empty PKCE challenge with every update; only an e-mail change uses one.
      const { code_challenge: challenge, code_challenge_method: challengeMethod, ...fields } = body
      if (challenge || challengeMethod || Object.keys(fields).some((key) => key !== 'password') || fields.password === undefined) return unsupported(request)
      const password = text(body.password)
      const weak = weakPassword(password)
      if (weak) return weak
      const enrolled = (await factorsOf(caller.user.id)).some((factor) => factor.status === 'verified')
      if (enrolled && caller.session.aal !== 'aal2') {
        return authError(401, 'insufficient_aal', 'AAL2 session is required to update email or password when MFA is enabled.')
      }
      if (await passwordMatches(caller.user.id, password)) {
        return authError(422, 'same_password', 'New password should be different from the old password.')
      }
      await storePassword(caller.user.id, password)
      forgetSessions((session, id) => session.userId !== caller.user.id || id === caller.sessionId)
      return HttpResponse.json(await userAnswer((await userById(caller.user.id))!))
    }),

    // scope=global (supabase-js's default) ends every session of the user, local only this
    // one, others all but this one.
    http.post('*/auth/v1/logout', async ({ request }) => {
      const caller = await sessionFromBearer(request)
      if (caller instanceof Response) return caller
      const scope = new URL(request.url).searchParams.get('scope') ?? 'global'
      if (!['global', 'local', 'others'].includes(scope)) return authError(400, 'validation_failed', 'Unsupported logout scope')
      forgetSessions((session, id) => {
        if (session.userId !== caller.user.id) return true
        const current = id === caller.sessionId
        return !(scope === 'global' || (scope === 'local' && current) || (scope === 'others' && !current))
      })
      return new HttpResponse(null, { status: 204 })
    }),

    // Sign-up is off (supabase/config.toml: enable_signup = false): the team invites accounts.
    http.post('*/auth/v1/signup', () => authError(422, 'signup_disabled', 'Signups not allowed for this instance')),

    /* -------------------------------------------------------------- factors (the user's own) */

    http.post('*/auth/v1/factors', async ({ request }) => {
      const caller = await sessionFromBearer(request)
      if (caller instanceof Response) return caller
      const body = await readBody(request)
      const type = text(body.factor_type)
      if (type === 'phone' || type === 'webauthn') return unsupported(request)
      if (type !== 'totp') return authError(400, 'validation_failed', 'factor_type needs to be totp, phone, or webauthn')
      const friendlyName = text(body.friendly_name)
      await sql.query(
        `delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and created_at < now() - make_interval(secs => $2)`,
        [caller.user.id, UNVERIFIED_FACTOR_EXPIRY_SECONDS],
      )
      const factors = await factorsOf(caller.user.id)
      if (factors.some((factor) => (factor.friendly_name ?? '') === friendlyName)) {
        return authError(422, 'mfa_factor_name_conflict', `A factor with the friendly name "${friendlyName}" for this user already exists`)
      }
      if (factors.length >= MAX_ENROLLED_FACTORS) {
        return authError(422, 'too_many_enrolled_mfa_factors', 'Maximum number of verified factors reached, unenroll to continue')
      }
      if (factors.some((factor) => factor.status === 'verified') && caller.session.aal !== 'aal2') {
        return authError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor')
      }
      const issuer = text(body.issuer) || new URL(process.env.SITE_URL || 'http://localhost:3000').host
      const totp = new TOTP({ issuer, label: caller.user.email, secret: new Secret({ size: 20 }) })
      const uri = totp.toString()
      const { rows } = await sql.query<FactorRow>(
        `insert into auth.mfa_factors (user_id, friendly_name, factor_type, status, secret) values ($1, $2, 'totp', 'unverified', $3) returning *`,
        [caller.user.id, friendlyName || null, totp.secret.base32],
      )
      return HttpResponse.json({
        id: rows[0]!.id,
        type: 'totp',
        friendly_name: friendlyName,
        // Auth sends the SVG itself; supabase-js turns it into a data: URL.
        totp: { qr_code: await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'H', margin: 0 }), secret: totp.secret.base32, uri },
      })
    }),

    http.post('*/auth/v1/factors/:factorId/challenge', async ({ request, params }) => {
      const caller = await sessionFromBearer(request)
      if (caller instanceof Response) return caller
      const factor = await ownFactor(caller.user.id, String(params.factorId))
      if (factor instanceof Response) return factor
      if (factor.factor_type !== 'totp') return unsupported(request)
      const { rows } = await sql.query<{ id: string; created_at: Date }>(
        'insert into auth.mfa_challenges (factor_id, ip_address) values ($1, $2) returning id, created_at',
        [factor.id, clientAddress(request)],
      )
      await sql.query('update auth.mfa_factors set last_challenged_at = now() where id = $1', [factor.id])
      const challenge = rows[0]!
      return HttpResponse.json({ id: challenge.id, type: 'totp', expires_at: Math.floor(challenge.created_at.getTime() / 1000) + CHALLENGE_EXPIRY_SECONDS })
    }),

    http.post('*/auth/v1/factors/:factorId/verify', async ({ request, params }) => {
      const caller = await sessionFromBearer(request)
      if (caller instanceof Response) return caller
      const factor = await ownFactor(caller.user.id, String(params.factorId))
      if (factor instanceof Response) return factor
      const body = await readBody(request)
      const code = text(body.code)
      if (!code) return authError(400, 'validation_failed', 'Code needs to be non-empty')
      const challengeId = text(body.challenge_id)
      const { rows } = isUuid(challengeId)
        ? await sql.query<{ id: string; created_at: Date; verified_at: Date | null; ip_address: string }>(
            'select id, created_at, verified_at, ip_address from auth.mfa_challenges where id = $1 and factor_id = $2',
            [challengeId, factor.id],
          )
        : { rows: [] }
      const challenge = rows[0]
      if (!challenge) return authError(422, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found')
      if (challenge.verified_at || challenge.ip_address !== clientAddress(request)) {
        return authError(422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.')
      }
      if (challenge.created_at.getTime() + CHALLENGE_EXPIRY_SECONDS * 1000 < Date.now()) {
        await sql.query('delete from auth.mfa_challenges where id = $1', [challenge.id])
        return authError(
          422,
          'mfa_challenge_expired',
          `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
        )
      }
      // As Auth: six digits, 30-second steps, one step of skew either way.
      const valid = new TOTP({ secret: Secret.fromBase32(factor.secret) }).validate({ token: code, window: 1 }) !== null
      if (!valid) return authError(422, 'mfa_verification_failed', 'Invalid TOTP code entered')
      await sql.query('update auth.mfa_challenges set verified_at = now() where id = $1', [challenge.id])
      await sql.query(`update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`, [factor.id])
      await sql.query(`delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and factor_type = 'totp'`, [caller.user.id])
      const session = caller.session
      session.aal = 'aal2'
      session.factorId = factor.id
      session.amr = [{ method: 'totp', timestamp: Math.floor(Date.now() / 1000) }, ...session.amr.filter((entry) => entry.method !== 'totp')]
      // The user's other sessions below aal2 end (GoTrue's InvalidateSessionsWithAALLessThan).
      forgetSessions((other, id) => other.userId !== caller.user.id || id === caller.sessionId || other.aal === 'aal2')
      for (const [token, sessionId] of refreshTokens) if (sessionId === caller.sessionId) refreshTokens.delete(token)
      return issueSession(caller.user, caller.sessionId)
    }),

    http.delete('*/auth/v1/factors/:factorId', async ({ request, params }) => {
      const caller = await sessionFromBearer(request)
      if (caller instanceof Response) return caller
      const factor = await ownFactor(caller.user.id, String(params.factorId))
      if (factor instanceof Response) return factor
      if (factor.status === 'verified' && caller.session.aal !== 'aal2') {
        return authError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor')
      }
      await sql.query('delete from auth.mfa_factors where id = $1', [factor.id])
      downgradeSessions(factor.id)
      return HttpResponse.json({ id: factor.id })
    }),

    /* -------------------------------------------------------------- the admin API (secret key) */

    http.post('*/auth/v1/admin/generate_link', async ({ request }) => {
      const refusal = await requireAdmin(request)
      if (refusal) return refusal
      const body = await readBody(request)
      const type = text(body.type)
      const email = text(body.email).trim().toLowerCase()
      if (!['invite', 'recovery'].includes(type)) return unsupported(request)
      if (!isEmail(email)) return authError(400, 'validation_failed', 'Unable to validate email address: invalid format')
      let user = await userByEmail(email)
      if (type === 'recovery') {
        if (!user) return authError(404, 'user_not_found', 'User with this email not found')
        await sql.query('update auth.users set recovery_sent_at = now(), updated_at = now() where id = $1', [user.id])
      } else {
        if (user?.email_confirmed_at) return authError(422, 'email_exists', DUPLICATE_EMAIL)
        if (!user) {
          user = (await sql.query<UserRow>(`insert into auth.users (email) values ($1) returning ${USER_COLUMNS}`, [email])).rows[0]!
        }
        await sql.query('update auth.users set invited_at = now(), confirmation_sent_at = now(), updated_at = now() where id = $1', [user.id])
      }
      // The link is Auth's own; the site never sends it (its mail carries a token of its own), and
      // this backend does not verify it: /verify is refused by name below.
      const otp = String(Math.floor(Math.random() * 1e6)).padStart(6, '0')
      const hashedToken = Buffer.from(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(email + otp))).toString('hex')
      const redirectTo = text(body.redirect_to) || process.env.SITE_URL || 'http://localhost:3000'
      const origin = new URL(request.url).origin
      return HttpResponse.json({
        ...(await userAnswer((await userById(user.id))!)),
        action_link: `${origin}/auth/v1/verify?token=${hashedToken}&type=${type}&redirect_to=${encodeURIComponent(redirectTo)}`,
        email_otp: otp,
        hashed_token: hashedToken,
        verification_type: type,
        redirect_to: redirectTo,
      })
    }),

    http.get('*/auth/v1/admin/users/:userId', async ({ request, params }) => {
      const user = await adminTarget(request, String(params.userId))
      if (user instanceof Response) return user
      return HttpResponse.json(await userAnswer(user))
    }),

    http.put('*/auth/v1/admin/users/:userId', async ({ request, params }) => {
      const user = await adminTarget(request, String(params.userId))
      if (user instanceof Response) return user
      const body = await readBody(request)
      const known = new Set(['password', 'email_confirm'])
      if (Object.keys(body).some((key) => !known.has(key))) return unsupported(request)
      if (body.password !== undefined) {
        const password = text(body.password)
        const weak = weakPassword(password)
        if (weak) return weak
        await storePassword(user.id, password)
        // As Auth's UpdatePassword without a session: every session of the account ends.
        forgetSessions((session) => session.userId !== user.id)
      }
      if (body.email_confirm === true) {
        await sql.query('update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = $1', [user.id])
      }
      return HttpResponse.json(await userAnswer((await userById(user.id))!))
    }),

    // Deleting an account ends its sessions at once (their rows go with it in Auth).
    http.delete('*/auth/v1/admin/users/:userId', async ({ request, params }) => {
      const user = await adminTarget(request, String(params.userId))
      if (user instanceof Response) return user
      const body = await readBody(request)
      if (body.should_soft_delete === true) return unsupported(request)
      try {
        await sql.query('delete from auth.users where id = $1', [user.id])
      } catch {
        // A trigger of the migrations refused (the last admin): Auth reports its database error.
        return authError(500, 'unexpected_failure', 'Database error deleting user')
      }
      forgetSessions((session) => session.userId !== user.id)
      return HttpResponse.json({})
    }),

    http.get('*/auth/v1/admin/users/:userId/factors', async ({ request, params }) => {
      const user = await adminTarget(request, String(params.userId))
      if (user instanceof Response) return user
      return HttpResponse.json((await factorsOf(user.id)).map(factorJson))
    }),

    http.delete('*/auth/v1/admin/users/:userId/factors/:factorId', async ({ request, params }) => {
      const user = await adminTarget(request, String(params.userId))
      if (user instanceof Response) return user
      const factor = await ownFactor(user.id, String(params.factorId))
      if (factor instanceof Response) return factor
      await sql.query('delete from auth.mfa_factors where id = $1', [factor.id])
      downgradeSessions(factor.id)
      return HttpResponse.json(factorJson(factor))
    }),

    // Everything else Auth has (sign-up by e-mail link, OTP, /verify, /recover, /invite, SSO,
    // the user's own updates, the admin list, …) is not part of this backend.
    http.all('*/auth/v1/*', ({ request }) => unsupported(request)),
  ]

  return {
    handlers,
    signedInUserId: async (request) => {
      const caller = await sessionFromBearer(request)
      return caller instanceof Response ? null : caller.user.id
    },
  }
}
