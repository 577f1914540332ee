import { Temporal } from 'temporal-polyfill/implementation'

/**
 * The visitor's calendar date: the request's time zone (`request.cf.timezone`), else UTC.
 * Computed once per request and passed down; nothing below reads the clock itself.
 */
export function todayFor(request: Request): Temporal.PlainDate {
  const timeZone = (request as { cf?: { timezone?: unknown } }).cf?.timezone
  if (typeof timeZone === 'string') {
    try {
      return Temporal.Now.plainDateISO(timeZone)
    } catch {
      // An unknown zone name falls through to UTC.
    }
  }
  return Temporal.Now.plainDateISO('UTC')
}
