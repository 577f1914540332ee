import { useIntl } from 'react-intl'
import { type CycleDays, chanceOn, inFertileWindow, monthsOf } from '../../calc/cycle-calendar.ts'
import type { Temporal } from '../../calc/temporal.ts'
import { formatDate } from '../../calc/temporal.ts'
import type { MessageKey } from '../../i18n/messages.server.ts'

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
 * The months of one cycle, Monday first: the first day of the period, the fertile window
 * (outlined), the chance of conception by day (shaded), ovulation, the next period and today.
 */
export function FertileCalendar({ cycle, today, upcoming = false }: FertileCalendarProps) {
  const intl = useIntl()
  const locale = intl.locale
  const marks = (day: Temporal.PlainDate) => {
    const chance = chanceOn(cycle, day)
    const labels: MessageKey[] = []
    const classes: string[] = []
    if (day.equals(cycle.periodStart))
      labels.push(upcoming ? 'ovulation.calendarLegendNextPeriod' : 'ovulation.calendarLegendLastPeriod')
    if (day.equals(cycle.nextPeriod))
      labels.push(upcoming ? 'ovulation.calendarLegendFollowingPeriod' : 'ovulation.calendarLegendNextPeriod')
    if (day.equals(cycle.periodStart) || day.equals(cycle.nextPeriod)) classes.push('period-day')
    if (day.equals(cycle.ovulation)) {
      labels.push('ovulation.calendarLegendOvulation')
      classes.push('ovulation-day')
    } else if (inFertileWindow(cycle, day)) {
      labels.push('ovulation.calendarLegendFertile')
      classes.push('fertile-day')
    }
    if (chance !== null && !day.equals(cycle.ovulation)) classes.push(`chance-${chance}`)
    if (day.equals(today)) {
      labels.push('ovulation.calendarLegendToday')
      classes.push('today')
    }
    const words = labels.map((id) => intl.formatMessage({ id }))
    if (chance !== null) {
      words.push(
        intl.formatMessage(
          { id: 'ovulation.calendarChance' },
          { percent: intl.formatNumber(chance / 100, { style: 'percent' }) },
        ),
      )
    }
    return { className: classes.join(' ') || undefined, words }
  }
  return (
    <div className="fertile-calendar">
      {monthsOf(cycle).map((first) => {
        const blanks = first.dayOfWeek - 1
        const days = Array.from({ length: first.daysInMonth }, (_, i) => first.add({ days: i }))
        const cells = [...Array.from({ length: blanks }, () => null), ...days]
        const weeks = Array.from({ length: Math.ceil(cells.length / 7) }, (_, w) =>
          cells.slice(w * 7, w * 7 + 7),
        )
        const monday = first.subtract({ days: blanks })
        return (
          <table key={first.toString()}>
            <caption>{monthHeading(first, locale)}</caption>
            <thead>
              <tr>
                {Array.from({ length: 7 }, (_, i) => monday.add({ days: i })).map((day) => (
                  <th key={day.dayOfWeek} scope="col" abbr={formatDate(day, locale, 'weekday')}>
                    {formatDate(day, locale, 'weekdayShort')}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week.find(Boolean)?.toString()}>
                  {week.map((day, i) => {
                    if (!day) {
                      // biome-ignore lint/suspicious/noArrayIndexKey: blank cells before the 1st have no identity but their place.
                      return <td key={`blank-${i}`} />
                    }
                    const { className, words } = marks(day)
                    return (
                      <td key={day.toString()} className={className} title={words.join(', ') || undefined}>
                        <span aria-hidden="true">{day.day}</span>
                        <span className="visually-hidden">
                          {[formatDate(day, locale), ...words].join(', ')}
                        </span>
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
  ['chance-24', 'ovulation.calendarLegendChance'],
  ['ovulation-day', 'ovulation.calendarLegendOvulation'],
  ['period-day', 'ovulation.calendarLegendNextPeriod'],
  ['today', 'ovulation.calendarLegendToday'],
] as const satisfies readonly (readonly [string, MessageKey])[]

/** What each marking means, and why the shading and the window do not cover the same days. */
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
