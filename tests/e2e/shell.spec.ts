import { test, expect, isMobileViewport } from './support/fixtures'

const navItems = [
  ['Home', '/'],
  ['About', '/about'],
  ['Membership', '/membership'],
  ['Experts', '/experts'],
  ['Creators', '/creators'],
  ['Events', '/events'],
] as const

test.describe('site shell', () => {
  test('navigation links go to their pages and mark the current one', async ({ page, visit }) => {
    await visit('/')
    if (isMobileViewport(page)) await page.getByRole('button', { name: 'Open menu' }).click()
    const nav = page.getByRole('navigation', { name: isMobileViewport(page) ? 'Mobile' : 'Main' })
    for (const [label, href] of navItems) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href)
    }
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page')
    await nav.getByRole('link', { name: 'About', exact: true }).click()
    await expect(page).toHaveURL(/\/about$/)
    if (isMobileViewport(page)) {
      // The menu closes on navigation.
      await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden()
      await page.getByRole('button', { name: 'Open menu' }).click()
    }
    await expect(
      page.getByRole('navigation', { name: isMobileViewport(page) ? 'Mobile' : 'Main' }).getByRole('link', { name: 'About', exact: true }),
    ).toHaveAttribute('aria-current', 'page')
  })

  test('Log In opens the community feed in a new tab', async ({ page, visit }) => {
    await visit('/')
    if (isMobileViewport(page)) await page.getByRole('button', { name: 'Open menu' }).click()
    const logIn = page.getByRole('link', { name: /^Log In/ }).filter({ visible: true })
    await expect(logIn).toHaveCount(1)
    await expect(logIn).toHaveAttribute('target', '_blank')
    await expect(logIn).toHaveAttribute('rel', /noopener/)
    await expect(logIn).toHaveAttribute('href', /community\.example\.com\/feed/)
  })

  test('footer links to the privacy policy and terms in new tabs', async ({ page, visit }) => {
    await visit('/')
    const footer = page.getByRole('contentinfo')
    for (const name of [/Privacy Policy/, /Terms & Conditions/]) {
      const link = footer.getByRole('link', { name })
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', /noopener/)
    }
  })

  test('the mobile menu toggles, and closes on Escape', async ({ page, visit }) => {
    test.skip(!isMobileViewport(page), 'mobile menu only exists below 768 px')
    await visit('/')
    const toggle = page.getByRole('button', { name: 'Open menu' })
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    await expect(menu).toBeHidden()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.click()
    await expect(menu).toBeVisible()
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true')
    await page.getByRole('button', { name: 'Close menu' }).click()
    await expect(menu).toBeHidden()
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(menu).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
  })

  test('the home page is accessible', async ({ visit, expectAccessible }) => {
    await visit('/')
    await expectAccessible()
  })
})

test.describe('404 page', () => {
  for (const path of ['/circles', '/cpe', '/marketplace', '/no-such-page-7f3a9c']) {
    test(`${path} answers 404 with a way home`, async ({ page, visit, expectAccessible }) => {
      await visit(path, { status: 404 })
      await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible()
      await expect(page.getByText(/may be mistyped/)).toBeVisible()
      await expect(page).toHaveTitle(/Oops! Page not found/)
      await expectAccessible()
      await page.getByRole('link', { name: 'Return to Home' }).click()
      await expect(page).toHaveURL(/\/$/)
    })
  }
})
