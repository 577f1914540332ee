import { LUTEAL_PHASE } from './ovulation.ts'
import type { Temporal } from './temporal.ts'

/**
 * The calendar rule for irregular cycles (Ogino–Knaus, as taught in fertility awareness): the
 * fertile days run from cycle day (shortest − 18) to cycle day (longest − 11), day 1 being the
 * first day of the period. A shortest cycle under 19 days starts the window on day 1.
 */
export function calendarRuleDays(shortest: number, longest: number): { first: number; last: number } {
  return { first: Math.max(1, shortest - 18), last: longest - 11 }
}

export interface IrregularCycle {
  /** The calendar rule's fertile days, and their cycle days. */
  fertile: { start: Temporal.PlainDate; end: Temporal.PlainDate; first: number; last: number }
  ovulation: { earliest: Temporal.PlainDate; latest: Temporal.PlainDate }
  nextPeriod: { earliest: Temporal.PlainDate; latest: Temporal.PlainDate }
}

/**
 * The home calculator's irregular-cycle mode (docs/product.md §9.8): from the shortest and longest
 * cycle the visitor knows, the next period falls between last period + shortest and last period +
 * longest, ovulation `luteal` days before each, and the fertile days follow the calendar rule.
 */
export function irregularCycle(
  lastPeriod: Temporal.PlainDate,
  shortest: number,
  longest: number,
  luteal: number = LUTEAL_PHASE.default,
): IrregularCycle {
  const { first, last } = calendarRuleDays(shortest, longest)
  const nextPeriod = {
    earliest: lastPeriod.add({ days: shortest }),
    latest: lastPeriod.add({ days: longest }),
  }
  return {
    fertile: {
      start: lastPeriod.add({ days: first - 1 }),
      end: lastPeriod.add({ days: last - 1 }),
      first,
      last,
    },
    ovulation: {
      earliest: nextPeriod.earliest.subtract({ days: luteal }),
      latest: nextPeriod.latest.subtract({ days: luteal }),
    },
    nextPeriod,
  }
}
