/**
 * The content functions of /admin/content over HTTP: the anonymous visitor and a member are
 * refused; bad input is a 400 naming the field with nothing stored; an editor may write; a
 * save clears a sample's Example mark and makes a version; restore writes an earlier one back.
 */
import { expect, request as playwrightRequest, test, type APIRequestContext, type APIResponse } from '@playwright/test'
import { fromCrossJSON } from 'seroval'
import { callServerFn, expectRefusedToAnonymousAndMember, signInOverHttp } from '../support/server-fn'
import { resetMockBackend } from '../support/mock-backend'

const someId = '00000000-0000-4000-8000-000000000000'
const faq = { kind: 'faq_entries', question: 'API question?', answer: 'API answer.', category: 'general', places: ['academy'], status: 'draft', publish_at: null }

async function resultOf<T>(response: APIResponse): Promise<T> {
  expect(response.status(), await response.text()).toBe(200)
  return (fromCrossJSON(await response.json(), { refs: new Map() }) as { result: T }).result
}

const list = (context: APIRequestContext, baseURL: string, kind = 'faq_entries', search = '') =>
  callServerFn(context, baseURL, { id: 'site-content-admin--listContent', method: 'GET', data: { kind, filters: { search } } })

let admin: APIRequestContext
test.beforeEach(async ({ baseURL, request }) => {
  await resetMockBackend(request)
  admin = await playwrightRequest.newContext({ baseURL })
  await signInOverHttp(admin, baseURL!, 'admin@example.com', 'admin-demo-password')
})
test.afterEach(async () => admin.dispose())

test('the content functions refuse the anonymous visitor (401) and a member (403), changing nothing', async ({ request, baseURL }) => {
  await expectRefusedToAnonymousAndMember(request, baseURL!, [
    { id: 'site-content-admin--listContent', method: 'GET', data: { kind: 'faq_entries' } },
    { id: 'site-content-admin--getContentHistory', method: 'GET', data: { kind: 'faq_entries', id: someId } },
    { id: 'site-content-admin--createContentEntry', data: faq },
    { id: 'site-content-admin--updateContentEntryFn', data: { ...faq, id: someId } },
    { id: 'site-content-admin--setContentStatus', data: { kind: 'faq_entries', id: someId, status: 'published' } },
    { id: 'site-content-admin--moveContent', data: { kind: 'faq_entries', id: someId, direction: 'up', neighbour: someId } },
    { id: 'site-content-admin--deleteContent', data: { kind: 'faq_entries', id: someId } },
    { id: 'site-content-admin--restoreContent', data: { kind: 'faq_entries', id: someId, version: someId } },
  ])
  expect(await (await list(admin, baseURL!)).text()).not.toContain('API question?')
})

const badInput = [
  { name: 'a question over 300 characters', data: { ...faq, question: 'x'.repeat(301) }, field: 'question' },
  { name: 'no place', data: { ...faq, places: [] }, field: 'places' },
  { name: 'an unknown category', data: { ...faq, category: 'pricing' }, field: 'category' },
  { name: 'a publish time that is not one', data: { ...faq, publish_at: 'soon' }, field: 'publish_at' },
  { name: 'a publish time on a day the calendar has not', data: { ...faq, publish_at: '2026-02-30T10:00:00Z' }, field: 'publish_at' },
  { name: "a speaker's session ending before it starts", data: { kind: 'speakers', slug: 'api-speaker', name: 'API question?', title: '', firm: '', photo_url: null, session_title: 'S', stage: '', session_day: 1, session_starts_at: '10:00', session_ends_at: '09:00', abstract: '', takeaways: [], status: 'draft', publish_at: null }, field: 'session_ends_at' },
]
for (const { name, data, field } of badInput) {
  test(`${name}: 400 naming ${field}, nothing stored`, async ({ baseURL }) => {
    const response = await callServerFn(admin, baseURL!, { id: 'site-content-admin--createContentEntry', data })
    expect(response.status()).toBe(400)
    expect(await response.text()).toContain(`${field}:`)
    expect(await (await list(admin, baseURL!, data.kind)).text()).not.toContain('API question?')
  })
}

