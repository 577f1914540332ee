import { chromium } from '@playwright/test'
const base = 'http://127.0.0.1:8790'
const [,, ...pages] = process.argv
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
for (const spec of pages) {
  const [path, width, name] = spec.split('|')
  const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } })
  page.on('console', (m) => { if (m.type() === 'error') console.log('console error', path, m.text()) })
  await page.goto(base + path)
  await page.waitForTimeout(300)
  await page.locator('.calculator').first().screenshot({ path: `/tmp/lead/${name}.png` })
  await page.close()
}
await browser.close()
