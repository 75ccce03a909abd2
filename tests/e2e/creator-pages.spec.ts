/**
 * Creator and partner pages: /creators, /creators/levels, /creators/onboarding,
 * /partnerguidelines, /perks and /securityhub.
 */
import { test, expect } from './support/fixtures'
import { guidelineSections, partnerGuidelinesPage } from '~/content/partner-guidelines'
import { securityHubPage } from '~/content/securityhub'
import { expectAllNewTabLinksSafe, expectHead, expectNewTab, expectScrollsTo, parseJsonLd } from './support/page-checks'

test.describe('/creators', () => {
  test('shows its sections in order', async ({ page, visit, expectAccessible }) => {
    await visit('/creators')
    await expectHead(page, '/creators', /Creators & Partners/)
    const headings = page.locator('main').getByRole('heading', { level: 2 })
    await expect(headings).toHaveText([
      'Key Benefits for Creators',
      'Ways to Partner With Us',
      'From First Conversation to Launch',
      'We Handle the Details',
      'Ready to Share Your Expertise?',
    ])
    for (const title of ['Reach', 'Growth', 'Network', 'Impact', 'Revenue', 'Support']) {
      await expect(page.getByRole('heading', { level: 3, name: title, exact: true })).toBeVisible()
    }
    await expect(page.locator('#opportunities article')).toHaveCount(9)
    await expect(page.locator('#opportunities article').filter({ hasText: 'Fireside Chats' })).toContainText('45 min')
    await expect(page.locator('#opportunities article').filter({ hasText: 'Peer Groups' })).toContainText('Monthly 75-min sessions over 6 months')
    for (const step of ['Initial Conversation', 'Content Planning', 'Platform Setup', 'Launch & Support']) {
      await expect(page.getByRole('heading', { name: new RegExp(step) })).toBeVisible()
    }
    for (const title of ['Technical Support', 'Promotion & Marketing', 'Design & Branding', 'Collaboration & Planning', 'Turn Your Expertise Into Income']) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible()
    }
    await expect(page.getByText('Creator Monetization')).toBeVisible()
    await expectAccessible()
  })

  test('Explore Opportunities scrolls to the opportunities', async ({ page, visit }) => {
    await visit('/creators')
    await expectScrollsTo(page, /^Explore Opportunities/, 'opportunities')
  })

  test('scheduling links open new tabs, and RightNOW attendees are sent to /claim-offer', async ({ page, visit }) => {
    await visit('/creators')
    const schedule = page.getByRole('link', { name: /^Schedule a Partnership Discussion/ })
    await expect(schedule).toHaveCount(2)
    await expectNewTab(schedule.first(), /scheduling\.example\.com/)
    await expectNewTab(page.getByRole('link', { name: /^Propose a Workshop/ }), /scheduling\.example\.com/)
    await expectAllNewTabLinksSafe(page)
    await page.getByRole('link', { name: 'Claim your complimentary membership' }).click()
    await expect(page).toHaveURL(/\/claim-offer$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Claim Your Complimentary Core Advantage Membership')
  })
})

