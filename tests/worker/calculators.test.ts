import { exports } from 'cloudflare:workers'
import { Temporal } from 'temporal-polyfill/implementation'
import { describe, expect, it } from 'vitest'
import { messagesFor } from '../../client/i18n/messages.ts'
import { todayFor } from '../../worker/today.ts'

const get = (path: string, headers: Record<string, string> = {}) =>
  exports.default.fetch(new Request(`http://localhost${path}`, { headers }))
const text = async (path: string) => (await get(path)).text()

describe('results rendered on the server from the address (no JavaScript, shared links)', () => {
  it('home: the ovulation result of /?lmp=…&cycle=…', async () => {
    const res = await get('/?lmp=2026-02-22&cycle=28')
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('March 8, 2026')
    expect(html).toContain('March 5, 2026 – March 10, 2026')
    expect(html).toContain('March 22, 2026')
    expect(html).toContain('Your next 6 cycles')
    expect(html).toContain('/fertility-calendar.ics?lmp=2026-02-22&amp;cycle=28')
  })

  it('in another language with its own date format', async () => {
    const html = await text('/ru?lmp=2026-02-22&cycle=28')
    expect(html).toContain('8 марта 2026 г.')
    const fr = await text('/fr/pregnancy-calculator?lmp=2026-02-22&cycle=28')
    expect(fr).toContain('29 novembre 2026')
  })

  it('pregnancy, due date in four modes, and twins', async () => {
    expect(await text('/pregnancy-calculator?lmp=2026-02-22&cycle=28')).toContain('November 29, 2026')
    expect(await text('/due-date-calculator?method=conception&conception=2026-03-08')).toContain(
      'November 29, 2026',
    )
    expect(await text('/due-date-calculator?method=ivf&transfer=2026-03-08&embryoAge=5')).toContain(
      'November 24, 2026',
    )
    expect(await text('/due-date-calculator?method=ultrasound&scan=2026-03-08&weeks=4&days=0')).toContain(
      'November 15, 2026',
    )
    expect(await text('/pregnancy-calculator-for-twins?lmp=2026-02-22')).toContain('November 15, 2026')
  })

  it('bad values re-render the form with the message, never an error', async () => {
    for (const [path, message] of [
      ['/?lmp=2026-02-30&cycle=28', 'Date input not valid.'],
      ['/?lmp=&cycle=28', 'Please select the first day of your last period'],
      ['/?lmp=2999-01-01&cycle=28', messagesFor('en')['calc.futureDate']],
      ['/?lmp=2026-01-01&cycle=abc', messagesFor('en')['calc.invalidCycle']],
      ['/due-date-calculator?method=conception&conception=', 'Please select your conception date'],
      ['/?lmp=%3Cscript%3E&cycle=28', 'Date input not valid.'],
    ] as const) {
      const res = await get(path)
      expect(res.status, path).toBe(200)
      const html = await res.text()
      expect(html, path).toContain(message)
      expect(html).not.toContain('<script>alert')
    }
  })

  it('takes "today" in the time zone of the request, else UTC', () => {
    for (const timezone of ['Pacific/Auckland', 'America/New_York', 'Europe/Moscow']) {
      const request = new Request('http://localhost/', { cf: { timezone } })
      expect(todayFor(request).toString()).toBe(Temporal.Now.plainDateISO(timezone).toString())
    }
    const unknown = new Request('http://localhost/', { cf: { timezone: 'Mars/Olympus' } })
    expect(todayFor(unknown).toString()).toBe(Temporal.Now.plainDateISO('UTC').toString())
    expect(todayFor(new Request('http://localhost/')).toString()).toBe(
      Temporal.Now.plainDateISO('UTC').toString(),
    )
  })
})

describe('GET /fertility-calendar.ics', () => {
  it('answers a real calendar file to download', async () => {
    const res = await get('/es/fertility-calendar.ics?lmp=2026-02-22&cycle=28')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="fertility-calendar.ics"')
    const body = await res.text()
    expect(body.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true)
    expect(body.match(/BEGIN:VEVENT/g)).toHaveLength(12)
    expect(body).toContain(messagesFor('es')['ics.alarm'])
  })

  it('refuses bad values with the message', async () => {
    const res = await get('/fertility-calendar.ics?lmp=nope&cycle=28')
    expect(res.status).toBe(400)
    expect(await res.text()).toBe('Date input not valid.')
  })
})
