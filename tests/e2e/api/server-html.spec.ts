/**
 * What the server answers before any JavaScript runs: each page's head, the content that is in
 * the first HTML, the admin guard's redirect. Answers of the server alone, so they run once (the
 * api project), not at both widths.
 */
import { expect, test } from '@playwright/test'
import { clearFaults, resetMockBackend } from '../support/mock-backend'
import { activeExperts, escapeHtml, inactiveExperts, uncached } from '../support/sample-experts'
import { seededRows } from '../../support/seed-content'

/** The home page's condensed FAQ as seeded (place 'home'). */
const condensedFaq = seededRows('faq_entries').filter((entry) => (entry.places as string[]).includes('home')) as { question: string; answer: string }[]
import { pageMeta } from '~/content/page-meta'
import { variantPages } from '~/lib/public-routes'

test.beforeEach(async ({ request }) => {
  await clearFaults(request)
  await resetMockBackend(request)
})

/** Each page's head: title, description, canonical and Open Graph, in the server HTML. */
const heads: [path: string, title: string][] = [
  ['/', pageMeta.home.title],
  ['/about', pageMeta.about.title],
  ['/academy', pageMeta.academy.title],
  ['/membership', pageMeta.membership.title],
  ['/membership_v2', pageMeta.membershipOptions.title],
  ['/membership-embed', pageMeta.membershipEmbed.title],
  ['/events', pageMeta.events.title],
  ['/resources', pageMeta.resources.title],
  ['/experts', pageMeta.experts.title],
]

test.describe('page heads and server HTML', () => {
  for (const [path, title] of heads) {
    test(`${path} has its own title, description, canonical link and Open Graph tags`, async ({
      request,
      baseURL,
    }) => {
      const response = await request.get(path)
      expect(response.status()).toBe(200)
      const html = await response.text()
      // A variant page names its main page as canonical (see variantPages).
      const canonical = `${baseURL}${variantPages[path] ?? path}`
      expect(html).toMatch(new RegExp(`<title>${title} \\| [^<]+</title>`))
      expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/)
      expect(html).toContain(`<link rel="canonical" href="${canonical}"`)
      expect(html).toContain(`<meta property="og:url" content="${canonical}"`)
      expect(html).toMatch(new RegExp(`<meta property="og:title" content="${title} \\| `))
      expect(html).toMatch(/<meta property="og:description" content="[^"]+"/)
    })
  }

  test('the static pages carry their content without JavaScript', async ({ request }) => {
    const expectations: [string, string[]][] = [
      [
        '/about',
        [
          'More Ways to Learn',
          'New and Improved Events',
          'Connection &amp; Coaching',
          'Community First',
          'Continuous Innovation',
          'Excellence in Everything',
          '948+',
        ],
      ],
      [
        '/academy',
        [
          'Expert Access',
          'Learning Resources',
          'Live Sessions',
          'Peer Network',
          'Vendor Perks',
          'General Transition',
          'Coaching &amp; Support',
          'Search FAQs...',
          'Manage Your Website',
        ],
      ],
      [
        '/membership',
        [
          'Free Community',
          'Most Popular',
          'Academy Elite',
          'Add-on',
          'Paid Community',
          'What members say',
        ],
      ],
      [
        '/resources',
        ['All Resources', 'Premium', 'Upgrade to Access', 'Download Now', 'Search resources...'],
      ],
    ]
    for (const [path, strings] of expectations) {
      const html = await (await request.get(path)).text()
      for (const text of strings) expect(html, `${path} contains ${text}`).toContain(text)
    }
  })

  test('the home page holds every active expert and no inactive one', async ({ request }) => {
    const response = await request.get(uncached('/'))
    expect(response.status()).toBe(200)
    const html = await response.text()
    expect(activeExperts.length).toBe(9)
    for (const expert of activeExperts) {
      expect(html, expert.name).toContain(`>${escapeHtml(expert.name)}</h3>`)
      expect(html).toContain(`src="${expert.image_url}"`)
    }
    for (const expert of inactiveExperts) expect(html).not.toContain(expert.name)
    expect(html.match(/data-testid="expert-card"/g)).toHaveLength(activeExperts.length)
    // The condensed FAQ (questions and answers), the CTA band and the claim are in the HTML too.
    for (const entry of condensedFaq) {
      expect(html).toContain(`>${escapeHtml(entry.question)}<`)
      expect(html).toContain(`>${escapeHtml(entry.answer)}<`)
    }
    expect(html).toContain('Ready to Continue Your Growth Journey?')
    expect(html).toContain('948+')
  })

  test("the experts page's listing is in the server HTML", async ({ request }) => {
    const html = await (await request.get(uncached('/experts'))).text()
    for (const expert of activeExperts) expect(html).toContain(`>${escapeHtml(expert.name)}</h3>`)
    for (const expert of inactiveExperts) expect(html).not.toContain(expert.name)
  })

  test('the server renders the partnership wizard at step 1', async ({ request }) => {
    const html = await (await request.get('/partnership-application')).text()
    expect(html).toContain('Step 1 of 5: Partnership Types')
    expect(html).toContain('Which partnership types interest you?')
    expect(html).toMatch(/role="progressbar"[^>]*aria-valuenow="20"/)
  })
})

test.describe('admin guard', () => {
  for (const path of ['/admin', '/admin/experts']) {
    test(`${path} answers a direct request with a 307 to the sign-in page`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status()).toBe(307)
      expect(new URL(response.headers()['location']!, 'http://x').pathname).toBe('/admin/login')
    })
  }
})
