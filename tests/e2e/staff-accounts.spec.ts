/**
 * Staff accounts as a team lives them, in one walk at 375 and 1280 px with axe, against the run's
 * SMTP sink: an admin invites an editor; the invitation arrives; the editor accepts, sets a
 * password, signs in, edits an expert, and is refused what only admins open (pages 403, server
 * functions 403, nothing changed); the admin removes the editor, whose open session is refused on
 * its next request; an admin cannot change their own role (409); a recovery mail sets a new
 * password once and its link is dead after; the admin enrols two-factor sign-in, signs out, and
 * signing in then needs the code.
 */
import type { Browser, Page, TestInfo } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { test, expect, expectPageAccessible, waitForHydration } from './support/fixtures'
import { demoAdmin, expectToast, signInAsAdmin, submitSignIn } from './support/admin'
import { mailCountTo, nextMailTo, staffLinkIn } from './support/mail'
import { clearFaults, developmentDatabaseQuery, injectFault, resetMockBackend, serviceSelect } from './support/mock-backend'
import { callServerFn } from './support/server-fn'

const newEditor = { email: 'new.editor@example.com', password: 'violet harbour ledger 1987' }
const newAdminPassword = 'copper lantern meadow 2031'
const expertName = 'Amara Okafor, CPA'

test.use({
  // What the walk provokes on purpose: refused passwords (400), an address already on the team
  // (409), a wrong two-factor code (400) and an expired set-up (404); a failure toast also
  // writes its cause to the console. One pattern: Playwright reads an option given as a
  // two-item array whose second item is an object as [value, options].
  allowedHttpErrors: [/^(400 POST .*staff-links--setPasswordFromLink|400 POST .*account--changePassword|(400|404) POST .*account--confirmTwoFactorEnrolment|409 POST .*team--inviteStaff)/],
  allowedConsoleErrors: [/^(Password not set: |Error: Failed to send the invitation\.)/],
})

test.beforeEach(async ({ request }) => resetMockBackend(request))
test.afterEach(async ({ request }) => resetMockBackend(request))

/** Another person at the same screen size, in a browser of their own. */
async function anotherPerson(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { viewport, isMobile, hasTouch, reducedMotion, baseURL } = testInfo.project.use
  const context = await browser.newContext({ viewport, isMobile, hasTouch, reducedMotion, baseURL })
  return context.newPage()
}

async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/admin/login')
  await waitForHydration(page)
  await submitSignIn(page, account)
}

function teamRow(page: Page, email: string) {
  return page
    .getByRole('table', { name: 'Team' })
    .getByRole('row')
    .filter({
      has: page.getByRole('rowheader', { name: new RegExp(`^${email.replace(/[.]/g, '\\.')}`) }),
    })
}

