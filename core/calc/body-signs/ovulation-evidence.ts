import type { LoggedPeriod } from '../cycle-log.ts'
import { LUTEAL_PHASE } from '../ovulation.ts'
import { Temporal } from '../temporal.ts'
import { type MucusPeak, type MucusPeakResult, mucusPeak } from './mucus-peak.ts'
import { byDate, type DaySigns, duplicateDay } from './signs.ts'
import { type ShiftResult, type TemperatureShift, temperatureShift } from './temperature-shift.ts'

/**
 * What one cycle's signs say about ovulation (issue 51):
 *
 * - "confirmed", the double check of the sympto-thermal method: both the temperature shift and the
 *   mucus peak are confirmed (Frank-Herrmann et al. 2007, Hum Reprod 22:1310: the fertile time ends
 *   when both rules are met). The mucus peak is read up to the day the double check completes, so
 *   that later mucus does not reopen it; until then better mucus moves the peak (the method's
 *   exception: planificacionfamiliarnatural.es, "Rules of the symptothermal method").
 * - "likely", from the first positive LH test of the cycle: the surge comes 24–36 hours before
 *   ovulation (Society for Reproductive Medicine glossary, Repropedia, "LH surge": "24-36 hours after
 *   a positive result"; Leiva et al. 2017, Front Public Health 5:320, 107 women, ultrasound: the best
 *   prediction is ovulation within 24 hours of the first positive test), so the day after the
 *   positive test or the day after that.
 * - "undated": both rules are met, but the mucus peak is too far from the temperature rise to date
 *   ovulation (`PEAK_NEAR_RISE`): a missed observation or late wet days, not ovulation.
 * - "noRise": the cycle ended with no temperature rise, though readings were taken where the rise
 *   would show (after a positive LH test, or in the cycle's last days: `READINGS_AT_CYCLE_END`):
 *   ovulation may not have happened. Said plainly, with the clinical review's "if this happens
 *   again, mention it to a doctor" (issue 60, item 4).
 * - "none" otherwise; the temperature and mucus results say why (not enough readings, waiting for the
 *   fourth reading, ...).
 *
 * The limits on the mucus peak and the LH test are the clinical review's (shared/reviews/clinical.md,
 * N3 and N4, 2026-11-29; decision 070): they make the rules say less, never more. Sensiplan's own
 * handbook, which decision 057 asks an editor to check, could not be read here.
 */

/** Ovulation after the first positive LH test: from the day after it to the day after that (24–36 h). */
export const LH_TO_OVULATION = { from: 1, to: 2 } as const

/**
 * How near the mucus peak must be to the temperature rise for the double check to date ovulation:
 * at most 3 days before the first higher reading, and no later than the third counted higher
 * reading. After ovulation progesterone makes the mucus less fertile, so a "peak" well after the rise
 * is not ovulation's sign, and one long before it is an early patch (clinical review N3).
 */
export const PEAK_NEAR_RISE = { daysBefore: 3, lastHigherReading: 3 } as const

/**
 * The first cycle day on which a positive LH test is read as the surge before ovulation. LH can be
 * high or tests positive in the first days of a cycle, during the period, with PCOS and near the
 * menopause (FDA labelling of home ovulation tests; the site's own signs-of-ovulation article): such a
 * test is not a surge (clinical review N4).
 */
export const LH_SURGE_FROM_CYCLE_DAY = 6

/** Valid readings after a positive LH test, with no rise, that say no rise followed it. */
export const READINGS_AFTER_LH = 3

/**
 * A cycle with no positive LH test says no rise came when it has ended, its readings found no rise
 * (six lower readings were there to compare with), and this many valid readings fall in its last
 * `LUTEAL_PHASE.min` days: after an ovulation those days are the high phase, so a rise would have
 * shown in them. Fewer, and the readings may simply have stopped before the rise: nothing is said.
 */
export const READINGS_AT_CYCLE_END = 3

/** A range of this many days or fewer is "very likely"; a longer one "probably" (clinical review N3). */
export const VERY_LIKELY_DAYS = 3

/** The cycle's positive LH tests, as the rules read them. */
export interface LhTests {
  /** The first positive test before cycle day 6 or on a logged period day: not read as a surge. */
  early: Temporal.PlainDate | null
  /** Runs of positive tests on consecutive days: more than one is worth a word (PCOS, menopause). */
  runs: number
}

