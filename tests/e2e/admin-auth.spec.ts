import { test, expect, isMobileViewport } from './support/fixtures'
import { clearFaults, injectFault, resetMockBackend } from './support/mock-backend'
import {
  demoAdmin,
  demoMember,
  expectToast,
  signInAsAdmin,
  signInThroughForm,
  submitSignIn,
} from './support/admin'

test.beforeEach(async ({ request }) => {
  await resetMockBackend(request)
})

test.describe('admin guard for anonymous visitors', () => {
  for (const path of ['/admin', '/admin/experts']) {
    test(`${path} takes the browser to the sign-in page`, async ({ page, visit }) => {
      await visit(path)
      await expect(page).toHaveURL(/\/admin\/login$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
    })
  }
})

test.describe('admin sign-in page', () => {
  test('is accessible, kept out of search results and needs both fields', async ({
    page,
    visit,
    expectAccessible,
  }) => {
    await visit('/admin/login')
    await expect(page).toHaveTitle(/Admin sign in/)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    const submit = page.getByRole('button', { name: 'Sign in' })
    await expect(submit).toBeDisabled()
    await page.getByLabel('Email').fill('admin@example.com')
    await expect(submit).toBeDisabled()
    await page.getByLabel('Password').fill('x')
    await expect(submit).toBeEnabled()
    await page.getByLabel('Email').fill('')
    await expect(submit).toBeDisabled()
    await expectAccessible()
  })

  test('a wrong password shows a destructive "Login failed" toast with the error message', async ({
    page,
  }) => {
    await signInThroughForm(page, { email: demoAdmin.email, password: 'not-the-password' })
    await expectToast(page, {
      title: 'Login failed',
      description: 'Invalid login credentials',
      type: 'error',
    })
    await expect(page).toHaveURL(/\/admin\/login$/)
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled()
    // The right password then: the failure is answered, and its toast goes at once (not when it
    // would have timed out).
    await submitSignIn(page, demoAdmin)
    await expectToast(page, { title: 'Login successful', description: 'Checking admin permissions...', type: 'success' })
    const failure = page.locator('[data-sonner-toast]:not([data-removed="true"])', { hasText: 'Invalid login credentials' })
    await expect(failure).toHaveCount(0, { timeout: 1_000 })
    await expect(page).toHaveURL(/\/admin$/)
  })

  test.describe('after 5 wrong passwords from one address', () => {
    test.use({ allowedHttpErrors: [/^429 POST \S+\/_serverFn\/auth--signIn/] })

    test('the 6th try shows "Too many failed sign-in attempts" in a destructive toast', async ({ page }) => {
      // The test server trusts one proxy hop: this page gets a client address of its own.
      await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.18.${Math.floor(Math.random() * 254) + 1}.${Math.floor(Math.random() * 254) + 1}` })
      await signInThroughForm(page, { email: demoAdmin.email, password: 'not-the-password' })
      for (let attempt = 1; attempt <= 5; attempt++) {
        if (attempt > 1) await submitSignIn(page, { email: demoAdmin.email, password: 'not-the-password' })
        await expectToast(page, { title: 'Login failed', description: 'Invalid login credentials', type: 'error' })
        await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled()
      }
      await submitSignIn(page, demoAdmin)
      await expectToast(page, {
        title: 'Login failed',
        description: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
        type: 'error',
      })
      await expect(page).toHaveURL(/\/admin\/login$/)
    })
  })

  test.describe('when the sign-in call throws', () => {
    test.use({ allowedConsoleErrors: [/^Login failed: An unexpected error occurred/] })

    test('the toast says an unexpected error occurred', async ({ page, visit }) => {
      await visit('/admin/login')
      // The request never reaches the server: the browser's fetch rejects.
      await page.route('**/_serverFn/auth--signIn*', (route) => route.abort('aborted'))
      await page.getByLabel('Email').fill('admin@example.com')
      await page.getByLabel('Password').fill('admin-demo-password')
      await page.getByRole('button', { name: 'Sign in' }).click()
      await expectToast(page, {
        title: 'Login failed',
        description: 'An unexpected error occurred. Please try again.',
        type: 'error',
      })
      await expect(page).toHaveURL(/\/admin\/login$/)
    })
  })

  test('shows "Signing in..." while the request is on its way', async ({ page, visit }) => {
    await visit('/admin/login')
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/_serverFn/auth--signIn*', async (route) => {
      await held
      await route.continue()
    })
    await page.getByLabel('Email').fill('admin@example.com')
    await page.getByLabel('Password').fill('admin-demo-password')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled()
    release()
    await expect(page).toHaveURL(/\/admin$/)
  })

  test('an admin gets the success toast and /admin, replacing the sign-in page in history', async ({
    page,
    visit,
  }) => {
    await visit('/')
    await visit('/admin/login')
    await submitSignIn(page, demoAdmin)
    await expectToast(page, {
      title: 'Login successful',
      description: 'Checking admin permissions...',
      type: 'success',
    })
    await expect(page).toHaveURL(/\/admin$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    // The sign-in entry was replaced: one step back is the page before it.
    await page.goBack()
    await expect(page).toHaveURL(/:\d+\/$/)
  })

  test('an admin who opens the sign-in page again is taken to /admin', async ({
    page,
    request,
  }) => {
    await signInAsAdmin(page)
    const response = await page.goto('/admin/login')
    expect(response?.status()).toBe(200)
    await expect(page).toHaveURL(/\/admin$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    // The server answers the direct request with a redirect.
    const cookies = await page.context().cookies()
    const direct = await request.get('/admin/login', {
      maxRedirects: 0,
      headers: { cookie: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ') },
    })
    expect(direct.status()).toBe(307)
    expect(new URL(direct.headers()['location']!, 'http://x').pathname).toBe('/admin')
  })

  test('a signed-in non-admin stays on the sign-in page with no error', async ({ page }) => {
    await signInThroughForm(page, demoMember)
    await expectToast(page, {
      title: 'Login successful',
      description: 'Checking admin permissions...',
      type: 'success',
    })
    await page.waitForTimeout(500)
    await expect(page).toHaveURL(/\/admin\/login$/)
    await expect(page.locator('[data-sonner-toast][data-type="error"]')).toHaveCount(0)
  })
})

test.describe('non-admin on admin pages', () => {
  for (const path of ['/admin', '/admin/experts']) {
    test(`${path} shows Access Denied, then goes to the home page`, async ({ page, visit }) => {
      await signInThroughForm(page, demoMember)
      await expectToast(page, {
        title: 'Login successful',
        description: 'Checking admin permissions...',
        type: 'success',
      })
      await visit(path)
      await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible()
      await expect(
        page.getByText("You don't have admin permissions to access this area."),
      ).toBeVisible()
      await expect(page).toHaveURL(new RegExp(`${path}$`))
      // The message stays for about two seconds before the redirect.
      await page.waitForTimeout(1000)
      await expect(page).toHaveURL(new RegExp(`${path}$`))
      // No admin content or header for a non-admin.
      await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0)
      await expect(page.getByRole('table')).toHaveCount(0)
      await expect(page).toHaveURL(/\/$/, { timeout: 6000 })
    })
  }
})

test.describe('admin layout', () => {
  test('header shows the area, the address and the current section', async ({
    page,
    visit,
    expectAccessible,
  }) => {
    await signInAsAdmin(page)
    await expect(page.getByText('Admin Area', { exact: true })).toBeVisible()
    await expect(page.getByText('admin@example.com')).toBeVisible()
    const nav = page.getByRole('navigation', { name: 'Admin' })
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/admin')
    await expect(nav.getByRole('link', { name: 'Experts' })).toHaveAttribute(
      'href',
      '/admin/experts',
    )
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(nav.getByRole('link', { name: 'Experts' })).not.toHaveAttribute(
      'aria-current',
      'page',
    )
    await nav.getByRole('link', { name: 'Experts' }).click()
    await expect(page).toHaveURL(/\/admin\/experts$/)
    await expect(nav.getByRole('link', { name: 'Experts' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
      'page',
    )
    // A fresh load of the page keeps the marker and the noindex head.
    await visit('/admin/experts')
    await expect(nav.getByRole('link', { name: 'Experts' })).toHaveAttribute('aria-current', 'page')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expect(page).toHaveTitle(/Manage Experts/)
    await expectAccessible()
  })

  test('on a phone the nav is one row that shows the current section; wider, every item shows', async ({ page, visit }) => {
    await signInAsAdmin(page)
    await visit('/admin/team')
    const nav = page.getByRole('navigation', { name: 'Admin' })
    const team = nav.getByRole('link', { name: 'Team' })
    await expect(team).toHaveAttribute('aria-current', 'page')
    // The last item, scrolled into view after the page loads.
    await expect(team).toBeInViewport({ ratio: 1 })
    const rows = await nav.getByRole('link').evaluateAll((links) => new Set(links.map((link) => link.getBoundingClientRect().top)).size)
    if (isMobileViewport(page)) {
      expect(rows).toBe(1)
      await expect(nav.getByRole('link', { name: 'Dashboard' })).not.toBeInViewport()
      // The page's own heading starts within the first 260 px of the screen.
      const heading = await page.getByRole('heading', { level: 1, name: 'Team' }).boundingBox()
      expect(heading!.y).toBeLessThan(260)
    } else {
      for (const link of await nav.getByRole('link').all()) await expect(link).toBeInViewport({ ratio: 1 })
    }
  })

  test('Logout signs out with a toast, and the guard sends the visitor to sign in', async ({
    page,
    visit,
  }) => {
    await signInAsAdmin(page)
    await page.getByRole('button', { name: 'Logout' }).click()
    await expectToast(page, {
      title: 'Logged out',
      description: 'You have been logged out successfully',
      type: 'success',
    })
    await expect(page).toHaveURL(/\/admin\/login$/)
    await visit('/admin')
    await expect(page).toHaveURL(/\/admin\/login$/)
  })

  test.describe('when sign-out fails', () => {
    test.use({
      allowedConsoleErrors: [/^Logout failed: An error occurred while logging out/],
      allowedHttpErrors: [/^502 POST \S+\/_serverFn\/auth--signOut/],
    })

    test('a destructive toast says so and the admin stays signed in', async ({ page, request }) => {
      await signInAsAdmin(page)
      await injectFault(request, { service: 'auth', status: 500, methods: ['POST'] })
      await page.getByRole('button', { name: 'Logout' }).click()
      await expectToast(page, {
        title: 'Logout failed',
        description: 'An error occurred while logging out',
        type: 'error',
      })
      await expect(page).toHaveURL(/\/admin$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
      await clearFaults(request)
    })
  })
})

test.describe('admin dashboard', () => {
  test('shows the area cards and quick actions', async ({ page, visit, expectAccessible }) => {
    await signInAsAdmin(page)
    await visit('/admin')
    await expect(page).toHaveTitle(/Admin dashboard/)
    // The introduction names everything the area runs, not only experts, applications and claims.
    await expect(page.getByText(/^Run what the public site shows/)).toHaveText(
      'Run what the public site shows (experts, events, the resource library, the site’s content and the conference settings), review what visitors send (partnership applications, offer claims and event registrations), see which pages and campaigns bring people in, invite your colleagues, and see who changed what in the audit trail.',
    )
    const areas = page.getByRole('list').filter({ hasText: 'Experts Management' })
    const experts = areas.getByRole('link', { name: /Experts Management/ })
    await expect(experts).toHaveAttribute('href', '/admin/experts')
    // Every area is live, Analytics included.
    await expect(areas.getByRole('link', { name: /System Settings/ })).toHaveAttribute('href', '/admin/settings')
    await expect(areas.getByRole('link', { name: /^Events/ })).toHaveAttribute('href', '/admin/events')
    await expect(areas.getByRole('link', { name: /Security & Audit/ })).toHaveAttribute('href', '/admin/security')
    // Editors' changes and sign-ins are in the trail too, not only administrators'.
    await expect(areas.getByRole('listitem').filter({ hasText: 'Security & Audit' })).toContainText('Review every sign-in to the admin area and who changed what.')
    await expect(areas.getByRole('link', { name: /^Analytics/ })).toHaveAttribute('href', '/admin/analytics')
    await expect(page.getByText('Coming Soon')).toHaveCount(0)
    // It goes to /admin/experts with the form of a new expert open.
    await expect(page.getByRole('link', { name: 'Add New Expert' })).toHaveAttribute(
      'href',
      '/admin/experts?open=new',
    )
    await expect(page.getByRole('link', { name: 'View Public Site' })).toHaveAttribute('href', '/')
    await expectAccessible()
    await experts.click()
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Experts' })).toBeVisible()
  })
})
