/**
 * The admin lists keep their filters, order and page in the address: a filtered page is a link,
 * and a reload shows the same filtered list. A long list pages 25 rows at a time.
 */
import type { Page } from '@playwright/test'
import { test, expect } from './support/fixtures'
import { clearFaults, developmentDatabaseQuery, injectFault, resetMockBackend } from './support/mock-backend'
import { signInAsAdmin } from './support/admin'
import { inboxCopy, manageEventsCopy, manageExpertsCopy, recordListCopy, securityCopy, applicationsCopy, claimsCopy } from '~/content/admin'
import { manageResourcesCopy } from '~/content/admin-resources'

test.beforeEach(async ({ request }) => resetMockBackend(request))
test.afterEach(async ({ request }) => resetMockBackend(request))

test('1,000 applications page 25 at a time; page and filters in the address survive a reload', async ({ page, visit }) => {
  test.slow()
  // Newer than the sample data, numbered newest first; every hundredth one accepted.
  await developmentDatabaseQuery(`
    insert into public.partnership_applications (idempotency_key, reference, status, contact_name, contact_email, contact_company, created_at)
    select gen_random_uuid(), 'APP-' || lpad(i::text, 8, '0'), case when i % 100 = 0 then 'accepted' else 'new' end,
           'Paged Applicant ' || lpad(i::text, 4, '0'), 'paged' || i || '@example.com', 'Paged Firm', timestamptz '2030-01-01T00:00:00Z' - i * interval '1 minute'
    from generate_series(1, 1000) as i`)
  const [{ total, accepted }] = (await developmentDatabaseQuery(
    "select count(*)::int as total, (count(*) filter (where status = 'accepted'))::int as accepted from public.partnership_applications",
  )) as [{ total: number; accepted: number }]
  const pages = Math.ceil(total / 25)

  await signInAsAdmin(page, '/admin/applications')
  const table = page.getByRole('table', { name: applicationsCopy.tableLabel })
  const pager = page.getByRole('navigation', { name: recordListCopy.pagesLabel(applicationsCopy.tableLabel) })
  await expect(table.getByRole('rowheader')).toHaveCount(25)
  await expect(table.getByRole('rowheader').first()).toHaveText('Paged Applicant 0001')
  await expect(pager).toContainText(recordListCopy.pageOf(1, pages))

  await pager.getByRole('link', { name: recordListCopy.next }).click()
  await expect(page).toHaveURL(/[?&]page=2(&|$)/)
  await expect(table.getByRole('rowheader').first()).toHaveText('Paged Applicant 0026')
  await expect(table.getByRole('rowheader')).toHaveCount(25)
  await page.reload()
  await expect(table.getByRole('rowheader').first()).toHaveText('Paged Applicant 0026')
  await expect(pager).toContainText(recordListCopy.pageOf(2, pages))

  // A filter starts again at page 1, and lives in the address too.
  await page.getByLabel(recordListCopy.statusFilter).selectOption({ value: 'accepted' })
  await expect(page).toHaveURL(/[?&]status=accepted(&|$)/)
  await expect(page).not.toHaveURL(/[?&]page=/)
  await expect(table.getByRole('rowheader')).toHaveCount(accepted)
  await page.reload()
  await expect(page.getByLabel(recordListCopy.statusFilter)).toHaveValue('accepted')
  await expect(table.getByRole('rowheader')).toHaveCount(accepted)
  await expect(table.getByRole('rowheader').first()).toHaveText('Paged Applicant 0100')
  await expect(pager).toHaveCount(0)

  // A link with a search opens the searched list.
  await visit('/admin/applications?search=Applicant%200777')
  await expect(page.getByLabel(inboxCopy.search)).toHaveValue('Applicant 0777')
  await expect(table.getByRole('rowheader')).toHaveText(['Paged Applicant 0777'])
})

test('every admin list opened with a filter in its address shows the filtered list after a reload', async ({ page, visit }) => {
  await signInAsAdmin(page)
  const lists = [
    { path: '/admin/experts', field: manageExpertsCopy.search, empty: manageExpertsCopy.empty },
    { path: '/admin/resources', field: manageResourcesCopy.search, empty: manageResourcesCopy.empty },
    { path: '/admin/events', field: manageEventsCopy.search, empty: manageEventsCopy.empty },
    { path: '/admin/applications', field: inboxCopy.search, empty: applicationsCopy.empty },
    { path: '/admin/claims', field: inboxCopy.search, empty: claimsCopy.empty },
  ]
  for (const list of lists) {
    await visit(`${list.path}?search=nothing-is-called-this`)
    await page.reload()
    await expect(page.getByLabel(list.field)).toHaveValue('nothing-is-called-this')
    // What the filters match is nothing, not the list: it says so, not that the list is empty.
    await expect(page.getByText(recordListCopy.noMatches)).toBeVisible()
    await expect(page.getByText(list.empty)).toHaveCount(0)
    // The counts above count what matches, and say so.
    await expect(summary(page)).toContainText(recordListCopy.matchingFilters)
  }
  await visit('/admin/security?who=nobody%40example.invalid&kind=experts')
  await page.reload()
  await expect(page.getByLabel(securityCopy.who)).toHaveValue('nobody@example.invalid')
  await expect(page.getByText(recordListCopy.noMatches)).toBeVisible()
  await expect(page.getByText(securityCopy.empty)).toHaveCount(0)

  // Clear filters: the whole list, and the keyboard in the first filter.
  await page.getByRole('button', { name: recordListCopy.clearFilters }).click()
  await expect(page).toHaveURL(/\/admin\/security$/)
  await expect(page.getByLabel(securityCopy.who)).toHaveValue('')
  await expect(page.getByLabel(securityCopy.who)).toBeFocused()
  await expect(page.getByTestId('audit-entry').first()).toBeVisible()
  await expect(summary(page)).not.toContainText(recordListCopy.matchingFilters)
})

