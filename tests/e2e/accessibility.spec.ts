import type { Page } from '@playwright/test'
import { locales } from '../../client/i18n/locales.ts'
import { localizedPath } from '../../client/routes.ts'
import { daysAgo } from './dates.ts'
import { desktop, expect, islandsHydrated, phone, test, wcagViolations } from './fixtures.ts'
import { type SweepPage, sweepPages } from './sweep-pages.ts'

/**
 * WCAG 2.2 AA on every page and every kind of result (issue 49): the five languages at a phone's
 * width, English at a desktop's, each checked by axe once running, then for reflow (1.4.10) at
 * 320 CSS px and for text spacing (1.4.12) with WCAG's own settings at that width.
 */

/** The text-spacing settings of WCAG 2.2 success criterion 1.4.12, each at its minimum. */
const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }`

/**
 * Applies the settings as a visitor's own style sheet would: a constructed sheet, adopted by the
 * document, which the page's Content Security Policy (no inline style) does not govern.
 */
const applyTextSpacing = (page: Page) =>
  page.evaluate((css) => {
    const sheet = new CSSStyleSheet()
    sheet.replaceSync(css)
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
  }, TEXT_SPACING)

/** How far the page reaches past the viewport's right edge, in CSS px (0 when nothing does). */
const overflowOf = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

/**
 * The page as it arrives, its scripts loaded and its islands not yet woken (they wake when
 * touched): what every visitor meets first, and all a visitor without JavaScript gets. The states
 * that come later (the Related Tools card at 5 s, the phone menu open) are the same on every page
 * and are checked once per language below. The not-found page leaves for its language's home at
 * 5 s; that one navigation is cancelled, so that it cannot end a check.
 */
async function open(page: Page, { locale, kind, path }: SweepPage) {
  if (kind === 'not found') {
    const home = localizedPath(locale, '')
    await page.route(
      (url) => url.pathname === home,
      (route) => route.abort('aborted'),
    )
  }
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(kind === 'not found' ? 404 : 200)
}

test.describe('WCAG 2.2 AA sweep', () => {
  for (const sweepPage of sweepPages) {
    test(`${sweepPage.locale} ${sweepPage.kind} (${sweepPage.path}) at 390 px, 320 px and with text spacing`, async ({
      page,
    }) => {
      await page.setViewportSize(phone)
      await open(page, sweepPage)
      expect(await wcagViolations(page), 'axe at 390 px').toEqual([])

      await page.setViewportSize({ width: 320, height: phone.height })
      expect(await overflowOf(page), 'reflow at 320 px').toBe(0)
      await applyTextSpacing(page)
      expect(await overflowOf(page), 'text spacing at 320 px').toBe(0)
    })
  }

  for (const sweepPage of sweepPages.filter((candidate) => candidate.locale === 'en')) {
    test(`en ${sweepPage.kind} (${sweepPage.path}) at 1280 px`, async ({ page }) => {
      await page.setViewportSize(desktop)
      await open(page, sweepPage)
      expect(await wcagViolations(page), 'axe at 1280 px').toEqual([])
    })
  }

  for (const locale of locales) {
    test(`${locale}: the Related Tools card once in, then the phone menu open`, async ({ page }) => {
      await page.setViewportSize(phone)
      await page.goto(localizedPath(locale, 'faq'))
      await islandsHydrated(page)
      expect(await wcagViolations(page), 'running').toEqual([])
      await page.clock.fastForward(5000)
      const card = page.getByRole('complementary', { name: /./ })
      await expect(card).toBeVisible()
      await card.evaluate((el) => Promise.all(el.getAnimations().map((animation) => animation.finished)))
      expect(await wcagViolations(page), 'the card in').toEqual([])
      await page.locator('.menu-toggle').click()
      await expect(page.locator('#mobile-nav')).toBeVisible()
      expect(await wcagViolations(page), 'the menu open').toEqual([])
    })
  }
})

test('the cycle calendar is a table named by its month; in forced colours each mark keeps a shape', async ({
  page,
}, testInfo) => {
  await page.emulateMedia({ forcedColors: 'active' })
  await page.setViewportSize(phone)
  const lmp = daysAgo(12)
  await page.goto(`/?lmp=${lmp}&cycle=28`)
  const calendar = page.locator('.cycle-calendar > .fertile-calendar')
  const month = calendar.getByRole('table').first()
  await expect(month).toHaveAccessibleName(lmp.toLocaleString('en', { month: 'long', year: 'numeric' }))
  // Each marked day says what it is marked for, in words (the ovulation day: results.spec.ts).
  await expect(month.locator('td.fertile-day').first()).toHaveAccessibleName(/^\d+, Fertile day$/)

  /** How a day is drawn: its border, its background and its period dot. */
  const drawn = (day: string) =>
    calendar
      .locator(day)
      .first()
      .evaluate((cell) => ({
        border: getComputedStyle(cell).borderTopStyle,
        background: getComputedStyle(cell).backgroundColor,
        dot: getComputedStyle(cell, '::after').backgroundColor,
      }))
  const plain = await drawn('td:not([class]):not(:empty)')
  const fertile = await drawn('td.fertile-day:not(.best-day)')
  const best = await drawn('td.best-day')
  const ovulation = await drawn('td.ovulation-day')
  const period = await drawn('td.period-day')
  expect(plain.border).toBe('none')
  expect(fertile.border).toBe('solid')
  expect(best.border).toBe('double')
  expect(ovulation.background).not.toBe(plain.background)
  expect(period.dot).not.toBe(plain.background)
  expect(period.dot).not.toBe('rgba(0, 0, 0, 0)')
  await testInfo.attach('calendar-forced-colours.png', {
    body: await calendar.screenshot(),
    contentType: 'image/png',
  })
})
