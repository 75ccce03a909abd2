/**
 * The site as a crawler and a validator meet it, on the production build:
 * - every same-origin link (and canonical link) on every page answers 200, and every
 *   `#fragment` it names exists on the target page;
 * - the Nu HTML Checker (npm `vnu-jar`, Java 11+) finds 0 errors in the server HTML of
 *   every route, the admin sign-in, the signed-in admin pages and the 404 page.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { expect, request as requestFactory, test, type APIRequestContext } from '@playwright/test'
import { publicRoutePaths } from '~/lib/public-routes'
import { seededRows } from '../../support/seed-content'
import { demoAdmin } from '../support/admin'
import { signInOverHttp } from '../support/server-fn'

const speakers = seededRows('speakers') as { slug: string }[]
const NOT_FOUND_PATH = '/no-such-page-crawl'
/** Every page a visitor can open without signing in, and the 404 page. */
const seedPaths = [...publicRoutePaths, ...speakers.map((speaker) => `/rightnow/${speaker.slug}`), '/admin/login', NOT_FOUND_PATH]
/** The admin area, validated signed in as the demo admin. */
const adminPaths = ['/admin', '/admin/experts', '/admin/resources', '/admin/content', '/admin/security']

const decode = (value: string) => value.replace(/&amp;/g, '&').replace(/&#x27;/g, "'").replace(/&quot;/g, '"')

/** The `href`s of the page's links and its canonical link. */
function hrefsOf(html: string): string[] {
  const anchors = [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((match) => match[1]!)
  const canonical = [...html.matchAll(/<link\b[^>]*?rel="canonical"[^>]*?href="([^"]*)"/g)].map((match) => match[1]!)
  return [...anchors, ...canonical].map(decode)
}

async function fetchHtml(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 })
  return { status: response.status(), html: await response.text() }
}

test.describe('site crawl', () => {
  test('every same-origin link answers 200 and every fragment it names exists', async ({ request, baseURL }) => {
    const origin = new URL(baseURL!).origin
    const pages = new Map<string, { status: number; html: string }>()
    const linksTo = new Map<string, Set<string>>() // target path -> pages linking to it
    const fragments: { from: string; path: string; id: string }[] = []
    const queue = [...seedPaths]
    let linkCount = 0

    while (queue.length > 0) {
      const path = queue.shift()!
      if (pages.has(path)) continue
      const page = await fetchHtml(request, path)
      pages.set(path, page)
      if (!page.html.trimStart().toLowerCase().startsWith('<!doctype html')) continue
      for (const href of hrefsOf(page.html)) {
        if (/^(mailto|tel|javascript):/i.test(href)) continue
        // An in-page link (the skip link, scroll buttons) only needs its target element.
        if (href.startsWith('#')) {
          if (href.length > 1) fragments.push({ from: path, path, id: decodeURIComponent(href.slice(1)) })
          continue
        }
        const url = new URL(href, `${origin}${path}`)
        if (url.origin !== origin) continue
        linkCount++
        const target = url.pathname + url.search
        if (!linksTo.has(target)) linksTo.set(target, new Set())
        linksTo.get(target)!.add(path)
        if (url.hash.length > 1) fragments.push({ from: path, path: target, id: decodeURIComponent(url.hash.slice(1)) })
        if (!pages.has(target)) queue.push(target)
      }
    }

    const broken = [...linksTo]
      .filter(([target]) => pages.get(target)!.status !== 200)
      .map(([target, from]) => `${target} answers ${pages.get(target)!.status}, linked from ${[...from].join(', ')}`)
    expect(broken).toEqual([])
    const missing = fragments
      .filter(({ path, id }) => !pages.get(path)!.html.includes(`id="${id}"`))
      .map(({ from, path, id }) => `${path}#${id} (linked from ${from}) has no element with that id`)
    expect(missing).toEqual([])
    // Every seed page was reached, and the crawl really followed links.
    for (const path of seedPaths) expect(pages.get(path)?.status, path).toBe(path === NOT_FOUND_PATH ? 404 : 200)
    expect(linkCount).toBeGreaterThan(100)
    test.info().annotations.push({ type: 'crawl', description: `${pages.size} pages, ${linkCount} same-origin links, ${linksTo.size} distinct targets, ${fragments.length} fragments` })
  })

  test('the Nu HTML Checker finds no errors on any page', async ({ request, baseURL }) => {
    test.slow() // one Java start for the whole batch: a few seconds
    const folder = mkdtempSync(join(tmpdir(), 'html-check-'))
    try {
      const files: string[] = []
      const save = (path: string, html: string) => {
        const file = join(folder, `${path === '/' ? 'home' : path.slice(1).replace(/[^a-z0-9_-]+/gi, '_')}.html`)
        writeFileSync(file, html)
        files.push(file)
      }
      for (const path of seedPaths) {
        const page = await fetchHtml(request, path)
        expect(page.status, path).toBe(path === NOT_FOUND_PATH ? 404 : 200)
        save(path, page.html)
      }
      const admin = await requestFactory.newContext({ baseURL })
      try {
        await signInOverHttp(admin, baseURL!, demoAdmin.email, demoAdmin.password)
        for (const path of adminPaths) {
          const page = await fetchHtml(admin, path)
          expect(page.status, path).toBe(200)
          save(path, page.html)
        }
      } finally {
        await admin.dispose()
      }

      const jar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar')
      const output = await promisify(execFile)('java', ['-jar', jar, '--errors-only', '--format', 'json', ...files], { maxBuffer: 16 * 1024 * 1024 }).then(
        ({ stderr }) => stderr,
        (error: { stderr?: string; message: string }) => error.stderr || error.message,
      )
      const report = JSON.parse(output) as { messages: { type: string; url: string; message: string; lastLine?: number; extract?: string }[] }
      const errors = report.messages
        .filter((message) => message.type === 'error' || message.type === 'non-document-error')
        // The checker's CSS validator predates what the inline critical CSS (Tailwind's own output)
        // uses, such as @property and margin-trim: the markup is checked, not the stylesheet rules.
        .filter((message) => !message.message.startsWith('CSS: '))
        .map((message) => `${message.url.split('/').pop()}:${message.lastLine ?? '?'} ${message.message}${message.extract ? ` [${message.extract.trim()}]` : ''}`)
      expect(errors).toEqual([])
      test.info().annotations.push({ type: 'html', description: `${files.length} pages checked, 0 errors` })
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })
})
