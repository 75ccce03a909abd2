import type { Page } from '@playwright/test'
import { test, expect } from './support/fixtures'

const path = '/partnership-application'
const storageKey = 'partnership-application-draft'

const stepTitles = [
  'Partnership Types',
  'Professional Role',
  'Experience & Expertise',
  'Your Motivation',
  'Contact Information',
]

function words(count: number) {
  return Array.from({ length: count }, (_, index) => `word${index}`).join(' ')
}

function wizard(page: Page) {
  return page.locator('#application')
}

/** The wizard hydrates from its own chunk and restores the draft: wait until it has. */
async function wizardReady(page: Page) {
  await page.locator('#application[data-restored="true"]').waitFor()
}

async function expectStep(page: Page, step: number) {
  const title = stepTitles[step - 1]!
  const percent = (step / 5) * 100
  await expect(wizard(page).getByText(`Step ${step} of 5: ${title}`, { exact: true })).toBeVisible()
  await expect(wizard(page).getByText(`${percent}% complete`, { exact: true })).toBeVisible()
  const progress = page.getByRole('progressbar')
  await expect(progress).toHaveAttribute('aria-valuenow', String(percent))
  await expect(progress).toHaveAttribute('aria-valuemin', '0')
  await expect(progress).toHaveAttribute('aria-valuemax', '100')
  await expect(progress).toHaveAccessibleName(`Step ${step} of 5: ${title}`)
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible()
}

async function next(page: Page) {
  await page.getByRole('button', { name: 'Next', exact: true }).click()
}

async function goToStep(page: Page, step: number) {
  // Each step is shown before the next Next: a click while a step's chunk loads would be lost.
  for (let current = 1; current < step; current++) {
    await next(page)
    await expectStep(page, current + 1)
  }
}

function levelStatus(page: Page) {
  return wizard(page)
    .getByRole('status')
    .filter({ hasText: /creator level/ })
}

function motivationStatus(page: Page) {
  return page.locator('#partnership-motivation-feedback')
}

function contactStatus(page: Page) {
  return wizard(page)
    .getByRole('status')
    .filter({ hasText: /required fields/ })
}

function storedDraft(page: Page) {
  return page.evaluate((key) => window.sessionStorage.getItem(key), storageKey)
}

