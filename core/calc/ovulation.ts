import { fertileWindow } from './fertile-window.ts'
import type { Temporal } from './temporal.ts'

/**
 * The luteal phase: ovulation happens this many days before the next period. 14 unless the visitor
 * knows theirs; it may be set from 10 to 16 (mean 12.4 days, 95% range 7–17: Bull et al. 2019,
 * npj Digit Med 2:83). docs/product.md §9.
 */
export const LUTEAL_PHASE = { min: 10, max: 16, default: 14 } as const
/**
 * The cycle lengths from which a calendar can place ovulation at all: in cycles usually shorter than
 * 21 or longer than 35 days ovulation is unpredictable or absent in some cycles (the International
 * evidence-based guideline for PCOS, Teede et al. 2018; 2023 update, takes them as a sign of
 * ovulatory dysfunction). The site calls such cycles short or long, never "irregular": that word
 * means one thing, a spread from shortest to longest cycle over FIGO's limit (`IRREGULAR_SPREAD_DAYS`
 * in cycle-log.ts). Outside this range a result gives guidance (LH tests, mucus, a doctor), not one
 * confident date (issue 46).
 */
export const PREDICTABLE_CYCLE = { min: 21, max: 35 } as const
/**
 * The fewest days from a period's first day to ovulation the calculator dates: those of the
 * shortest cycle it dates with the usual luteal phase (21 − 14 = 7, ovulation on day 8). A cycle and
 * a luteal phase that put it earlier (21 and 16 gave day 6) are not physiological, so the inputs are
 * asked again (clinical review N10, 2026-11-29).
 */
export const MIN_FOLLICULAR_DAYS = PREDICTABLE_CYCLE.min - LUTEAL_PHASE.default
/** The cycle lengths the stepper buttons offer (the predictable range), and its starting value. */
export const CYCLE_LENGTH = { ...PREDICTABLE_CYCLE, default: 28 } as const
/** Any whole number of days in this range may be typed, sent to the API or linked to. */
export const TYPED_CYCLE_LENGTH = { min: 15, max: 60 } as const
/**
 * No period for this many days, and not pregnant, is a reason to see a doctor: FIGO defines absent
 * bleeding for 90 days as amenorrhoea (Munro et al. 2018, FIGO AUB System 1, Int J Gynecol Obstet
 * 143:393).
 */
export const NO_PERIOD_DAYS = 90

/** Whether a calendar can place ovulation for this cycle length (`PREDICTABLE_CYCLE`). */
export const isPredictable = (cycleLength: number) =>
  cycleLength >= PREDICTABLE_CYCLE.min && cycleLength <= PREDICTABLE_CYCLE.max

export interface OvulationResult {
  ovulationDate: Temporal.PlainDate
  fertileWindowStart: Temporal.PlainDate
  fertileWindowEnd: Temporal.PlainDate
  nextPeriodDate: Temporal.PlainDate
  /** Whole days from today to the next period; negative once it has passed (the period is late). */
  daysUntilNextPeriod: number
  /** Whole days from the first day of the last period to today. */
  daysSinceLastPeriod: number
}

/**
 * docs/product.md §9.1: ovulation = last period + (cycle − luteal phase) days, the luteal phase being
 * 14 unless the visitor sets it; the fertile window is `fertileWindow`'s (ovulation − 5 through
 * ovulation + 1); the next period = last period + cycle.
 */
export function ovulation(
  lastPeriod: Temporal.PlainDate,
  cycleLength: number,
  today: Temporal.PlainDate,
  luteal: number = LUTEAL_PHASE.default,
): OvulationResult {
  const ovulationDate = lastPeriod.add({ days: cycleLength - luteal })
  const nextPeriodDate = lastPeriod.add({ days: cycleLength })
  const window = fertileWindow(ovulationDate, ovulationDate, lastPeriod)
  return {
    ovulationDate,
    fertileWindowStart: window.start,
    fertileWindowEnd: window.end,
    nextPeriodDate,
    daysUntilNextPeriod: today.until(nextPeriodDate, { largestUnit: 'days' }).days,
    daysSinceLastPeriod: lastPeriod.until(today, { largestUnit: 'days' }).days,
  }
}

/**
 * The chance that intercourse on one day led to a pregnancy detected by hCG, by days before a known
 * ovulation day: only the two figures the abstract of Wilcox, Weinberg and Baird (NEJM 1995;
 * 333:1517) states, 0.10 five days before and 0.33 on the day of ovulation. 221 healthy women,
 * mostly 26–35, ovulation measured from urinary hormones; two thirds of the 192 pregnancies ended
 * in a live birth. The middle values cannot be traced to the paper here, so none is given. Shown
 * as an explanation, never on predicted dates (issue 46).
 */
export const CONCEPTION_CHANCE = [
  { daysBefore: 5, percent: 10 },
  { daysBefore: 0, percent: 33 },
] as const
