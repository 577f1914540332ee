import { daysAgo } from './dates.ts'
import { desktop, expect, islandsHydrated, messagesOf, phone, test, wcagViolations } from './fixtures.ts'

/*
 * Issue 46: the warnings sit where the visitor acts, with JavaScript as without it (the worker
 * tests read the server's pages in five languages): a result calculated in the browser says that its
 * dates are no contraception, that a late period wants a test rather than more cycles, and that a
 * cycle under 21 or over 35 days cannot be dated.
 */

const languages = [
  { locale: 'en', prefix: '' },
  { locale: 'fr', prefix: '/fr' },
  { locale: 'ru', prefix: '/ru' },
  { locale: 'es', prefix: '/es' },
  { locale: 'pt', prefix: '/pt' },
] as const

for (const { locale, prefix } of languages) {
  const viewport = locale === 'en' ? desktop : phone
  test(`${locale} at ${viewport.width} px: a calculated result warns where the visitor acts`, async ({
    page,
  }) => {
    const t = messagesOf(locale)
    await page.setViewportSize(viewport)
    await page.goto(`${prefix}/`)
    await islandsHydrated(page)
    const form = page.getByRole('main').locator('form').first()
    const results = page.locator('.calculator .results')
    const calculate = async (lmp: string, cycle: string) => {
      await form.getByLabel(t['ovulation.lastPeriodLabel'] ?? '').fill(lmp)
      await form.getByLabel(t['calc.cycleLengthLabel'] ?? '').fill(cycle)
      await form.getByRole('button', { name: t['ovulation.calculateButton'] }).click()
    }

    // A period due in 18 days: the window, NICE's advice beside it, and no contraception.
    await calculate(daysAgo(10).toString(), '28')
    await expect(results.getByText(t['ovulation.nice'] ?? '')).toBeVisible()
    await expect(results.getByText(t['cycleWarning.notContraceptionLead'] ?? '')).toBeVisible()
    await expect(results.getByText(t['cycleWarning.lateLead'] ?? '')).toHaveCount(0)
    expect(await wcagViolations(page)).toEqual([])

    // 40 days after a 28-day cycle began: a test, not two more cycles as if nothing had happened.
    await calculate(daysAgo(40).toString(), '28')
    await expect(results.getByText(t['cycleWarning.lateLead'] ?? '')).toBeVisible()
    await expect(results.getByText(t['cycleWarning.lateTest'] ?? '')).toBeVisible()
    await expect(results.getByText(t['cycleWarning.noPeriod'] ?? '')).toHaveCount(0)
    await expect(results.getByText(t['ovulation.nextCyclesTitle'] ?? '')).toHaveCount(0)

    // A 45-day cycle: no ovulation date, and why.
    await calculate(daysAgo(10).toString(), '45')
    await expect(results.getByText(t['ovulation.unpredictableLead'] ?? '')).toBeVisible()
    await expect(results.locator('dt', { hasText: t['ovulation.ovulationDate'] ?? '' })).toHaveCount(0)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    )
    expect(await wcagViolations(page)).toEqual([])
  })
}
