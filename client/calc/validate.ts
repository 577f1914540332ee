import type { MessageKey } from '../i18n/messages.ts'
import { parseIsoDate } from './temporal.ts'

/**
 * Why a date field cannot be used: missing (the field's own hint), not a calendar date
 * ('Date input not valid.'), or after today (SPEC §5).
 */
/**
 * Whether a problem only says that a value is still missing: such a problem is the field's own
 * hint (its key ends in `Hint`), shown beside the empty field, not an error to announce.
 */
export function isMissingValue(problem: MessageKey): boolean {
  return problem.endsWith('Hint')
}

export function dateProblem(
  value: string | undefined,
  today: string,
  missing: MessageKey,
): MessageKey | null {
  if (!value) return missing
  const date = parseIsoDate(value)
  if (!date) return 'calc.invalidDate'
  const now = parseIsoDate(today)
  return now && date.until(now).days < 0 ? 'calc.futureDate' : null
}

/** A cycle length typed by hand: any whole number of days from 15 to 60; the buttons keep to 21–35. */
export function cycleProblem(value: string | undefined): MessageKey | null {
  const n = Number(value)
  return Number.isInteger(n) && n >= 15 && n <= 60 ? null : 'calc.invalidCycle'
}

export function validateOvulation(values: Record<string, string>, today: string): MessageKey | null {
  return dateProblem(values.lmp, today, 'calc.lastPeriodHint') ?? cycleProblem(values.cycle)
}

export function validatePregnancy(values: Record<string, string>, today: string): MessageKey | null {
  return validateOvulation(values, today)
}

export function validateTwins(values: Record<string, string>, today: string): MessageKey | null {
  return dateProblem(values.lmp, today, 'calc.lastPeriodHint')
}

export type DueDateMethod = 'lmp' | 'conception' | 'ivf' | 'ultrasound'
export const DUE_DATE_METHODS: readonly DueDateMethod[] = ['lmp', 'conception', 'ivf', 'ultrasound']

export function methodOf(values: Record<string, string>): DueDateMethod {
  return DUE_DATE_METHODS.find((method) => method === values.method) ?? 'lmp'
}

const wholeIn = (value: string | undefined, min: number, max: number) => {
  const n = Number(value)
  return Number.isInteger(n) && n >= min && n <= max
}

/** Each way of dating a pregnancy needs its own date, and the IVF and scan modes a little more. */
export function validateDueDate(values: Record<string, string>, today: string): MessageKey | null {
  switch (methodOf(values)) {
    case 'lmp':
      return dateProblem(values.lmp, today, 'calc.lastPeriodHint')
    case 'conception':
      return dateProblem(values.conception, today, 'calc.conceptionHint')
    case 'ivf':
      return (
        dateProblem(values.transfer, today, 'dueDate.transferHint') ??
        (['3', '5', '6'].includes(values.embryoAge ?? '') ? null : 'dueDate.invalidEmbryoAge')
      )
    case 'ultrasound':
      return (
        dateProblem(values.scan, today, 'dueDate.scanHint') ??
        (wholeIn(values.weeks, 4, 20) && wholeIn(values.days, 0, 6) ? null : 'dueDate.invalidScanAge')
      )
  }
}
