/**
 * A development backend of a test file's own (mocks/start-backend.ts) on free ports: the
 * migrated, seeded development database behind PostgREST, with Auth, Storage and Functions
 * mocked, as `npm run dev` runs it. Tests reach it over HTTP like the app does, and through a
 * superuser connection to its database for setup and inspection.
 */
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { freePort } from '../../../mocks/database/postgrest'
import { MOCK_CONTROL_TOKEN_HEADER } from '../../../mocks/handlers/control'
import type { Fault, MockService } from '../../../mocks/faults'
import { startMockBackend } from '../../../mocks/start-backend'

export interface TestBackend {
  url: string
  databaseUrl: string
  /** The database as its superuser. */
  sql: pg.Pool
  /** Every table back to its seeded rows, faults cleared (`POST /__mock/reset`). */
  reset(): Promise<void>
  setFault(service: MockService, fault: Fault): Promise<void>
  clearFaults(): Promise<void>
  control(path: string, init?: RequestInit): Promise<Response>
  controlToken: string
  close(): Promise<void>
}

/** `adminTwoFactor`: the database's second-factor rule (default 'optional', as in development). */
export async function startTestBackend(options: { migrationsDir?: string; adminTwoFactor?: 'required' | 'optional' } = {}): Promise<TestBackend> {
  const controlToken = randomBytes(24).toString('base64url')
  const backend = await startMockBackend({ port: await freePort(), databasePort: await freePort(), controlToken, adminTwoFactor: 'optional', ...options })
  const sql = new pg.Pool({ connectionString: backend.databaseUrl, max: 1 })
  const control = (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers)
    headers.set(MOCK_CONTROL_TOKEN_HEADER, controlToken)
    return fetch(`${backend.url}${path}`, { ...init, headers })
  }
  const ok = async (response: Promise<Response>) => {
    const answer = await response
    if (!answer.ok) throw new Error(`mock control failed: ${answer.status} ${await answer.text()}`)
  }
  return {
    url: backend.url,
    databaseUrl: backend.databaseUrl,
    sql,
    controlToken,
    control,
    reset: () => ok(control('/__mock/reset', { method: 'POST' })),
    setFault: (service, fault) =>
      ok(control('/__mock/faults', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ service, ...fault }) })),
    clearFaults: () => ok(control('/__mock/faults', { method: 'DELETE' })),
    close: async () => {
      await sql.end()
      await backend.close()
    },
  }
}
