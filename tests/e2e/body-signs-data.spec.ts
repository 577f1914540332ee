import { readFileSync } from 'node:fs'
import type { Download, Locator, Page } from '@playwright/test'
import { DRIP_HEADER } from '../../core/calc/body-signs/drip-csv.ts'
import type { StoredDay } from '../../core/calc/body-signs/stored-day.ts'
import { formatDate, Temporal } from '../../core/calc/temporal.ts'
import { desktop, eraseEverything, expect, islandsHydrated, messagesOf, phone, test } from './fixtures.ts'
import { seedSignsLog, signsLog, storedLog } from './signs-log.ts'

/**
 * "Your data" with body signs (issue 51, item 6): drip's CSV and our file (version 2) downloaded,
 * everything deleted, the file imported back after its preview; and a CSV with a formula cell
 * refused in the preview, nothing written.
 */

const today = '2026-11-25'
// Three cycles of signs; the current period ended yesterday, so no day of it is after today.
const seeded = signsLog({ today, cycles: 3, gap: 5 })

/** What the device's database holds, read from the page; nothing once deleted (never made again here). */
const stored = storedLog

/** An ICU plural message of the catalogue, with its count, as react-intl would show it. */
function plural(message: string | undefined, count: number, locale: string) {
  const category = new Intl.PluralRules(locale).select(count)
  const branch = new RegExp(`\\b${category} \\{([^{}]*)\\}`).exec(message ?? '')?.[1] ?? ''
  return branch.replace('#', new Intl.NumberFormat(locale).format(count))
}

/** What drip's CSV can hold of a day: the temperature (value, time, exclude) and the mucus. */
const dripPart = ({ date, temperature, mucus }: StoredDay): StoredDay => ({
  date,
  ...(temperature ? { temperature } : {}),
  ...(mucus ? { mucus } : {}),
})

/**
 * The seeded days as drip's CSV gives them back: each day's drip part, and every period day with
 * drip's flow, "medium" where none was logged (decision 072), a day of its own where no sign was.
 */
function dripDays(): StoredDay[] {
  const days = new Map(seeded.days.map((day) => [day.date, dripPart(day)]))
  for (const { start, end } of seeded.periods) {
    for (let date = Temporal.PlainDate.from(start); ; date = date.add({ days: 1 })) {
      const iso = date.toString()
      days.set(iso, { ...(days.get(iso) ?? { date: iso }), bleeding: 'medium' })
      if (iso === (end ?? start)) break
    }
  }
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date))
}

const text = async (download: Download) => readFileSync(await download.path(), 'utf8')

