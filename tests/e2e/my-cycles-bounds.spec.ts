import type { Page } from '@playwright/test'
import { daysAgo, today } from './dates.ts'
import { expect, islandsHydrated, messagesOf, phone, test } from './fixtures.ts'
import { seedSignsLog } from './signs-log.ts'

/**
 * No date before 1900 comes into My cycles, and none already kept stops the page (issue 60, item 7;
 * security review, medium 1): a start typed as `0202-11-01` for 2025, the review's 224-byte file
 * with a start in year 1, and a year-1 start kept by an older version, each followed by a reading.
 * The page is used throughout, as a visitor would use it: "Delete everything" still answers.
 */

const logRows = (page: Page) => page.locator('.cycle-log').getByRole('rowheader')

/** The review's file, byte for byte, its reading dated two days before the run's today. */
const ancient = () =>
  `{"format":"fertilitycalc-cycles","version":2,"periods":[{"start":"0001-01-01","excluded":false}],"days":[{"date":"${daysAgo(2)}","temperature":{"hundredths":3650,"disturbed":false}}]}`

test('ru, phone, 4× slower CPU: a start typed in year 202 and a file from year 1 are refused, and the page goes on', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.setViewportSize(phone)
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  const t = messagesOf('ru')
  await page.goto('/ru/my-cycles')
  await islandsHydrated(page)
  const add = page.getByLabel(t['cycles.addLabel'] ?? '', { exact: true })
  await expect(add).toHaveAttribute('min', '1900-01-01')
  await add.fill('0202-11-01')
  await page.getByRole('button', { name: t['cycles.add'] }).click()
  await expect(page.locator('#cycle-problem')).toHaveText(t['cycles.tooOld'] ?? '')
  await expect(logRows(page)).toHaveCount(0)

  const data = page.getByRole('region', { name: t['cycles.data.title'] })
  await data.getByLabel(t['cycles.import.label'] ?? '').setInputFiles({
    name: 'ancient.json',
    mimeType: 'application/json',
    buffer: Buffer.from(ancient()),
  })
  const preview = data.getByRole('region', { name: t['cycles.import.title'] })
  await expect(preview.locator('.import-rejected li').first()).toContainText(t['cycles.tooOld'] ?? '')
  // The year-1 start is a line left out; the file's one reading is what is left to import.
  await preview.getByRole('button', { name: t['signs.data.confirm'] }).click()
  await expect(preview).toHaveCount(0)
  await expect(logRows(page)).toHaveCount(0)

  // A reading of today, the step that froze the page after the review's typed date.
  const form = page.getByRole('form', { name: t['signs.form.title'] })
  await form.getByLabel(t['signs.form.reading'] ?? '', { exact: true }).fill('36,55')
  await form.getByRole('button', { name: t['signs.form.save'] }).click()
  await expect(form.getByRole('status')).toBeVisible()
})

test('en, phone: a year-1 start kept by an older version is left out, and "Delete everything" answers', async ({
  page,
}) => {
  await page.setViewportSize(phone)
  const t = messagesOf('en')
  await page.goto('/robots.txt')
  await seedSignsLog(page, {
    periods: [
      { start: '0001-01-01', excluded: false },
      { start: daysAgo(30).toString(), excluded: false },
    ],
    days: [{ date: today().toString(), temperature: { hundredths: 3650, disturbed: false } }],
  })
  await page.goto('/my-cycles')
  await islandsHydrated(page)
  await expect(logRows(page)).toHaveCount(1)
  const data = page.getByRole('region', { name: t['cycles.data.title'] })
  await data.getByRole('button', { name: t['cycles.erase'] }).click()
  const question = page.getByRole('alert').filter({ hasText: t['cycles.erase.question'] ?? '' })
  await question.getByRole('button', { name: t['cycles.erase.yes'] }).click()
  await expect(logRows(page)).toHaveCount(0)
})
