import { Heading, Section, Text } from '@react-email/components'
import { useIntl } from 'react-intl'
import type { CycleDays } from '../../../core/calc/cycle-calendar.ts'
import type { Temporal } from '../../../core/calc/temporal.ts'
import { formatDate, formatDateRange } from '../../../core/calc/temporal.ts'
import { type MailFooter, MailLayout } from './MailLayout.tsx'
import { CallToAction } from './parts.tsx'
import { styles } from './styles.ts'

const PHASES = ['period', 'follicular', 'fertile', 'luteal'] as const

/**
 * `calculator_guide`: this cycle and the next two (`NEXT_CYCLES`), what the window means and that it
 * is no contraception (no percentage on a predicted date: issue 46), a tip per phase.
 */
export function OvulationGuideMail({
  lastPeriod,
  cycleLength,
  cycles,
  today,
  calculatorUrl,
  site,
  footer,
}: {
  lastPeriod: Temporal.PlainDate
  cycleLength: number
  /** The current cycle first (n = 0), then the next ones. */
  cycles: (CycleDays & { n: number })[]
  /** The subscriber's today: the next window is the first one not over yet. */
  today: Temporal.PlainDate
  calculatorUrl: string
  site: string
  footer: MailFooter
}) {
  const intl = useIntl()
  const date = (day: Temporal.PlainDate) => formatDate(day, intl.locale)
  const short = (day: Temporal.PlainDate) => formatDate(day, intl.locale, 'short')
  const next = cycles.find((cycle) => cycle.fertileEnd.until(today).days <= 0) ?? cycles[0]
  if (!next) throw new Error('OvulationGuideMail: no cycle to show')
  return (
    <MailLayout
      preview={intl.formatMessage(
        { id: 'mail.ovulation.preview' },
        { range: formatDateRange(next.fertileStart, next.fertileEnd, intl.locale) },
      )}
      site={site}
      footer={footer}
    >
      <Heading as="h1" style={styles.h1}>
        {intl.formatMessage({ id: 'mail.ovulation.heading' })}
      </Heading>
      <Text style={styles.muted}>
        {intl.formatMessage({ id: 'mail.guide.basedOn' }, { date: date(lastPeriod), cycle: cycleLength })}
      </Text>
      <table style={styles.table}>
        <caption style={{ ...styles.h2, fontWeight: 700, textAlign: 'left' }}>
          {intl.formatMessage({ id: 'mail.ovulation.tableCaption' })}
        </caption>
        <thead>
          <tr>
            <th style={styles.th}>{intl.formatMessage({ id: 'mail.ovulation.cycle' })}</th>
            <th style={styles.th}>{intl.formatMessage({ id: 'mail.ovulation.window' })}</th>
            <th style={styles.th}>{intl.formatMessage({ id: 'mail.ovulation.ovulation' })}</th>
            <th style={styles.th}>{intl.formatMessage({ id: 'mail.ovulation.nextPeriod' })}</th>
          </tr>
        </thead>
        <tbody>
          {cycles.map((cycle) => (
            <tr key={cycle.n}>
              <td style={styles.td}>
                {cycle.n === 0 ? intl.formatMessage({ id: 'mail.ovulation.cycleNow' }) : cycle.n + 1}
              </td>
              <td style={styles.td}>
                {formatDateRange(cycle.fertileStart, cycle.fertileEnd, intl.locale, 'short')}
              </td>
              <td style={{ ...styles.td, fontWeight: 700 }}>{short(cycle.ovulation)}</td>
              <td style={styles.td}>{short(cycle.nextPeriod)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Text style={styles.text}>{intl.formatMessage({ id: 'mail.ovulation.calendar' })}</Text>
      <Heading as="h2" style={styles.h2}>
        {intl.formatMessage({ id: 'mail.ovulation.chanceHeading' })}
      </Heading>
      <Text style={styles.text}>{intl.formatMessage({ id: 'mail.ovulation.chanceIntro' })}</Text>
      <Section style={styles.highlight}>
        <Text style={{ ...styles.text, margin: 0 }}>
          {intl.formatMessage({ id: 'mail.ovulation.notContraception' })}
        </Text>
      </Section>
      <Heading as="h2" style={styles.h2}>
        {intl.formatMessage({ id: 'mail.ovulation.phasesHeading' })}
      </Heading>
      {PHASES.map((phase) => (
        <Section key={phase} style={styles.highlight}>
          <Text style={{ ...styles.text, fontWeight: 700, margin: '0 0 4px' }}>
            {intl.formatMessage({ id: `mail.ovulation.phase.${phase}` })}
          </Text>
          <Text style={{ ...styles.text, margin: 0 }}>
            {intl.formatMessage({ id: `mail.ovulation.phase.${phase}.tip` })}
          </Text>
        </Section>
      ))}
      <CallToAction href={calculatorUrl} label={intl.formatMessage({ id: 'mail.cta.calculator' })} />
    </MailLayout>
  )
}
