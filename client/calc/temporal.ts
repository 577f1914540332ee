import { Temporal } from '#temporal'

/**
 * The one way date code reaches Temporal. `#temporal` (package.json `imports`) picks the
 * implementation per runtime: the polyfill in the Worker and Node, the browser's own where it
 * has one. Nothing is installed on `globalThis`.
 */
export { Temporal }

/** A calendar date from `YYYY-MM-DD`, or null: never through `Date`, which shifts by time zone. */
export function parseIsoDate(value: string | null | undefined): Temporal.PlainDate | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null
  try {
    return Temporal.PlainDate.from(value, { overflow: 'reject' })
  } catch {
    return null
  }
}

/** Whether Temporal knows this IANA zone (or offset). Reads no clock. */
export function isTimeZone(name: string): boolean {
  try {
    Temporal.PlainDate.from('2000-01-01').toZonedDateTime(name)
    return true
  } catch {
    return false
  }
}

/**
 * The visitor's own calendar date, in the browser's time zone. Read from the local fields
 * of `Date` (no string is parsed): one clock for the page, which tests can set.
 */
export function localToday(): Temporal.PlainDate {
  const now = new Date()
  return Temporal.PlainDate.from({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() })
}

/** A date in the page's language, e.g. 'November 21, 2026', '21 ноября 2026 г.' or '1er juin 2026'. */
export function formatDate(
  date: Temporal.PlainDate,
  locale: string,
  style: 'long' | 'short' = 'long',
): string {
  const text =
    style === 'long'
      ? date.toLocaleString(locale, { dateStyle: 'long' })
      : date.toLocaleString(locale, { month: 'short', day: 'numeric' })
  // French writes the first of a month as an ordinal, « 1er juin », which Intl does not.
  return date.day === 1 && locale.startsWith('fr') ? text.replace(/^1(?=\s)/, '1er') : text
}
