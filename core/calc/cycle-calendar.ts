import { bestDays } from './fertile-window.ts'
import { LUTEAL_PHASE, ovulation } from './ovulation.ts'
import type { Temporal } from './temporal.ts'

/**
 * How many cycles after the current one a typed cycle length predicts (the results table, the
 * `.ics`, the guide e-mail): two. From one typed length there is no spread to widen ranges by, and
 * ovulation day varies by 10 days even in 28-day cycles (Johnson et al., Hum Reprod Open 2020,
 * 75,981 LH-confirmed cycles), so exact dates further ahead would look more certain than they are
 * (issue 46; My cycles gives ranges from the visitor's own history instead).
 */
export const NEXT_CYCLES = 2

/** The days of one cycle that its calendar marks. */
export interface CycleDays {
  periodStart: Temporal.PlainDate
  fertileStart: Temporal.PlainDate
  /** The first of the best days: the 3 ending on ovulation day (`bestDays`). */
  bestStart: Temporal.PlainDate
  ovulation: Temporal.PlainDate
  fertileEnd: Temporal.PlainDate
  nextPeriod: Temporal.PlainDate
}

/** The cycle that starts on `periodStart`, by the rule of docs/product.md §9. */
export function cycleDays(
  periodStart: Temporal.PlainDate,
  cycleLength: number,
  luteal: number = LUTEAL_PHASE.default,
): CycleDays {
  const r = ovulation(periodStart, cycleLength, periodStart, luteal)
  return {
    periodStart,
    fertileStart: r.fertileWindowStart,
    bestStart: bestDays(r.ovulationDate).start,
    ovulation: r.ovulationDate,
    fertileEnd: r.fertileWindowEnd,
    nextPeriod: r.nextPeriodDate,
  }
}

/** The cycles after the one that starts at `lastPeriod`, numbered from 1, each by the same rule. */
export function nextCycles(
  lastPeriod: Temporal.PlainDate,
  cycleLength: number,
  { count = NEXT_CYCLES, luteal = LUTEAL_PHASE.default }: { count?: number; luteal?: number } = {},
): (CycleDays & { n: number })[] {
  return Array.from({ length: count }, (_, i) => ({
    n: i + 1,
    ...cycleDays(lastPeriod.add({ days: cycleLength * (i + 1) }), cycleLength, luteal),
  }))
}

/** Whole days from `a` to `b`: negative when `b` is earlier. */
const daysBetween = (a: Temporal.PlainDate, b: Temporal.PlainDate) => a.until(b, { largestUnit: 'days' }).days

/**
 * Where each day of a cycle, and `today`, falls in the month that starts on `first`: as its day
 * of that month, below 1 or past the month's end when it lies outside. A calendar then marks
 * its days by comparing numbers: date arithmetic for each of a month's days cost most of a
 * result page's render (issue 27).
 */
export function cycleInMonth(
  cycle: CycleDays,
  first: Temporal.PlainDate,
  today: Temporal.PlainDate,
): Record<keyof CycleDays | 'today', number> {
  const day = (date: Temporal.PlainDate) => daysBetween(first, date) + 1
  return {
    periodStart: day(cycle.periodStart),
    fertileStart: day(cycle.fertileStart),
    bestStart: day(cycle.bestStart),
    ovulation: day(cycle.ovulation),
    fertileEnd: day(cycle.fertileEnd),
    nextPeriod: day(cycle.nextPeriod),
    today: day(today),
  }
}

/** The first day of each month from the period's start to the next period, in order. */
export function monthsOf(cycle: CycleDays): Temporal.PlainDate[] {
  const months: Temporal.PlainDate[] = []
  for (
    let first = cycle.periodStart.with({ day: 1 });
    daysBetween(first, cycle.nextPeriod) >= 0;
    first = first.add({ months: 1 })
  ) {
    months.push(first)
  }
  return months
}