for (const { locale, viewport, width } of [
  { locale: 'fr', viewport: desktop, width: 'desktop' },
  { locale: 'ru', viewport: phone, width: 'phone' },
] as const) {
  const t = messagesOf(locale)

  /** My cycles with the seeded log, and its "Your data" region. */
  const open = async (page: Page) => {
    await page.setViewportSize(viewport)
    await page.goto('/robots.txt')
    await seedSignsLog(page, seeded)
    await page.goto(`/${locale}/my-cycles`)
    await islandsHydrated(page)
    return page.getByRole('region', { name: t['cycles.data.title'] })
  }
  const download = async (page: Page, button: Locator) => {
    const [file] = await Promise.all([page.waitForEvent('download'), button.click()])
    return file
  }
  /** The body-signs section's word on the luteal phase its confirmed cycles taught: shown only with the days. */
  const learned = (page: Page) =>
    page.getByText((t['signs.luteal.learned'] ?? '').split('{')[0] ?? '', { exact: false })
  const eraseAll = async (page: Page) => {
    await eraseEverything(page, locale)
    await expect(learned(page)).toBeHidden()
  }

  test(`${locale}, ${width}: drip's CSV downloaded, everything deleted, imported back: the same CSV`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000)
    const data = await open(page)
    const drip = data.getByRole('button', { name: t['signs.data.exportDrip'] })
    await expect(data.getByText(t['signs.data.dripNote'] ?? '')).toBeVisible()
    const first = await download(page, drip)
    expect(first.suggestedFilename()).toBe(`my-cycles-${today}-drip.csv`)
    const csv = await text(first)
    expect(csv.split('\n')[0]).toBe(DRIP_HEADER.join(','))

    await eraseAll(page)
    await data.getByLabel(t['cycles.import.label'] ?? '').setInputFiles({
      name: 'drip.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    })
    const preview = data.getByRole('region', { name: t['cycles.import.title'] })
    await expect(preview.getByRole('heading')).toBeFocused()
    // The new periods, counted and named by their dates (issue 60, item 3); then the days.
    const items = preview.getByRole('listitem')
    await expect(items).toHaveCount(2)
    await expect(items.first()).toContainText(plural(t['cycles.import.added'], seeded.periods.length, locale))
    for (const period of seeded.periods.slice(0, 3))
      await expect(items.first()).toContainText(formatDate(Temporal.PlainDate.from(period.start), locale))
    await expect(items.nth(1)).toHaveText(plural(t['signs.data.daysAdded'], dripDays().length, locale))
    // Nothing is written before the visitor confirms.
    expect((await stored(page)).days).toEqual([])
    await data.screenshot({ path: testInfo.outputPath(`drip-preview-${locale}-${width}.png`) })
    await preview.getByRole('button', { name: t['signs.data.confirm'] }).click()
    await expect(preview).toBeHidden()
    // The body-signs section read the imported days again, in this tab.
    await expect(learned(page)).toBeVisible()

    // The days hold what drip's format can: temperatures (value, time, exclude), mucus and each
    // period day's flow; the periods are drip's bleeding days, each run of them one period.
    await expect.poll(async () => (await stored(page)).days).toEqual(dripDays())
    expect((await stored(page)).periods).toEqual(seeded.periods)
    expect(await text(await download(page, drip))).toBe(csv)
  })

  test(`${locale}, ${width}: our file downloaded, everything deleted, imported back: the same days`, async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const data = await open(page)
    const file = await download(page, data.getByRole('button', { name: t['cycles.export'] }))
    expect(file.suggestedFilename()).toBe(`my-cycles-${today}.json`)
    const json = await text(file)
    expect(JSON.parse(json)).toMatchObject({ version: 2, days: seeded.days, periods: seeded.periods })

    await eraseAll(page)
    await data.getByLabel(t['cycles.import.label'] ?? '').setInputFiles({
      name: 'copy.json',
      mimeType: 'application/json',
      buffer: Buffer.from(json),
    })
    const preview = data.getByRole('region', { name: t['cycles.import.title'] })
    await preview.getByRole('button', { name: t['signs.data.confirm'] }).click()
    await expect(preview).toBeHidden()
    await expect(learned(page)).toBeVisible()
    await expect.poll(async () => (await stored(page)).days).toEqual(seeded.days)
    expect((await stored(page)).periods).toEqual(seeded.periods)
  })

  test(`${locale}, ${width}: a formula cell, a wrong encoding, 100,000 rows, an unknown header: refused, nothing written`, async ({
    page,
  }) => {
    const data = await open(page)
    const before = await stored(page)
    const row = (cells: Record<string, string>) => DRIP_HEADER.map((column) => cells[column] ?? '').join(',')
    const csv = [
      DRIP_HEADER.join(','),
      row({ date: '2026-11-20', 'temperature.value': '36.60', 'temperature.exclude': 'false' }),
      row({ date: '2026-11-21', 'temperature.value': '"=HYPERLINK(""https://example.com"",""36.70"")"' }),
    ].join('\n')
    await data.getByLabel(t['cycles.import.label'] ?? '').setInputFiles({
      name: 'drip.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    })
    const preview = data.getByRole('region', { name: t['cycles.import.title'] })
    const refusal = (t['cycles.import.line'] ?? '')
      .replace('{line}', '3')
      .replace('{problem}', t['signs.csv.formula'] ?? '')
    await expect(preview.getByRole('listitem').filter({ hasText: refusal })).toBeVisible()
    expect(await stored(page)).toEqual(before)
    await preview.getByRole('button', { name: t['cycles.import.cancel'] }).click()
    await expect(preview).toBeHidden()
    expect(await stored(page)).toEqual(before)

    // A file drip's reader refuses whole says why, in the page's language, and writes nothing.
    const header = DRIP_HEADER.join(',')
    for (const [buffer, problem] of [
      // UTF-16 without its byte order mark (with one, the browser itself reads it right).
      [Buffer.from(csv, 'utf16le'), 'signs.csv.encoding'],
      [Buffer.from(`${header}\n${',\n'.repeat(100_001)}`), 'signs.csv.tooManyRows'],
      [Buffer.from(`${header}\n"2026-11-20,36.60`), 'signs.csv.quote'],
      // Neither drip's columns nor a date column: not a log.
      [Buffer.from('when,what\nyesterday,36.60'), 'cycles.import.notOurs'],
    ] as const) {
      await data.getByLabel(t['cycles.import.label'] ?? '').setInputFiles({
        name: 'drip.csv',
        mimeType: 'text/csv',
        buffer,
      })
      await expect(data.getByRole('alert')).toHaveText(t[problem] ?? '')
      expect(await stored(page)).toEqual(before)
    }
  })
}
