import type { Page } from '@playwright/test'
import { pregnancyWarningsAt } from '../../core/calc/pregnancy-warnings.ts'
import { daysAgo } from './dates.ts'
import { expect, islandsHydrated, messagesOf, phone, test, wcagViolations } from './fixtures.ts'

/**
 * "When to call now" beside a pregnancy result, where the visitor acts on it (issue 46, M3). The
 * panel being replaced stays in the DOM, hidden, until the new one's first frame (ResultPanel.tsx).
 */
const caution = (page: Page, locale = 'en') =>
  page
    .locator('.result-panel:not(.result-panel-leaving) .caution')
    .filter({ hasText: messagesOf(locale)['pregnancyWarning.lead'] ?? '' })

test.describe('when to call now, with JavaScript', () => {
  test.use({ viewport: phone })
  test('the pregnancy result lists the early red flags at 6 weeks and the later ones at 30', async ({
    page,
  }, testInfo) => {
    const t = messagesOf('en')
    await page.goto('/pregnancy-calculator')
    await islandsHydrated(page)
    await page.getByLabel('First day of your last period').fill(daysAgo(6 * 7).toString())
    await page.getByRole('button', { name: 'Calculate', exact: true }).click()
    const note = caution(page)
    await expect(note).toBeVisible()
    for (const key of pregnancyWarningsAt(6))
      await expect(note).toContainText(t[`pregnancyWarning.${key}`] ?? '')
    await expect(note).not.toContainText(t['pregnancyWarning.movements'] ?? '')
    await expect(note).toContainText(t['pregnancyWarning.emergency'] ?? '')
    await testInfo.attach('pregnancy-warnings-6-weeks-390.png', {
      body: await page.locator('.result-panel').screenshot(),
      contentType: 'image/png',
    })

    await page.getByLabel('First day of your last period').fill(daysAgo(30 * 7).toString())
    await page.getByRole('button', { name: 'Calculate', exact: true }).click()
    await expect(caution(page)).toContainText(t['pregnancyWarning.movements'] ?? '')
    await expect(caution(page)).not.toContainText(t['pregnancyWarning.ectopic'] ?? '')
  })
})

test.describe('after the due date and before a pregnancy, with JavaScript (issue 59)', () => {
  test.use({ viewport: phone })
  test('ru: a last period 3 days ago says when a test can tell, with no red flags; at 44 weeks it says to go today', async ({
    page,
  }, testInfo) => {
    const t = messagesOf('ru')
    await page.goto('/ru/pregnancy-calculator')
    await islandsHydrated(page)
    const field = page.getByLabel(t['pregnancy.lmpLabel'] ?? '')
    const calculate = page.getByRole('button', { name: t['pregnancy.calculate'], exact: true })
    const panel = page.locator('.result-panel:not(.result-panel-leaving)')
    await field.fill(daysAgo(3).toString())
    await calculate.click()
    await expect(panel.locator('.caution')).toContainText(t['pregnancyWarning.notYetLead'] ?? '')
    await expect(caution(page, 'ru')).toHaveCount(0)
    await expect(panel.getByRole('term').filter({ hasText: t['calc.conception'] ?? '' })).toHaveCount(0)
    await testInfo.attach('not-yet-ru-390.png', { body: await panel.screenshot(), contentType: 'image/png' })
    expect(await wcagViolations(page)).toEqual([])

    await field.fill(daysAgo(44 * 7).toString())
    await calculate.click()
    await expect(panel.locator('.caution').first()).toContainText(t['pregnancyWarning.postTerm'] ?? '')
    await expect(caution(page, 'ru')).toContainText(t['pregnancyWarning.movements'] ?? '')
    await expect(panel).not.toContainText(t['calc.currentWeek'] ?? '')
    // "You are here" is the post-term stage, not "Due date", and the visualizer names it too in
    // place of "100% of 40 weeks" (clinical review N1).
    const postTerm = t['pregnancyWarning.postTermLead'] ?? ''
    await expect(panel.locator('.milestone.current')).toContainText(postTerm)
    await expect(panel.locator('.visualizer progress + .hint')).toHaveText(postTerm)
    await testInfo.attach('post-term-ru-390.png', {
      body: await panel.screenshot(),
      contentType: 'image/png',
    })
    expect(await wcagViolations(page)).toEqual([])
  })
})

test.describe('when to call now, without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: phone })
  for (const [locale, path] of [
    ['fr', '/fr/due-date-calculator?method=lmp&lmp='],
    ['ru', '/ru/pregnancy-calculator?cycle=28&lmp='],
    ['es', '/es/pregnancy-calculator-for-twins?lmp='],
    ['pt', '/pt/due-date-calculator?method=lmp&lmp='],
  ] as const) {
    test(`${locale}: a result sent without script shows the red flags of its week`, async ({ page }) => {
      const t = messagesOf(locale)
      await page.goto(`${path}${daysAgo(26 * 7)}`)
      const note = caution(page, locale)
      await expect(note).toBeVisible()
      for (const key of pregnancyWarningsAt(26))
        await expect(note).toContainText(t[`pregnancyWarning.${key}`] ?? '')
      await expect(note).toContainText(t['pregnancyWarning.emergency'] ?? '')
    })
  }

  test('es: at 41 weeks the timeline is at the late-term stage, past the due date', async ({ page }) => {
    const t = messagesOf('es')
    await page.goto(`/es/due-date-calculator?method=lmp&lmp=${daysAgo(41 * 7)}`)
    const here = page.locator('.milestone.current')
    await expect(here).toHaveCount(1)
    await expect(here).toContainText(t['pregnancyWarning.lateTermLead'] ?? '')
    await expect(page.locator('#milestone-w40').locator('..')).toHaveClass(/past/)
  })
})
