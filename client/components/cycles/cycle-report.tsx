import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { predictionHits } from '../../../core/calc/body-signs/prediction-hits.ts'
import {
  cycleStats,
  cyclesNeeded,
  cyclesOf,
  JUDGE_CYCLES,
  type LoggedPeriod,
  lateness,
  MAX_PERIOD_DAYS,
  PROLONGED_PERIOD_DAYS,
  predictCycles,
  type SignsOvulation,
  sortedPeriods,
} from '../../../core/calc/cycle-log.ts'
import { PREDICTABLE_CYCLE } from '../../../core/calc/ovulation.ts'
import type { Temporal } from '../../../core/calc/temporal.ts'
import { formatDate, formatDateRange } from '../../../core/calc/temporal.ts'
import { Caution } from '../calculators/Caution.tsx'
import { LatePeriod, NotContraception } from '../calculators/cycle-warnings.tsx'
import { TableScroll } from '../TableScroll.tsx'
import { PredictionHits } from './PredictionHits.tsx'

/**
 * Days with one decimal (29.6, 29,6) or whole, in the language's words: "29.6 days", "29,6 дня".
 * Each figure written once per render: a long log repeats the same few cycle lengths in every row.
 */
function useDays() {
  const intl = useIntl()
  const written = new Map<string, string>()
  return (days: number, decimals: 0 | 1 = 0) => {
    const key = `${days}:${decimals}`
    let text = written.get(key)
    if (text === undefined) {
      text = intl.formatNumber(days, {
        style: 'unit',
        unit: 'day',
        unitDisplay: 'long',
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      })
      written.set(key, text)
    }
    return text
  }
}

/** The statistics of a log, or how many more periods they need. */
export function CycleStatistics({ periods }: { periods: readonly LoggedPeriod[] }) {
  const intl = useIntl()
  const days = useDays()
  const stats = cycleStats(periods)
  if (!stats) {
    if (periods.length === 0)
      return (
        <>
          <p>{intl.formatMessage({ id: 'cycles.empty' })}</p>
          {/* Said in the room the page keeps for them (.cycle-outlook), so it reads as meant. */}
          <p className="hint">{intl.formatMessage({ id: 'cycles.emptyOutlook' })}</p>
        </>
      )
    return <p>{intl.formatMessage({ id: 'cycles.needMore' }, { count: cyclesNeeded(periods) })}</p>
  }
  const rows = [
    ['cycles.stats.count', intl.formatNumber(stats.count)],
    ['cycles.stats.mean', days(stats.mean, 1)],
    ['cycles.stats.median', days(stats.median, 1)],
    ['cycles.stats.shortest', days(stats.shortest)],
    ['cycles.stats.longest', days(stats.longest)],
    ['cycles.stats.spread', days(stats.spread)],
    ...(stats.periodDays === null ? [] : ([['cycles.stats.period', days(stats.periodDays, 1)]] as const)),
  ] as const
  return (
    <section aria-labelledby="cycle-stats-title">
      <h3 id="cycle-stats-title">{intl.formatMessage({ id: 'cycles.stats.title' })}</h3>
      <dl className="result-grid cycle-stats">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{intl.formatMessage({ id: label })}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="hint">{intl.formatMessage({ id: 'cycles.stats.window' }, { count: stats.count })}</p>
      {stats.irregular === null ? (
        <p className="hint">
          {intl.formatMessage({ id: 'cycles.notJudged' }, { count: JUDGE_CYCLES - stats.count })}
        </p>
      ) : (
        <p className={stats.irregular ? 'cycle-irregular' : 'hint'}>
          {intl.formatMessage({ id: stats.irregular ? 'cycles.irregular' : 'cycles.regular' })}
        </p>
      )}
      {stats.frequency && (
        // Before "Regular" is read alone: cycles that regularly last under 21 or over 35 days (N2).
        <Caution lead={intl.formatMessage({ id: 'cycles.frequencyLead' }, { frequency: stats.frequency })}>
          <p>
            {intl.formatMessage(
              { id: 'cycles.frequency' },
              {
                frequency: stats.frequency,
                days: stats.frequency === 'short' ? PREDICTABLE_CYCLE.min : PREDICTABLE_CYCLE.max,
              },
            )}
          </p>
        </Caution>
      )}
      {stats.longCycles > 0 && (
        <Caution lead={intl.formatMessage({ id: 'cycles.longCyclesLead' })}>
          <p>{intl.formatMessage({ id: 'cycles.longCycles' }, { count: stats.longCycles })}</p>
        </Caution>
      )}
      {stats.longestPeriod !== null && stats.longestPeriod > PROLONGED_PERIOD_DAYS && (
        <Caution lead={intl.formatMessage({ id: 'cycles.longPeriodLead' })}>
          <p>{intl.formatMessage({ id: 'cycles.longPeriod' }, { days: stats.longestPeriod })}</p>
          {stats.longestPeriod >= MAX_PERIOD_DAYS && (
            <p>{intl.formatMessage({ id: 'cycles.veryLongPeriod' })}</p>
          )}
        </Caution>
      )}
    </section>
  )
}

/**
 * The next periods and fertile windows as ranges, from the log and the luteal phase, with how the
 * same rule fared on the last periods beside them (issue 60, item 6); or, when the next period is
 * later than the longest cycle, what to do about that instead (review M3).
 */
