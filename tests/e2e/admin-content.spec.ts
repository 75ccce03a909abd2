/**
 * The site's content run from /admin/content: an admin adds an FAQ entry, edits it, publishes
 * it and deletes it (asked with its question); the audit trail names it; testimonials are
 * reordered and a saved sample loses its Example mark; the FAQ is put in order a page of the site
 * at a time, and the page shows the new order; an answer edited twice and restored
 * from History shows its first text again; a question over its limit is named and nothing is
 * saved; an editor uses the page too. At 1280 and 375 px, with axe.
 */
import type { Page } from '@playwright/test'
import { test, expect } from './support/fixtures'
import { clearFaults, developmentDatabaseQuery, injectFault, resetMockBackend } from './support/mock-backend'
import { expectToast, signInAsAdmin, signInThroughForm } from './support/admin'
import { readFaqJsonLd } from './support/page-checks'
import { seededRows } from '../support/seed-content'
import { contentFormCopy, contentKindCopy, contentListCopy, contentToasts } from '~/content/admin-content'
import { recordListCopy } from '~/content/admin'

test.beforeEach(async ({ request }) => {
  await resetMockBackend(request)
})

const tinyPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')
const editor = { email: 'editor@example.com', password: 'editor-demo-password' }
const faqWords = contentKindCopy.faq_entries
const dialog = (page: Page) => page.getByRole('dialog')
const table = (page: Page, name: string) => page.getByRole('table', { name })
const row = (page: Page, tableName: string, name: string) =>
  table(page, tableName).getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }) })
const rowNames = (page: Page, tableName: string) => table(page, tableName).getByRole('rowheader').locator('span.block')

/** Signs in as the demo admin and opens /admin/content from the nav: its FAQ section. */
async function openContent(page: Page) {
  await signInAsAdmin(page)
  await expect(page.getByRole('link', { name: /Site content/ })).toHaveAttribute('href', '/admin/content')
  const nav = page.getByRole('navigation', { name: 'Admin' })
  await nav.getByRole('link', { name: 'Content' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Content' })).toHaveAttribute('aria-current', 'page')
  await expect(table(page, faqWords.tableLabel)).toBeVisible()
}

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: contentListCopy.search }).fill(text)
  await expect(page).toHaveURL(new RegExp(`search=`))
}

/** Adds an FAQ entry from the form (a draft, on the academy page). */
async function addFaq(page: Page, question: string, answer: string) {
  await page.getByRole('button', { name: faqWords.add }).click()
  const form = dialog(page)
  await expect(form.getByRole('heading', { name: faqWords.createTitle })).toBeVisible()
  await form.getByLabel('Question').fill(question)
  await form.getByLabel('Answer').fill(answer)
  await expect(form.getByText(contentFormCopy.markdownHint)).toBeVisible()
  await form.getByLabel('Category').selectOption('support')
  await form.getByRole('checkbox', { name: 'Home page (condensed)' }).check()
  await form.getByRole('button', { name: contentFormCopy.create }).click()
  await expectToast(page, { title: 'Success', description: contentToasts.created, type: 'success' })
  await expect(form).toBeHidden()
}

async function editAnswer(page: Page, question: string, answer: string) {
  await row(page, faqWords.tableLabel, question).getByRole('button', { name: `Edit ${question}` }).click()
  const form = dialog(page)
  await expect(form.getByRole('heading', { name: faqWords.editTitle })).toBeVisible()
  await form.getByLabel('Answer').fill(answer)
  await form.getByRole('button', { name: contentFormCopy.update }).click()
  await expectToast(page, { title: 'Success', description: contentToasts.updated, type: 'success' })
  await expect(form).toBeHidden()
}

