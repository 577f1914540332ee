import { Body, Container, Head, Hr, Html, Link, Preview, Text } from '@react-email/components'
import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { isLocale, languageTags } from '../../../core/i18n/locales.ts'
import { styles } from './styles.ts'

export interface MailFooter {
  /** Why this address got the mail: a sign-up, a confirmation request or a contact message. */
  why: 'mail.footer.why' | 'mail.footer.whyConfirm' | 'mail.footer.whyContact'
  /** The owner's erase link; absent only from the confirmation, whose address nobody has proved yet. */
  eraseUrl?: string | undefined
  /** "Stop these e-mails" for a subscription, "Erase my address" otherwise. */
  eraseLabel?: 'mail.footer.stop' | 'mail.footer.erase'
}

/** Every mail's frame: the preview line, the brand, and the footer (why, how to stop, disclaimer). */
export function MailLayout({
  preview,
  site,
  footer,
  children,
}: {
  preview: string
  site: string
  footer: MailFooter
  children: ReactNode
}) {
  const intl = useIntl()
  return (
    <Html lang={isLocale(intl.locale) ? languageTags[intl.locale] : intl.locale}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.brand}>{intl.formatMessage({ id: 'brand.name' })}</Text>
          {children}
          <Hr style={styles.hr} />
          <Text style={styles.footer}>{intl.formatMessage({ id: footer.why }, { site })}</Text>
          {footer.eraseUrl && (
            <Text style={styles.footer}>
              <Link href={footer.eraseUrl} style={styles.link}>
                {intl.formatMessage({ id: footer.eraseLabel ?? 'mail.footer.stop' })}
              </Link>
            </Text>
          )}
          <Text style={styles.footer}>{intl.formatMessage({ id: 'mail.footer.disclaimer' })}</Text>
        </Container>
      </Body>
    </Html>
  )
}
