import { useIntl } from 'react-intl'
import type { Temporal } from 'temporal-polyfill'
import { formatDate } from '../../calc/temporal.ts'

interface FertileCalendarProps {
  start: Temporal.PlainDate
  ovulation: Temporal.PlainDate
  end: Temporal.PlainDate
}

/** The month (or two) around the fertile window, Monday first, with its days marked. */
export function FertileCalendar({ start, ovulation, end }: FertileCalendarProps) {
  const intl = useIntl()
  const months = start.month === end.month ? [start] : [start, end]
  const inWindow = (day: Temporal.PlainDate) => day.until(start).days <= 0 && day.until(end).days >= 0
  return (
    <div className="fertile-calendar">
      {months.map((anyDay) => {
        const first = anyDay.with({ day: 1 })
        const blanks = first.dayOfWeek - 1
        const days = Array.from({ length: first.daysInMonth }, (_, i) => first.add({ days: i }))
        const cells = [...Array.from({ length: blanks }, () => null), ...days]
        const weeks = Array.from({ length: Math.ceil(cells.length / 7) }, (_, w) =>
          cells.slice(w * 7, w * 7 + 7),
        )
        const monday = first.subtract({ days: blanks })
        return (
          <table key={first.toString()}>
            <caption>{first.toLocaleString(intl.locale, { month: 'long', year: 'numeric' })}</caption>
            <thead>
              <tr>
                {Array.from({ length: 7 }, (_, i) => monday.add({ days: i })).map((day) => (
                  <th
                    key={day.dayOfWeek}
                    scope="col"
                    abbr={day.toLocaleString(intl.locale, { weekday: 'long' })}
                  >
                    {day.toLocaleString(intl.locale, { weekday: 'narrow' })}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week.find(Boolean)?.toString()}>
                  {week.map((day, i) =>
                    day ? (
                      <td
                        key={day.toString()}
                        className={
                          day.equals(ovulation) ? 'ovulation-day' : inWindow(day) ? 'fertile-day' : undefined
                        }
                        title={
                          day.equals(ovulation)
                            ? intl.formatMessage({ id: 'ovulation.calendarLegendOvulation' })
                            : inWindow(day)
                              ? intl.formatMessage({ id: 'ovulation.calendarLegendFertile' })
                              : undefined
                        }
                      >
                        <span aria-hidden="true">{day.day}</span>
                        <span className="visually-hidden">
                          {formatDate(day, intl.locale)}
                          {day.equals(ovulation)
                            ? `, ${intl.formatMessage({ id: 'ovulation.calendarLegendOvulation' })}`
                            : inWindow(day)
                              ? `, ${intl.formatMessage({ id: 'ovulation.calendarLegendFertile' })}`
                              : ''}
                        </span>
                      </td>
                    ) : (
                      // biome-ignore lint/suspicious/noArrayIndexKey: blank cells before the 1st have no identity but their place.
                      <td key={`blank-${i}`} />
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        )
      })}
      <ul className="calendar-legend">
        <li>
          <span className="swatch fertile-day" aria-hidden="true" />
          {intl.formatMessage({ id: 'ovulation.calendarLegendFertile' })}
        </li>
        <li>
          <span className="swatch ovulation-day" aria-hidden="true" />
          {intl.formatMessage({ id: 'ovulation.calendarLegendOvulation' })}
        </li>
      </ul>
    </div>
  )
}
