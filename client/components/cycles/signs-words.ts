import { useIntl } from 'react-intl'
import { type TemperatureUnit, toFahrenheit } from '../../../core/calc/body-signs/signs.ts'
import { formatDate, formatDateRange, formatEitherDate, type Temporal } from '../../../core/calc/temporal.ts'

/**
 * The figures of the body-signs sentences (issue 51), in the page's language: a visitor checks them
 * against their own chart, so each is written as the chart shows it. Dates in the long style
 * (`formatDate`); temperatures with two decimals and the language's decimal separator, in the
 * visitor's unit, a no-break space before it; days with the language's own plural ("12 дней").
 */
export function useSignsWords(unit: TemperatureUnit = 'C') {
  const intl = useIntl()
  const symbol = unit === 'C' ? '°C' : '°F'
  const twoDecimals = (value: number) =>
    intl.formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
  /** A reading, hundredths of °C, without its unit. */
  const reading = (hundredths: number) =>
    twoDecimals(unit === 'C' ? hundredths / 100 : toFahrenheit(hundredths))
  const withUnit = (text: string) => `${text}\u00a0${symbol}`
  return {
    date: (date: Temporal.PlainDate) => formatDate(date, intl.locale),
    /** "36.75 °C", or "98.15 °F". */
    temperature: (hundredths: number) => withUnit(reading(hundredths)),
    /** Several readings, the unit once after the last: "36.75, 36.80, and 36.85 °C". */
    readings: (list: readonly number[]) => withUnit(intl.formatList(list.map(reading))),
    /**
     * A difference of temperature, hundredths of °C: "0.30 °C", or "0.54 °F" (a difference scales
     * by 1.8 alone; the 32 of `toFahrenheit` is for a reading, not a difference).
     */
    difference: (hundredths: number) =>
      withUnit(twoDecimals(unit === 'C' ? hundredths / 100 : (hundredths / 100) * 1.8)),
    /** A span of days written once, as the language writes a range: "November 10 – 13, 2026". */
    dateRange: (range: { start: Temporal.PlainDate; end: Temporal.PlainDate }) =>
      formatDateRange(range.start, range.end, intl.locale),
    /**
     * The days one of which is likely: "November 12 or 13, 2026", "9 ou 10 novembre 2026"; more
     * than two as a list, "November 12, 2026, November 13, 2026, or November 14, 2026".
     */
    eitherDate: (dates: readonly Temporal.PlainDate[]) => {
      const [first, second] = dates
      if (first && second && dates.length === 2) {
        // The language's "or" with its spaces, as its list of two writes it.
        const or = intl.formatList(['\u0001', '\u0002'], { type: 'disjunction' }).slice(1, -1)
        return formatEitherDate(first, second, intl.locale, or)
      }
      return intl.formatList(
        dates.map((date) => formatDate(date, intl.locale)),
        { type: 'disjunction' },
      )
    },
  }
}

/** Days in the language's words, "12 days", "12,5 дня"; with `decimals`, that many at most. */
export function useDays() {
  const intl = useIntl()
  const options = { style: 'unit', unit: 'day', unitDisplay: 'long' } as const
  return {
    days: (days: number, decimals = 0) =>
      intl.formatNumber(days, { ...options, maximumFractionDigits: decimals }),
    /** "11–13 days"; one figure when both ends are the same (Intl would write "~12 days"). */
    dayRange: (from: number, to: number) =>
      from === to
        ? intl.formatNumber(from, options)
        : new Intl.NumberFormat(intl.locale, options).formatRange(from, to),
  }
}
