import { Heading, Text } from '@react-email/components'
import { useIntl } from 'react-intl'
import { type MailFooter, MailLayout } from './MailLayout.tsx'
import { styles } from './styles.ts'

/**
 * The contact form's acknowledgement: the message arrived, and when a reply comes. It quotes
 * nothing the sender typed, neither name nor subject nor message: the address is not proven,
 * and the form must not carry a stranger's words to someone else's inbox (decision 051).
 */
export function AckMail({ site, footer }: { site: string; footer: MailFooter }) {
  const intl = useIntl()
  return (
    <MailLayout preview={intl.formatMessage({ id: 'mail.ack.preview' })} site={site} footer={footer}>
      <Heading as="h1" style={styles.h1}>
        {intl.formatMessage({ id: 'mail.ack.heading' })}
      </Heading>
      <Text style={styles.text}>{intl.formatMessage({ id: 'mail.ack.intro' })}</Text>
      <Text style={styles.muted}>{intl.formatMessage({ id: 'mail.ack.noCopy' })}</Text>
    </MailLayout>
  )
}
