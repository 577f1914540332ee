import { expect, islandsHydrated, phone, test } from './fixtures.ts'

test.describe('mobile menu at a phone width', () => {
  test.use({ viewport: phone })

  test('is closed at start, toggles, and closes when a link is chosen', async ({ page }) => {
    await page.goto('/')
    await islandsHydrated(page)
    const toggle = page.getByRole('button', { name: 'Toggle menu' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    const menuLink = page.locator('#mobile-nav').getByRole('link', { name: 'Due Date Calculator' })
    await expect(menuLink).toBeHidden()

    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(menuLink).toBeVisible()
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')

    await toggle.click()
    const menu = page.locator('#mobile-nav')
    await menu.getByRole('link', { name: 'How It Works' }).click()
    await expect(page).toHaveURL('/how-it-works')
    await expect(page.getByRole('heading', { level: 1, name: 'How It Works' })).toBeVisible()
    await islandsHydrated(page)
    await expect(page.getByRole('button', { name: 'Toggle menu' })).toHaveAttribute('aria-expanded', 'false')
  })

  test('works with the keyboard', async ({ page }) => {
    await page.goto('/faq')
    await islandsHydrated(page)
    const toggle = page.getByRole('button', { name: 'Toggle menu' })
    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Tab')
    await expect(
      page.locator('#mobile-nav').getByRole('link', { name: 'Accurate Ovulation Calculator' }),
    ).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(toggle).toBeFocused()
    await page.keyboard.press('Space')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  })

  test('without JavaScript the links show without the button', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: phone })
    const page = await context.newPage()
    await page.goto('/ru')
    await expect(page.getByRole('button', { name: 'Открыть или закрыть меню' })).toBeHidden()
    await expect(
      page
        .getByRole('navigation', { name: 'Основная навигация' })
        .getByRole('link', { name: 'Вопросы и ответы' }),
    ).toBeVisible()
    await context.close()
  })
})

test.describe('Related Tools card', () => {
  test('appears 5 s after the page appears, closes to a round button and reopens', async ({ page }) => {
    await page.goto('/fertility-tips')
    const card = page.getByRole('complementary', { name: 'Related Tools' })
    await expect(card).toBeHidden()
    // CSS reveals the card on time, before any script: a reader loads none.
    await expect(card).toBeVisible({ timeout: 10_000 })
    expect(await page.evaluate(() => performance.now())).toBeGreaterThanOrEqual(5000)
    await expect(card.getByRole('link', { name: 'Pregnancy Calculator' })).toHaveAttribute(
      'href',
      '/pregnancy-calculator',
    )
    await expect(card.getByRole('link', { name: 'Due Date Calculator' })).toHaveAttribute(
      'href',
      '/due-date-calculator',
    )
    await expect(card.getByRole('link', { name: 'Fertility Tips' })).toHaveAttribute(
      'href',
      '/fertility-tips',
    )
    await expect(card.getByRole('link', { name: 'Explore all fertility tools' })).toHaveAttribute(
      'href',
      '/when-do-i-ovulate-after-period',
    )

    await card.getByRole('button', { name: 'Close related tools' }).click()
    await expect(card).toHaveCount(0)
    const reopen = page.getByRole('button', { name: 'Show related tools' })
    await expect(reopen).toBeVisible()
    await expect(reopen).toBeFocused()
    await reopen.click()
    await expect(card).toBeVisible()
    await expect(card.getByRole('button', { name: 'Close related tools' })).toBeFocused()
  })

  test('is not there before 5 s and starts again on the next page', async ({ page }) => {
    await page.goto('/es')
    const card = page.getByRole('complementary', { name: 'Herramientas relacionadas' })
    await page.waitForFunction(() => performance.now() > 4000)
    const early = await page
      .locator('.related-card')
      .evaluate((element) => ({ at: performance.now(), visibility: getComputedStyle(element).visibility }))
    expect(early.at).toBeLessThan(5000)
    expect(early.visibility).toBe('hidden')
    await expect(card).toBeVisible({ timeout: 10_000 })
    await expect(card.getByRole('link', { name: 'Calculadora de embarazo' })).toHaveAttribute(
      'href',
      '/es/pregnancy-calculator',
    )
    await card.getByRole('link', { name: 'Calculadora de embarazo' }).click()
    await expect(page).toHaveURL('/es/pregnancy-calculator')
    await expect(card).toBeHidden()
    await expect(card).toBeVisible({ timeout: 10_000 })
    expect(await page.evaluate(() => performance.now())).toBeGreaterThanOrEqual(5000)
  })
})

test.describe('not-found page', () => {
  /** When the page handed over to the next one, in its own time since it began loading. */
  async function leavingTime(page: import('@playwright/test').Page) {
    await page.evaluate(() =>
      addEventListener('pagehide', () => sessionStorage.setItem('leftAt', String(performance.now()))),
    )
  }

  test('answers 404 and takes the visitor to the home page of its language 5 s after it appeared', async ({
    page,
  }) => {
    const response = await page.goto('/fr/nulle-part')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/fr')
    await leavingTime(page)
    await page.waitForURL('/fr', { timeout: 15_000 })
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    const leftAt = Number(await page.evaluate(() => sessionStorage.getItem('leftAt')))
    expect(leftAt).toBeGreaterThanOrEqual(5000)
    expect(leftAt).toBeLessThan(8000)
  })

  test('an unknown language is English and goes to /', async ({ page }) => {
    const response = await page.goto('/de/faq')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
    await page.waitForURL('/', { timeout: 15_000 })
  })

  test('without JavaScript it still takes the visitor home after 5 s', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const started = Date.now()
    await page.goto('/ru/nigde')
    await page.waitForURL('/ru', { timeout: 15_000 })
    expect(Date.now() - started).toBeGreaterThanOrEqual(4500)
    await context.close()
  })
})

test.describe('navigation keeps the language', () => {
  test('nav, footer and brand links carry the prefix', async ({ page }) => {
    await page.goto('/pt')
    const nav = page.getByRole('navigation', { name: 'Navegação principal' })
    await nav.getByRole('link', { name: 'Perguntas frequentes' }).click()
    await expect(page).toHaveURL('/pt/faq')
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Mapa do site' }).click()
    await expect(page).toHaveURL('/pt/sitemap')
    await page.getByRole('main').getByRole('link', { name: 'Aviso médico' }).click()
    await expect(page).toHaveURL('/pt/disclaimer')
    await page.getByRole('link', { name: 'FertilityCalc' }).first().click()
    await expect(page).toHaveURL('/pt')
  })

  test('the language links open the same page in another language', async ({ page }) => {
    await page.goto('/faq')
    await page.getByRole('navigation', { name: 'Languages' }).getByRole('link', { name: 'Русский' }).click()
    await expect(page).toHaveURL('/ru/faq')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
  })
})