test.describe('partnership application wizard', () => {
  test('has its title, description and a hero saying what it is for', async ({
    page,
    visit,
    expectAccessible,
  }) => {
    await visit(path)
    await wizardReady(page)
    await expect(page).toHaveTitle(/^Partnership application \| /)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /partner/i)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Apply to become a community partner' }),
    ).toBeVisible()
    await expectStep(page, 1)
    await expectAccessible()
  })

  test('walks through the five steps with Previous, Next, focus and axe on every step', async ({
    page,
    visit,
    expectAccessible,
  }) => {
    await visit(path)
    await wizardReady(page)

    // Step 1: the six types with the levels they suit; Previous is disabled.
    await expectStep(page, 1)
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled()
    const types = page.getByRole('group', { name: 'Which partnership types interest you?' })
    await expect(types.getByRole('checkbox')).toHaveCount(6)
    // Level fit comes from the creator level table (app/content/creator-level-table.ts).
    for (const [name, suits] of [
      ['Workshops', 'Rising Voice Expert Thought Leader'],
      ['Roundtables', 'Expert Thought Leader'],
      ['Peer Groups', 'Expert Thought Leader'],
      ['Fireside Chats', 'Thought Leader'],
      ['Content Creation', 'Rising Voice Expert Thought Leader'],
      ['Mentorship', 'Expert Thought Leader'],
    ]) {
      await expect(types.getByRole('checkbox', { name })).toHaveAccessibleDescription(new RegExp(`Suits: ${suits}$`))
    }
    await types.getByRole('checkbox', { name: 'Workshops' }).check()
    await types.getByRole('checkbox', { name: 'Mentorship' }).check()
    await expectAccessible()
    await next(page)

    // Step 2: focus moves to the new heading; the three roles with their typical level.
    await expectStep(page, 2)
    await expect(page.getByRole('heading', { level: 2, name: 'Professional Role' })).toBeFocused()
    await expect(
      page.getByRole('heading', { level: 2, name: 'Professional Role' }),
    ).toBeInViewport()
    await expect(page.getByRole('button', { name: 'Previous' })).toBeEnabled()
    const roles = page.getByRole('group', { name: 'Which best describes your role?' })
    await expect(roles.getByRole('checkbox')).toHaveCount(3)
    await expect(
      roles.getByRole('checkbox', { name: 'Working Professional' }),
    ).toHaveAccessibleDescription(/Typical level: Rising Voice/)
    await expect(
      roles.getByRole('checkbox', { name: 'Expert Service Provider' }),
    ).toHaveAccessibleDescription(/Typical level: Expert/)
    await expect(
      roles.getByRole('checkbox', { name: 'Vendor / Technology Provider' }),
    ).toHaveAccessibleDescription(/Typical level: Thought Leader/)
    await roles.getByRole('checkbox', { name: 'Expert Service Provider' }).check()
    await expectAccessible()

    // Previous goes back with the answers kept.
    await page.getByRole('button', { name: 'Previous' }).click()
    await expectStep(page, 1)
    await expect(page.getByRole('heading', { level: 2, name: 'Partnership Types' })).toBeFocused()
    await expect(page.getByRole('checkbox', { name: 'Mentorship' })).toBeChecked()
    await next(page)
    await expect(page.getByRole('checkbox', { name: 'Expert Service Provider' })).toBeChecked()
    await next(page)

    // Step 3: experience (with year ranges), reach, method and the 14 areas, several at once.
    await expectStep(page, 3)
    const experience = page.getByRole('group', { name: 'Years of experience' })
    await expect(experience.getByRole('radio')).toHaveCount(3)
    await expect(experience.getByRole('radio', { name: 'Emerging' })).toHaveAccessibleDescription(
      '0-5 years',
    )
    await expect(
      experience.getByRole('radio', { name: 'Experienced' }),
    ).toHaveAccessibleDescription('5-15 years')
    await expect(experience.getByRole('radio', { name: 'Senior' })).toHaveAccessibleDescription(
      '15+ years',
    )
    await expect(page.getByRole('group', { name: 'Digital reach' }).getByRole('radio')).toHaveCount(
      3,
    )
    await expect(
      page
        .getByRole('group', { name: 'How do you prefer to share your expertise?' })
        .getByRole('radio'),
    ).toHaveCount(4)
    const areas = page.getByRole('group', { name: 'Areas of expertise' })
    await expect(areas.getByRole('checkbox')).toHaveCount(14)
    await experience.getByRole('radio', { name: 'Experienced' }).check()
    await page.getByRole('radio', { name: 'Industry-wide' }).check()
    await page.getByRole('radio', { name: 'Speaker / Educator' }).check()
    await areas.getByRole('checkbox', { name: 'Tax Planning' }).check()
    await areas.getByRole('checkbox', { name: 'CFO Services' }).check()
    await expect(areas.getByRole('checkbox', { checked: true })).toHaveCount(2)
    await expectAccessible()
    await next(page)

    // Step 4: motivation.
    await expectStep(page, 4)
    await page.getByRole('textbox', { name: 'Why do you want to partner with us?' }).fill(words(30))
    await expectAccessible()
    await next(page)

    // Step 5: contact; Submit Application stays disabled until the contact step is valid, and there is no Next.
    await expectStep(page, 5)
    await expect(page.getByRole('heading', { level: 2, name: 'Contact Information' })).toBeFocused()
    await expect(page.getByRole('button', { name: 'Submit Application' })).toBeDisabled()
    await expect(page.getByRole('button', { name: 'Next', exact: true })).toHaveCount(0)
    await expectAccessible()
  })

  test('the estimated creator level appears as a badge and changes live', async ({
    page,
    visit,
    expectAccessible,
  }) => {
    await visit(path)
    await wizardReady(page)
    await goToStep(page, 3)
    const status = levelStatus(page)
    await expect(status).toHaveText(
      'Choose your experience and digital reach to see your estimated creator level.',
    )
    await page.getByRole('radio', { name: 'Senior' }).check()
    await expect(status).not.toContainText('Estimated creator level:')

    await page.getByRole('radio', { name: 'Digital Authority' }).check()
    await expect(status).toHaveText('Estimated creator level: Thought Leader')
    // The estimate names the levels of /creators/levels it corresponds to.
    await expect(page.getByText('On the creator levels page: Influencer or Industry Icon.')).toBeVisible()
    // The estimate goes with the application (the team sees it in /admin/applications).
    await expect(wizard(page)).toContainText('It is only a guide; it is sent with your answers, so the partnerships team sees it too.')
    await expectAccessible()
    await page.getByRole('radio', { name: 'Industry-wide' }).check()
    await expect(status).toHaveText('Estimated creator level: Expert')
    await page.getByRole('radio', { name: 'Local' }).check()
    await expect(status).toHaveText('Estimated creator level: Rising Voice')
    await expect(page.getByText('On the creator levels page: Rising Creator.')).toBeVisible()
    await page.getByRole('radio', { name: 'Digital Authority' }).check()
    await page.getByRole('radio', { name: 'Emerging' }).check()
    await expect(status).toHaveText('Estimated creator level: Rising Voice')
    await page.getByRole('radio', { name: 'Experienced' }).check()
    await expect(status).toHaveText('Estimated creator level: Expert')

    // The estimate is derived, never stored with the draft.
    expect(await storedDraft(page)).not.toMatch(/Expert"|Rising Voice|Thought Leader"|level/i)
    // It stays visible (quietly) on the next step.
    await next(page)
    await expect(wizard(page).getByText('Estimated creator level:')).toBeVisible()
  })

  test('the motivation counter, word count and both hints', async ({
    page,
    visit,
    expectAccessible,
  }) => {
    await visit(path)
    await wizardReady(page)
    await goToStep(page, 4)
    const textarea = page.getByRole('textbox', { name: 'Why do you want to partner with us?' })
    const feedback = motivationStatus(page)
    await expect(wizard(page).getByText('0/1000 characters')).toBeVisible()
    await expect(wizard(page).getByText('0 words')).toBeVisible()
    await expect(feedback).toBeEmpty()

    await textarea.fill('Hello')
    await expect(wizard(page).getByText('5/1000 characters')).toBeVisible()
    await expect(wizard(page).getByText('1 word', { exact: true })).toBeVisible()
    await expect(feedback).toContainText('Consider expanding your answer')
    await expectAccessible()

    await textarea.fill(words(24))
    await expect(wizard(page).getByText('24 words')).toBeVisible()
    await expect(feedback).toContainText('Consider expanding your answer')

    await textarea.fill(words(25))
    await expect(wizard(page).getByText('25 words')).toBeVisible()
    await expect(feedback).toBeEmpty()

    await textarea.fill(words(49))
    await expect(feedback).toBeEmpty()

    await textarea.fill(words(50))
    await expect(wizard(page).getByText('50 words')).toBeVisible()
    await expect(feedback).toContainText('Great!')
    await expectAccessible()

    // At most 1000 characters.
    await expect(textarea).toHaveAttribute('maxlength', '1000')
    await textarea.fill('y'.repeat(1000))
    await textarea.press('End')
    await textarea.pressSequentially('zzz')
    await expect(textarea).toHaveValue('y'.repeat(1000))
    await expect(wizard(page).getByText('1000/1000 characters')).toBeVisible()
  })

  test('the contact messages appear and clear, and nothing blocks the way', async ({
    page,
    visit,
    expectAccessible,
  }) => {
    await visit(path)
    await wizardReady(page)
    await goToStep(page, 5)
    const status = contactStatus(page)
    const name = page.getByRole('textbox', { name: 'Full Name' })
    const email = page.getByRole('textbox', { name: 'Email Address' })
    const company = page.getByRole('textbox', { name: 'Company/Organization' })
    const phone = page.getByRole('textbox', { name: 'Phone Number' })
    const title = page.getByRole('textbox', { name: 'Job Title' })
    const linkedin = page.getByRole('textbox', { name: 'LinkedIn Profile' })

    // All three required fields are listed and marked invalid (text, not colour alone).
    await expect(status).toContainText('Please complete all required fields:')
    await expect(status.getByRole('listitem')).toHaveText([
      'Full Name is required',
      'Email Address is required',
      'Company/Organization is required',
    ])
    for (const field of [name, email, company]) {
      await expect(field).toHaveAttribute('aria-invalid', 'true')
      await expect(field).toHaveAttribute('aria-required', 'true')
      await expect(field).toHaveCSS('border-top-color', 'rgb(192, 38, 45)')
    }
    await expect(name).toHaveAccessibleDescription('Full Name is required')
    for (const field of [phone, title, linkedin])
      await expect(field).toHaveAttribute('aria-invalid', 'false')
    await expectAccessible()

    // The list item takes you to its field.
    await status.getByRole('link', { name: 'Company/Organization is required' }).click()
    await expect(company).toBeFocused()

    await name.fill('Jane Doe')
    await expect(name).toHaveAttribute('aria-invalid', 'false')
    await expect(status.getByRole('listitem')).toHaveText([
      'Email Address is required',
      'Company/Organization is required',
    ])
    await name.fill('   ')
    await expect(status.getByRole('listitem')).toHaveText([
      'Full Name is required',
      'Email Address is required',
      'Company/Organization is required',
    ])
    await name.fill('Jane Doe')

    // Email: a format message once the field is left, gone when valid.
    await email.fill('a@b')
    await email.blur()
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible()
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address.')
    await email.fill('a@b.c')
    await expect(page.getByText('Please enter a valid email address.')).toHaveCount(0)
    await expect(email).toHaveAttribute('aria-invalid', 'false')

    await company.fill('Acme CPA')
    await expect(status).toHaveText('All required fields are complete. Your application is ready.')
    await expect(status.getByRole('listitem')).toHaveCount(0)

    await phone.fill('0123')
    await phone.blur()
    await expect(page.getByText('Please enter a valid phone number.')).toBeVisible()
    await expect(phone).toHaveAccessibleDescription(/Please enter a valid phone number\./)
    await phone.fill('+1 (555) 123-4567')
    await expect(page.getByText('Please enter a valid phone number.')).toHaveCount(0)

    await linkedin.fill('jane doe')
    await linkedin.blur()
    await expect(page.getByText('Please enter a valid LinkedIn URL or username.')).toBeVisible()
    await expectAccessible()
    await linkedin.fill('linkedin.com/in/jane-doe')
    await expect(page.getByText('Please enter a valid LinkedIn URL or username.')).toHaveCount(0)
    await linkedin.fill('jane.doe-1')
    await expect(page.getByText('Please enter a valid LinkedIn URL or username.')).toHaveCount(0)

    await title.fill('Managing Partner')
    // Name, a valid e-mail, company and valid optional fields: ready to send.
    const submit = page.getByRole('button', { name: 'Submit Application' })
    await expect(submit).toBeEnabled()
    await email.fill('a@b')
    await expect(submit).toBeDisabled()
    await email.fill('a@b.c')
    await expect(submit).toBeEnabled()

    // Hints only: with the required fields cleared again you can still move between steps.
    await name.fill('')
    await expect(submit).toBeDisabled()
    await page.getByRole('button', { name: 'Previous' }).click()
    await expectStep(page, 4)
    await next(page)
    await expectStep(page, 5)
    await expect(name).toHaveValue('')
    await expect(email).toHaveValue('a@b.c')
  })

  test('a value too long or badly formed is named, and the ready message waits for it', async ({
    page,
    visit,
    expectAccessible,
  }) => {
    await visit(path)
    await wizardReady(page)
    await goToStep(page, 5)
    const status = wizard(page).getByRole('status').filter({ hasText: /required fields|correct these fields/ })
    const field = (name: string) => page.getByRole('textbox', { name })
    const submit = page.getByRole('button', { name: 'Submit Application' })
    const note = page.locator('#submit-note')
    await field('Full Name').fill('Jane Doe')
    await field('Email Address').fill('jane@acme.com')
    await field('Company/Organization').fill('Acme CPA')
    await expect(status).toHaveText('All required fields are complete. Your application is ready.')
    await expect(submit).toBeEnabled()
    await expect(note).toContainText('Submitting sends your answers to the partnerships team.')

    // A phone number longer than the 40 characters an application keeps.
    await field('Phone Number').fill('1'.repeat(41))
    await field('Phone Number').blur()
    await expect(field('Phone Number')).toHaveAccessibleDescription(/Please use at most 40 characters\./)
    await expect(field('Phone Number')).toHaveAttribute('aria-invalid', 'true')
    await expect(status).toContainText('Please correct these fields:')
    await expect(status.getByRole('listitem')).toHaveText(['Phone Number'])
    await expect(status).not.toContainText('Your application is ready')
    await expect(submit).toBeDisabled()
    await expect(note).toContainText('Correct the fields listed above to submit.')
    await expectAccessible()

    // A company page is not a profile, and a name of 121 characters is too long: listed in form order.
    await field('LinkedIn Profile').fill('https://www.linkedin.com/company/acme')
    await field('LinkedIn Profile').blur()
    await field('Full Name').fill('J'.repeat(121))
    await field('Full Name').blur()
    await expect(status.getByRole('listitem')).toHaveText(['Full Name', 'Phone Number', 'LinkedIn Profile'])
    await expect(field('Full Name')).toHaveAccessibleDescription(/Please use at most 120 characters\./)
    await expect(field('LinkedIn Profile')).toHaveAccessibleDescription(/Please enter a valid LinkedIn URL or username\./)
    await status.getByRole('link', { name: 'LinkedIn Profile' }).click()
    await expect(field('LinkedIn Profile')).toBeFocused()

    await field('Full Name').fill('Jane Doe')
    await field('Phone Number').fill('+1 (555) 123-4567')
    await field('LinkedIn Profile').fill('https://www.linkedin.com/in/jane-doe')
    await expect(status).toHaveText('All required fields are complete. Your application is ready.')
    await expect(submit).toBeEnabled()
  })

  test('works with the keyboard alone', async ({ page, visit }) => {
    await visit(path)
    await wizardReady(page)
    const first = page.getByRole('checkbox', { name: 'Workshops' })
    await first.focus()
    await page.keyboard.press('Space')
    await expect(first).toBeChecked()
    await page.getByRole('button', { name: 'Next', exact: true }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 2, name: 'Professional Role' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('checkbox', { name: 'Working Professional' })).toBeFocused()
    await page.keyboard.press('Space')
    await expect(page.getByRole('checkbox', { name: 'Working Professional' })).toBeChecked()
    await page.getByRole('button', { name: 'Next', exact: true }).focus()
    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    const emerging = page.getByRole('radio', { name: 'Emerging' })
    await expect(emerging).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('radio', { name: 'Experienced' })).toBeChecked()
  })

  test('the draft is restored after a reload and a back-navigation', async ({ page, visit }) => {
    await visit(path)
    await wizardReady(page)
    await page.getByRole('checkbox', { name: 'Fireside Chats' }).check()
    await next(page)
    await page.getByRole('checkbox', { name: 'Vendor / Technology Provider' }).check()
    await next(page)
    await page.getByRole('radio', { name: 'Senior' }).check()
    await page.getByRole('radio', { name: 'Digital Authority' }).check()
    await page.getByRole('checkbox', { name: 'Estate Planning' }).check()
    await next(page)
    const motivation = 'I want to help owners of small firms price advisory work with confidence.'
    await page
      .getByRole('textbox', { name: 'Why do you want to partner with us?' })
      .fill(motivation)

    await page.reload()
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
    await wizardReady(page)
    await expectStep(page, 4)
    await expect(
      page.getByRole('textbox', { name: 'Why do you want to partner with us?' }),
    ).toHaveValue(motivation)
    await page.getByRole('button', { name: 'Previous' }).click()
    await expect(page.getByRole('radio', { name: 'Senior' })).toBeChecked()
    await expect(page.getByRole('radio', { name: 'Digital Authority' })).toBeChecked()
    await expect(page.getByRole('checkbox', { name: 'Estate Planning' })).toBeChecked()
    await expect(levelStatus(page)).toHaveText('Estimated creator level: Thought Leader')
    await next(page)
    await next(page)
    await page.getByRole('textbox', { name: 'Full Name' }).fill('Sam Lee')

    // Leave the page and come back with the browser's Back button.
    await visit('/')
    await page.goBack()
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
    await wizardReady(page)
    await expectStep(page, 5)
    await expect(page.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Sam Lee')
    await page.getByRole('button', { name: 'Previous' }).click()
    await page.getByRole('button', { name: 'Previous' }).click()
    await page.getByRole('button', { name: 'Previous' }).click()
    await expect(page.getByRole('checkbox', { name: 'Vendor / Technology Provider' })).toBeChecked()
    await page.getByRole('button', { name: 'Previous' }).click()
    await expect(page.getByRole('checkbox', { name: 'Fireside Chats' })).toBeChecked()
  })

  test('Start over asks first, then clears the draft', async ({
    page,
    visit,
    expectAccessible,
  }) => {
    await visit(path)
    await wizardReady(page)
    await page.getByRole('checkbox', { name: 'Roundtables' }).check()
    await next(page)
    await next(page)
    await page.getByRole('radio', { name: 'Experienced' }).check()
    await expect.poll(() => storedDraft(page)).toContain('experienced')

    // Cancelling keeps everything.
    const startOver = page.getByRole('button', { name: 'Start over' })
    await startOver.click()
    const dialog = page.getByRole('alertdialog', { name: 'Start over?' })
    await expect(dialog).toBeVisible()
    await expectAccessible()
    await dialog.getByRole('button', { name: 'Keep my answers' }).click()
    await expect(dialog).toBeHidden()
    await expect(startOver).toBeFocused()
    await expectStep(page, 3)
    await expect(page.getByRole('radio', { name: 'Experienced' })).toBeChecked()

    // Escape also cancels.
    await startOver.click()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('radio', { name: 'Experienced' })).toBeChecked()

    // Confirming clears the form, the step and the stored draft.
    await startOver.click()
    await dialog.getByRole('button', { name: 'Clear and start over' }).click()
    await expect(dialog).toBeHidden()
    await expectStep(page, 1)
    await expect(page.getByRole('heading', { level: 2, name: 'Partnership Types' })).toBeFocused()
    await expect(page.getByRole('checkbox', { name: 'Roundtables' })).not.toBeChecked()
    await expect.poll(() => storedDraft(page)).toBeNull()

    await page.reload()
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
    await wizardReady(page)
    await expectStep(page, 1)
    await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(0)
    await next(page)
    await next(page)
    await expect(page.getByRole('radio', { name: 'Experienced' })).not.toBeChecked()
  })

  test('sends nothing to any server while it is filled in', async ({ page, visit }) => {
    await visit(path)
    await wizardReady(page)
    const requests: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() !== 'document')
        requests.push(`${request.method()} ${request.url()}`)
    })
    await page.getByRole('checkbox', { name: 'Workshops' }).check()
    await goToStep(page, 5)
    await page.getByRole('textbox', { name: 'Full Name' }).fill('Jane Doe')
    await page.getByRole('textbox', { name: 'Email Address' }).fill('jane@acme.com')
    await page.getByRole('textbox', { name: 'Email Address' }).press('Enter')
    await expectStep(page, 5)
    expect(requests.filter((line) => !line.startsWith('GET '))).toEqual([])
  })
})
