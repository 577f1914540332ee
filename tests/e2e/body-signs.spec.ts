import type { Page } from '@playwright/test'
import { Temporal } from 'temporal-polyfill'
import { CYCLE_DB_NAME } from '../../client/islands/cycles/has-cycle-log.ts'
import { formatDateRange } from '../../core/calc/temporal.ts'
import { dateLong, daysAgo, daysText, longDate, today } from './dates.ts'
import { desktop, expect, islandsHydrated, messagesOf, phone, test, wcagViolations } from './fixtures.ts'
import { seedSignsLog, signsLog, storedLog } from './signs-log.ts'

/**
 * Body signs in My cycles (issue 51): a day's signs saved on the device from one form, by keyboard,
 * refused with a reason beside the field, replaced only once confirmed, kept through the store's
 * upgrade from version 1, and seen by a second tab.
 */

/** The day signs as the device holds them, read straight from IndexedDB. */
const storedDays = async (page: Page) => (await storedLog(page)).days

/** A version 1 log, written as the site before issue 51 wrote it: periods only. */
const seedVersion1 = (page: Page, starts: string[]) =>
  page.evaluate(
    ({ name, starts }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(name, 1)
        open.onupgradeneeded = () => open.result.createObjectStore('periods', { keyPath: 'start' })
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          const tx = db.transaction('periods', 'readwrite')
          for (const start of starts) tx.objectStore('periods').put({ start, excluded: false })
          tx.oncomplete = () => {
            db.close()
            resolve()
          }
        }
      }),
    { name: CYCLE_DB_NAME, starts },
  )

test('ru, phone, 4× slower CPU: the keyboard alone logs a day; a bad day is refused beside its field; a second entry asks first; a version 1 log is kept', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const t = messagesOf('ru')
  await page.setViewportSize(phone)
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  // The last period began 10 days ago: a positive LH test yesterday, cycle day 10, is read as the
  // surge (one before day 6 is not: clinical review N4).
  const starts = [daysAgo(66).toString(), daysAgo(38).toString(), daysAgo(10).toString()]
  await page.goto('/robots.txt')
  await seedVersion1(page, starts)
  await page.goto('/ru/my-cycles')
  await islandsHydrated(page)
  // The upgrade kept every period of the version 1 log.
  await expect(page.locator('.cycle-log').getByRole('rowheader')).toHaveCount(3)

  const form = page.getByRole('form', { name: t['signs.form.title'] })
  const day = daysAgo(1).toString()
  await form.getByLabel(t['signs.form.date'] ?? '', { exact: true }).fill(day)
  // Keyboard only: the temperature, then the mucus and LH choices by arrow keys, then Enter.
  await form.getByLabel(t['signs.form.reading'] ?? '', { exact: true }).focus()
  await page.keyboard.type('36,55')
  await form.getByRole('radio', { name: t['signs.feeling.none'] }).first().focus()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await expect(form.getByRole('radio', { name: t['signs.feeling.moist'] })).toBeChecked()
  await form.getByRole('group', { name: t['signs.form.appearance'] }).getByRole('radio').first().focus()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await expect(form.getByRole('radio', { name: t['signs.appearance.creamy'] })).toBeChecked()
  await form.getByRole('group', { name: t['signs.form.lh'] }).getByRole('radio').first().focus()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  const saved = (t['signs.form.saved'] ?? '').replace('{date}', dateLong(day, 'ru'))
  await expect(form.getByRole('status')).toHaveText(saved)
  expect(await storedDays(page)).toEqual([
    {
      date: day,
      lh: 'positive',
      temperature: { hundredths: 3655, disturbed: false },
      mucus: { feeling: 'moist', appearance: 'creamy' },
    },
  ])
  // What the signs say follows the saved day, once its confirmation is on screen (decision 062).
  await expect(page.locator('.current-window')).toContainText(
    `${(t['signs.now.lh'] ?? '').split('{date}')[0]}${dateLong(day, 'ru')}`,
  )
  expect(await wcagViolations(page)).toEqual([])

  // Tomorrow: refused beside the date, in Russian; nothing written.
  await form.getByLabel(t['signs.form.date'] ?? '', { exact: true }).fill(today().add({ days: 1 }).toString())
  await form.getByRole('button', { name: t['signs.form.save'] }).click()
  await expect(form.getByRole('alert')).toHaveText(t['signs.future'] ?? '')
  await expect(form.getByLabel(t['signs.form.date'] ?? '', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  )
  // 45 °C: refused beside the temperature.
  await form.getByLabel(t['signs.form.date'] ?? '', { exact: true }).fill(day)
  await form.getByLabel(t['signs.form.reading'] ?? '', { exact: true }).fill('45')
  await form.getByRole('button', { name: t['signs.form.save'] }).click()
  await expect(form.getByRole('alert')).toHaveText(t['signs.temperatureTooHigh'] ?? '')
  expect(await storedDays(page)).toHaveLength(1)

  // Other signs for the same day: asked first; "keep" writes nothing, "replace" writes them.
  await form.getByLabel(t['signs.form.reading'] ?? '', { exact: true }).fill('36,80')
  await form.getByRole('button', { name: t['signs.form.save'] }).click()
  const question = (t['signs.form.replace'] ?? '').replace('{date}', dateLong(day, 'ru'))
  await expect(form.getByRole('alert')).toContainText(question)
  await form.getByRole('button', { name: t['signs.form.replaceNo'] }).click()
  expect(await storedDays(page)).toMatchObject([{ temperature: { hundredths: 3655 } }])
  await form.getByRole('button', { name: t['signs.form.save'] }).click()
  await form.getByRole('button', { name: t['signs.form.replaceYes'] }).click()
  await expect(form.getByRole('status')).toHaveText(saved)
  expect(await storedDays(page)).toMatchObject([{ temperature: { hundredths: 3680 } }])
})

