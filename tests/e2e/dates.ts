import { Temporal } from 'temporal-polyfill'
import { testNow, testZone } from '../clock/instants.ts'

/**
 * "Today" of the run: the date at the injected instant in the run's zone, which is also the
 * browser's and the local server's (playwright.config.ts). Never the machine's own clock.
 */
export const today = () => Temporal.Instant.from(testNow()).toZonedDateTimeISO(testZone()).toPlainDate()

export const daysAgo = (days: number) => today().subtract({ days })

/** A date as the page writes it in the long style of a language. */
export const longDate = (date: Temporal.PlainDate, locale = 'en') =>
  date.toLocaleString(locale, { dateStyle: 'long' })

/** Days as the page writes them: one decimal for an average, in the language's number style. */
export const daysText = (locale: string, days: number, decimals: 0 | 1) =>
  new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'day',
    unitDisplay: 'long',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(days)

/** An ISO date as the page writes it in full ("29 ноября 2026 г."), for the status lines. */
export const dateLong = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(`${iso}T12:00:00Z`))
