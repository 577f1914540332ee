import { CYCLE_LENGTH } from './ovulation.ts'
import { type PregnancyTime, pregnancyTime } from './pregnancy-time.ts'
import type { Temporal } from './temporal.ts'
import { type Trimester, trimesterAt } from './trimesters.ts'

/**
 * A pregnancy is counted as 280 days (40 weeks) from the first day of the last period: Naegele's
 * rule, what a clinic computes (ACOG Committee Opinion 700, 2017).
 */
export const PREGNANCY_DAYS = 280
/** From conception to birth: 266 days (38 weeks), so conception falls 14 days after the last period. */
export const CONCEPTION_TO_DUE_DAYS = 266

/** The due date of a pregnancy whose weeks count from `start` (the last period or its equivalent). */
export const dueDateFrom = (start: Temporal.PlainDate) => start.add({ days: PREGNANCY_DAYS })

/** The day the weeks of a pregnancy due on `due` count from: the due date less 280 days. */
export const weeksStartOf = (due: Temporal.PlainDate) => due.subtract({ days: PREGNANCY_DAYS })

/**
 * A due date the weekly e-mails may follow (the owner's "change my due date"): from two weeks ago,
 * a pregnancy just past its term, to 40 weeks ahead, one just begun; else null.
 */
export function plausibleDueDate(
  due: Temporal.PlainDate | null,
  today: Temporal.PlainDate,
): Temporal.PlainDate | null {
  if (!due) return null
  const early = due.until(today.subtract({ weeks: 2 })).days > 0
  const late = today.until(weeksStartOf(due)).days > 0
  return early || late ? null : due
}

/**
 * The cycle lengths for which dates from the last period are taken as they are. Dating by the last
 * period assumes a 28-day cycle with ovulation on day 14 (ACOG CO 700); outside 21–35 days (the
 * range FIGO 2018 and the International PCOS Guideline 2023 call usual) the dates may be off by a
 * week or more, and a pregnancy not dated by a scan before 22+0 is "suboptimally dated" (CO 700).
 */
export const PERIOD_DATING_CYCLE = { min: CYCLE_LENGTH.min, max: CYCLE_LENGTH.max } as const

/** Whether a cycle of this length makes the last-period dates uncertain enough to say so (M8). */
export function cycleUnsettlesDates(cycleLength: number): boolean {
  return cycleLength < PERIOD_DATING_CYCLE.min || cycleLength > PERIOD_DATING_CYCLE.max
}

export interface PregnancyResult {
  dueDate: Temporal.PlainDate
  conceptionDate: Temporal.PlainDate
  /** The cycle is outside 21–35 days: the dating scan will set the due date (decision 050). */
  cycleCaution: boolean
  /** null when today is before the last period. */
  time: PregnancyTime | null
  /** floor(days since the last period / 7) + 1 (docs/product.md §9), or 0 before it. */
  currentWeek: number
  currentTrimester: Trimester
}

/**
 * docs/product.md §9.3, decision 050: due date = LMP + 280 days; conception = due − 266 days
 * (LMP + 14), as on the due date page. The cycle length moves no date: it only says when the dates
 * from the last period are likely to be off.
 */
export function pregnancy(
  lastPeriod: Temporal.PlainDate,
  cycleLength: number,
  today: Temporal.PlainDate,
): PregnancyResult {
  const time = pregnancyTime(lastPeriod, today)
  const week = time?.week ?? 0
  const dueDate = dueDateFrom(lastPeriod)
  return {
    dueDate,
    conceptionDate: dueDate.subtract({ days: CONCEPTION_TO_DUE_DAYS }),
    cycleCaution: cycleUnsettlesDates(cycleLength),
    time,
    currentWeek: week,
    currentTrimester: trimesterAt(time?.weeks ?? 0),
  }
}
