import { Heading, Section, Text } from '@react-email/components'
import { useIntl } from 'react-intl'
import { type MailFooter, MailLayout } from './MailLayout.tsx'
import { styles } from './styles.ts'

/** The contact form's acknowledgement: the promise, and the message as it was sent. */
export function AckMail({
  name,
  subject,
  message,
  site,
  footer,
}: {
  name: string
  subject: string
  message: string
  site: string
  footer: MailFooter
}) {
  const intl = useIntl()
  return (
    <MailLayout preview={intl.formatMessage({ id: 'mail.ack.preview' })} site={site} footer={footer}>
      <Heading as="h1" style={styles.h1}>
        {intl.formatMessage({ id: 'mail.ack.heading' }, { name })}
      </Heading>
      <Text style={styles.text}>{intl.formatMessage({ id: 'mail.ack.intro' })}</Text>
      <Section style={styles.highlight}>
        {subject && (
          <Text style={{ ...styles.text, fontWeight: 700 }}>
            {intl.formatMessage({ id: 'mail.ack.subjectLine' }, { subject })}
          </Text>
        )}
        <Text style={{ ...styles.text, whiteSpace: 'pre-wrap', margin: 0 }}>{message}</Text>
      </Section>
    </MailLayout>
  )
}
