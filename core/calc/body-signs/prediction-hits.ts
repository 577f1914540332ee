import { type DateRange, type LoggedPeriod, predictCycles, sortedPeriods } from '../cycle-log.ts'
import { Temporal } from '../temporal.ts'

/**
 * "Your last 6 periods: 5 began inside the predicted range" (issue 51, item 3): each of the last
 * periods against the prediction My cycles would have made the day before it, from the log up to
 * then (`predictCycles`, the same rule the page shows; nothing is predicted twice here).
 *
 * Decisions: a period is checked only when the log before it already gave a prediction (2 counted
 * cycles, `MIN_CYCLES`); one that ends a cycle left out of the statistics (pregnancy, missed log) is
 * not checked, as the statistics leave it out; "inside" includes the range's first and last days.
 */

/** How many of the last periods are checked. */
export const CHECKED_PERIODS = 6

export interface PeriodCheck {
  start: Temporal.PlainDate
  /** The next-period range predicted from the log before this start. */
  predicted: DateRange
  inside: boolean
  /** Days from the likeliest predicted day to the real start: negative when it came early. */
  daysFromLikeliest: number
}

export interface PredictionHits {
  checked: number
  inside: number
  periods: readonly PeriodCheck[]
}

/** The last `count` periods that can be checked, each against its prediction. */
export function predictionHits(
  periods: readonly LoggedPeriod[],
  count: number = CHECKED_PERIODS,
): PredictionHits {
  const sorted = sortedPeriods(periods)
  const checks: PeriodCheck[] = []
  for (let i = sorted.length - 1; i > 0 && checks.length < count; i--) {
    const before = sorted.slice(0, i)
    if (before.at(-1)?.excluded) continue
    const predicted = predictCycles(before, undefined, 1)[0]?.period
    if (!predicted) break
    const start = (sorted[i] as LoggedPeriod).start
    checks.unshift({
      start,
      predicted,
      inside:
        Temporal.PlainDate.compare(predicted.earliest, start) <= 0 &&
        Temporal.PlainDate.compare(start, predicted.latest) <= 0,
      daysFromLikeliest: predicted.likeliest.until(start, { largestUnit: 'days' }).days,
    })
  }
  return { checked: checks.length, inside: checks.filter((check) => check.inside).length, periods: checks }
}