test('invite, accept, roles, removal, the last admin, recovery and two-factor sign-in', async ({
  page,
  browser,
  baseURL,
  expectAccessible,
}, testInfo) => {
  test.setTimeout(120_000)

  // The admin invites an editor.
  await signIn(page, demoAdmin)
  await expect(page).toHaveURL(/\/admin$/)
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Team' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Team' })).toBeVisible()
  // 'Never' and 'Off' say what they are: under the column's header, or on a phone (where the header row is for screen readers) above them.
  const onPhone = (page.viewportSize()?.width ?? 1280) < 768
  for (const [column, value] of [['Last sign-in', 'Never'], ['Two-factor', 'Off']] as const) {
    const cell = teamRow(page, 'editor@example.com').getByRole('cell').filter({ hasText: value })
    await expect(onPhone ? cell.getByText(column, { exact: true }) : page.getByRole('columnheader', { name: column })).toBeVisible()
  }
  // What each role may do, as the page says it: an editor runs the site's content and reads the analytics too.
  await expect(page.getByText(/^Who can sign in to this admin area/)).toHaveText(
    'Who can sign in to this admin area. Admins can do everything; editors manage the experts, events, resources and the site’s content, see the analytics, and see nothing visitors send.',
  )
  await expectAccessible()
  const invitations = mailCountTo(newEditor.email)
  await page.getByRole('button', { name: 'Invite' }).click()
  const invite = page.getByRole('dialog', { name: 'Invite to the team' })
  // A wrong address is named by its field, as in every other form.
  await invite.getByRole('button', { name: 'Send invitation' }).click()
  await expect(invite.getByText('E-mail is required.')).toBeVisible()
  await expect(invite.getByLabel('E-mail')).toBeFocused()
  await invite.getByLabel('E-mail').fill('not-an-address')
  await expect(invite.getByText('E-mail must be an e-mail address such as name@example.com.')).toBeVisible()
  // What is typed is not lost to Escape: the dialog asks first.
  const discard = page.getByRole('alertdialog', { name: 'Discard your changes?' })
  await page.keyboard.press('Escape')
  await expect(discard).toBeVisible()
  await discard.getByRole('button', { name: 'Keep editing' }).click()
  await expect(invite.getByLabel('E-mail')).toHaveValue('not-an-address')
  // An address already on the team is named under the field, which takes the focus.
  await invite.getByLabel('E-mail').fill('editor@example.com')
  await invite.getByRole('button', { name: 'Send invitation' }).click()
  await expect(invite.getByLabel('E-mail')).toHaveAccessibleDescription('This address is already on the team.')
  await expect(invite.getByLabel('E-mail')).toBeFocused()
  await invite.getByLabel('E-mail').fill(newEditor.email)
  await expect(invite.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'false')
  await invite.getByLabel('Role').selectOption('editor')
  await expect(invite.getByText(/^Editors manage/)).toHaveText(
    'Editors manage experts, events, resources and the site’s content, and see the analytics; admins also see what visitors send, the audit trail, the settings and the team.',
  )
  await expectAccessible()
  await invite.getByRole('button', { name: 'Send invitation' }).click()
  await expectToast(page, {
    title: 'Success',
    description: `Invitation sent to ${newEditor.email}.`,
    type: 'success',
  })
  await expect(teamRow(page, newEditor.email)).toContainText('Invited')

  // The invitation arrives; sent again, the first link's page says a newer one was sent.
  const firstLink = staffLinkIn(await nextMailTo(newEditor.email, invitations))
  const resent = mailCountTo(newEditor.email)
  await page.getByRole('button', { name: `Resend the invitation to ${newEditor.email}` }).click()
  const editor = await anotherPerson(browser, testInfo)
  const link = staffLinkIn(await nextMailTo(newEditor.email, resent))
  expect(link).not.toBe(firstLink)
  await editor.goto(firstLink)
  await expect(editor.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible()
  await expect(
    editor.getByText('A newer link was sent to this address since this one: use the link in the latest e-mail.'),
  ).toBeVisible()

  // Opening the newer link uses nothing up, the button does.
  await editor.goto(link)
  await waitForHydration(editor)
  await expect(
    editor.getByRole('heading', { level: 1, name: 'Accept your invitation' }),
  ).toBeVisible()
  await expect(
    editor.getByText(`Choose a password for ${newEditor.email} to join the team.`),
  ).toBeVisible()
  await expectPageAccessible(editor)
  const passwordHint = 'At least 12 characters. Not your e-mail address, and not a password leaked from another site.'
  for (const [password, message] of [
    ['too short', 'Choose a password of at least 12 characters.'],
    [newEditor.email, 'Choose a password that is not your e-mail address.'],
    [
      '1qaz2wsx3edc',
      'This password appears in lists of passwords leaked from other sites. Choose another one.',
    ],
  ]) {
    // A refused password is named under its field, which is marked invalid and keeps the focus.
    const field = editor.getByLabel('New password')
    await field.fill(password!)
    await editor.getByRole('button', { name: 'Set password' }).click()
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveAccessibleDescription(`${passwordHint} ${message!}`)
    await expect(field).toBeFocused()
    await field.fill(`${password!}x`)
    await expect(field).toHaveAttribute('aria-invalid', 'false')
  }
  await editor.getByLabel('New password').fill(newEditor.password)
  await editor.getByRole('button', { name: 'Set password' }).click()
  // The page says it is done, once, under a title of its own, and focus moves to what comes next.
  await expect(editor.getByRole('heading', { level: 1, name: 'Invitation accepted' })).toBeVisible()
  await expect(
    editor.getByRole('status').getByText('Your password is set. Sign in with it.'),
  ).toBeVisible()
  await expect(editor.getByText('Your password is set. Sign in with it.')).toHaveCount(1)
  await expect(editor.getByRole('link', { name: 'Go to sign in' })).toBeFocused()
  await editor.getByRole('link', { name: 'Go to sign in' }).click()

  // The editor signs in, sees only what an editor may open, and edits an expert.
  await expect(editor.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  await waitForHydration(editor)
  await submitSignIn(editor, newEditor)
  await expect(editor).toHaveURL(/\/admin$/)
  // The dashboard's introduction promises an editor only what an editor may do.
  await expect(editor.getByText(/^Run what the public site shows/)).toHaveText(
    'Run what the public site shows (experts, events, the resource library and the site’s content), and see which pages and campaigns bring people in.',
  )
  // The Events card too: an editor sees how many registered, not who.
  await expect(editor.getByRole('region', { name: 'Areas' }).getByRole('link', { name: /^Events/ })).toContainText('Publish, schedule and retire events, and see how many registered.')
  const nav = editor.getByRole('navigation', { name: 'Admin' })
  await expect(nav.getByRole('link')).toHaveText(['Dashboard', 'Experts', 'Events', 'Resources', 'Content', 'Analytics'])
  await nav.getByRole('link', { name: 'Experts' }).click()
  await editor.getByRole('button', { name: `Edit ${expertName}` }).click()
  const dialog = editor.getByRole('dialog', { name: 'Edit Expert' })
  await dialog.getByLabel('Role').fill('Edited by the new editor')
  await dialog.getByRole('button', { name: 'Update Expert' }).click()
  await expectToast(editor, {
    title: 'Success',
    description: 'Expert updated successfully.',
    type: 'success',
  })

  // What only admins open: the page answers 403 and says so; the server functions answer 403; nothing changes.
  const before = await serviceSelect(
    editor.request,
    'partnership_applications?select=id,status&order=id',
  )
  for (const path of ['/admin/applications', '/admin/security', '/admin/settings', '/admin/team']) {
    const response = await editor.goto(path)
    expect(response?.status(), path).toBe(403)
    await expect(editor.getByRole('heading', { level: 1, name: 'Admins only' })).toBeVisible()
  }
  // It names everything an editor may do, the analytics too.
  await expect(editor.getByText('Your role is editor: you manage the experts, events, resources and the site’s content, and read the analytics.')).toBeVisible()
  await waitForHydration(editor)
  await expectPageAccessible(editor)
  for (const call of [
    {
      id: 'submissions-admin--setApplicationStatus',
      data: { id: String((before[0] as { id: string }).id), status: 'declined' },
    },
    { id: 'audit-admin--listAuditEntries', method: 'GET' as const, data: {} },
    { id: 'team--inviteStaff', data: { email: 'friend@example.com', role: 'admin' } },
  ]) {
    expect((await callServerFn(editor.request, baseURL!, call)).status(), call.id).toBe(403)
  }
  expect(
    await serviceSelect(editor.request, 'partnership_applications?select=id,status&order=id'),
  ).toEqual(before)

  // The admin removes the editor: the editor's open session is refused on its next request.
  await page.reload()
  await waitForHydration(page)
  await expect(teamRow(page, newEditor.email)).toContainText('Active')
  // A row's actions show their words, not only an icon (a phone shows no tooltip).
  await expect(
    teamRow(page, newEditor.email).getByRole('button', { name: `Remove access of ${newEditor.email}` }),
  ).toHaveText('Remove access')
  await teamRow(page, newEditor.email)
    .getByRole('button', { name: `Remove access of ${newEditor.email}` })
    .click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove access' }).click()
  await expectToast(page, {
    title: 'Success',
    description: `${newEditor.email} no longer has access.`,
    type: 'success',
  })
  await expect(teamRow(page, newEditor.email)).toHaveCount(0)
  expect(
    (
      await callServerFn(editor.request, baseURL!, {
        id: 'experts-admin--listAllExperts',
        method: 'GET',
      })
    ).status(),
  ).toBe(401)
  await editor.goto('/admin/experts')
  await expect(editor).toHaveURL(/\/admin\/login$/)
  await editor.context().close()

  // An admin's own role is not theirs to change (a slip would lock them out): the row shows it
  // as words, and the server refuses the call by name.
  await expect(teamRow(page, demoAdmin.email)).toContainText('Admin')
  await expect(teamRow(page, demoAdmin.email).getByRole('combobox')).toHaveCount(0)
  const [own] = (await serviceSelect(page.request, "user_roles?select=user_id&role=eq.admin")) as { user_id: string }[]
  const demoted = await callServerFn(page.request, baseURL!, { id: 'team--changeStaffRole', data: { userId: own!.user_id, role: 'editor' } })
  expect(demoted.status()).toBe(409)
  expect(await demoted.text()).toContain('You cannot do this to your own account here; ask another admin.')
  expect(await serviceSelect(page.request, 'user_roles?select=role&role=eq.admin')).toHaveLength(1)

  // Forgot password?: the same words for any address; the mailed link sets a password once.
  const recovery = await anotherPerson(browser, testInfo)
  await recovery.goto('/admin/login')
  await waitForHydration(recovery)
  await recovery.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(recovery.getByRole('heading', { level: 1, name: 'Forgot password?' })).toBeVisible()
  await waitForHydration(recovery)
  const recoveries = mailCountTo(demoAdmin.email)
  // Sent blank, the form names the field and moves the focus to it; nothing is sent.
  await recovery.getByRole('button', { name: 'Send the link' }).click()
  await expect(recovery.getByLabel('Email')).toBeFocused()
  await expect(recovery.getByText('Email is required')).toBeVisible()
  await expect(recovery.getByRole('status')).toHaveText('')
  const answer =
    'If that address belongs to a staff account, a link to choose a new password is on its way. It works for one hour. If you were invited and have not accepted yet, use the link in your invitation, or ask an admin to send it again.'
  for (const email of ['nobody@example.com', demoAdmin.email]) {
    await recovery.getByLabel('Email').fill(email)
    await recovery.getByRole('button', { name: 'Send the link' }).click()
    await expect(recovery.getByRole('status')).toHaveText(answer)
    // Held while sending, the button has the focus again once the answer is there.
    await expect(recovery.getByRole('button', { name: 'Send the link' })).toBeFocused()
  }
  const recoveryLink = staffLinkIn(await nextMailTo(demoAdmin.email, recoveries))
  await recovery.goto(recoveryLink)
  await waitForHydration(recovery)
  await expect(
    recovery.getByRole('heading', { level: 1, name: 'Choose a new password' }),
  ).toBeVisible()
  await recovery.getByLabel('New password').fill(newAdminPassword)
  await recovery.getByRole('button', { name: 'Set password' }).click()
  await expect(recovery.getByRole('heading', { level: 1, name: 'New password set' })).toBeVisible()
  await expect(
    recovery.getByRole('status').getByText('Your password is set. Sign in with it.'),
  ).toBeVisible()
  await recovery.goto(recoveryLink)
  await expect(
    recovery.getByRole('heading', { level: 1, name: 'This link does not work' }),
  ).toBeVisible()
  await expect(
    recovery.getByText('This link was used already. Each link sets a password once.'),
  ).toBeVisible()
  await waitForHydration(recovery)
  await expectPageAccessible(recovery)
  await recovery.context().close()

  // A password set by link ends the account's sessions everywhere, as Auth does: this browser
  // is signed out, and signs in again with the new password.
  await page.goto('/admin/account')
  await expect(page).toHaveURL(/\/admin\/login/)
  await signIn(page, { email: demoAdmin.email, password: newAdminPassword })
  await expect(page).toHaveURL(/\/admin$/)

  // Two-factor sign-in: enrol from Account, sign out, and signing in then asks for the code.
  await page.getByRole('link', { name: 'Account' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible()
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click()
  await expect(
    page.getByRole('img', { name: 'QR code to add this account to an authenticator app' }),
  ).toBeVisible()
  // The button gave way to the steps: the focus is at their start, not back at the top of the page.
  await expect(page.getByText(/^Scan this QR code with an authenticator app/)).toBeFocused()
  let secret = (await page.getByTestId('totp-secret').textContent())!.trim()
  const code = () => new TOTP({ secret: Secret.fromBase32(secret) }).generate()
  await expectAccessible()
  // A wrong code is named under the field, which keeps the focus.
  const codeField = page.getByLabel('Code from the app')
  await codeField.fill(String((Number(code()) + 1) % 1_000_000).padStart(6, '0'))
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click()
  await expect(codeField).toHaveAccessibleDescription(/That code is not right\. Enter the 6-digit code your authenticator app shows now\./)
  await expect(codeField).toHaveAttribute('aria-invalid', 'true')
  await expect(codeField).toBeFocused()
  // A set-up started again elsewhere (another tab) makes this one expire: it says so, and offers a new one.
  const otherTab = await page.context().newPage()
  await otherTab.goto('/admin/account')
  await waitForHydration(otherTab)
  await otherTab.getByRole('button', { name: 'Set up an authenticator app' }).click()
  await expect(otherTab.getByTestId('totp-secret')).toBeVisible()
  await otherTab.close()
  await codeField.fill(code())
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click()
  await expect(codeField).toHaveAccessibleDescription(/This setup has expired\. Start again\./)
  await expect(page.getByRole('button', { name: 'Start a new set-up' })).toBeFocused()
  await page.getByRole('button', { name: 'Start a new set-up' }).click()
  await expect(page.getByTestId('totp-secret')).not.toHaveText(secret)
  secret = (await page.getByTestId('totp-secret').textContent())!.trim()
  await page.getByLabel('Code from the app').fill(code())
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click()
  await expect(page.getByTestId('two-factor-state')).toHaveText(
    'On: signing in asks for a code from your authenticator app after the password.',
  )
  await expect(page.getByTestId('two-factor-state')).toBeFocused()
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/admin\/login$/)
  await waitForHydration(page)
  await submitSignIn(page, { email: demoAdmin.email, password: newAdminPassword })
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeVisible()
  await expect(page.getByLabel('Authentication code')).toBeFocused()
  await expectAccessible()
  await page.getByLabel('Authentication code').fill(code())
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
})

test.describe('the team list, when it fails to load', () => {
  test.use({
    allowedHttpErrors: [/^(502|401) GET .*team--listTeam/],
    allowedConsoleErrors: [/^Error: Failed to load the team\./],
  })

  test('says so, and once the session is gone its retry leads to the sign-in page', async ({ page, request, baseURL }) => {
    await signInAsAdmin(page, '/admin/team')
    await expect(page.getByText('(you)')).toBeVisible()
    await injectFault(request, { service: 'rest', status: 500, pathPrefix: '/rest/v1/rpc/staff_members' })
    try {
      await page.reload()
      await expect(page.getByText('Failed to load the team. Please try again.').first()).toBeVisible()
      await expectToast(page, { title: 'Error', description: 'Failed to load the team. Please try again.', type: 'error' })
    } finally {
      await clearFaults(request)
    }
    // Signed out elsewhere: the retry is refused, and the guard sends the page to sign in.
    expect((await callServerFn(page.request, baseURL!, { id: 'auth--signOut' })).status()).toBe(200)
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(page).toHaveURL(/\/admin\/login$/)
  })
})

test.describe('removing access, when Auth fails to delete the account', () => {
  test.use({
    allowedHttpErrors: [/^502 POST .*team--removeStaffAccess/],
    allowedConsoleErrors: [/^Error: Failed to remove access\. The account could not be deleted just now/],
  })

  test('the colleague stays on the team with their role, and a second try removes them', async ({ page, request }) => {
    await signInAsAdmin(page, '/admin/team')
    const remove = async () => {
      await teamRow(page, 'editor@example.com').getByRole('button', { name: 'Remove access of editor@example.com' }).click()
      await page.getByRole('alertdialog').getByRole('button', { name: 'Remove access' }).click()
    }
    await injectFault(request, { service: 'auth', status: 500, methods: ['DELETE'], pathPrefix: '/auth/v1/admin/users/' })
    try {
      await remove()
      await expectToast(page, { title: 'Error', description: 'Failed to remove access. The account could not be deleted just now, so they keep their access. Please try again.', type: 'error' })
    } finally {
      await clearFaults(request)
    }
    await expect(page.getByLabel('Role of editor@example.com')).toHaveValue('editor')
    expect(await serviceSelect(page.request, 'user_roles?select=role&role=eq.editor')).toHaveLength(1)
    await remove()
    await expectToast(page, { title: 'Success', description: 'editor@example.com no longer has access.', type: 'success' })
    await expect(teamRow(page, 'editor@example.com')).toHaveCount(0)
    expect(await serviceSelect(page.request, 'user_roles?select=role&role=eq.editor')).toEqual([])
  })
})

test("a colleague's role changes from their row, and the select keeps the focus while it saves", async ({ page }) => {
  await signInAsAdmin(page, '/admin/team')
  const role = page.getByLabel('Role of editor@example.com')
  await role.focus()
  await role.selectOption('admin')
  await expectToast(page, { title: 'Success', description: 'editor@example.com is now an admin.', type: 'success' })
  await expect(role).toHaveValue('admin')
  await expect(role).toBeFocused()
  expect(await serviceSelect(page.request, 'user_roles?select=role&role=eq.admin')).toHaveLength(2)
})

test('a staff member changes their own password on the Account page; their other sessions end and the trail records it', async ({ page, browser }, testInfo) => {
  const elsewhere = await anotherPerson(browser, testInfo)
  await signIn(elsewhere, demoAdmin)
  await expect(elsewhere).toHaveURL(/\/admin$/)

  await signInAsAdmin(page, '/admin/account')
  await expect(page.getByRole('heading', { level: 2, name: 'Password' })).toBeVisible()
  const current = page.getByLabel('Current password')
  const next = page.getByLabel('New password')
  const change = page.getByRole('button', { name: 'Change password' })

  // Blank: named in the form, nothing sent.
  await change.click()
  await expect(current).toBeFocused()
  await expect(page.getByText('Current password is required')).toBeVisible()

  // A wrong current password, then a new one the rules refuse: each named under its field, which gets the focus.
  await current.fill('not-my-password')
  await next.fill('copper lantern meadow 2032')
  await change.click()
  await expect(page.getByText('That is not your current password.')).toBeVisible()
  await expect(current).toBeFocused()
  await current.fill(demoAdmin.password)
  await expect(page.getByText('That is not your current password.')).toHaveCount(0)
  await next.fill('short')
  await change.click()
  await expect(page.getByText('Choose a password of at least 12 characters.')).toBeVisible()
  await expect(next).toBeFocused()

  await next.fill('copper lantern meadow 2032')
  await change.click()
  await expectToast(page, { title: 'Success', description: 'Your password is changed. Sign in with it from now on.', type: 'success' })
  await expect(current).toHaveValue('')
  await expect(next).toHaveValue('')
  await expectPageAccessible(page)

  // This browser stays signed in; the other one is signed out.
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible()
  await elsewhere.goto('/admin/experts')
  await expect(elsewhere).toHaveURL(/\/admin\/login/)
  await expect(await developmentDatabaseQuery("select actor, kind, action from audit.entries where action = 'password_changed'")).toEqual([
    { actor: demoAdmin.email, kind: 'staff_account', action: 'password_changed' },
  ])

  // The old password no longer signs in; the new one does.
  await signIn(elsewhere, demoAdmin)
  await expect(elsewhere.getByText('Invalid login credentials')).toBeVisible()
  await signIn(elsewhere, { email: demoAdmin.email, password: 'copper lantern meadow 2032' })
  await expect(elsewhere).toHaveURL(/\/admin$/)
  await elsewhere.context().close()
})
