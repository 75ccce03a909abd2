/**
 * Staff accounts in the database (20261125100000_staff_roles_and_two_factor.sql): the last
 * admin is kept whoever tries, the second-factor rule in both modes, what staff_session() tells
 * the site's server, and the team as staff_members() lists it. The role x operation cells are in
 * support/policy-matrix.ts.
 */
import { readFileSync } from 'node:fs'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { TEST_SUPPORT_SQL_PATH } from '../../mocks/database/development-database'
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

describe('audit.record_password_change()', () => {
  const entries = () =>
    db.superuser<{ actor: string; actor_id: string; kind: string; record_id: string; action: string }>(
      `select actor, actor_id, kind, record_id, action from audit.entries where action = 'password_changed'`,
    )

  it("records a staff member's own change, as them, about their own account, from the site's server", async () => {
    await db.siteServer('select audit.record_password_change($1)', [fixtureIds.editorUserId])
    expect((await entries()).rows).toEqual([
      { actor: fixtureEmails.editor, actor_id: fixtureIds.editorUserId, kind: 'staff_account', record_id: fixtureIds.editorUserId, action: 'password_changed' },
    ])
  })

  it('is no one else’s to call: not a visitor, not staff with their own token', async () => {
    for (const actor of ['anon', 'editor', 'admin'] as const) {
      expect((await errorOf(() => db.as(actor, 'select audit.record_password_change($1)', [fixtureIds.editorUserId]))).code).toBe('42501')
    }
    expect((await entries()).rows).toEqual([])
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

describe('links mailed to staff', () => {
  const invitee = '0a000000-0000-4000-8000-000000000008'
  const TEST_SUPPORT = readFileSync(TEST_SUPPORT_SQL_PATH, 'utf8')

  /** The database's clock moved by `offsetMs` (test-support.sql's private.clock_now()). */
  const setClockOffset = (offsetMs: number) =>
    db.superuser('select test_support.set_clock_offset($1)', [offsetMs])
  const queued = async (kind: string) =>
    (
      await db.superuser<{ recipient: string; details: { token: string; role?: string } }>(
        `select recipient, details from site_server.notices where kind = $1 order by created_at`,
        [kind],
      )
    ).rows
  const asSiteServer = async <T>(sql: string, params: unknown[]) =>
    db.pg.transaction(async (tx) => {
      await tx.exec('set local role site_server')
      return (await tx.query<T>(sql, params)).rows
    })
  const stateOf = async (token: string) =>
    (
      await asSiteServer<{ state: string; kind: string | null; email: string | null; user_id: string | null }>(
        'select * from site_server.staff_link_state($1)',
        [token],
      )
    )[0]
  const use = (token: string) =>
    asSiteServer<{ user_id: string; kind: string; email: string }>(
      'select * from site_server.use_staff_link($1)',
      [token],
    )

  beforeAll(async () => {
    await db.pg.exec(TEST_SUPPORT)
  })
  afterEach(async () => {
    await setClockOffset(0)
  })

  async function invite() {
    await db.superuser(`insert into auth.users (id, email) values ($1, 'invitee@example.test')`, [
      invitee,
    ])
    await db.as('admin', `select public.invite_staff_member($1, 'editor')`, [invitee], {
      commit: true,
    })
    return (await queued('staff_invitation')).at(-1)!
  }

  it('an invitation queues a mail to the invitee with its token, audited as the admin; the link works once', async () => {
    const mail = await invite()
    expect(mail.recipient).toBe('invitee@example.test')
    expect(mail.details).toMatchObject({
      role: 'editor',
      token: expect.stringMatching(/^[0-9a-f]{64}$/),
    })
    const stored = await db.superuser(`select token_hash from site_server.staff_links`)
    expect(JSON.stringify(stored.rows)).not.toContain(mail.details.token)
    expect(await stateOf(mail.details.token)).toEqual({
      state: 'valid',
      kind: 'invitation',
      email: 'invitee@example.test',
      user_id: invitee,
    })
    expect(await use(mail.details.token)).toEqual([
      { user_id: invitee, kind: 'invitation', email: 'invitee@example.test' },
    ])
    expect(await use(mail.details.token)).toEqual([])
    expect(await stateOf(mail.details.token)).toEqual({
      state: 'used',
      kind: 'invitation',
      email: null,
      user_id: null,
    })
    const trail = await db.superuser<{ actor: string; action: string; changes: string }>(
      `select actor, action, changes::text from audit.entries where kind = 'staff_account' order by at`,
    )
    expect(trail.rows.map((row) => [row.actor, row.action])).toEqual([
      [fixtureEmails.admin, 'invitation_sent'],
      ['invitee@example.test', 'invitation_accepted'],
    ])
    expect(JSON.stringify(trail.rows)).not.toContain(mail.details.token)
  })

  it('an invitation lasts 7 days by the database clock; a resend replaces the earlier link, which stops working', async () => {
    const first = await invite()
    await setClockOffset(7 * 24 * 3600_000 - 60_000)
    expect((await stateOf(first.details.token))!.state).toBe('valid')
    await setClockOffset(7 * 24 * 3600_000 + 60_000)
    expect((await stateOf(first.details.token))!.state).toBe('expired')
    expect(await use(first.details.token)).toEqual([])
    await setClockOffset(0)
    await db.as('admin', 'select public.resend_staff_invitation($1)', [invitee], { commit: true })
    const second = (await queued('staff_invitation')).at(-1)!
    expect(second.details.token).not.toBe(first.details.token)
    // The earlier link is not forgotten: its page can say a newer one was sent. It sets nothing.
    expect(await stateOf(first.details.token)).toEqual({ state: 'replaced', kind: 'invitation', email: null, user_id: null })
    expect(await use(first.details.token)).toEqual([])
    expect((await stateOf(second.details.token))!.state).toBe('valid')
    expect(
      (await errorOf(() => db.as('editor', 'select public.resend_staff_invitation($1)', [invitee])))
        .code,
    ).toBe('42501')
  })

  it("a removed member's link stops working", async () => {
    const mail = await invite()
    await db.as('admin', 'delete from public.user_roles where user_id = $1', [invitee], {
      commit: true,
    })
    expect((await stateOf(mail.details.token))!.state).toBe('unknown')
    expect(await use(mail.details.token)).toEqual([])
  })

  it('a password link goes only to an active staff address, and lasts 1 hour', async () => {
    await invite()
    for (const address of ['nobody@example.test', 'invitee@example.test', fixtureEmails.member]) {
      await asSiteServer('select site_server.request_staff_recovery($1)', [address])
    }
    expect(await queued('staff_recovery')).toEqual([])
    await asSiteServer('select site_server.request_staff_recovery($1)', [
      ` ${fixtureEmails.editor.toUpperCase()} `,
    ])
    const [mail] = await queued('staff_recovery')
    expect(mail!.recipient).toBe(fixtureEmails.editor)
    await setClockOffset(3600_000 - 60_000)
    expect((await stateOf(mail!.details.token))!.state).toBe('valid')
    await setClockOffset(3600_000 + 60_000)
    expect((await stateOf(mail!.details.token))!.state).toBe('expired')
    expect(
      (
        await errorOf(() =>
          db.as('service_role', `select site_server.request_staff_recovery('x@example.test')`),
        )
      ).code,
    ).toBe('42501')
  })
})
