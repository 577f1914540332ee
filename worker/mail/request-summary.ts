import { type DueDateInput, dueDate } from '../../core/calc/due-date.ts'
import { CYCLE_LENGTH } from '../../core/calc/ovulation.ts'
import { pregnancy } from '../../core/calc/pregnancy.ts'
import { parseIsoDate, type Temporal } from '../../core/calc/temporal.ts'
import { isLocale } from '../../core/i18n/locales.ts'
import type { RequestSummary } from '../../core/request-lines.ts'
import type { SignupRow } from '../../db/subscribers.ts'
import { resourceName } from './resource-name.ts'

type Fields = Record<string, unknown>

const fieldsOf = (signup: SignupRow): Fields => JSON.parse(signup.fields) as Fields
const dateOf = (value: unknown) => (typeof value === 'string' ? parseIsoDate(value) : null)
const cycleOf = (value: unknown) => (Number.isInteger(value) ? (value as number) : null)

/** The due date calculator's input of a `due_date_guide` sign-up: by its method, from its date. */
export function dueDateInputOfFields(fields: Fields): DueDateInput | null {
  if (fields.calculationType === 'conception') {
    const conception = dateOf(fields.conceptionDate)
    return conception && { method: 'conception', conception }
  }
  const lastPeriod = dateOf(fields.lastPeriodDate)
  return lastPeriod && { method: 'lmp', lastPeriod }
}

/** The summary of a stored sign-up, its due date computed by core/calc as its guide will be. */
export function requestSummary(signup: SignupRow, today: Temporal.PlainDate): RequestSummary {
  const fields = fieldsOf(signup)
  const lastPeriod = dateOf(fields.lastPeriodDate)
  const cycleLength = cycleOf(fields.cycleLength)
  const summary: RequestSummary = {
    resource: resourceName(signup),
    lastPeriod: null,
    conception: null,
    dueDate: null,
    cycleLength: null,
    locale: isLocale(signup.locale) ? signup.locale : 'en',
  }
  switch (signup.source) {
    case 'calculator_guide':
      return { ...summary, lastPeriod: lastPeriod?.toString() ?? null, cycleLength }
    case 'pregnancy_guide':
      return {
        ...summary,
        lastPeriod: lastPeriod?.toString() ?? null,
        dueDate: lastPeriod
          ? pregnancy(lastPeriod, cycleLength ?? CYCLE_LENGTH.default, today).dueDate.toString()
          : null,
        cycleLength,
      }
    case 'due_date_guide': {
      const input = dueDateInputOfFields(fields)
      return {
        ...summary,
        lastPeriod: lastPeriod?.toString() ?? null,
        conception: dateOf(fields.conceptionDate)?.toString() ?? null,
        dueDate: input ? dueDate(input, today).dueDate.toString() : null,
      }
    }
    default:
      return summary
  }
}

/** Fields that are computed or bookkeeping, not asked for: two sign-ups differing only there are one request. */
const NOT_ASKED = new Set(['calculatedResults', 'timestamp', 'page'])

function requestKey(signup: SignupRow): string {
  const fields = fieldsOf(signup)
  const asked = Object.keys(fields)
    .filter((key) => !NOT_ASKED.has(key))
    .sort()
    .map((key) => [key, fields[key]])
  return JSON.stringify([signup.source, signup.locale, signup.timeZone, asked])
}

/**
 * Whether two sign-ups ask for the same thing with the same data, in the same language and zone:
 * only then may the newer one's confirmation stand for the older (decision 051).
 */
export const sameRequest = (a: SignupRow, b: SignupRow): boolean => requestKey(a) === requestKey(b)
