import type { Page } from '@playwright/test'
import { daysAgo, longDate } from './dates.ts'
import {
  desktop,
  expect,
  holdAnimations,
  holdRuntime,
  islandHydrated,
  paintedOpacity,
  phone,
  test,
} from './fixtures.ts'
import { unexpectedShift, watchShifts } from './layout-shifts.ts'

/**
 * The first press of every toggle and calculator, on a phone-speed CPU (4× slower), gives its
 * effect, and nothing on the page moves that the visitor did not move (issue 27). How fast is
 * the bench's (`npm run bench`); here, only what the visitor sees. Whether a page streaming in on a
 * 25× slower phone, or cut short after any tag, moves what it has drawn is the bench's too
 * (`npm run bench -- --streaming`, scripts/bench-streaming.ts): it loads some 650 cut pages.
 */

async function openSlow(page: Page, path: string) {
  await watchShifts(page)
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await page.goto(path, { waitUntil: 'domcontentloaded' })
}

test.describe('the first press, before any script, on a slow phone', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(phone)
  })

  test('a tab is switched at once, and the island carries on from it', async ({ page }) => {
    const release = await holdRuntime(page)
    await openSlow(page, '/ru/fertility-tips')
    const tablist = page.getByRole('tablist', { name: 'Советы по фертильности по темам' })
    const nutrition = tablist.getByRole('tab', { name: 'Питание' })
    await nutrition.click()
    await expect(nutrition).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel', { name: 'Питание' })).toBeVisible()
    await expect(page.getByRole('tabpanel', { name: 'Образ жизни' })).toBeHidden()
    release()
    await islandHydrated(page, 'TipsTabs')
    // The machine started from the tab chosen before it: the next tab after Питание.
    await nutrition.focus()
    await page.keyboard.press('ArrowRight')
    await expect(tablist.getByRole('tab', { name: 'Отслеживание' })).toHaveAttribute('aria-selected', 'true')
    await expect(tablist.getByRole('tab', { name: 'Отслеживание' })).toBeFocused()
    await expect(nutrition).toHaveAttribute('aria-selected', 'false')
    expect(await unexpectedShift(page)).toEqual([])
  })

  test('the cycle stepper steps at once, and once only', async ({ page }) => {
    const release = await holdRuntime(page)
    await openSlow(page, '/')
    const calc = page.getByRole('region', { name: 'Calculate Your Ovulation' })
    await calc.getByRole('button', { name: 'Longer cycle (plus one day)' }).click()
    await expect(calc.getByLabel('Average cycle length')).toHaveValue('29')
    release()
    await islandHydrated(page, 'OvulationCalculator')
    await expect(calc.getByLabel('Average cycle length')).toHaveValue('29')
    await calc.getByRole('button', { name: 'Longer cycle (plus one day)' }).click()
    await expect(calc.getByLabel('Average cycle length')).toHaveValue('30')
    expect(await unexpectedShift(page)).toEqual([])
  })

  test('a due-date method shows its own field at once, and calculates from it', async ({ page }) => {
    const release = await holdRuntime(page)
    await openSlow(page, '/due-date-calculator')
    await page.getByRole('radio', { name: 'Conception date' }).check()
    await expect(page.getByRole('textbox', { name: 'Conception date' })).toBeVisible()
    await expect(page.getByLabel('First day of your last period')).toBeHidden()
    release()
    const conception = daysAgo(30)
    await page.getByRole('textbox', { name: 'Conception date' }).click()
    await page.getByRole('textbox', { name: 'Conception date' }).fill(conception.toString())
    await islandHydrated(page, 'DueDateCalculator')
    await page.getByRole('button', { name: 'Calculate Due Date' }).click()
    await expect(page.locator('.result-panel dd').first()).toHaveText(longDate(conception.add({ days: 266 })))
    expect(await unexpectedShift(page)).toEqual([])
  })

  test('the development turns a week at once, and the island carries on from it', async ({ page }) => {
    const release = await holdRuntime(page)
    // 100 days: 14 weeks and 2 days, so the development opens at 12 weeks.
    await openSlow(page, `/pt/pregnancy-calculator?lmp=${daysAgo(100)}&cycle=28`)
    const development = page.getByRole('region', { name: 'O desenvolvimento do seu bebê' })
    const shown = development.locator('.visualizer-week').filter({ visible: true })
    await expect(shown).toHaveText('12 semanas')
    await development.getByRole('button', { name: 'Próxima semana' }).click()
    await expect(shown).toHaveText('16 semanas')
    await expect(development.getByRole('button', { name: 'Semana anterior' })).toBeEnabled()
    release()
    await islandHydrated(page, 'PregnancyCalculator')
    await expect(shown).toHaveText('16 semanas')
    await development.getByRole('button', { name: 'Próxima semana' }).click()
    await expect(shown).toHaveText('20 semanas')
    for (let i = 0; i < 3; i++) await development.getByRole('button', { name: 'Semana anterior' }).click()
    await expect(shown).toHaveText('8 semanas')
    await expect(development.getByRole('button', { name: 'Semana anterior' })).toBeDisabled()
    expect(await unexpectedShift(page)).toEqual([])
  })

  test('a milestone opens at once, one at a time, without any script', async ({ page }) => {
    const release = await holdRuntime(page)
    await openSlow(page, `/fr/pregnancy-calculator?lmp=${daysAgo(100)}&cycle=28`)
    const milestones = page.locator('.milestone')
    await milestones.nth(1).locator('summary').click()
    await expect(milestones.nth(1).locator('p')).toBeVisible()
    await milestones.nth(3).locator('summary').click()
    await expect(milestones.nth(3).locator('p')).toBeVisible()
    await expect(milestones.nth(1).locator('p')).toBeHidden()
    release()
    expect(await unexpectedShift(page)).toEqual([])
  })

  test('the menu and the calculator options open at once', async ({ page }) => {
    const release = await holdRuntime(page)
    await openSlow(page, '/es')
    await page.getByRole('button', { name: 'Abrir o cerrar el menú' }).click()
    await expect(page.locator('#mobile-nav')).toBeVisible()
    await page.keyboard.press('Escape')
    await page.getByText('Fase lútea y ciclos irregulares').click()
    await expect(page.getByLabel('Fase lútea, en días')).toBeVisible()
    release()
    expect(await unexpectedShift(page)).toEqual([])
  })
})

