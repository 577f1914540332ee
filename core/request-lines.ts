import type { IntlShape } from 'react-intl'
import { localTermDate } from './calc/conventions.ts'
import { weeksStartOf } from './calc/pregnancy.ts'
import { formatDate, Temporal } from './calc/temporal.ts'
import type { Locale } from './i18n/locales.ts'
import type { MessageKey } from './i18n/message-key.ts'

/**
 * What a sign-up asks for, as its confirmation mail and page show it (decision 051): the thing
 * sent, the dates and cycle it rests on, the due date they give, and the language of the mails.
 * Dates are ISO text, so that a page's state stays plain data.
 */
export interface RequestSummary {
  resource: MessageKey
  lastPeriod: string | null
  conception: string | null
  dueDate: string | null
  cycleLength: number | null
  locale: Locale
}

/**
 * The summary as label and value lines, in the language of `intl`. Where the country of the mails'
 * language sets a due date of its own (France: the 41 SA terme), that date follows the 40-week one.
 */
export function requestLines(summary: RequestSummary, intl: IntlShape): { label: string; value: string }[] {
  const date = (iso: string) => formatDate(Temporal.PlainDate.from(iso), intl.locale)
  const line = (label: MessageKey, value: string) => ({ label: intl.formatMessage({ id: label }), value })
  const term =
    summary.dueDate && localTermDate(summary.locale, weeksStartOf(Temporal.PlainDate.from(summary.dueDate)))
  return [
    ...(summary.lastPeriod ? [line('mail.request.lastPeriod', date(summary.lastPeriod))] : []),
    ...(summary.conception ? [line('mail.request.conception', date(summary.conception))] : []),
    ...(summary.dueDate ? [line('mail.request.dueDate', date(summary.dueDate))] : []),
    ...(term ? [line('term.local', date(term.toString()))] : []),
    ...(summary.cycleLength
      ? [
          line(
            'mail.request.cycle',
            intl.formatMessage({ id: 'mail.request.cycleDays' }, { days: summary.cycleLength }),
          ),
        ]
      : []),
    line('mail.request.language', intl.formatMessage({ id: `language.${summary.locale}` })),
  ]
}