const summary = (page: Page) => page.locator('[data-slot="admin-page-summary"]')

test('a list with no records at all says so, and offers no filters to clear', async ({ page, visit }) => {
  await signInAsAdmin(page)
  await developmentDatabaseQuery('delete from public.offer_claims')
  await visit('/admin/claims')
  await expect(page.getByText(claimsCopy.empty)).toBeVisible()
  await expect(page.getByRole('button', { name: recordListCopy.clearFilters })).toHaveCount(0)

  // A kind of content with no entries, and an audit trail with nothing in it, say so too.
  await developmentDatabaseQuery('delete from public.testimonials')
  await visit('/admin/content?kind=testimonials')
  await expect(page.getByText('No entries yet. Add the first one.')).toBeVisible()
  await developmentDatabaseQuery('delete from audit.entries')
  await visit('/admin/security')
  await expect(page.getByText('Nothing is recorded yet.')).toBeVisible()
  await expect(page.getByRole('button', { name: recordListCopy.clearFilters })).toHaveCount(0)
})

test('a dialog gives focus back to the button that opened it: closed, cancelled or saved', async ({ page, visit }) => {
  await signInAsAdmin(page)
  await visit('/admin/experts')
  const add = page.getByRole('button', { name: manageExpertsCopy.add })
  const dialog = page.getByRole('dialog')
  await add.focus()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(add).toBeFocused()

  const edit = page.getByRole('button', { name: /^Edit / }).first()
  await edit.click()
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  await expect(edit).toBeFocused()

  await edit.click()
  await dialog.getByLabel('Role').fill('Focus Tester')
  await dialog.getByRole('button', { name: 'Update Expert' }).click()
  await expect(dialog).toBeHidden()
  await expect(edit).toBeFocused()

  // A question asked over a row (delete), answered 'Cancel': the row's button again.
  const remove = page.getByRole('button', { name: /^Delete / }).first()
  await remove.click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click()
  await expect(remove).toBeFocused()
  // Deleted, the row and its button are gone: the page's heading, not the top of the page.
  await remove.click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByRole('alertdialog')).toBeHidden()
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Experts' })).toBeFocused()
})

test('an application whose new status leaves the filtered list keeps its dialog open, and the note typed in it', async ({ page }) => {
  await developmentDatabaseQuery(`
    insert into public.partnership_applications (idempotency_key, reference, contact_name, contact_email, contact_company)
    values (gen_random_uuid(), 'APP-F1TERED0', 'Filtered Applicant', 'filtered@example.com', 'Filtered Firm')`)
  await signInAsAdmin(page, '/admin/applications?status=new&search=Filtered')
  const table = page.getByRole('table', { name: applicationsCopy.tableLabel })
  await table.getByRole('button', { name: 'View the application of Filtered Applicant' }).click()
  const dialog = page.getByRole('dialog', { name: 'Application from Filtered Applicant' })
  await dialog.getByLabel('Internal note').fill('Call them after the webinar.')
  await dialog.getByLabel('Status').selectOption({ label: 'In review' })
  await expect(page.getByText('Status set to In review.')).toBeVisible()
  // The list no longer holds it (it is not new any more); its dialog stays, with the note typed.
  await expect(table).toHaveCount(0)
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel('Status')).toHaveValue('in_review')
  await expect(dialog.getByLabel('Internal note')).toHaveValue('Call them after the webinar.')
  // The toast comes first; the list and the record are read again after it, before the test
  // may end (and the backend be reset under them).
  const readAgain = Promise.all(
    ['submissions-admin--listApplications', 'submissions-admin--getApplication'].map((fn) => page.waitForResponse((response) => response.url().includes(fn))),
  )
  await dialog.getByRole('button', { name: 'Save note' }).click()
  await expect(page.getByText('Internal note saved.')).toBeVisible()
  await readAgain
  const [stored] = (await developmentDatabaseQuery(
    "select status, internal_note from public.partnership_applications where reference = 'APP-F1TERED0'",
  )) as [{ status: string; internal_note: string }]
  expect(stored).toEqual({ status: 'in_review', internal_note: 'Call them after the webinar.' })
})

