import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { messageFormatter } from '../../client/i18n/format-message.server.ts'
import { messagesFor } from '../../client/i18n/messages.server.ts'
import { pregnancyWarningsAt } from '../../core/calc/pregnancy-warnings.ts'
import { formatDate, formatDateRange, type Temporal } from '../../core/calc/temporal.ts'
import { locales } from '../../core/i18n/locales.ts'
import { localizedPath } from '../../core/routes.ts'
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

describe('after the due date, and before a pregnancy can be known, without JavaScript in every language (issue 59, item 5)', () => {
  const slugs = {
    pregnancy: (lmp: Temporal.PlainDate) => `pregnancy-calculator?lmp=${lmp}&cycle=28`,
    dueDate: (lmp: Temporal.PlainDate) => `due-date-calculator?method=lmp&lmp=${lmp}`,
    twins: (lmp: Temporal.PlainDate) => `pregnancy-calculator-for-twins?lmp=${lmp}`,
  } as const
  /**
   * The result without its timeline, whose milestones past the due date carry the notes' headings
   * and words whatever the week; and the timeline's "You are here" milestone.
   */
  const page = async (locale: (typeof locales)[number], kind: keyof typeof slugs, days: number) => {
    const [slug, query] = slugs[kind](ago(days)).split('?') as [Parameters<typeof localizedPath>[1], string]
    const path = `${localizedPath(locale, slug)}?${query}`
    const full = decoded(result(await get(path)))
    const timeline = /<section class="timeline"[\s\S]*?<\/section>/.exec(full)?.[0] ?? ''
    const here = /<li class="milestone current">[\s\S]*?<\/li>/.exec(timeline)?.[0] ?? ''
    return { path, html: full.replace(timeline, ''), here }
  }

  for (const locale of locales) {
    it(`${locale}: 41+0 and 42+0 say what to do; past 42 weeks no week in progress is named, nor a share over 100 %`, async () => {
      const t = messagesFor(locale) as Record<string, string>
      const format = messageFormatter(locale)
      for (const kind of ['pregnancy', 'dueDate'] as const) {
        const before = await page(locale, kind, 40 * 7 + 6)
        expect(before.html, before.path).not.toContain(t['pregnancyWarning.lateTermLead'])
        expect(before.html, before.path).toContain(format('calc.weekValue', { week: 41 }))
        expect(before.here, before.path).toContain(t['timeline.w40.title'])
        const lateTerm = await page(locale, kind, 41 * 7)
        expect(lateTerm.html, lateTerm.path).toContain(t['pregnancyWarning.lateTermLead'])
        expect(lateTerm.html, lateTerm.path).toContain(t['pregnancyWarning.lateTerm'])
        expect(lateTerm.html, lateTerm.path).not.toContain(t['pregnancyWarning.postTermLead'])
        // The timeline's "You are here" has moved past the due date, to the same stage.
        expect(lateTerm.here, lateTerm.path).toContain(t['pregnancyWarning.lateTermLead'])
        for (const days of [42 * 7, 44 * 7]) {
          const { path, html, here } = await page(locale, kind, days)
          expect(here, path).toContain(t['pregnancyWarning.postTermLead'])
          expect(html, path).toContain(t['pregnancyWarning.postTermLead'])
          expect(html, path).toContain(t['pregnancyWarning.postTerm'])
          expect(html, path).not.toContain(t['pregnancyWarning.lateTermLead'])
          expect(html, path).not.toContain(format('calc.weekValue', { week: days / 7 + 1 }))
          expect(html, path).not.toContain(t['calc.currentWeek'])
          // The red flags still follow: reduced movements among them.
          expect(html, path).toContain(t['pregnancyWarning.movements'])
          expect(html, path).not.toMatch(/\b(10[1-9]|1[1-9][0-9]|[2-9][0-9]{2})[\s\u00a0\u202f]?%/)
        }
      }
    })

    it(`${locale}: twins past every planned-birth window are asked to call today, in place of the singleton's 41 and 42 weeks`, async () => {
      const t = messagesFor(locale) as Record<string, string>
      const within = await page(locale, 'twins', 38 * 7 + 6)
      expect(within.html, within.path).not.toContain(t['pregnancyWarning.twinsPastLead'])
      for (const days of [39 * 7, 41 * 7, 44 * 7]) {
        const { path, html } = await page(locale, 'twins', days)
        expect(html, path).toContain(t['pregnancyWarning.twinsPastLead'])
        expect(html, path).toContain(t['pregnancyWarning.twinsPast'])
        expect(html, path).not.toContain(t['pregnancyWarning.lateTermLead'])
        expect(html, path).not.toContain(t['pregnancyWarning.postTermLead'])
      }
    })

    it(`${locale}: a last period 3 days ago gives no conception date as a fact and no red flags, but when a test can tell`, async () => {
      const t = messagesFor(locale) as Record<string, string>
      const format = messageFormatter(locale)
      const lmp = ago(3)
      for (const kind of ['pregnancy', 'dueDate', 'twins'] as const) {
        const { path, html } = await page(locale, kind, 3)
        expect(html, path).toContain(t['pregnancyWarning.notYetLead'])
        expect(html, path).toContain(
          format('pregnancyWarning.notYet', {
            conception: formatDate(lmp.add({ days: 14 }), locale),
            testFrom: formatDate(lmp.add({ days: 28 }), locale),
          }),
        )
        expect(html, path).not.toContain(t['pregnancyWarning.lead'])
        expect(html, path).not.toContain(t['pregnancyWarning.intro'])
        expect(html, path).not.toContain(t['calc.conception'])
      }
    })
  }
})
