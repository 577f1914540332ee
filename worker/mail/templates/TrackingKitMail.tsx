import { Heading, Text } from '@react-email/components'
import { useIntl } from 'react-intl'
import type { MessageKey } from '../../../core/i18n/message-key.ts'
import { type MailFooter, MailLayout } from './MailLayout.tsx'
import { styles } from './styles.ts'

/** The tracking kit: the chart is attached; the mail says how to fill it in and what to look for. */
export function TrackingKitMail({ site, footer }: { site: string; footer: MailFooter }) {
  const intl = useIntl()
  const t = (id: MessageKey) => intl.formatMessage({ id })
  return (
    <MailLayout preview={t('mail.trackingKit.preview')} site={site} footer={footer}>
      <Heading as="h1" style={styles.h1}>
        {t('mail.trackingKit.heading')}
      </Heading>
      <Text style={styles.text}>{t('mail.trackingKit.intro')}</Text>
      <Heading as="h2" style={styles.h2}>
        {t('mail.trackingKit.stepsHeading')}
      </Heading>
      <ol style={styles.list}>
        <li>{t('mail.trackingKit.step1')}</li>
        <li>{t('mail.trackingKit.step2')}</li>
        <li>{t('mail.trackingKit.step3')}</li>
      </ol>
      <Heading as="h2" style={styles.h2}>
        {t('mail.trackingKit.signsHeading')}
      </Heading>
      <ul style={styles.list}>
        <li>{t('mail.trackingKit.sign1')}</li>
        <li>{t('mail.trackingKit.sign2')}</li>
        <li>{t('mail.trackingKit.sign3')}</li>
      </ul>
    </MailLayout>
  )
}
