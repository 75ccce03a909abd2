/**
 * What the real-backend tests share: the lane's Postgres and PostgREST (started by
 * scripts/real-backend/run.mjs, which passes their addresses in the environment), the
 * development backend that `npm run dev` runs (started for this run by ./global-setup.ts),
 * the policy fixtures loaded into both databases, and a way to send one PostgREST request
 * to both and compare the answers.
 */
import { execFileSync } from 'node:child_process'
import { appendFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import pg from 'pg'
import { inject } from 'vitest'
import { FIXTURES_SQL, fixtureExperts, fixtureIds, type Actor } from '../../../supabase/tests/support/policy-db'
import type { RestRequest } from '../../../supabase/tests/support/policy-matrix'
import { buildRestRequest } from '../../../supabase/tests/support/actor-http'

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

/** The development backend of this run (Supabase's HTTP API, and its database as the superuser). */
const development = inject('developmentBackend')
const developmentDatabase = new pg.Pool({ connectionString: development.databaseUrl, max: 1 })

export function psql(sql: string): string {
  return execFileSync(lane.psql, ['-X', '-q', '-t', '-A', '-v', 'ON_ERROR_STOP=1', '-d', lane.dbUrl, '-f', '-'], {
    input: sql,
    encoding: 'utf8',
  })
}

/** Both databases back to the fixture rows (run before every request that may write). */
export async function resetBothToFixtures() {
  psql(FIXTURES_SQL)
  await developmentDatabase.query(FIXTURES_SQL)
}

export async function sendReal(request: RestRequest, actor: Actor | { token: string }): Promise<Response> {
  return sendOnFreshConnection(await buildRestRequest(lane.restUrl, request, actor))
}

/** The same request to the development backend, through the mock's gateway to its PostgREST. */
export async function sendDevelopment(request: RestRequest, actor: Actor | { token: string }): Promise<Response> {
  return sendOnFreshConnection(await buildRestRequest(`${development.url}/rest/v1`, request, actor))
}

/**
 * One request on a connection of its own (node:http, no agent), given up after 10 s with an
 * error naming the request: a server that stops answering (it once did, when its log went
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
    outgoing.setTimeout(10_000, () => outgoing.destroy(new Error(`no answer to ${built.method} ${built.url} within 10 s`)))
    outgoing.on('error', reject)
    outgoing.end(body)
  })
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

/** Counts request pairs (one request to PostgREST on PostgreSQL 15 and the same to the development backend) for the lane's summary. */
export function countPairs(file: string, pairs: number) {
  const report = process.env.REAL_BACKEND_REPORT
  if (report) appendFileSync(report, `${JSON.stringify({ file, pairs })}\n`)
}