export interface DateRange {
  start: Temporal.PlainDate
  end: Temporal.PlainDate
}

export type OvulationEvidence =
  | {
      kind: 'confirmed'
      /**
       * The days from the mucus peak to the last lower-temperature day (the day before the first
       * higher reading), whichever comes first: see `doubleCheckRange`.
       */
      range: DateRange
      /** The one day the learned luteal phase counts from: the range's last day. */
      estimate: Temporal.PlainDate
      /** The day both rules were met: the later of the two confirmations. */
      confirmedOn: Temporal.PlainDate
      shift: TemperatureShift
      peak: MucusPeak
      lhPositive: Temporal.PlainDate | null
      lh: LhTests
    }
  | {
      kind: 'likely'
      range: DateRange
      /** The day after the positive test. */
      estimate: Temporal.PlainDate
      lhPositive: Temporal.PlainDate
      temperature: ShiftResult
      mucus: MucusPeakResult
      lh: LhTests
    }
  | {
      kind: 'undated'
      /** The day both rules were met. */
      confirmedOn: Temporal.PlainDate
      temperature: TemperatureShift
      /** The peak the double check found, too far from the rise to date ovulation. */
      mucus: MucusPeak
      lhPositive: Temporal.PlainDate | null
      lh: LhTests
    }
  | {
      kind: 'noRise'
      /** The positive test no rise followed; null when the cycle's last days showed none. */
      lhPositive: Temporal.PlainDate | null
      temperature: ShiftResult
      mucus: MucusPeakResult
      lh: LhTests
    }
  | {
      kind: 'none'
      temperature: ShiftResult
      mucus: MucusPeakResult
      lhPositive: null
      lh: LhTests
    }
  | { kind: 'invalid'; reason: 'duplicateDay'; date: Temporal.PlainDate }

const earlier = (a: Temporal.PlainDate, b: Temporal.PlainDate) =>
  Temporal.PlainDate.compare(a, b) <= 0 ? a : b
const later = (a: Temporal.PlainDate, b: Temporal.PlainDate) =>
  Temporal.PlainDate.compare(a, b) >= 0 ? a : b

/**
 * Where the double check places ovulation: from the mucus peak to the day before the first higher
 * temperature, in whichever order they come. The mucus peak is the sign closest to ovulation seen by
 * ultrasound (within a day of it in over 72% of cycles: Ecochard et al. 2001, BJOG 108:822, 107
 * women, 283 ultrasound-confirmed cycles); the temperature rises after ovulation, once progesterone
 * is made, so the last low reading is its latest usual day (in wrist temperature, 86% of shifts came
 * on or after the LH-dated ovulation day: Shilaih et al. 2018, Biosci Rep 38:BSR20171279). The span
 * between the two signs is this module's decision, not a published rule; it gives the issue's
 * example, peak 12 November and first higher reading 14 November: "12 or 13 November".
 */
export function doubleCheckRange(shift: TemperatureShift, peak: MucusPeak): DateRange {
  const lastLow = shift.firstHigher.subtract({ days: 1 })
  return { start: earlier(peak.peak, lastLow), end: later(peak.peak, lastLow) }
}

/** Whether the double check's peak is near enough the rise to date ovulation (`PEAK_NEAR_RISE`). */
export function peakNearRise(shift: TemperatureShift, peak: MucusPeak): boolean {
  const earliest = shift.firstHigher.subtract({ days: PEAK_NEAR_RISE.daysBefore })
  const latest = shift.higherReadings[PEAK_NEAR_RISE.lastHigherReading - 1]?.date ?? shift.confirmedOn
  return (
    Temporal.PlainDate.compare(peak.peak, earliest) >= 0 && Temporal.PlainDate.compare(peak.peak, latest) <= 0
  )
}

/** One cycle as the rules read it: its days, its period, and the next period's first day if logged. */
export interface CycleSigns {
  days: readonly DaySigns[]
  period: LoggedPeriod
  next: Temporal.PlainDate | null
}

/**
 * The cycle's positive LH tests: the first one read as the surge (from cycle day 6 and after the
 * logged period), the first one too early for that, and the runs of positives.
 */
