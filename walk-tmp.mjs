import { chromium } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
const page = await browser.newPage({ viewport: { width: 375, height: 900 } })
for (const path of process.argv.slice(2)) {
  await page.goto('http://localhost:3000' + path, { waitUntil: 'networkidle' })
  await page.screenshot({ path: `/tmp/walk/pub${path.replace(/[^a-z0-9]+/gi, '_')}.png`, fullPage: true })
  console.log(path, (await page.locator('main').innerText()).slice(1400, 5000).replace(/\n+/g, ' | '))
}
await browser.close()
