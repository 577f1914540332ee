import type { Temporal } from '../../core/calc/temporal.ts'
import { NO_DATE } from '../../core/calculators/guide.ts'
import { guideOfSource } from '../../core/calculators/guides.ts'
import { isLocale } from '../../core/i18n/locales.ts'
import type { RequestSummary } from '../../core/request-lines.ts'
import type { SignupRow } from '../../db/subscribers.ts'
import { resourceName } from './resource-name.ts'

type Fields = Record<string, unknown>

const fieldsOf = (signup: SignupRow): Fields => JSON.parse(signup.fields) as Fields

/** The summary of a stored sign-up, its due date computed by its calculator as its guide will be. */
export function requestSummary(signup: SignupRow, today: Temporal.PlainDate): RequestSummary {
  const dates = guideOfSource(signup.source)?.requestDates(fieldsOf(signup), today) ?? NO_DATE
  return { ...dates, resource: resourceName(signup), locale: isLocale(signup.locale) ? signup.locale : 'en' }
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
