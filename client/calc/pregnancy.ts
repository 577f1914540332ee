import { LUTEAL_PHASE } from './ovulation.ts'
import { type PregnancyTime, pregnancyTime } from './pregnancy-time.ts'
import type { Temporal } from './temporal.ts'
import { type Trimester, trimesterAt } from './trimesters.ts'

/** A pregnancy is counted as 280 days (40 weeks) from the first day of the last period. */
export const PREGNANCY_DAYS = 280
/** From conception to birth: 266 days (38 weeks). */
export const CONCEPTION_TO_DUE_DAYS = 266

export interface PregnancyResult {
  dueDate: Temporal.PlainDate
  conceptionDate: Temporal.PlainDate
  /** null when today is before the last period. */
  time: PregnancyTime | null
  /** floor(days since the last period / 7) + 1 (docs/product.md §9), or 0 before it. */
  currentWeek: number
  currentTrimester: Trimester
}

/** docs/product.md §9: due date = LMP + 280 days; conception = LMP + (cycle − 14) days. */
export function pregnancy(
  lastPeriod: Temporal.PlainDate,
  cycleLength: number,
  today: Temporal.PlainDate,
): PregnancyResult {
  const time = pregnancyTime(lastPeriod, today)
  const week = time?.week ?? 0
  return {
    dueDate: lastPeriod.add({ days: PREGNANCY_DAYS }),
    conceptionDate: lastPeriod.add({ days: cycleLength - LUTEAL_PHASE.default }),
    time,
    currentWeek: week,
    currentTrimester: trimesterAt(time?.weeks ?? 0),
  }
}
