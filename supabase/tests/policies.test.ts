/**
 * Row-level security, grants, the is_admin() check, the updated_at trigger and the
 * table constraints of supabase/migrations, proven on a real Postgres (PGlite) with a
 * Supabase-compatible shim. See support/policy-matrix.ts for the role x operation table.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ACTORS,
  createPolicyDb,
  fixtureExperts,
  fixtureIds,
  fixtureSubmissions,
  sqlErrorCode,
  type Actor,
  type PolicyDb,
} from './support/policy-db.ts'
import {
  expectedOutcomes,
  operations,
  policyMatrix,
  runOperation,
} from './support/policy-matrix.ts'

let db: PolicyDb

beforeAll(async () => {
  db = await createPolicyDb()
})

afterAll(async () => {
  await db?.close()
})

/** Runs `fn` and returns the SQLSTATE it failed with (or fails the test if it did not). */
async function errorCodeOf(fn: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await fn()
  } catch (error) {
    return sqlErrorCode(error) ?? `not a Postgres error: ${String(error)}`
  }
  throw new Error('expected the statement to fail, but it succeeded')
}

describe('policy matrix', () => {
  it('covers every actor for every operation', () => {
    expect(Object.keys(expectedOutcomes).sort()).toEqual(Object.keys(operations).sort())
    expect(policyMatrix).toHaveLength(Object.keys(operations).length * ACTORS.length)
  })

  it.each(policyMatrix)(
    '$operation as $actor -> $expected ($label)',
    async ({ actor, operation, expected }) => {
      expect(await runOperation(db, actor, operation)).toBe(expected)
    },
  )
})

describe('experts', () => {
  const listSql = 'select name from public.experts order by name'

  it.each<[Actor, string[]]>([
    ['anon', [fixtureExperts.active.name]],
    ['user', [fixtureExperts.active.name]],
    ['admin', [fixtureExperts.active.name, fixtureExperts.inactive.name]],
    ['service_role', [fixtureExperts.active.name, fixtureExperts.inactive.name]],
  ])('%s lists exactly the experts it may see', async (actor, names) => {
    const { rows } = await db.as<{ name: string }>(actor, listSql)
    expect(rows.map((row) => row.name)).toEqual(names)
  })

  it('a signed-in user cannot deactivate, reactivate or rename experts, even ones they can see', async () => {
    await db.session('user', async (query) => {
      const toggled = await query('update public.experts set is_active = not is_active')
      expect(toggled.affectedRows).toBe(0)
      const renamed = await query(`update public.experts set name = 'Hijacked' where id = $1`, [
        fixtureIds.activeExpertId,
      ])
      expect(renamed.affectedRows).toBe(0)
    })
    const { rows } = await db.superuser<{ name: string; is_active: boolean }>(
      'select name, is_active from public.experts where id = $1',
      [fixtureIds.activeExpertId],
    )
    expect(rows[0]).toEqual({ name: fixtureExperts.active.name, is_active: true })
  })

  it('an admin can create an inactive expert and still read it back (insert ... returning)', async () => {
    const { rows } = await db.as<{ name: string; is_active: boolean }>(
      'admin',
      `insert into public.experts (name, is_active) values ('Hidden Newcomer', false) returning name, is_active`,
    )
    expect(rows).toEqual([{ name: 'Hidden Newcomer', is_active: false }])
  })

  it('a denied insert raises 42501 for anon (no privilege) and for a member (row-level security)', async () => {
    const sql = `insert into public.experts (name) values ('Intruder')`
    expect(await errorCodeOf(() => db.as('anon', sql))).toBe('42501')
    const memberError = await db.as('user', sql).catch((error: unknown) => error)
    expect(sqlErrorCode(memberError)).toBe('42501')
    expect(String((memberError as Error).message)).toMatch(/row-level security/)
  })
})

describe('updated_at trigger', () => {
  it('sets updated_at to the time of the update, whatever the client sends', async () => {
    const before = new Date(fixtureExperts.timestamp).getTime()
    await db.session('admin', async (query) => {
      const { rows } = await query<{ updated_at: Date; created_at: Date; now: Date }>(
        `update public.experts set role = 'Senior Tax Advisor', updated_at = '1999-01-01T00:00:00Z'
         where id = $1 returning updated_at, created_at, now() as now`,
        [fixtureIds.activeExpertId],
      )
      const row = rows[0]
      expect(row).toBeDefined()
      expect(row!.updated_at.getTime()).toBe(row!.now.getTime())
      expect(row!.updated_at.getTime()).toBeGreaterThan(before)
      expect(row!.created_at.getTime()).toBe(before)
    })
  })

  it('fires for a toggle of is_active alone (the admin table switch)', async () => {
    await db.session('admin', async (query) => {
      const { rows } = await query<{ updated_at: Date }>(
        'update public.experts set is_active = false where id = $1 returning updated_at',
        [fixtureIds.activeExpertId],
      )
      expect(rows[0]!.updated_at.getTime()).toBeGreaterThan(
        new Date(fixtureExperts.timestamp).getTime(),
      )
    })
  })
})

