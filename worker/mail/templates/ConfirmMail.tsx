import { Button, Heading, Link, Section, Text } from '@react-email/components'
import { useIntl } from 'react-intl'
import type { Temporal } from '../../../client/calc/temporal.ts'
import { formatDate } from '../../../client/calc/temporal.ts'
import type { MessageKey } from '../../../client/i18n/messages.server.ts'
import { MailLayout } from './MailLayout.tsx'
import { styles } from './styles.ts'

/** The double opt-in: one button, the link spelled out, and when it stops working. */
export function ConfirmMail({
  resource,
  confirmUrl,
  expires,
  site,
}: {
  resource: MessageKey
  confirmUrl: string
  expires: Temporal.PlainDate
  site: string
}) {
  const intl = useIntl()
  const what = intl.formatMessage({ id: resource })
  return (
    <MailLayout
      preview={intl.formatMessage({ id: 'mail.confirm.preview' }, { resource: what })}
      site={site}
      footer={{ why: 'mail.footer.whyConfirm' }}
    >
      <Heading as="h1" style={styles.h1}>
        {intl.formatMessage({ id: 'mail.confirm.heading' })}
      </Heading>
      <Text style={styles.text}>{intl.formatMessage({ id: 'mail.confirm.intro' }, { resource: what })}</Text>
      <Section style={{ margin: '20px 0' }}>
        <Button href={confirmUrl} style={styles.button}>
          {intl.formatMessage({ id: 'mail.confirm.button' })}
        </Button>
      </Section>
      <Text style={styles.muted}>
        {intl.formatMessage({ id: 'mail.confirm.expiry' }, { date: formatDate(expires, intl.locale) })}
      </Text>
      <Text style={styles.muted}>{intl.formatMessage({ id: 'mail.confirm.fallback' })}</Text>
      <Text style={{ ...styles.muted, wordBreak: 'break-all' }}>
        <Link href={confirmUrl} style={styles.link}>
          {confirmUrl}
        </Link>
      </Text>
    </MailLayout>
  )
}
