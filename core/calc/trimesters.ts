import type { Temporal } from './temporal.ts'

/**
 * The one trimester rule of the site, in completed weeks of gestation (weeks + days since the first
 * day of the last period): the first trimester runs through 13+6, the second from 14+0 through 27+6,
 * the third from 28+0 to birth. Source: ACOG, Committee Opinion 700 "Methods for Estimating the Due
 * Date" (2017; "first trimester (up to and including 13 6/7 weeks of gestation)") and ACOG's patient
 * guide "How Your Fetus Grows During Pregnancy" (second trimester 14 0/7 to 27 6/7, third from 28 0/7).
 * Decision 025 records why this replaced the original "weeks 1–13, 14–26, 27–40".
 */
export const TRIMESTER_START_WEEKS = [0, 14, 28] as const

export type Trimester = 1 | 2 | 3

/** The trimester at a number of completed weeks (0 before the pregnancy is counted to have started). */
export function trimesterAt(completedWeeks: number): Trimester {
  if (completedWeeks >= TRIMESTER_START_WEEKS[2]) return 3
  return completedWeeks >= TRIMESTER_START_WEEKS[1] ? 2 : 1
}

/** The last day of the first and second trimesters, counted from the first day of the last period. */
export function trimesterEnds(start: Temporal.PlainDate): {
  first: Temporal.PlainDate
  second: Temporal.PlainDate
} {
  return {
    first: start.add({ days: TRIMESTER_START_WEEKS[1] * 7 - 1 }),
    second: start.add({ days: TRIMESTER_START_WEEKS[2] * 7 - 1 }),
  }
}
