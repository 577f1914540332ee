import { readFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import type { Page, TestInfo } from '@playwright/test'
import { daysAgo, today } from './dates.ts'
import { desktop, expect, islandsHydrated, phone, test } from './fixtures.ts'

/** What one result reads like in three languages, at a phone and a desktop width. */
const languages = [
  {
    locale: 'en',
    prefix: '',
    age: '20 weeks and 0 days',
    week: '21st week',
    step: '20 weeks',
    here: 'You are here',
  },
  {
    locale: 'fr',
    prefix: '/fr',
    age: '20\u00a0SA et 0\u00a0jour',
    week: '21e\u00a0semaine d’aménorrhée',
    step: '20\u00a0SA',
    here: 'Vous êtes ici',
  },
  {
    locale: 'ru',
    prefix: '/ru',
    age: '20 недель и 0 дней',
    week: '21-я акушерская неделя',
    step: '20 недель',
    here: 'Вы здесь',
  },
] as const
const widths = { phone, desktop }

async function attachScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const body = await page.locator('.calculator').first().screenshot()
  await testInfo.attach(name, { body, contentType: 'image/png' })
}

for (const language of languages) {
  for (const [widthName, viewport] of Object.entries(widths)) {
    test(`pregnancy, ${language.locale}, ${widthName}: one week everywhere, the visualizer opens at it`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize(viewport)
      const lmp = daysAgo(140)
      await page.goto(`${language.prefix}/pregnancy-calculator?lmp=${lmp}&cycle=28`)
      const result = page.locator('.result-panel')
      await expect(result.getByRole('definition').nth(1)).toHaveText(language.age)
      await expect(result.getByRole('definition').nth(2)).toHaveText(language.week)
      const visualizer = result.locator('.visualizer')
      await expect(visualizer.locator('.visualizer-week')).toHaveText(language.step)
      // Progress is the current week / 40: 21 / 40.
      await expect(visualizer.locator('progress')).toHaveAttribute('value', '21')
      const here = result.locator('.milestone.current')
      await expect(here).toHaveCount(1)
      await expect(here).toContainText(language.step)
      await expect(here).toContainText(language.here)
      await islandsHydrated(page)
      // Still the same week once the island runs in the browser.
      await expect(visualizer.locator('.visualizer-week')).toHaveText(language.step)
      await expect(visualizer.getByRole('button').first()).toBeEnabled()
      await attachScreenshot(page, testInfo, `pregnancy-${language.locale}-${widthName}.png`)

      // The twin calculator names the same two numbers for the same last period.
      await page.goto(`${language.prefix}/pregnancy-calculator-for-twins?lmp=${lmp}`)
      const twins = page.locator('.calculator .result-panel')
      await expect(twins.getByRole('definition').nth(1)).toHaveText(language.age)
      await expect(twins.getByRole('definition').nth(2)).toHaveText(language.week)
      await attachScreenshot(page, testInfo, `twins-${language.locale}-${widthName}.png`)

      await page.goto(`${language.prefix}/due-date-calculator?method=lmp&lmp=${lmp}`)
      const due = page.locator('.calculator .result-panel')
      await expect(due.getByRole('definition').nth(1)).toHaveText(language.age)
      await expect(due.getByRole('definition').nth(2)).toHaveText(language.week)
      await attachScreenshot(page, testInfo, `due-date-${language.locale}-${widthName}.png`)
    })

    test(`ovulation, ${language.locale}, ${widthName}: the calendar marks the cycle; the .ics starts with the current window`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize(viewport)
      // 12 days in: the window (days 11–16) has begun; ovulation is on day 14.
      const lmp = daysAgo(12)
      await page.goto(`${language.prefix}/?lmp=${lmp}&cycle=28`)
      // This cycle's months; the next cycle waits in a closed disclosure below them.
      const calendar = page.locator('.cycle-calendar > .fertile-calendar')
      await expect(calendar.locator('td.ovulation-day')).toHaveCount(1)
      await expect(calendar.locator('td.fertile-day')).toHaveCount(5)
      await expect(calendar.locator('td.today')).toHaveCount(1)
      // Shading for the 5 days before ovulation; ovulation itself is marked in full.
      await expect(calendar.locator('td[class*="chance-"]')).toHaveCount(5)
      await expect(calendar.locator('td.period-day')).toHaveCount(2)
      await attachScreenshot(page, testInfo, `ovulation-${language.locale}-${widthName}.png`)

      await islandsHydrated(page)
      const download = page.waitForEvent('download')
      await page.getByRole('link', { name: /\.ics/ }).click()
      const file = readFileSync((await (await download).path()) ?? '', 'utf8')
      const compact = (iso: string) => iso.replaceAll('-', '')
      const firstEvent = file.slice(file.indexOf('BEGIN:VEVENT'), file.indexOf('END:VEVENT'))
      expect(firstEvent).toContain(`DTSTART;VALUE=DATE:${compact(today().toString())}`)
      expect(firstEvent).toContain(`DTEND;VALUE=DATE:${compact(lmp.add({ days: 17 }).toString())}`)
      expect(file).toContain(`DTSTART;VALUE=DATE:${compact(lmp.add({ days: 14 }).toString())}`)
      expect(file).toContain(`DTSTART;VALUE=DATE:${compact(lmp.add({ days: 28 }).toString())}`)
    })
  }
}

test('the primary button keeps its contrast in every state', async ({ page }) => {
  await page.setViewportSize(phone)
  await page.goto('/')
  await islandsHydrated(page)
  const calc = page.getByRole('region', { name: 'Calculate Your Ovulation' })
  const button = calc.getByRole('button', { name: 'Calculate Ovulation' })
  const contrast = async () => {
    const results = await new AxeBuilder({ page })
      .include('.calculate-row')
      .withRules(['color-contrast'])
      .analyze()
    return results.violations.flatMap((violation) => violation.nodes.map((node) => node.failureSummary))
  }
  // Not ready: inert, and it says why beside it.
  await expect(button).toHaveAttribute('aria-disabled', 'true')
  await expect(button).toHaveAccessibleDescription('To calculate, first fill in the date above.')
  expect(await contrast()).toEqual([])
  await button.hover()
  expect(await contrast()).toEqual([])
  // Ready, at rest, hovered and focused.
  await calc.getByLabel('First day of last period').fill(daysAgo(3).toString())
  await expect(button).not.toHaveAttribute('aria-disabled')
  await page.mouse.move(0, 0)
  expect(await contrast()).toEqual([])
  await button.hover()
  expect(await contrast()).toEqual([])
  await button.focus()
  expect(await contrast()).toEqual([])
})
