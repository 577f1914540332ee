import { CONCEPTION_TO_DUE_DAYS } from './pregnancy.ts'
import { type PregnancyTime, pregnancyTime } from './pregnancy-time.ts'
import type { Temporal } from './temporal.ts'

export interface TwinResult {
  /** 266 days (38 weeks) after the last period: twins are full term at 37–38 weeks. */
  dueDate: Temporal.PlainDate
  /**
   * docs/product.md §9's twin "current week" is the whole weeks since the last period: `time.weeks`,
   * shown with the days and the week in progress like on every other calculator.
   */
  time: PregnancyTime | null
}

export function twins(lastPeriod: Temporal.PlainDate, today: Temporal.PlainDate): TwinResult {
  return { dueDate: lastPeriod.add({ days: CONCEPTION_TO_DUE_DAYS }), time: pregnancyTime(lastPeriod, today) }
}
