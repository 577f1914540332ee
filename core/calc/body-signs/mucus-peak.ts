import { Temporal } from '../temporal.ts'
import { byDate, type DaySigns, duplicateDay, type MucusValue, mucusValue } from './signs.ts'

/**
 * The mucus peak of the sympto-thermal method: the last day of the best-quality mucus of the cycle,
 * confirmed by the three days after it, each of lower quality ("peak + 3"). Rule text as read here:
 * planificacionfamiliarnatural.es, "Rules of the symptothermal method" (the peak is the last day of
 * the most fertile quality, known only after 3 days; new fertile mucus within them starts the count
 * again); Ovy, "The rules of the symptothermal method at a glance" ("after the peak day, i.e. the last
 * day with the best mucus quality, at least three days with poorer mucus quality must follow");
 * Frank-Herrmann et al. 2007 (Hum Reprod 22:1310) for the double check it belongs to.
 *
 * Decisions where those texts are silent (each the cautious reading):
 * - The best quality is the cycle's own best up to the day asked about (`until`), as the method says
 *   ("individually best"); a cycle whose best is dry or nothing felt (t, Ø: under `MIN_PEAK_VALUE`)
 *   has no peak: no mucus sign was seen.
 * - Each of the three days must be observed: a day with no observation, or one left out, is not
 *   "lower", so it holds the confirmation back (`missingDay`) rather than being assumed dry.
 * - Better or equal mucus after the peak moves the peak (it is no longer the last day of the best
 *   quality), until the day asked about; what comes after that day is not read. `ovulationEvidence`
 *   asks on the day the double check completes, so mucus late in the cycle cannot undo it.
 */

/** The lowest quality a peak may have: moist (f). Dry (t) and nothing felt (Ø) are no mucus sign. */
export const MIN_PEAK_VALUE: MucusValue = 2
/** Days of lower quality that confirm the peak. */
export const PEAK_CONFIRM_DAYS = 3

export interface MucusPeak {
  status: 'confirmed'
  peak: Temporal.PlainDate
  /** The peak's quality, 2–4 (f, S, S+). */
  value: MucusValue
  /** Peak + 3: the third day of lower quality. */
  confirmedOn: Temporal.PlainDate
}

export type MucusPeakResult =
  | MucusPeak
  /** No mucus observed (or all left out) up to the day asked about. */
  | { status: 'notYet'; reason: 'noObservations' }
  /** Only dry or nothing felt: no mucus sign yet. */
  | { status: 'notYet'; reason: 'noMucusSign' }
  /** A peak so far, with `daysAfter` (0–2) lower days observed after it and more to come. */
  | { status: 'notYet'; reason: 'waiting'; peak: Temporal.PlainDate; value: MucusValue; daysAfter: number }
  /** A day within the three after the peak has no observation. */
  | {
      status: 'notYet'
      reason: 'missingDay'
      peak: Temporal.PlainDate
      value: MucusValue
      date: Temporal.PlainDate
    }
  | { status: 'invalid'; reason: 'duplicateDay'; date: Temporal.PlainDate }

/**
 * The mucus peak of one cycle's days, read up to `until` (by default the last day logged, whatever
 * its signs), or why there is none yet.
 */
export function mucusPeak(days: readonly DaySigns[], until?: Temporal.PlainDate): MucusPeakResult {
  const twice = duplicateDay(days)
  if (twice) return { status: 'invalid', reason: 'duplicateDay', date: twice }
  const sorted = byDate(days)
  const last = until ?? sorted.at(-1)?.date
  if (!last) return { status: 'notYet', reason: 'noObservations' }
  const observed = new Map<string, MucusValue>()
  let best = -1
  let peak: Temporal.PlainDate | null = null
  for (const day of sorted) {
    if (Temporal.PlainDate.compare(day.date, last) > 0) break
    if (!day.mucus || day.mucus.excluded) continue
    const value = mucusValue(day.mucus)
    observed.set(day.date.toString(), value)
    if (value >= best) {
      best = value
      peak = day.date
    }
  }
  if (!peak) return { status: 'notYet', reason: 'noObservations' }
  if (best < MIN_PEAK_VALUE) return { status: 'notYet', reason: 'noMucusSign' }
  const value = best as MucusValue
  for (let k = 1; k <= PEAK_CONFIRM_DAYS; k++) {
    const date = peak.add({ days: k })
    if (Temporal.PlainDate.compare(date, last) > 0) {
      return { status: 'notYet', reason: 'waiting', peak, value, daysAfter: k - 1 }
    }
    if (!observed.has(date.toString())) return { status: 'notYet', reason: 'missingDay', peak, value, date }
  }
  return { status: 'confirmed', peak, value, confirmedOn: peak.add({ days: PEAK_CONFIRM_DAYS }) }
}
