import {
  cyclesOf,
  type LoggedPeriod,
  newPeriodProblem,
  parsePeriodsParam,
  periodsParam,
} from '../../core/calc/cycle-log.ts'
import { parseIsoDate, type Temporal } from '../../core/calc/temporal.ts'

/** The one clean address of "My cycles" for a log, keeping the link's luteal phase. */
function logLocation(url: URL, periods: readonly LoggedPeriod[]): string {
  const query = new URLSearchParams({ periods: periodsParam(periods) })
  const luteal = url.searchParams.get('luteal')
  if (luteal) query.set('luteal', luteal)
  return `${url.pathname}?${query}`
}

/**
 * The address of "My cycles" once the no-JavaScript form's date is added to the log its address
 * holds (`?periods=…&add=2026-11-20&addEnd=2026-11-24` → `?periods=…,2026-11-20/2026-11-24`; the
 * last day is optional), so every log is one clean link;
 * null when the date cannot be added, and the page then says why. Without JavaScript there is no
 * "same period?" question: a start 1–14 days from another is added, and the log shows its short
 * cycle, which the visitor can delete.
 */
export function addedPeriodLocation(url: URL, today: Temporal.PlainDate): string | null {
  const added = parseIsoDate(url.searchParams.get('add'))
  const typedEnd = url.searchParams.get('addEnd') || null
  const end = typedEnd === null ? undefined : parseIsoDate(typedEnd)
  const current = parsePeriodsParam(url.searchParams.get('periods') ?? '', today)
  if (!added || end === null || 'problem' in current) return null
  const problem = newPeriodProblem(current.periods, added, today, end)
  if (problem && problem !== 'cycles.samePeriod') return null
  return logLocation(url, [...current.periods, { start: added, ...(end ? { end } : {}), excluded: false }])
}

/**
 * The address of "My cycles" once a row's "Delete" (`&remove=2026-10-10`) or "Leave out" / "Count
 * it" (`&toggle=2026-10-10`) is applied to the log its address holds: each row's button sends only
 * its own date, so the page carries the log once, not once per row (security review 4, issue 47).
 * A value that names no logged start (malformed, hostile, or the period in progress for a toggle,
 * which has no cycle to leave out) changes nothing, and a repeated one applies once; null when the
 * address's log cannot be read, and the page then says why.
 */
export function changedPeriodLocation(url: URL, today: Temporal.PlainDate): string | null {
  const current = parsePeriodsParam(url.searchParams.get('periods') ?? '', today)
  if ('problem' in current) return null
  const removed = new Set(url.searchParams.getAll('remove'))
  const toggled = new Set(url.searchParams.getAll('toggle'))
  const withCycle = new Set(cyclesOf(current.periods).map((cycle) => cycle.start.toString()))
  const periods = current.periods
    .filter((period) => !removed.has(period.start.toString()))
    .map((period) => {
      const start = period.start.toString()
      return toggled.has(start) && withCycle.has(start) ? { ...period, excluded: !period.excluded } : period
    })
  return logLocation(url, periods)
}
