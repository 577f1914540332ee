import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { pregnancyWarningsAt } from '../../client/calc/pregnancy-warnings.ts'
import { formatDate, formatDateRange, type Temporal } from '../../client/calc/temporal.ts'
import { messageFormatter } from '../../client/i18n/format-message.server.ts'
import { locales } from '../../client/i18n/locales.ts'
import { messagesFor } from '../../client/i18n/messages.server.ts'
import { localizedPath } from '../../client/routes.ts'
import { today } from './clock.ts'

const get = async (path: string) =>
  (await exports.default.fetch(new Request(`http://localhost${path}`))).text()
/** The result part of a page: from the result panel on (the island's data block is JSON, not markup). */
const result = (html: string) => {
  const start = html.indexOf('class="result-panel"')
  expect(start, 'a result is rendered').toBeGreaterThan(-1)
  return html.slice(start).replace(/<script[\s\S]*?<\/script>/g, '')
}
const decoded = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
const ago = (days: number) => today.subtract({ days })

describe('when to call now, in the result a page is sent with (no JavaScript), in every language (M3)', () => {
  const cases: [
    'pregnancy-calculator' | 'due-date-calculator' | 'pregnancy-calculator-for-twins',
    (lmp: Temporal.PlainDate) => string,
    number,
  ][] = [
    ['pregnancy-calculator', (lmp) => `lmp=${lmp}&cycle=28`, 6 * 7],
    ['pregnancy-calculator', (lmp) => `lmp=${lmp}&cycle=28`, 30 * 7 + 2],
    ['due-date-calculator', (lmp) => `method=lmp&lmp=${lmp}`, 10 * 7],
    ['due-date-calculator', (lmp) => `method=lmp&lmp=${lmp}`, 25 * 7],
    ['pregnancy-calculator-for-twins', (lmp) => `lmp=${lmp}`, 21 * 7],
  ]
  for (const locale of locales) {
    it(`${locale}: each calculator lists the red flags of the week, whom to call and the emergency line`, async () => {
      const t = messagesFor(locale) as Record<string, string>
      for (const [slug, query, days] of cases) {
        const path = `${localizedPath(locale, slug)}?${query(ago(days))}`
        const html = decoded(result(await get(path)))
        expect(html, path).toContain('class="caution"')
        expect(html, path).toContain(t['pregnancyWarning.lead'])
        expect(html, path).toContain(t['pregnancyWarning.intro'])
        expect(html, path).toContain(t['pregnancyWarning.emergency'])
        const weeks = Math.floor(days / 7)
        for (const key of pregnancyWarningsAt(weeks))
          expect(html, `${path} ${key}`).toContain(t[`pregnancyWarning.${key}`])
        // The flags of other weeks are not shown.
        if (weeks >= 14) expect(html, path).not.toContain(t['pregnancyWarning.ectopic'])
        if (weeks < 24) expect(html, path).not.toContain(t['pregnancyWarning.movements'])
      }
    })
  }
})

describe('dating from a long or short cycle, and from a scan (M8, E6)', () => {
  it('a 40-day or 19-day cycle says the dating scan will set the due date; 28 days does not', async () => {
    for (const locale of locales) {
      const format = messageFormatter(locale)
      const at = (cycle: number) =>
        get(`${localizedPath(locale, 'pregnancy-calculator')}?lmp=${ago(50)}&cycle=${cycle}`)
      expect(decoded(await at(40)), locale).toContain(format('pregnancy.cycleCaution', { length: 'long' }))
      expect(decoded(await at(19)), locale).toContain(format('pregnancy.cycleCaution', { length: 'short' }))
      expect(decoded(result(await at(28))), locale).not.toContain(
        messagesFor(locale)['pregnancy.cycleCautionLead'],
      )
    }
  })

  it('the scan with a last period keeps or replaces the date by ACOG CO 700 and says why', async () => {
    const lmp = ago(100)
    // A scan at 8+6 by its own measure, 6 days "younger" than the last period says: re-dated.
    const scan = lmp.add({ days: 8 * 7 + 6 + 6 })
    const moved = decoded(
      result(await get(`/due-date-calculator?method=ultrasound&scan=${scan}&weeks=8&days=6&scanLmp=${lmp}`)),
    )
    const format = messageFormatter('en')
    expect(moved).toContain(formatDate(scan.add({ days: 280 - 62 }), 'en'))
    expect(moved).toContain(
      format('dueDate.scanKeptScan', {
        difference: 6,
        threshold: 5,
        lmpDue: formatDate(lmp.add({ days: 280 }), 'en'),
      }),
    )
    expect(moved).toContain(format('dueDate.scanCrl'))
    expect(moved).toContain(format('dueDate.scanFixed'))
    // 5 days: the last period's date stands.
    const near = lmp.add({ days: 8 * 7 + 6 + 5 })
    const kept = decoded(
      result(
        await get(`/ru/due-date-calculator?method=ultrasound&scan=${near}&weeks=8&days=6&scanLmp=${lmp}`),
      ),
    )
    expect(kept).toContain(formatDate(lmp.add({ days: 280 }), 'ru'))
    expect(kept).toContain(messageFormatter('ru')('dueDate.scanKeptLmp', { difference: 5, threshold: 5 }))
    // A scan at 4 weeks is refused (CO 700: crown–rump length from about 6 weeks).
    const early = await get(`/due-date-calculator?method=ultrasound&scan=${ago(10)}&weeks=4&days=0`)
    expect(decoded(early)).toContain(messagesFor('en')['dueDate.invalidScanAge'])
    expect(early).not.toContain('class="result-panel"')
  })
})

describe('twins: the standard due date and the planned-birth windows (E4, M9)', () => {
  it('every language shows the 40-week date, the three types and "not known yet", with dates', async () => {
    const lmp = ago(150)
    for (const locale of locales) {
      const t = messagesFor(locale) as Record<string, string>
      const html = decoded(
        result(await get(`${localizedPath(locale, 'pregnancy-calculator-for-twins')}?lmp=${lmp}`)),
      )
      expect(html, locale).toContain(formatDate(lmp.add({ days: 280 }), locale))
      expect(html, locale).not.toContain(formatDate(lmp.add({ days: 266 }), locale))
      for (const type of ['dcda', 'mcda', 'mcma', 'unknown'])
        expect(html, locale).toContain(t[`twins.type.${type}`])
      // DCDA by ACOG: 38+0 to 38+6; MCDA by NICE: from 36+0.
      expect(html, locale).toContain(formatDateRange(lmp.add({ days: 266 }), lmp.add({ days: 272 }), locale))
      expect(html, locale).toContain(formatDate(lmp.add({ days: 252 }), locale))
    }
  })
})
