import type { Page } from '@playwright/test'
import { latestSignup, uniqueEmail } from './d1.ts'
import { daysAgo, longDate } from './dates.ts'
import { announcedExpanded, desktop, expect, holdRuntime, islandHydrated, phone, test } from './fixtures.ts'

const recentDay = daysAgo(22)
const recent = recentDay.toString()
const early = daysAgo(175)

/**
 * The visitor who acts before any script has arrived, on a phone-speed CPU: islands load
 * nothing until touched, then hydrate without losing what was typed, ticked or opened.
 */

/** Chromium at a quarter of this machine's speed, as a mid-range phone. */
async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
}

const scriptRequests = new WeakMap<Page, string[]>()

// Noted from the network, not the page's resource timing: the browser's clock is Playwright's
// (fixtures.ts), whose stand-in `performance` keeps no entries.
test.beforeEach(({ page }) => {
  const urls: string[] = []
  scriptRequests.set(page, urls)
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(request.url())
  })
})

/** The scripts the page has requested so far. */
function scriptsLoaded(page: Page): string[] {
  return [...(scriptRequests.get(page) ?? [])]
}

/** Opens a page and hands it over at DOMContentLoaded, checking that no script has run yet. */
async function openBeforeScripts(page: Page, path: string) {
  await slowCpu(page)
  await page.goto(path, { waitUntil: 'domcontentloaded' })
  expect(scriptsLoaded(page)).toEqual([])
}

