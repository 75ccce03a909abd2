/**
 * The audit trail through the running production server: sign-ins recorded with the e-mail
 * tried and the client address (success, failure, refusal by the limiter), the admin-only
 * function that reads it (401, 403, 400 naming the field), and its keyset pages.
 */
import { expect, test, request as playwrightRequest, type APIRequestContext } from '@playwright/test'
import { fromCrossJSON } from 'seroval'
import type { AuditListInput, AuditPage } from '~/lib/audit-trail'
import { callServerFn, expectRefusedToAnonymousAndMember, signInOverHttp } from '../support/server-fn'
import { developmentDatabaseQuery, resetMockBackend } from '../support/mock-backend'

const admin = { email: 'admin@example.com', password: 'admin-demo-password' }

/** A client address no other test uses (198.18.0.0/15 is set aside for benchmarks). */
function freshAddress(): string {
  const byte = () => Math.floor(Math.random() * 254) + 1
  return `198.${18 + Math.floor(Math.random() * 2)}.${byte()}.${byte()}`
}

function signInFrom(request: APIRequestContext, baseURL: string, address: string, email: string, password: string) {
  return callServerFn(request, baseURL, { id: 'auth--signIn', data: { email, password }, headers: { 'x-forwarded-for': address } })
}

async function readTrail(request: APIRequestContext, baseURL: string, filter: AuditListInput): Promise<AuditPage> {
  const response = await callServerFn(request, baseURL, { id: 'audit-admin--listAuditEntries', method: 'GET', data: filter })
  expect(response.status(), await response.text()).toBe(200)
  return (fromCrossJSON(await response.json(), { refs: new Map() }) as { result: AuditPage }).result
}

test.beforeEach(async ({ request }) => resetMockBackend(request))

test.describe('the audit trail', () => {
  let adminContext: APIRequestContext
  test.beforeEach(async ({ baseURL }) => {
    adminContext = await playwrightRequest.newContext({ baseURL })
    await signInOverHttp(adminContext, baseURL!, admin.email, admin.password)
  })
  test.afterEach(async () => adminContext.dispose())

  test('records sign-ins: a success, failures with the e-mail tried, and refusals by the limiter, each with the client address', async ({
    request,
    baseURL,
  }) => {
    const address = freshAddress()
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await signInFrom(request, baseURL!, address, 'someone@example.test', 'wrong')).status()).toBe(200)
    }
    expect((await signInFrom(request, baseURL!, address, 'someone@example.test', 'wrong')).status()).toBe(429)
    const owner = freshAddress()
    expect((await signInFrom(request, baseURL!, owner, admin.email, admin.password)).status()).toBe(200)

    const fromAddress = (page: AuditPage, client: string) =>
      page.entries.filter((entry) => entry.clientAddress === client).map((entry) => [entry.actor, entry.action])
    const signIns = await readTrail(adminContext, baseURL!, { filters: { kind: 'sign_in' } })
    expect(fromAddress(signIns, address)).toEqual([
      ['someone@example.test', 'sign_in_refused'],
      ...Array.from({ length: 5 }, () => ['someone@example.test', 'sign_in_failed']),
    ])
    expect(fromAddress(signIns, owner)).toEqual([[admin.email, 'signed_in']])
    expect(signIns.entries.find((entry) => entry.clientAddress === owner)?.actorId).toMatch(/^[0-9a-f-]{36}$/)

    const refused = await readTrail(adminContext, baseURL!, { filters: { kind: 'sign_in', action: 'sign_in_refused', who: 'SOMEONE@' } })
    expect(refused.entries.map((entry) => entry.clientAddress)).toEqual([address])
  })

  test('pages by the last entry: no entry twice, none left out', async ({ baseURL }) => {
    // Thirty entries in the same second and thirty a second apart: the id orders those that tie.
    await developmentDatabaseQuery(
      `insert into audit.entries (at, actor, kind, action)
       select private.clock_now() - make_interval(secs => n % 2), 'paging@example.test', 'experts', 'updated'
       from generate_series(1, 60) as n`,
    )
    const first = await readTrail(adminContext, baseURL!, {})
    expect(first.entries).toHaveLength(25)
    // The cursor is the last entry's own time as the database keeps it (to the microsecond).
    expect(first.next?.id).toBe(first.entries[24]!.id)
    expect(Date.parse(first.next!.at)).toBe(Date.parse(first.entries[24]!.at))
    const seen = [...first.entries]
    for (let page = first; page.next; ) {
      page = await readTrail(adminContext, baseURL!, { before: page.next })
      seen.push(...page.entries)
    }
    expect(new Set(seen.map((entry) => entry.id)).size).toBe(seen.length)
    expect(seen.filter((entry) => entry.actor === 'paging@example.test')).toHaveLength(60)
    const times = seen.map((entry) => entry.at)
    expect(times).toEqual([...times].sort().reverse())
  })

  test('refuses the anonymous visitor (401) and the member (403)', async ({ request, baseURL }) => {
    await expectRefusedToAnonymousAndMember(request, baseURL!, [
      { id: 'audit-admin--listAuditEntries', method: 'GET', data: {} },
      { id: 'notices-admin--listFailedNotices', method: 'GET' },
    ])
  })

  for (const { name, data, field } of [
    { name: 'an unknown kind', data: { filters: { kind: 'passwords' } }, field: 'kind' },
    { name: 'an unknown action', data: { filters: { action: 'hacked' } }, field: 'action' },
    { name: 'a cursor without an id', data: { before: { at: '2026-01-01T00:00:00.000Z', id: 'x' } }, field: 'before.id' },
    { name: 'a who of 321 characters', data: { filters: { who: 'a'.repeat(321) } }, field: 'who' },
  ]) {
    test(`refuses ${name} with 400 naming the field`, async ({ baseURL }) => {
      const response = await callServerFn(adminContext, baseURL!, { id: 'audit-admin--listAuditEntries', method: 'GET', data })
      expect(response.status()).toBe(400)
      expect(await response.text()).toContain(`${field}:`)
    })
  }
})