test('a move names the neighbour it passes: one of another kind is a 404, none is a 400, and the order stays', async ({ baseURL }) => {
  const names = async (kind: string) => (await resultOf<{ rows: { id: string; author?: string; question?: string }[] }>(await list(admin, baseURL!, kind))).rows
  const [renee, tomas] = await names('testimonials')
  const [question] = await names('faq_entries')
  const before = (await names('testimonials')).map((row) => row.author)
  const move = (data: Record<string, unknown>) => callServerFn(admin, baseURL!, { id: 'site-content-admin--moveContent', data: { kind: 'testimonials', id: tomas!.id, direction: 'up', ...data } })
  const elsewhere = await move({ neighbour: question!.id })
  expect(elsewhere.status()).toBe(404)
  const none = await move({})
  expect(none.status()).toBe(400)
  expect(await none.text()).toContain('neighbour:')
  expect((await names('testimonials')).map((row) => row.author)).toEqual(before)
  expect((await move({ neighbour: renee!.id })).status()).toBe(200)
  expect((await names('testimonials')).map((row) => row.author)).toEqual([before[1], before[0], ...before.slice(2)])
})

test('each row names its neighbours in the list, across the edges of its page, and the FAQ has none until a page is chosen', async ({ baseURL }) => {
  // 4 seeded testimonials and 22 more: two pages of 25.
  for (let n = 1; n <= 22; n++) {
    await resultOf(await callServerFn(admin, baseURL!, { id: 'site-content-admin--createContentEntry', data: { kind: 'testimonials', quote: 'Q.', author: `Paged author ${n}`, role: '', status: 'draft', publish_at: null } }))
  }
  type Page = { rows: { id: string }[]; extra: { neighbours: Record<string, { up: string | null; down: string | null }> | null } }
  const pageOf = async (page: number) => resultOf<Page>(await callServerFn(admin, baseURL!, { id: 'site-content-admin--listContent', method: 'GET', data: { kind: 'testimonials', page, filters: {} } }))
  const [first, second] = [await pageOf(1), await pageOf(2)]
  expect([first.rows.length, second.rows.length]).toEqual([25, 1])
  const lastOfFirst = first.rows.at(-1)!.id
  const onlyOfSecond = second.rows[0]!.id
  expect(first.extra.neighbours![first.rows[0]!.id]).toEqual({ up: null, down: first.rows[1]!.id })
  expect(first.extra.neighbours![lastOfFirst]).toEqual({ up: first.rows.at(-2)!.id, down: onlyOfSecond })
  expect(second.extra.neighbours![onlyOfSecond]).toEqual({ up: lastOfFirst, down: null })
  // Moved up past the last row of page 1, the last entry takes its place there.
  await resultOf(await callServerFn(admin, baseURL!, { id: 'site-content-admin--moveContent', data: { kind: 'testimonials', id: onlyOfSecond, direction: 'up', neighbour: lastOfFirst } }))
  expect((await pageOf(1)).rows.at(-1)!.id).toBe(onlyOfSecond)
  expect((await pageOf(2)).rows[0]!.id).toBe(lastOfFirst)

  const faq = await resultOf<Page>(await list(admin, baseURL!))
  expect(faq.extra.neighbours).toBeNull()
})

test('only the FAQ is narrowed to a page of the site: a page for testimonials is a 400', async ({ baseURL }) => {
  const response = await callServerFn(admin, baseURL!, { id: 'site-content-admin--listContent', method: 'GET', data: { kind: 'testimonials', filters: { place: 'membership' } } })
  expect(response.status()).toBe(400)
  expect(await response.text()).toContain('filters.place')
  const faqOfTheHub = await resultOf<{ rows: { places: string[] }[] }>(
    await callServerFn(admin, baseURL!, { id: 'site-content-admin--listContent', method: 'GET', data: { kind: 'faq_entries', filters: { place: 'securityhub' } } }),
  )
  expect(faqOfTheHub.rows).toHaveLength(6)
  expect(faqOfTheHub.rows.every((row) => row.places.includes('securityhub'))).toBe(true)
})

