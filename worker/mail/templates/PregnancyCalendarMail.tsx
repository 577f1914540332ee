import { Heading, Text } from '@react-email/components'
import { useIntl } from 'react-intl'
import { mailedMilestones, milestoneText } from '../../../core/calc/development.ts'
import { type MailFooter, MailLayout } from './MailLayout.tsx'
import { CallToAction } from './parts.tsx'
import { styles } from './styles.ts'

/**
 * The week-by-week calendar of the generic sign-up, which asks for no date: the milestones by
 * week, and the way to get them as dates in a calendar file (decision 013).
 */
export function PregnancyCalendarMail({
  calculatorUrl,
  site,
  footer,
}: {
  calculatorUrl: string
  site: string
  footer: MailFooter
}) {
  const intl = useIntl()
  return (
    <MailLayout preview={intl.formatMessage({ id: 'mail.calendar.preview' })} site={site} footer={footer}>
      <Heading as="h1" style={styles.h1}>
        {intl.formatMessage({ id: 'mail.calendar.heading' })}
      </Heading>
      <Text style={styles.text}>{intl.formatMessage({ id: 'mail.calendar.intro' })}</Text>
      <table style={styles.table}>
        <tbody>
          {mailedMilestones(intl.locale).map((milestone) => (
            <tr key={milestone.key}>
              <td style={{ ...styles.td, fontWeight: 700, whiteSpace: 'nowrap', paddingRight: '12px' }}>
                {intl.formatMessage({ id: 'mail.calendar.weeks' }, { weeks: milestone.week })}
              </td>
              <td style={styles.td}>
                <strong>{intl.formatMessage({ id: milestoneText(milestone).title })}</strong>
                <br />
                {intl.formatMessage({ id: milestoneText(milestone).description })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Text style={styles.text}>{intl.formatMessage({ id: 'mail.calendar.dated' })}</Text>
      <CallToAction href={calculatorUrl} label={intl.formatMessage({ id: 'mail.cta.dueDate' })} />
    </MailLayout>
  )
}