export function CyclePredictions({
  periods,
  luteal,
  today,
  signs = null,
}: {
  periods: readonly LoggedPeriod[]
  luteal: number
  today: Temporal.PlainDate
  /** The current cycle's ovulation as its body signs place it: the first cycle follows it. */
  signs?: SignsOvulation | null
}) {
  const intl = useIntl()
  const days = useDays()
  const predicted = predictCycles(periods, luteal, undefined, signs)
  const first = predicted[0]
  if (predicted.length === 0) return null
  // Short or long cycles get the next periods, not a fertile window (clinical review N2).
  const windows = !cycleStats(periods)?.frequency
  const late = lateness(periods, today)
  const locale = intl.locale
  return (
    <section aria-labelledby="cycle-predictions-title">
      <h3 id="cycle-predictions-title">{intl.formatMessage({ id: 'cycles.predictions.title' })}</h3>
      {late ? (
        <LatePeriod daysSinceLastPeriod={late.daysSince}>
          <p>{intl.formatMessage({ id: 'cycles.late' }, { days: late.daysLate })}</p>
        </LatePeriod>
      ) : (
        <>
          {first?.signs && (
            <p className="predictions-signs">
              {intl.formatMessage(
                {
                  id:
                    first.signs === 'confirmed'
                      ? 'cycles.predictions.signsConfirmed'
                      : 'cycles.predictions.signsLikely',
                },
                {
                  range: formatDateRange(first.ovulation.earliest, first.ovulation.latest, locale),
                  luteal: days(luteal),
                },
              )}
            </p>
          )}
          <PredictionTable predicted={predicted} locale={locale} windows={windows} />
          <PredictionHits hits={predictionHits(periods)} />
        </>
      )}
    </section>
  )
}

/** The predicted cycles' ranges, and that they are no contraception. */
function PredictionTable({
  predicted,
  locale,
  windows,
}: {
  predicted: ReturnType<typeof predictCycles>
  locale: string
  /** False for short or long cycles: the next periods only. */
  windows: boolean
}) {
  const intl = useIntl()
  return (
    <>
      <TableScroll labelledBy="cycle-predictions-title">
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: 'cycles.predictions.number' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'cycles.predictions.period' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'cycles.predictions.likeliest' })}</th>
              {windows && <th scope="col">{intl.formatMessage({ id: 'cycles.predictions.fertile' })}</th>}
            </tr>
          </thead>
          <tbody>
            {predicted.map((cycle) => (
              <tr key={cycle.n}>
                <th scope="row">{cycle.n}</th>
                <td>
                  {cycle.period.earliest.equals(cycle.period.latest)
                    ? formatDate(cycle.period.earliest, locale)
                    : formatDateRange(cycle.period.earliest, cycle.period.latest, locale)}
                </td>
                <td>{formatDate(cycle.period.likeliest, locale)}</td>
                {windows && <td>{formatDateRange(cycle.fertileStart, cycle.fertileEnd, locale)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <NotContraception />
    </>
  )
}

/** The id of a logged period's row header, which names the row's buttons ("Delete" + its dates). */
export const periodRowId = (start: string) => `cycle-${start}`

/**
 * The logged periods, newest first, each with the length of the cycle it starts and whether that
 * cycle is counted; `actions` renders each row's controls (buttons that act on the device with
 * JavaScript, that submit the page's one log form without).
 */
export function CycleLogTable({
  periods,
  actions,
}: {
  periods: readonly LoggedPeriod[]
  actions: (period: LoggedPeriod) => ReactNode
}) {
  const intl = useIntl()
  const days = useDays()
  if (periods.length === 0) return null
  const cycles = new Map(cyclesOf(periods).map((cycle) => [cycle.start.toString(), cycle]))
  // Dates compared as dates: `localeCompare` built a collation per pair, 25 ms for 240 rows.
  const newestFirst = [...sortedPeriods(periods)].reverse()
  const lengthName = intl.formatMessage({ id: 'cycles.log.length' })
  return (
    <section className="cycle-log-section" aria-labelledby="cycle-log-title">
      <h3 id="cycle-log-title">{intl.formatMessage({ id: 'cycles.log.title' })}</h3>
      <TableScroll labelledBy="cycle-log-title">
        <table className="data-table cycle-log">
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: 'cycles.log.start' })}</th>
              <th scope="col">{lengthName}</th>
              <th scope="col">{intl.formatMessage({ id: 'cycles.log.counted' })}</th>
              <td />
            </tr>
          </thead>
          <tbody>
            {newestFirst.map((period) => {
              const cycle = cycles.get(period.start.toString())
              return (
                <tr key={period.start.toString()}>
                  <th scope="row" id={periodRowId(period.start.toString())}>
                    {period.end
                      ? formatDateRange(period.start, period.end, intl.locale)
                      : formatDate(period.start, intl.locale)}
                  </th>
                  {/* The column's name, shown above the length on a phone, where the rows are blocks
                      and the header row is hidden from sight (cycles.css, review m9). */}
                  <td data-label={lengthName}>
                    {cycle ? days(cycle.length) : intl.formatMessage({ id: 'cycles.log.current' })}
                    {cycle?.long && !cycle.excluded && (
                      <p className="hint">{intl.formatMessage({ id: 'cycles.log.long' })}</p>
                    )}
                  </td>
                  <td>
                    {cycle &&
                      intl.formatMessage({
                        id: cycle.excluded ? 'cycles.log.leftOut' : 'cycles.log.counted',
                      })}
                  </td>
                  <td>
                    <div className="row-actions">{actions(period)}</div>
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </TableScroll>
    </section>
  )
}