test('an admin adds an FAQ entry, edits it, publishes it and deletes it; the audit trail names it', async ({ page, expectAccessible }) => {
  await openContent(page)
  await expect(page.getByRole('navigation', { name: 'Kind of content' }).getByRole('link', { name: 'FAQ' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('link', { name: /^Preview the academy page/ })).toHaveAttribute('href', '/academy?preview=1')
  await expectAccessible()

  const question = 'Where do I find the e2e guide?'
  await addFaq(page, question, 'In the library.')
  await search(page, 'e2e guide')
  const added = row(page, faqWords.tableLabel, question)
  await expect(added).toBeVisible()
  await expect(added.getByText('Support · Academy FAQ, Home page (condensed)')).toBeVisible()
  await expect(added.getByRole('switch', { name: `Published: ${question}` })).not.toBeChecked()
  // A draft without a publish time of its own goes out when it is published, not 'at once'.
  await expect(added.getByText('When published')).toBeVisible()
  await expect(added.getByText(contentListCopy.atOnce)).toHaveCount(0)

  // Edited: the form shows what was saved, and the list the new question.
  const edited = 'Where do I find the e2e guide today?'
  await added.getByRole('button', { name: `Edit ${question}` }).click()
  const form = dialog(page)
  await expect(form.getByLabel('Answer')).toHaveValue('In the library.')
  await expect(form.getByRole('checkbox', { name: 'Home page (condensed)' })).toBeChecked()
  await form.getByLabel('Question').fill(edited)
  await form.getByLabel('Status').selectOption('published')
  await form.getByLabel('Publish at').fill('2030-01-02T09:30')
  await expectAccessible({ include: '[role="dialog"]' })
  await form.getByRole('button', { name: contentFormCopy.update }).click()
  await expectToast(page, { title: 'Success', description: contentToasts.updated, type: 'success' })
  const editedRow = row(page, faqWords.tableLabel, edited)
  await expect(editedRow.getByText('From Jan 2, 2030, 9:30 AM EST')).toBeVisible()
  await expect(editedRow.getByRole('switch', { name: `Published: ${edited}` })).toBeChecked()

  // The Draft / Published switch saves, and a reload shows it.
  await editedRow.getByRole('switch', { name: `Published: ${edited}` }).click()
  await expectToast(page, { title: 'Success', description: contentToasts.unpublished, type: 'success' })
  await page.reload()
  await expect(row(page, faqWords.tableLabel, edited).getByRole('switch', { name: `Published: ${edited}` })).not.toBeChecked()
  // A draft keeps its publish time, but shows from then only once it is published.
  await expect(row(page, faqWords.tableLabel, edited).getByText('From Jan 2, 2030, 9:30 AM EST, once published')).toBeVisible()

  // Delete asks first, naming the entry.
  await row(page, faqWords.tableLabel, edited).getByRole('button', { name: `Delete ${edited}` }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm.getByText(`Are you sure you want to delete ${edited}?`)).toBeVisible()
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expectToast(page, { title: 'Success', description: contentToasts.deleted, type: 'success' })
  await expect(page.getByText(recordListCopy.noMatches)).toBeVisible()

  // The audit trail names the entry by its question.
  await page.goto('/admin/security?kind=faq_entries')
  const entries = page.getByTestId('audit-entry')
  await expect(entries.filter({ hasText: 'Deleted' }).filter({ hasText: edited })).toHaveCount(1)
  await expect(entries.filter({ hasText: 'Created' }).filter({ hasText: question })).toHaveCount(1)
  await expect(page.getByLabel('Kind of record').locator('option', { hasText: 'FAQ entry' })).toHaveCount(1)
})

test('testimonials are reordered with Move up / Move down, and a saved sample loses its Example mark', async ({ page, expectAccessible }) => {
  await openContent(page)
  await page.getByRole('navigation', { name: 'Kind of content' }).getByRole('link', { name: 'Testimonials' }).click()
  await expect(page).toHaveURL(/\/admin\/content\?kind=testimonials$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Testimonials' })).toBeVisible()
  await expect(page.getByRole('link', { name: /^Preview the membership page/ })).toHaveAttribute('href', '/membership?preview=1')
  const names = rowNames(page, 'Testimonials')
  await expect(names).toHaveText(['Renee Whitfield, CPA', 'Tomás Aguilar', 'Hannah Brooks, CPA', 'Kevin Osei'])
  await expect(row(page, 'Testimonials', 'Kevin Osei').getByText(contentListCopy.example)).toBeVisible()
  await expectAccessible()

  const move = (direction: 'up' | 'down', name: string) => page.getByRole('button', { name: `Move ${direction}: ${name}` })
  // The first entry cannot go up, nor the last down.
  await expect(move('up', 'Renee Whitfield, CPA')).toBeDisabled()
  await expect(move('down', 'Kevin Osei')).toBeDisabled()
  await expect(move('down', 'Renee Whitfield, CPA')).toBeEnabled()
  await expect(move('up', 'Kevin Osei')).toBeEnabled()

  await move('down', 'Renee Whitfield, CPA').click()
  await expect(names).toHaveText(['Tomás Aguilar', 'Renee Whitfield, CPA', 'Hannah Brooks, CPA', 'Kevin Osei'])
  // The button moved with its entry and still has the focus: the next press moves it again.
  await expect(move('down', 'Renee Whitfield, CPA')).toBeFocused()
  await expect(move('up', 'Tomás Aguilar')).toBeDisabled()
  await expect(move('up', 'Renee Whitfield, CPA')).toBeEnabled()
  await move('up', 'Kevin Osei').click()
  await expect(names).toHaveText(['Tomás Aguilar', 'Renee Whitfield, CPA', 'Kevin Osei', 'Hannah Brooks, CPA'])
  await expect(move('up', 'Kevin Osei')).toBeFocused()
  await expect(move('down', 'Hannah Brooks, CPA')).toBeDisabled()
  await expect(move('down', 'Kevin Osei')).toBeEnabled()
  await page.reload()
  await expect(names).toHaveText(['Tomás Aguilar', 'Renee Whitfield, CPA', 'Kevin Osei', 'Hannah Brooks, CPA'])
  // An entry moves past the entries the list shows: alone in a search, it has none to pass.
  await search(page, 'Kevin')
  await expect(names).toHaveText(['Kevin Osei'])
  await expect(move('up', 'Kevin Osei')).toBeDisabled()
  await expect(move('down', 'Kevin Osei')).toBeDisabled()
  await page.getByRole('searchbox', { name: contentListCopy.search }).fill('')
  await expect(names).toHaveCount(4)

  // Saving a sample from its form clears its Example mark.
  await row(page, 'Testimonials', 'Kevin Osei').getByRole('button', { name: 'Edit Kevin Osei' }).click()
  await dialog(page).getByLabel('Role').fill('Founder, Osei Payroll')
  await dialog(page).getByRole('button', { name: contentFormCopy.update }).click()
  await expectToast(page, { title: 'Success', description: contentToasts.updated, type: 'success' })
  await expect(row(page, 'Testimonials', 'Kevin Osei').getByText(contentListCopy.example)).toHaveCount(0)
  await expect(row(page, 'Testimonials', 'Hannah Brooks, CPA').getByText(contentListCopy.example)).toBeVisible()
})

test('the FAQ is put in order a page at a time: a question moved on the Security Hub page moves there', async ({ page, expectAccessible }) => {
  await openContent(page)
  // Its entries belong to several pages, so the whole list has no Move buttons; the introduction says why.
  await expect(page.getByText(faqWords.intro)).toBeVisible()
  await expect(page.getByRole('button', { name: /^Move (up|down):/ })).toHaveCount(0)

  await expect(page.getByRole('link', { name: /^Preview the academy page/ })).toHaveAttribute('href', '/academy?preview=1')
  await page.getByLabel(faqWords.fields.places).selectOption({ label: faqWords.places.securityhub })
  await expect(page).toHaveURL(/\/admin\/content\?place=securityhub$/)
  // 'Preview' opens the page being put in order.
  await expect(page.getByRole('link', { name: 'Preview the Security Hub page with unpublished changes (opens in a new tab)' })).toHaveAttribute('href', '/securityhub?preview=1')
  // The Security Hub's questions as the migration seeds them, in its order (six: tests/unit/content-public-two.test.ts).
  const hub = seededRows('faq_entries').filter((entry) => (entry.places as string[]).includes('securityhub')).map((entry) => entry.question as string)
  expect(hub).toHaveLength(6)
  const names = rowNames(page, faqWords.tableLabel)
  await expect(names).toHaveText(hub)
  const move = (direction: 'up' | 'down', name: string) => page.getByRole('button', { name: `Move ${direction}: ${name}` })
  await expect(move('up', hub[0]!)).toBeDisabled()
  await expect(move('down', hub[5]!)).toBeDisabled()
  await expectAccessible()

  // In the whole FAQ other pages' questions stand between these two; the move passes the one shown.
  await move('up', hub[1]!).click()
  const moved = [hub[1]!, hub[0]!, ...hub.slice(2)]
  await expect(names).toHaveText(moved)
  await expect(move('up', hub[1]!)).toBeDisabled()
  await page.reload()
  await expect(names).toHaveText(moved)

  // A question added while the page is chosen is that page's (not the academy's, as in the whole list), and comes last in it.
  await page.getByRole('button', { name: faqWords.add }).click()
  const form = dialog(page)
  await expect(form.getByRole('checkbox', { name: faqWords.places.securityhub })).toBeChecked()
  await expect(form.getByRole('checkbox', { name: faqWords.places.academy })).not.toBeChecked()
  const added = 'Which checklist comes first?'
  await form.getByLabel('Question').fill(added)
  // The answer is required, as the question is: both say so before anything is sent.
  await expect(form.getByLabel('Question')).toHaveAttribute('aria-required', 'true')
  await expect(form.getByLabel('Answer')).toHaveAttribute('aria-required', 'true')
  await form.getByLabel('Answer').fill('The one for your own firm.')
  await form.getByRole('button', { name: contentFormCopy.create }).click()
  await expectToast(page, { title: 'Success', description: contentToasts.created, type: 'success' })
  await expect(names).toHaveText([...moved, added])

  // The new question is a draft: the page shows the order moved, without it.
  await page.goto('/securityhub')
  expect((await readFaqJsonLd(page)).map((entry) => entry.question)).toEqual(moved)
})

test('a form with changes asks before Escape or Back closes it; Keep editing keeps them, Discard changes adds nothing, Cancel discards', async ({ page, expectAccessible }) => {
  await openContent(page)
  const form = dialog(page)
  const discard = page.getByRole('alertdialog', { name: 'Discard your changes?' })
  // Nothing typed: Escape closes at once.
  await page.getByRole('button', { name: faqWords.add }).click()
  await expect(form.getByRole('heading', { name: faqWords.createTitle })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(form).toBeHidden()
  await expect(discard).toBeHidden()

  const question = 'A question half written'
  await page.getByRole('button', { name: faqWords.add }).click()
  await form.getByLabel('Question').fill(question)
  await page.keyboard.press('Escape')
  await expect(discard).toBeVisible()
  await expect(discard).toContainText('What you changed in this form is not saved yet.')
  await expectAccessible({ include: '[role="alertdialog"]' })
  await discard.getByRole('button', { name: 'Keep editing' }).click()
  await expect(discard).toBeHidden()
  await expect(form.getByLabel('Question')).toHaveValue(question)

  // Closing the tab with changes gets the browser's own question too.
  const leaving = page.waitForEvent('dialog')
  await page.close({ runBeforeUnload: true })
  const browserQuestion = await leaving
  expect(browserQuestion.type()).toBe('beforeunload')
  await browserQuestion.dismiss()
  await expect(form.getByLabel('Question')).toHaveValue(question)

  // The browser's Back asks too (the form is in the address), and Keep editing stays.
  await page.goBack({ waitUntil: 'commit' })
  await expect(discard).toBeVisible()
  await discard.getByRole('button', { name: 'Keep editing' }).click()
  await expect(form.getByLabel('Question')).toHaveValue(question)
  await expect(page).toHaveURL(/\/admin\/content\?open=new$/)

  // Discard changes: back on the list the form was opened from, with nothing added.
  const discardChanges = async () => {
    await discard.getByRole('button', { name: 'Discard changes' }).click()
    await expect(form).toBeHidden()
    await expect(page).toHaveURL(/\/admin\/content$/)
    await expect(page.getByText(question)).toHaveCount(0)
  }
  await page.keyboard.press('Escape')
  await discardChanges()

  // Back, then Discard changes.
  await page.getByRole('button', { name: faqWords.add }).click()
  await form.getByLabel('Question').fill(question)
  await page.goBack({ waitUntil: 'commit' })
  await discardChanges()

  // Cancel is the choice to discard: it does not ask.
  await page.getByRole('button', { name: faqWords.add }).click()
  await form.getByLabel('Question').fill(question)
  await form.getByRole('button', { name: contentFormCopy.cancel }).click()
  await expect(form).toBeHidden()
  await expect(discard).toBeHidden()
  await expect(page.getByText(question)).toHaveCount(0)
})

test('an answer edited twice and restored from History shows its first text again', async ({ page, expectAccessible }) => {
  await openContent(page)
  const question = 'What does History keep?'
  await addFaq(page, question, 'The first text.')
  await search(page, 'History keep')
  await editAnswer(page, question, 'The second text.')
  await editAnswer(page, question, 'The third text.')

  await row(page, faqWords.tableLabel, question).getByRole('button', { name: `History of ${question}` }).click()
  const history = page.getByRole('dialog', { name: `History of ${question}` })
  const versions = history.getByTestId('content-version')
  await expect(versions).toHaveCount(3)
  await expect(versions.first().getByText('Current version')).toBeVisible()
  await expect(versions.first()).toContainText('by admin@example.com')
  await expect(versions.first()).toContainText('Changed: Answer')
  // The first save says the entry was added, not which fields it 'changed'.
  await expect(versions.last()).toContainText('Added.')
  await expect(versions.last()).not.toContainText('Changed:')
  await expect(versions.first()).toContainText(/(EST|EDT)/)
  await expectAccessible({ include: '[role="dialog"]' })

  // Restore asks first; the first version comes back as a new one.
  await versions.last().getByRole('button', { name: /^Restore the version of/ }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm.getByRole('heading', { name: /^Restore the version of/ })).toBeVisible()
  await confirm.getByRole('button', { name: 'Restore' }).click()
  await expectToast(page, { title: 'Success', description: contentToasts.restored, type: 'success' })
  await expect(versions).toHaveCount(4)
  await expect(versions.first()).toContainText('Changed: Answer')
  await history.getByRole('button', { name: 'Close', exact: true }).last().click()
  await expect(history).toBeHidden()

  await row(page, faqWords.tableLabel, question).getByRole('button', { name: `Edit ${question}` }).click()
  await expect(dialog(page).getByLabel('Answer')).toHaveValue('The first text.')
})

test('restoring a version with another question keeps History open, under the restored name', async ({ page }) => {
  await openContent(page)
  const first = 'Which question did History keep first?'
  const second = 'Which question did History keep second?'
  await addFaq(page, first, 'An answer.')
  await search(page, 'question did History keep')
  await row(page, faqWords.tableLabel, first).getByRole('button', { name: `Edit ${first}` }).click()
  await dialog(page).getByLabel('Question').fill(second)
  await dialog(page).getByRole('button', { name: contentFormCopy.update }).click()
  await expectToast(page, { title: 'Success', description: contentToasts.updated, type: 'success' })

  await row(page, faqWords.tableLabel, second).getByRole('button', { name: `History of ${second}` }).click()
  const history = page.getByRole('dialog', { name: /^History of Which question did History keep/ })
  const versions = history.getByTestId('content-version')
  await expect(versions).toHaveCount(2)
  await versions.last().getByRole('button', { name: /^Restore the version of/ }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Restore' }).click()
  await expectToast(page, { title: 'Success', description: contentToasts.restored, type: 'success' })
  // The entry is named by its first question again; its History stays open, with the new version.
  await expect(page.getByRole('dialog', { name: `History of ${first}` })).toBeVisible()
  await expect(versions).toHaveCount(3)
  await history.getByRole('button', { name: 'Close', exact: true }).last().click()
  await expect(row(page, faqWords.tableLabel, first)).toBeVisible()
})

test.describe('a version the rules no longer accept', () => {
  test.use({
    allowedHttpErrors: [/^400 POST \S+\/_serverFn\/site-content-admin--restoreContent/],
    allowedConsoleErrors: [/^Error: This version breaks a rule entries follow now/],
  })

  test('is not restored, and the toast names the field and its rule', async ({ page }) => {
    await openContent(page)
    const question = 'Which version breaks a rule?'
    await addFaq(page, question, 'The first text.')
    await search(page, 'breaks a rule')
    await editAnswer(page, question, 'The second text.')
    // Saved under a category since retired.
    await developmentDatabaseQuery(
      `update public.content_versions set snapshot = jsonb_set(snapshot, '{category}', '"pricing"')
       where id = (select v.id from public.content_versions as v join public.faq_entries as f on f.id = v.entry_id where f.question = '${question}' order by v.at limit 1)`,
    )
    await row(page, faqWords.tableLabel, question).getByRole('button', { name: `History of ${question}` }).click()
    const versions = page.getByRole('dialog', { name: `History of ${question}` }).getByTestId('content-version')
    await expect(versions).toHaveCount(2)
    await versions.last().getByRole('button', { name: /^Restore the version of/ }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Restore' }).click()
    await expectToast(page, {
      title: 'Error',
      description: contentToasts.restoreRefused('category: must be one of the FAQ categories'),
      type: 'error',
    })
    await expect(versions).toHaveCount(2)
  })
})

test.describe('when History cannot be read', () => {
  test.use({ allowedHttpErrors: [/^502 GET \S+\/_serverFn\/site-content-admin--getContentHistory/] })

  test('a History that fails to load says so, and Try again loads it', async ({ page, request }) => {
    await openContent(page)
    const question = 'Which history failed to load?'
    await addFaq(page, question, 'An answer.')
    await search(page, 'history failed')
    await injectFault(request, { service: 'rest', status: 500, pathPrefix: '/rest/v1/content_versions' })
    try {
      await row(page, faqWords.tableLabel, question).getByRole('button', { name: `History of ${question}` }).click()
      const history = page.getByRole('dialog', { name: `History of ${question}` })
      await expect(history.getByText('Failed to load the history.')).toBeVisible()
      await clearFaults(request)
      await history.getByRole('button', { name: recordListCopy.retry }).click()
      await expect(history.getByTestId('content-version')).toHaveCount(1)
    } finally {
      await clearFaults(request)
    }
  })
})

test.describe('a speaker page address another speaker has', () => {
  test.use({
    allowedHttpErrors: [/^409 POST \S+\/_serverFn\/site-content-admin--createContentEntry/],
    allowedConsoleErrors: [/^Error: Another speaker already uses this page address/],
  })

  test('is named under the Page address field, and nothing is saved', async ({ page }) => {
    const [taken] = seededRows('speakers')
    await signInAsAdmin(page, '/admin/content?kind=speakers&open=new')
    const form = dialog(page)
    await form.getByLabel('Name').fill('Second Speaker')
    const slug = form.getByLabel('Page address')
    await slug.fill(String(taken!.slug))
    await form.getByLabel('Session title').fill('A session')
    await form.getByLabel('Start time').fill('10:00')
    await form.getByLabel('End time').fill('11:00')
    await form.getByRole('button', { name: contentFormCopy.create }).click()
    await expect(slug).toHaveAccessibleDescription(/Page address: another speaker already uses it\. Choose another\./)
    await expect(slug).toBeFocused()
    await expect(page.getByText('Second Speaker')).toHaveCount(0)
  })
})

test('a question over its limit is named in the form and nothing is saved', async ({ page }) => {
  await openContent(page)
  const long = `Too long ${'x'.repeat(300)}`
  await page.getByRole('button', { name: faqWords.add }).click()
  const form = dialog(page)
  await form.getByLabel('Question').fill(long)
  await form.getByLabel('Answer').fill('An answer.')
  await form.getByRole('button', { name: contentFormCopy.create }).click()
  await expect(form.getByText('Question must be at most 300 characters.')).toBeVisible()
  await expect(form.getByLabel('Question')).toHaveAttribute('aria-invalid', 'true')
  await form.getByRole('button', { name: contentFormCopy.cancel }).click()
  await expect(form).toBeHidden()
  await search(page, 'Too long')
  await expect(page.getByText(recordListCopy.noMatches)).toBeVisible()
})

test('an editor uses /admin/content: the speakers, with a preview of each one’s page', async ({ page, expectAccessible }) => {
  await signInThroughForm(page, editor)
  await expect(page).toHaveURL(/\/admin$/)
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Content' }).click()
  await page.getByRole('navigation', { name: 'Kind of content' }).getByRole('link', { name: 'Speakers' }).click()
  await expect(page).toHaveURL(/\?kind=speakers$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Speakers' })).toBeVisible()
  const maya = row(page, 'Speakers', 'Maya Thompson, CPA')
  await expect(maya.getByRole('link', { name: 'Preview the page of Maya Thompson, CPA (opens in a new tab)' })).toHaveAttribute('href', '/rightnow/maya-thompson?preview=1')
  await expectAccessible()

  await maya.getByRole('button', { name: 'Edit Maya Thompson, CPA' }).click()
  const form = dialog(page)
  await expect(form.getByLabel('Page address')).toHaveValue('maya-thompson')
  await expect(form.getByLabel('Start time')).toHaveValue('10:30')
  await form.getByLabel('End time').fill('10:00')
  await form.getByRole('button', { name: contentFormCopy.update }).click()
  await expect(form.getByText('End time must be after the start time.')).toBeVisible()
  await form.getByLabel('End time').fill('11:45')
  // Where the session is: the spec's stage for the sample speakers, a room of staff's choosing now.
  await expect(form.getByLabel('Stage', { exact: true })).toHaveValue('Main Stage')
  await form.getByLabel('Stage', { exact: true }).fill('Breakout Room B')
  await form.getByLabel('Takeaways').fill('One idea\n\nAnother idea')
  // The photo is uploaded as the experts' are, under the bucket's speakers/ folder.
  await form.getByRole('radio', { name: 'Upload' }).check()
  await form.getByLabel('Photo file').setInputFiles({ name: 'maya.png', mimeType: 'image/png', buffer: tinyPng })
  await expect(form.getByRole('img', { name: 'Preview of the chosen photo' })).toBeVisible()
  await form.getByRole('button', { name: contentFormCopy.update }).click()
  await expectToast(page, { title: 'Success', description: contentToasts.updated, type: 'success' })
  await expect(maya.getByText(/Day 1, 10:30–11:45/)).toBeVisible()
  await maya.getByRole('button', { name: 'Edit Maya Thompson, CPA' }).click()
  await expect(form.getByLabel('Photo URL')).toHaveValue(/\/experts\/speakers\/\d+-[a-z0-9]+\.png$/)
  await expect(form.getByLabel('Takeaways')).toHaveValue('One idea\nAnother idea')
  await form.getByRole('button', { name: contentFormCopy.cancel }).click()

  // The agenda is in the order of its times: no Move buttons there.
  await page.getByRole('navigation', { name: 'Kind of content' }).getByRole('link', { name: 'Agenda' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible()
  await expect(row(page, 'Agenda sessions', 'Welcome and opening keynote')).toBeVisible()
  await expect(page.getByRole('button', { name: /^Move up/ })).toHaveCount(0)

  // The session page says the stage staff gave it.
  await page.goto('/rightnow/maya-thompson')
  await expect(page.locator('dd', { hasText: 'Breakout Room B' })).toBeVisible()
  await expect(page.getByText('Main Stage')).toHaveCount(0)
})
