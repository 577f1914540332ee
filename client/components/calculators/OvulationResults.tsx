import { useIntl } from 'react-intl'
import { cycleDays, nextCycles } from '../../calc/cycle-calendar.ts'
import { CONCEPTION_CHANCE, ovulation } from '../../calc/ovulation.ts'
import { ovulationTools, recommendedArticles } from '../../calc/recommendations.ts'
import type { Temporal } from '../../calc/temporal.ts'
import { formatDate, formatDateRange } from '../../calc/temporal.ts'
import { useLocale } from '../../i18n/use-locale.ts'
import { localizedPath } from '../../routes.ts'
import { CalendarLegend, FertileCalendar } from './FertileCalendar.tsx'
import { ResultActions } from './ResultActions.tsx'
import { ResultLinks } from './ResultLinks.tsx'

interface OvulationResultsProps {
  lastPeriod: Temporal.PlainDate
  cycleLength: number
  today: Temporal.PlainDate
}

/** Everything shown after Calculate: the five results, the calendar, the forecast and the why. */
export function OvulationResults({ lastPeriod, cycleLength, today }: OvulationResultsProps) {
  const intl = useIntl()
  const locale = useLocale()
  const r = ovulation(lastPeriod, cycleLength, today)
  const current = cycleDays(lastPeriod, cycleLength)
  const date = (d: Temporal.PlainDate) => formatDate(d, locale)
  const range = (a: Temporal.PlainDate, b: Temporal.PlainDate) => formatDateRange(a, b, locale)
  const query = new URLSearchParams({ lmp: lastPeriod.toString(), cycle: String(cycleLength) }).toString()
  const icsHref = `${localizedPath(locale, 'fertility-calendar.ics')}?${query}`
  return (
    <div className="results">
      <h3 id="ovulation-results-title">{intl.formatMessage({ id: 'calc.resultsTitle' })}</h3>
      <div className="result-layout">
        <div>
          <dl className="result-grid">
            <div>
              <dt>{intl.formatMessage({ id: 'ovulation.ovulationDate' })}</dt>
              <dd>{date(r.ovulationDate)}</dd>
            </div>
            <div>
              <dt>{intl.formatMessage({ id: 'ovulation.fertileWindow' })}</dt>
              <dd>{range(r.fertileWindowStart, r.fertileWindowEnd)}</dd>
            </div>
            <div>
              <dt>{intl.formatMessage({ id: 'ovulation.nextPeriod' })}</dt>
              <dd>{date(r.nextPeriodDate)}</dd>
            </div>
            <div>
              <dt>{intl.formatMessage({ id: 'ovulation.daysUntil' })}</dt>
              <dd>
                {r.daysUntilNextPeriod >= 0
                  ? intl.formatMessage({ id: 'ovulation.daysUntilValue' }, { count: r.daysUntilNextPeriod })
                  : intl.formatMessage({ id: 'ovulation.daysAgo' }, { count: -r.daysUntilNextPeriod })}
              </dd>
            </div>
          </dl>
          <p className="hint">{intl.formatMessage({ id: 'calc.estimateNote' })}</p>
          <ResultActions shareTitle={intl.formatMessage({ id: 'ovulation.title' })} icsHref={icsHref} />
        </div>
        <section className="cycle-calendar" aria-labelledby="cycle-calendar-title">
          <h3 id="cycle-calendar-title">{intl.formatMessage({ id: 'ovulation.calendarTitle' })}</h3>
          <FertileCalendar cycle={current} today={today} />
          <CalendarLegend />
          <details className="next-cycle">
            <summary>{intl.formatMessage({ id: 'ovulation.nextCycleShow' })}</summary>
            <FertileCalendar cycle={cycleDays(current.nextPeriod, cycleLength)} today={today} upcoming />
          </details>
        </section>
      </div>

      <ResultLinks title="ovulation.recommendedTitle" slugs={recommendedArticles(cycleLength)} />
      <ResultLinks title="ovulation.relatedTitle" slugs={ovulationTools(cycleLength)} />

      <h3>{intl.formatMessage({ id: 'ovulation.nextCyclesTitle' })}</h3>
      <div className="table-scroll">
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: 'ovulation.cycleColumn' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'ovulation.periodStarts' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'ovulation.fertileWindow' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'ovulation.ovulationDate' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'ovulation.nextPeriod' })}</th>
            </tr>
          </thead>
          <tbody>
            {nextCycles(lastPeriod, cycleLength).map((cycle) => (
              <tr key={cycle.n}>
                <th scope="row">{cycle.n}</th>
                <td>{date(cycle.periodStart)}</td>
                <td>{range(cycle.fertileStart, cycle.fertileEnd)}</td>
                <td>{date(cycle.ovulation)}</td>
                <td>{date(cycle.nextPeriod)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <details className="how">
        <summary>{intl.formatMessage({ id: 'ovulation.howTitle' })}</summary>
        <p>{intl.formatMessage({ id: 'ovulation.howText' })}</p>
        <h4>{intl.formatMessage({ id: 'ovulation.chanceTitle' })}</h4>
        <p>{intl.formatMessage({ id: 'ovulation.chanceIntro' })}</p>
        <table className="data-table">
          <tbody>
            {CONCEPTION_CHANCE.map((row) => (
              <tr key={row.daysBefore}>
                <th scope="row">
                  {intl.formatMessage({ id: 'ovulation.chanceDay' }, { offset: row.daysBefore })}
                </th>
                <td>{intl.formatNumber(row.percent / 100, { style: 'percent' })}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="hint">{intl.formatMessage({ id: 'ovulation.chanceNote' })}</p>
      </details>
    </div>
  )
}