test.describe('/creators/levels', () => {
  test('shows four level cards with collapsible value propositions', async ({ page, visit, expectAccessible }) => {
    await visit('/creators/levels')
    await expectHead(page, '/creators/levels', /Creator Levels/)
    // A sibling page, not rendered inside /creators.
    await expect(page.getByRole('heading', { name: 'Ways to Partner With Us' })).toHaveCount(0)
    const cards = page.locator('#levels article')
    await expect(cards).toHaveCount(4)
    for (const [index, title] of ['Rising Creator', 'Authority', 'Influencer', 'Industry Icon'].entries()) {
      const card = cards.nth(index)
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(title)
      await expect(card).toContainText(`Level ${index + 1}`)
    }
    const icon = cards.nth(3)
    await expect(icon.getByRole('listitem').filter({ hasText: 'Fireside Chats' })).toHaveCount(1)
    await expect(cards.nth(0).getByText('Fireside Chats')).toHaveCount(0)

    await expect(icon.locator('[data-interactive="true"]')).toHaveCount(1)
    const toggle = icon.getByRole('button', { name: 'Key value propositions' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(icon.getByText('Headline moments')).toBeHidden()
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(icon.getByText('Headline moments')).toBeVisible()
    await expectAccessible()
  })

  test('card buttons lead where their labels promise', async ({ page, visit }) => {
    await visit('/creators/levels')
    const rising = page.locator('#levels article').first()
    await expect(rising.getByRole('link', { name: 'Apply as a Rising Creator' })).toHaveAttribute('href', '/partnership-application')
    await expect(rising.getByRole('link', { name: 'See Opportunities' })).toHaveAttribute('href', '/creators#opportunities')
    await expectNewTab(page.locator('#levels article').nth(3).getByRole('link', { name: /^Schedule a Discussion/ }), /scheduling\.example\.com/)
    await expectAllNewTabLinksSafe(page)
  })

  test("the closing section's buttons apply and explore", async ({ page, visit }) => {
    await visit('/creators/levels')
    await expect(page.getByRole('heading', { level: 2, name: 'Find Your Perfect Creator Level' })).toBeVisible()
    await page.getByRole('link', { name: 'Apply for Partnership' }).last().click()
    await expect(page).toHaveURL(/\/partnership-application$/)
    await expect(page).toHaveTitle(/Partnership application/i)
    await page.goBack()
    await expect(page.getByRole('heading', { level: 2, name: 'Find Your Perfect Creator Level' })).toBeVisible()
    await page.getByRole('link', { name: 'Explore Opportunities', exact: true }).click()
    await expect(page).toHaveURL(/\/creators#opportunities$/)
    await expect(page.locator('#opportunities')).toBeInViewport()
  })

  test('Compare the Levels scrolls to the levels', async ({ page, visit }) => {
    await visit('/creators/levels')
    await expectScrollsTo(page, /^Compare the Levels/, 'levels')
  })
})

test.describe('/creators/onboarding', () => {
  test('welcomes creators with the seven steps', async ({ page, visit, expectAccessible }) => {
    await visit('/creators/onboarding')
    await expectHead(page, '/creators/onboarding', /Creator Onboarding/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Creators!')
    await expect(page.locator('main').getByRole('heading', { level: 2 })).toHaveText([
      'Why Become a Creator?',
      'Your Onboarding Journey',
      'What You Get as a Creator',
      'Ready to Get Started?',
    ])
    const steps = page.locator('#onboarding-steps ol > li')
    await expect(steps).toHaveCount(7)
    await expect(steps.filter({ hasText: 'headshot' })).toHaveCount(1)
    await expect(steps.filter({ hasText: 'short bio' })).toHaveCount(1)
    await expect(steps.filter({ hasText: 'W9' })).toHaveCount(1)
    await expectNewTab(steps.getByRole('link', { name: /60-Day Trial Link/ }), /community\.example\.com\/join/)
    await expect(page.locator('section', { has: page.getByRole('heading', { name: 'What You Get as a Creator' }) }).getByRole('listitem')).toHaveCount(4)
    await expectAccessible()
  })

  test('Start Your Onboarding scrolls to the steps; the booking link opens a new tab', async ({ page, visit }) => {
    await visit('/creators/onboarding')
    await expectScrollsTo(page, /^Start Your Onboarding/, 'onboarding-steps')
    await expectNewTab(page.getByRole('link', { name: /^Book Your Onboarding Call/ }), /scheduling\.example\.com/)
    await expect(page.getByRole('link', { name: 'Contact Our Team' })).toHaveAttribute('href', /^mailto:partnerships@/)
    await expectAllNewTabLinksSafe(page)
  })
})

test.describe('/partnerguidelines', () => {
  test('expands several guideline sections at once; shows consequences and contact', async ({ page, visit, expectAccessible }) => {
    await visit('/partnerguidelines')
    await expectHead(page, '/partnerguidelines', /Partner Guidelines/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Partner Guidelines')
    const triggers = page.locator('main button[aria-expanded]')
    await expect(triggers).toHaveCount(8)
    // The accordion's code loads after the page's own.
    await expect(page.locator('main [data-interactive="true"]')).toHaveCount(1)
    await expect(triggers).toHaveText(guidelineSections.map((section) => new RegExp(section.title)))
    // Two sections open at once, each showing its own points.
    // The second click waits for the first section to have opened: on a phone its opening moves the later triggers.
    await triggers.nth(0).click()
    await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByText(guidelineSections[0]!.points.at(-1)!, { exact: true })).toBeVisible()
    await triggers.nth(4).click()
    await expect(triggers.nth(4)).toHaveAttribute('aria-expanded', 'true')
    for (const index of [0, 4]) {
      for (const point of guidelineSections[index]!.points) await expect(page.getByText(point, { exact: true })).toBeVisible()
    }
    await expect(page.getByText(guidelineSections[1]!.points[0]!, { exact: true })).toBeHidden()

    const { minor, serious } = partnerGuidelinesPage.consequences
    await expect(page.getByRole('heading', { name: minor.title })).toBeVisible()
    await expect(page.getByText(minor.text)).toBeVisible()
    const outcomes = page.getByRole('list').filter({ hasText: serious.outcomes[0] })
    await expect(outcomes.getByRole('listitem')).toHaveText([...serious.outcomes])
    await expect(page.getByRole('link', { name: 'Email the Team' })).toHaveAttribute('href', /^mailto:community@/)
    await expectAccessible()
  })
})

test.describe('/perks', () => {
  test('shows stats, perks with disabled buttons, partnership types, metrics and steps', async ({ page, visit, expectAccessible }) => {
    await visit('/perks')
    await expectHead(page, '/perks', /Member Perks/)
    for (const text of ['10,000+', 'active members', '95%', 'engagement rate', '50+', 'partner benefits']) {
      await expect(page.getByText(text, { exact: true })).toBeVisible()
    }
    await expect(page.getByRole('heading', { name: 'For Vendors', level: 3 })).toHaveCount(2)
    await expect(page.getByRole('heading', { name: 'For Members', level: 3 })).toHaveCount(2)
    const locked = page.getByRole('button', { name: 'Member Access Required' })
    await expect(locked).toHaveCount(6)
    for (let index = 0; index < 6; index++) await expect(locked.nth(index)).toBeDisabled()
    await expect(page.getByRole('heading', { name: 'Vendor Partnership Types' })).toBeVisible()
    for (const text of ['85%', '3.2x', '150+', '92%', 'leads per month']) {
      await expect(page.getByText(text, { exact: true })).toBeVisible()
    }
    await expect(page.locator('main ol').nth(0).getByRole('listitem')).toHaveCount(3)
    await expect(page.locator('main ol').nth(1).getByRole('listitem')).toHaveCount(3)
    await expect(page.getByRole('link', { name: 'Become a Member' }).last()).toHaveAttribute('href', '/membership')
    await expect(page.getByRole('link', { name: 'Email Our Partnerships Team' })).toHaveAttribute('href', /^mailto:partnerships@/)
    await expectAccessible()
  })
})

test.describe('/securityhub', () => {
  test('offers the trial, resources, benefits and the six questions', async ({ page, visit, expectAccessible }) => {
    await visit('/securityhub')
    await expectHead(page, '/securityhub', /Security Hub/)
    await expect(page.getByText('No credit card required', { exact: true })).toBeVisible()
    await expect(page.getByText(/worth over \$1,000/).first()).toBeVisible()
    for (const pillar of ['Security Foundation', 'Peer Network', 'Practice Growth']) {
      await expect(page.getByRole('heading', { name: pillar, level: 3, exact: true })).toBeVisible()
    }
    const resources = page.locator('#resources article')
    await expect(resources).toHaveCount(4)
    await expect(resources.filter({ hasText: 'Security Course' })).toHaveCount(2)
    await expect(resources.filter({ hasText: 'Security Guide' })).toHaveCount(2)
    // Dated by month and year; examples until staff replace them, each marked and noted.
    await expect(resources.locator('time')).toHaveText(['March 2025', 'February 2025', 'January 2025', 'April 2025'])
    await expect(resources.filter({ hasText: securityHubPage.resources.example })).toHaveCount(4)
    await expect(page.getByRole('note').filter({ hasText: securityHubPage.resources.exampleNote })).toBeVisible()
    for (const benefit of ['Live Events', 'Premium Resources', 'Expert Access']) {
      await expect(page.getByRole('heading', { name: benefit, level: 3, exact: true })).toBeVisible()
    }
    const questions = page.locator('main button[aria-expanded]')
    await expect(questions).toHaveCount(6)
    // The FAQ's accordion code loads after the page's own.
    await expect(page.locator('main [data-interactive="true"]')).toHaveCount(1)
    await questions.nth(3).click()
    await expect(page.getByText(/over 40% of our members have IT security responsibilities/)).toBeVisible()
    await questions.nth(4).click()
    await expect(page.getByText(/30-60 minutes a week/)).toBeVisible()
    await expectAccessible()
  })

  test('every claim button opens the invitation in a new tab', async ({ page, visit }) => {
    await visit('/securityhub')
    const claims = page.getByRole('link', { name: /^Claim Offer to Access/ })
    await expect(claims).toHaveCount(4)
    for (let index = 0; index < 4; index++) await expectNewTab(claims.nth(index), /community\.example\.com\/join\?invitation=/)
    await expectAllNewTabLinksSafe(page)
    const allOutbound = page.locator('main a[target="_blank"]')
    for (let index = 0; index < (await allOutbound.count()); index++) {
      await expect(allOutbound.nth(index)).toHaveAttribute('href', /community\.example\.com\/join\?invitation=/)
    }
  })

  test('Explore Security Resources scrolls to the resources; the FAQ has FAQPage JSON-LD', async ({ page, visit }) => {
    await visit('/securityhub')
    await expectScrollsTo(page, /^Explore Security Resources/, 'resources')
    const faq = (await parseJsonLd(page)).find((item) => item['@type'] === 'FAQPage') as { mainEntity: Array<{ name: string }> } | undefined
    expect(faq).toBeDefined()
    expect(faq!.mainEntity).toHaveLength(6)
    expect(faq!.mainEntity[0]!.name).toBe('What is included in the free 60-day trial?')
  })

  test('resource images load', async ({ page, visit }) => {
    await visit('/securityhub')
    const images = page.locator('#resources img')
    await expect(images).toHaveCount(4)
    for (let index = 0; index < 4; index++) {
      await images.nth(index).scrollIntoViewIfNeeded()
      await expect.poll(() => images.nth(index).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
    }
  })
})
