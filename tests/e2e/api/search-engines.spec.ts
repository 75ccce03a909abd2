import { expect, test } from '@playwright/test'
import { publicRoutePaths, variantPages } from '~/lib/public-routes'
import { seededRows } from '../../support/seed-content'

const speakers = seededRows('speakers') as { slug: string }[]

const variants = Object.entries(variantPages)

test.describe('search engines and sharing', () => {
  test('robots.txt keeps crawlers out of the admin area and names the sitemap', async ({ request, baseURL }) => {
    const body = await (await request.get('/robots.txt')).text()
    expect(body).toContain('Disallow: /admin')
    expect(body).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
  })

  test('sitemap.xml lists every public route with absolute URLs and no admin page', async ({ request, baseURL }) => {
    const response = await request.get('/sitemap.xml')
    expect(response.headers()['content-type']).toContain('application/xml')
    const locations = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!)
    for (const path of ['/', '/about', '/membership', '/experts', '/creators', '/events', '/securityhub', '/partnerguidelines']) {
      expect(locations).toContain(`${baseURL}${path}`)
    }
    expect(locations.every((location) => location.startsWith(`${baseURL}/`))).toBe(true)
    expect(locations.some((location) => location.includes('/admin'))).toBe(false)
    for (const [path] of variants) expect(locations).not.toContain(`${baseURL}${path}`)
  })

  test('variant pages stay crawlable but out of the index, with the canonical link on their main page', async ({ request, baseURL }) => {
    expect(variants.map(([path]) => path).sort()).toEqual(['/connect2025-poc', '/membership-embed', '/membership_v2'])
    // A crawler must be allowed to fetch a page to see its noindex.
    const robots = await (await request.get('/robots.txt')).text()
    for (const [path] of variants) expect(robots).not.toContain(`Disallow: ${path}`)
    for (const [path, mainPath] of variants) {
      const html = await (await request.get(path)).text()
      expect(html, path).toContain('<meta name="robots" content="noindex"')
      expect(html, path).toContain(`<link rel="canonical" href="${baseURL}${mainPath ?? path}"`)
    }
    for (const path of ['/membership', '/rightnow2025']) {
      const html = await (await request.get(path)).text()
      expect(html, path).not.toContain('name="robots"')
      expect(html, path).toContain(`<link rel="canonical" href="${baseURL}${path}"`)
    }
  })

  test('every public page has its own title and description, shared with its Open Graph and Twitter tags', async ({ request, baseURL }) => {
    const paths = [...publicRoutePaths, ...speakers.map((speaker) => `/rightnow/${speaker.slug}`)]
    const titles = new Set<string>()
    const descriptions = new Set<string>()
    const attribute = (html: string, key: string, name: string) =>
      new RegExp(`<meta ${key}="${name}" content="([^"]*)"`).exec(html)?.[1]
    for (const path of paths) {
      const html = await (await request.get(path)).text()
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1]
      const description = attribute(html, 'name', 'description')
      expect(title, path).toMatch(/^.+ \| .+$/)
      expect(description, path).toBeTruthy()
      titles.add(title!)
      descriptions.add(description!)
      expect([attribute(html, 'property', 'og:title'), attribute(html, 'name', 'twitter:title')], path).toEqual([title, title])
      expect([attribute(html, 'property', 'og:description'), attribute(html, 'name', 'twitter:description')], path).toEqual([description, description])
      const canonical = `${baseURL}${variantPages[path] ?? (path === '/' ? '/' : path)}`
      expect(html, path).toContain(`<link rel="canonical" href="${canonical}"`)
      expect(attribute(html, 'property', 'og:url'), path).toBe(canonical)
    }
    expect(titles.size).toBe(paths.length)
    expect(descriptions.size).toBe(paths.length)
  })

  test('pages carry canonical, Open Graph and Twitter tags with an image that exists', async ({ request, baseURL }) => {
    const html = await (await request.get('/about')).text()
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="${baseURL}/about"`))
    for (const tag of ['og:title', 'og:description', 'og:url', 'og:image']) expect(html).toContain(`property="${tag}"`)
    for (const tag of ['twitter:card', 'twitter:title', 'twitter:image']) expect(html).toContain(`name="${tag}"`)
    const image = /property="og:image" content="([^"]+)"/.exec(html)![1]!
    const imageResponse = await request.get(image)
    expect(imageResponse.status()).toBe(200)
    expect(imageResponse.headers()['content-type']).toBe('image/png')
  })
})

test('the home page describes the organization in JSON-LD', async ({ request, baseURL }) => {
  const html = await (await request.get('/')).text()
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map((match) => JSON.parse(match[1]!))
  const organization = blocks.find((block) => block['@type'] === 'Organization')
  expect(organization).toMatchObject({ '@context': 'https://schema.org', url: `${baseURL}/` })
  expect(organization.name).toBeTruthy()
})
