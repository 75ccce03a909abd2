/**
 * ADMIN_TWO_FACTOR=required, end to end on the development backend: a staff session signed in
 * with the password alone reads no applicant row, even straight from the data API with its own
 * token, and changes nothing; the same account, once its TOTP code is verified (aal2), reads them.
 * With 'optional', the password session of someone who never enrolled keeps staff rights, and
 * loses them the moment a factor is enrolled.
 */
import { Secret, TOTP } from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MOCK_ANON_KEY } from '../../app.config'
import { demoUsers } from '../../mocks/demo-users'
import { startTestBackend, type TestBackend } from './support/backend'
import { anonClient } from './support/clients'

let backend: TestBackend
beforeAll(async () => {
  backend = await startTestBackend({ adminTwoFactor: 'required' })
}, 60_000)
afterAll(() => backend?.close())

/** The data API with a user's own access token, as anyone holding it could call it. */
async function dataApi(token: string, path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers)
  headers.set('apikey', MOCK_ANON_KEY)
  headers.set('authorization', `Bearer ${token}`)
  if (init.body) headers.set('content-type', 'application/json')
  const answer = await fetch(`${backend.url}/rest/v1${path}`, { ...init, headers })
  return {
    status: answer.status,
    body: answer.status === 204 ? null : ((await answer.json()) as unknown),
  }
}

async function passwordSession() {
  const client = anonClient(backend.url)
  const { data, error } = await client.auth.signInWithPassword({
    email: demoUsers.admin.email,
    password: demoUsers.admin.password,
  })
  if (error) throw error
  return { client, token: data.session.access_token }
}

describe('ADMIN_TWO_FACTOR=required on the development backend', () => {
  it('a password-only session reads no applicant and changes none; with its code verified it reads them', async () => {
    await backend.reset()
    const applicants = Number(
      (await backend.sql.query('select count(*) from public.partnership_applications')).rows[0]
        .count,
    )
    expect(applicants).toBeGreaterThan(0)

    const { client, token } = await passwordSession()
    expect(await dataApi(token, '/partnership_applications?select=id,contact_email')).toEqual({
      status: 200,
      body: [],
    })
    expect(
      await dataApi(token, '/partnership_applications?status=eq.new', {
        method: 'PATCH',
        body: JSON.stringify({ internal_note: 'changed' }),
      }),
    ).toMatchObject({ status: 204 })
    expect(
      (
        await backend.sql.query(
          `select count(*) from public.partnership_applications where internal_note = 'changed'`,
        )
      ).rows[0].count,
    ).toBe('0')
    expect((await dataApi(token, '/rpc/staff_session')).body).toEqual([
      { role: 'admin', enrolled: false, admin_two_factor: 'required', granted: false },
    ])

    // Enrolling needs no staff rights; the verified code raises the session to aal2.
    const { data: enrolled, error } = await client.auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'Authenticator app',
    })
    if (error) throw error
    const code = new TOTP({ secret: Secret.fromBase32(enrolled.totp.secret) }).generate()
    const verified = await client.auth.mfa.challengeAndVerify({ factorId: enrolled.id, code })
    expect(verified.error).toBeNull()
    const aal2 = (await client.auth.getSession()).data.session!.access_token
    const read = await dataApi(aal2, '/partnership_applications?select=id')
    expect(read.status).toBe(200)
    expect(read.body).toHaveLength(applicants)

    // A new password sign-in of the same account is aal1 again: no rows.
    const again = await passwordSession()
    expect(await dataApi(again.token, '/partnership_applications?select=id')).toEqual({
      status: 200,
      body: [],
    })
  })
})

describe('ADMIN_TWO_FACTOR=optional', () => {
  let optional: TestBackend
  beforeAll(async () => {
    optional = await startTestBackend({ adminTwoFactor: 'optional' })
  }, 60_000)
  afterAll(() => optional?.close())

  it('keeps staff rights for a password session until its user enrols a factor', async () => {
    const client = anonClient(optional.url)
    const { data, error } = await client.auth.signInWithPassword({
      email: demoUsers.editor.email,
      password: demoUsers.editor.password,
    })
    if (error) throw error
    const staff = async (token: string) =>
      (await (
        await fetch(`${optional.url}/rest/v1/rpc/is_staff`, {
          method: 'POST',
          headers: {
            apikey: MOCK_ANON_KEY,
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
          },
          body: '{}',
        })
      ).json()) as boolean
    expect(await staff(data.session.access_token)).toBe(true)
    const { data: enrolled } = await client.auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'Authenticator app',
    })
    await client.auth.mfa.challengeAndVerify({
      factorId: enrolled!.id,
      code: new TOTP({ secret: Secret.fromBase32(enrolled!.totp.secret) }).generate(),
    })
    const password = anonClient(optional.url)
    const again = await password.auth.signInWithPassword({
      email: demoUsers.editor.email,
      password: demoUsers.editor.password,
    })
    expect(await staff(again.data.session!.access_token)).toBe(false)
  })
})
