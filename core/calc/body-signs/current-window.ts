import { BEST_DAYS } from '../fertile-window.ts'
import { Temporal } from '../temporal.ts'
import { MIN_PEAK_VALUE } from './mucus-peak.ts'
import {
  type DateRange,
  LH_TO_OVULATION,
  type OvulationEvidence,
  ovulationEvidence,
} from './ovulation-evidence.ts'
import { type MucusValue, mucusValue } from './signs.ts'
import type { CycleEvidence } from './signs-summary.ts'

/**
 * What the signs of the current cycle say today about its fertile window (issue 51, item 3: "in the
 * current cycle, the window and best days follow the signs as they come (mucus, a positive LH test),
 * and the confirmation closes it"). The latest sign wins, in the order the cycle brings them:
 *
 * - `closed`: ovulation confirmed by the double check (temperature shift and mucus peak): the fertile
 *   time of the sympto-thermal method ends then (Frank-Herrmann et al. 2007, Hum Reprod 22:1310, as
 *   in `ovulation-evidence.ts`). Dated by the day the double check completed (`confirmedOn`).
 * - `lh`: a positive LH test, not yet confirmed: ovulation follows on one of the days of
 *   `LH_TO_OVULATION` (its sources are in `ovulation-evidence.ts`), so the best days are the
 *   `BEST_DAYS` ending on the latest of them (the site's one best-days rule, `fertile-window.ts`:
 *   the days of highest chance end on ovulation day, Wilcox 1995, Dunson 1999): the day of the test
 *   and the two after it.
 * - `mucus`: a mucus sign, at least moist (f, the project's `MIN_PEAK_VALUE`: dry and nothing felt
 *   are no mucus sign). The sympto-thermal method counts all mucus before ovulation as potentially
 *   fertile and watches for its earliest appearance (fertilityet.org.uk, "The Mucus Symptom", read
 *   2026); a window opened by any type of mucus held the biological fertile window in every cycle
 *   (Ecochard et al. 2015, Fertil Steril 103:1319, abstract: 100% sensitivity, over a clinical window
 *   of 11 days). The best days are those of the most fertile mucus, S+ (`BEST_MUCUS_VALUE`): the
 *   chance of conception rises with the mucus score, so intercourse is best on the days of optimal
 *   mucus, whatever their place relative to ovulation (Bigelow et al. 2004, Hum Reprod 19:889,
 *   782 women, 7288 cycles, abstract); the chance of conception from intercourse on a day was 0.003
 *   without secretions and 0.29 with the most fertile-type mucus (Scarpa et al. 2006, Eur J Obstet Gynecol Reprod Biol 125:72, 193
 *   women, abstract). Both studies scored mucus on their own scales; that their top category is
 *   Sensiplan's S+ is this module's reading.
 * - `calendar`: no sign yet: the calendar's predicted window stands.
 *
 * Only the current cycle counts (the newest, with no next period), and only its days up to today:
 * a sign of an earlier cycle says nothing of this one. Left-out mucus and disturbed temperatures are
 * skipped as the rules skip them (`mucus-peak.ts`, `temperature-shift.ts`).
 */

/** The most fertile mucus: S+, egg white or a wet, slippery feeling. */
export const BEST_MUCUS_VALUE: MucusValue = 4

export type CurrentWindow =
  | {
      kind: 'closed'
      /** The day the double check completed. */
      confirmedOn: Temporal.PlainDate
    }
  | {
      kind: 'lh'
      /** The first positive LH test of the cycle. */
      lhPositive: Temporal.PlainDate
      /** The day of the test to the latest likely day of ovulation. */
      bestDays: DateRange
    }
  | {
      kind: 'mucus'
      /** The first day of a mucus sign this cycle: the fertile window began that day. */
      since: Temporal.PlainDate
      /** The days of the most fertile mucus so far, oldest first (none yet: empty). */
      bestDays: Temporal.PlainDate[]
    }
  | { kind: 'calendar' }

/**
 * What the current cycle's signs say on `today`, or null when there is no current cycle with signs
 * (no period logged, or none logged since the last one): then there is nothing to say beyond the
 * calendar. `cycles` are the summary's, newest first (`signsSummary`).
 */
export function currentWindow(
  cycles: readonly CycleEvidence[],
  today: Temporal.PlainDate,
): CurrentWindow | null {
  const newest = cycles[0]
  if (!newest || newest.cycle.next !== null) return null
  const days = newest.cycle.days.filter((day) => Temporal.PlainDate.compare(day.date, today) <= 0)
  if (days.length === 0) return null
  // The summary read every day logged; a day after today (a clock set back) is not known today.
  const evidence: OvulationEvidence =
    days.length === newest.cycle.days.length ? newest.evidence : ovulationEvidence({ ...newest.cycle, days })
  switch (evidence.kind) {
    // Undated: both rules are met, though too far apart to date ovulation; the fertile time is over.
    case 'confirmed':
    case 'undated':
      return { kind: 'closed', confirmedOn: evidence.confirmedOn }
    case 'likely': {
      const end = evidence.lhPositive.add({ days: LH_TO_OVULATION.to })
      return {
        kind: 'lh',
        lhPositive: evidence.lhPositive,
        bestDays: { start: end.subtract({ days: BEST_DAYS - 1 }), end },
      }
    }
    // A day logged twice: every rule refuses the cycle rather than guess, and so does this one.
    case 'invalid':
      return { kind: 'calendar' }
    // Only an ended cycle has no rise after its test; the current one has not ended.
    case 'noRise':
    case 'none':
      break
  }
  const signs = days.filter((day) => day.mucus && !day.mucus.excluded)
  const first = signs.find((day) => day.mucus && mucusValue(day.mucus) >= MIN_PEAK_VALUE)
  if (!first) return { kind: 'calendar' }
  return {
    kind: 'mucus',
    since: first.date,
    bestDays: signs
      .filter((day) => day.mucus && mucusValue(day.mucus) >= BEST_MUCUS_VALUE)
      .map((day) => day.date),
  }
}
