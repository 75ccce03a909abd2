/**
 * The resource library run from /admin/resources, and what visitors then see on /resources:
 * a PDF uploaded (with its progress) and published is found by search and downloads the same
 * bytes; a members-only resource shows the lock and no file; a draft shows nowhere; a file
 * that is not what it claims is refused; an edited sample loses its Example mark; a deleted
 * resource is gone. At 1280 and 375 px, with axe.
 */
import type { Browser, Page } from '@playwright/test'
import { readFile } from 'node:fs/promises'
import { test, expect, waitForHydration } from './support/fixtures'
import { resetMockBackend, resetServerClock, setServerClock } from './support/mock-backend'
import { expectToast, signInAsAdmin } from './support/admin'
import { executableBytes, htmlBytes, paddedPdfBytes, pdfBytes } from '../support/sample-documents'
import { resourceDialogCopy, resourceToasts } from '~/content/admin-resources'

test.beforeEach(async ({ request }) => {
  await resetMockBackend(request)
})

const dialog = (page: Page) => page.getByRole('dialog')
const table = (page: Page) => page.getByRole('table', { name: 'Resources' })
const row = (page: Page, title: string) =>
  table(page).getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${title}`) }) })

async function openResources(page: Page) {
  await signInAsAdmin(page)
  await expect(page.getByRole('link', { name: /Resource library/ })).toHaveAttribute('href', '/admin/resources')
  const nav = page.getByRole('navigation', { name: 'Admin' })
  await nav.getByRole('link', { name: 'Resources' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Resources' })).toHaveAttribute('aria-current', 'page')
  await expect(table(page)).toBeVisible()
}

async function openAddDialog(page: Page) {
  await page.getByRole('button', { name: 'Add Resource' }).click()
  await expect(dialog(page).getByRole('heading', { name: 'Add Resource' })).toBeVisible()
}

/** Fills the fields every resource needs. */
async function fillBasics(page: Page, resource: { title: string; description: string; category?: string }) {
  const form = dialog(page)
  await form.getByLabel('Title').fill(resource.title)
  await form.getByLabel('Description', { exact: true }).fill(resource.description)
  await form.getByLabel('Category').selectOption(resource.category ?? 'Technology')
  await form.getByLabel('Author', { exact: true }).fill('Test Author')
  await expect(form.getByLabel('Published on')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/)
}

async function save(page: Page, toast: string) {
  await dialog(page).getByRole('button', { name: 'Add Resource' }).click()
  await expectToast(page, { title: 'Success', description: toast, type: 'success' })
  await expect(dialog(page)).toBeHidden()
}

/** A visitor's own browser: no admin session. */
async function visitorPage(browser: Browser, page: Page) {
  const context = await browser.newContext({ baseURL: new URL(page.url()).origin, viewport: page.viewportSize(), acceptDownloads: true })
  const visitor = await context.newPage()
  return { visitor, close: () => context.close() }
}

async function openLibrary(visitor: Page) {
  const response = await visitor.goto('/resources')
  expect(response?.status()).toBe(200)
  await waitForHydration(visitor)
  await expect(visitor.getByRole('searchbox', { name: 'Search resources' })).toBeVisible()
}

const card = (visitor: Page, title: string) => visitor.locator('article[data-resource]').filter({ has: visitor.getByRole('heading', { name: title, exact: true }) })

test('an admin uploads a PDF as a free resource and publishes it; a visitor finds it by search and downloads the same bytes', async ({
  page,
  browser,
  expectAccessible,
}) => {
  // 600 KB, so its upload takes a few seconds when slowed below.
  const pdf = Buffer.from(paddedPdfBytes(600 * 1024))
  await openResources(page)
  await expectAccessible()
  await openAddDialog(page)
  await fillBasics(page, { title: 'Firm Security Handbook', description: 'Quarterly zebrafish drills for every office.' })
  const form = dialog(page)
  await expect(form.getByRole('switch', { name: 'Membership required' })).not.toBeChecked()
  await form.getByLabel('File', { exact: true }).setInputFiles({ name: 'Firm Security Handbook.pdf', mimeType: 'application/pdf', buffer: pdf })
  await form.getByLabel('Status', { exact: true }).selectOption('published')
  await expectAccessible({ include: '[role="dialog"]' })

  // The upload is slowed to 150 KB/s (Chromium's network emulation), so the bar can be seen filling.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 150 * 1024 })
  await form.getByRole('button', { name: 'Add Resource' }).click()
  const progress = form.getByRole('progressbar', { name: resourceDialogCopy.uploadingFile })
  await expect(progress).toBeVisible()
  await expect(form.getByRole('button', { name: 'Uploading...' })).toBeDisabled()
  await expect.poll(async () => Number(await progress.getAttribute('value'))).toBeGreaterThan(0)
  const [sent, total] = await progress.evaluate((bar: HTMLProgressElement) => [bar.value, bar.max])
  // The whole multipart body: the file and its envelope.
  expect(total).toBeGreaterThanOrEqual(pdf.length)
  expect(sent).toBeLessThan(total)
  await expect(form.getByTestId('upload-progress')).toContainText(/\d+ KB \/ 600 KB/)
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 })
  await expectToast(page, { title: 'Success', description: resourceToasts.created, type: 'success' })
  await expect(dialog(page)).toBeHidden()
  const added = row(page, 'Firm Security Handbook')
  await expect(added.getByRole('switch', { name: 'Published: Firm Security Handbook' })).toBeChecked()
  await expect(added).toContainText('Free')

  const { visitor, close } = await visitorPage(browser, page)
  await openLibrary(visitor)
  await visitor.getByRole('searchbox', { name: 'Search resources' }).fill('zebrafish')
  const found = visitor.locator('article[data-resource]')
  await expect(found).toHaveCount(1)
  await expect(found.getByRole('heading')).toHaveText('Firm Security Handbook')
  await expect(found.getByTestId('resource-lock')).toHaveCount(0)
  await expect(found.getByTestId('resource-example')).toHaveCount(0)
  const download = found.getByRole('link', { name: /^Download Now/ })
  await expect(download).toHaveAttribute('href', /^\/resources\/[0-9a-f-]{36}\/download$/)
  await expect(download).not.toHaveAttribute('target', '_blank')
  const [file] = await Promise.all([visitor.waitForEvent('download'), download.click()])
  expect(file.suggestedFilename()).toBe('Firm Security Handbook.pdf')
  expect(await readFile(await file.path())).toEqual(pdf)
  await close()
})

test('a resource must show somewhere: out of the library, it needs a Security Hub card', async ({ page, expectAccessible }) => {
  await openResources(page)
  await openAddDialog(page)
  await fillBasics(page, { title: 'Hub Only Checklist', description: 'A checklist shown on the Security Hub.' })
  const form = dialog(page)
  const inLibrary = form.getByRole('checkbox', { name: 'Resource library' })
  await expect(inLibrary).toBeChecked()
  await inLibrary.uncheck()
  await form.getByRole('button', { name: 'Add Resource' }).click()
  const message = form.getByText(/must be on, or a Security Hub card chosen/)
  await expect(message).toBeVisible()
  await expect(inLibrary).toHaveAttribute('aria-invalid', 'true')
  await expect(inLibrary).toHaveAccessibleDescription(/must be on, or a Security Hub card chosen/)
  await expectAccessible({ include: '[role="dialog"]' })

  await form.getByLabel('Security Hub card').selectOption('Security Guide')
  await expect(message).toHaveCount(0)
  await expect(inLibrary).not.toHaveAttribute('aria-invalid', 'true')
  await save(page, resourceToasts.created)
  await expect(row(page, 'Hub Only Checklist')).toBeVisible()
})

test('a members-only resource shows the lock and no file; a draft shows nowhere public', async ({ page, browser, expectAccessible }) => {
  await openResources(page)
  await openAddDialog(page)
  await fillBasics(page, { title: 'Partner Pricing Playbook', description: 'Members-only quokka pricing models.', category: 'Advisory Services' })
  await dialog(page).getByRole('switch', { name: 'Membership required' }).click()
  // Members-only: nothing to download is offered.
  await expect(dialog(page).getByLabel('File', { exact: true })).toHaveCount(0)
  await expect(dialog(page).getByLabel('External link', { exact: true })).toHaveCount(0)
  await dialog(page).getByLabel('Status', { exact: true }).selectOption('published')
  await save(page, resourceToasts.created)
  await expect(row(page, 'Partner Pricing Playbook')).toContainText('Premium')

  await openAddDialog(page)
  await fillBasics(page, { title: 'Unfinished Draft Guide', description: 'A quokka draft nobody may see yet.' })
  await dialog(page).getByLabel('File', { exact: true }).setInputFiles({ name: 'draft.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdfBytes()) })
  await save(page, resourceToasts.created)
  await expect(row(page, 'Unfinished Draft Guide').getByRole('switch', { name: 'Published: Unfinished Draft Guide' })).not.toBeChecked()
  await expect(row(page, 'Unfinished Draft Guide')).toContainText('Draft')

  const { visitor, close } = await visitorPage(browser, page)
  await openLibrary(visitor)
  await visitor.getByRole('searchbox', { name: 'Search resources' }).fill('quokka')
  await expect(visitor.locator('article[data-resource]')).toHaveCount(1)
  const premium = card(visitor, 'Partner Pricing Playbook')
  await expect(premium.getByTestId('resource-lock')).toBeVisible()
  await expect(premium.getByRole('link', { name: /^Upgrade to Access/ })).toHaveAttribute('href', '/membership')
  await expect(premium.getByRole('link', { name: /^Download Now/ })).toHaveCount(0)
  await expect(card(visitor, 'Unfinished Draft Guide')).toHaveCount(0)
  await expectAccessible()
  await visitor.goto('/securityhub')
  await expect(visitor.getByText('Unfinished Draft Guide')).toHaveCount(0)
  await close()

  // Published, then unpublished with its switch: gone from the page and its file refused at once.
  await row(page, 'Unfinished Draft Guide').getByRole('switch').click()
  await expectToast(page, { title: 'Success', description: resourceToasts.published, type: 'success' })
  const again = await visitorPage(browser, page)
  await openLibrary(again.visitor)
  const href = await card(again.visitor, 'Unfinished Draft Guide').getByRole('link', { name: /^Download Now/ }).getAttribute('href')
  await row(page, 'Unfinished Draft Guide').getByRole('switch').click()
  await expectToast(page, { title: 'Success', description: resourceToasts.unpublished, type: 'success' })
  await openLibrary(again.visitor)
  await expect(card(again.visitor, 'Unfinished Draft Guide')).toHaveCount(0)
  expect((await again.visitor.request.get(href!)).status()).toBe(404)
  await again.close()
})

test.describe(() => {
  test.use({
    allowedConsoleErrors: [/^Error: Add a file or an external link before publishing a free resource\./],
    allowedHttpErrors: [/^400 POST \S+\/_serverFn\/resources-admin--setResourceStatus/],
  })

  test('a file that is not what it claims is refused under the field; a free resource is published only with something to download', async ({ page }) => {
    await openResources(page)
    await openAddDialog(page)
    await fillBasics(page, { title: 'Suspicious Upload', description: 'Should never be stored.' })
    const form = dialog(page)
    const file = form.getByLabel('File', { exact: true })
    await file.setInputFiles({ name: 'guide.pdf', mimeType: 'application/pdf', buffer: Buffer.from(htmlBytes()) })
    await expect(
      form.getByText('“guide.pdf” is not a PDF, Word (.docx), Excel (.xlsx), PowerPoint (.pptx) or ZIP file, whatever its name says. Only those can be uploaded.'),
    ).toBeVisible()
    await expect(file).toHaveAttribute('aria-invalid', 'true')
    await file.setInputFiles({ name: 'report.pdf', mimeType: 'application/pdf', buffer: Buffer.from(executableBytes()) })
    await expect(form.getByText(/^“report\.pdf” is not a PDF/)).toBeVisible()
    await expect(form.getByText(/^“guide\.pdf”/)).toHaveCount(0)

    // Nothing was kept, so a published free resource has nothing to download: refused, and no upload sent.
    let uploads = 0
    page.on('request', (request) => {
      if (request.url().includes('/admin/uploads/')) uploads++
    })
    await form.getByLabel('Status', { exact: true }).selectOption('published')
    await form.getByRole('button', { name: 'Add Resource' }).click()
    await expect(form.getByText('File is needed (or an external link) to publish a free resource.')).toBeVisible()
    await expect(file).toBeFocused()
    expect(uploads).toBe(0)

    // As a draft it may wait for its file; publishing it then is refused, saying why.
    await form.getByLabel('Status', { exact: true }).selectOption('draft')
    await save(page, resourceToasts.created)
    await row(page, 'Suspicious Upload').getByRole('switch', { name: 'Published: Suspicious Upload' }).click()
    await expectToast(page, { title: 'Error', description: resourceToasts.needsDownload, type: 'error' })
    await expect(row(page, 'Suspicious Upload').getByRole('switch')).not.toBeChecked()
    expect(uploads).toBe(0)
  })
})

test('editing a sample clears its Example mark; delete asks first, naming the resource', async ({ page, browser }) => {
  await openResources(page)
  const sample = row(page, 'Tax Season Readiness Checklist')
  await expect(sample).toContainText('Example')
  await sample.getByRole('button', { name: 'Edit Tax Season Readiness Checklist' }).click()
  await expect(dialog(page).getByRole('heading', { name: 'Edit Resource' })).toBeVisible()
  await expect(dialog(page).getByLabel('Title')).toHaveValue('Tax Season Readiness Checklist')
  await expect(dialog(page).getByLabel('External link', { exact: true })).toHaveValue('https://resources.example.com/library/tax-season-readiness-checklist')
  await dialog(page).getByLabel('Title').fill('Tax Season Readiness Checklist 2027')
  await dialog(page).getByRole('button', { name: 'Update Resource' }).click()
  await expectToast(page, { title: 'Success', description: resourceToasts.updated, type: 'success' })
  const edited = row(page, 'Tax Season Readiness Checklist 2027')
  await expect(edited.getByText('Example', { exact: true })).toHaveCount(0)

  const { visitor, close } = await visitorPage(browser, page)
  await openLibrary(visitor)
  await expect(card(visitor, 'Tax Season Readiness Checklist 2027').getByTestId('resource-example')).toHaveCount(0)
  await expect(card(visitor, 'Multi-State Nexus Guide').getByTestId('resource-example')).toBeVisible()

  await row(page, 'Multi-State Nexus Guide').getByRole('button', { name: 'Delete Multi-State Nexus Guide' }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm.getByRole('heading')).toHaveText('Are you sure you want to delete Multi-State Nexus Guide?')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expectToast(page, { title: 'Success', description: resourceToasts.deleted, type: 'success' })
  await expect(row(page, 'Multi-State Nexus Guide')).toHaveCount(0)
  await openLibrary(visitor)
  await expect(card(visitor, 'Multi-State Nexus Guide')).toHaveCount(0)
  await close()
})

test('a new resource is dated today in New York by the server\'s clock, on both sides of midnight', async ({ page, request }) => {
  try {
    // 23:59:30 on February 28 in New York (UTC-5), already March 1 in UTC.
    await setServerClock(request, '2026-03-01T04:59:30Z')
    await openResources(page)
    await openAddDialog(page)
    await expect(dialog(page).getByLabel('Published on')).toHaveValue('2026-02-28')
    await page.keyboard.press('Escape')
    await expect(dialog(page)).toBeHidden()

    // One minute later it is March 1 in New York too.
    await setServerClock(request, '2026-03-01T05:00:30Z')
    await page.reload()
    await waitForHydration(page)
    await expect(table(page)).toBeVisible()
    await openAddDialog(page)
    await expect(dialog(page).getByLabel('Published on')).toHaveValue('2026-03-01')
  } finally {
    await resetServerClock(request)
  }
})