test('fr, desktop: offline, a day saved in one tab is known in the other, and deleting everything removes the days', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000)
  const t = messagesOf('fr')
  await page.setViewportSize(desktop)
  await page.goto('/fr/my-cycles')
  await islandsHydrated(page)
  const other = await context.newPage()
  await other.setViewportSize(desktop)
  await other.goto('/fr/my-cycles')
  await islandsHydrated(other)
  await context.setOffline(true)

  const form = page.getByRole('form', { name: t['signs.form.title'] })
  const day = daysAgo(2).toString()
  await form.getByLabel(t['signs.form.date'] ?? '', { exact: true }).fill(day)
  await form.getByRole('radio', { name: t['signs.test.positive'] }).first().check()
  await form.getByRole('button', { name: t['signs.form.save'] }).click()
  await expect(form.getByRole('status')).toHaveText(
    (t['signs.form.saved'] ?? '').replace('{date}', longDate(daysAgo(2), 'fr')),
  )

  // The other tab read the log again: the same day now offers its deletion there.
  const otherForm = other.getByRole('form', { name: t['signs.form.title'] })
  await otherForm.getByLabel(t['signs.form.date'] ?? '', { exact: true }).fill(day)
  const remove = (t['signs.form.delete'] ?? '').replace('{date}', longDate(daysAgo(2), 'fr'))
  await expect(otherForm.getByRole('button', { name: remove })).toBeVisible()
  await context.setOffline(false)

  // "Delete everything on this device" in the first tab: the days are gone in both.
  const data = page.getByRole('region', { name: t['cycles.data.title'] })
  await data.getByRole('button', { name: t['cycles.erase'] }).click()
  await data.getByRole('button', { name: t['cycles.erase.yes'] }).click()
  await form.getByLabel(t['signs.form.date'] ?? '', { exact: true }).fill(day)
  await expect(form.getByRole('button', { name: remove })).toBeHidden()
  await expect(otherForm.getByRole('button', { name: remove })).toBeHidden()
})