describe('expert constraints', () => {
  const insert = (fields: Record<string, unknown>) => {
    const columns = Object.keys(fields)
    const placeholders = columns.map((_, index) => `$${index + 1}`)
    return db.as(
      'admin',
      `insert into public.experts (${columns.join(', ')}) values (${placeholders.join(', ')}) returning id`,
      Object.values(fields),
    )
  }

  it.each([
    ['an empty name', { name: '' }, '23514'],
    ['a name of spaces only', { name: '   ' }, '23514'],
    ['a name of tabs and newlines only', { name: '\t\n ' }, '23514'],
    ['a name of 121 characters', { name: 'n'.repeat(121) }, '23514'],
    ['no name', { name: null }, '23502'],
    ['a role of 121 characters', { name: 'Valid', role: 'r'.repeat(121) }, '23514'],
    ['a description of 2001 characters', { name: 'Valid', description: 'd'.repeat(2001) }, '23514'],
  ])('rejects %s', async (_label, fields, code) => {
    expect(await errorCodeOf(() => insert(fields))).toBe(code)
  })

  it('accepts the limits themselves and empty optional fields', async () => {
    await expect(
      insert({ name: 'n'.repeat(120), role: 'r'.repeat(120), description: 'd'.repeat(2000) }),
    ).resolves.toMatchObject({
      rows: [expect.objectContaining({ id: expect.any(String) })],
    })
    await expect(
      insert({ name: ' Padded Name ', role: null, description: null, image_url: null }),
    ).resolves.toMatchObject({
      affectedRows: 1,
    })
  })

  it('applies the same limits to updates', async () => {
    const code = await errorCodeOf(() =>
      db.as('admin', `update public.experts set name = '' where id = $1`, [
        fixtureIds.activeExpertId,
      ]),
    )
    expect(code).toBe('23514')
  })

  it('defaults is_active to true and fills id and timestamps', async () => {
    const { rows } = await db.as<{
      id: string
      is_active: boolean
      created_at: Date
      updated_at: Date
    }>(
      'admin',
      `insert into public.experts (name) values ('Defaults') returning id, is_active, created_at, updated_at`,
    )
    expect(rows[0]).toMatchObject({ is_active: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/) })
    expect(rows[0]!.created_at).toBeInstanceOf(Date)
    expect(rows[0]!.updated_at).toBeInstanceOf(Date)
  })
})

describe('is_admin()', () => {
  it.each<[Actor, boolean]>([
    ['anon', false],
    ['user', false],
    ['admin', true],
    ['service_role', false],
  ])('as %s returns %s', async (actor, expected) => {
    const { rows } = await db.as<{ is_admin: boolean }>(
      actor,
      'select public.is_admin() as is_admin',
    )
    expect(rows).toEqual([{ is_admin: expected }])
  })

  it('is security definer, stable, with an empty search_path, and executable by the API roles', async () => {
    const { rows } = await db.superuser<{
      prosecdef: boolean
      provolatile: string
      proconfig: string[] | null
      returns: string
      anon: boolean
      authenticated: boolean
      public_can: boolean
    }>(`
      select p.prosecdef, p.provolatile, p.proconfig, pg_get_function_result(p.oid) as returns,
             has_function_privilege('anon', p.oid, 'execute') as anon,
             has_function_privilege('authenticated', p.oid, 'execute') as authenticated,
             exists (select 1 from aclexplode(p.proacl) a where a.grantee = 0 and a.privilege_type = 'EXECUTE') as public_can
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.proname = 'is_admin'`)
    expect(rows).toEqual([
      {
        prosecdef: true,
        provolatile: 's',
        proconfig: ['search_path=""'],
        returns: 'boolean',
        anon: true,
        authenticated: true,
        public_can: false,
      },
    ])
  })

  it('cannot be fooled by a temporary table named user_roles (fully qualified names)', async () => {
    await db.session('user', async (query) => {
      await query('create temporary table user_roles (user_id uuid, role text)')
      await query(`insert into user_roles values ($1, 'admin')`, [fixtureIds.memberUserId])
      const { rows } = await query<{ is_admin: boolean }>('select public.is_admin() as is_admin')
      expect(rows).toEqual([{ is_admin: false }])
    })
  })
})

describe('user_roles: nobody makes themselves admin', () => {
  it('a member cannot insert their own admin row', async () => {
    const code = await errorCodeOf(() =>
      db.as('user', `insert into public.user_roles (user_id, role) values ($1, 'admin')`, [
        fixtureIds.memberUserId,
      ]),
    )
    expect(code).toBe('42501')
  })

  it("a member cannot take over another user's admin row, nor delete one", async () => {
    // Only the role column may be changed at all (a column grant), and only by an admin.
    expect(
      await errorCodeOf(() =>
        db.as('user', 'update public.user_roles set user_id = $1 where id = $2', [
          fixtureIds.memberUserId,
          fixtureIds.otherAdminRoleId,
        ]),
      ),
    ).toBe('42501')
    expect(await db.as('user', 'delete from public.user_roles')).toMatchObject({ affectedRows: 0 })
    expect(await db.as('user', `update public.user_roles set role = 'editor'`)).toMatchObject({ affectedRows: 0 })
  })

  it('an admin grants and changes roles; the same admin signed in without the second factor cannot', async () => {
    await db.session('admin', async (query) => {
      await query(`insert into public.user_roles (user_id, role) values ($1, 'editor')`, [fixtureIds.memberUserId])
      expect(await query(`update public.user_roles set role = 'admin' where user_id = $1`, [fixtureIds.memberUserId])).toMatchObject({ affectedRows: 1 })
      expect(await query('delete from public.user_roles where id = $1', [fixtureIds.otherAdminRoleId])).toMatchObject({ affectedRows: 1 })
    })
    expect(
      await errorCodeOf(() =>
        db.as('admin_aal1', `insert into public.user_roles (user_id, role) values ($1, 'admin')`, [fixtureIds.memberUserId]),
      ),
    ).toBe('42501')
    expect(await db.as('admin_aal1', 'delete from public.user_roles where id = $1', [fixtureIds.otherAdminRoleId])).toMatchObject({ affectedRows: 0 })
    expect(await db.as('editor', `update public.user_roles set role = 'admin' where user_id = $1`, [fixtureIds.editorUserId])).toMatchObject({ affectedRows: 0 })
  })

  it('after committed attempts through every write path, the member is still not an admin', async () => {
    const attempts = [
      [
        `insert into public.user_roles (user_id, role) values ($1, 'admin')`,
        [fixtureIds.memberUserId],
      ],
      ['update public.user_roles set user_id = $1', [fixtureIds.memberUserId]],
      [
        `insert into public.user_roles (user_id, role) select $1, 'admin'`,
        [fixtureIds.memberUserId],
      ],
    ] as const
    for (const [sql, params] of attempts) {
      await db.as('user', sql, [...params], { commit: true }).catch(() => undefined)
    }
    const { rows } = await db.superuser('select 1 from public.user_roles where user_id = $1', [
      fixtureIds.memberUserId,
    ])
    expect(rows).toHaveLength(0)
    const check = await db.as<{ is_admin: boolean }>('user', 'select public.is_admin() as is_admin')
    expect(check.rows).toEqual([{ is_admin: false }])
  })

  it('only accepts the admin and editor roles, one per user', async () => {
    expect(
      await errorCodeOf(() =>
        db.as(
          'service_role',
          `insert into public.user_roles (user_id, role) values ($1, 'superuser')`,
          [fixtureIds.memberUserId],
        ),
      ),
    ).toBe('23514')
    expect(
      await errorCodeOf(() =>
        db.as(
          'service_role',
          `insert into public.user_roles (user_id, role) values ($1, 'editor')`,
          [fixtureIds.adminUserId],
        ),
      ),
    ).toBe('23505')
  })

  it('disappears with its user (on delete cascade)', async () => {
    await db.session('service_role', async (query) => {
      const { rows } = await query('select 1 from public.user_roles where user_id = $1', [
        fixtureIds.adminUserId,
      ])
      expect(rows).toHaveLength(1)
    })
    await db.pg.transaction(async (tx) => {
      await tx.query('delete from auth.users where id = $1', [fixtureIds.adminUserId])
      const { rows } = await tx.query('select 1 from public.user_roles where user_id = $1', [
        fixtureIds.adminUserId,
      ])
      expect(rows).toHaveLength(0)
      await tx.rollback()
    })
  })

  it('the SQL documented for granting admin works for the database owner (once the second factor is verified)', async () => {
    await db.pg.transaction(async (tx) => {
      await tx.query(
        `insert into public.user_roles (user_id, role) select id, 'admin' from auth.users where email = $1`,
        ['member@example.test'],
      )
      const isAdminWith = async (aal: string) => {
        await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
          JSON.stringify({ sub: fixtureIds.memberUserId, role: 'authenticated', aal }),
        ])
        return (await tx.query<{ is_admin: boolean }>('select public.is_admin() as is_admin')).rows[0]?.is_admin
      }
      await tx.exec('set local role authenticated')
      expect(await isAdminWith('aal2')).toBe(true)
      expect(await isAdminWith('aal1')).toBe(false)
      await tx.rollback()
    })
  })
})

