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

/** The zones found valid so far: a server asks for the same few on every request. */
const knownZones = new Set<string>()

/**
 * Orders two ISO dates (YYYY-MM-DD) as the dates they write: as strings, with no Temporal object
 * made and no collation built (`localeCompare` built one per pair, 25 ms for 240 rows).
 */
export const compareIsoDates = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0)

/** Whether Temporal knows this IANA zone (or offset). Reads no clock. */
export function isTimeZone(name: string): boolean {
  if (knownZones.has(name)) return true
  try {
    Temporal.PlainDate.from('2000-01-01').toZonedDateTime(name)
    // Only names that resolved are kept, so arbitrary input cannot grow the set.
    knownZones.add(name)
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

type DateStyle = 'long' | 'short' | 'monthYear' | 'weekday' | 'weekdayShort'

const DATE_STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  long: { dateStyle: 'long', timeZone: 'UTC' },
  short: { month: 'short', day: 'numeric', timeZone: 'UTC' },
  monthYear: { month: 'long', year: 'numeric', timeZone: 'UTC' },
  weekday: { weekday: 'long', timeZone: 'UTC' },
  weekdayShort: { weekday: 'short', timeZone: 'UTC' },
}

/**
 * French and Brazilian Portuguese write the first of a month as an ordinal, « 1er juin », « 1º de
 * junho », which Intl does not.
 */
const FIRST_OF_MONTH: Record<string, string> = { fr: '1er', pt: '1º' }

/** The calendar date at midnight UTC, formatted in UTC: the only way to reach Intl's range format. */
const utc = (date: Temporal.PlainDate) => new Date(Date.UTC(date.year, date.month - 1, date.day))

function joinParts(parts: Intl.DateTimeFormatPart[], locale: string): string {
  const first = FIRST_OF_MONTH[locale.slice(0, 2)]
  return parts
    .map((part) => (first && part.type === 'day' && part.value === '1' ? first : part.value))
    .join('')
}

/**
 * One formatter per language and style, kept: building an `Intl.DateTimeFormat` costs far more
 * than using one, and a result formats dozens of dates in one press (issue 27's profile found
 * most of a calculation's time there).
 */
const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(locale: string, style: DateStyle): Intl.DateTimeFormat {
  const key = `${locale}\u0000${style}`
  let format = formatters.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, DATE_STYLES[style])
    formatters.set(key, format)
  }
  return format
}

/** A Monday, from which the days of the week are written (and formatters first tried). */
const A_MONDAY = { year: 2024, month: 1, day: 1 } as const

/**
 * Builds the formatters a result will use before it is asked for: the first one of a language
 * costs tens of milliseconds on a phone (the engine loads its locale data: 90–120 ms at 4×), and a
 * formatter's first range builds its interval patterns (0.5–5 ms at 4×), which would otherwise
 * fall inside the press of Calculate. Called when the browser is idle.
 */
export function prepareDateFormats(locale: string, styles: readonly DateStyle[] = ['long', 'short']): void {
  const monday = Temporal.PlainDate.from(A_MONDAY)
  const [start, end] = [utc(monday), utc(monday.add({ days: 2 }))]
  for (const style of styles) formatterFor(locale, style).formatRange(start, end)
}

/** A date in the page's language, e.g. 'November 21, 2026', '21 ноября 2026 г.' or '1er juin 2026'. */
export function formatDate(date: Temporal.PlainDate, locale: string, style: DateStyle = 'long'): string {
  return joinParts(formatterFor(locale, style).formatToParts(utc(date)), locale)
}

const weekdays = new Map<string, readonly string[]>()

/**
 * The days of the week from `firstDay` (ISO: 1 Monday, 7 Sunday), in one weekday style: the same
 * for every month a calendar draws, so written once per language and style, not once per table.
 */
export function weekdayNames(
  locale: string,
  style: 'weekday' | 'weekdayShort',
  firstDay: 1 | 7 = 1,
): readonly string[] {
  const key = `${locale}\u0000${style}\u0000${firstDay}`
  let names = weekdays.get(key)
  if (!names) {
    const first = Temporal.PlainDate.from(A_MONDAY).add({ days: firstDay - 1 })
    names = Array.from({ length: 7 }, (_, i) => formatDate(first.add({ days: i }), locale, style))
    weekdays.set(key, names)
  }
  return names
}

/**
 * How a language joins the two ends of a range of dates where Intl's dash is not its own: Spanish
 * reads «del 19 al 25 de octubre» in running text (review es.md minor 4); Russian sets a spaced em
 * dash between two dates, «24 февраля — 23 марта» (review ru.md minor 7), and keeps Intl's unspaced
 * en dash between two numbers, «22–27 ноября».
 */
const RANGE_JOIN: Record<string, { before: string; between: (dash: string) => string }> = {
  es: { before: 'del ', between: () => ' al ' },
  ru: { before: '', between: (dash) => (dash === ' – ' ? ' — ' : dash) },
}

/**
 * The index of a range's dash: the shared literal between the first date's last part and the
 * second date's first; -1 where Intl wrote one date (the same day) or another shape.
 */
function rangeDash(parts: Intl.DateTimeRangeFormatPart[]): number {
  const lastOfFirst = parts.findLastIndex((part) => part.source === 'startRange')
  const firstOfSecond = parts.findIndex((part) => part.source === 'endRange')
  return lastOfFirst >= 0 && firstOfSecond === lastOfFirst + 2 ? lastOfFirst + 1 : -1
}

/** The parts of a range with its dash replaced by `value`. */
const withDash = (parts: Intl.DateTimeRangeFormatPart[], dash: number, value: string) =>
  parts.map((part, i) => (i === dash ? { ...part, value } : part))

/**
 * A range of dates written once, as the language writes it: 'November 22 – 27, 2026',
 * '22–27 ноября 2026 г.', '27 novembre – 2 décembre 2026', 'del 19 al 25 de octubre de 2026'
 * (Intl's `formatRange`, with the language's own join).
 */
export function formatDateRange(
  start: Temporal.PlainDate,
  end: Temporal.PlainDate,
  locale: string,
  style: DateStyle = 'long',
): string {
  const parts = formatterFor(locale, style).formatRangeToParts(utc(start), utc(end))
  const join = RANGE_JOIN[locale.slice(0, 2)]
  const dash = rangeDash(parts)
  if (!join || dash < 0) return joinParts(parts, locale)
  return join.before + joinParts(withDash(parts, dash, join.between(parts[dash]?.value ?? '')), locale)
}

/**
 * One of two dates, written as the language writes a range with its "or" in place of the dash:
 * 'November 12 or 13, 2026', '12 или 13 ноября 2026 г.', '9 ou 10 novembre 2026'. `or` is the
 * language's own word with its spaces (from `Intl.ListFormat`'s disjunction).
 */
export function formatEitherDate(
  first: Temporal.PlainDate,
  second: Temporal.PlainDate,
  locale: string,
  or: string,
  style: DateStyle = 'long',
): string {
  if (first.equals(second)) return formatDate(first, locale, style)
  const parts = formatterFor(locale, style).formatRangeToParts(utc(first), utc(second))
  const dash = rangeDash(parts)
  if (dash < 0) return `${formatDate(first, locale, style)}${or}${formatDate(second, locale, style)}`
  return joinParts(withDash(parts, dash, or), locale)
}
