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
  test('appears 5 s after the load, closes to a round button and reopens', async ({ page }) => {
    await page.clock.install()
    await page.goto('/fertility-tips')
    // The clock runs meanwhile: wait for the card's own island, not for every island.
    await expect(page.locator('[data-island="RelatedTools"]')).toHaveAttribute('data-hydrated', 'true')
    const card = page.getByRole('complementary', { name: 'Related Tools' })
    await expect(card).toHaveCount(0)
    await page.clock.fastForward(5000)
    await expect(card).toBeVisible()
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
    await page.clock.install()
    // The card's 5 s start when its own island hydrates; the clock runs meanwhile, so this waits
    // for that island only, not for every island of the home page.
    const relatedTools = page.locator('[data-island="RelatedTools"]')
    await page.goto('/es')
    await expect(relatedTools).toHaveAttribute('data-hydrated', 'true')
    await page.clock.fastForward(4000)
    const card = page.getByRole('complementary', { name: 'Herramientas relacionadas' })
    await expect(card).toHaveCount(0)
    await page.clock.fastForward(1000)
    await expect(card).toBeVisible()
    await expect(card.getByRole('link', { name: 'Calculadora de embarazo' })).toHaveAttribute(
      'href',
      '/es/pregnancy-calculator',
    )
    await card.getByRole('link', { name: 'Calculadora de embarazo' }).click()
    await expect(page).toHaveURL('/es/pregnancy-calculator')
    await expect(relatedTools).toHaveAttribute('data-hydrated', 'true')
    await expect(card).toHaveCount(0)
    await page.clock.fastForward(5000)
    await expect(card).toBeVisible()
  })
})

test.describe('not-found page', () => {
  test('answers 404 and takes the visitor to the home page of its language after 5 s', async ({ page }) => {
    await page.clock.install()
    const response = await page.goto('/fr/nulle-part')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/fr')
    await islandsHydrated(page)
    // The clock also runs on its own between steps, so the exact 5 s boundary is the unit tier's.
    await page.clock.fastForward(4000)
    await expect(page).toHaveURL('/fr/nulle-part')
    await page.clock.fastForward(1000)
    await expect(page).toHaveURL('/fr')
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  })

  test('an unknown language is English and goes to /', async ({ page }) => {
    await page.clock.install()
    const response = await page.goto('/de/faq')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
    await islandsHydrated(page)
    await page.clock.fastForward(5000)
    await expect(page).toHaveURL('/')
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
