import { PREGNANCY_DAYS } from './pregnancy.ts'
import type { Temporal } from './temporal.ts'

/**
 * Dating a pregnancy by ultrasound, the one rule of the site (decision 050, docs/product.md §9.3).
 *
 * Source: ACOG, Committee Opinion No. 700, "Methods for Estimating the Due Date" (May 2017, with AIUM
 * and SMFM; reaffirmed), Table 1 "Guidelines for Redating Based on Ultrasonography". When a last
 * period is known, its due date is kept unless the scan's differs by more than the threshold for
 * the gestational age measured at the scan (by the scan); then the scan's is used. Measurements
 * before 14+0 weeks are of the crown–rump length, the most accurate. "Subsequent changes to the EDD
 * should be reserved for rare circumstances": the date set at the dating scan is not moved by later
 * scans. CO 700 also says mean sac diameter is not used to date, so no age under 6+0 is accepted:
 * crown–rump length dating starts when there is an embryo to measure, at about 6 weeks.
 */

/** The gestational ages a scan may be entered at, in days: 6+0 to 20+6 weeks. */
export const SCAN_AGE = { minDays: 6 * 7, maxDays: 20 * 7 + 6 } as const
/** The crown–rump length, the most accurate measure, is taken up to 13+6 weeks. */
export const CRL_LAST_DAY = 13 * 7 + 6

/**
 * CO 700 Table 1: up to and including `throughDays` of gestational age at the scan (by the scan),
 * the last-period date stands unless the two differ by more than `maxDifference` days.
 */
export const REDATING_THRESHOLDS = [
  { throughDays: 8 * 7 + 6, maxDifference: 5 }, // ≤ 8+6 (CRL)
  { throughDays: 13 * 7 + 6, maxDifference: 7 }, // 9+0 – 13+6 (CRL)
  { throughDays: 15 * 7 + 6, maxDifference: 7 }, // 14+0 – 15+6
  { throughDays: 21 * 7 + 6, maxDifference: 10 }, // 16+0 – 21+6
  { throughDays: 27 * 7 + 6, maxDifference: 14 }, // 22+0 – 27+6
  { throughDays: Number.POSITIVE_INFINITY, maxDifference: 21 }, // ≥ 28+0
] as const

export const REDATING_SOURCE =
  'ACOG Committee Opinion No. 700, "Methods for Estimating the Due Date" (2017), Table 1'

/** The most days by which a scan at `scanAgeDays` may differ from the last-period date before it re-dates. */
export function redatingThreshold(scanAgeDays: number): number {
  // The last row runs to infinity: one row always matches.
  return (REDATING_THRESHOLDS.find((r) => scanAgeDays <= r.throughDays) ?? REDATING_THRESHOLDS[5])
    .maxDifference
}

export interface ScanDating {
  /** Which due date stands. */
  kept: 'lmp' | 'scan'
  dueDate: Temporal.PlainDate
  /** The due date from the last period and from the scan, and how many days apart (≥ 0). */
  lmpDueDate: Temporal.PlainDate
  scanDueDate: Temporal.PlainDate
  differenceDays: number
  /** The threshold for the scan's age (CO 700 Table 1). */
  thresholdDays: number
}

/** The due date a scan gives on its own: scan date + 280 − the gestational age it measured. */
export function scanDueDate(scan: Temporal.PlainDate, scanAgeDays: number): Temporal.PlainDate {
  return scan.add({ days: PREGNANCY_DAYS - scanAgeDays })
}

/** CO 700's choice between the last period's due date and the scan's. */
export function scanDating(
  lastPeriod: Temporal.PlainDate,
  scan: Temporal.PlainDate,
  scanAgeDays: number,
): ScanDating {
  const lmpDueDate = lastPeriod.add({ days: PREGNANCY_DAYS })
  const byScan = scanDueDate(scan, scanAgeDays)
  const differenceDays = Math.abs(lmpDueDate.until(byScan, { largestUnit: 'days' }).days)
  const thresholdDays = redatingThreshold(scanAgeDays)
  const kept = differenceDays > thresholdDays ? 'scan' : 'lmp'
  return {
    kept,
    dueDate: kept === 'scan' ? byScan : lmpDueDate,
    lmpDueDate,
    scanDueDate: byScan,
    differenceDays,
    thresholdDays,
  }
}

/** Whether a scan at this age measured the crown–rump length (6+0 to 13+6), the most accurate. */
export function isCrownRumpAge(scanAgeDays: number): boolean {
  return scanAgeDays <= CRL_LAST_DAY
}
