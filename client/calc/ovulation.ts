import type { Temporal } from './temporal.ts'

/**
 * The luteal phase: ovulation happens this many days before the next period. 14 unless the visitor
 * knows theirs; it may be set from 10 to 16 (mean 12.4 days, 95% range 7–17: Bull et al. 2019,
 * npj Digit Med 2:83). docs/product.md §9.
 */
export const LUTEAL_PHASE = { min: 10, max: 16, default: 14 } as const
/** The cycle lengths the stepper buttons offer (21–35 days), and its starting value. */
export const CYCLE_LENGTH = { min: 21, max: 35, default: 28 } as const
/** Any whole number of days in this range may be typed, sent to the API or linked to. */
export const TYPED_CYCLE_LENGTH = { min: 15, max: 60 } as const

export interface OvulationResult {
  ovulationDate: Temporal.PlainDate
  fertileWindowStart: Temporal.PlainDate
  fertileWindowEnd: Temporal.PlainDate
  nextPeriodDate: Temporal.PlainDate
  /** Whole days from today to the next period; negative once it has passed. */
  daysUntilNextPeriod: number
}

/**
 * docs/product.md §9: ovulation = last period + (cycle − luteal phase) days, the luteal phase being 14
 * unless the visitor sets it; the fertile window runs from 3 days before to 2 days after it; the next
 * period = last period + cycle.
 */
export function ovulation(
  lastPeriod: Temporal.PlainDate,
  cycleLength: number,
  today: Temporal.PlainDate,
  luteal: number = LUTEAL_PHASE.default,
): OvulationResult {
  const ovulationDate = lastPeriod.add({ days: cycleLength - luteal })
  const nextPeriodDate = lastPeriod.add({ days: cycleLength })
  return {
    ovulationDate,
    fertileWindowStart: ovulationDate.subtract({ days: 3 }),
    fertileWindowEnd: ovulationDate.add({ days: 2 }),
    nextPeriodDate,
    daysUntilNextPeriod: today.until(nextPeriodDate, { largestUnit: 'days' }).days,
  }
}

/**
 * Chance that intercourse on a day leads to pregnancy, by days before ovulation
 * (Wilcox, Weinberg and Baird, NEJM 1995). General information, not a personal prediction.
 */
export const CONCEPTION_CHANCE = [
  { daysBefore: 5, percent: 10 },
  { daysBefore: 4, percent: 17 },
  { daysBefore: 3, percent: 24 },
  { daysBefore: 2, percent: 30 },
  { daysBefore: 1, percent: 33 },
  { daysBefore: 0, percent: 33 },
] as const
