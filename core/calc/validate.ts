import type { MessageKey } from '../i18n/message-key.ts'
import { EMBRYO_AGES } from './due-date.ts'
import { LUTEAL_PHASE, MIN_FOLLICULAR_DAYS, PREDICTABLE_CYCLE, TYPED_CYCLE_LENGTH } from './ovulation.ts'
import { SCAN_AGE } from './scan-dating.ts'
import { parseIsoDate, Temporal } from './temporal.ts'

/**
 * Whether a problem only says that a value is still missing: such a problem is the field's own
 * hint (its key ends in `Hint`), shown beside the empty field, not an error to announce.
 */
export function isMissingValue(problem: MessageKey): boolean {
  return problem.endsWith('Hint')
}

/** How far back a date may go: a cycle is over within a year, a pregnancy within 44 weeks. */
export const OLDEST = {
  cycle: { duration: { months: 12 }, problem: 'calc.tooOldCycle' },
  pregnancy: { duration: { weeks: 44 }, problem: 'calc.tooOldPregnancy' },
} as const

export type DateSpan = keyof typeof OLDEST

/**
 * Why a date field cannot be used: missing (the field's own hint), not a calendar date
 * ('Date input not valid.'), after today (docs/product.md §5), or too far back for the calculator.
 */
export function dateProblem(
  value: string | undefined,
  today: string,
  missing: MessageKey,
  span: DateSpan,
): MessageKey | null {
  if (!value) return missing
  const date = parseIsoDate(value)
  const now = parseIsoDate(today)
  if (!date || !now) return 'calc.invalidDate'
  if (Temporal.PlainDate.compare(date, now) > 0) return 'calc.futureDate'
  const oldest = OLDEST[span]
  return Temporal.PlainDate.compare(date, now.subtract(oldest.duration)) < 0 ? oldest.problem : null
}

/**
 * A count typed or sent as text: plain decimal digits only. `Number` would also read '0x1c',
 * '2.8e1' and ' 28 ' as 28; a value a person could not have typed into the field is refused.
 */
export function wholeNumber(value: string | undefined): number | null {
  return value !== undefined && /^\d{1,4}$/.test(value) ? Number(value) : null
}

const wholeIn = (value: string | undefined, min: number, max: number) => {
  const n = wholeNumber(value)
  return n !== null && n >= min && n <= max
}

/** A cycle length typed by hand: any whole number of days in the typed range; the buttons keep to 21–35. */
export function cycleProblem(value: string | undefined): MessageKey | null {
  return wholeIn(value, TYPED_CYCLE_LENGTH.min, TYPED_CYCLE_LENGTH.max) ? null : 'calc.invalidCycle'
}

/**
 * The home calculator's optional inputs (docs/product.md §9): a luteal phase (empty = 14), and the
 * shortest and longest cycle of the irregular mode (both empty = the average cycle is used).
 */
export interface OvulationOptions {
  luteal: number
  irregular: { shortest: number; longest: number } | null
}

/** The options of valid values (validateOvulation said null). */
export function ovulationOptions(values: Record<string, string>): OvulationOptions {
  const shortest = wholeNumber(values.shortest)
  const longest = wholeNumber(values.longest)
  return {
    luteal: wholeNumber(values.luteal) ?? LUTEAL_PHASE.default,
    irregular: shortest !== null && longest !== null ? { shortest, longest } : null,
  }
}

/** Both or neither of the irregular mode's cycles, each in the typed range, the shortest first. */
function irregularProblem(values: Record<string, string>): MessageKey | null {
  const { shortest, longest } = values
  if (!shortest && !longest) return null
  if (!shortest || !longest) return 'ovulation.irregularBoth'
  const { min, max } = TYPED_CYCLE_LENGTH
  return wholeIn(shortest, min, max) && wholeIn(longest, min, max) && Number(shortest) <= Number(longest)
    ? null
    : 'ovulation.invalidIrregular'
}