test('an editor saves a sample: its Example mark goes, a version is kept, and restore brings the first words back', async ({ baseURL }) => {
  const editor = await playwrightRequest.newContext({ baseURL })
  await signInOverHttp(editor, baseURL!, 'editor@example.com', 'editor-demo-password')
  const page = await resultOf<{ rows: { id: string; author: string; is_example: boolean }[] }>(await list(editor, baseURL!, 'testimonials', 'Kevin'))
  const kevin = page.rows[0]!
  expect(kevin.is_example).toBe(true)
  const saved = await resultOf<{ is_example: boolean; role: string }>(
    await callServerFn(editor, baseURL!, {
      id: 'site-content-admin--updateContentEntryFn',
      data: { kind: 'testimonials', id: kevin.id, quote: 'New words.', author: 'Kevin Osei', role: 'Founder', status: 'published', publish_at: null },
    }),
  )
  expect(saved).toMatchObject({ is_example: false, role: 'Founder' })
  const history = await resultOf<{ id: string; actor: string; changed: string[] }[]>(
    await callServerFn(editor, baseURL!, { id: 'site-content-admin--getContentHistory', method: 'GET', data: { kind: 'testimonials', id: kevin.id } }),
  )
  expect(history).toHaveLength(2)
  expect(history[0]).toMatchObject({ actor: 'editor@example.com', changed: ['is_example', 'quote', 'role'] })
  const restored = await resultOf<{ quote: string }>(
    await callServerFn(editor, baseURL!, { id: 'site-content-admin--restoreContent', data: { kind: 'testimonials', id: kevin.id, version: history[1]!.id } }),
  )
  expect(restored.quote).toContain('My one-on-one coach helped me plan the hire')
  await editor.dispose()
})

test("a speaker's first version, saved before speakers had a stage, restores the stage it showed; a save without a stage is refused", async ({ baseURL }) => {
  const maya = (await resultOf<{ rows: { id: string; stage: string }[] }>(await list(admin, baseURL!, 'speakers', 'Maya'))).rows[0]!
  expect(maya.stage).toBe('Main Stage')
  const fields = { kind: 'speakers', id: maya.id, slug: 'maya-thompson', name: 'Maya Thompson, CPA', title: '', firm: '', photo_url: null, session_title: 'Advisory', session_day: 1, session_starts_at: '10:30', session_ends_at: '11:30', abstract: '', takeaways: [], status: 'published', publish_at: null }
  const withoutStage = await callServerFn(admin, baseURL!, { id: 'site-content-admin--updateContentEntryFn', data: fields })
  expect(withoutStage.status()).toBe(400)
  expect(await withoutStage.text()).toContain('stage:')
  const saved = await resultOf<{ stage: string }>(await callServerFn(admin, baseURL!, { id: 'site-content-admin--updateContentEntryFn', data: { ...fields, stage: 'Breakout Room B' } }))
  expect(saved.stage).toBe('Breakout Room B')
  const history = await resultOf<{ id: string }[]>(
    await callServerFn(admin, baseURL!, { id: 'site-content-admin--getContentHistory', method: 'GET', data: { kind: 'speakers', id: maya.id } }),
  )
  const restored = await resultOf<{ stage: string; session_title: string }>(
    await callServerFn(admin, baseURL!, { id: 'site-content-admin--restoreContent', data: { kind: 'speakers', id: maya.id, version: history.at(-1)!.id } }),
  )
  expect(restored).toMatchObject({ stage: 'Main Stage' })
  expect(restored.session_title).not.toBe('Advisory')
})

test('a save from a form opened before a colleague saved is refused (409) and changes nothing; at the version now, it saves', async ({ baseURL }) => {
  type Entry = { id: string; updated_at: string; quote: string }
  const created = await resultOf<Entry>(
    await callServerFn(admin, baseURL!, { id: 'site-content-admin--createContentEntry', data: { kind: 'testimonials', quote: 'First.', author: 'Versioned Author', role: '', status: 'draft', publish_at: null } }),
  )
  const save = (version: string, quote: string) =>
    callServerFn(admin, baseURL!, {
      id: 'site-content-admin--updateContentEntryFn',
      data: { kind: 'testimonials', id: created.id, version, quote, author: 'Versioned Author', role: '', status: 'draft', publish_at: null },
    })
  const colleague = await resultOf<Entry>(await save(created.updated_at, 'Colleague.'))
  const stale = await save(created.updated_at, 'Mine.')
  expect(stale.status()).toBe(409)
  expect(await stale.text()).toContain('Someone saved this record after you opened it')
  const rows = async () => (await resultOf<{ rows: Entry[] }>(await list(admin, baseURL!, 'testimonials'))).rows
  expect((await rows()).find((row) => row.id === created.id)?.quote).toBe('Colleague.')
  expect((await save(colleague.updated_at, 'Mine.')).status()).toBe(200)
  expect((await rows()).find((row) => row.id === created.id)?.quote).toBe('Mine.')
})
