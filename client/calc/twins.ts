import type { Temporal } from 'temporal-polyfill'
import { CONCEPTION_TO_DUE_DAYS } from './pregnancy.ts'

export interface TwinResult {
  /** 266 days (38 weeks) after the last period: twins are full term at 37–38 weeks. */
  dueDate: Temporal.PlainDate
  /** Whole weeks of the absolute difference between the last period and today (SPEC §9). */
  currentWeek: number
}

export function twins(lastPeriod: Temporal.PlainDate, today: Temporal.PlainDate): TwinResult {
  const days = Math.abs(lastPeriod.until(today, { largestUnit: 'days' }).days)
  return { dueDate: lastPeriod.add({ days: CONCEPTION_TO_DUE_DAYS }), currentWeek: Math.floor(days / 7) }
}