/** A luteal phase of 10–16 days, shorter than the (shortest) cycle, or none (14). */
function lutealProblem(values: Record<string, string>): MessageKey | null {
  if (!values.luteal) return null
  if (!wholeIn(values.luteal, LUTEAL_PHASE.min, LUTEAL_PHASE.max)) return 'ovulation.invalidLuteal'
  const { luteal, irregular } = ovulationOptions(values)
  const shortest = irregular?.shortest ?? Number(values.cycle)
  if (luteal >= shortest) return 'ovulation.lutealTooLong'
  // A cycle under 21 days gets guidance, not a date (`PREDICTABLE_CYCLE`): nothing to ask again.
  const dated = shortest >= PREDICTABLE_CYCLE.min
  return dated && shortest - luteal < MIN_FOLLICULAR_DAYS ? 'ovulation.lutealTooEarly' : null
}

export function validateOvulation(values: Record<string, string>, today: string): MessageKey | null {
  return (
    dateProblem(values.lmp, today, 'calc.lastPeriodHint', 'cycle') ??
    cycleProblem(values.cycle) ??
    irregularProblem(values) ??
    lutealProblem(values)
  )
}

export function validatePregnancy(values: Record<string, string>, today: string): MessageKey | null {
  return dateProblem(values.lmp, today, 'calc.lastPeriodHint', 'pregnancy') ?? cycleProblem(values.cycle)
}

export type DueDateMethod = 'lmp' | 'conception' | 'ivf' | 'ultrasound'
export const DUE_DATE_METHODS: readonly DueDateMethod[] = ['lmp', 'conception', 'ivf', 'ultrasound']

/** A due-date form's fields and what each starts as (the due date and twin calculators). */
export const DUE_DATE_DEFAULTS: Readonly<Record<string, string>> = {
  method: 'lmp',
  lmp: '',
  conception: '',
  transfer: '',
  embryoAge: '5',
  scan: '',
  weeks: '',
  days: '',
  scanLmp: '',
}

export function methodOf(values: Record<string, string>): DueDateMethod {
  return DUE_DATE_METHODS.find((method) => method === values.method) ?? 'lmp'
}

/** Each way of dating a pregnancy needs its own date, and the IVF and scan modes a little more. */
export function validateDueDate(values: Record<string, string>, today: string): MessageKey | null {
  switch (methodOf(values)) {
    case 'lmp':
      return dateProblem(values.lmp, today, 'calc.lastPeriodHint', 'pregnancy')
    case 'conception':
      return dateProblem(values.conception, today, 'calc.conceptionHint', 'pregnancy')
    case 'ivf':
      return (
        dateProblem(values.transfer, today, 'dueDate.transferHint', 'pregnancy') ??
        (EMBRYO_AGES.some((age) => String(age) === values.embryoAge) ? null : 'dueDate.invalidEmbryoAge')
      )
    case 'ultrasound':
      return (
        dateProblem(values.scan, today, 'dueDate.scanHint', 'pregnancy') ??
        scanAgeProblem(values) ??
        scanLastPeriodProblem(values, today)
      )
  }
}

/** The age at the scan: 6+0 to 20+6 weeks (ACOG CO 700: no dating before an embryo can be measured). */
function scanAgeProblem(values: Record<string, string>): MessageKey | null {
  const weeks = wholeNumber(values.weeks)
  const days = wholeNumber(values.days)
  if (weeks === null || days === null || days > 6) return 'dueDate.invalidScanAge'
  const age = weeks * 7 + days
  return age >= SCAN_AGE.minDays && age <= SCAN_AGE.maxDays ? null : 'dueDate.invalidScanAge'
}

/**
 * The scan method's optional last period: empty, or a calendar date up to today, no further back
 * than a pregnancy lasts, and before the scan; one message names the field and its rule.
 */
function scanLastPeriodProblem(values: Record<string, string>, today: string): MessageKey | null {
  if (!values.scanLmp) return null
  const lastPeriod = parseIsoDate(values.scanLmp)
  const scan = parseIsoDate(values.scan)
  const fits =
    dateProblem(values.scanLmp, today, 'calc.lastPeriodHint', 'pregnancy') === null &&
    lastPeriod !== null &&
    scan !== null &&
    Temporal.PlainDate.compare(lastPeriod, scan) < 0
  return fits ? null : 'dueDate.invalidScanLmp'
}
