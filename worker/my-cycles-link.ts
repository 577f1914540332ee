import { newPeriodProblem, parsePeriodsParam, periodsParam } from '../client/calc/cycle-log.ts'
import { parseIsoDate, type Temporal } from '../client/calc/temporal.ts'

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
  const query = new URLSearchParams({
    periods: periodsParam([...current.periods, { start: added, ...(end ? { end } : {}), excluded: false }]),
  })
  const luteal = url.searchParams.get('luteal')
  if (luteal) query.set('luteal', luteal)
  return `${url.pathname}?${query}`
}
