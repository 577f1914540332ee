import { isTimeZone, parseIsoDate, Temporal } from '../../core/calc/temporal.ts'

/** The latest calendar date on Earth at `now`: UTC+14's (Line Islands). */
export const latestToday = (now: Temporal.Instant) => now.toZonedDateTimeISO('+14:00').toPlainDate()

/** The earliest calendar date on Earth at `now`: UTC−12's. */
export const earliestToday = (now: Temporal.Instant) => now.toZonedDateTimeISO('-12:00').toPlainDate()

/**
 * The visitor's calendar date as the server best knows it at `now` (the request's instant,
 * worker/request/clock.ts): the request's time zone (`request.cf.timezone`), else UTC. Computed once per
 * request and passed down; nothing here reads the clock itself.
 */
export function todayFor(request: Request, now: Temporal.Instant): Temporal.PlainDate {
  const guess = now.toZonedDateTimeISO(requestZone(request) ?? 'UTC').toPlainDate()
  // The zone is only a guess (a VPN, a traveller): a date the visitor sends as past or today
  // proves that their today is at least that date, up to the latest date on Earth.
  const sent = [...new URL(request.url).searchParams.values()]
    .map(parseIsoDate)
    .filter(
      (date): date is Temporal.PlainDate => date !== null && Temporal.PlainDate.compare(date, guess) > 0,
    )
  // Most requests send no date: the latest date on Earth is worked out only for one that does.
  if (sent.length === 0) return guess
  const latest = latestToday(now)
  return sent
    .filter((date) => Temporal.PlainDate.compare(date, latest) <= 0)
    .reduce((later, date) => (Temporal.PlainDate.compare(date, later) > 0 ? date : later), guess)
}

/** The zone Cloudflare's edge located the request in, when it is one Temporal knows. */
export function requestZone(request: Request): string | null {
  const timeZone = (request as { cf?: { timezone?: unknown } }).cf?.timezone
  return typeof timeZone === 'string' && isTimeZone(timeZone) ? timeZone : null
}
