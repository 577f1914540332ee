import { Temporal } from 'temporal-polyfill'

/**
 * Dates relative to the day the suite runs, in this machine's zone (the browser's and, with
 * no `cf.timezone` locally, the server's UTC): calculators refuse a last period too far back,
 * so a fixed date would expire.
 */
export const today = () => Temporal.Now.plainDateISO()

export const daysAgo = (days: number) => today().subtract({ days })

/** A date as the page writes it in the long style of a language. */
export const longDate = (date: Temporal.PlainDate, locale = 'en') =>
  date.toLocaleString(locale, { dateStyle: 'long' })
