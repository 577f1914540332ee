import type { Temporal } from 'temporal-polyfill'
import { CONCEPTION_TO_DUE_DAYS, currentWeek, PREGNANCY_DAYS } from './pregnancy.ts'

export type DueDateInput =
  | { method: 'lmp'; lastPeriod: Temporal.PlainDate }
  | { method: 'conception'; conception: Temporal.PlainDate }

export interface GestationalAge {
  weeks: number
  days: number
}

export interface DueDateResult {
  dueDate: Temporal.PlainDate
  conceptionDate: Temporal.PlainDate
  /** 0 before the pregnancy is counted to have started. */
  currentWeek: number
  /** null: 'Not yet pregnant'. */
  gestationalAge: GestationalAge | null
  firstTrimesterEnd: Temporal.PlainDate
  secondTrimesterEnd: Temporal.PlainDate
  /** The due date itself. */
  thirdTrimesterEnd: Temporal.PlainDate
}

/**
 * The due date page (SPEC §9). From the last period: due = LMP + 280, conception = due − 266.
 * From conception: due = conception + 266, and gestation counts from conception − 14 days.
 */
export function dueDate(input: DueDateInput, today: Temporal.PlainDate): DueDateResult {
  const due =
    input.method === 'lmp'
      ? input.lastPeriod.add({ days: PREGNANCY_DAYS })
      : input.conception.add({ days: CONCEPTION_TO_DUE_DAYS })
  const start = due.subtract({ days: PREGNANCY_DAYS })
  const elapsed = start.until(today, { largestUnit: 'days' }).days
  return {
    dueDate: due,
    conceptionDate: due.subtract({ days: CONCEPTION_TO_DUE_DAYS }),
    currentWeek: currentWeek(start, today),
    gestationalAge: elapsed < 0 ? null : { weeks: Math.floor(elapsed / 7), days: elapsed % 7 },
    // The first trimester ends with week 13, the second with week 26.
    firstTrimesterEnd: start.add({ days: 13 * 7 - 1 }),
    secondTrimesterEnd: start.add({ days: 26 * 7 - 1 }),
    thirdTrimesterEnd: due,
  }
}
