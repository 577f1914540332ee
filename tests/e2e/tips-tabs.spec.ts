import type { Page } from '@playwright/test'
import { expect, islandsHydrated, test, wcagViolations } from './fixtures.ts'

const tabs = ['Lifestyle', 'Nutrition', 'Tracking', 'Timing']
const headings = [
  'Healthy habits that support fertility',
  'Eating well before pregnancy',
  'Getting to know your cycle',
  'Timing sex to conceive',
]
/** docs/product.md §9's figures, by the panel that states them. */
const figures = [
  ['BMI of 18.5–24.9', '3–5 times a week for 30–60 minutes', 'Sleep 7–8 hours'],
  // Folic acid: 400 micrograms a day until 12 weeks, a higher prescribed dose for some (issue 46, M12).
  [
    '400 micrograms of folic acid a day',
    'until 12 weeks of pregnancy',
    'ask your doctor',
    '200 mg a day or less',
  ],
  ['at least 3 months'],
  ['every 1–2 days during your fertile window'],
]

const tablist = (page: Page) => page.getByRole('tablist', { name: 'Fertility tips by topic' })
const tab = (page: Page, name: string) => tablist(page).getByRole('tab', { name })

/** Only the tab `name` is selected and in the tab order, and only its panel shows. */
async function expectSelected(page: Page, name: string) {
  for (const [index, other] of tabs.entries()) {
    const selected = other === name
    await expect(tab(page, other)).toHaveAttribute('aria-selected', String(selected))
    await expect(tab(page, other)).toHaveAttribute('tabindex', selected ? '0' : '-1')
    const panel = page.getByRole('tabpanel', { name: other })
    if (selected) {
      await expect(panel).toBeVisible()
      await expect(panel.getByRole('heading', { level: 2 })).toHaveText(headings[index] ?? '')
    } else {
      await expect(panel).toBeHidden()
    }
  }
}

test.describe('fertility tips tabs', () => {
  test('open on Lifestyle and switch by mouse, each panel with its figures', async ({ page }) => {
    await page.goto('/fertility-tips')
    await islandsHydrated(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fertility Tips')
    await expect(tablist(page).getByRole('tab')).toHaveText(tabs)
    await expectSelected(page, 'Lifestyle')
    for (const [index, name] of tabs.entries()) {
      await tab(page, name).click()
      await expectSelected(page, name)
      const panel = page.getByRole('tabpanel', { name })
      await expect(panel).toHaveAttribute('id', (await tab(page, name).getAttribute('aria-controls')) ?? '')
      const items = panel.getByRole('listitem')
      expect(await items.count()).toBeGreaterThanOrEqual(3)
      expect(await items.count()).toBeLessThanOrEqual(5)
      for (const figure of figures[index] ?? []) await expect(panel).toContainText(figure)
    }
  })

  test('arrows wrap, Home and End jump, focus follows, Tab leaves for the panel', async ({ page }) => {
    await page.goto('/fertility-tips')
    await islandsHydrated(page)
    await tab(page, 'Lifestyle').focus()
    const press = async (key: string, expected: string) => {
      await page.keyboard.press(key)
      await expect(tab(page, expected)).toBeFocused()
      await expectSelected(page, expected)
    }
    await press('ArrowRight', 'Nutrition')
    await press('ArrowRight', 'Tracking')
    await press('ArrowRight', 'Timing')
    await press('ArrowRight', 'Lifestyle')
    await press('ArrowLeft', 'Timing')
    await press('ArrowLeft', 'Tracking')
    await press('Home', 'Lifestyle')
    await press('End', 'Timing')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('tabpanel', { name: 'Timing' })).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(tab(page, 'Timing')).toBeFocused()
  })

  test('the guide sign-up and the calculator link follow, in the page language', async ({ page }) => {
    await page.goto('/fertility-tips')
    await expect(
      page.getByRole('region', { name: 'Free guide: boost your fertility naturally' }),
    ).toBeVisible()
    await expect(
      page.getByRole('link', { name: 'Find your fertile window with our ovulation calculator' }),
    ).toHaveAttribute('href', '/')
    await page.goto('/fr/fertility-tips')
    await expect(
      page.getByRole('link', {
        name: 'Trouvez votre fenêtre de fertilité avec notre calculateur d’ovulation',
      }),
    ).toHaveAttribute('href', '/fr')
  })

  test('French tabs read in French, with French figures', async ({ page }) => {
    await page.goto('/fr/fertility-tips')
    await islandsHydrated(page)
    await expect(tablist(page)).toHaveCount(0)
    const list = page.getByRole('tablist', { name: 'Conseils fertilité par thème' })
    await expect(list.getByRole('tab')).toHaveText([
      'Mode de vie',
      'Alimentation',
      'Suivi du cycle',
      'Le bon moment',
    ])
    await expect(page.getByRole('tabpanel', { name: 'Mode de vie' })).toContainText('entre 18,5 et 24,9')
    await list.getByRole('tab', { name: 'Alimentation' }).click()
    await expect(page.getByRole('tabpanel', { name: 'Alimentation' })).toContainText('200 mg par jour')
  })

  test('has no serious axe violations', async ({ page }) => {
    await page.goto('/fertility-tips')
    await islandsHydrated(page)
    expect(await wcagViolations(page)).toEqual([])
    await tab(page, 'Tracking').click()
    expect(await wcagViolations(page)).toEqual([])
  })
})

test.describe('fertility tips without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('all four panels show in order, each under its heading, with every figure', async ({ page }) => {
    await page.goto('/fertility-tips')
    await expect(page.getByRole('tablist')).toHaveCount(0)
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      ...headings,
      'Free guide: boost your fertility naturally',
    ])
    for (const [index, heading] of headings.entries()) {
      // The panels keep their tab-panel role (the markup is the same with a script); each reads under its heading.
      const panel = page.getByRole('tabpanel').filter({ has: page.getByRole('heading', { name: heading }) })
      await expect(panel).toBeVisible()
      for (const figure of figures[index] ?? []) await expect(panel).toContainText(figure)
    }
    await expect(
      page.getByRole('link', { name: 'Find your fertile window with our ovulation calculator' }),
    ).toBeVisible()
  })
})
