import { chromium } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
for (const width of [375]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } })
  await page.goto('http://localhost:3000/admin/login', { waitUntil: 'networkidle' })
  await page.getByLabel('Email').fill('admin@example.com')
  await page.getByLabel('Password').fill('admin-demo-password')
  await page.getByRole('button', { name: /sign in/i }).click()
  await page.waitForURL((u) => !u.pathname.includes('login'))
  await page.goto('http://localhost:3000/admin/content?place=securityhub', { waitUntil: 'networkidle' })
  await page.waitForTimeout(800)
  await page.screenshot({ path: `/tmp/walk/faq-place-${width}.png`, fullPage: false })
  await page.goto('http://localhost:3000/rightnow', { waitUntil: 'networkidle' })
  await page.locator('#agenda').scrollIntoViewIfNeeded()
  await page.screenshot({ path: `/tmp/walk/rn-agenda-${width}.png`, fullPage: false })
}
await browser.close()
