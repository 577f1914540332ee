import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { NO_PERIOD_DAYS } from '../../../core/calc/ovulation.ts'
import { Caution } from './Caution.tsx'

/*
 * The warnings every cycle result shares, the calculator's and My cycles' (issue 46): each where
 * the visitor acts on the dates.
 */

/** Beside every fertile-window result: the dates are no contraception, with the figure (review M2). */
export function NotContraception() {
  const intl = useIntl()
  return (
    <Caution lead={intl.formatMessage({ id: 'cycleWarning.notContraceptionLead' })}>
      <p>{intl.formatMessage({ id: 'cycleWarning.notContraception' })}</p>
    </Caution>
  )
}

/** A period later than the cycle: a pregnancy test first, and a doctor after 90 days (review M3). */
export function LatePeriod({
  daysSinceLastPeriod,
  children,
}: {
  daysSinceLastPeriod: number
  /** What the page adds first: by how much, against what. */
  children?: ReactNode
}) {
  const intl = useIntl()
  return (
    <Caution lead={intl.formatMessage({ id: 'cycleWarning.lateLead' })}>
      {children}
      <p>{intl.formatMessage({ id: 'cycleWarning.lateTest' })}</p>
      {daysSinceLastPeriod >= NO_PERIOD_DAYS && <p>{intl.formatMessage({ id: 'cycleWarning.noPeriod' })}</p>}
    </Caution>
  )
}
