/**
 * The mock's PostgREST subset and Supabase Auth sessions, through supabase-js as the app
 * uses it: what it emulates answers like PostgREST 12 (the real-backend lane compares the
 * two request by request), and what it does not emulate is refused with 501 naming it.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createClient } from '@supabase/supabase-js'
import { MOCK_ANON_KEY } from '../../app.config'
import { mockDb, resetMockDb } from '../../mocks/db'
import { demoUsers } from '../../mocks/demo-users'
import { MOCK_SUPABASE_URL, mockServer } from '../../mocks/node'
import sampleExperts from '../../supabase/sample-experts.json'
import { anonClient, serviceClient, signedInClient } from './support/clients'

beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }))
afterAll(() => mockServer.close())
beforeEach(() => resetMockDb())

const activeNames = sampleExperts.filter((e) => e.is_active).map((e) => e.name)
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

describe('emulated PostgREST features', () => {
  it('orders by several columns, each with its direction', async () => {
    const admin = await signedInClient('admin')
    const { data, error } = await admin.from('experts').select('name, is_active').order('is_active', { ascending: true }).order('name', { ascending: false })
    expect(error).toBeNull()
    const inactive = sampleExperts.filter((e) => !e.is_active).map((e) => e.name)
    expect(data!.map((row) => row.name)).toEqual([...inactive, ...[...activeNames].sort(byCodePoint).reverse()])
  })

  it('pages with range (offset and limit)', async () => {
    const { data } = await anonClient().from('experts').select('name').order('name').range(2, 4)
    expect(data!.map((row) => row.name)).toEqual([...activeNames].sort(byCodePoint).slice(2, 5))
  })

  it('filters with ilike and is', async () => {
    const { data } = await anonClient().from('experts').select('name').ilike('name', '%cpa%').order('name')
    expect(data!.map((row) => row.name)).toEqual(activeNames.filter((name) => /cpa/i.test(name)).sort(byCodePoint))
    const { data: none } = await anonClient().from('experts').select('name').is('image_url', null)
    expect(none).toEqual([])
  })

  it('counts exactly, with a HEAD request and a Content-Range header', async () => {
    const { count, data, status } = await anonClient().from('experts').select('*', { count: 'exact', head: true })
    expect({ count, data, status }).toEqual({ count: activeNames.length, data: null, status: 200 })
    const page = await anonClient().from('experts').select('name', { count: 'exact' }).limit(2)
    expect({ count: page.count, rows: page.data!.length, status: page.status }).toEqual({ count: activeNames.length, rows: 2, status: 206 })
  })
})

describe('features it does not emulate are refused by name', () => {
  const refused = (feature: RegExp) => ({
    status: 501,
    error: expect.objectContaining({ code: 'MOCK_UNSUPPORTED', message: expect.stringMatching(feature) }),
  })

  it('upsert with on_conflict (PostgREST would need a unique constraint)', async () => {
    const before = mockDb.experts.size
    const result = await serviceClient().from('experts').upsert({ name: 'Amara Okafor, CPA' }, { onConflict: 'name' })
    expect(result).toMatchObject(refused(/on_conflict|resolution/))
    expect(mockDb.experts.size).toBe(before)
  })

  it('embedded resources, aliases and casts', async () => {
    expect(await anonClient().from('experts').select('name, user_roles(role)')).toMatchObject(refused(/embedded resources/))
    expect(await anonClient().from('experts').select('label:name')).toMatchObject(refused(/aliases/))
  })

  it('or and not filters, and operators outside the subset', async () => {
    expect(await anonClient().from('experts').select('name').or('name.eq.x,role.eq.y')).toMatchObject(refused(/or= filters/))
    expect(await anonClient().from('experts').select('name').not('name', 'eq', 'x')).toMatchObject(refused(/negated filters/))
    expect(await anonClient().from('experts').select('name').textSearch('name', 'tax')).toMatchObject(refused(/operator fts/))
  })

  it('RPC, other schemas and planned counts', async () => {
    expect(await anonClient().rpc('is_admin')).toMatchObject(refused(/RPC/))
    expect(await anonClient().schema('storage').from('objects').select('name')).toMatchObject(refused(/schema storage/))
    expect(await anonClient().from('experts').select('name', { count: 'planned' })).toMatchObject(refused(/count=planned/))
  })
})

describe('sign-out ends the session, as in Supabase Auth', () => {
  async function signIn() {
    const client = createClient(MOCK_SUPABASE_URL, MOCK_ANON_KEY, { auth: { persistSession: false, autoRefreshToken: false } })
    const { data, error } = await client.auth.signInWithPassword({ email: demoUsers.admin.email, password: demoUsers.admin.password })
    if (error) throw error
    return { client, session: data.session! }
  }

  /** What GET /auth/v1/user answers for an access token (supabase-js reports a 403 there as a missing session). */
  async function userEndpoint(accessToken: string) {
    const response = await fetch(`${MOCK_SUPABASE_URL}/auth/v1/user`, {
      headers: { apikey: MOCK_ANON_KEY, authorization: `Bearer ${accessToken}` },
    })
    const body = (await response.json()) as { id?: string; error_code?: string }
    return { status: response.status, id: body.id, error_code: body.error_code }
  }
  const ended = { status: 403, id: undefined, error_code: 'session_not_found' }

  it('refuses the old access token and the old refresh token afterwards', async () => {
    const { client, session } = await signIn()
    expect((await client.auth.getUser(session.access_token)).data.user?.id).toBe(demoUsers.admin.id)
    await client.auth.signOut()
    expect(await userEndpoint(session.access_token)).toEqual(ended)
    expect((await client.auth.getUser(session.access_token)).data.user).toBeNull()
    const refreshed = await client.auth.refreshSession({ refresh_token: session.refresh_token })
    expect(refreshed.error).toMatchObject({ code: 'refresh_token_not_found' })
  })

  it('ends every session of the user by default (scope global), only the current one with scope local', async () => {
    const first = await signIn()
    const second = await signIn()
    await second.client.auth.signOut({ scope: 'local' })
    expect(await userEndpoint(first.session.access_token)).toMatchObject({ status: 200, id: demoUsers.admin.id })
    expect(await userEndpoint(second.session.access_token)).toEqual(ended)
    const third = await signIn()
    await third.client.auth.signOut()
    expect(await userEndpoint(first.session.access_token)).toEqual(ended)
  })

  it('keeps the session through a refresh: the new access token still works until sign-out', async () => {
    const { client, session } = await signIn()
    const { data } = await client.auth.refreshSession({ refresh_token: session.refresh_token })
    expect(await userEndpoint(data.session!.access_token)).toMatchObject({ status: 200, id: demoUsers.admin.id })
    await client.auth.signOut()
    expect(await userEndpoint(data.session!.access_token)).toEqual(ended)
  })
})
