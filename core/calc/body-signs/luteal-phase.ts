import { STATS_CYCLES } from '../cycle-log.ts'
import { LUTEAL_PHASE } from '../ovulation.ts'
import { Temporal } from '../temporal.ts'

/**
 * The visitor's own luteal phase, learned from cycles whose ovulation the signs confirmed (issue 51,
 * item 3).
 *
 * Two counts, one day apart (clinical review N5, 2026-11-29):
 * - The luteal phase shown and flagged is the clinical and NFP count: the days after ovulation up to
 *   the day before the next period (from the first higher temperature reading, when the estimate is
 *   the last low day), as the ASRM's "≤ 10 days" and "typical 12–14" count it.
 * - Predictions count back from the next period to the ovulation day itself (`ovulation.ts`:
 *   ovulation = next period − luteal phase), so they use that count + `OVULATION_DAY`.
 *
 * Decisions:
 * - It replaces the default 14 from `LEARN_CYCLES` confirmed cycles: one or two lengths say nothing
 *   of their spread, and the site already waits for a second cycle before any statistic
 *   (`MIN_CYCLES`); three is the fewest that shows a middle and both ends. Not a published figure.
 * - The last `STATS_CYCLES` (12) confirmed cycles are read, as My cycles reads the last 12 cycles.
 * - The value used for predictions is the mean rounded to a whole day (as `predictCycles` rounds the
 *   average cycle), kept within the 10–16 days a visitor may set (`LUTEAL_PHASE`): a learned 9 or 18
 *   is shown, and flagged, but predictions do not follow it out of that range.
 * - A cycle whose next period starts on or the day after its ovulation estimate is a logging error
 *   and is not counted.
 * - The estimate is the range's last day: in the usual order (mucus peak, then the last low
 *   temperature) it is the day before the temperature rose, and it gives the shorter of the possible
 *   lengths, so a short luteal phase is flagged rather than missed.
 */

/** The ovulation day: what the predictions' count back from the next period holds beyond the luteal phase. */
const OVULATION_DAY = 1

/** Confirmed cycles needed before the learned luteal phase replaces the default. */
export const LEARN_CYCLES = 3
/**
 * A luteal phase of this many days or fewer is short: luteal phase deficiency is "a clinical
 * diagnosis associated with an abnormal luteal phase length of ≤10 days" (ASRM Practice Committee,
 * "Diagnosis and treatment of luteal phase deficiency: a committee opinion", 2021; the typical
 * length 12–14, range 11–17). Shown as worth discussing with a doctor, never as a diagnosis: the same
 * opinion says it has not been proven to cause infertility by itself.
 */
export const SHORT_LUTEAL_DAYS = 10

export interface ConfirmedCycle {
  /** The confirmed ovulation's estimate (`ovulationEvidence(...).estimate` of a "confirmed" cycle). */
  ovulation: Temporal.PlainDate
  /** The first day of the next period. */
  nextPeriod: Temporal.PlainDate
}

export interface LearnedLuteal {
  /**
   * The days predictions count back from the next period to ovulation: the learned luteal phase +
   * the ovulation day once there are enough cycles, else the default 14.
   */
  luteal: number
  learned: boolean
  /** Learned, but outside the 10–16 days predictions count back: they keep to that range. */
  clamped: boolean
  /** Confirmed cycles counted (the last 12 at most). */
  count: number
  /** Cycles still needed before it is learned (0 once it is). */
  needed: number
  /** Each counted cycle's luteal phase (the days after ovulation, before the next period), oldest first. */
  lengths: readonly number[]
  /** Null until a cycle is counted. */
  mean: number | null
  shortest: number | null
  longest: number | null
  /** Counted cycles with a luteal phase of 10 days or fewer. */
  shortCycles: number
  /** Any counted cycle was short: worth discussing with a doctor. */
  shortLuteal: boolean
}

export const isShortLuteal = (days: number) => days <= SHORT_LUTEAL_DAYS

/**
 * The luteal phase of one confirmed cycle: the days after ovulation, before the next period; null if
 * the dates leave none (a logging error).
 */
export function lutealLength(cycle: ConfirmedCycle): number | null {
  const days = cycle.ovulation.until(cycle.nextPeriod, { largestUnit: 'days' }).days - OVULATION_DAY
  return days > 0 ? days : null
}

/** The luteal phase learned from confirmed cycles, with its spread and the short-phase flag. */
export function learnedLutealPhase(confirmedCycles: readonly ConfirmedCycle[]): LearnedLuteal {
  const sorted = [...confirmedCycles].sort((a, b) => Temporal.PlainDate.compare(a.nextPeriod, b.nextPeriod))
  // The last 12 lengths, counted from the newest: a log of 240 confirmed cycles counts 12 days apart,
  // not 240 (a count of days is slow in the Temporal polyfill).
  const lengths: number[] = []
  for (let i = sorted.length - 1; i >= 0 && lengths.length < STATS_CYCLES; i--) {
    const length = lutealLength(sorted[i] as ConfirmedCycle)
    if (length !== null) lengths.unshift(length)
  }
  const count = lengths.length
  const mean = count > 0 ? lengths.reduce((sum, n) => sum + n, 0) / count : null
  const learned = count >= LEARN_CYCLES && mean !== null
  const countBack = mean === null ? LUTEAL_PHASE.default : Math.round(mean) + OVULATION_DAY
  const luteal = learned
    ? Math.min(LUTEAL_PHASE.max, Math.max(LUTEAL_PHASE.min, countBack))
    : LUTEAL_PHASE.default
  const shortCycles = lengths.filter(isShortLuteal).length
  return {
    luteal,
    learned,
    clamped: learned && luteal !== countBack,
    count,
    needed: Math.max(0, LEARN_CYCLES - count),
    lengths,
    mean,
    shortest: count > 0 ? Math.min(...lengths) : null,
    longest: count > 0 ? Math.max(...lengths) : null,
    shortCycles,
    shortLuteal: shortCycles > 0,
  }
}
