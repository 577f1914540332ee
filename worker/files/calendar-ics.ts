import { messageFormatter } from '../../client/i18n/format-message.server.ts'
import { messagesFor } from '../../client/i18n/messages.server.ts'
import {
  cycleStats,
  cyclesNeeded,
  lutealOf,
  parsePeriodsParam,
  parseSignsParam,
} from '../../core/calc/cycle-log.ts'
import { ovulationOptions } from '../../core/calc/validate.ts'
import { ovulationForm } from '../../core/calculators/ovulation.ts'
import type { AppContext } from '../request/clock.ts'
import { privateResponse } from '../request/private-headers.ts'
import { localeFromPath } from '../request/request-locale.ts'
import { todayFor } from '../request/today.ts'
import { fertilityCalendar, historyCalendar } from './ics.ts'

const calendarResponse = (c: AppContext, body: string) =>
  privateResponse(
    c.body(body, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'attachment; filename="fertility-calendar.ics"',
    }),
  )

/**
 * `GET /fertility-calendar.ics?lmp=YYYY-MM-DD&cycle=28&luteal=14` (luteal optional; and under each language prefix), or
 * `?periods=…&luteal=14&ovulation=…`: My cycles' predictions from a logged history, the current
 * cycle following its body signs when `ovulation` holds them (`parseSignsParam`).
 */
export function fertilityCalendarHandler(c: AppContext): Response {
  const locale = localeFromPath(c)
  const today = todayFor(c.req.raw, c.var.now)
  const periods = c.req.query('periods')
  if (periods !== undefined) {
    const parsed = parsePeriodsParam(periods, today)
    const problem =
      'problem' in parsed ? parsed.problem : cycleStats(parsed.periods) ? null : 'cycles.needMore'
    if ('problem' in parsed || problem)
      return privateResponse(
        c.text(
          messageFormatter(locale)(problem ?? 'cycles.linkInvalid', {
            count: 'periods' in parsed ? cyclesNeeded(parsed.periods) : 0,
          }),
          400,
        ),
      )
    const body = historyCalendar(
      parsed.periods,
      lutealOf(c.req.query('luteal')),
      parseSignsParam(c.req.query('ovulation'), parsed.periods),
      locale,
      today,
      new URL(c.env.SITE_URL).host,
    )
    return calendarResponse(c, body)
  }
  const values = {
    lmp: c.req.query('lmp') ?? '',
    cycle: c.req.query('cycle') ?? '',
    luteal: c.req.query('luteal') ?? '',
  }
  const problem = ovulationForm.validate(values, today.toString())
  if (problem) return privateResponse(c.text(messagesFor(locale)[problem], 400))
  const body = fertilityCalendar(
    values.lmp,
    Number(values.cycle),
    locale,
    today,
    new URL(c.env.SITE_URL).host,
    ovulationOptions(values).luteal,
  )
  return calendarResponse(c, body)
}
