import { localizedPath, routes } from '../../core/routes.ts'
import { desktop, expect, islandsHydrated, phone, settleAnimations, test } from './fixtures.ts'

test.describe('every page hydrates without a console error', () => {
  for (const locale of ['en', 'ru'] as const) {
    test(`all ${routes.length} pages in ${locale}`, async ({ page }) => {
      test.setTimeout(90_000)
      for (const route of routes) {
        const path = localizedPath(locale, route.slug)
        const response = await page.goto(path)
        expect(response?.status(), path).toBe(200)
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
        await islandsHydrated(page)
      }
    })
  }
})

const pageTypes = [
  ['home', '/'],
  ['article', '/fr/when-to-see-doctor-for-fertility'],
  ['article with a table', '/when-to-visit-fertility-doctor-over-35'],
  ['twin calculator article', '/es/pregnancy-calculator-for-twins'],
  ['legal page', '/privacy-policy'],
  ['how it works', '/ru/how-it-works'],
  ['faq', '/faq'],
  ['about', '/pt/about'],
  ['sitemap', '/es/sitemap'],
  ['blog index', '/pt/blog-posts'],
  ['not found', '/ru/missing-page'],
] as const

// Every page and result against WCAG 2.2 AA with axe: accessibility.spec.ts.
test.describe('keyboard', () => {
  test('the skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/faq')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to main content' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('main')).toBeFocused()
  })

  test('keyboard focus is visible', async ({ page }) => {
    await page.goto('/faq')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    const outline = await page.evaluate(
      () => getComputedStyle(document.activeElement as Element).outlineStyle,
    )
    expect(outline).toBe('solid')
  })
})

test.describe('screenshots of the layout', () => {
  for (const [size, viewport] of [
    ['phone', phone],
    ['desktop', desktop],
  ] as const) {
    test(`home and an inner page at ${size} width`, async ({ page }, info) => {
      await page.setViewportSize(viewport)
      for (const [name, path] of [
        ['home', '/'],
        ['fertility-tips', '/fertility-tips'],
        ['privacy-policy', '/privacy-policy'],
        ['article-ru', '/ru/signs-of-ovulation-for-natural-pregnancy'],
        ['faq-fr', '/fr/faq'],
      ] as const) {
        await page.goto(path)
        await islandsHydrated(page)
        // The Related Tools card in its place, 6 s on by the page's clock (the island's timer) and
        // its animations (CSS's reveal at 5 s), without waiting them out (issue 58).
        await page.clock.fastForward(6000)
        await settleAnimations(page)
        await expect(page.getByRole('complementary', { name: /./ })).toBeVisible()
        await page.screenshot({ path: info.outputPath(`${name}-${size}.png`), fullPage: true })
      }
    })
  }
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('every kind of page renders and reads', async ({ page }) => {
    for (const [, path] of pageTypes) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByRole('contentinfo')).toBeVisible()
    }
  })
})

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('the Related Tools card appears without animating', async ({ page }) => {
    await page.goto('/')
    await islandsHydrated(page)
    await page.clock.fastForward(5000)
    const card = page.getByRole('complementary', { name: 'Related Tools' })
    await expect(card).toBeVisible()
    const duration = await card.evaluate((el) => Number.parseFloat(getComputedStyle(el).animationDuration))
    expect(duration).toBeLessThan(0.001)
  })
})
