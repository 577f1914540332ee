import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { messagesFor } from '../../client/i18n/messages.server.ts'
import { formatDateRange, type Temporal } from '../../core/calc/temporal.ts'
import { todayFor } from '../../worker/request/today.ts'
import { now, today, todayIn } from './clock.ts'

const get = (path: string, headers: Record<string, string> = {}) =>
  exports.default.fetch(new Request(`http://localhost${path}`, { headers }))
const text = async (path: string) => (await get(path)).text()

// Dates relative to the Worker's injected today: a calculator refuses a last period too far back.
const ago = (days: number) => today.subtract({ days })
const long = (date: Temporal.PlainDate, locale = 'en') => date.toLocaleString(locale, { dateStyle: 'long' })

describe('results rendered on the server from the address (no JavaScript, shared links)', () => {
  it('home: the ovulation result of /?lmp=…&cycle=…', async () => {
    const lmp = ago(20)
    const res = await get(`/?lmp=${lmp}&cycle=28`)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain(long(lmp.add({ days: 14 })))
    // Issue 46: ovulation − 5 through ovulation + 1.
    expect(html).toContain(formatDateRange(lmp.add({ days: 9 }), lmp.add({ days: 15 }), 'en'))
    expect(html).toContain(long(lmp.add({ days: 28 })))
    expect(html).toContain('Your next two cycles')
    expect(html).toContain(`/fertility-calendar.ics?lmp=${lmp}&amp;cycle=28`)
  })

  it("the calendar's weeks start on Sunday in Brazil and on Monday in France (review pt.md minor 2)", async () => {
    const lmp = ago(20)
    const firstColumns = async (path: string) =>
      [...(await text(path)).matchAll(/<thead><tr><th scope="col" abbr="([^"]+)"/g)].map((m) => m[1])
    const brazil = await firstColumns(`/pt?lmp=${lmp}&cycle=28`)
    expect(brazil.length).toBeGreaterThan(0)
    expect(new Set(brazil)).toEqual(new Set(['domingo']))
    expect(new Set(await firstColumns(`/fr?lmp=${lmp}&cycle=28`))).toEqual(new Set(['lundi']))
  })

  it('home: a luteal phase moves ovulation; the irregular mode answers ranges by the calendar rule', async () => {
    const lmp = ago(20)
    const luteal = await text(`/?lmp=${lmp}&cycle=28&luteal=12`)
    expect(luteal).toContain(long(lmp.add({ days: 16 })))
    expect(luteal).toContain(formatDateRange(lmp.add({ days: 11 }), lmp.add({ days: 17 }), 'en'))
    expect(luteal).toContain(`/fertility-calendar.ics?lmp=${lmp}&amp;cycle=28&amp;luteal=12`)
    // The options part is open, showing what the link set.
    expect(luteal).toMatch(/<details class="calc-options" open="">/)

    const irregular = await text(`/ru?lmp=${lmp}&cycle=28&luteal=14&shortest=26&longest=34`)
    const ru = messagesFor('ru')
    expect(irregular).toContain(ru['ovulation.calendarRuleWindow'])
    // Cycle days 8 (26 − 18) to 22 (34 − 12, issue 46); ovulation 14 days before the earliest and
    // latest period.
    expect(irregular).toContain(formatDateRange(lmp.add({ days: 7 }), lmp.add({ days: 21 }), 'ru'))
    expect(irregular).toContain(formatDateRange(lmp.add({ days: 12 }), lmp.add({ days: 20 }), 'ru'))
    expect(irregular).toContain(formatDateRange(lmp.add({ days: 26 }), lmp.add({ days: 34 }), 'ru'))
    expect(irregular).not.toContain(`<h3>${ru['ovulation.nextCyclesTitle']}</h3>`)

    const one = await text(`/es?lmp=${lmp}&cycle=28&shortest=26&longest=`)
    expect(one).toContain(messagesFor('es')['ovulation.irregularBoth'])
    expect(one).not.toContain('id="ovulation-results-title"')
  })

  it('a next period due in the past is said to have been due, not "days until … ago"', async () => {
    const soon = await text(`/?lmp=${ago(20)}&cycle=28`)
    expect(soon).toContain('<dt>Days until next period</dt>')
    expect(soon).toContain('in 8 days')
    // (The island's messages carry both labels; the rows say one.)
    expect(soon).not.toContain('<dt>Next period was due</dt>')
    const late = await text(`/ru?lmp=${ago(40)}&cycle=28`)
    const ru = messagesFor('ru')
    expect(late).toContain(`<dt>${ru['ovulation.periodWasDue']}</dt>`)
    expect(late).toContain('12 дней назад')
    expect(late).not.toContain(`<dt>${ru['ovulation.daysUntil']}</dt>`)
  })

  it('in another language with its own date format', async () => {
    const lmp = ago(20)
    const html = await text(`/ru?lmp=${lmp}&cycle=28`)
    expect(html).toContain(long(lmp.add({ days: 14 }), 'ru'))
    expect(long(lmp.add({ days: 14 }), 'ru')).toMatch(/^\d+ [а-я]+ \d{4} г\.$/)
    const fr = await text(`/fr/pregnancy-calculator?lmp=${lmp}&cycle=28`)
    expect(fr).toContain(long(lmp.add({ days: 280 }), 'fr').replace(/^1 /, '1er '))
  })

  it('pregnancy, due date in four modes, and twins', async () => {
    const lmp = ago(140)
    const due = long(lmp.add({ days: 280 }))
    const pregnancy = await text(`/pregnancy-calculator?lmp=${lmp}&cycle=28`)
    expect(pregnancy).toContain(due)
    expect(pregnancy).toContain('20 weeks and 0 days')
    expect(pregnancy).toContain('21st week')
    const conception = lmp.add({ days: 14 })
    expect(await text(`/due-date-calculator?method=conception&conception=${conception}`)).toContain(due)
    expect(await text(`/due-date-calculator?method=ivf&transfer=${conception}&embryoAge=5`)).toContain(
      long(conception.add({ days: 261 })),
    )
    // A scan from 6+0 weeks (ACOG CO 700: nothing to measure before); 6+0 on this day: due 238 days on.
    expect(await text(`/due-date-calculator?method=ultrasound&scan=${conception}&weeks=6&days=0`)).toContain(
      long(conception.add({ days: 238 })),
    )
    const twins = await text(`/pregnancy-calculator-for-twins?lmp=${lmp}`)
    // Decision 048: twins are dated like one baby.
    expect(twins).toContain(due)
    // The same words and numbers as the pregnancy calculator, never a second "week".
    expect(twins).toContain('20 weeks and 0 days')
    expect(twins).toContain('21st week')
    // From an IVF transfer or a scan too, by the due date calculator's rules (issue 46, decision 048).
    const ivfTwins = await text(
      `/pregnancy-calculator-for-twins?method=ivf&transfer=${conception}&embryoAge=5`,
    )
    expect(ivfTwins).toContain(long(conception.add({ days: 261 })))
    const scanTwins = await text(
      `/pregnancy-calculator-for-twins?method=ultrasound&scan=${conception}&weeks=6&days=0`,
    )
    expect(scanTwins).toContain(long(conception.add({ days: 238 })))
  })

  it('bad values re-render the form with the message, never an error', async () => {
    for (const [path, message] of [
      ['/?lmp=2026-02-30&cycle=28', 'Date input not valid.'],
      ['/?lmp=&cycle=28', 'Please select the first day of your last period'],
      ['/?lmp=2999-01-01&cycle=28', messagesFor('en')['calc.futureDate']],
      [`/?lmp=${ago(10)}&cycle=abc`, messagesFor('en')['calc.invalidCycle']],
      ['/due-date-calculator?method=conception&conception=', 'Please select your conception date'],
      ['/?lmp=%3Cscript%3E&cycle=28', 'Date input not valid.'],
      ['/?lmp=1900-01-01&cycle=28', messagesFor('en')['calc.tooOldCycle']],
      ['/pregnancy-calculator?lmp=1900-01-01&cycle=28', messagesFor('en')['calc.tooOldPregnancy']],
      ['/pregnancy-calculator-for-twins?lmp=0000-01-01', messagesFor('en')['calc.tooOldPregnancy']],
      [`/due-date-calculator?method=lmp&lmp=${ago(309)}`, messagesFor('en')['calc.tooOldPregnancy']],
    ] as const) {
      const res = await get(path)
      expect(res.status, path).toBe(200)
      const html = await res.text()
      expect(html, path).toContain(message)
      expect(html).not.toContain('<script>alert')
      expect(html.includes('class="result-panel"'), path).toBe(false)
    }
  })

  it("a too-old date is refused in the visitor's language, with no result", async () => {
    const html = await text('/ru/pregnancy-calculator?lmp=1900-01-01&cycle=28')
    expect(html).toContain(messagesFor('ru')['calc.tooOldPregnancy'])
    expect(html.includes('class="result-panel"')).toBe(false)
  })

  it('accepts as today the latest date on Earth (UTC+14), wherever the server places the visitor', async () => {
    // Pago Pago (UTC−11) is always a calendar day behind Kiritimati (UTC+14).
    const kiritimati = todayIn('+14:00')
    const res = await exports.default.fetch(
      new Request(`http://localhost/?lmp=${kiritimati}&cycle=28`, { cf: { timezone: 'Pacific/Pago_Pago' } }),
    )
    const html = await res.text()
    expect(html.includes('class="result-panel"')).toBe(true)
    expect(html.includes(long(kiritimati.add({ days: 14 })))).toBe(true)
    expect(html.includes('in 28 days')).toBe(true)
    const tomorrow = kiritimati.add({ days: 1 })
    const refused = await text(`/?lmp=${tomorrow}&cycle=28`)
    expect(refused.includes('class="result-panel"')).toBe(false)
    expect(refused.includes(messagesFor('en')['calc.futureDate'])).toBe(true)
  })

  it('takes "today" in the time zone of the request, else UTC', () => {
    for (const timezone of ['Pacific/Auckland', 'America/New_York', 'Europe/Moscow']) {
      const request = new Request('http://localhost/', { cf: { timezone } })
      expect(todayFor(request, now).toString()).toBe(todayIn(timezone).toString())
    }
    const unknown = new Request('http://localhost/', { cf: { timezone: 'Mars/Olympus' } })
    expect(todayFor(unknown, now).toString()).toBe(today.toString())
    expect(todayFor(new Request('http://localhost/'), now).toString()).toBe(today.toString())
  })
})

