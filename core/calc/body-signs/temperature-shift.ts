import type { Temporal } from '../temporal.ts'
import { byDate, type DaySigns, duplicateDay } from './signs.ts'

/**
 * The temperature shift by the sympto-thermal "3 over 6" rule as Sensiplan defines it (Arbeitsgruppe
 * NFP, "Natürlich und sicher"; the method of Frank-Herrmann et al. 2007, Hum Reprod 22:1310, whose
 * cohort used it). The rule text as read here (tz-eisprung.de, "Temperaturauswertung"; the same in
 * myfertiledays.com, "Detailed rules for determining the fertile days", and Tempdrop's help,
 * "Charting feature interpretations"):
 *
 * 1. A rise has happened when three consecutive readings are all higher than the six before them,
 *    the third at least 0.2 °C above the highest of those six (the coverline).
 * 2. If the third is not 0.2 °C above, a fourth is awaited: it must be above the coverline, by any
 *    amount.
 * 3. One of the higher readings may fall on or below the coverline: it is not counted, and a further
 *    reading above it is needed, the third counted one 0.2 °C above.
 * 4. Exceptions 2 and 3 are not combined.
 *
 * Decisions where those texts are silent (each the cautious reading):
 * - Disturbed readings are left out entirely, as the method says; a day with no reading is treated
 *   the same way, so the six and the higher readings are the valid readings in date order, however
 *   many calendar days they span. Nothing is interpolated.
 * - Readings are compared as logged, in hundredths, without Sensiplan's rounding to 0.05 °C on paper:
 *   rounding could make a rise where the thermometer showed none.
 * - "Higher" is strictly higher; "at least 0.2 °C" is ≥ 20 hundredths; "on or below the coverline"
 *   is ≤ it (Tempdrop: "falls to or below the line").
 * - The first higher reading itself must be above each of the six; only the second or third may
 *   fall (rule 3).
 * - A first higher reading the rule does not confirm is dropped, and the next reading above its own
 *   six is tried: the earliest rise the rule confirms is the shift, and later readings do not move it.
 */

/** How many valid readings before the first higher one set the coverline. */
export const LOW_READINGS = 6
/** How far above the coverline the third counted higher reading must be: 0.20 °C, in hundredths. */
export const SHIFT_RISE = 20

/** Which form of the rule confirmed the shift. */
export type ShiftRule = 'regular' | 'fourthReading' | 'fallback'

export interface Reading {
  date: Temporal.PlainDate
  /** Hundredths of °C. */
  hundredths: number
}

/** A first higher reading and the readings counted after it so far. */
export interface ShiftCandidate {
  firstHigher: Temporal.PlainDate
  /** The highest of the six lower readings, hundredths of °C. */
  coverline: number
  /** The six valid readings before the first higher one, oldest first. */
  lowReadings: readonly Reading[]
  /** The higher readings counted, oldest first: from the first higher one on. */
  higherReadings: readonly Reading[]
  /** The one higher reading that fell on or below the coverline and is not counted (rule 3). */
  fallen: Reading | null
}

export interface TemperatureShift extends ShiftCandidate {
  status: 'confirmed'
  rule: ShiftRule
  /**
   * How far the third counted reading is above the coverline, hundredths: the "0.30 °C higher" of
   * the sentence. Under 20 only when the fourth reading confirmed it.
   */
  thirdRise: number
  /** The day of the reading that completed the rule. */
  confirmedOn: Temporal.PlainDate
}

export type ShiftNotYet =
  /** Fewer valid readings than the six and one higher reading need. */
  | { status: 'notYet'; reason: 'tooFewReadings'; valid: number; needed: number }
  /** No valid reading is higher than each of the six before it. */
  | { status: 'notYet'; reason: 'noRise' }
  /**
   * A first higher reading waits for the next: `awaiting` is the counted higher reading expected
   * (2, 3, or 4 under rule 2). Under rule 3 (`fallen` set) the third counted must be 0.2 °C above.
   */
  | { status: 'notYet'; reason: 'waiting'; awaiting: 2 | 3 | 4; candidate: ShiftCandidate }
  /** Readings rose above their six, but the rule confirmed none of them. */
  | { status: 'notYet'; reason: 'notConfirmed' }

