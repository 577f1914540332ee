import type { Temporal } from 'temporal-polyfill'
import { LUTEAL_PHASE_DAYS } from './ovulation.ts'

/** A pregnancy is counted as 280 days (40 weeks) from the first day of the last period. */
export const PREGNANCY_DAYS = 280
/** From conception to birth: 266 days (38 weeks). */
export const CONCEPTION_TO_DUE_DAYS = 266

export type Trimester = 1 | 2 | 3

/** Weeks 1–13 are the first trimester, 14–26 the second, 27 and later the third. */
export function trimesterOf(week: number): Trimester {
  if (week <= 13) return 1
  if (week <= 26) return 2
  return 3
}

/** floor(days since the start / 7) + 1, or 0 before the start. */
export function currentWeek(start: Temporal.PlainDate, today: Temporal.PlainDate): number {
  const days = start.until(today, { largestUnit: 'days' }).days
  return days < 0 ? 0 : Math.floor(days / 7) + 1
}

export interface PregnancyResult {
  dueDate: Temporal.PlainDate
  conceptionDate: Temporal.PlainDate
  /** 0 when today is before the last period. */
  currentWeek: number
  currentTrimester: Trimester
}

/** SPEC §9: due date = LMP + 280 days; conception = LMP + (cycle − 14) days. */
export function pregnancy(
  lastPeriod: Temporal.PlainDate,
  cycleLength: number,
  today: Temporal.PlainDate,
): PregnancyResult {
  const week = currentWeek(lastPeriod, today)
  return {
    dueDate: lastPeriod.add({ days: PREGNANCY_DAYS }),
    conceptionDate: lastPeriod.add({ days: cycleLength - LUTEAL_PHASE_DAYS }),
    currentWeek: week,
    currentTrimester: trimesterOf(week),
  }
}
