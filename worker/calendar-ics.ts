import { fertilityCalendar } from '../client/calc/ics.ts'
import { validateOvulation } from '../client/calc/validate.ts'
import { messagesFor } from '../client/i18n/messages.server.ts'
import type { AppContext } from './pages.tsx'
import { privateResponse } from './private-headers.ts'
import { localeFromPath } from './request-locale.ts'
import { todayFor } from './today.ts'

/** `GET /fertility-calendar.ics?lmp=YYYY-MM-DD&cycle=28` (and under each language prefix). */
export function fertilityCalendarHandler(c: AppContext): Response {
  const locale = localeFromPath(c)
  const today = todayFor(c.req.raw, c.var.now)
  const values = { lmp: c.req.query('lmp') ?? '', cycle: c.req.query('cycle') ?? '' }
  const problem = validateOvulation(values, today.toString())
  if (problem) return privateResponse(c.text(messagesFor(locale)[problem], 400))
  const body = fertilityCalendar(
    values.lmp,
    Number(values.cycle),
    locale,
    today,
    new URL(c.env.SITE_URL).host,
  )
  return privateResponse(
    c.body(body, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'attachment; filename="fertility-calendar.ics"',
    }),
  )
}
