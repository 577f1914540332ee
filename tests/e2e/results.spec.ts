import { readFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page, TestInfo } from '@playwright/test'
import { formatDate, Temporal } from '../../core/calc/temporal.ts'
import { daysAgo, today } from './dates.ts'
import { desktop, expect, islandsHydrated, phone, test } from './fixtures.ts'

/** A language's interface text, as the page shows it. */
const messagesOf = (locale: string) =>
  JSON.parse(readFileSync(`core/i18n/messages/${locale}.json`, 'utf8')) as Record<string, string>

/** The value of a result row, found by its label as a reader finds it. */
const resultValue = (scope: Locator, term: string) =>
  scope
    .locator('dl > div')
    .filter({
      has: scope
        .page()
        .getByRole('term')
        .filter({ hasText: new RegExp(`^${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }),
    })
    .getByRole('definition')
    .first()

/** What one result reads like in three languages, at a phone and a desktop width. */
const languages = [
  {
    locale: 'en',
    prefix: '',
    age: '20 weeks and 0 days',
    week: '21st week',
    step: '20 weeks',
    milestone: '20 weeks',
    here: 'You are here',
  },
  {
    locale: 'fr',
    prefix: '/fr',
    age: '20\u00a0SA et 0\u00a0jour',
    week: '21e\u00a0semaine d’aménorrhée',
    step: '20\u00a0SA',
    // France's morphology scan is at 22 SA (review fr.md M3, core/calc/development.ts), so at
    // 20 SA the timeline's last milestone reached is the one of 16 SA.
    milestone: '16\u00a0SA',
    here: 'Vous êtes ici',
  },
  {
    locale: 'ru',
    prefix: '/ru',
    age: '20 недель 0 дней',
    week: '21-я акушерская неделя',
    step: '20 недель',
    milestone: '20 недель',
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
      const t = messagesOf(language.locale)
      await expect(resultValue(result, t['calc.gestationalAge'] ?? '')).toHaveText(language.age)
      await expect(resultValue(result, t['calc.currentWeek'] ?? '')).toHaveText(language.week)
      const visualizer = result.locator('.visualizer')
      await expect(visualizer.locator('.visualizer-week').filter({ visible: true })).toHaveText(language.step)
      // Progress is the current week / 40: 21 / 40.
      await expect(visualizer.locator('progress')).toHaveAttribute('value', '21')
      const here = result.locator('.milestone.current')
      await expect(here).toHaveCount(1)
      await expect(here).toContainText(language.milestone)
      await expect(here).toContainText(language.here)
      await islandsHydrated(page)
      // Still the same week once the island runs in the browser.
      await expect(visualizer.locator('.visualizer-week').filter({ visible: true })).toHaveText(language.step)
      await expect(visualizer.getByRole('button').first()).toBeEnabled()
      // Previous and Next fit inside the development's box, which clips what overflows it
      // (`content-visibility: auto`): in Russian at 390 px they go one under the other.
      await visualizer.scrollIntoViewIfNeeded()
      const box = await visualizer.boundingBox()
      for (const button of await visualizer.getByRole('button').all()) {
        const edge = await button.boundingBox()
        expect(box && edge && edge.x >= box.x && edge.x + edge.width <= box.x + box.width + 0.5).toBe(true)
      }
      await attachScreenshot(page, testInfo, `pregnancy-${language.locale}-${widthName}.png`)

      // The twin calculator names the same two numbers for the same last period.
      await page.goto(`${language.prefix}/pregnancy-calculator-for-twins?lmp=${lmp}`)
      const twins = page.locator('.calculator .result-panel')
      await expect(twins.getByRole('definition').nth(1)).toHaveText(language.age)
      await expect(twins.getByRole('definition').nth(2)).toHaveText(language.week)
      await attachScreenshot(page, testInfo, `twins-${language.locale}-${widthName}.png`)

      await page.goto(`${language.prefix}/due-date-calculator?method=lmp&lmp=${lmp}`)
      const due = page.locator('.calculator .result-panel')
      await expect(resultValue(due, t['calc.gestationalAge'] ?? '')).toHaveText(language.age)
      await expect(resultValue(due, t['calc.currentWeek'] ?? '')).toHaveText(language.week)
      await attachScreenshot(page, testInfo, `due-date-${language.locale}-${widthName}.png`)
    })

    test(`ovulation, ${language.locale}, ${widthName}: the calendar marks the cycle; the .ics starts with the current window`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize(viewport)
      const t = messagesOf(language.locale)
      // 12 days in: the window (lmp + 9 to lmp + 15, issue 46) has begun; ovulation is lmp + 14.
      const lmp = daysAgo(12)
      await page.goto(`${language.prefix}/?lmp=${lmp}&cycle=28`)
      // This cycle's months; the next cycle waits in a closed disclosure below them.
      const calendar = page.locator('.cycle-calendar > .fertile-calendar')
      await expect(calendar.locator('td.ovulation-day')).toHaveCount(1)
      await expect(calendar.locator('td.fertile-day')).toHaveCount(6)
      await expect(calendar.locator('td.today')).toHaveCount(1)
      // The 2 best days before ovulation are shaded; ovulation itself is marked in full. No day
      // carries a percentage: the chance per day was measured on a known ovulation day.
      await expect(calendar.locator('td.best-day')).toHaveCount(2)
      await expect(calendar).not.toContainText('%')
      await expect(calendar.locator('td.period-day')).toHaveCount(2)
      // What a screen reader says: a day is its number (the caption names the month), and a
      // marked day what it is marked for.
      const ovulationDay = lmp.add({ days: 14 }).day
      await expect(calendar.locator('td.ovulation-day')).toHaveAccessibleName(
        `${ovulationDay}, ${t['ovulation.calendarLegendOvulation']}`,
      )
      await expect(calendar.locator('td.today')).toHaveAccessibleName(
        `${today().day}, ${t['ovulation.calendarLegendFertile']}, ${t['ovulation.calendarLegendBest']}, ${t['ovulation.calendarLegendToday']}`,
      )
      await expect(calendar.locator('td:not([class]):not(:empty)').first()).toHaveAccessibleName(/^\d{1,2}$/)
      await attachScreenshot(page, testInfo, `ovulation-${language.locale}-${widthName}.png`)

      await islandsHydrated(page)
      const download = page.waitForEvent('download')
      await page.getByRole('link', { name: /\.ics/ }).click()
      const file = readFileSync((await (await download).path()) ?? '', 'utf8')
      const compact = (iso: string) => iso.replaceAll('-', '')
      const firstEvent = file.slice(file.indexOf('BEGIN:VEVENT'), file.indexOf('END:VEVENT'))
      expect(firstEvent).toContain(`DTSTART;VALUE=DATE:${compact(today().toString())}`)
      // The window ends the day after ovulation (lmp + 15): DTEND is exclusive.
      expect(firstEvent).toContain(`DTEND;VALUE=DATE:${compact(lmp.add({ days: 16 }).toString())}`)
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

test.describe('a button under the pointer', () => {
  /** The home calculator's Calculate, made ready, and its background as a function. */
  async function readyButton(page: Page) {
    await page.goto('/')
    await islandsHydrated(page)
    const calc = page.getByRole('region', { name: 'Calculate Your Ovulation' })
    const button = calc.getByRole('button', { name: 'Calculate Ovulation' })
    await calc.getByLabel('First day of last period').fill(daysAgo(3).toString())
    await expect(button).not.toHaveAttribute('aria-disabled')
    return { button, background: () => button.evaluate((el) => getComputedStyle(el).backgroundColor) }
  }

  test('answers a mouse that hovers it', async ({ page }) => {
    await page.setViewportSize(desktop)
    const { button, background } = await readyButton(page)
    const atRest = await background()
    await button.hover()
    expect(await background()).not.toBe(atRest)
  })

  test.describe('on a touch screen', () => {
    test.use({ viewport: phone, isMobile: true, hasTouch: true })

    test('keeps its colour at rest where the finger last was', async ({ page }) => {
      const { button, background } = await readyButton(page)
      // A phone has no pointer that hovers, yet Chromium puts :hover on what the finger last
      // touched: a hover colour would stay on the button after the tap, as if still pressed.
      expect(await page.evaluate(() => matchMedia('(hover: hover)').matches)).toBe(false)
      const atRest = await background()
      await button.hover()
      expect(await background()).toBe(atRest)
    })
  })
})

/** Nothing on the page is wider than the screen, and no result row clips its text. */
async function overflowing(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = []
    const root = document.documentElement
    if (root.scrollWidth > root.clientWidth) problems.push(`page ${root.scrollWidth} > ${root.clientWidth}`)
    for (const cell of document.querySelectorAll('.result-panel dd, .result-panel dt, .trimesters li')) {
      if (cell.scrollWidth > cell.clientWidth + 1) problems.push(`clipped: ${cell.textContent}`)
    }
    return problems
  })
}

for (const { locale, range } of [
  { locale: 'fr', range: '20–26 novembre 2026' },
  { locale: 'ru', range: '20–26 ноября 2026 г.' },
] as const) {
  test(`${locale} at 390 px: the due date result and a date range written once, with nothing overflowing`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(phone)
    const t = messagesOf(locale)
    const lmp = Temporal.PlainDate.from('2026-05-20')
    await page.goto(`/${locale}/due-date-calculator`)
    await islandsHydrated(page)
    const calc = page.locator('.calculator')
    await calc.getByLabel(t['dueDate.lmpLabel'] ?? '').fill(lmp.toString())
    await calc.getByRole('button', { name: t['dueDate.calculate'] }).click()
    const result = calc.locator('.result-panel')
    await expect(resultValue(result, t['calc.dueDate'] ?? '')).toHaveText(
      formatDate(lmp.add({ days: 280 }), locale),
    )
    if (locale === 'fr') {
      // France: the maternity's 41 SA terme beside the 40 SA date, and which one to use.
      await expect(resultValue(result, t['term.local'] ?? '')).toHaveText(
        formatDate(lmp.add({ days: 287 }), 'fr'),
      )
      await expect(result.getByText(t['term.localNote'] ?? '')).toBeVisible()
    } else {
      await expect(result.getByText(t['term.local'] ?? '')).toHaveCount(0)
    }
    expect(await overflowing(page)).toEqual([])
    await attachScreenshot(page, testInfo, `due-date-result-${locale}-390.png`)

    // The fertile window of a 28-day cycle from 11 November: one range, as the language writes it.
    await page.goto(`/${locale}?lmp=2026-11-11&cycle=28`)
    const window = resultValue(page.locator('.calculator'), t['ovulation.fertileWindow'] ?? '')
    await expect(window).toHaveText(new RegExp(`^${range.replace(/ /g, '\\s')}$`))
    expect(await overflowing(page)).toEqual([])
    await attachScreenshot(page, testInfo, `ovulation-range-${locale}-390.png`)
  })
}