describe('grants', () => {
  const privileges = async (role: string, table: string) => {
    const { rows } = await db.superuser<{ privilege: string }>(
      `select p as privilege from unnest(array['SELECT','INSERT','UPDATE','DELETE','TRUNCATE','REFERENCES','TRIGGER']) as p
       where has_table_privilege($1, $2, p) order by p`,
      [role, table],
    )
    return rows.map((row) => row.privilege)
  }

  it.each([
    ['anon', 'public.experts', ['SELECT']],
    ['authenticated', 'public.experts', ['DELETE', 'INSERT', 'SELECT', 'UPDATE']],
    ['anon', 'public.user_roles', []],
    // and, as column grants, insert (user_id, role) and update (role): admins manage the team.
    ['authenticated', 'public.user_roles', ['DELETE', 'SELECT']],
    [
      'service_role',
      'public.user_roles',
      ['DELETE', 'INSERT', 'REFERENCES', 'SELECT', 'TRIGGER', 'TRUNCATE', 'UPDATE'],
    ],
  ])('%s on %s: %j', async (role, table, expected) => {
    expect(await privileges(role, table)).toEqual(expected)
  })

  it('keeps row-level security enabled and forced on both tables', async () => {
    const { rows } = await db.superuser<{
      relname: string
      relrowsecurity: boolean
      relforcerowsecurity: boolean
    }>(
      `select relname, relrowsecurity, relforcerowsecurity from pg_class
       where oid in ('public.experts'::regclass, 'public.user_roles'::regclass) order by relname`,
    )
    expect(rows).toEqual([
      { relname: 'experts', relrowsecurity: true, relforcerowsecurity: true },
      { relname: 'user_roles', relrowsecurity: true, relforcerowsecurity: true },
    ])
  })
})

describe('experts storage bucket', () => {
  it('is public, limited to 5 MiB and to raster images (no SVG)', async () => {
    const { rows } = await db.superuser<{
      public: boolean
      file_size_limit: string | number
      allowed_mime_types: string[]
    }>(
      `select public, file_size_limit, allowed_mime_types from storage.buckets where id = 'experts' and name = 'experts'`,
    )
    expect(rows).toHaveLength(1)
    const bucket = rows[0]!
    expect(bucket.public).toBe(true)
    expect(Number(bucket.file_size_limit)).toBe(5 * 1024 * 1024)
    expect([...bucket.allowed_mime_types].sort()).toEqual([
      'image/avif',
      'image/gif',
      'image/jpeg',
      'image/png',
      'image/webp',
    ])
    expect(bucket.allowed_mime_types).not.toContain('image/svg+xml')
  })

  it('never overwrites an existing object (an upload to a taken path fails)', async () => {
    const code = await errorCodeOf(() =>
      db.as('admin', `insert into storage.objects (bucket_id, name) values ('experts', $1)`, [
        fixtureExperts.imageObjectName,
      ]),
    )
    expect(code).toBe('23505')
  })

  it('an admin may not upload into another bucket', async () => {
    const code = await errorCodeOf(() =>
      db.as(
        'admin',
        `insert into storage.objects (bucket_id, name) values ('other', 'x.png')`,
        [],
        {
          setup: `insert into storage.buckets (id, name, public) values ('other', 'other', true)`,
        },
      ),
    )
    expect(code).toBe('42501')
  })

  it('objects of other buckets are not publicly readable', async () => {
    const { rows } = await db.as(
      'anon',
      `select id from storage.objects where bucket_id = 'other'`,
      [],
      {
        setup: `insert into storage.buckets (id, name) values ('other', 'other');
              insert into storage.objects (bucket_id, name) values ('other', 'secret.png');`,
      },
    )
    expect(rows).toHaveLength(0)
  })
})

