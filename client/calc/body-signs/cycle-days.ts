import { type LoggedPeriod, sortedPeriods } from '../cycle-log.ts'
import { Temporal } from '../temporal.ts'
import type { DaySigns } from './signs.ts'

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
 * period are not in any cycle: the rules read a cycle from its first day.
 */
export function signsCycles(periods: readonly LoggedPeriod[], days: readonly DaySigns[]): SignsCycle[] {
  const sorted = sortedPeriods(periods)
  const ordered = [...days].sort((a, b) => Temporal.PlainDate.compare(a.date, b.date))
  let at = 0
  return sorted.map((period, index) => {
    const next = sorted[index + 1]?.start ?? null
    while (
      at < ordered.length &&
      Temporal.PlainDate.compare((ordered[at] as DaySigns).date, period.start) < 0
    )
      at++
    const inCycle: DaySigns[] = []
    while (
      at < ordered.length &&
      (next === null || Temporal.PlainDate.compare((ordered[at] as DaySigns).date, next) < 0)
    ) {
      inCycle.push(ordered[at] as DaySigns)
      at++
    }
    return { start: period.start, next, period, days: inCycle }
  })
}
