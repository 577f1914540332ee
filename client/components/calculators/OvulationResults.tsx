import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { irregularCycle } from '../../../core/calc/calendar-rule.ts'
import { cycleDays, nextCycles } from '../../../core/calc/cycle-calendar.ts'
import { IRREGULAR_SPREAD_DAYS } from '../../../core/calc/cycle-log.ts'
import { CONCEPTION_CHANCE, isPredictable, LUTEAL_PHASE, ovulation } from '../../../core/calc/ovulation.ts'
import { ovulationTools, recommendedArticles } from '../../../core/calc/recommendations.ts'
import type { Temporal } from '../../../core/calc/temporal.ts'
import { formatDate, formatDateRange } from '../../../core/calc/temporal.ts'
import type { OvulationOptions } from '../../../core/calc/validate.ts'
import { localizedPath } from '../../../core/routes.ts'
import { useLocale } from '../../i18n/use-locale.ts'
import { TableScroll } from '../TableScroll.tsx'
import { AfterFirstPaint } from './AfterFirstPaint.tsx'
import { Caution } from './Caution.tsx'
import { LatePeriod, NotContraception } from './cycle-warnings.tsx'
import { CalendarLegend, FertileCalendar } from './FertileCalendar.tsx'
import { ResultActions } from './ResultActions.tsx'
import { ResultLinks } from './ResultLinks.tsx'
import { ResultRow } from './ResultRow.tsx'

interface OvulationResultsProps {
  lastPeriod: Temporal.PlainDate
  cycleLength: number
  today: Temporal.PlainDate
  options: OvulationOptions
  /** The calculator's "Save this period to My cycles", among the ways to keep the result. */
  save?: ReactNode
}

/** A date and a range of dates, written in the page's language. */
function useDates() {
  const locale = useLocale()
  return {
    date: (d: Temporal.PlainDate) => formatDate(d, locale),
    range: (a: Temporal.PlainDate, b: Temporal.PlainDate) => formatDateRange(a, b, locale),
  }
}

/** Everything shown after Calculate: the five results, the calendar, the forecast and the why. */
export function OvulationResults({ lastPeriod, cycleLength, today, options, save }: OvulationResultsProps) {
  const intl = useIntl()
  const locale = useLocale()
  const { date, range } = useDates()
  const { luteal, irregular } = options
  if (irregular)
    return (
      <IrregularResults lastPeriod={lastPeriod} today={today} {...irregular} luteal={luteal} save={save} />
    )
  const r = ovulation(lastPeriod, cycleLength, today, luteal)
  const late = r.daysUntilNextPeriod < 0
  // A cycle a calendar cannot place ovulation in gets guidance and its next period, not one
  // confident date; a late period gets a test, not more cycles as if nothing had happened (issue 46).
  const dated = isPredictable(cycleLength)
  const query = new URLSearchParams({ lmp: lastPeriod.toString(), cycle: String(cycleLength) })
  if (luteal !== LUTEAL_PHASE.default) query.set('luteal', String(luteal))
  const icsHref = dated && !late ? `${localizedPath(locale, 'fertility-calendar.ics')}?${query}` : undefined
  return (
    <div className="results">
      <h3 id="ovulation-results-title">{intl.formatMessage({ id: 'calc.resultsTitle' })}</h3>
      <div className="result-layout">
        <div>
          <dl className="result-grid">
            {dated && (
              <>
                <ResultRow label="ovulation.ovulationDate">{date(r.ovulationDate)}</ResultRow>
                <ResultRow label="ovulation.fertileWindow">
                  {range(r.fertileWindowStart, r.fertileWindowEnd)}
                </ResultRow>
              </>
            )}
            <ResultRow label="ovulation.nextPeriod">{date(r.nextPeriodDate)}</ResultRow>
            {/* A period due in the past is said as such: "Days until next period: 20 days ago" was not. */}
            {late ? (
              <ResultRow label="ovulation.periodWasDue">
                {intl.formatMessage({ id: 'ovulation.daysAgo' }, { count: -r.daysUntilNextPeriod })}
              </ResultRow>
            ) : (
              <ResultRow label="ovulation.daysUntil">
                {intl.formatMessage({ id: 'ovulation.daysUntilValue' }, { count: r.daysUntilNextPeriod })}
              </ResultRow>
            )}
          </dl>
          {late && <LatePeriod daysSinceLastPeriod={r.daysSinceLastPeriod} />}
          {dated ? (
            <p>{intl.formatMessage({ id: 'ovulation.nice' })}</p>
          ) : (
            <Caution lead={intl.formatMessage({ id: 'ovulation.unpredictableLead' })}>
              <p>{intl.formatMessage({ id: 'ovulation.unpredictable' })}</p>
            </Caution>
          )}
          <NotContraception />
          <p className="hint">{intl.formatMessage({ id: 'calc.estimateNote' })}</p>
          <ResultActions shareTitle={intl.formatMessage({ id: 'ovulation.title' })} icsHref={icsHref}>
            {save}
          </ResultActions>
        </div>
        {dated && (
          <AfterFirstPaint>
            <CycleCalendars
              lastPeriod={lastPeriod}
              cycleLength={cycleLength}
              luteal={luteal}
              today={today}
              late={late}
            />
          </AfterFirstPaint>
        )}
      </div>

      <AfterFirstPaint>
        <ResultLinks title="ovulation.recommendedTitle" slugs={recommendedArticles(cycleLength)} />
        <ResultLinks title="ovulation.relatedTitle" slugs={ovulationTools(cycleLength)} />
        {dated && !late && <NextCycles lastPeriod={lastPeriod} cycleLength={cycleLength} luteal={luteal} />}
        <HowItWorks />
      </AfterFirstPaint>
    </div>
  )
}

