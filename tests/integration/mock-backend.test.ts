/**
 * The server's Supabase logic (app/server/experts.server.ts, auth.server.ts) against the
 * development backend: its data API is PostgREST on the migrated database, Auth, Storage and
 * Functions are the mock's.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import sampleExperts from '../../supabase/sample-experts.json'
import {
  deleteExpertRow,
  insertExpert,
  invokeSetupExperts,
  selectActiveExperts,
  selectExpertsPage,
  setExpertActiveRow,
  updateExpertRow,
  uploadExpertImageFile,
} from '~/server/experts.server'
import { readStaffSession, resolveAuthState } from '~/server/auth.server'
import type { SupabaseServerClient } from '~/server/supabase.server'
import { demoUsers } from '../../mocks/demo-users'
import { setLogDestination } from '~/server/log'
import { startTestBackend, type TestBackend } from './support/backend'
import { anonClient as anonClientOf, signedInClient as signedInClientOf } from './support/clients'

type Client = SupabaseServerClient
const asServerClient = (client: unknown) => client as Client
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82])
const fields = { name: 'Zoe Test, CPA', role: 'Tester', description: 'Checks things.', image_url: '', is_active: true }

let backend: TestBackend
beforeAll(async () => {
  backend = await startTestBackend()
})
afterAll(() => backend?.close())
const anonClient = () => anonClientOf(backend.url)
const signedInClient = (who: keyof typeof demoUsers) => signedInClientOf(backend.url, who)
const setFault: TestBackend['setFault'] = (service, fault) => backend.setFault(service, fault)
const expertIds = async () => (await backend.sql.query<{ id: string }>('select id from public.experts')).rows.map((row) => row.id)
const expertRows = async () => (await backend.sql.query('select * from public.experts order by id')).rows
const storedObjects = async () => Number((await backend.sql.query('select count(*) from storage.objects')).rows[0].count)

/** The server's log lines written during the current test, parsed. */
let logged: { level: string; event: string }[] = []
beforeEach(async () => {
  await backend.reset()
  logged = []
  setLogDestination({ write: (line: string) => logged.push(JSON.parse(line)) })
})
const errorLines = () => logged.filter((line) => line.level === 'error')

const activeSampleNames = sampleExperts.filter((e) => e.is_active).map((e) => e.name).sort()

describe('public expert list (call 1)', () => {
  it('holds only active experts, by name, with the public columns', async () => {
    const { experts, failed } = await selectActiveExperts(asServerClient(anonClient()))
    expect(failed).toBe(false)
    expect(experts.map((e) => e.name)).toEqual(activeSampleNames)
    expect(experts.map((e) => e.name)).not.toContain('Robert Chen, CPA')
    expect(Object.keys(experts[0]!).sort()).toEqual(['description', 'id', 'image_url', 'name', 'role'])
  })

  it('is empty, and logs one line, when the backend fails', async () => {
    await setFault('rest', { status: 500 })
    expect(await selectActiveExperts(asServerClient(anonClient()))).toEqual({ experts: [], failed: true })
    expect(errorLines()).toHaveLength(1)
    expect(errorLines()[0]!.event).toBe('experts-load-failed')
  })
})

describe('auth state (calls 2, 3, 6)', () => {
  it('knows the admin, the editor, the member and the anonymous visitor (the development rule: optional)', async () => {
    expect(await resolveAuthState(asServerClient(await signedInClient('admin')))).toEqual({
      user: { id: demoUsers.admin.id, email: demoUsers.admin.email },
      role: 'admin',
      access: 'granted',
    })
    expect(await resolveAuthState(asServerClient(await signedInClient('editor')))).toMatchObject({ role: 'editor', access: 'granted' })
    expect(await resolveAuthState(asServerClient(await signedInClient('member')))).toMatchObject({ role: null, access: 'none' })
    expect(await resolveAuthState(asServerClient(anonClient()))).toEqual({ user: null, role: null, access: 'none' })
  })

  it('answers no staff rights, with a log line, when the check fails', async () => {
    expect(await readStaffSession(asServerClient(await signedInClient('member')))).toMatchObject({ role: null, granted: false })
    expect(errorLines()).toHaveLength(0)
    await setFault('rest', { status: 500 })
    expect(await resolveAuthState(asServerClient(await signedInClient('admin')))).toMatchObject({ role: null, access: 'none' })
    expect(errorLines()).toHaveLength(1)
  })

  it('refuses a wrong password with the auth service message', async () => {
    const { error } = await anonClient().auth.signInWithPassword({ email: demoUsers.admin.email, password: 'nope' })
    expect(error?.message).toBe('Invalid login credentials')
  })
})