export type ShiftResult =
  | TemperatureShift
  | ShiftNotYet
  | { status: 'invalid'; reason: 'duplicateDay'; date: Temporal.PlainDate }

/** The valid readings in date order: those taken and not disturbed. */
export function validReadings(days: readonly DaySigns[]): Reading[] {
  return byDate(days).flatMap((day) =>
    day.temperature && !day.temperature.disturbed
      ? [{ date: day.date, hundredths: day.temperature.hundredths }]
      : [],
  )
}

type Outcome =
  | { kind: 'confirmed'; shift: TemperatureShift }
  | { kind: 'pending'; awaiting: 2 | 3 | 4; candidate: ShiftCandidate }
  | { kind: 'failed' }

/** The rule applied from the first higher reading at `first`, over the readings after it. */
function fromFirstHigher(readings: readonly Reading[], first: number): Outcome {
  const lowReadings = readings.slice(first - LOW_READINGS, first)
  const coverline = Math.max(...lowReadings.map((reading) => reading.hundredths))
  const counted: Reading[] = [readings[first] as Reading]
  let fallen: Reading | null = null
  const candidate = (): ShiftCandidate => ({
    firstHigher: counted[0]!.date,
    coverline,
    lowReadings,
    higherReadings: [...counted],
    fallen,
  })
  const confirmed = (rule: ShiftRule, on: Reading): Outcome => ({
    kind: 'confirmed',
    shift: {
      status: 'confirmed',
      rule,
      ...candidate(),
      thirdRise: counted[2]!.hundredths - coverline,
      confirmedOn: on.date,
    },
  })
  let next = first + 1
  while (counted.length < 3) {
    const reading = readings[next++]
    if (!reading) return { kind: 'pending', awaiting: (counted.length + 1) as 2 | 3, candidate: candidate() }
    if (reading.hundredths > coverline) counted.push(reading)
    else if (fallen === null) fallen = reading
    else return { kind: 'failed' }
  }
  const third = counted[2]!
  if (third.hundredths - coverline >= SHIFT_RISE) return confirmed(fallen ? 'fallback' : 'regular', third)
  // Rule 2 (a fourth reading) is not combined with rule 3 (a fallen reading).
  if (fallen) return { kind: 'failed' }
  const fourth = readings[next]
  if (!fourth) return { kind: 'pending', awaiting: 4, candidate: candidate() }
  if (fourth.hundredths <= coverline) return { kind: 'failed' }
  counted.push(fourth)
  return confirmed('fourthReading', fourth)
}

/** The first temperature shift of one cycle's days by the "3 over 6" rule, or why there is none yet. */
export function temperatureShift(days: readonly DaySigns[]): ShiftResult {
  const twice = duplicateDay(days)
  if (twice) return { status: 'invalid', reason: 'duplicateDay', date: twice }
  const readings = validReadings(days)
  if (readings.length <= LOW_READINGS) {
    return { status: 'notYet', reason: 'tooFewReadings', valid: readings.length, needed: LOW_READINGS + 1 }
  }
  let rose = false
  for (let i = LOW_READINGS; i < readings.length; i++) {
    const reading = readings[i] as Reading
    if (!readings.slice(i - LOW_READINGS, i).every((low) => reading.hundredths > low.hundredths)) continue
    rose = true
    const outcome = fromFirstHigher(readings, i)
    if (outcome.kind === 'confirmed') return outcome.shift
    if (outcome.kind === 'pending') {
      return { status: 'notYet', reason: 'waiting', awaiting: outcome.awaiting, candidate: outcome.candidate }
    }
  }
  return { status: 'notYet', reason: rose ? 'notConfirmed' : 'noRise' }
}