test.describe('calculating on a slow phone', () => {
  test('typed at DOMContentLoaded, the first result shows and nothing moves as the island hydrates', async ({
    page,
  }) => {
    await page.setViewportSize(phone)
    await openSlow(page, '/ru')
    const calc = page.getByRole('region', { name: 'Рассчитайте овуляцию' })
    const lmp = daysAgo(10)
    // A visitor touches the field, then types: the field redrawing its own value is theirs.
    await calc.getByLabel('Первый день последних месячных').click()
    await calc.getByLabel('Первый день последних месячных').fill(lmp.toString())
    await islandHydrated(page, 'OvulationCalculator')
    await calc.getByRole('button', { name: 'Рассчитать овуляцию' }).click()
    await expect(calc.locator('.result-panel dd').first()).toHaveText(longDate(lmp.add({ days: 14 }), 'ru'))
    // The long parts follow the first screen.
    await expect(calc.getByRole('heading', { name: 'Ваши следующие два цикла' })).toBeVisible()
    expect(await unexpectedShift(page)).toEqual([])
  })

  test('pressing Calculate again at once, with another date, never leaves the older result', async ({
    page,
  }) => {
    await page.setViewportSize(desktop)
    await openSlow(page, '/pregnancy-calculator')
    const field = page.getByLabel('First day of your last period')
    await field.fill(daysAgo(60).toString())
    await islandHydrated(page, 'PregnancyCalculator')
    const calculate = page.getByRole('button', { name: 'Calculate', exact: true })
    await calculate.click()
    const latest = daysAgo(45)
    await field.fill(latest.toString())
    await calculate.click()
    await expect(page.locator('.result-panel dd').first()).toHaveText(longDate(latest.add({ days: 280 })))
    await expect(page).toHaveURL(new RegExp(`lmp=${latest}`))
    await expect(page.locator('.result-panel')).toHaveCount(1)
  })

  test('a new result offers "Save this period" as the button it is, from its first frame', async ({
    page,
  }) => {
    await page.setViewportSize(phone)
    await openSlow(page, '/fr')
    const calc = page.getByRole('region', { name: 'Calculez votre ovulation' })
    const field = calc.getByLabel('Premier jour de vos dernières règles', { exact: true })
    await field.fill(daysAgo(20).toString())
    await islandHydrated(page, 'OvulationCalculator')
    // Every element the presses add, as it is added: a link drawn and replaced before the frame
    // still shows here.
    await page.evaluate(() => {
      const added: string[] = []
      ;(window as unknown as { __added: string[] }).__added = added
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof Element)
              for (const save of [node, ...node.querySelectorAll('*')].filter((e) =>
                e.matches('.save-period > *'),
              ))
                added.push(save.tagName)
      }).observe(document.body, { childList: true, subtree: true })
    })
    const save = calc.getByRole('button', { name: 'Enregistrer ces règles dans «\u00a0Mes cycles\u00a0»' })
    for (const days of [20, 30]) {
      await field.fill(daysAgo(days).toString())
      await calc.getByRole('button', { name: 'Calculer mon ovulation' }).click()
      await expect(calc.locator('.result-panel dd').first()).toHaveText(
        longDate(daysAgo(days).add({ days: 14 }), 'fr'),
      )
      await expect(save).toBeVisible()
    }
    // The link is the page's answer without JavaScript; with it, the visitor never meets it.
    expect(await page.evaluate(() => (window as unknown as { __added: string[] }).__added)).toEqual([
      'BUTTON',
      'BUTTON',
    ])
  })

  // On a phone the form fills the screen: a result painted under it answered where nobody looked.
  for (const { width, locale, path, region, label, button } of [
    {
      width: phone,
      locale: 'es',
      path: '/es/pregnancy-calculator',
      region: 'Calcula tu fecha probable de parto',
      label: 'Primer día de tu última menstruación',
      button: 'Calcular',
    },
    {
      width: desktop,
      locale: 'en',
      path: '/',
      region: 'Calculate Your Ovulation',
      label: 'First day of last period',
      button: 'Calculate Ovulation',
    },
  ])
    test(`${locale} at ${width.width} px: each new result shows where the visitor is looking`, async ({
      page,
    }) => {
      await page.setViewportSize(width)
      await openSlow(page, path)
      // Time stands still for CSS animations: what shows is what the press's own frame shows.
      await holdAnimations(page)
      const calc = page.getByRole('region', { name: region })
      const field = calc.getByLabel(label, { exact: true })
      const figure = calc.locator('.result-panel dd').first()
      const days = path === '/' ? 14 : 280
      await field.fill(daysAgo(30).toString())
      await calc.getByRole('button', { name: button, exact: true }).click()
      await expect(figure).toHaveText(longDate(daysAgo(30).add({ days }), locale))
      await expect(figure).toBeInViewport({ ratio: 1 })
      // It is there whole in the frame of the press: nothing fades it in.
      expect(await paintedOpacity(figure)).toBe(1)
      // The visitor goes back up to the form and asks again: the new result comes to them.
      await page.evaluate(() => window.scrollTo(0, 0))
      await field.fill(daysAgo(40).toString())
      await calc.getByRole('button', { name: button, exact: true }).click()
      await expect(figure).toHaveText(longDate(daysAgo(40).add({ days }), locale))
      await expect(figure).toBeInViewport({ ratio: 1 })
      expect(await paintedOpacity(figure)).toBe(1)
      // Nothing the visitor was reading moved under them.
      expect(await unexpectedShift(page)).toEqual([])
    })
})
