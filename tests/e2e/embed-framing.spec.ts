/**
 * Who may show the site in an iframe. A tiny local server plays another site: on
 * 127.0.0.1 it is an origin listed in EMBED_ALLOWED_ORIGINS (see playwright.config.ts),
 * on localhost it is an unlisted one. Chromium itself decides whether each frame shows.
 */
import { createServer, type Server } from 'node:http'
import { expect, test, type Frame, type Page } from '@playwright/test'
import { e2eEmbedAllowedOrigin, e2eEmbedHostPort, e2eEmbedUnlistedOrigin } from '../../playwright.config'

let host: Server

test.beforeAll(async ({ baseURL }) => {
  host = createServer((request, response) => {
    const src = new URL(request.url ?? '/', 'http://host').searchParams.get('src') ?? '/'
    const frameUrl = new URL(src, baseURL).href
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end(
      `<!doctype html><html lang="en"><title>Partner page</title><h1>Partner page</h1>` +
        `<iframe title="Membership plans" src="${frameUrl}" width="1000" height="900" onload="document.body.dataset.framed='loaded'"></iframe></html>`,
    )
  })
  await new Promise<void>((resolve) => host.listen(e2eEmbedHostPort, resolve))
})

test.afterAll(async () => {
  await new Promise((resolve) => host.close(resolve))
})

test.skip(({ isMobile }) => isMobile, 'framing does not depend on the viewport')

/** Opens the host page on `origin` with an iframe of `path`; resolves once the iframe has loaded (or been refused). */
async function frameFrom(page: Page, origin: string, path: string): Promise<Frame> {
  await page.goto(`${origin}/?src=${encodeURIComponent(path)}`)
  await expect(page.locator('body')).toHaveAttribute('data-framed', 'loaded')
  const frame = page.frames().find((candidate) => candidate !== page.mainFrame())
  expect(frame, 'the host page has an iframe').toBeTruthy()
  return frame!
}

test('a listed origin shows /membership-embed in an iframe, without the site header and footer', async ({ page, baseURL }) => {
  const frame = await frameFrom(page, e2eEmbedAllowedOrigin, '/membership-embed')
  expect(frame.url()).toBe(`${baseURL}/membership-embed`)
  await expect(frame.getByRole('heading', { level: 1, name: 'Membership plans' })).toBeVisible()
  await expect(frame.getByRole('link', { name: /^Sign Up/ })).toHaveAttribute('target', '_blank')
  await expect(frame.getByRole('banner')).toHaveCount(0)
  await expect(frame.getByRole('contentinfo')).toHaveCount(0)
})

test('an unlisted origin cannot show /membership-embed', async ({ page }) => {
  const frame = await frameFrom(page, e2eEmbedUnlistedOrigin, '/membership-embed')
  await expect(frame.getByRole('heading', { name: 'Membership plans' })).toHaveCount(0)
  expect(frame.url()).toMatch(/^chrome-error:/)
})

// Titles name the origin by its role: its port differs from one worker to the next, and a
// test's title must be the same in every worker.
for (const [role, origin] of [['the listed origin', e2eEmbedAllowedOrigin], ['an unlisted origin', e2eEmbedUnlistedOrigin]] as const) {
  test(`the home page cannot be framed, even by ${role}`, async ({ page }) => {
    const frame = await frameFrom(page, origin, '/')
    await expect(frame.getByRole('heading', { level: 1 })).toHaveCount(0)
    expect(frame.url()).toMatch(/^chrome-error:/)
  })
}
