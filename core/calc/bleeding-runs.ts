import { MAX_PERIOD_DAYS } from './cycle-log.ts'
import { Temporal } from './temporal.ts'

/**
 * Bleeding days at most this many days apart are one period in a day-by-day file (drip's): a day
 * without bleeding inside a period is common, and two periods are never 3 days apart.
 */
export const SAME_PERIOD_GAP_DAYS = 2

/**
 * A day of period bleeding. drip's `bleeding.exclude` marks bleeding that is not a period
 * (spotting: drip's `isMensesStart` skips it), so such a day is never one (issue 60, item 3).
 */
export interface BleedingDay<Line> {
  line: Line
  date: Temporal.PlainDate
}

export interface BleedingRun<Line> {
  /** The line of the run's first day. */
  line: Line
  start: Temporal.PlainDate
  /** Its last day, when the run spans more than one day and no more than a period can. */
  end?: Temporal.PlainDate
}

/**
 * Periods from bleeding days, whatever their order: days at most SAME_PERIOD_GAP_DAYS + 1 apart
 * are one run from its first day to its last. A run longer than a period can be (MAX_PERIOD_DAYS)
 * is kept as its first day only: the log never holds such an end.
 */
export function bleedingRuns<Line>(days: readonly BleedingDay<Line>[]): BleedingRun<Line>[] {
  const sorted = [...days].sort((a, b) => Temporal.PlainDate.compare(a.date, b.date))
  const runs: BleedingRun<Line>[] = []
  let first = sorted[0]
  let last = first
  const close = () => {
    if (!first || !last) return
    const length = first.date.until(last.date).days
    const end = length > 0 && length < MAX_PERIOD_DAYS ? last.date : undefined
    runs.push({ line: first.line, start: first.date, ...(end ? { end } : {}) })
  }
  for (const day of sorted.slice(1)) {
    if (last && last.date.until(day.date).days <= SAME_PERIOD_GAP_DAYS + 1) {
      last = day
      continue
    }
    close()
    first = day
    last = day
  }
  close()
  return runs
}
