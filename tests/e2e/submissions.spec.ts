/**
 * Applications and offer claims reach the team: a visitor sends both, an admin finds
 * them in the inbox, reviews the application, and exports the lists.
 */
import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { test, expect, waitForHydration } from './support/fixtures'
import { clearFaults, injectFault, mockBackendUrl, resetMockBackend, resetServerClock, setServerClock } from './support/mock-backend'
import { expectToast, signInAsAdmin } from './support/admin'
import { mailCountTo, nextMailTo } from './support/mail'

test.beforeEach(async ({ request }) => {
  await resetMockBackend(request)
  // Claims are taken while the offer runs (through December 31, 2025).
  await setServerClock(request, '2025-12-01T17:00:00Z')
})
test.afterEach(async ({ request }) => resetServerClock(request))

/** A name of its own for each run, so the inbox search finds exactly this submission. */
function uniqueName(prefix: string) {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
}

async function storedApplications(page: Page) {
  const response = await page.request.get(`${mockBackendUrl}/rest/v1/partnership_applications?select=contact_name,status`, {
    headers: { apikey: 'mock-service-role-key', authorization: 'Bearer mock-service-role-key' },
  })
  return (await response.json()) as { contact_name: string; status: string }[]
}

/** Walks the wizard to step 5 with a partnership type and a motivation, and fills the contact step. */
async function fillApplication(page: Page, contact: { name: string; email: string; company: string }) {
  await page.locator('#application[data-restored="true"]').waitFor()
  await page.getByRole('checkbox', { name: 'Workshops' }).check()
  await page.getByRole('button', { name: 'Next', exact: true }).click()
  await page.getByRole('checkbox', { name: /Expert Service Provider/ }).check()
  await page.getByRole('button', { name: 'Next', exact: true }).click()
  await page.getByRole('radio', { name: 'Senior' }).check()
  await page.getByRole('radio', { name: 'Industry-wide' }).check()
  await page.getByRole('button', { name: 'Next', exact: true }).click()
  await page.getByRole('textbox', { name: 'Why do you want to partner with us?' }).fill('I run roundtables on "practice growth", and would like to host one here.')
  await page.getByRole('button', { name: 'Next', exact: true }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Contact Information' })).toBeVisible()
  const submit = page.getByRole('button', { name: 'Submit Application' })
  await expect(submit).toBeDisabled()
  await page.getByLabel('Full Name').fill(contact.name)
  await page.getByLabel('Email Address').fill(contact.email)
  await expect(submit).toBeDisabled()
  await page.getByLabel('Company/Organization').fill(contact.company)
  await expect(submit).toBeEnabled()
}

test.describe('a visitor sends an application and a claim; an admin reviews and exports them', () => {
  test('end to end', async ({ page, visit, expectAccessible }) => {
    test.slow()
    const applicant = { name: uniqueName('Avery Applicant'), email: 'avery.applicant@example.com', company: 'Avery Advisory' }
    const claimant = { name: uniqueName('Casey Claimant'), email: 'casey.claimant@example.com', firm: 'Casey & Co CPAs' }
    const claimantMailsBefore = mailCountTo(claimant.email)

    // The visitor's application.
    await visit('/partnership-application')
    await fillApplication(page, applicant)
    await page.getByRole('button', { name: 'Submit Application' }).click()
    const received = page.getByRole('heading', { level: 2, name: 'Application received' })
    await expect(received).toBeVisible()
    await expect(received).toBeFocused()
    await expect(page.getByTestId('application-reference')).toHaveText(/^APP-[0-9A-HJKMNP-TV-Z]{8}$/)
    const reference = (await page.getByTestId('application-reference').textContent())!
    await expect(page.getByText('What happens next')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/')
    await expect(page.getByRole('button', { name: 'Submit Application' })).toHaveCount(0)
    await expectAccessible()

    // The draft is gone: a new visit starts at step 1 with nothing filled.
    await visit('/partnership-application')
    await page.locator('#application[data-restored="true"]').waitFor()
    await expect(page.getByText('Step 1 of 5: ', { exact: false })).toBeVisible()
    await expect(page.getByRole('checkbox', { name: 'Workshops' })).not.toBeChecked()

    // The visitor's claim.
    await visit('/claim-offer')
    await page.getByLabel('Full Name').fill(claimant.name)
    await page.getByLabel('Email Address').fill(claimant.email)
    await page.getByLabel('Firm Name').fill(claimant.firm)
    await page.getByRole('button', { name: 'Claim My Membership' }).click()
    await expectToast(page, {
      title: 'Success!',
      description: 'We received your claim. We will confirm your Core Advantage membership by email.',
      type: 'success',
    })
    await expectAccessible()

    // The admin's dashboard counts them.
    await signInAsAdmin(page)
    const areas = page.getByRole('list').filter({ hasText: 'Experts Management' })
    // Sample data: one new application and one new claim, plus the visitor's.
    await expect(areas.getByRole('link', { name: /Applications/ })).toContainText('2 new')
    await expect(areas.getByRole('link', { name: /Offer claims/ })).toContainText('2 new')
    await expectAccessible()

    // The application in the inbox.
    const nav = page.getByRole('navigation', { name: 'Admin' })
    await nav.getByRole('link', { name: 'Applications' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Applications' })).toHaveAttribute('aria-current', 'page')
    const table = page.getByRole('table', { name: 'Applications' })
    // Newest first: the visitor's application heads the list.
    await expect(table.getByRole('rowheader').first()).toHaveText(applicant.name)
    await page.getByLabel('Search by name or email').fill(applicant.name)
    await expect(table.getByRole('rowheader')).toHaveCount(1)
    const row = table.getByRole('row').filter({ hasText: applicant.name })
    await expect(row).toContainText(applicant.email)
    await expect(row).toContainText(applicant.company)
    await expect(row).toContainText('Workshops')
    await expect(row).toContainText('Expert')
    await expect(row).toContainText('New')
    await expectAccessible()

    await row.getByRole('button', { name: `View the application of ${applicant.name}` }).click()
    const dialog = page.getByRole('dialog', { name: `Application from ${applicant.name}` })
    await expect(dialog).toContainText(reference)
    await expect(dialog).toContainText('I run roundtables on "practice growth", and would like to host one here.')
    await expect(dialog).toContainText('Expert Service Provider')
    await expectAccessible()
    await dialog.getByLabel('Status').selectOption({ label: 'Accepted' })
    await expectToast(page, { title: 'Success', description: 'Status set to Accepted.', type: 'success' })
    await dialog.getByLabel('Internal note').fill('Great fit for the spring workshops.')
    // A note not saved yet is not lost to Escape: the dialog asks first.
    const discard = page.getByRole('alertdialog', { name: 'Discard your changes?' })
    await page.keyboard.press('Escape')
    await expect(discard).toBeVisible()
    await discard.getByRole('button', { name: 'Keep editing' }).click()
    await expect(discard).toBeHidden()
    await expect(dialog.getByLabel('Internal note')).toHaveValue('Great fit for the spring workshops.')
    await dialog.getByRole('button', { name: 'Save note' }).click()
    await expectToast(page, { title: 'Success', description: 'Internal note saved.', type: 'success' })
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()

    // Both changes survive a reload.
    await visit('/admin/applications')
    await page.getByLabel('Search by name or email').fill(applicant.name)
    await expect(table.getByRole('rowheader')).toHaveCount(1)
    await expect(row).toContainText('Accepted')
    await row.getByRole('button', { name: `View the application of ${applicant.name}` }).click()
    await expect(dialog.getByLabel('Status')).toHaveValue('accepted')
    await expect(dialog.getByLabel('Internal note')).toHaveValue('Great fit for the spring workshops.')
    // Discarding a change closes the dialog and keeps the saved note.
    await dialog.getByLabel('Internal note').fill('Not this.')
    await page.keyboard.press('Escape')
    await discard.getByRole('button', { name: 'Discard changes' }).click()
    await expect(dialog).toBeHidden()
    await row.getByRole('button', { name: `View the application of ${applicant.name}` }).click()
    await expect(dialog.getByLabel('Internal note')).toHaveValue('Great fit for the spring workshops.')
    await page.keyboard.press('Escape')

    // Export the filtered list.
    await page.getByLabel('Filter by status').selectOption({ label: 'Accepted' })
    const applicationsDownload = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export CSV' }).click()
    const applicationsCsv = await readFile((await (await applicationsDownload).path())!, 'utf8')
    // Named by the site's day on the server's clock (December 1, 2025 in this test), not the machine's.
    expect((await applicationsDownload).suggestedFilename()).toBe('applications-2025-12-01.csv')
    const lines = applicationsCsv.split('\r\n')
    expect(lines[0]).toMatch(/^Reference,Submitted,Status,Name,Email,Company,/)
    const exported = lines.find((line) => line.startsWith(reference))
    // Statuses and chosen options in the words the admin area uses, not their stored codes.
    expect(exported).toContain(`,Accepted,${applicant.name},${applicant.email},${applicant.company},`)
    expect(exported).toContain(',Workshops,Expert Service Provider,')
    expect(exported).toContain('"I run roundtables on ""practice growth"", and would like to host one here."')
    expect(lines).toHaveLength(3) // the header, this application (searched), the final line end

    // The claim in its inbox.
    await nav.getByRole('link', { name: 'Claims' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Offer claims' })).toBeVisible()
    const claims = page.getByRole('table', { name: 'Offer claims' })
    const claimRow = claims.getByRole('row').filter({ hasText: claimant.name })
    await expect(claimRow).toContainText(claimant.email)
    await expect(claimRow).toContainText(claimant.firm)
    await expectAccessible()
    const claimStatus = claimRow.getByLabel(`Status of the claim from ${claimant.name}`)
    await claimStatus.focus()
    await claimStatus.selectOption({ label: 'Confirmed' })
    await expectToast(page, { title: 'Success', description: 'Status set to Confirmed.', type: 'success' })
    // Held while its change was on the way, the select kept the focus.
    await expect(claimStatus).toBeFocused()
    // The receipt promised it: once the confirmation's wait is over, the claimant is told.
    const receipt = await nextMailTo(claimant.email, claimantMailsBefore)
    expect(receipt.subject).toBe('We received your claim')
    await setServerClock(page.request, '2025-12-01T17:05:00Z')
    const confirmation = await nextMailTo(claimant.email, claimantMailsBefore + 1)
    expect(confirmation.subject).toBe('Your Core Advantage membership is confirmed')
    expect(confirmation.text).toContain(`Hello ${claimant.name},\n\nWe have confirmed your Core Advantage membership.`)
    await page.getByLabel('Filter by status').selectOption({ label: 'Confirmed' })
    await expect(claimRow).toBeVisible()
    const claimsDownload = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export CSV' }).click()
    const claimsCsv = await readFile((await (await claimsDownload).path())!, 'utf8')
    expect((await claimsDownload).suggestedFilename()).toBe('claims-2025-12-01.csv')
    expect(claimsCsv.split('\r\n')[0]).toBe('Submitted,Status,Name,Email,Firm')
    expect(claimsCsv).toContain(`,Confirmed,${claimant.name},${claimant.email},Casey & Co CPAs`)
  })
})

test.describe('one claim per address', () => {
  test.use({ allowedHttpErrors: [/^409 POST \S+\/_serverFn\/submissions--submitClaim/] })

  test('a second claim from an address that claimed is refused by name, keeps the form, and the inbox holds one', async ({ page, visit }) => {
    const claim = async (name: string, email: string) => {
      await page.getByLabel('Full Name').fill(name)
      await page.getByLabel('Email Address').fill(email)
      await page.getByLabel('Firm Name').fill('Second & Co')
      await page.getByRole('button', { name: 'Claim My Membership' }).click()
    }
    await visit('/claim-offer')
    await claim('Sam Second', 'sam.second@example.com')
    await expectToast(page, { title: 'Success!', description: 'We received your claim. We will confirm your Core Advantage membership by email.', type: 'success' })
    await expect(page.getByLabel('Full Name')).toHaveValue('')
    // The same address, in other capitals: nothing new is stored, and the visitor reads why.
    await claim('Sam Again', 'Sam.Second@Example.com')
    await expect(page.getByRole('alert')).toHaveText(
      'Your claim was not sent. This e-mail address has already claimed the offer, so nothing new was stored: the first claim stands.',
    )
    await expect(page.getByLabel('Full Name')).toHaveValue('Sam Again')
    const response = await page.request.get(`${mockBackendUrl}/rest/v1/offer_claims?select=full_name&email=ilike.sam.second@example.com`, {
      headers: { apikey: 'mock-service-role-key', authorization: 'Bearer mock-service-role-key' },
    })
    expect(await response.json()).toEqual([{ full_name: 'Sam Second' }])
  })
})

test.describe('when sending fails', () => {
  test.use({ allowedHttpErrors: [/^502 POST .*submissions--submit(Application|Claim)/] })

  test('the claim form says the claim was not sent and keeps the values', async ({ page, visit, request }) => {
    await visit('/claim-offer')
    await page.getByLabel('Full Name').fill('Fay Failure')
    await page.getByLabel('Email Address').fill('fay@example.com')
    await page.getByLabel('Firm Name').fill('Failure & Co')
    await injectFault(request, { service: 'rest', status: 500, methods: ['POST'] })
    await page.getByRole('button', { name: 'Claim My Membership' }).click()
    await expect(page.getByRole('alert')).toHaveText('Your claim was not sent. It could not be stored just now. Please try again.')
    await expect(page.getByLabel('Full Name')).toHaveValue('Fay Failure')
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0)
    await clearFaults(request)
    await page.getByRole('button', { name: 'Claim My Membership' }).click()
    await expectToast(page, {
      title: 'Success!',
      description: 'We received your claim. We will confirm your Core Advantage membership by email.',
      type: 'success',
    })
  })

  test('the application shows a clear message, keeps the answers, and a retry stores it once', async ({ page, visit, request }) => {
    const applicant = { name: uniqueName('Riley Retry'), email: 'riley@example.com', company: 'Retry LLP' }
    await visit('/partnership-application')
    await fillApplication(page, applicant)
    await injectFault(request, { service: 'rest', status: 500, methods: ['POST'] })
    await page.getByRole('button', { name: 'Submit Application' }).click()
    await expect(page.getByRole('alert')).toContainText('Your application was not sent.')
    await expect(page.getByRole('alert')).toHaveText('Your application was not sent. It could not be stored just now. Please try again. Your answers are still here.')
    await expect(page.getByLabel('Full Name')).toHaveValue(applicant.name)
    await expect(page.getByRole('button', { name: 'Submit Application' })).toBeEnabled()
    // Held while sending, the button has the focus again: a retry is one key press away.
    await expect(page.getByRole('button', { name: 'Submit Application' })).toBeFocused()
    await clearFaults(request)
    await page.getByRole('button', { name: 'Submit Application' }).click()
    await expect(page.getByRole('heading', { level: 2, name: 'Application received' })).toBeVisible()
    const stored = (await storedApplications(page)).filter((row) => row.contact_name === applicant.name)
    expect(stored).toHaveLength(1)
  })

  test('a double click sends one application', async ({ page, visit }) => {
    const applicant = { name: uniqueName('Dana Double'), email: 'dana@example.com', company: 'Double & Co' }
    await visit('/partnership-application')
    await fillApplication(page, applicant)
    await page.getByRole('button', { name: 'Submit Application' }).dblclick()
    await expect(page.getByRole('heading', { level: 2, name: 'Application received' })).toBeVisible()
    await waitForHydration(page)
    const stored = (await storedApplications(page)).filter((row) => row.contact_name === applicant.name)
    expect(stored).toHaveLength(1)
  })
})