/*
 * The parts below the result's first screen are components of their own, so that their dates
 * are worked out and written only when they render, after the press's frame (`AfterFirstPaint`):
 * as elements built by the result itself, six cycles' dates were formatted in the press.
 */

interface CycleProps {
  lastPeriod: Temporal.PlainDate
  cycleLength: number
  luteal: number
}

/** This cycle's calendar, and the next one's behind a disclosure unless the period is late. */
function CycleCalendars({
  lastPeriod,
  cycleLength,
  luteal,
  today,
  late,
}: CycleProps & { today: Temporal.PlainDate; late: boolean }) {
  const intl = useIntl()
  const current = cycleDays(lastPeriod, cycleLength, luteal)
  return (
    <section className="cycle-calendar" aria-labelledby="cycle-calendar-title">
      <h3 id="cycle-calendar-title">{intl.formatMessage({ id: 'ovulation.calendarTitle' })}</h3>
      <FertileCalendar cycle={current} today={today} />
      <CalendarLegend />
      {!late && (
        <details className="next-cycle">
          <summary>{intl.formatMessage({ id: 'ovulation.nextCycleShow' })}</summary>
          <FertileCalendar
            cycle={cycleDays(current.nextPeriod, cycleLength, luteal)}
            today={today}
            upcoming
          />
        </details>
      )}
    </section>
  )
}

/** The next cycles' dates (`NEXT_CYCLES`), as a table. */
function NextCycles({ lastPeriod, cycleLength, luteal }: CycleProps) {
  const intl = useIntl()
  const { date, range } = useDates()
  return (
    <>
      <h3 id="next-cycles-title">{intl.formatMessage({ id: 'ovulation.nextCyclesTitle' })}</h3>
      <TableScroll labelledBy="next-cycles-title">
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
            {nextCycles(lastPeriod, cycleLength, { luteal }).map((cycle) => (
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
      </TableScroll>
    </>
  )
}

/** How the estimate is made, and what the study behind the window measured (Wilcox 1995). */
function HowItWorks() {
  const intl = useIntl()
  return (
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
  )
}

interface IrregularResultsProps {
  lastPeriod: Temporal.PlainDate
  today: Temporal.PlainDate
  shortest: number
  longest: number
  luteal: number
  save?: ReactNode
}

/**
 * The irregular-cycle mode's result (docs/product.md §9.8): ranges from the shortest and longest
 * cycle, and the fertile days of the calendar rule, named with its formula.
 */
function IrregularResults({ lastPeriod, today, shortest, longest, luteal, save }: IrregularResultsProps) {
  const intl = useIntl()
  const r = irregularCycle(lastPeriod, shortest, longest, luteal)
  const { range } = useDates()
  const sinceLastPeriod = lastPeriod.until(today).days
  const outside = !isPredictable(shortest) || !isPredictable(longest)
  return (
    <div className="results">
      <h3 id="ovulation-results-title">{intl.formatMessage({ id: 'calc.resultsTitle' })}</h3>
      <dl className="result-grid">
        <ResultRow label="ovulation.calendarRuleWindow">{range(r.fertile.start, r.fertile.end)}</ResultRow>
        <ResultRow label="ovulation.ovulationDate">
          {range(r.ovulation.earliest, r.ovulation.latest)}
        </ResultRow>
        <ResultRow label="ovulation.nextPeriod">
          {range(r.nextPeriod.earliest, r.nextPeriod.latest)}
        </ResultRow>
      </dl>
      <p>
        {intl.formatMessage(
          { id: 'ovulation.calendarRuleNote' },
          { first: intl.formatNumber(r.fertile.first), last: intl.formatNumber(r.fertile.last) },
        )}
      </p>
      {sinceLastPeriod > longest && <LatePeriod daysSinceLastPeriod={sinceLastPeriod} />}
      {(outside || longest - shortest > IRREGULAR_SPREAD_DAYS) && (
        <Caution
          lead={intl.formatMessage({ id: outside ? 'ovulation.unpredictableLead' : 'ovulation.variesLead' })}
        >
          <p>{intl.formatMessage({ id: outside ? 'ovulation.unpredictable' : 'ovulation.varies' })}</p>
        </Caution>
      )}
      <NotContraception />
      <p className="hint">{intl.formatMessage({ id: 'calc.estimateNote' })}</p>
      <ResultActions shareTitle={intl.formatMessage({ id: 'ovulation.title' })}>{save}</ResultActions>
      <ResultLinks title="ovulation.recommendedTitle" slugs={recommendedArticles(longest)} />
    </div>
  )
}
