import type { Locator, Page } from '@playwright/test'
import { test, expect } from './support/fixtures'
import { demoAdmin, expectToast, expertRow, openManageExperts, signInAsAdmin, submitSignIn } from './support/admin'
import { waitForHydration } from './support/fixtures'
import { developmentDatabaseQuery as changeWithSql, resetMockBackend, serviceSelect } from './support/mock-backend'

// Sample experts (supabase/sample-experts.json).
const amara = 'Amara Okafor, CPA'
const daniel = 'Daniel Reyes, CFE'
const grace = 'Grace Liu, CPA, CITP'

test.beforeEach(async ({ request }) => {
  await resetMockBackend(request)
})

function entries(page: Page): Locator {
  return page.getByTestId('audit-entry')
}

/** Opens an entry (a disclosure). */
async function openEntry(entry: Locator) {
  await entry.locator('summary').click()
  await expect(entry).toHaveAttribute('open', '')
}

/** The row of one field in an opened entry's table of changed fields. */
function changedField(entry: Locator, field: string) {
  return entry
    .getByRole('table', { name: 'Changed fields' })
    .getByRole('row')
    .filter({ has: entry.page().getByRole('rowheader', { name: field, exact: true }) })
}

test.describe('Security & Audit', () => {
  test('shows who changed which expert, a change made with SQL, and the sign-ins, with their changed fields', async ({
    page,
    expectAccessible,
  }) => {
    // A failed sign-in, then the admin's own.
    await page.goto('/admin/login')
    await waitForHydration(page)
    await submitSignIn(page, { email: demoAdmin.email, password: 'not-the-password' })
    await expectToast(page, { title: 'Login failed', description: 'Invalid login credentials', type: 'error' })

    // The admin edits an expert and deactivates another.
    await openManageExperts(page)
    await expertRow(page, amara).getByRole('button', { name: `Edit ${amara}` }).click()
    await page.getByRole('dialog').getByLabel('Role').fill('Head of Tax Strategy')
    await page.getByRole('dialog').getByRole('button', { name: 'Update Expert' }).click()
    await expectToast(page, { title: 'Success', description: 'Expert updated successfully.', type: 'success' })
    await expertRow(page, daniel).getByRole('switch', { name: `Active: ${daniel}` }).click()
    await expectToast(page, { title: 'Success', description: 'Expert deactivated successfully.', type: 'success' })

    // Someone changes an expert straight in the database.
    await changeWithSql(`update public.experts set role = 'Changed with SQL' where name = $1`, [grace])

    const nav = page.getByRole('navigation', { name: 'Admin' })
    await nav.getByRole('link', { name: 'Security' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Security & Audit' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Security' })).toHaveAttribute('aria-current', 'page')
    await expect(page).toHaveTitle(/Security & Audit/)
    // The trail holds editors' changes and sign-ins, the site's content and staff accounts too: the introduction says so.
    await expect(page.getByText(/^Every change to/)).toHaveText(
      'Every change to experts, events, resources, the site’s content, settings, staff accounts and roles, the status and notes of what visitors send, and every sign-in to the admin area, newest first. Changes made outside the site are recorded too.',
    )

    // Newest first: the SQL change, the deactivation, the edit, the sign-in, the failed sign-in.
    const list = entries(page)
    await expect(list.nth(0)).toContainText('database')
    await expect(list.nth(0)).toContainText('Expert')
    await expect(list.nth(0)).toContainText('Updated')
    for (const index of [1, 2]) {
      await expect(list.nth(index)).toContainText(demoAdmin.email)
      await expect(list.nth(index)).toContainText('Expert')
      await expect(list.nth(index)).toContainText('Updated')
    }
    await expect(list.nth(3)).toContainText(demoAdmin.email)
    await expect(list.nth(3)).toContainText('Signed in')
    await expect(list.nth(4)).toContainText(demoAdmin.email)
    await expect(list.nth(4)).toContainText('Sign-in failed')
    // Each entry names its record, so an admin need not open it to know which expert changed.
    await expect(list.nth(0)).toContainText(`Expert · ${grace}`)
    await expect(list.nth(1)).toContainText(`Expert · ${daniel}`)
    await expect(list.nth(2)).toContainText(`Expert · ${amara}`)
    // When, to the second.
    await expect(list.nth(0).locator('time')).toHaveText(/^\d{1,2} \w{3} \d{4}, \d{2}:\d{2}:\d{2} UTC$/)

    await openEntry(list.nth(0))
    await expect(changedField(list.nth(0), 'role')).toContainText('Changed with SQL')
    await openEntry(list.nth(1))
    await expect(changedField(list.nth(1), 'is_active')).toHaveText(/is_active\s*true\s*false/)
    await openEntry(list.nth(2))
    await expect(changedField(list.nth(2), 'role')).toContainText('Head of Tax Strategy')
    await expect(list.nth(2).getByRole('table', { name: 'Changed fields' }).getByRole('rowheader')).toHaveText(['role'])
    await openEntry(list.nth(4))
    await expect(list.nth(4)).toContainText('Client address')
    await expectAccessible()

    // Filters: by who, by kind of record, by action.
    await page.getByLabel('Who').fill('database')
    await expect(list.first()).toContainText('database')
    await expect(list.filter({ hasText: demoAdmin.email })).toHaveCount(0)
    await page.getByLabel('Who').fill('')
    await page.getByLabel('Kind of record').selectOption('Sign-in')
    await expect(list).toHaveCount(2)
    await page.getByLabel('Action').selectOption('Sign-in failed')
    await expect(list).toHaveCount(1)
    await expect(list.first()).toContainText('Sign-in failed')
    await expectAccessible()
  })

  test('older entries load a page at a time, after the last one shown', async ({ page }) => {
    await changeWithSql(
      `insert into audit.entries (at, actor, kind, record_id, action)
       select private.clock_now() - make_interval(secs => n), 'paging-' || n || '@example.test', 'experts', 'x', 'updated'
       from generate_series(1, 30) as n`,
    )
    await openManageExperts(page, { waitForTable: false })
    await page.goto('/admin/security')
    await page.getByLabel('Who').fill('paging-')
    const list = entries(page)
    await expect(list).toHaveCount(25)
    await expect(list.first()).toContainText('paging-1@example.test')
    await expect(page.getByText('25 entries shown')).toBeVisible()
    await page.getByRole('button', { name: 'Show older entries' }).click()
    await expect(list).toHaveCount(30)
    await expect(list.last()).toContainText('paging-30@example.test')
    // Filtered by who: the end of what matches, not of the trail.
    await expect(page.getByText('No older entries match these filters.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Show older entries' })).toHaveCount(0)
  })

  test('entries written at one time (one transaction\'s) all show across pages, none skipped', async ({ page }) => {
    // One time with microseconds, as now() gives every entry of one transaction.
    await changeWithSql(
      `insert into audit.entries (at, actor, kind, record_id, action)
       select date_trunc('second', private.clock_now()) - interval '0.123456 seconds', 'same-time-' || n || '@example.test', 'experts', 'x', 'updated'
       from generate_series(1, 30) as n`,
    )
    await openManageExperts(page, { waitForTable: false })
    await page.goto('/admin/security')
    await page.getByLabel('Who').fill('same-time-')
    const list = entries(page)
    await expect(list.filter({ hasText: 'same-time-' })).toHaveCount(25)
    await expect(list).toHaveCount(25)
    await page.getByRole('button', { name: 'Show older entries' }).click()
    await expect(list).toHaveCount(30)
    const actors = await list.evaluateAll((items) => items.map((item) => item.textContent?.match(/same-time-\d+/)?.[0]))
    expect(new Set(actors).size).toBe(30)
    await expect(page.getByText('No older entries match these filters.')).toBeVisible()
  })

  test('filters chosen before the page\'s code has run are applied once it runs', async ({ page }) => {
    await changeWithSql(
      `insert into audit.entries (at, actor, kind, record_id, action)
       values (private.clock_now(), 'early-filter@example.test', 'experts', 'x', 'deleted')`,
    )
    await openManageExperts(page, { waitForTable: false })
    // Hold the scripts, so the server-rendered filters are on screen but the page does not run yet.
    let releaseScripts!: () => void
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve))
    await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
      await scriptsHeld
      await route.continue()
    })
    await page.goto('/admin/security', { waitUntil: 'commit' })
    await page.getByLabel('Who').fill('early-filter')
    await page.getByLabel('Action').selectOption('Deleted')
    releaseScripts()
    await waitForHydration(page)
    await expect(entries(page)).toHaveCount(1)
    await expect(entries(page).first()).toContainText('early-filter@example.test')
    await expect(page.getByLabel('Action')).toHaveValue('deleted')
  })

  test("a visitor's application is recorded as created, without their details", async ({ page }) => {
    // As the data API runs a visitor's insert: the anon role and its claims, in one transaction.
    await changeWithSql(
      `set local role anon; select set_config('request.jwt.claims', '{"role":"anon"}', true);
       insert into public.partnership_applications (reference, idempotency_key, contact_name, contact_email, contact_company)
       values ('APP-AYND25TM', gen_random_uuid(), 'Private Person', 'private.person@example.test', 'Private Firm')`,
    )
    await openManageExperts(page, { waitForTable: false })
    await page.goto('/admin/security')
    await page.getByLabel('Kind of record').selectOption('Application')
    const first = entries(page).first()
    await expect(first).toContainText('visitor')
    await expect(first).toContainText('Created')
    // Named by its reference code, never by what the visitor typed.
    await expect(first).toContainText('Application · APP-AYND25TM')
    await openEntry(first)
    await expect(first).toContainText('their details stay with the submission')
    await expect(page.getByText('Private Person')).toHaveCount(0)
  })

  test('the dashboard lists the e-mail notices that failed for good, and only then', async ({ page, expectAccessible }) => {
    await signInAsAdmin(page)
    await expect(page.getByRole('heading', { name: 'E-mail notices that could not be sent' })).toHaveCount(0)
    await changeWithSql(
      `insert into site_server.notices (kind, record_id, details, attempts, failed_at, last_error) values
         ('claim', gen_random_uuid(), '{"name": "Dana Okafor"}', 20, private.clock_now(), 'connect ECONNREFUSED 127.0.0.1:2525')`,
    )
    await page.reload()
    const section = page.getByRole('region', { name: 'E-mail notices that could not be sent' })
    await expect(section).toBeVisible()
    await expect(section).toContainText('One notice about new submissions never reached')
    await expect(section).toContainText('from Dana Okafor')
    await expect(section).toContainText('20 tries')
    await expect(section).toContainText('Last error: connect ECONNREFUSED 127.0.0.1:2525')
    await expect(section.getByRole('link', { name: 'Offer claim' })).toHaveAttribute('href', '/admin/claims')
    // A visitor's own mail that failed for good is listed too, with whom it was for.
    await changeWithSql(
      `insert into site_server.notices (kind, recipient, record_id, details, attempts, failed_at, last_error) values
         ('registration_confirmation', 'ana@example.com', gen_random_uuid(),
          '{"name": "Ana Registrant", "event": {"id": "0f000000-0000-4000-8000-0000000000e1"}}', 20, private.clock_now(), '550 mailbox unavailable')`,
    )
    await page.reload()
    await expect(section).toContainText('One e-mail to a person never reached them')
    await expect(section).toContainText('to Ana Registrant')
    await expect(section.getByRole('link', { name: 'Registration confirmation' })).toHaveAttribute(
      'href',
      '/admin/events/0f000000-0000-4000-8000-0000000000e1/registrations',
    )
    await expectAccessible()
  })

  test('the dashboard card leads to the audit trail', async ({ page }) => {
    await signInAsAdmin(page)
    await page.getByRole('link', { name: /Security & Audit/ }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Security & Audit' })).toBeVisible()
  })

  test("a notice's link opens that application; closing it leaves the address, and a bad id is ignored", async ({ page }) => {
    const [application] = await serviceSelect<{ id: string; contact_name: string }>(
      page.request,
      'partnership_applications?select=id,contact_name&reference=eq.APP-MNQQRYQS',
    )
    await signInAsAdmin(page, `/admin/applications?open=${application!.id}`)
    const dialog = page.getByRole('dialog', { name: `Application from ${application!.contact_name}` })
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(/\/admin\/applications$/)
    await page.goto('/admin/applications?open=not-an-id')
    await expect(page.getByRole('table', { name: 'Applications' })).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test.describe('a link to a record deleted since', () => {
    test.use({
      allowedHttpErrors: [/^404 GET \S+\/_serverFn\/submissions-admin--getApplication/],
      allowedConsoleErrors: [/^Error: The record this link opens could not be shown/],
    })

    test('says the record could not be shown, and opens nothing', async ({ page }) => {
      await signInAsAdmin(page, '/admin/applications?open=0e000000-0000-4000-8000-00000000dead')
      await expectToast(page, { title: 'Error', description: 'The record this link opens could not be shown: it may have been deleted.', type: 'error' })
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await expect(page).toHaveURL(/\/admin\/applications$/)
    })
  })
})
