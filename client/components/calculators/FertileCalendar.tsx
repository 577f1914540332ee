import { useIntl } from 'react-intl'
import { type CycleDays, cycleInMonth, monthsOf } from '../../../core/calc/cycle-calendar.ts'
import type { Temporal } from '../../../core/calc/temporal.ts'
import { formatDate, weekdayNames } from '../../../core/calc/temporal.ts'
import { firstDayOfWeek, isLocale } from '../../../core/i18n/locales.ts'
import type { MessageKey } from '../../../core/i18n/message-key.ts'

/** A month's name as a calendar heading: "November 2026", "Ноябрь 2026 г.", "novembre 2026". */
function monthHeading(first: Temporal.PlainDate, locale: string): string {
  const text = formatDate(first, locale, 'monthYear')
  // Only the first letter: CSS `capitalize` would also raise the "г." of Russian years.
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1)
}

interface FertileCalendarProps {
  cycle: CycleDays
  today: Temporal.PlainDate
  /** A predicted cycle: its first day is the next period, not the last one. */
  upcoming?: boolean
}

/**
 * The months of one cycle, each week from the day the language's calendars start it on (Sunday
 * in Brazil, Monday elsewhere): the first day of the period, the fertile window
 * (outlined), the best days (shaded), ovulation, the next period and today. No day carries a
 * percentage: the chance per day was measured on a known ovulation day, and this one is estimated.
 *
 * A day is its number: the table's caption names the month and its column the weekday, as a
 * screen reader announces them. A marked day adds what it is marked for, in words, seen by a
 * screen reader and on hover (decision 035).
 */
export function FertileCalendar({ cycle, today, upcoming = false }: FertileCalendarProps) {
  const intl = useIntl()
  const locale = intl.locale
  const firstDay = isLocale(locale) ? firstDayOfWeek[locale] : 1
  const shortWeekdays = weekdayNames(locale, 'weekdayShort', firstDay)
  const longWeekdays = weekdayNames(locale, 'weekday', firstDay)
  // Each word once per calendar, not once per day that shows it.
  const words = {
    periodStart: intl.formatMessage({
      id: upcoming ? 'ovulation.calendarLegendNextPeriod' : 'ovulation.calendarLegendLastPeriod',
    }),
    nextPeriod: intl.formatMessage({
      id: upcoming ? 'ovulation.calendarLegendFollowingPeriod' : 'ovulation.calendarLegendNextPeriod',
    }),
    ovulation: intl.formatMessage({ id: 'ovulation.calendarLegendOvulation' }),
    fertile: intl.formatMessage({ id: 'ovulation.calendarLegendFertile' }),
    best: intl.formatMessage({ id: 'ovulation.calendarLegendBest' }),
    today: intl.formatMessage({ id: 'ovulation.calendarLegendToday' }),
  }
  /** A day's classes and the words that say them, the day given as its number in the month of `at`. */
  const marks = (day: number, at: ReturnType<typeof cycleInMonth>) => {
    const labels: string[] = []
    const classes: string[] = []
    if (day === at.periodStart) labels.push(words.periodStart)
    if (day === at.nextPeriod) labels.push(words.nextPeriod)
    if (day === at.periodStart || day === at.nextPeriod) classes.push('period-day')
    if (day === at.ovulation) {
      labels.push(words.ovulation)
      classes.push('ovulation-day')
    } else if (at.fertileStart <= day && day <= at.fertileEnd) {
      labels.push(words.fertile)
      classes.push('fertile-day')
    }
    if (at.bestStart <= day && day < at.ovulation) {
      labels.push(words.best)
      classes.push('best-day')
    }
    if (day === at.today) {
      labels.push(words.today)
      classes.push('today')
    }
    return { className: classes.join(' ') || undefined, labels }
  }
  return (
    <div className="fertile-calendar">
      {monthsOf(cycle).map((first) => {
        const at = cycleInMonth(cycle, first, today)
        const blanks = (first.dayOfWeek - firstDay + 7) % 7
        // Every week as wide as the seven columns: the last is filled with blank days after the
        // month's end, as the first is before its 1st (a row narrower than its table is invalid HTML).
        const weeksLong = Math.ceil((blanks + first.daysInMonth) / 7)
        const cells = [
          ...Array.from({ length: blanks }, () => null),
          ...Array.from({ length: first.daysInMonth }, (_, i) => i + 1),
          ...Array.from({ length: weeksLong * 7 - blanks - first.daysInMonth }, () => null),
        ]
        const weeks = Array.from({ length: weeksLong }, (_, w) => cells.slice(w * 7, w * 7 + 7))
        return (
          <table key={first.toString()}>
            <caption>{monthHeading(first, locale)}</caption>
            <colgroup>
              <col span={7} />
            </colgroup>
            <thead>
              <tr>
                {shortWeekdays.map((name, i) => (
                  <th key={name} scope="col" abbr={longWeekdays[i]}>
                    {name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week.find(Boolean)}>
                  {week.map((day, i) => {
                    if (!day) {
                      // biome-ignore lint/suspicious/noArrayIndexKey: blank cells have no identity but their place.
                      return <td key={`blank-${i}`} />
                    }
                    const { className, labels } = marks(day, at)
                    if (labels.length === 0) return <td key={day}>{day}</td>
                    const said = labels.join(', ')
                    return (
                      <td key={day} className={className} title={said}>
                        <span aria-hidden="true">{day}</span>
                        <span className="visually-hidden">{`${day}, ${said}`}</span>
                      </td>
                    )
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        )
      })}
    </div>
  )
}

const legend = [
  ['period-day', 'ovulation.calendarLegendLastPeriod'],
  ['fertile-day', 'ovulation.calendarLegendFertile'],
  ['best-day', 'ovulation.calendarLegendBest'],
  ['ovulation-day', 'ovulation.calendarLegendOvulation'],
  ['period-day', 'ovulation.calendarLegendNextPeriod'],
  ['today', 'ovulation.calendarLegendToday'],
] as const satisfies readonly (readonly [string, MessageKey])[]

/** What each marking means, and why the window reaches past the estimated ovulation. */
export function CalendarLegend() {
  const intl = useIntl()
  return (
    <>
      <ul className="calendar-legend">
        {legend.map(([swatch, label]) => (
          <li key={label}>
            <span className={`swatch ${swatch}`} aria-hidden="true" />
            {intl.formatMessage({ id: label })}
          </li>
        ))}
      </ul>
      <p className="hint">{intl.formatMessage({ id: 'ovulation.calendarExplain' })}</p>
    </>
  )
}