describe('admin writes (calls 7 to 13)', () => {
  it('round-trips create, update, toggle and delete', async () => {
    const admin = asServerClient(await signedInClient('admin'))
    const created = await insertExpert(admin, fields)
    expect(created).toMatchObject({ name: 'Zoe Test, CPA', is_active: true, image_url: null })
    expect((await selectExpertsPage(admin, { page: 1, pageSize: 25, sort: 'name', filters: { search: 'Zoe', status: undefined } })).rows.map((e) => e.name)).toContain('Zoe Test, CPA')

    await new Promise((resolve) => setTimeout(resolve, 5))
    const updated = await updateExpertRow(admin, created.id, { ...fields, role: 'Lead Tester' })
    expect(updated.role).toBe('Lead Tester')
    expect(updated.updated_at > created.updated_at).toBe(true)

    const hidden = await setExpertActiveRow(admin, created.id, false)
    expect(hidden.is_active).toBe(false)
    expect((await selectActiveExperts(asServerClient(anonClient()))).experts.map((e) => e.name)).not.toContain('Zoe Test, CPA')

    await deleteExpertRow(admin, created.id)
    expect(await expertIds()).not.toContain(created.id)
  })

  it('refuses writes from the anonymous visitor and the member, and stores nothing', async () => {
    const before = await expertRows()
    const someId = (await expertIds())[0]!
    // The anonymous visitor has no write grant at all (an error); the member's writes match no row (RLS).
    const cases = [
      { client: asServerClient(anonClient()), hidden: { status: 502 } },
      { client: asServerClient(await signedInClient('member')), hidden: { status: 404, message: 'Expert not found.' } },
    ]
    for (const { client, hidden } of cases) {
      await expect(insertExpert(client, fields)).rejects.toMatchObject({ status: 502, message: 'Failed to create expert.' })
      await expect(updateExpertRow(client, someId, fields)).rejects.toMatchObject(hidden)
      await expect(setExpertActiveRow(client, someId, false)).rejects.toMatchObject(hidden)
      await expect(deleteExpertRow(client, someId)).rejects.toMatchObject(hidden)
      await expect(uploadExpertImageFile(client, new File([PNG], 'a.png'))).rejects.toMatchObject({ message: 'Failed to upload image.' })
      await expect(invokeSetupExperts(client)).rejects.toMatchObject({ message: 'Failed to seed expert data.' })
    }
    expect(await expertRows()).toEqual(before)
    expect(await storedObjects()).toBe(0)
  })

  it('uploads a PNG under a generated name and serves it at its public URL', async () => {
    const admin = asServerClient(await signedInClient('admin'))
    const url = await uploadExpertImageFile(admin, new File([PNG], 'My Photo.png', { type: 'image/png' }))
    expect(url).toMatch(new RegExp(`^${backend.url}/storage/v1/object/public/experts/\\d+-[a-z0-9]+\\.png$`))
    const response = await fetch(url)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG)
  })

  it('refuses a text file named .png and an image over 5 MB', async () => {
    const admin = asServerClient(await signedInClient('admin'))
    await expect(uploadExpertImageFile(admin, new File(['just text'], 'fake.png', { type: 'image/png' }))).rejects.toMatchObject({ status: 415 })
    const big = new Uint8Array(6 * 1024 * 1024)
    big.set(PNG)
    await expect(uploadExpertImageFile(admin, new File([big], 'big.png'))).rejects.toMatchObject({ status: 413 })
    expect(await storedObjects()).toBe(0)
  })

  it('seeds the missing sample experts once', async () => {
    const admin = asServerClient(await signedInClient('admin'))
    await backend.sql.query(`delete from public.experts where name = $1`, [sampleExperts[0]!.name])
    expect(await invokeSetupExperts(admin)).toBe(1)
    expect(await invokeSetupExperts(admin)).toBe(0)
  })
})

describe('a hung backend', () => {
  it('gives up after the timeout: the public list is empty and the caller is not kept waiting', async () => {
    const { createClient } = await import('@supabase/supabase-js')
    const { backendClientOptions } = await import('~/server/backend-options')
    await setFault('rest', { delayMs: 5_000 })
    const client = createClient(backend.url, 'mock-anon-key', {
      auth: { persistSession: false },
      ...backendClientOptions(300),
    })
    const started = Date.now()
    expect(await selectActiveExperts(asServerClient(client))).toEqual({ experts: [], failed: true })
    expect(Date.now() - started).toBeLessThan(2_000)
  })
})
