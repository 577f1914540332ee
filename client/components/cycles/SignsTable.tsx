import { useIntl } from 'react-intl'
import { signsChartModel } from '../../../core/calc/body-signs/chart-days.ts'
import type { SignsCycle } from '../../../core/calc/body-signs/cycle-days.ts'
import type { OvulationEvidence } from '../../../core/calc/body-signs/ovulation-evidence.ts'
import { formatDate, formatDateRange } from '../../../core/calc/temporal.ts'
import { TableScroll } from '../TableScroll.tsx'
import { useChartWords } from './chart-words.ts'

/**
 * The chart's words (issue 51, item 4): one row per day with something to say (a sign logged, a
 * period day, or a day a rule marks), and which rule marks it, so a screen reader and a doctor read
 * all the chart shows.
 */
export function SignsTable({
  cycle,
  evidence,
  unit,
}: {
  cycle: SignsCycle
  evidence: OvulationEvidence
  unit: 'C' | 'F'
}) {
  const intl = useIntl()
  const words = useChartWords(unit)
  const { days } = signsChartModel(cycle, evidence)
  const last = days.at(-1)?.date ?? cycle.start
  const rows = days.filter((day) => day.signs || day.period || day.marks.length > 0)
  // Sex, cervix, bleeding and note columns only where a day of the cycle has one: most have none.
  const notes = rows.some((day) => day.signs?.note)
  const sex = rows.some((day) => day.signs?.sex)
  const bleeding = rows.some((day) => day.signs?.bleeding)
  const cervix = rows.some((day) => day.signs?.cervix)
  const columns = [
    'signs.chart.column.date',
    'signs.chart.column.cycleDay',
    'signs.chart.column.temperature',
    'signs.chart.column.mucus',
    ...(cervix ? (['signs.chart.column.cervix'] as const) : []),
    'signs.chart.column.lh',
    'signs.chart.column.period',
    ...(bleeding ? (['signs.chart.column.bleeding'] as const) : []),
    'signs.chart.column.rule',
    ...(sex ? (['signs.chart.column.sex'] as const) : []),
    ...(notes ? (['signs.chart.column.note'] as const) : []),
  ] as const
  return (
    <TableScroll>
      <table className="data-table signs-table">
        <caption>
          {words.message('signs.chart.tableCaption', {
            dates: formatDateRange(cycle.start, last, intl.locale),
          })}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {words.message(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((day) => {
            const temperature = day.signs?.temperature
            const value = temperature ? words.temperature(temperature.hundredths) : ''
            // The time it was taken beside it: a reading hours later than usual reads higher.
            const reading = temperature?.time
              ? words.message('signs.chart.readingAt', { temperature: value, time: temperature.time })
              : value
            return (
              <tr key={day.date.toString()}>
                <th scope="row">{formatDate(day.date, intl.locale, 'short')}</th>
                <td>{day.cycleDay}</td>
                <td>
                  {temperature?.disturbed
                    ? words.message('signs.chart.disturbed', { temperature: reading })
                    : reading}
                </td>
                <td>{day.signs?.mucus ? words.mucus(day.signs.mucus) : ''}</td>
                {cervix && <td>{day.signs?.cervix ? words.cervix(day.signs.cervix) : ''}</td>}
                <td>{day.signs ? words.lh(day.signs) : ''}</td>
                <td>{day.period ? words.message('signs.chart.periodDay') : ''}</td>
                {bleeding && (
                  <td>
                    {day.signs?.bleeding ? words.message(`signs.chart.bleeding.${day.signs.bleeding}`) : ''}
                  </td>
                )}
                <td>
                  {day.marks.map(words.mark).map((text) => (
                    <span key={text} className="signs-table-rule">
                      {text}
                    </span>
                  ))}
                </td>
                {sex && <td>{day.signs?.sex ? words.message('signs.chart.sex') : ''}</td>}
                {notes && <td className="signs-table-note">{day.signs?.note ?? ''}</td>}
              </tr>
            )
          })}
        </tbody>
      </table>
    </TableScroll>
  )
}
