import { Heading, Section, Text } from '@react-email/components'
import { useIntl } from 'react-intl'
import { tipItems, tipTabs } from '../../../client/islands/tips-content.ts'
import { type MailFooter, MailLayout } from './MailLayout.tsx'
import { CallToAction } from './parts.tsx'
import { styles } from './styles.ts'

/** The fertility guide: the fertility tips page's four parts, as one e-mail. */
export function FertilityGuideMail({
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
    <MailLayout
      preview={intl.formatMessage({ id: 'mail.fertilityGuide.preview' })}
      site={site}
      footer={footer}
    >
      <Heading as="h1" style={styles.h1}>
        {intl.formatMessage({ id: 'mail.fertilityGuide.heading' })}
      </Heading>
      <Text style={styles.text}>{intl.formatMessage({ id: 'mail.fertilityGuide.intro' })}</Text>
      {tipTabs.map((tab) => (
        <Section key={tab}>
          <Heading as="h2" style={styles.h2}>
            {intl.formatMessage({ id: `tips.${tab}.heading` })}
          </Heading>
          <ul style={styles.list}>
            {tipItems[tab].map((item) => (
              <li key={item}>{intl.formatMessage({ id: item })}</li>
            ))}
          </ul>
        </Section>
      ))}
      <CallToAction href={calculatorUrl} label={intl.formatMessage({ id: 'mail.cta.calculator' })} />
    </MailLayout>
  )
}
