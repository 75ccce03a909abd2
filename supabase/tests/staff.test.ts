/**
 * Staff accounts in the database (20261125100000_staff_roles_and_two_factor.sql): the last
 * admin is kept whoever tries, the second-factor rule in both modes, what staff_session() tells
 * the site's server, and the team as staff_members() lists it. The role x operation cells are in
 * support/policy-matrix.ts.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  createPolicyDb,
  fixtureEmails,
  fixtureIds,
  sqlErrorCode,
  type PolicyDb,
} from './support/policy-db'

let db: PolicyDb

beforeAll(async () => {
  db = await createPolicyDb()
})
afterAll(async () => {
  await db.close()
})
afterEach(async () => {
  await db.reset()
})

async function errorOf(work: () => Promise<unknown>): Promise<{ code?: string; message: string }> {
  try {
    await work()
  } catch (error) {
    return {
      code: sqlErrorCode(error),
      message: error instanceof Error ? error.message : String(error),
    }
  }
  throw new Error('expected the statement to fail, but it succeeded')
}

const verifiedFactorFor = (userId: string) =>
  db.superuser(
    `insert into auth.mfa_factors (user_id, factor_type, status, secret) values ($1, 'totp', 'verified', 'JBSWY3DPEHPK3PXP')`,
    [userId],
  )

describe('the last admin', () => {
  it('may not be removed or demoted: 409 with a message naming the rule, and nothing changes', async () => {
    await db.as(
      'admin',
      'delete from public.user_roles where id = $1',
      [fixtureIds.otherAdminRoleId],
      { commit: true },
    )
    const removal = await errorOf(() =>
      db.as('admin', 'delete from public.user_roles where id = $1', [fixtureIds.adminRoleId]),
    )
    expect(removal).toEqual({
      code: 'PT409',
      message: 'last_admin: the team must keep at least one admin',
    })
    const demotion = await errorOf(() =>
      db.as('admin', `update public.user_roles set role = 'editor' where id = $1`, [
        fixtureIds.adminRoleId,
      ]),
    )
    expect(demotion.code).toBe('PT409')
    const { rows } = await db.superuser(`select role from public.user_roles where id = $1`, [
      fixtureIds.adminRoleId,
    ])
    expect(rows).toEqual([{ role: 'admin' }])
  })

  it('is kept from the service key, plain SQL, and Auth deleting the account too', async () => {
    await db.superuser('delete from public.user_roles where id = $1', [fixtureIds.otherAdminRoleId])
    expect(
      (
        await errorOf(() =>
          db.as('service_role', 'delete from public.user_roles where role = $1', ['admin']),
        )
      ).code,
    ).toBe('PT409')
    expect(
      (
        await errorOf(() =>
          db.superuser(`update public.user_roles set role = 'editor' where role = 'admin'`),
        )
      ).code,
    ).toBe('PT409')
    expect(
      (
        await errorOf(() =>
          db.superuser('delete from auth.users where id = $1', [fixtureIds.adminUserId]),
        )
      ).code,
    ).toBe('PT409')
  })

  it('lets one of two admins go, and any editor', async () => {
    expect(
      await db.as('admin', 'delete from public.user_roles where id = $1', [
        fixtureIds.otherAdminRoleId,
      ]),
    ).toMatchObject({ affectedRows: 1 })
    expect(
      await db.as('admin', `update public.user_roles set role = 'editor' where id = $1`, [
        fixtureIds.adminRoleId,
      ]),
    ).toMatchObject({ affectedRows: 1 })
    expect(
      await db.as('admin', 'delete from public.user_roles where id = $1', [
        fixtureIds.editorRoleId,
      ]),
    ).toMatchObject({ affectedRows: 1 })
  })
})

describe('the second-factor rule', () => {
  const staffAs = async (actor: 'editor' | 'admin' | 'admin_aal1') =>
    (
      await db.as<{ staff: boolean; admin: boolean }>(
        actor,
        'select public.is_staff() as staff, public.is_admin() as admin',
      )
    ).rows[0]

  it("'required' (the migration's default): only an aal2 session has staff rights", async () => {
    expect(await staffAs('admin')).toEqual({ staff: true, admin: true })
    expect(await staffAs('editor')).toEqual({ staff: true, admin: false })
    expect(await staffAs('admin_aal1')).toEqual({ staff: false, admin: false })
    const applicants = await db.as('admin_aal1', 'select id from public.partnership_applications')
    expect(applicants.rows).toEqual([])
  })

  it("'optional': a password session has staff rights until the user enrols a factor", async () => {
    await db.superuser(`update private.staff_security set admin_two_factor = 'optional'`)
    expect(await staffAs('admin_aal1')).toEqual({ staff: true, admin: true })
    await verifiedFactorFor(fixtureIds.adminUserId)
    expect(await staffAs('admin_aal1')).toEqual({ staff: false, admin: false })
    expect(await staffAs('admin')).toEqual({ staff: true, admin: true })
  })

  it("only the site's server sets the rule, to one of the two values", async () => {
    expect(
      (
        await errorOf(() =>
          db.as('admin', `update private.staff_security set admin_two_factor = 'optional'`),
        )
      ).code,
    ).toBe('42501')
    expect(
      (
        await errorOf(() =>
          db.as('service_role', `select site_server.apply_admin_two_factor('optional')`),
        )
      ).code,
    ).toBe('42501')
    await db.pg.transaction(async (tx) => {
      await tx.exec('set local role site_server')
      await tx.query(`select site_server.apply_admin_two_factor('optional')`)
      await tx.rollback()
    })
    expect(
      (await errorOf(() => db.superuser(`select site_server.apply_admin_two_factor('off')`))).code,
    ).toBe('23514')
  })
})

describe('staff_session()', () => {
  const sessionOf = async (actor: 'user' | 'editor' | 'admin' | 'admin_aal1') =>
    (
      await db.as(
        actor,
        'select role, enrolled, admin_two_factor, granted from public.staff_session()',
      )
    ).rows[0]

  it("tells the server each session's role, enrolment, the rule and its rights", async () => {
    expect(await sessionOf('user')).toEqual({
      role: null,
      enrolled: false,
      admin_two_factor: 'required',
      granted: false,
    })
    expect(await sessionOf('editor')).toEqual({
      role: 'editor',
      enrolled: false,
      admin_two_factor: 'required',
      granted: true,
    })
    expect(await sessionOf('admin_aal1')).toEqual({
      role: 'admin',
      enrolled: false,
      admin_two_factor: 'required',
      granted: false,
    })
    await verifiedFactorFor(fixtureIds.adminUserId)
    expect(await sessionOf('admin_aal1')).toEqual({
      role: 'admin',
      enrolled: true,
      admin_two_factor: 'required',
      granted: false,
    })
  })

  it('is not for visitors', async () => {
    expect((await errorOf(() => db.as('anon', 'select * from public.staff_session()'))).code).toBe(
      '42501',
    )
  })
})

describe('staff_members()', () => {
  it('lists each staff member: address, role, whether they accepted, last sign-in, two-factor', async () => {
    await db.superuser(
      `insert into auth.users (id, email) values ('0a000000-0000-4000-8000-000000000009', 'invited@example.test')`,
    )
    await db.superuser(
      `insert into public.user_roles (user_id, role) values ('0a000000-0000-4000-8000-000000000009', 'editor')`,
    )
    await db.superuser(
      `update auth.users set last_sign_in_at = '2026-01-02T03:04:05Z' where id = $1`,
      [fixtureIds.editorUserId],
    )
    await verifiedFactorFor(fixtureIds.adminUserId)
    const { rows } = await db.as(
      'admin',
      'select email, role, accepted, last_sign_in_at, two_factor from public.staff_members()',
    )
    expect(rows).toEqual([
      {
        email: fixtureEmails.admin,
        role: 'admin',
        accepted: true,
        last_sign_in_at: null,
        two_factor: true,
      },
      {
        email: fixtureEmails.editor,
        role: 'editor',
        accepted: true,
        last_sign_in_at: new Date('2026-01-02T03:04:05Z'),
        two_factor: false,
      },
      {
        email: 'invited@example.test',
        role: 'editor',
        accepted: false,
        last_sign_in_at: null,
        two_factor: false,
      },
      {
        email: fixtureEmails.otherAdmin,
        role: 'admin',
        accepted: true,
        last_sign_in_at: null,
        two_factor: false,
      },
    ])
  })
})
