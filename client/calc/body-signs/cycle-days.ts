import { type LoggedPeriod, sortedPeriods } from '../cycle-log.ts'
import type { Temporal } from '../temporal.ts'
import type { DaySigns } from './signs.ts'
import { daySign, type StoredDay } from './stored-day.ts'

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
 * their ISO dates as strings, which sort as the dates do, so that a log of 10,000 days is grouped
 * without a single Temporal comparison.
 */
export function signsCycles(periods: readonly LoggedPeriod[], days: readonly StoredDay[]): SignsCycle[] {
  const sorted = sortedPeriods(periods)
  const starts = sorted.map((period) => period.start.toString())
  // The device's days come in date order already (loaded sorted, each save put in its place).
  const ordered = inOrder(days)
    ? days
    : [...days].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
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

const inOrder = (days: readonly StoredDay[]) =>
  days.every((day, i) => i === 0 || (days[i - 1] as StoredDay).date <= day.date)
