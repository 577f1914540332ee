import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'

/**
 * Every test fails on a console error or an uncaught exception in the page (a hydration
 * mismatch shows up as one), the way a person would notice a broken page.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() !== 'error' && message.type() !== 'warning') return
        // Chromium logs the 404 status of a not-found document itself; that page is meant to be a 404.
        const documentNotFound =
          message.text().includes('status of 404') && message.location().url === page.url()
        if (!documentNotFound) errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      await use(errors)
      expect(errors, 'console errors and warnings').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/** Waits until every island on the page has been hydrated by React. */
export async function islandsHydrated(page: Page) {
  await page.waitForLoadState('load')
  const islands = page.locator('[data-island]')
  const count = await islands.count()
  for (let i = 0; i < count; i++) await expect(islands.nth(i)).toHaveAttribute('data-hydrated', 'true')
}

/** axe-core violations a visitor would be blocked by (serious or critical). */
export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

export const phone = { width: 390, height: 844 }
export const desktop = { width: 1280, height: 900 }
