/** Helpers for the admin-area browser tests (tests/e2e/admin*.spec.ts). */
import { expect, type Page } from '@playwright/test'
import { e2eBaseUrl } from '../../../playwright.config'
import { waitForHydration } from './fixtures'
import { signInOverHttp } from './server-fn'

export const demoAdmin = { email: 'admin@example.com', password: 'admin-demo-password' }
export const demoMember = { email: 'member@example.com', password: 'member-demo-password' }

/** Signs in through /admin/login. An admin lands on /admin; a non-admin stays on the page. */
export async function signInThroughForm(page: Page, account: { email: string; password: string }) {
  await page.goto('/admin/login')
  await waitForHydration(page)
  await submitSignIn(page, account)
}

/** Fills and submits the sign-in form of the page already open. */
export async function submitSignIn(page: Page, account: { email: string; password: string }) {
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/**
 * Signs in as the demo admin and opens `path` (the dashboard by default). The sign-in goes over
 * HTTP with the page's own request context, which shares the browser's cookies, so the page
 * opens signed in: the form is what admin-auth.spec.ts tests, and going through it in every
 * admin test would only load two more pages.
 */
export async function signInAsAdmin(page: Page, path = '/admin') {
  await signInOverHttp(page.request, e2eBaseUrl, demoAdmin.email, demoAdmin.password)
  const response = await page.goto(path)
  expect(response?.status(), `HTTP status of ${path}`).toBe(200)
  await waitForHydration(page)
  if (path === '/admin') {
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  }
}

/** Signs in as the demo admin and opens Manage Experts, by default waiting for its table. */
export async function openManageExperts(page: Page, { waitForTable = true } = {}) {
  await signInAsAdmin(page, '/admin/experts')
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Experts' })).toBeVisible()
  if (waitForTable) await expect(page.getByRole('table', { name: 'Experts' })).toBeVisible()
}

/** A toast with this title and description, of this sonner type ('error' is the destructive variant). */
export async function expectToast(
  page: Page,
  toast: { title: string; description: string; type: 'success' | 'error' | 'info' },
) {
  const item = page
    .locator('[data-sonner-toast]')
    .filter({ has: page.locator('[data-description]', { hasText: toast.description }) })
    .last()
  await expect(item).toBeVisible()
  await expect(item.locator('[data-title]')).toHaveText(toast.title)
  await expect(item.locator('[data-description]')).toHaveText(toast.description)
  await expect(item).toHaveAttribute('data-type', toast.type)
}

/** A table row by the expert's name. */
export function expertRow(page: Page, name: string) {
  return page
    .getByRole('table', { name: 'Experts' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${escapeRegExp(name)}`) }) })
}

/**
 * What visitors see: opens the public home page and checks its expert names.
 * `shown` must name at least one expert, so the absence of `hidden` ones is
 * judged on a loaded grid.
 */
export async function expectPublicExperts(
  page: Page,
  { shown, hidden = [] }: { shown: string[]; hidden?: string[] },
) {
  await page.goto('/')
  await waitForHydration(page)
  for (const name of shown)
    await expect(page.getByText(name, { exact: true }).first()).toBeVisible()
  for (const name of hidden) await expect(page.getByText(name, { exact: true })).toHaveCount(0)
}

/** Until the image has loaded (or failed), naturalWidth is 0. */
export async function expectImageLoaded(image: ReturnType<Page['locator']>) {
  await image.scrollIntoViewIfNeeded()
  await expect
    .poll(() =>
      image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth),
    )
    .toBeGreaterThan(0)
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
