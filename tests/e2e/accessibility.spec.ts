import type { Page } from '@playwright/test'
import { locales } from '../../core/i18n/locales.ts'
import { localizedPath } from '../../core/routes.ts'
import { daysAgo } from './dates.ts'
import {
  desktop,
  expect,
  islandsHydrated,
  phone,
  settleAnimations,
  test,
  wcagViolations,
} from './fixtures.ts'
import { type SweepPage, sweepPages } from './sweep-pages.ts'

/**
 * WCAG 2.2 AA on every page and every kind of result (issue 49), checked by what varies (issue 58,
 * decision 063): axe reads every page kind in English at a phone's width and a desktop's, and in the
 * four other languages each distinct template with its result, since a language changes the words,
 * not the markup; reflow (1.4.10) at 320 CSS px and text spacing (1.4.12), which depend on each
 * language's words, are checked on every page in every language.
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
 * The templates a language can change, each with its result: the home page, each calculator's
 * result, My cycles with a log, an article, a legal page, contact, the FAQ and the not-found page.
 * Every other page kind shares one of these templates (the other articles, legal and company pages).
 */
const TEMPLATES = new Set([
  'home',
  'ovulation result',
  'pregnancy result',
  'due-date result',
  'twins result',
  'My cycles result',
  'cycleLength',
  'privacy',
  'contact',
  'faq',
  'not found',
])

/**
 * The page as it arrives, its scripts loaded and its islands not yet woken (they wake when
 * touched): what every visitor meets first, and all a visitor without JavaScript gets; then
 * settled, so that what appears on its own (the guide's sign-up at 3 s, the Related Tools card at
 * 5 s) is read as it will be seen, never part-way (issue 63). The states that come later by a
 * press (islands running, the phone menu open) are the same on every page and are checked once per
 * language below. The not-found page leaves for its language's home at 5 s; that one navigation is
 * cancelled, so that it cannot end a check.
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
  await settleAnimations(page)
}

/**
 * A language's pages in the order a walk takes them: the not-found page last, since its own way
 * home (5 s after it appeared) would cut the next page's load short.
 */
const walkOf = (locale: string) =>
  sweepPages
    .filter((candidate) => candidate.locale === locale)
    .sort((a, b) => Number(a.kind === 'not found') - Number(b.kind === 'not found'))

/** About two seconds a page in one context (its cache warm after the first): room for a slow run. */
const WALK_MS_PER_PAGE = 8_000

test.describe('WCAG 2.2 AA sweep', () => {
  // One test per language walks its pages in one context: a new context per page cost about 5 s of
  // cold cache each (issue 58). Every finding of the walk is reported together, each with its page.
  for (const locale of locales) {
    test(`${locale}: every page at 390 px (axe on ${locale === 'en' ? 'each' : 'each template'}), then 320 px, with text spacing too`, async ({
      page,
    }) => {
      const pages = walkOf(locale)
      test.setTimeout(pages.length * WALK_MS_PER_PAGE)
      const findings: string[] = []
      for (const sweepPage of pages) {
        await page.setViewportSize(phone)
        await open(page, sweepPage)
        if (locale === 'en' || TEMPLATES.has(sweepPage.kind)) {
          for (const violation of await wcagViolations(page))
            findings.push(`${sweepPage.path}: axe at 390 px: ${violation}`)
        }
        await page.setViewportSize({ width: 320, height: phone.height })
        const plain = await overflowOf(page)
        await applyTextSpacing(page)
        const spaced = await overflowOf(page)
        if (plain !== 0) findings.push(`${sweepPage.path}: ${plain} px wider than 320 px`)
        if (spaced !== 0) findings.push(`${sweepPage.path}: ${spaced} px wider than 320 px with text spacing`)
      }
      expect(findings).toEqual([])
    })
  }

  test('en: every page at 1280 px (axe on each)', async ({ page }) => {
    const pages = walkOf('en')
    test.setTimeout(pages.length * WALK_MS_PER_PAGE)
    await page.setViewportSize(desktop)
    const findings: string[] = []
    for (const sweepPage of pages) {
      await open(page, sweepPage)
      for (const violation of await wcagViolations(page))
        findings.push(`${sweepPage.path}: axe at 1280 px: ${violation}`)
    }
    expect(findings).toEqual([])
  })

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
