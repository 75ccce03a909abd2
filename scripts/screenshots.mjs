// `npm run screenshots -- <folder>`: full-page screenshots of the built site (dist/, on the
// built-in backend) at 375 and 1280 px after hydration: every sitemap URL, the 404 page,
// /membership-embed, /connect2025-poc, the admin sign-in, and the admin pages signed in as the
// demo admin (with the first events' edit, preview and registrations pages).
// `npm run screenshots -- --compare <before> <after>`: compares two such folders pixel by pixel
// and lists the pages that differ (where, and by how many pixels).
// For a change that must not change how pages look: shoot before, change, build, shoot after,
// compare. SCREENSHOTS_PORT/SCREENSHOTS_MOCK_PORT move the ports;
// SCREENSHOTS_ONLY=<regular expression> shoots only the paths it matches.
import { mkdir, readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { startProductionServer } from './lib/server-process.mjs'

const widths = [375, 1280]
const adminPages = [
  '/admin', '/admin/experts', '/admin/events', '/admin/events/new', '/admin/resources', '/admin/settings',
  '/admin/applications', '/admin/claims', '/admin/security', '/admin/team', '/admin/analytics', '/admin/account',
  ...['faq', 'testimonials', 'perks', 'speakers', 'agenda'].map((kind) => `/admin/content?kind=${kind}`),
]
const demoAdmin = { email: 'admin@example.com', password: 'admin-demo-password' }

const launch = () => chromium.launch({ executablePath: process.env.CHROMIUM_PATH || undefined })
const fileName = (width, path) => `${width}-${path === '/' ? 'home' : path.slice(1).replaceAll(/[/?=&]/g, '_')}.png`
// SCREENSHOTS_ONLY=<regular expression>: only the paths it matches (a quick look at a few pages).
const only = process.env.SCREENSHOTS_ONLY ? new RegExp(process.env.SCREENSHOTS_ONLY) : undefined
const wanted = (path) => !only || only.test(path)

async function shoot(folder) {
  await mkdir(folder, { recursive: true })
  const server = await startProductionServer({
    port: Number(process.env.SCREENSHOTS_PORT ?? 3480),
    mockPort: Number(process.env.SCREENSHOTS_MOCK_PORT ?? 25690),
    // The demo admin signs in with a password alone, as in the browser suite.
    env: { LOG_REQUESTS: 'off', ADMIN_TWO_FACTOR: 'optional' },
  })
  const browser = await launch()
  try {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text()
    const publicPages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname)
    publicPages.push('/no-such-page', '/membership-embed', '/connect2025-poc', '/admin/login')
    for (const width of widths) {
      const mobile = width === 375
      const context = await browser.newContext({ viewport: { width, height: mobile ? 667 : 800 }, isMobile: mobile, hasTouch: mobile, reducedMotion: 'reduce' })
      const page = await context.newPage()
      const hydrated = () => page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 15_000 })
      const capture = async (path) => {
        if (!wanted(path)) return
        await page.goto(server.url + path, { waitUntil: 'load' })
        await hydrated()
        await page.waitForLoadState('networkidle')
        // A full-page shot shows the whole page at once: lazy images below the first screen load
        // here as they would while a person scrolls, instead of showing as empty boxes.
        await page.evaluate(async () => {
          const lazy = [...document.querySelectorAll('img[loading="lazy"]')]
          for (const image of lazy) image.loading = 'eager'
          await Promise.all(lazy.map((image) => image.decode().catch(() => undefined)))
        })
        await page.screenshot({ path: join(folder, fileName(width, path)), fullPage: true, animations: 'disabled', caret: 'hide' })
      }
      for (const path of publicPages) await capture(path)
      await page.goto(`${server.url}/admin/login`)
      await hydrated()
      await page.getByLabel('Email').fill(demoAdmin.email)
      await page.getByLabel('Password').fill(demoAdmin.password)
      await page.getByRole('button', { name: /sign in/i }).click()
      await page.waitForURL((url) => !url.pathname.startsWith('/admin/login'))
      // The address changes before the session is kept: the dashboard's heading says it is.
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor()
      await page.goto(`${server.url}/admin/events`)
      await page.getByRole('heading', { level: 1 }).waitFor()
      await page.waitForLoadState('networkidle')
      const eventPages = await page
        .locator('a[href^="/admin/events/"]')
        .evaluateAll((links) => links.map((link) => new URL(link.href).pathname).filter((path) => /\/(edit|preview|registrations)$/.test(path)))
      for (const path of [...adminPages, ...new Set(eventPages.slice(0, 6))]) await capture(path)
      await context.close()
    }
    console.log(`screenshots in ${folder}: ${(await readdir(folder)).length}`)
  } finally {
    await browser.close()
    await server.stop()
  }
}

async function compare(before, after) {
  const browser = await launch()
  const page = await browser.newPage()
  const names = (await readdir(before)).filter((name) => name.endsWith('.png'))
  let identical = 0
  for (const name of names) {
    const [a, b] = await Promise.all([readFile(join(before, name)), readFile(join(after, name)).catch(() => null)])
    if (!b) {
      console.log(`${name}: missing in ${after}`)
      continue
    }
    if (a.equals(b)) {
      identical++
      continue
    }
    const difference = await page.evaluate(
      async ([x, y]) => {
        const load = async (data) => {
          const image = new Image()
          image.src = `data:image/png;base64,${data}`
          await image.decode()
          return image
        }
        const [first, second] = [await load(x), await load(y)]
        if (first.width !== second.width || first.height !== second.height) return `size ${first.width}x${first.height} against ${second.width}x${second.height}`
        const canvas = new OffscreenCanvas(first.width, first.height)
        const context = canvas.getContext('2d')
        context.drawImage(first, 0, 0)
        const p = context.getImageData(0, 0, first.width, first.height).data
        context.clearRect(0, 0, first.width, first.height)
        context.drawImage(second, 0, 0)
        const q = context.getImageData(0, 0, first.width, first.height).data
        let pixels = 0
        let top = Infinity
        let bottom = -1
        for (let i = 0; i < p.length; i += 4) {
          if (p[i] === q[i] && p[i + 1] === q[i + 1] && p[i + 2] === q[i + 2]) continue
          pixels++
          const row = Math.floor(i / 4 / first.width)
          top = Math.min(top, row)
          bottom = Math.max(bottom, row)
        }
        return pixels ? `${pixels} pixels differ, rows ${top}-${bottom}` : null
      },
      [a.toString('base64'), b.toString('base64')],
    )
    if (difference) console.log(`${name}: ${difference}`)
    else identical++
  }
  console.log(`${identical} of ${names.length} identical`)
  await browser.close()
}

const args = process.argv.slice(2)
if (args[0] === '--compare' && args.length === 3) await compare(args[1], args[2])
else if (args.length === 1 && !args[0].startsWith('--')) await shoot(args[0])
else {
  console.error('usage: npm run screenshots -- <folder> | --compare <before> <after>')
  process.exit(2)
}
