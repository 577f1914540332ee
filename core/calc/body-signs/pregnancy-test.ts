import { type LoggedPeriod, sortedPeriods } from '../cycle-log.ts'
import { Temporal } from '../temporal.ts'
import { OLDEST } from '../validate.ts'
import type { DateRange } from './ovulation-evidence.ts'
import { type SignsSummary, signsSummary } from './signs-summary.ts'
import type { StoredDay } from './stored-day.ts'

/**
 * A positive pregnancy test in the log (issue 51, item 5): the test that stands now, the ovulation
 * the cycle's signs give for it, and the last period, from which My cycles offers the due date and
 * pauses its period predictions.
 */
export interface PregnancyFromLog {
  testedOn: Temporal.PlainDate
  /** The cycle's ovulation, as its signs give it; null when they give none before the test. */
  ovulation: { kind: 'confirmed' | 'likely'; estimate: Temporal.PlainDate; range: DateRange } | null
  /** The first day of the last logged period: the cycle the test belongs to. */
  lastPeriod: Temporal.PlainDate
}

/**
 * The positive pregnancy test that stands today, or null.
 *
 * - Only the current cycle counts: a test before the last logged period belongs to an earlier cycle,
 *   and a period logged after a positive test means that test no longer says anything about now.
 * - The latest test of the cycle decides (this module's decision): a negative test logged after a
 *   positive one is the visitor's newer word, so nothing stands and the predictions run again. The
 *   page draws no conclusion from the pair; that is for a doctor or midwife.
 * - The ovulation is the cycle's evidence as the rules read it (`signsSummary`), never read again
 *   here. An ovulation placed after the test cannot be the one the test comes from: hCG is made only
 *   once the embryo has implanted, 6 to 12 days after ovulation (Wilcox, Baird, Weinberg 1999,
 *   N Engl J Med 340:1796, 221 women, 189 pregnancies dated by urinary hormones); it is left out.
 *
 * - A test stands only while its cycle's first day is within the span the pregnancy calculators
 *   take (`OLDEST.pregnancy`, 44 weeks): past it, the pregnancy is over whatever happened, the due
 *   date would be in the past and the calculator's link would refuse the date, so the predictions
 *   run again rather than stay paused for good.
 *
 * `summary` is the signs' summary when the caller has it already (the page does), so that the log's
 * cycles are not grouped twice.
 */
export function pregnancyFromLog(
  periods: readonly LoggedPeriod[],
  days: readonly StoredDay[],
  today: Temporal.PlainDate,
  summary: SignsSummary = signsSummary(periods, days),
): PregnancyFromLog | null {
  const lastPeriod = sortedPeriods(periods).at(-1)?.start
  if (!lastPeriod) return null
  if (Temporal.PlainDate.compare(lastPeriod, today.subtract(OLDEST.pregnancy.duration)) < 0) return null
  // ISO dates compare as strings, so 10,000 days are scanned without a Temporal comparison.
  const from = lastPeriod.toString()
  const until = today.toString()
  const latest = days.reduce<StoredDay | null>(
    (found, day) =>
      day.pregnancyTest && day.date >= from && day.date <= until && (!found || day.date > found.date)
        ? day
        : found,
    null,
  )
  if (latest?.pregnancyTest !== 'positive') return null
  const testedOn = Temporal.PlainDate.from(latest.date)
  const evidence = summary.cycles.find(({ cycle }) => cycle.start.equals(lastPeriod))?.evidence
  const ovulation =
    (evidence?.kind === 'confirmed' || evidence?.kind === 'likely') &&
    Temporal.PlainDate.compare(evidence.estimate, testedOn) < 0
      ? { kind: evidence.kind, estimate: evidence.estimate, range: evidence.range }
      : null
  return { testedOn, ovulation, lastPeriod }
}
