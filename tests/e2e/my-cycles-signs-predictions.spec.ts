import { formatDateRange } from '../../core/calc/temporal.ts'
import { daysText, today } from './dates.ts'
import { expect, islandsHydrated, messagesOf, phone, test } from './fixtures.ts'
import { seedSignsLog, signsLog } from './signs-log.ts'

/**
 * Signs move the predictions on the same screen (issue 60, item 4): a positive LH test today, on
 * cycle day 15, puts the current cycle's ovulation tomorrow or the day after; "Your next cycles"
 * and the calendar file follow it, with the luteal phase the three charted cycles taught.
 */
test('es, phone: a positive LH test moves the first predicted cycle and its .ics', async ({ page }) => {
  test.setTimeout(90_000)
  const t = messagesOf('es')
  await page.setViewportSize(phone)
  await page.goto('/robots.txt')
  await seedSignsLog(page, signsLog({ today: today().toString(), cycles: 3, gap: 14 }))
  await page.goto('/es/my-cycles')
  await islandsHydrated(page)

  const form = page.getByRole('form', { name: t['signs.form.title'] })
  await form
    .getByRole('group', { name: t['signs.form.lh'] })
    .getByRole('radio', { name: t['signs.test.positive'] })
    .check()
  await form.getByRole('button', { name: t['signs.form.save'] }).click()
  await expect(form.getByRole('status')).not.toBeEmpty()

  // Likely ovulation tomorrow or the day after; 12 days from it to the next period (learned).
  const ovulation = [today().add({ days: 1 }), today().add({ days: 2 })] as const
  const next = [ovulation[0].add({ days: 12 }), ovulation[1].add({ days: 12 })] as const
  const predictions = page.getByRole('region', { name: t['cycles.predictions.title'] })
  await expect(page.locator('.predictions-signs')).toHaveText(
    (t['cycles.predictions.signsLikely'] ?? '')
      .replace('{range}', formatDateRange(ovulation[0], ovulation[1], 'es'))
      .replace('{luteal}', daysText('es', 12, 0)),
  )
  await expect(predictions.locator('tbody tr').first().locator('td').first()).toHaveText(
    formatDateRange(next[0], next[1], 'es'),
  )
  // How the same rule fared on the last periods sits beside the predictions (issue 60, item 6),
  // not under the signs further down.
  const fared = (t['signs.hits.distance'] ?? '').split('{')[0] ?? ''
  await expect(predictions.locator('.prediction-hits')).toContainText(fared)
  await expect(page.locator('.body-signs .prediction-hits')).toHaveCount(0)
  const ics = page.getByRole('link', { name: t['cycles.ics'] })
  await expect(ics).toHaveAttribute(
    'href',
    new RegExp(`ovulation=likely\\.${ovulation[0]}\\.${ovulation[0]}\\.${ovulation[1]}`),
  )
})