test.describe('calculators adopt what was typed before their script', () => {
  test('ovulation, in Russian at a phone width', async ({ page }) => {
    await page.setViewportSize(phone)
    // Two fields: the script is held until both are typed, so neither lands after hydration.
    const release = await holdRuntime(page)
    await openBeforeScripts(page, '/ru')
    const calc = page.getByRole('region', { name: 'Рассчитайте овуляцию' })
    await calc.getByLabel('Первый день последних месячных').fill(recent)
    await calc.getByLabel('Средняя продолжительность цикла').fill('30')
    release()
    await islandHydrated(page, 'OvulationCalculator')
    await expect(calc.getByLabel('Первый день последних месячных')).toHaveValue(recent)
    await expect(calc.getByLabel('Средняя продолжительность цикла')).toHaveValue('30')
    const button = calc.getByRole('button', { name: 'Рассчитать овуляцию' })
    // The island holds the date: Calculate is not inert.
    await expect(button).not.toHaveAttribute('aria-disabled')
    await button.click()
    await expect(calc.locator('.results dd').first()).toHaveText(longDate(recentDay.add({ days: 16 }), 'ru'))
    await expect(page).toHaveURL(`/ru?lmp=${recent}&cycle=30&luteal=14`)
  })

  test('pregnancy, in French at a desktop width', async ({ page }) => {
    await page.setViewportSize(desktop)
    await openBeforeScripts(page, '/fr/pregnancy-calculator')
    await page.getByLabel('Premier jour de vos dernières règles').fill(early.toString())
    await islandHydrated(page, 'PregnancyCalculator')
    await expect(page.getByLabel('Premier jour de vos dernières règles')).toHaveValue(early.toString())
    await page.getByRole('button', { name: 'Calculer', exact: true }).click()
    await expect(
      page
        .getByRole('definition')
        .filter({ hasText: longDate(early.add({ days: 280 }), 'fr').replace(/^1 /, '1er ') })
        .first(),
    ).toBeVisible()
  })

  const modes = [
    { mode: 'Last period', fill: { 'First day of your last period': early.toString() } },
    { mode: 'Conception date', fill: { 'Conception date': early.add({ days: 14 }).toString() } },
    { mode: 'IVF transfer', fill: { 'Embryo transfer date': early.add({ days: 19 }).toString() } },
    {
      mode: 'Ultrasound scan',
      fill: {
        'Date of the scan': early.add({ days: 70 }).toString(),
        'Age at the scan: weeks': '10',
        'and days': '0',
      },
    },
  ] as const
  for (const { mode, fill } of modes) {
    test(`due date by ${mode.toLowerCase()}, at a phone width`, async ({ page }) => {
      await page.setViewportSize(phone)
      await openBeforeScripts(page, '/due-date-calculator')
      const calc = page.getByRole('region', { name: 'Due Date Calculator' })
      // The mode is chosen before any script: the native radio keeps it, the island adopts it.
      await calc.getByRole('radio', { name: mode }).click()
      await islandHydrated(page, 'DueDateCalculator')
      await expect(calc.getByRole('radio', { name: mode })).toBeChecked()
      for (const [label, value] of Object.entries(fill)) {
        await calc.getByLabel(label, { exact: true }).and(page.locator(':not([type="radio"])')).fill(value)
      }
      await calc.getByRole('button', { name: 'Calculate Due Date' }).click()
      await expect(calc.getByRole('definition').first()).toHaveText(longDate(early.add({ days: 280 })))
    })
  }

  test('twins, in Portuguese at a phone width', async ({ page }) => {
    await page.setViewportSize(phone)
    await openBeforeScripts(page, '/pt/pregnancy-calculator-for-twins')
    await page.getByLabel('Primeiro dia da sua última menstruação').fill(early.toString())
    await islandHydrated(page, 'TwinCalculator')
    await expect(page.getByLabel('Primeiro dia da sua última menstruação')).toHaveValue(early.toString())
    await page.getByRole('button', { name: 'Calcular a data provável do parto de gêmeos' }).click()
    await expect(page.getByText(longDate(early.add({ days: 280 }), 'pt'))).toBeVisible()
  })

  test('Calculate pressed before the script arrives gets the result page', async ({ page }) => {
    const release = await holdRuntime(page)
    await openBeforeScripts(page, '/')
    const calc = page.getByRole('region', { name: 'Calculate Your Ovulation' })
    await calc.getByLabel('First day of last period').fill(recent)
    await calc.getByRole('button', { name: 'Calculate Ovulation' }).click()
    // Before the script, the browser's own GET: every field of the form, the empty options too,
    // opening the page at its result.
    await expect(page).toHaveURL(`/?lmp=${recent}&cycle=28&luteal=14&shortest=&longest=#result`)
    await expect(
      page.getByRole('region', { name: 'Calculate Your Ovulation' }).locator('.results dd').first(),
    ).toHaveText(longDate(recentDay.add({ days: 14 })))
    release()
  })

  test('a value that cannot be used, typed before the script, is shown as such once it runs', async ({
    page,
  }) => {
    await page.setViewportSize(phone)
    const release = await holdRuntime(page)
    await openBeforeScripts(page, '/ru')
    const calc = page.getByRole('region', { name: 'Рассчитайте овуляцию' })
    await calc.getByLabel('Первый день последних месячных').fill(recent)
    await calc.getByLabel('Средняя продолжительность цикла').fill('70')
    release()
    await islandHydrated(page, 'OvulationCalculator')
    await expect(calc.getByLabel('Средняя продолжительность цикла')).toHaveValue('70')
    await expect(calc.getByRole('alert')).toHaveText('Укажите продолжительность цикла целым числом дней.')
    await expect(calc.getByLabel('Средняя продолжительность цикла')).toHaveAttribute('aria-invalid', 'true')
  })

  test('a stepper button pressed before the script is not lost', async ({ page }) => {
    const release = await holdRuntime(page)
    await openBeforeScripts(page, '/es')
    const calc = page.getByRole('region', { name: 'Calcula tu ovulación' })
    await calc.getByRole('button', { name: 'Ciclo más largo (un día más)' }).click()
    release()
    await islandHydrated(page, 'OvulationCalculator')
    await expect(calc.getByLabel('Duración media del ciclo')).toHaveValue('29')
  })
})

test.describe('forms adopt what was typed before their script', () => {
  // In Portuguese: the Russian edition offers no sign-up (decision 068, consent.spec.ts).
  test('the sign-up card, in Portuguese at a phone width', async ({ page }) => {
    await page.setViewportSize(phone)
    // The address and the consent box: the script is held until both are given.
    const release = await holdRuntime(page)
    await openBeforeScripts(page, '/pt/fertility-tips')
    const card = page.getByRole('region', {
      name: 'Guia gratuito: aumente a sua fertilidade de forma natural',
    })
    const consent = card.getByRole('checkbox', {
      name: /^Autorizo que o FertilityCalc guarde o meu endereço de e-mail/,
    })
    const address = uniqueEmail('early')
    await card.getByLabel('Endereço de e-mail', { exact: true }).fill(address)
    await consent.check()
    release()
    await islandHydrated(page, 'SignupForm')
    await expect(card.getByLabel('Endereço de e-mail', { exact: true })).toHaveValue(address)
    await expect(consent).toBeChecked()
    await card.getByRole('button', { name: 'Quero o guia gratuito' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: 'Confira a sua caixa de entrada' }),
    ).toContainText(address)
    expect(latestSignup(address)).toMatchObject({ source: 'signup', language: 'pt' })
  })

  test('the contact form, in French at a desktop width', async ({ page }) => {
    await page.setViewportSize(desktop)
    const release = await holdRuntime(page)
    await openBeforeScripts(page, '/fr/contact')
    await page.getByLabel('Nom').fill('Camille')
    await page.getByLabel('Adresse e-mail', { exact: true }).fill(uniqueEmail('contact'))
    await page.getByLabel('Message', { exact: true }).fill('Bonjour, une question sur le calendrier.')
    const consent = page.getByRole('checkbox', { name: /^J’accepte que FertilityCalc conserve mon message/ })
    await consent.check()
    release()
    await islandHydrated(page, 'ContactForm')
    await expect(page.getByLabel('Nom')).toHaveValue('Camille')
    await expect(consent).toBeChecked()
    await page.getByRole('button', { name: 'Envoyer le message' }).click()
    await expect(page.getByRole('status')).toContainText('Message envoyé !')
  })
})

