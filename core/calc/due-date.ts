import { CONCEPTION_TO_DUE_DAYS, dueDateFrom, weeksStartOf } from './pregnancy.ts'
import { type PregnancyTime, pregnancyTime } from './pregnancy-time.ts'
import { type ScanDating, scanDating, scanDueDate } from './scan-dating.ts'
import type { Temporal } from './temporal.ts'
import { trimesterEnds } from './trimesters.ts'

export const EMBRYO_AGES = [3, 5, 6] as const
export type EmbryoAge = (typeof EMBRYO_AGES)[number]

export type DueDateInput =
  | { method: 'lmp'; lastPeriod: Temporal.PlainDate }
  | { method: 'conception'; conception: Temporal.PlainDate }
  /** ACOG Committee Opinion 700: due = transfer + 266 − embryo age in days. */
  | { method: 'ivf'; transfer: Temporal.PlainDate; embryoAge: EmbryoAge }
  /**
   * A dating scan: due = scan + 280 − the gestational age measured at the scan; with the last period
   * too, ACOG CO 700's thresholds choose between the two (core/calc/scan-dating.ts).
   */
  | {
      method: 'ultrasound'
      scan: Temporal.PlainDate
      weeks: number
      days: number
      lastPeriod?: Temporal.PlainDate | null
    }

export interface DueDateResult {
  dueDate: Temporal.PlainDate
  /**
   * The first day the weeks count from: the due date less 280 days, the last period's equivalent
   * whatever the method (a conception or a scan). Twins count from it, and a sign-up carries it
   * as the last period from which the server dates the same pregnancy.
   */
  start: Temporal.PlainDate
  conceptionDate: Temporal.PlainDate
  /** 0 before the pregnancy is counted to have started. */
  currentWeek: number
  /** null: 'Not yet pregnant'. */
  time: PregnancyTime | null
  firstTrimesterEnd: Temporal.PlainDate
  secondTrimesterEnd: Temporal.PlainDate
  /** The due date itself. */
  thirdTrimesterEnd: Temporal.PlainDate
  /** A scan with a last period: which of the two dates stands, and why (ACOG CO 700). */
  scanDating: ScanDating | null
}

/** ACOG CO 700's choice, when the scan method was given a last period too. */
function scanDatingOf(input: DueDateInput): ScanDating | null {
  if (input.method !== 'ultrasound' || !input.lastPeriod) return null
  return scanDating(input.lastPeriod, input.scan, input.weeks * 7 + input.days)
}

function dueDateOf(input: DueDateInput, scan: ScanDating | null): Temporal.PlainDate {
  switch (input.method) {
    case 'lmp':
      return dueDateFrom(input.lastPeriod)
    case 'conception':
      return input.conception.add({ days: CONCEPTION_TO_DUE_DAYS })
    case 'ivf':
      return input.transfer.add({ days: CONCEPTION_TO_DUE_DAYS - input.embryoAge })
    case 'ultrasound':
      return scan?.dueDate ?? scanDueDate(input.scan, input.weeks * 7 + input.days)
  }
}

/**
 * The due date page (docs/product.md §9.3, decision 050). From the last period: due = LMP + 280,
 * conception = due − 266, the same as the pregnancy calculator's. From conception: due = conception
 * + 266, and gestation counts from conception − 14 days. From a scan: CO 700 (scan-dating.ts).
 */
export function dueDate(input: DueDateInput, today: Temporal.PlainDate): DueDateResult {
  const scan = scanDatingOf(input)
  const due = dueDateOf(input, scan)
  const start = weeksStartOf(due)
  const time = pregnancyTime(start, today)
  const ends = trimesterEnds(start)
  return {
    dueDate: due,
    start,
    conceptionDate: due.subtract({ days: CONCEPTION_TO_DUE_DAYS }),
    currentWeek: time?.week ?? 0,
    time,
    firstTrimesterEnd: ends.first,
    secondTrimesterEnd: ends.second,
    thirdTrimesterEnd: due,
    scanDating: scan,
  }
}

/** The calculation input of validated form values (see `validateDueDate`). */
export function dueDateInputOf(
  values: Record<string, string>,
  parse: (iso: string | undefined) => Temporal.PlainDate | null,
): DueDateInput | null {
  switch (values.method) {
    case 'conception': {
      const conception = parse(values.conception)
      return conception && { method: 'conception', conception }
    }
    case 'ivf': {
      const transfer = parse(values.transfer)
      const embryoAge = EMBRYO_AGES.find((age) => String(age) === values.embryoAge)
      return transfer && embryoAge ? { method: 'ivf', transfer, embryoAge } : null
    }
    case 'ultrasound': {
      const scan = parse(values.scan)
      return (
        scan && {
          method: 'ultrasound',
          scan,
          weeks: Number(values.weeks),
          days: Number(values.days),
          lastPeriod: parse(values.scanLmp),
        }
      )
    }
    default: {
      const lastPeriod = parse(values.lmp)
      return lastPeriod && { method: 'lmp', lastPeriod }
    }
  }
}