describe('partnership applications and offer claims', () => {
  const insertApplication = (extra: Record<string, unknown> = {}) => {
    const row: Record<string, unknown> = {
      reference: 'APP-0000000B',
      idempotency_key: '0e000000-0000-4000-8000-0000000000cc',
      contact_name: 'Ann Applicant',
      contact_email: 'ann@example.test',
      contact_company: 'Ann & Co',
      ...extra,
    }
    const columns = Object.keys(row)
    return db.as(
      'anon',
      `insert into public.partnership_applications (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
      Object.values(row),
    )
  }

  it('a visitor inserts a valid new application', async () => {
    expect((await insertApplication()).affectedRows).toBe(1)
  })

  it.each<[string, Record<string, unknown>, string]>([
    ['an internal note', { internal_note: 'Pre-approved' }, '42501'],
    ['its own created_at', { created_at: '2000-01-01T00:00:00Z' }, '42501'],
    ['an invalid e-mail', { contact_email: 'not-an-email' }, '23514'],
    // A list or a display name: a mailer delivers it to victim@example.com, the daily limit counts a new address.
    ['an e-mail that is a list', { contact_email: 'a,victim@example.com' }, '23514'],
    ['an e-mail with a display name', { contact_email: '"1"<victim@example.com>' }, '23514'],
    ['an e-mail with a space', { contact_email: 'Victim <victim@example.com>' }, '23514'],
    ['an oversize motivation', { motivation: 'x'.repeat(1001) }, '23514'],
    ['an oversize name', { contact_name: 'x'.repeat(121) }, '23514'],
    ['a blank company', { contact_company: '   ' }, '23514'],
    ['an unknown partnership type', { partnership_types: ['pyramid-scheme'] }, '23514'],
    ['an unknown experience', { experience: 'ancient' }, '23514'],
    ['an unknown status', { status: 'spam' }, '42501'],
    ['a malformed reference', { reference: 'APP-lower' }, '23514'],
  ])('a visitor cannot insert an application with %s (%s)', async (_what, extra, code) => {
    expect(await errorCodeOf(() => insertApplication(extra))).toBe(code)
  })

  it('refuses a second application with the same idempotency key (23505)', async () => {
    const code = await errorCodeOf(() =>
      db.session('anon', async (query) => {
        const insert = `insert into public.partnership_applications
          (reference, idempotency_key, contact_name, contact_email, contact_company)
          values ($1, '0e000000-0000-4000-8000-0000000000dd', 'A', 'a@example.test', 'B')`
        await query(insert, ['APP-0000000C'])
        await query(insert, ['APP-0000000D'])
      }),
    )
    expect(code).toBe('23505')
  })

  it('a visitor cannot insert a claim with an invalid e-mail or an oversize firm', async () => {
    const insert = (email: string, firm: string) =>
      db.as(
        'anon',
        `insert into public.offer_claims (idempotency_key, full_name, email, firm_name)
         values ('0e000000-0000-4000-8000-0000000000ee', 'Cl Aimant', $1, $2)`,
        [email, firm],
      )
    expect(await errorCodeOf(() => insert('nobody', 'Firm'))).toBe('23514')
    expect(await errorCodeOf(() => insert('x;victim@b.example', 'Firm'))).toBe('23514')
    expect(await errorCodeOf(() => insert('a\\b@b.example', 'Firm'))).toBe('23514')
    expect(await errorCodeOf(() => insert('a@b.example', 'x'.repeat(161)))).toBe('23514')
    expect((await insert('a@b.example', 'Firm')).affectedRows).toBe(1)
  })

  it('takes one claim per e-mail address, whatever its case: a second is refused by name and stores nothing', async () => {
    const claimWith = (key: string, email: string) =>
      db.as('anon', `insert into public.offer_claims (idempotency_key, full_name, email, firm_name) values ($1, 'Second Claimant', $2, 'Firm')`, [key, email])
    const refusal = await db
      .as('anon', `insert into public.offer_claims (idempotency_key, full_name, email, firm_name) values ('0e000000-0000-4000-8000-0000000000ef', 'Second Claimant', $1, 'Firm')`, [
        fixtureSubmissions.claim.email.toUpperCase(),
      ])
      .then(
        () => null,
        (error: { code?: string; detail?: string }) => [error.code, error.detail],
      )
    expect(refusal).toEqual(['PT409', 'already_claimed'])
    // A retry of the stored claim itself is not a second claim: its key is taken (23505).
    expect(await errorCodeOf(() => claimWith(fixtureSubmissions.claim.idempotencyKey, fixtureSubmissions.claim.email))).toBe('23505')
    // Another address is a claim of its own; the service role is held to the same rule.
    expect((await claimWith('0e000000-0000-4000-8000-0000000000f0', 'someone.else@example.test')).affectedRows).toBe(1)
    expect(await errorCodeOf(() => db.as('service_role', `insert into public.offer_claims (idempotency_key, full_name, email, firm_name) values ('0e000000-0000-4000-8000-0000000000f1', 'A', $1, 'F')`, [fixtureSubmissions.claim.email]))).toBe('PT409')
  })

  it('an admin update sets updated_at, whatever the client sends', async () => {
    const { rows } = await db.as<{ updated_at: Date; created_at: Date }>(
      'admin',
      `update public.partnership_applications set status = 'in_review', updated_at = '2001-01-01'
       where id = $1 returning updated_at, created_at`,
      [fixtureIds.applicationId],
    )
    expect(rows[0]!.updated_at.getTime()).toBeGreaterThan(rows[0]!.created_at.getTime())
  })

  it('an admin cannot set an unknown status', async () => {
    const code = await errorCodeOf(() =>
      db.as('admin', `update public.offer_claims set status = 'activated' where id = $1`, [
        fixtureIds.claimId,
      ]),
    )
    expect(code).toBe('23514')
  })
})

describe('the test database itself', () => {
  it('rolls back each call unless asked to commit, and reset() restores the fixtures', async () => {
    const count = async () =>
      (await db.superuser<{ n: number }>('select count(*)::int as n from public.experts')).rows[0]!
        .n
    expect(await count()).toBe(2)

    await db.as('admin', `insert into public.experts (name) values ('Rolled Back')`)
    expect(await count()).toBe(2)

    await db.as('admin', `insert into public.experts (name) values ('Committed')`, [], {
      commit: true,
    })
    expect(await count()).toBe(3)

    await db.reset()
    expect(await count()).toBe(2)
    const { rows } = await db.as<{ name: string }>('anon', 'select name from public.experts')
    expect(rows).toEqual([{ name: fixtureExperts.active.name }])
  })

  it('leaves no role or claims behind after a session', async () => {
    await db.as('user', 'select 1')
    const { rows } = await db.superuser<{ who: string; claims: string | null }>(
      `select current_user as who, nullif(current_setting('request.jwt.claims', true), '') as claims`,
    )
    expect(rows).toEqual([{ who: 'postgres', claims: null }])
  })
})

describe('events, registrations and the offer, by the database clock', () => {
  const register = (email: string, key = crypto.randomUUID(), eventId: string = fixtureIds.publishedEventId) =>
    db.as<{ result: { outcome: string; repeat: boolean } }>(
      'anon',
      'select public.register_for_event($1, $2, $3, $4, $5) as result',
      [eventId, 'Someone Registering', email, 'Some Firm', key],
      { commit: true },
    )

  afterAll(async () => db.reset())

  it('refuses a registration whose address is a list of mailboxes (23514), storing nothing', async () => {
    await db.reset()
    expect(await errorCodeOf(() => register('a,victim@example.test'))).toBe('23514')
    const { rows } = await db.superuser(`select id from public.event_registrations where email like '%victim%'`)
    expect(rows).toEqual([])
  })

  it('keeps a registration stored before that rule working: the waitlist moves it up, its address as it was', async () => {
    await db.reset()
    // Stored before the rule (its triggers skipped, as for a row already there).
    await db.pg.exec(`set session_replication_role = replica;
      insert into public.event_registrations (event_id, idempotency_key, full_name, email, firm_name, status)
      values ('${fixtureIds.publishedEventId}', gen_random_uuid(), 'Listed Earlier', 'old,list@example.test', 'Firm', 'waitlisted');
      set session_replication_role = origin;`)
    // The fixture event has 2 seats and 1 confirmed registration: a second seat goes to the waiting row.
    await db.superuser(`update public.event_registrations set status = 'confirmed' where email = 'old,list@example.test'`)
    const { rows } = await db.superuser(`select status from public.event_registrations where email = 'old,list@example.test'`)
    expect(rows).toEqual([{ status: 'confirmed' }])
  })

  it('gives the free seat, then the waitlist; a repeat key answers the first outcome; a second registration of an address stores nothing', async () => {
    await db.reset()
    // The fixture event has 2 seats and 1 confirmed registration.
    const key = crypto.randomUUID()
    expect((await register('first@example.test', key)).rows[0]?.result).toEqual({ outcome: 'confirmed', repeat: false })
    expect((await register('second@example.test')).rows[0]?.result).toEqual({ outcome: 'waitlisted', repeat: false })
    expect((await register('first@example.test', key)).rows[0]?.result).toEqual({ outcome: 'confirmed', repeat: true })
    expect((await register('FIRST@example.test')).rows[0]?.result).toEqual({ outcome: 'already_registered', repeat: false })
    const { rows } = await db.superuser<{ status: string; n: number }>(
      `select status, count(*)::int as n from public.event_registrations where event_id = $1 group by status order by status`,
      [fixtureIds.publishedEventId],
    )
    expect(rows).toEqual([{ status: 'confirmed', n: 2 }, { status: 'waitlisted', n: 1 }])
  })

  it('refuses a registration once the event has started, and for a draft, storing nothing', async () => {
    await db.reset()
    await db.superuser(`update public.events set starts_at = private.clock_now() - interval '1 minute' where id = $1`, [fixtureIds.publishedEventId])
    expect(await errorCodeOf(() => register('late@example.test'))).toBe('PT409')
    expect(await errorCodeOf(() => register('draft@example.test', crypto.randomUUID(), fixtureIds.draftEventId))).toBe('PT404')
    const { rows } = await db.superuser('select 1 from public.event_registrations where email in ($1, $2)', ['late@example.test', 'draft@example.test'])
    expect(rows).toEqual([])
  })

  it('closes registration at the close time staff set, before the start', async () => {
    await db.reset()
    await db.superuser(`update public.events set registration_closes_at = private.clock_now() - interval '1 second' where id = $1`, [fixtureIds.publishedEventId])
    expect(await errorCodeOf(() => register('closed@example.test'))).toBe('PT409')
  })

  it('an admin cannot move someone up from the waitlist past the capacity, and can once a seat is free', async () => {
    await db.reset()
    await register('seat@example.test')
    const waiting = await register('waiting@example.test')
    expect(waiting.rows[0]?.result.outcome).toBe('waitlisted')
    const promote = `update public.event_registrations set status = 'confirmed' where email = 'waiting@example.test' returning id`
    expect(await errorCodeOf(() => db.as('admin', promote))).toBe('PT409')
    await db.as('admin', `update public.event_registrations set status = 'cancelled' where email = 'seat@example.test'`, [], { commit: true })
    expect((await db.as('admin', promote)).rows).toHaveLength(1)
  })

  it('takes offer claims until the end of the offer day in the conference time zone, and refuses them after', async () => {
    await db.reset()
    const claim = () =>
      db.as('anon', `insert into public.offer_claims (idempotency_key, full_name, email, firm_name) values ($1, 'A', 'a@example.test', 'F')`, [
        crypto.randomUUID(),
      ])
    expect((await claim()).affectedRows).toBe(1)
    // The offer's last day is yesterday in the conference's zone.
    await db.superuser(
      `update public.site_settings set offer_ends_on = ((private.clock_now() at time zone 'Pacific/Kiritimati')::date - 2)`,
    )
    expect(await errorCodeOf(claim)).toBe('42501')
  })

  it('refuses events that end before they start, unknown time zones, and external registration without a link', async () => {
    const insert = (columns: string) => () => db.superuser(`insert into public.events (slug, title, ${columns})`)
    expect(await errorCodeOf(insert(`starts_at, ends_at) values ('a', 'A', now(), now() - interval '1 hour'`))).toBe('23514')
    expect(await errorCodeOf(insert(`time_zone) values ('b', 'B', 'Mars/Olympus_Mons'`))).toBe('23514')
    expect(await errorCodeOf(insert(`registration) values ('c', 'C', 'external'`))).toBe('23514')
    expect(await errorCodeOf(insert(`status) values ('Bad Slug', 'D', 'draft'`))).toBe('23514')
  })
})

describe("the site's figures (site_settings)", () => {
  const setFigures = (communitySize: string | null, activeMembers: string | null) => () =>
    db.as('admin', `update public.site_settings set community_size = $1, active_members = $2 returning community_size, active_members`, [communitySize, activeMembers])

  it("start as today's figures, which everyone reads", async () => {
    await expect(db.as('anon', 'select community_size, active_members from public.site_settings')).resolves.toMatchObject({
      rows: [{ community_size: '948+', active_members: '10,000+' }],
    })
  })

  it.each([
    ['an empty community size', '', '10,000+', '23514'],
    ['a community size of spaces only', '   ', '10,000+', '23514'],
    ['a community size of 21 characters', 'c'.repeat(21), '10,000+', '23514'],
    ['no community size', null, '10,000+', '23502'],
    ['an empty active-member figure (none is null)', '948+', '', '23514'],
    ['an active-member figure of tabs and newlines only', '948+', '\t\n ', '23514'],
    ['an active-member figure of 21 characters', '948+', 'a'.repeat(21), '23514'],
  ])('refuse %s', async (_label, communitySize, activeMembers, code) => {
    expect(await errorCodeOf(setFigures(communitySize, activeMembers))).toBe(code)
  })

  it('take 20 characters, and no active-member figure (the community size stands in)', async () => {
    await expect(setFigures('c'.repeat(20), 'a'.repeat(20))()).resolves.toMatchObject({ rows: [{ community_size: 'c'.repeat(20), active_members: 'a'.repeat(20) }] })
    await expect(setFigures('1,200+', null)()).resolves.toMatchObject({ rows: [{ community_size: '1,200+', active_members: null }] })
  })
})

describe('saving /admin/settings (save_site_settings)', () => {
  /** The conference's title and the community size, as they stand. */
  const stored = async () =>
    (
      await db.superuser<{ title: string; community_size: string }>(
        `select e.title, s.community_size from public.site_settings as s join public.events as e on e.id = s.conference_event_id`,
      )
    ).rows[0]
  const save = (actor: Actor, communitySize: string) => () =>
    db.as<{ outcome: string }>(
      actor,
      `select public.save_site_settings('Renamed Conference', '2031-05-01T13:00Z', '2031-05-02T21:00Z', 'America/Chicago', '2031-01-31', $1, 1, '', false) as outcome`,
      [communitySize],
      { commit: true },
    )

  it('saves the conference and the settings together, for an admin', async () => {
    await db.reset()
    await expect(save('admin', '1,200+')()).resolves.toMatchObject({ rows: [{ outcome: 'saved' }] })
    expect(await stored()).toEqual({ title: 'Renamed Conference', community_size: '1,200+' })
  })

  it('saves the post-event group with the rest, and refuses a count of sessions or a time the table does not take', async () => {
    await db.reset()
    const group = async () =>
      (
        await db.superuser<{ first: string | null; sessions: number; time: string; recordings: boolean }>(
          `select to_char(post_event_first_session, 'YYYY-MM-DD') as first, post_event_sessions as sessions, post_event_time as time, post_event_recordings as recordings from public.site_settings`,
        )
      ).rows[0]
    // The seed: the operator's group as the speakers' pages described it.
    expect(await group()).toEqual({ first: '2025-05-15', sessions: 6, time: '2:00-3:00 PM EDT', recordings: true })
    const saveGroup = (first: string | null, sessions: number, time: string) => () =>
      db.as(
        'admin',
        `select public.save_site_settings('Renamed Conference', '2031-05-01T13:00Z', '2031-05-02T21:00Z', 'America/Chicago', '2031-01-31', '948+', $2, $3, false, null, $1) as outcome`,
        [first, sessions, time],
        { commit: true },
      )
    await saveGroup('2031-05-08', 4, '1:00-2:00 PM CDT')()
    expect(await group()).toEqual({ first: '2031-05-08', sessions: 4, time: '1:00-2:00 PM CDT', recordings: false })
    expect(await errorCodeOf(saveGroup('2031-05-08', 53, '1:00 PM'))).toBe('23514')
    expect(await errorCodeOf(saveGroup('2031-05-08', 4, ' '))).toBe('23514')
    expect(await group()).toMatchObject({ sessions: 4 })
    // No first session: the pages invite to no group, and no time is needed.
    await saveGroup(null, 1, '')()
    expect(await group()).toMatchObject({ first: null, time: '' })
  })

  it('brings a closing time after the new start forward to it, and keeps one before it or none', async () => {
    await db.reset()
    const closes = async () =>
      (
        await db.superuser<{ closes: string | null }>(
          `select to_char(e.registration_closes_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI"Z"') as closes from public.site_settings as s join public.events as e on e.id = s.conference_event_id`,
        )
      ).rows[0]!.closes
    const setCloses = (at: string | null) =>
      db.superuser(`update public.events set starts_at = '2031-06-01T13:00Z', ends_at = '2031-06-02T21:00Z', registration_closes_at = $1 where id = (select conference_event_id from public.site_settings)`, [at])

    // Closing on May 20 for a June conference, which is then moved to May 1.
    await setCloses('2031-05-20T12:00Z')
    await save('admin', '1,200+')()
    expect(await closes()).toBe('2031-05-01T13:00Z')
    await setCloses('2031-04-20T12:00Z')
    await save('admin', '1,200+')()
    expect(await closes()).toBe('2031-04-20T12:00Z')
    // None: registration closes at the start, wherever it moves.
    await setCloses(null)
    await save('admin', '1,200+')()
    expect(await closes()).toBeNull()
  })

  it('an event may not close its registration after it starts', async () => {
    await db.reset()
    const code = await errorCodeOf(() =>
      db.as('admin', `update public.events set registration_closes_at = starts_at + interval '1 minute' where id = (select conference_event_id from public.site_settings)`, [], { commit: true }),
    )
    expect(code).toBe('23514')
  })

  it.each([
    ['the settings refuse a value', 'admin' as const, 'c'.repeat(21), '23514'],
    ['the caller is an editor, who may rename events but not change the settings', 'editor' as const, '1,200+', '42501'],
  ])('changes neither when %s', async (_label, actor, communitySize, code) => {
    await db.reset()
    const before = await stored()
    expect(await errorCodeOf(save(actor, communitySize))).toBe(code)
    expect(await stored()).toEqual(before)
  })
})