describe('a last period in the URL is health data', () => {
  it('result pages and the .ics are never cached and never sent to another site as a referrer', async () => {
    const lmp = ago(12)
    for (const path of [
      `/?lmp=${lmp}&cycle=28`,
      `/fr/pregnancy-calculator?lmp=${lmp}&cycle=28`,
      `/due-date-calculator?method=lmp&lmp=${lmp}`,
      `/ru/fertility-calendar.ics?lmp=${lmp}&cycle=28`,
      '/fertility-calendar.ics?lmp=nope&cycle=28',
    ]) {
      const res = await get(path)
      expect(res.headers.get('cache-control'), path).toBe('private, no-store')
      expect(res.headers.get('referrer-policy'), path).toBe('same-origin')
    }
    // A page without a query carries nobody's data: the site's usual policy, and any cache may
    // keep it, asking again each time (the page cache, decision 029).
    const plain = await get('/pregnancy-calculator')
    expect(plain.headers.get('cache-control')).toBe('no-cache')
    expect(plain.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  })
})

describe('GET /fertility-calendar.ics', () => {
  it('answers a real calendar file to download that starts with the current cycle', async () => {
    const lmp = ago(12)
    const res = await get(`/es/fertility-calendar.ics?lmp=${lmp}&cycle=28`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="fertility-calendar.ics"')
    const body = await res.text()
    expect(body.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true)
    // 12 days in: the window (lmp + 9 to lmp + 15) has begun, so it starts today; then ovulation
    // (lmp + 14), the next period, and three events for each of the next 2 cycles (issue 46).
    expect(body.match(/BEGIN:VEVENT/g)).toHaveLength(9)
    const compact = (date: Temporal.PlainDate) => date.toString().replaceAll('-', '')
    const first = body.slice(body.indexOf('BEGIN:VEVENT'))
    expect(first).toMatch(
      new RegExp(
        `^BEGIN:VEVENT\r\nUID:[^\r]+\r\nDTSTAMP:[^\r]+\r\nDTSTART;VALUE=DATE:${compact(today)}\r\nDTEND;VALUE=DATE:${compact(lmp.add({ days: 16 }))}\r\n`,
      ),
    )
    expect(body).toContain(messagesFor('es')['ics.fertileWindowNow'])
    expect(body).toContain(`DTSTART;VALUE=DATE:${compact(lmp.add({ days: 28 }))}`)
    expect(body).toContain(messagesFor('es')['ics.alarm'])
  })

  it('moves ovulation by the luteal phase of the link', async () => {
    const lmp = ago(2)
    const compact = (date: Temporal.PlainDate) => date.toString().replaceAll('-', '')
    const body = await text(`/fertility-calendar.ics?lmp=${lmp}&cycle=28&luteal=11`)
    // Ovulation at lmp + 17 (28 − 11), its window from lmp + 12; not the default window from lmp + 9.
    expect(body).toContain(`DTSTART;VALUE=DATE:${compact(lmp.add({ days: 17 }))}`)
    expect(body).toContain(`DTSTART;VALUE=DATE:${compact(lmp.add({ days: 12 }))}`)
    expect(body).not.toContain(`DTSTART;VALUE=DATE:${compact(lmp.add({ days: 9 }))}`)
    const bad = await get(`/fertility-calendar.ics?lmp=${lmp}&cycle=28&luteal=20`)
    expect(bad.status).toBe(400)
    expect(await bad.text()).toBe(messagesFor('en')['ovulation.invalidLuteal'])
  })

  it('refuses bad values with the message', async () => {
    const res = await get('/fertility-calendar.ics?lmp=nope&cycle=28')
    expect(res.status).toBe(400)
    expect(await res.text()).toBe('Date input not valid.')
  })
})