export function lhTests(cycle: CycleSigns): LhTests & { surge: Temporal.PlainDate | null } {
  const dayBeforeSurge = cycle.period.start.add({ days: LH_SURGE_FROM_CYCLE_DAY - 2 })
  const periodEnd = cycle.period.end ?? cycle.period.start
  const lastTooEarly = later(dayBeforeSurge, periodEnd)
  let surge: Temporal.PlainDate | null = null
  let early: Temporal.PlainDate | null = null
  let runs = 0
  let previous: Temporal.PlainDate | null = null
  for (const day of byDate(cycle.days)) {
    if (day.lh !== 'positive') continue
    if (!previous?.add({ days: 1 }).equals(day.date)) runs++
    previous = day.date
    if (Temporal.PlainDate.compare(day.date, lastTooEarly) <= 0) early ??= day.date
    else surge ??= day.date
  }
  return { surge, early, runs }
}

/** Whether enough valid readings after the positive test show no rise followed it. */
function noRiseAfter(cycle: CycleSigns, lhPositive: Temporal.PlainDate, temperature: ShiftResult): boolean {
  if (cycle.next === null || temperature.status === 'confirmed') return false
  const after = cycle.days.filter(
    (day) =>
      Temporal.PlainDate.compare(day.date, lhPositive) > 0 && day.temperature && !day.temperature.disturbed,
  )
  return after.length >= READINGS_AFTER_LH
}

/** Whether an ended cycle's readings found no rise where one would have shown: its last days. */
function noRiseAtEnd(cycle: CycleSigns, temperature: ShiftResult): boolean {
  if (cycle.next === null || temperature.status !== 'notYet') return false
  if (temperature.reason !== 'noRise' && temperature.reason !== 'notConfirmed') return false
  const from = cycle.next.subtract({ days: LUTEAL_PHASE.min })
  const late = cycle.days.filter(
    (day) =>
      Temporal.PlainDate.compare(day.date, from) >= 0 &&
      Temporal.PlainDate.compare(day.date, cycle.next as Temporal.PlainDate) < 0 &&
      day.temperature &&
      !day.temperature.disturbed,
  )
  return late.length >= READINGS_AT_CYCLE_END
}

/** The evidence of ovulation in one cycle's days (from its first day to the day before the next period). */
export function ovulationEvidence(cycle: CycleSigns): OvulationEvidence {
  const { days } = cycle
  const twice = duplicateDay(days)
  if (twice) return { kind: 'invalid', reason: 'duplicateDay', date: twice }
  const temperature = temperatureShift(days)
  const mucus = mucusPeak(days)
  const { surge: lhPositive, ...lh } = lhTests(cycle)
  if (temperature.status === 'confirmed') {
    // The first day, from the shift's confirmation on, on which the mucus peak read up to that day is
    // confirmed too: the day the double check completes.
    const from = temperature.confirmedOn
    const asked = [from, ...byDate(days).map((day) => day.date)].filter(
      (date) => Temporal.PlainDate.compare(date, from) >= 0,
    )
    for (const until of asked) {
      const peak = mucusPeak(days, until)
      if (peak.status !== 'confirmed') continue
      const confirmedOn = later(temperature.confirmedOn, peak.confirmedOn)
      if (!peakNearRise(temperature, peak)) {
        return { kind: 'undated', confirmedOn, temperature, mucus: peak, lhPositive, lh }
      }
      const range = doubleCheckRange(temperature, peak)
      return {
        kind: 'confirmed',
        range,
        estimate: range.end,
        confirmedOn,
        shift: temperature,
        peak,
        lhPositive,
        lh,
      }
    }
  }
  if (lhPositive) {
    if (noRiseAfter(cycle, lhPositive, temperature)) {
      return { kind: 'noRise', lhPositive, temperature, mucus, lh }
    }
    const range = {
      start: lhPositive.add({ days: LH_TO_OVULATION.from }),
      end: lhPositive.add({ days: LH_TO_OVULATION.to }),
    }
    return { kind: 'likely', range, estimate: range.start, lhPositive, temperature, mucus, lh }
  }
  if (noRiseAtEnd(cycle, temperature)) return { kind: 'noRise', lhPositive: null, temperature, mucus, lh }
  return { kind: 'none', temperature, mucus, lhPositive: null, lh }
}
