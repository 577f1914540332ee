import type { MessageKey } from '../i18n/messages.ts'
import { parseIsoDate } from './temporal.ts'

/**
 * Why a date field cannot be used: missing (the field's own hint), not a calendar date
 * ('Date input not valid.'), or after today (SPEC §5).
 */
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
