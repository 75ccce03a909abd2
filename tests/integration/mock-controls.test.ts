/**
 * The mock's test controls: only with the run's token, never from another origin, JSON or no
 * body; and reset puts the development database back to its seeded rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MOCK_CONTROL_TOKEN_HEADER } from '../../mocks/handlers/control'
import { startTestBackend, type TestBackend } from './support/backend'

let backend: TestBackend
beforeAll(async () => {
  backend = await startTestBackend()
})
afterAll(() => backend?.close())

/** A raw call, with only the headers given. */
const call = (path: string, init: RequestInit = {}) => fetch(`${backend.url}${path}`, init)
const injectRestFault = (headers: Record<string, string>, body = '{"service":"rest","status":500}') =>
  call('/__mock/faults', { method: 'POST', headers, body })
/** Whether the data API answers with the injected fault. */
const restFaulted = async () => (await call('/rest/v1/experts?select=id', { headers: { apikey: 'mock-anon-key' } })).status === 500

describe('mock test controls', () => {
  it('refuse a call without the token, or with a wrong one, with 401 and change nothing', async () => {
    expect((await injectRestFault({ 'content-type': 'application/json' })).status).toBe(401)
    expect((await injectRestFault({ 'content-type': 'application/json', [MOCK_CONTROL_TOKEN_HEADER]: 'guess' })).status).toBe(401)
    expect((await call('/__mock/reset', { method: 'POST' })).status).toBe(401)
    expect((await call('/__mock/faults', { method: 'DELETE' })).status).toBe(401)
    expect(await restFaulted()).toBe(false)
  })

  it('refuse another origin with 403 and a simple (text/plain) body with 415, even with the token', async () => {
    const headers = { [MOCK_CONTROL_TOKEN_HEADER]: backend.controlToken }
    expect((await injectRestFault({ ...headers, 'content-type': 'application/json', origin: 'https://evil.example' })).status).toBe(403)
    expect((await injectRestFault({ ...headers, 'content-type': 'text/plain' })).status).toBe(415)
    expect(await restFaulted()).toBe(false)
  })

  it("work with the token, from the mock's own origin or from a non-browser client", async () => {
    const headers = { [MOCK_CONTROL_TOKEN_HEADER]: backend.controlToken, 'content-type': 'application/json' }
    expect((await injectRestFault({ ...headers, origin: backend.url })).status).toBe(200)
    expect(await restFaulted()).toBe(true)
    expect((await call('/__mock/reset', { method: 'POST', headers: { [MOCK_CONTROL_TOKEN_HEADER]: backend.controlToken } })).status).toBe(200)
    expect(await restFaulted()).toBe(false)
  })

  it('reset restores every table, a new row gone, a deleted one back and a changed one as it was, in well under a second', async () => {
    const count = async (table: string) => Number((await backend.sql.query(`select count(*) from ${table}`)).rows[0].count)
    const eventTitles = async () => (await backend.sql.query('select title from public.events order by slug')).rows
    const before = { experts: await count('public.experts'), claims: await count('public.offer_claims'), users: await count('auth.users'), events: await eventTitles() }
    await backend.sql.query(`insert into public.offer_claims (idempotency_key, full_name, email, firm_name) values (gen_random_uuid(), 'A B', 'a@example.com', 'F')`)
    // A changed row in a table whose row count stays the same.
    await backend.sql.query(`update public.events set title = 'Renamed' where slug = (select min(slug) from public.events)`)
    await backend.sql.query('delete from public.experts')
    // Every account but the last admin's, which the database keeps (the team needs one admin).
    await backend.sql.query(`delete from auth.users where id not in (select user_id from public.user_roles where role = 'admin')`)
    const started = Date.now()
    await backend.reset()
    expect(Date.now() - started).toBeLessThan(1_000)
    expect({ experts: await count('public.experts'), claims: await count('public.offer_claims'), users: await count('auth.users'), events: await eventTitles() }).toEqual(before)
    // A reset with nothing changed leaves every table as it is, quickly.
    const again = Date.now()
    await backend.reset()
    expect(Date.now() - again).toBeLessThan(100)
  })

  it('move the database clock to an instant and back to the real time; a bad instant is refused', async () => {
    const clock = async () => Date.parse((await backend.sql.query('select private.clock_now() as at')).rows[0].at)
    const json = { [MOCK_CONTROL_TOKEN_HEADER]: backend.controlToken, 'content-type': 'application/json' }
    const set = await call('/__mock/clock', { method: 'POST', headers: json, body: JSON.stringify({ now: '2025-11-14T17:00:00Z' }) })
    expect(set.status).toBe(200)
    expect(Math.abs((await clock()) - Date.parse('2025-11-14T17:00:00Z'))).toBeLessThan(5_000)
    expect((await call('/__mock/clock', { method: 'POST', headers: json, body: JSON.stringify({ now: 'soon' }) })).status).toBe(400)
    // Without the token, nothing moves.
    expect((await call('/__mock/clock', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ now: '2030-01-01T00:00:00Z' }) })).status).toBe(401)
    expect(Math.abs((await clock()) - Date.parse('2025-11-14T17:00:00Z'))).toBeLessThan(5_000)
    await backend.reset()
    expect(Math.abs((await clock()) - Date.now())).toBeLessThan(5_000)
  })
})
