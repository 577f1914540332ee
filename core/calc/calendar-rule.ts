import { fertileWindow } from './fertile-window.ts'
import { LUTEAL_PHASE } from './ovulation.ts'
import type { Temporal } from './temporal.ts'

export interface IrregularCycle {
  /** The calendar rule's fertile days, and their cycle days (day 1 = the first day of the period). */
  fertile: { start: Temporal.PlainDate; end: Temporal.PlainDate; first: number; last: number }
  ovulation: { earliest: Temporal.PlainDate; latest: Temporal.PlainDate }
  nextPeriod: { earliest: Temporal.PlainDate; latest: Temporal.PlainDate }
}

/**
 * The home calculator's irregular-cycle mode (docs/product.md §9.8): from the shortest and longest
 * cycle the visitor knows, the next period falls between last period + shortest and last period +
 * longest, ovulation `luteal` days before each, and the fertile days are the site's one window
 * around that range (`fertileWindow`, decision 047).
 *
 * That is the calendar rule (Ogino–Knaus, as taught in fertility awareness) generalised by the
 * luteal phase: cycle day shortest − luteal − 4 to longest − luteal + 2, which is shortest − 18 to
 * longest − 12 at the usual 14 days. The classic rule's "longest − 11" adds a second day after the
 * latest ovulation, which the evidence does not support (Wilcox 1995, Dunson 1999); with another
 * luteal phase the classic rule could end before the latest ovulation it showed (review E2).
 */
export function irregularCycle(
  lastPeriod: Temporal.PlainDate,
  shortest: number,
  longest: number,
  luteal: number = LUTEAL_PHASE.default,
): IrregularCycle {
  const nextPeriod = {
    earliest: lastPeriod.add({ days: shortest }),
    latest: lastPeriod.add({ days: longest }),
  }
  const ovulation = {
    earliest: nextPeriod.earliest.subtract({ days: luteal }),
    latest: nextPeriod.latest.subtract({ days: luteal }),
  }
  const window = fertileWindow(ovulation.earliest, ovulation.latest, lastPeriod)
  const cycleDay = (date: Temporal.PlainDate) => lastPeriod.until(date).days + 1
  return {
    fertile: { ...window, first: cycleDay(window.start), last: cycleDay(window.end) },
    ovulation,
    nextPeriod,
  }
}
