import type { Temporal } from './temporal.ts'

/**
 * The one fertile-window rule of the site (docs/product.md §9.1, decision 047).
 *
 * The window opens 5 days before the (earliest) ovulation: conception followed only from
 * intercourse in the six days ending on ovulation day (Wilcox, Weinberg and Baird, NEJM 1995;
 * 221 women, 625 cycles). It closes 1 day after the (latest) ovulation, not because a day after
 * ovulation is fertile (the chance falls to about zero: Dunson et al., Hum Reprod 1999) but
 * because a calendar's ovulation date is an estimate that can be a day late. It replaces the
 * original specification's −3 to +2.
 */
export const WINDOW_DAYS_BEFORE_OVULATION = 5
/** See `WINDOW_DAYS_BEFORE_OVULATION`: one day after, for the error of a calendar estimate. */
export const WINDOW_DAYS_AFTER_OVULATION = 1
/**
 * The best days are the 3 ending on ovulation day: the days of highest chance in Wilcox 1995 and
 * Dunson 1999 (the two days before ovulation and the day itself).
 */
export const BEST_DAYS = 3

export interface FertileWindow {
  start: Temporal.PlainDate
  end: Temporal.PlainDate
}

/**
 * The fertile window around an ovulation estimate, or around a range of them (from `earliest` to
 * `latest`): earliest − 5 through latest + 1. It never opens before the first day of the cycle it
 * belongs to (`cycleStart`), when that is given.
 */
export function fertileWindow(
  earliest: Temporal.PlainDate,
  latest: Temporal.PlainDate = earliest,
  cycleStart?: Temporal.PlainDate,
): FertileWindow {
  const start = earliest.subtract({ days: WINDOW_DAYS_BEFORE_OVULATION })
  return {
    start: cycleStart && start.until(cycleStart).days > 0 ? cycleStart : start,
    end: latest.add({ days: WINDOW_DAYS_AFTER_OVULATION }),
  }
}

/** The best days before a single ovulation estimate: the 3 days ending on it. */
export function bestDays(ovulation: Temporal.PlainDate): FertileWindow {
  return { start: ovulation.subtract({ days: BEST_DAYS - 1 }), end: ovulation }
}
