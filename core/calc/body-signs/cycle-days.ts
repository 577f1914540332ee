import { type LoggedPeriod, sortedPeriods } from '../cycle-log.ts'
import type { Temporal } from '../temporal.ts'
import type { DaySigns } from './signs.ts'
import { daySign, inDateOrder, type StoredDay } from './stored-day.ts'

/**
 * One cycle of the log with the signs logged in it: from a period's first day to the day before
 * the next period (`next`), or, for the current cycle, with no end yet (`next` null).
 */
export interface SignsCycle {
  start: Temporal.PlainDate
  next: Temporal.PlainDate | null
  /** The cycle's period, as logged. */
  period: LoggedPeriod
  days: DaySigns[]
}

/**
 * The log's cycles, oldest first, each with its days (in date order). Signs logged before the first
 * period are not in any cycle: the rules read a cycle from its first day. The days are grouped by
 * their ISO dates as strings, which sort as the dates do.
 */
export function signsCycles(periods: readonly LoggedPeriod[], days: readonly StoredDay[]): SignsCycle[] {
  const sorted = sortedPeriods(periods)
  const starts = sorted.map((period) => period.start.toString())
  const ordered = inDateOrder(days)
  let at = 0
  return sorted.map((period, index) => {
    const start = starts[index] as string
    const next = starts[index + 1] ?? null
    while (at < ordered.length && (ordered[at] as StoredDay).date < start) at++
    const inCycle: DaySigns[] = []
    while (at < ordered.length && (next === null || (ordered[at] as StoredDay).date < next)) {
      const day = daySign(ordered[at] as StoredDay)
      if (day) inCycle.push(day)
      at++
    }
    return { start: period.start, next: sorted[index + 1]?.start ?? null, period, days: inCycle }
  })
}
