import type { MessageKey } from '../i18n/message-key.ts'
import type { Temporal } from './temporal.ts'

/**
 * How far along a pregnancy is, in the one vocabulary every page, e-mail and calendar file
 * uses: completed weeks and days ("20 weeks and 0 days") and the ordinal week in progress
 * ("your 21st week"). docs/product.md §9's two formulas are these two numbers: the pregnancy calculator's
 * floor(days / 7) + 1 is `week`, the twin calculator's whole weeks are `weeks`.
 */
export interface PregnancyTime {
  weeks: number
  days: number
  week: number
}

/** Counted from the first day of the last period (or its equivalent); null before it. */
export function pregnancyTime(start: Temporal.PlainDate, today: Temporal.PlainDate): PregnancyTime | null {
  const elapsed = start.until(today, { largestUnit: 'days' }).days
  if (elapsed < 0) return null
  const weeks = Math.floor(elapsed / 7)
  return { weeks, days: elapsed % 7, week: weeks + 1 }
}

type Format = (descriptor: { id: MessageKey }, values: Record<string, number>) => string

export interface PregnancyTimeText {
  /** "20 weeks and 0 days" */
  age: string
  /** "21st week" */
  week: string
  /** Why the two numbers differ by one. */
  note: string
}

/** The three phrases of a pregnancy time in the language of `format` (react-intl's or @formatjs/intl's). */
export function pregnancyTimeText(format: Format, time: PregnancyTime): PregnancyTimeText {
  return {
    age: format({ id: 'calc.weeksAndDays' }, { weeks: time.weeks, days: time.days }),
    week: format({ id: 'calc.weekValue' }, { week: time.week }),
    note: format({ id: 'calc.pregnancyTimeNote' }, { ...time }),
  }
}