for (const { locale, viewport, width } of [
  { locale: 'ru', viewport: phone, width: 'phone' },
  { locale: 'fr', viewport: desktop, width: 'desktop' },
] as const) {
  test(`${locale}, ${width}: three charted cycles confirm ovulation, teach an 11-day luteal phase the predictions count back from (12 days, to the ovulation day), and one cycle draws and prints alone`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000)
    const t = messagesOf(locale)
    await page.setViewportSize(viewport)
    // window.print() records what the page looked like when it asked, then the browser "prints".
    await page.addInitScript(() => {
      const calls: (string | undefined)[] = []
      ;(window as unknown as { printed: typeof calls }).printed = calls
      window.print = () => {
        calls.push(document.documentElement.dataset.print)
        window.dispatchEvent(new Event('afterprint'))
      }
    })
    const log = signsLog({ today: today().toString(), cycles: 3 })
    await page.goto('/robots.txt')
    await seedSignsLog(page, log)
    await page.goto(`/${locale}/my-cycles`)
    await islandsHydrated(page)
    const signs = page.getByRole('region', { name: t['signs.section.title'] })

    // Each cycle's 28 days: the shift on day 18, the mucus peak on day 16, so the luteal phase is
    // 11 days (days 18–28, after day 17, the last low day, and before the next period) in all three
    // cycles, and predictions count back 12 days, to the ovulation day (review N5).
    const learned = signs.locator('.learned-luteal')
    await expect(learned).toContainText(`(${daysText(locale, 11, 0)})`)
    await expect(learned).toContainText(daysText(locale, 12, 0))
    const newest = log.periods.at(-2)?.start as string
    const firstHigher = Temporal.PlainDate.from(newest).add({ days: 17 })
    const cycle = signs.getByRole('region', { name: t['signs.cycle.title'] })
    await expect(cycle).toContainText(longDate(firstHigher, locale))
    // The predictions count back 12 days: every cycle is 28 days, so the next ovulation is on day 17
    // of the next cycle (28 − 12 + 1), and its fertile window days 12–18 (5 days before, 1 after);
    // with the usual 14 days it would be days 10–16.
    const last = Temporal.PlainDate.from(log.periods.at(-1)?.start as string)
    const predictions = page.getByRole('region', { name: t['cycles.predictions.title'] })
    await expect(predictions.getByRole('row').nth(1).getByRole('cell').last()).toHaveText(
      formatDateRange(last.add({ days: 11 }), last.add({ days: 17 }), locale),
    )

    // One cycle's chart and its table are drawn and laid out in advance, out of sight (decision
    // 062): until asked for, neither a screen reader nor the keyboard reaches them.
    await expect(cycle.locator('.signs-sheet svg[role="img"]')).toBeAttached()
    await page.evaluate(() => new Promise((settled) => requestAnimationFrame(() => setTimeout(settled, 50))))
    await expect(cycle.getByRole('img')).toHaveCount(0)
    await expect(cycle.getByRole('button', { name: t['signs.cycle.print'] })).toHaveCount(0)
    await cycle.locator('summary').focus()
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => !!document.activeElement?.closest('.signs-details'))).toBe(false)
    await cycle.getByText(t['signs.cycle.sheet'] ?? '').click()
    await expect(cycle.getByRole('img', { name: t['signs.chart.imageName'] })).toBeVisible()
    const table = cycle.getByRole('table')
    await expect(table.locator('tbody tr')).toHaveCount(28)
    await testInfo.attach(`cycle-${locale}-${width}.png`, {
      body: await cycle.screenshot(),
      contentType: 'image/png',
    })
    expect(await wcagViolations(page)).toEqual([])

    // Printed for a doctor: the page is marked while it prints, and only the cycle is on paper.
    await cycle.getByRole('button', { name: t['signs.cycle.print'] }).click()
    expect(await page.evaluate(() => (window as unknown as { printed: unknown[] }).printed)).toEqual([
      'cycle',
    ])
    expect(await page.evaluate(() => document.documentElement.dataset.print)).toBeUndefined()
    await page.evaluate(() => {
      document.documentElement.dataset.print = 'cycle'
    })
    await page.emulateMedia({ media: 'print' })
    await expect(page.locator('header').first()).toBeHidden()
    await expect(page.locator('.day-signs')).toBeHidden()
    await expect(cycle.getByRole('img', { name: t['signs.chart.imageName'] })).toBeVisible()
    await expect(table).toBeVisible()
    await testInfo.attach(`print-${locale}-${width}.png`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    })
  })
}

