import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { messageFormatter } from '../../client/i18n/format-message.server.ts'
import { messagesFor } from '../../client/i18n/messages.server.ts'
import { locales } from '../../core/i18n/locales.ts'
import { today } from './clock.ts'
import { escaped } from './support.ts'

/*
 * Issue 46: a visitor without JavaScript who opens a cycle result in any language sees the window,
 * its basis, the not-contraception line and any red flag that applies, rendered by the server.
 */

const text = async (path: string) =>
  (await exports.default.fetch(new Request(`http://localhost${path}`))).text()
const ago = (days: number) => today.subtract({ days })
const prefix = (locale: string) => (locale === 'en' ? '' : `/${locale}`)
/*
 * What the page shows, as elements: the island's messages travel in the page too (to hydrate it),
 * so a bare message would be found even where nothing shows it.
 */
const lead = (message: string) => `<strong>${escaped(message)}</strong>`
const para = (message: string) => `<p>${escaped(message)}</p>`

describe.each(locales)('cycle results in %s, without JavaScript', (locale) => {
  const t = messagesFor(locale)

  it('a result says what the window is based on and that it is no contraception', async () => {
    const page = await text(`${prefix(locale)}/?lmp=${ago(5)}&cycle=28`)
    expect(page).toContain(para(t['ovulation.nice']))
    expect(page).toContain(lead(t['cycleWarning.notContraceptionLead']))
    expect(page).toContain(para(t['cycleWarning.notContraception']))
    expect(page).not.toContain(lead(t['cycleWarning.lateLead']))
  })

  it('a late period asks for a test and gives no next cycles; after 90 days, a doctor', async () => {
    const late = await text(`${prefix(locale)}/?lmp=${ago(40)}&cycle=28`)
    expect(late).toContain(lead(t['cycleWarning.lateLead']))
    expect(late).toContain(para(t['cycleWarning.lateTest']))
    expect(late).not.toContain(para(t['cycleWarning.noPeriod']))
    expect(late).not.toContain('id="next-cycles-title"')
    expect(late).not.toContain('fertility-calendar.ics?')
    const absent = await text(`${prefix(locale)}/?lmp=${ago(95)}&cycle=28`)
    expect(absent).toContain(para(t['cycleWarning.noPeriod']))
  })

  it('a cycle under 21 or over 35 days gives guidance, not an ovulation date', async () => {
    for (const cycle of [18, 45]) {
      const page = await text(`${prefix(locale)}/?lmp=${ago(5)}&cycle=${cycle}`)
      expect(page).toContain(lead(t['ovulation.unpredictableLead']))
      expect(page).toContain(para(t['ovulation.unpredictable']))
      expect(page).not.toContain(`<dt>${escaped(t['ovulation.ovulationDate'])}</dt>`)
      expect(page).not.toContain(`<dt>${escaped(t['ovulation.fertileWindow'])}</dt>`)
      expect(page).toContain(`<dt>${escaped(t['ovulation.nextPeriod'])}</dt>`)
    }
  })

  it('My cycles: cycles usually under 21 or over 35 days are named, with the next periods and no fertile window (clinical review N2)', async () => {
    // The review's logs: cycles of 18–19 days, then of 45–49 days, each ending 10 days ago.
    const short = [86, 68, 49, 31, 12].map((days) => ago(days)).join(',')
    const long = [291, 246, 201, 154, 107, 58, 10].map((days) => ago(days)).join(',')
    for (const [periods, frequency, days] of [
      [short, 'short', 21],
      [long, 'long', 35],
    ] as const) {
      const page = await text(`${prefix(locale)}/my-cycles?periods=${periods}`)
      const format = (id: 'cycles.frequencyLead' | 'cycles.frequency') =>
        messageFormatter(locale)(id, { frequency, days })
      expect(page).toContain(lead(format('cycles.frequencyLead')))
      expect(page).toContain(para(format('cycles.frequency')))
      expect(page).toContain('id="cycle-predictions-title"')
      expect(page).not.toContain(`<th scope="col">${escaped(t['cycles.predictions.fertile'])}</th>`)
      const ics = await text(`${prefix(locale)}/fertility-calendar.ics?periods=${periods}`)
      expect(ics).toContain('BEGIN:VEVENT')
      expect(ics).not.toContain('UID:fertile-history')
    }
    // Cycles of 28 days keep their windows.
    const usual = [66, 38, 10].map((days) => ago(days)).join(',')
    const page = await text(`${prefix(locale)}/my-cycles?periods=${usual}`)
    expect(page).not.toContain(lead(messageFormatter(locale)('cycles.frequencyLead', { frequency: 'short' })))
    expect(page).toContain(`<th scope="col">${escaped(t['cycles.predictions.fertile'])}</th>`)
  })

  it('the irregular mode says when cycles vary too much to place ovulation', async () => {
    const page = await text(`${prefix(locale)}/?lmp=${ago(5)}&cycle=28&shortest=24&longest=34`)
    expect(page).toContain(lead(t['ovulation.variesLead']))
    expect(page).toContain(para(t['cycleWarning.notContraception']))
  })

  it('My cycles: a late period, long cycles and a long period are told; the window is no contraception', async () => {
    // A 70-day cycle left out, then cycles of 28 and 29 days; the last period, 95 days ago, lasted 9 days.
    const periods = `-${ago(250)},${ago(180)},${ago(152)},${ago(123)},${ago(95)}/${ago(87)}`
    const page = await text(`${prefix(locale)}/my-cycles?periods=${periods}`)
    expect(page).toContain(lead(t['cycles.longCyclesLead']))
    expect(page).toContain(lead(t['cycles.longPeriodLead']))
    // 95 days since the last period: later than the longest cycle, and over 90 days.
    expect(page).toContain(lead(t['cycleWarning.lateLead']))
    expect(page).toContain(para(t['cycleWarning.noPeriod']))
    expect(page).not.toContain(`<th scope="col">${escaped(t['cycles.predictions.likeliest'])}</th>`)
    // A log whose next period is not yet due shows its predictions, and that they are no contraception.
    const recent = [ago(60), ago(31), ago(2)].map(String).join(',')
    const current = await text(`${prefix(locale)}/my-cycles?periods=${recent}`)
    expect(current).toContain(`<th scope="col">${escaped(t['cycles.predictions.likeliest'])}</th>`)
    expect(current).toContain(para(t['cycleWarning.notContraception']))
    expect(current).not.toContain(lead(t['cycleWarning.lateLead']))
  })
})
