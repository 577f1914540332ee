import { Temporal } from '../client/calc/temporal.ts'

/**
 * The visitor's calendar date as the server best knows it: the request's time zone
 * (`request.cf.timezone`), else UTC. Computed once per request and passed down; nothing
 * below reads the clock itself.
 */
export function todayFor(request: Request): Temporal.PlainDate {
  const guess = zoneToday(request)
  // The zone is only a guess (a VPN, a traveller): a date the visitor sends as past or today
  // proves that their today is at least that date, up to the latest date on Earth.
  const latest = Temporal.Now.plainDateISO('+14:00')
  const sent = [...new URL(request.url).searchParams.values()]
    .map(plainDateOrNull)
    .filter((date): date is Temporal.PlainDate => date !== null)
    .filter(
      (date) => Temporal.PlainDate.compare(date, guess) > 0 && Temporal.PlainDate.compare(date, latest) <= 0,
    )
  return sent.reduce((later, date) => (Temporal.PlainDate.compare(date, later) > 0 ? date : later), guess)
}

/** The zone Cloudflare's edge located the request in, when it is one Temporal knows. */
export function requestZone(request: Request): string | null {
  const timeZone = (request as { cf?: { timezone?: unknown } }).cf?.timezone
  if (typeof timeZone !== 'string') return null
  try {
    Temporal.Now.plainDateISO(timeZone)
    return timeZone
  } catch {
    return null
  }
}

function zoneToday(request: Request): Temporal.PlainDate {
  return Temporal.Now.plainDateISO(requestZone(request) ?? 'UTC')
}

function plainDateOrNull(value: string): Temporal.PlainDate | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null
  try {
    return Temporal.PlainDate.from(value, { overflow: 'reject' })
  } catch {
    return null
  }
}
