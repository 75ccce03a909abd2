/**
 * What the real-backend tests share: the lane's Postgres and PostgREST (started by
 * scripts/real-backend/run.mjs, which passes their addresses in the environment), the
 * policy fixtures loaded into both Postgres and the mock, each actor's JWT, and a way to
 * send one PostgREST request to both and compare the answers.
 */
import { execFileSync } from 'node:child_process'
import { appendFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { getResponse } from 'msw'
import { handlers } from '../../../mocks/handlers'
import { mockDb, resetMockDb } from '../../../mocks/db'
import { signAccessToken, signApiKey } from '../../../mocks/jwt'
import {
  FIXTURES_SQL,
  fixtureEmails,
  fixtureExperts,
  fixtureIds,
  type Actor,
} from '../../../supabase/tests/support/policy-db'
import type { RestRequest } from '../../../supabase/tests/support/policy-matrix'
import { loadMockSubmissionFixtures } from '../../../supabase/tests/support/mock-submission-fixtures'

function required(name: string): string {
  const value = process.env[name]
  if (!value) throw new Error(`${name} is not set: run these tests with \`npm run test:real-backend\``)
  return value
}

export const lane = {
  dbUrl: required('REAL_BACKEND_DB_URL'),
  restUrl: required('REAL_BACKEND_REST_URL'),
  psql: process.env.REAL_BACKEND_PSQL || 'psql',
}

export function psql(sql: string): string {
  return execFileSync(lane.psql, ['-X', '-q', '-t', '-A', '-v', 'ON_ERROR_STOP=1', '-d', lane.dbUrl, '-f', '-'], {
    input: sql,
    encoding: 'utf8',
  })
}

const MOCK_ORIGIN = 'http://mock-supabase.test'

/** The rows of policy-db's fixtures, in the mock: the same users, roles, experts and image. */
function loadMockFixtures() {
  resetMockDb()
  mockDb.experts.clear()
  mockDb.users.clear()
  mockDb.userRoles.clear()
  mockDb.applications.clear()
  mockDb.claims.clear()
  const timestamp = fixtureExperts.timestamp.replace('.000Z', '+00:00')
  const users: [string, string][] = [
    [fixtureIds.adminUserId, fixtureEmails.admin],
    [fixtureIds.memberUserId, fixtureEmails.member],
    [fixtureIds.otherAdminUserId, fixtureEmails.otherAdmin],
  ]
  for (const [id, email] of users) mockDb.users.set(id, { id, email, password: 'unused', created_at: timestamp, confirmed: true })
  mockDb.userRoles.set(fixtureIds.adminRoleId, { id: fixtureIds.adminRoleId, user_id: fixtureIds.adminUserId, role: 'admin', created_at: timestamp })
  mockDb.userRoles.set(fixtureIds.otherAdminRoleId, { id: fixtureIds.otherAdminRoleId, user_id: fixtureIds.otherAdminUserId, role: 'admin', created_at: timestamp })
  const expert = (id: string, name: string, role: string, description: string, isActive: boolean) =>
    mockDb.experts.set(id, { id, name, role, description, image_url: null, is_active: isActive, created_at: timestamp, updated_at: timestamp })
  expert(fixtureIds.activeExpertId, fixtureExperts.active.name, fixtureExperts.active.role, 'Shown on the public site.', true)
  expert(fixtureIds.inactiveExpertId, fixtureExperts.inactive.name, fixtureExperts.inactive.role, 'Hidden from the public site.', false)
  loadMockSubmissionFixtures(timestamp)
}

/** Both sides back to the fixture rows (run before every request that may write). */
export function resetBothToFixtures() {
  psql(FIXTURES_SQL)
  loadMockFixtures()
}

const tokens = new Map<Actor, Promise<string>>()
/** The JWT each actor sends: legacy-style anon and service_role keys, or a user's access token. */
export function tokenFor(actor: Actor): Promise<string> {
  let token = tokens.get(actor)
  if (!token) {
    if (actor === 'anon' || actor === 'service_role') token = signApiKey(actor)
    else {
      const sub = actor === 'admin' ? fixtureIds.adminUserId : fixtureIds.memberUserId
      const email = actor === 'admin' ? fixtureEmails.admin : fixtureEmails.member
      token = signAccessToken({ sub, email, role: 'authenticated', session_id: crypto.randomUUID() })
    }
    tokens.set(actor, token)
  }
  return token
}

async function buildRequest(origin: string, request: RestRequest, actor: Actor | { token: string }): Promise<Request> {
  const token = typeof actor === 'string' ? await tokenFor(actor) : actor.token
  const headers = new Headers({ apikey: token, authorization: `Bearer ${token}`, ...request.headers })
  if (request.body !== undefined) headers.set('content-type', 'application/json')
  return new Request(`${origin}${request.path}`, {
    method: request.method,
    headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  })
}

export async function sendReal(request: RestRequest, actor: Actor | { token: string }): Promise<Response> {
  return sendOnFreshConnection(await buildRequest(lane.restUrl, request, actor))
}

/**
 * One request on a connection of its own (node:http, no agent), given up after 10 s with an
 * error naming the request: a PostgREST that stops answering (it once did, when its log went
 * to a pipe nobody read) fails the test by name instead of hanging the lane.
 */
async function sendOnFreshConnection(built: Request): Promise<Response> {
  const body = built.body ? Buffer.from(await built.arrayBuffer()) : undefined
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(built.url, { method: built.method, headers: Object.fromEntries(built.headers), agent: false }, (incoming) => {
      const chunks: Buffer[] = []
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
      incoming.on('end', () => {
        const headers = new Headers()
        for (const [name, value] of Object.entries(incoming.headers)) {
          if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value)
        }
        const status = incoming.statusCode ?? 500
        const payload = status === 204 || status === 304 || built.method === 'HEAD' ? null : Buffer.concat(chunks)
        resolve(new Response(payload, { status, headers }))
      })
      incoming.on('error', reject)
    })
    outgoing.setTimeout(10_000, () => outgoing.destroy(new Error(`PostgREST did not answer ${built.method} ${built.url} within 10 s`)))
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}