test('while a changed filter or a linked record loads, the page says so', async ({ page, request }) => {
  await developmentDatabaseQuery(`
    insert into public.partnership_applications (idempotency_key, reference, status, contact_name, contact_email, contact_company)
    values (gen_random_uuid(), 'APP-S10WAP7Z', 'accepted', 'Slow Applicant', 'slow@example.com', 'Slow Firm')`)
  const [{ id }] = (await developmentDatabaseQuery("select id from public.partnership_applications where reference = 'APP-S10WAP7Z'")) as [{ id: string }]
  await signInAsAdmin(page, '/admin/applications')
  const table = page.getByRole('table', { name: applicationsCopy.tableLabel })
  await expect(table.getByRole('rowheader').first()).toBeVisible()
  const rowsBefore = await table.getByRole('rowheader').count()
  const updating = page.getByRole('status').filter({ hasText: recordListCopy.updating })

  // The rows on screen stay until the filtered ones arrive, and the list says they are on their way.
  await injectFault(request, { service: 'rest', delayMs: 2_500, methods: ['GET', 'HEAD'], pathPrefix: '/rest/v1/partnership_applications' })
  await page.getByLabel(recordListCopy.statusFilter).selectOption({ value: 'accepted' })
  await expect(updating).toBeVisible()
  await expect(page.locator('section[aria-busy="true"]')).toHaveCount(1)
  await expect(table.getByRole('rowheader')).toHaveCount(rowsBefore)
  const [{ accepted }] = (await developmentDatabaseQuery("select count(*)::int as accepted from public.partnership_applications where status = 'accepted'")) as [{ accepted: number }]
  expect(accepted).not.toBe(rowsBefore)
  await expect(table.getByRole('rowheader')).toHaveCount(accepted, { timeout: 10_000 })
  await expect(table.getByRole('rowheader', { name: 'Slow Applicant' })).toBeVisible()
  await expect(updating).toHaveCount(0)
  await expect(page.locator('section[aria-busy="true"]')).toHaveCount(0)

  // A link to a record the page does not hold yet opens a dialog that says it is opening it.
  await page.goto(`/admin/applications?open=${id}`)
  await expect(page.getByRole('dialog', { name: recordListCopy.opening })).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Application from Slow Applicant' })).toBeVisible({ timeout: 10_000 })
  await expect(page.getByRole('dialog', { name: recordListCopy.opening })).toHaveCount(0)
  await clearFaults(request)
})

test('a dialog opened from the list is one step in the history: closed, Back leaves the list', async ({ page }) => {
  await signInAsAdmin(page, '/admin')
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Experts' }).click()
  await expect(page).toHaveURL(/\/admin\/experts$/)
  const dialog = page.getByRole('dialog')
  await page.getByRole('button', { name: /^Edit / }).first().click()
  await expect(page).toHaveURL(/\/admin\/experts\?open=/)
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/admin\/experts$/)
  // Forward opens it again, and closing it still steps back.
  await page.goForward()
  await expect(page).toHaveURL(/\/admin\/experts\?open=/)
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/admin\/experts$/)
  await page.goBack()
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()

  // Opened by a link, closing it leaves the list in place.
  const [{ id }] = (await developmentDatabaseQuery('select id from public.experts order by name limit 1')) as [{ id: string }]
  await page.goto(`/admin/experts?open=${id}`)
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(page).toHaveURL(/\/admin\/experts$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Experts' })).toBeVisible()
})

test("an event's registrations lead back to the events list as it was left: its filters and order, after a reload too", async ({ page }) => {
  await signInAsAdmin(page, '/admin/events?search=RightNOW&sort=title&status=published')
  const row = page.getByRole('table', { name: manageEventsCopy.tableLabel }).getByRole('row').filter({ hasText: 'RightNOW Conference 2025' })
  await row.getByRole('link', { name: /^Registrations of RightNOW Conference 2025/ }).click()
  await expect(page).toHaveURL(/\/admin\/events\/[^/]+\/registrations/)
  await expect(page.getByRole('link', { name: 'All events' })).toBeVisible()
  await page.reload()
  await page.getByRole('link', { name: 'All events' }).click()
  await expect(page).toHaveURL(/\/admin\/events\?/)
  const search = new URL(page.url()).searchParams
  expect(Object.fromEntries(search)).toEqual({ search: 'RightNOW', sort: 'title', status: 'published' })
  await expect(page.getByLabel(manageEventsCopy.search)).toHaveValue('RightNOW')
  // Opened by its address, it leads to the whole list.
  await page.goto(new URL(page.url()).origin + '/admin/events')
  await row.getByRole('link', { name: /^Registrations of RightNOW Conference 2025/ }).click()
  await page.goto(page.url())
  await page.getByRole('link', { name: 'All events' }).click()
  await expect(page).toHaveURL(/\/admin\/events$/)
})
