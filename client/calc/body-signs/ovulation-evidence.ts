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
 * - "none" otherwise; the temperature and mucus results say why (not enough readings, waiting for the
 *   fourth reading, ...).
 */

/** Ovulation after the first positive LH test: from the day after it to the day after that (24–36 h). */
export const LH_TO_OVULATION = { from: 1, to: 2 } as const

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
    }
  | {
      kind: 'likely'
      range: DateRange
      /** The day after the positive test. */
      estimate: Temporal.PlainDate
      lhPositive: Temporal.PlainDate
      temperature: ShiftResult
      mucus: MucusPeakResult
    }
  | {
      kind: 'none'
      temperature: ShiftResult
      mucus: MucusPeakResult
      lhPositive: null
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

/** The first positive LH test of the cycle, or null. */
export function firstPositiveLh(days: readonly DaySigns[]): Temporal.PlainDate | null {
  return byDate(days).find((day) => day.lh === 'positive')?.date ?? null
}

/** The evidence of ovulation in one cycle's days (from its first day to the day before the next period). */
export function ovulationEvidence(cycle: { days: readonly DaySigns[] }): OvulationEvidence {
  const { days } = cycle
  const twice = duplicateDay(days)
  if (twice) return { kind: 'invalid', reason: 'duplicateDay', date: twice }
  const temperature = temperatureShift(days)
  const mucus = mucusPeak(days)
  if (temperature.status === 'confirmed') {
    // The first day, from the shift's confirmation on, on which the mucus peak read up to that day is
    // confirmed too: the day the double check completes.
    const from = temperature.confirmedOn
    const asked = [from, ...byDate(days).map((day) => day.date)].filter(
      (date) => Temporal.PlainDate.compare(date, from) >= 0,
    )
    for (const until of asked) {
      const peak = mucusPeak(days, until)
      if (peak.status === 'confirmed') {
        const range = doubleCheckRange(temperature, peak)
        return {
          kind: 'confirmed',
          range,
          estimate: range.end,
          confirmedOn: later(temperature.confirmedOn, peak.confirmedOn),
          shift: temperature,
          peak,
          lhPositive: firstPositiveLh(days),
        }
      }
    }
  }
  const lhPositive = firstPositiveLh(days)
  if (lhPositive) {
    const range = {
      start: lhPositive.add({ days: LH_TO_OVULATION.from }),
      end: lhPositive.add({ days: LH_TO_OVULATION.to }),
    }
    return { kind: 'likely', range, estimate: range.start, lhPositive, temperature, mucus }
  }
  return { kind: 'none', temperature, mucus, lhPositive: null }
}
