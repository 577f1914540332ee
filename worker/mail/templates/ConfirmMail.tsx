import { Button, Heading, Link, Section, Text } from '@react-email/components'
import { useIntl } from 'react-intl'
import type { Temporal } from '../../../core/calc/temporal.ts'
import { formatDate } from '../../../core/calc/temporal.ts'
import { type RequestSummary, requestLines } from '../../../core/request-lines.ts'
import { MailLayout } from './MailLayout.tsx'
import { styles } from './styles.ts'

/**
 * The double opt-in: what was asked for and the data it rests on (so that a stranger's request is
 * recognised, decision 051), one button, the link spelled out, and when it stops working.
 */
export function ConfirmMail({
  request,
  confirmUrl,
  expires,
  site,
}: {
  request: RequestSummary
  confirmUrl: string
  expires: Temporal.PlainDate
  site: string
}) {
  const intl = useIntl()
  const what = intl.formatMessage({ id: request.resource })
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
      <Section style={styles.highlight}>
        <Text style={styles.label}>{intl.formatMessage({ id: 'mail.request.heading' })}</Text>
        {requestLines(request, intl).map(({ label, value }) => (
          <Text key={label} style={{ ...styles.text, margin: '4px 0 0' }}>
            {intl.formatMessage({ id: 'mail.request.line' }, { label, value })}
          </Text>
        ))}
      </Section>
      <Text style={styles.muted}>{intl.formatMessage({ id: 'mail.request.notYours' })}</Text>
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