/** The menu button's icon once the menu is open: a cross (client/islands/MobileMenu.tsx). */
const CLOSE_ICON = 'M6 6l12 12M18 6L6 18'

test.describe('a reader loads no JavaScript', () => {
  const readerPages = [
    { kind: 'an article', path: '/when-do-i-ovulate-after-period', menu: 'Toggle menu' },
    { kind: 'a legal page', path: '/fr/privacy-policy', menu: 'Afficher ou masquer le menu' },
    { kind: 'the blog', path: '/ru/blog-posts', menu: 'Открыть или закрыть меню' },
    { kind: 'a calculator', path: '/pregnancy-calculator', menu: 'Toggle menu' },
  ]
  for (const { kind, path, menu } of readerPages) {
    test(`on ${kind}, until the visitor touches something interactive`, async ({ page }) => {
      await page.setViewportSize(phone)
      await page.goto(path, { waitUntil: 'load' })
      await page.mouse.wheel(0, 2000)
      await page.waitForTimeout(1500)
      expect(scriptsLoaded(page)).toEqual([])

      // One interaction: the menu, a native popover, opens at once and its island then follows it.
      const toggle = page.getByRole('button', { name: menu })
      await toggle.click()
      await expect(page.locator('#mobile-nav')).toBeVisible()
      await islandHydrated(page, 'MobileMenu')
      // Announced as expanded (from the popover itself), and the island shows the close icon.
      await expect.poll(() => announcedExpanded(page, menu)).toBe(true)
      await expect(toggle.locator('path')).toHaveAttribute('d', CLOSE_ICON)
      expect(scriptsLoaded(page).length).toBeGreaterThan(0)
      await page.keyboard.press('Escape')
      await expect(page.locator('#mobile-nav')).toBeHidden()
      await expect.poll(() => announcedExpanded(page, menu)).toBe(false)
      await expect(toggle.locator('path')).not.toHaveAttribute('d', CLOSE_ICON)
    })
  }
})

test.describe('state shown before the script is taken over', () => {
  test('a menu opened before the script stays open, and the island reports it', async ({ page }) => {
    await page.setViewportSize(phone)
    const release = await holdRuntime(page)
    await openBeforeScripts(page, '/es/faq')
    const toggle = page.getByRole('button', { name: 'Abrir o cerrar el menú' })
    await toggle.click()
    await expect(page.locator('#mobile-nav').getByRole('link', { name: 'Embarazo' })).toBeVisible()
    release()
    await islandHydrated(page, 'MobileMenu')
    await expect.poll(() => announcedExpanded(page, 'Abrir o cerrar el menú')).toBe(true)
    await expect(toggle.locator('path')).toHaveAttribute('d', CLOSE_ICON)
    await expect(page.locator('#mobile-nav')).toBeVisible()
  })

  test('the Related Tools chip appears at 5 s by CSS, and a close pressed before its script is kept', async ({
    page,
  }) => {
    await page.setViewportSize(desktop)
    const release = await holdRuntime(page)
    await page.goto('/fertility-tips', { waitUntil: 'load' })
    const card = page.getByRole('complementary', { name: 'Related Tools' })
    await expect(card).toBeVisible({ timeout: 10_000 })
    const shownAt = await page.evaluate(() => performance.now())
    expect(shownAt).toBeGreaterThanOrEqual(5000)
    expect(scriptsLoaded(page)).toEqual([])
    // The chip opens its links natively (a popover), still before any script.
    await card.getByRole('button', { name: 'Related Tools' }).click()
    await expect(card.getByRole('link', { name: 'Pregnancy Calculator' })).toBeVisible()
    await card.getByRole('button', { name: 'Close related tools' }).click()
    release()
    await islandHydrated(page, 'RelatedTools')
    await expect(card).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Show related tools' })).toBeFocused()
  })
})