describe("the site server's role (DATABASE_URL) and its private schema", () => {
  /** Runs `sql` as the role site_server, rolled back. */
  const asSiteServer = (sql: string) =>
    db.pg.transaction(async (tx) => {
      await tx.exec('set local role site_server')
      const result = await tx.query<Record<string, unknown>>(sql)
      await tx.rollback()
      return result
    })

  it('is a login role with no password, no superuser or row-level-security bypass, and no other role', async () => {
    const { rows } = await db.superuser(
      `select rolcanlogin, rolsuper, rolbypassrls, rolcreaterole, rolcreatedb, rolpassword is null as no_password,
              (select count(*)::int from pg_auth_members where member = r.oid) as member_of
       from pg_authid as r where rolname = 'site_server'`,
    )
    expect(rows).toEqual([
      { rolcanlogin: true, rolsuper: false, rolbypassrls: false, rolcreaterole: false, rolcreatedb: false, no_password: true, member_of: 0 },
    ])
  })

  it('reads and writes the limits table', async () => {
    const { rows } = await asSiteServer(
      `insert into site_server.rate_limits (key, points, expire) values ('k', 1, 0)
       on conflict (key) do update set points = site_server.rate_limits.points + 1 returning points`,
    )
    expect(rows).toEqual([{ points: 1 }])
  })

  it.each([
    'select id from public.experts',
    'select id from public.user_roles',
    'select id from public.partnership_applications',
    'select id from public.offer_claims',
    'select id from auth.users',
    'select id from storage.objects',
  ])('may not %s', async (sql) => {
    expect(await errorCodeOf(() => asSiteServer(sql))).toBe('42501')
  })

  it('only site_server holds privileges in the schema: the limits in full, the notices to read and mark', async () => {
    const { rows } = await db.superuser<{ grantee: string; table_name: string; privilege_type: string }>(
      `select grantee, table_name, privilege_type from information_schema.role_table_grants
       where table_schema = 'site_server' and grantee <> 'postgres' order by table_name, grantee, privilege_type`,
    )
    expect(rows).toEqual([
      ...['SELECT', 'UPDATE'].map((privilege_type) => ({ grantee: 'site_server', table_name: 'notices', privilege_type })),
      ...['DELETE', 'INSERT', 'SELECT', 'UPDATE'].map((privilege_type) => ({ grantee: 'site_server', table_name: 'rate_limits', privilege_type })),
    ])
  })

  it('a change to experts by an admin announces the table on site_changes; tables no page shows are not announced', async () => {
    const heard: string[] = []
    const unlisten = await db.pg.listen('site_changes', (payload) => heard.push(payload))
    try {
      await db.session(
        'admin',
        async (query) => {
          await query(`update public.experts set role = 'Changed Role' where id = $1`, [fixtureIds.activeExpertId])
          await query(`delete from public.experts where id = $1`, [fixtureIds.inactiveExpertId])
        },
        { commit: true },
      )
      await db.as('admin', `update public.offer_claims set status = 'confirmed'`, [], { commit: true })
      // Postgres sends a transaction's identical notices once.
      await expect.poll(() => heard).toEqual(['public.experts'])
    } finally {
      await unlisten()
      await db.reset()
    }
  })

  it('changes to events, the site settings and resources are announced too; registrations are not', async () => {
    const heard: string[] = []
    const unlisten = await db.pg.listen('site_changes', (payload) => heard.push(payload))
    try {
      await db.as('admin', `update public.events set title = 'Renamed Event' where id = $1`, [fixtureIds.draftEventId], { commit: true })
      await db.as('admin', `update public.site_settings set offer_ends_on = '2031-01-31'`, [], { commit: true })
      await db.as('admin', `update public.site_settings set community_size = '1,200+', active_members = null`, [], { commit: true })
      await db.as('admin', `update public.resources set title = 'Renamed Resource' where id = $1`, [fixtureIds.draftResourceId], { commit: true })
      await db.as('admin', `update public.event_registrations set status = 'cancelled' where id = $1`, [fixtureIds.registrationId], { commit: true })
      await expect.poll(() => heard).toEqual(['public.events', 'public.site_settings', 'public.site_settings', 'public.resources'])
    } finally {
      await unlisten()
      await db.reset()
    }
  })
})