export async function sendMock(request: RestRequest, actor: Actor | { token: string }): Promise<Response> {
  const built = await buildRequest(`${MOCK_ORIGIN}/rest/v1`, request, actor)
  const response = await getResponse(handlers, built)
  if (!response) throw new Error(`the mock has no handler for ${request.method} ${request.path}`)
  return response
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const PG_TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,6})?\+00:00$/
const fixedValues = new Set<string>([...Object.values(fixtureIds), fixtureExperts.timestamp.replace('.000Z', '+00:00')])

/**
 * Generated ids and fresh timestamps become placeholders (their format still counts). In
 * an error body, `hint` (where Postgres adds spelling suggestions) is compared as a key only, and
 * a `Failing row contains (...)` detail only by that prefix: its values are generated.
 */
function normalize(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalize)
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).map(([key, inner]) => [key, normalize(inner)] as const)
    if ('code' in value && 'message' in value && 'hint' in value) {
      return Object.fromEntries(
        entries.map(([key, inner]) => {
          if (key === 'hint') return [key, '<hint>']
          if (key === 'details' && typeof inner === 'string' && inner.startsWith('Failing row contains (')) {
            return [key, 'Failing row contains (<row>)']
          }
          return [key, inner]
        }),
      )
    }
    return Object.fromEntries(entries)
  }
  if (typeof value === 'string' && !fixedValues.has(value)) {
    if (UUID.test(value)) return '<generated uuid>'
    if (PG_TIMESTAMP.test(value)) return '<timestamp>'
  }
  return value
}

export interface Answer {
  status: number
  contentRange: string | null
  body: unknown
}

/** What a response says, for comparison: status, Content-Range, and the JSON body (normalized). */
export async function answerOf(response: Response): Promise<Answer> {
  const text = await response.text()
  let body: unknown = text
  if (text !== '') {
    try {
      body = normalize(JSON.parse(text))
    } catch {
      body = text
    }
  }
  return { status: response.status, contentRange: response.headers.get('content-range'), body }
}

/** Counts request pairs (one request to PostgREST and the same to the mock) for the lane's summary. */
export function countPairs(file: string, pairs: number) {
  const report = process.env.REAL_BACKEND_REPORT
  if (report) appendFileSync(report, `${JSON.stringify({ file, pairs })}\n`)
}
