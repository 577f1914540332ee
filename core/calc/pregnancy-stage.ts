import { CYCLE_LENGTH } from './ovulation.ts'
import { CONCEPTION_TO_DUE_DAYS, PREGNANCY_DAYS } from './pregnancy.ts'
import type { PregnancyTime } from './pregnancy-time.ts'
import type { Temporal } from './temporal.ts'
import { TWIN_BIRTH_WINDOWS } from './twins.ts'

/**
 * Where a pregnancy counted from `start` stands today, for what a result must say beside its dates
 * (issue 59, item 5; clinical review N1, es M1 and M2, ru M2, fr m12, pt m16):
 *
 * - `notYet`: fewer than 14 days since the last period, so the estimated conception (LMP + 14,
 *   decision 050) is after today. No pregnancy can be known yet: no conception date is given as a
 *   fact and no pregnancy red flag is shown, only when a test can tell. Most home tests can from the
 *   first day of a missed period (NHS guidance, as North West Anglia NHS Foundation Trust's
 *   "Taking a pregnancy test" gives it, and Tommy's, "Taking a pregnancy test"; read 2026-11-29).
 * - `lateTerm`: from 41+0. NICE NG207, "Inducing labour" (2021): induction is offered from 41+0
 *   weeks (read 2026-11-29 on NICE's site and an NHS trust's page citing it); CNGOF, "Grossesse
 *   prolongée et terme dépassé" (2011): the terme in France is 41 SA, with
 *   closer monitoring and induction discussed before 42 SA + 6 days (the TERM fact of country-care.ts).
 * - `postTerm`: from 42+0, a post-term pregnancy by WHO's definition (ICD-10: 294 days or more from
 *   the last period). Whoever is still pregnant calls her maternity unit today; whoever has given
 *   birth is told the dates no longer apply.
 * - `ongoing`: any other day.
 */
export type PregnancyStage = 'notYet' | 'ongoing' | 'lateTerm' | 'postTerm'

/** Days from the last period to the estimated conception: 280 − 266 = 14. */
export const CONCEPTION_DAYS = PREGNANCY_DAYS - CONCEPTION_TO_DUE_DAYS
/** 41+0 weeks. */
export const LATE_TERM_DAYS = 41 * 7
/** 42+0 weeks. */
export const POST_TERM_DAYS = 42 * 7

const elapsedDays = (time: PregnancyTime) => time.weeks * 7 + time.days

export function pregnancyStage(time: PregnancyTime | null): PregnancyStage {
  if (!time || elapsedDays(time) < CONCEPTION_DAYS) return 'notYet'
  if (elapsedDays(time) >= POST_TERM_DAYS) return 'postTerm'
  if (elapsedDays(time) >= LATE_TERM_DAYS) return 'lateTerm'
  return 'ongoing'
}

/**
 * The first day of a missed period: the day the next period is due, `cycleLength` days after the
 * last one began (28 where the calculator asks for no cycle length).
 */
export function testFrom(lastPeriod: Temporal.PlainDate, cycleLength: number = CYCLE_LENGTH.default) {
  return lastPeriod.add({ days: cycleLength })
}

/**
 * The last day of every planned-birth window the twin calculator shows (NICE NG137 and ACOG, each
 * type): after it, the result asks whoever is still pregnant with twins to call today. A window
 * with no end (NICE's "from") ends, for this, where it starts.
 */
export const TWIN_WINDOWS_END_DAYS = Math.max(
  ...Object.values(TWIN_BIRTH_WINDOWS).flatMap((guidelines) =>
    Object.values(guidelines).map(({ from, to }) => (to ?? from).weeks * 7 + (to ?? from).days),
  ),
)

/** Whether every twin planned-birth window has passed at `time`. */
export const pastTwinWindows = (time: PregnancyTime | null) =>
  time !== null && elapsedDays(time) > TWIN_WINDOWS_END_DAYS