test('es, phone: a positive pregnancy test gives the due date from the confirmed ovulation, and pauses the predictions until resumed, through a reload', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const t = messagesOf('es')
  await page.setViewportSize(phone)
  // Three charted cycles; the third has no period after it, so it is the current cycle, 31 days in.
  const full = signsLog({ today: today().toString(), cycles: 3 })
  const log = { periods: full.periods.slice(0, -1), days: full.days }
  const start = Temporal.PlainDate.from(log.periods.at(-1)?.start as string)
  await page.goto('/robots.txt')
  await seedSignsLog(page, log)
  await page.goto('/es/my-cycles')
  await islandsHydrated(page)
  const signs = page.getByRole('region', { name: t['signs.section.title'] })
  const predictions = page.getByRole('region', { name: t['cycles.predictions.title'] })
  await expect(predictions).toBeVisible()

  // The current cycle's signs closed its window: the temperature's third higher reading, on day 20.
  const now = signs.getByRole('region', { name: t['signs.now.title'] })
  await expect(now).toContainText(longDate(start.add({ days: 19 }), 'es'))

  // Today's test, positive, from the day's form.
  const form = page.getByRole('form', { name: t['signs.form.title'] })
  await form
    .getByRole('group', { name: t['signs.form.pregnancyTest'] })
    .getByRole('radio', { name: t['signs.test.positive'] })
    .check()
  await form.getByRole('button', { name: t['signs.form.save'] }).click()

  // The ovulation the double check placed: the last low day, day 17 (the shift came on day 18).
  const ovulation = start.add({ days: 16 })
  const note = signs.locator('.pregnancy-from-log')
  await expect(note).toContainText(longDate(today(), 'es'))
  await expect(note).toContainText(longDate(ovulation.add({ days: 266 }), 'es'))
  await expect(note.getByRole('link', { name: t['signs.pregnancy.note.link'] })).toHaveAttribute(
    'href',
    `/es/due-date-calculator?method=conception&conception=${ovulation}`,
  )
  // The period predictions pause, and say why.
  await expect(predictions).toBeHidden()
  const paused = page.getByText(t['signs.pregnancy.pause.line']?.split('{')[0] ?? '')
  await expect(paused).toBeVisible()
  await page.getByRole('button', { name: t['signs.pregnancy.pause.resume'] }).click()
  await expect(predictions).toBeVisible()

  // Resumed stays resumed on this device; the note stays.
  await page.reload()
  await islandsHydrated(page)
  await expect(note).toContainText(longDate(ovulation.add({ days: 266 }), 'es'))
  await expect(predictions).toBeVisible()
  await expect(paused).toBeHidden()
})

test('ru, phone: the chart’s axis and row names stay in view while its days scroll (issue 60, item 5)', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const t = messagesOf('ru')
  await page.setViewportSize(phone)
  await page.goto('/robots.txt')
  await seedSignsLog(page, signsLog({ today: today().toString(), cycles: 3, gap: 14 }))
  await page.goto('/ru/my-cycles')
  await islandsHydrated(page)
  await page.locator('.signs-details summary').click()
  const region = page.locator('.signs-chart .table-scroll').first()
  const axis = region.locator('.signs-chart-axis')
  await expect(axis).toBeVisible()
  const leftOf = async () => ((await axis.boundingBox())?.x ?? 0) - ((await region.boundingBox())?.x ?? 0)
  expect(await leftOf()).toBeLessThan(2)
  // Scrolled to the cycle's last days: the axis is still at the region's left edge, with its words.
  await region.evaluate((element) => element.scrollBy({ left: element.scrollWidth }))
  await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(100)
  expect(await leftOf()).toBeLessThan(2)
  await expect(axis).toContainText(t['signs.chart.row.cycleDay'] ?? '')

  // The whole cycle at once (review m1): nothing left to scroll, the axis drawn in the image itself.
  const whole = page.getByRole('button', { name: t['signs.chart.whole'] }).first()
  await whole.click()
  await expect(whole).toHaveAttribute('aria-pressed', 'true')
  await expect(axis).toHaveCount(0)
  const image = region.getByRole('img')
  await expect(image).toContainText(t['signs.chart.row.cycleDay'] ?? '')
  expect(await region.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(1)
  await whole.click()
  await expect(axis).toBeVisible()
})
