import { CONCEPTION_CHANCE, LUTEAL_PHASE, ovulation } from './ovulation.ts'
import type { Temporal } from './temporal.ts'

/** The days of one cycle that its calendar marks. */
export interface CycleDays {
  periodStart: Temporal.PlainDate
  fertileStart: Temporal.PlainDate
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
    ovulation: r.ovulationDate,
    fertileEnd: r.fertileWindowEnd,
    nextPeriod: r.nextPeriodDate,
  }
}

/** The cycles after the one that starts at `lastPeriod`, numbered from 1, each by the same rule. */
export function nextCycles(
  lastPeriod: Temporal.PlainDate,
  cycleLength: number,
  { count = 6, luteal = LUTEAL_PHASE.default }: { count?: number; luteal?: number } = {},
): (CycleDays & { n: number })[] {
  return Array.from({ length: count }, (_, i) => ({
    n: i + 1,
    ...cycleDays(lastPeriod.add({ days: cycleLength * (i + 1) }), cycleLength, luteal),
  }))
}

/** Whole days from `a` to `b`: negative when `b` is earlier. */
const daysBetween = (a: Temporal.PlainDate, b: Temporal.PlainDate) => a.until(b, { largestUnit: 'days' }).days

/** Whether `day` lies in the fertile window of docs/product.md §9 (ovulation −3 to +2). */
export function inFertileWindow(cycle: CycleDays, day: Temporal.PlainDate): boolean {
  return daysBetween(cycle.fertileStart, day) >= 0 && daysBetween(day, cycle.fertileEnd) >= 0
}

/** The chance of conception on `day` (Wilcox 1995), in percent, or null on a day without one. */
export function chanceOn(cycle: CycleDays, day: Temporal.PlainDate): number | null {
  const daysBefore = daysBetween(day, cycle.ovulation)
  return CONCEPTION_CHANCE.find((row) => row.daysBefore === daysBefore)?.percent ?? null
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