describe('site content (faq_entries, testimonials, perks, speakers, agenda_sessions)', () => {
  /** Per table: how to insert an entry named `label` with a status and publish_at, and the column that names it. */
  const tables = {
    faq_entries: {
      name: 'question',
      insert: (label: string, status: string, publishAt: string) =>
        `insert into public.faq_entries (question, answer, category, places, status, publish_at) values ('${label}', 'An answer.', 'general', array['academy'], '${status}', ${publishAt})`,
    },
    testimonials: {
      name: 'author',
      insert: (label: string, status: string, publishAt: string) =>
        `insert into public.testimonials (quote, author, status, publish_at) values ('A quote.', '${label}', '${status}', ${publishAt})`,
    },
    perks: {
      name: 'title',
      insert: (label: string, status: string, publishAt: string) =>
        `insert into public.perks (title, discount, category, status, publish_at) values ('${label}', '10% off', 'Software', '${status}', ${publishAt})`,
    },
    speakers: {
      name: 'name',
      insert: (label: string, status: string, publishAt: string) =>
        `insert into public.speakers (slug, name, session_title, session_starts_at, session_ends_at, status, publish_at)
         values ('${label.toLowerCase()}', '${label}', 'A session', '09:00', '10:00', '${status}', ${publishAt})`,
    },
    agenda_sessions: {
      name: 'title',
      insert: (label: string, status: string, publishAt: string) =>
        `insert into public.agenda_sessions (starts_at, title, status, publish_at) values ('09:00', '${label}', '${status}', ${publishAt})`,
    },
  } as const

  /** A published entry already due, a published one scheduled a day ahead of the database's clock, and a draft. */
  const setupFor = (table: keyof typeof tables) =>
    [
      tables[table].insert('policy-due', 'published', `private.clock_now() - interval '1 minute'`),
      tables[table].insert('policy-scheduled', 'published', `private.clock_now() + interval '1 day'`),
      tables[table].insert('policy-draft', 'draft', 'null'),
    ].join(';\n')

  const visibleTo: Record<Actor, string[]> = {
    anon: ['policy-due'],
    user: ['policy-due'],
    editor: ['policy-draft', 'policy-due', 'policy-scheduled'],
    admin: ['policy-draft', 'policy-due', 'policy-scheduled'],
    // Without the second factor the rule asks for, an admin session is a visitor's.
    admin_aal1: ['policy-due'],
    service_role: ['policy-draft', 'policy-due', 'policy-scheduled'],
  }

  const cells = (Object.keys(tables) as (keyof typeof tables)[]).flatMap((table) => ACTORS.map((actor) => [table, actor] as const))

  it.each(cells)('%s: %s reads exactly the entries it may see (visitors: published and due; staff: every one)', async (table, actor) => {
    const { name } = tables[table]
    const { rows } = await db.as<{ label: string }>(
      actor,
      `select ${name} as label from public.${table} where ${name} like 'policy-%' order by 1`,
      [],
      { setup: setupFor(table) },
    )
    expect(rows.map((row) => row.label)).toEqual(visibleTo[actor])
  })

  it.each(cells)('%s: %s may write only as staff', async (table, actor) => {
    const staff = actor === 'editor' || actor === 'admin' || actor === 'service_role'
    const insert = tables[table].insert('policy-new', 'draft', 'null')
    if (staff) {
      expect((await db.as(actor, `${insert} returning id`)).rows).toHaveLength(1)
      const { name } = tables[table]
      const updated = await db.as(actor, `update public.${table} set status = 'published' where ${name} = 'policy-due'`, [], { setup: setupFor(table) })
      expect(updated.affectedRows).toBe(1)
      const removed = await db.as(actor, `delete from public.${table} where ${name} = 'policy-draft'`, [], { setup: setupFor(table) })
      expect(removed.affectedRows).toBe(1)
    } else {
      expect(await errorCodeOf(() => db.as(actor, insert))).toBe('42501')
      const { name } = tables[table]
      const update = `update public.${table} set status = 'draft' where ${name} = 'policy-due'`
      const remove = `delete from public.${table} where ${name} = 'policy-due'`
      if (actor === 'anon') {
        expect(await errorCodeOf(() => db.as(actor, update, [], { setup: setupFor(table) }))).toBe('42501')
        expect(await errorCodeOf(() => db.as(actor, remove, [], { setup: setupFor(table) }))).toBe('42501')
      } else {
        expect((await db.as(actor, update, [], { setup: setupFor(table) })).affectedRows).toBe(0)
        expect((await db.as(actor, remove, [], { setup: setupFor(table) })).affectedRows).toBe(0)
      }
    }
  })

  it.each(ACTORS.map((actor) => [actor] as const))('content_versions: %s reads versions only as staff, and nobody writes one', async (actor) => {
    const setup = setupFor('faq_entries')
    const staff = actor === 'editor' || actor === 'admin' || actor === 'service_role'
    if (actor === 'anon') {
      expect(await errorCodeOf(() => db.as(actor, 'select count(*) from public.content_versions'))).toBe('42501')
    } else {
      const { rows } = await db.as<{ count: number }>(
        actor,
        `select count(*)::int as count from public.content_versions where kind = 'faq_entries' and snapshot ->> 'question' like 'policy-%'`,
        [],
        { setup },
      )
      // One version per save, written by the trigger: the three entries of the setup.
      expect(rows[0]!.count).toBe(staff ? 3 : 0)
    }
    const forged = `insert into public.content_versions (kind, entry_id, actor, changed, snapshot)
      values ('faq_entries', gen_random_uuid(), 'forger', array['answer'], '{}'::jsonb)`
    if (actor === 'service_role') {
      // The service role holds every privilege; the callers of the site never use it for content.
      return
    }
    // No privilege at all: insert, update and delete are refused outright, staff's too.
    expect(await errorCodeOf(() => db.as(actor, forged))).toBe('42501')
    expect(await errorCodeOf(() => db.as(actor, `update public.content_versions set actor = 'forger'`, [], { setup }))).toBe('42501')
    expect(await errorCodeOf(() => db.as(actor, 'delete from public.content_versions', [], { setup }))).toBe('42501')
  })

  it('next_content_publication() names the next scheduled instant to everyone, and nothing else', async () => {
    const setup = [
      setupFor('perks'),
      tables.speakers.insert('policy-later', 'published', `'2999-01-01T00:00:00Z'`),
      // A scheduled draft is not a publication.
      tables.testimonials.insert('policy-draft-scheduled', 'draft', `private.clock_now() + interval '1 hour'`),
    ].join(';\n')
    for (const actor of ACTORS) {
      const { rows } = await db.as<{ next: Date; expected: Date }>(
        actor,
        `select public.next_content_publication() as next, (select publish_at from public.perks where title = 'policy-scheduled') as expected`,
        [],
        { setup },
      )
      // Visitors cannot read the scheduled perk itself, yet learn when the page changes.
      if (visibleTo[actor].includes('policy-scheduled')) expect(rows[0]!.next.getTime()).toBe(rows[0]!.expected.getTime())
      else {
        expect(rows[0]!.expected).toBeNull()
        expect(rows[0]!.next).toBeInstanceOf(Date)
      }
    }
    // With nothing scheduled (the fixtures' scheduled FAQ entry published at once): null.
    const { rows } = await db.as<{ next: Date | null }>('anon', 'select public.next_content_publication() as next', [], {
      setup: 'update public.faq_entries set publish_at = null',
    })
    expect(rows[0]!.next).toBeNull()
  })
})
