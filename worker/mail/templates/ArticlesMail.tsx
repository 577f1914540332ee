import { Heading, Link, Text } from '@react-email/components'
import { useIntl } from 'react-intl'
import { type MailFooter, MailLayout } from './MailLayout.tsx'
import { styles } from './styles.ts'

/** Article updates: a confirmation that the address is subscribed, and what to read meanwhile. */
export function ArticlesMail({
  reading,
  site,
  footer,
}: {
  reading: { title: string; url: string }[]
  site: string
  footer: MailFooter
}) {
  const intl = useIntl()
  return (
    <MailLayout preview={intl.formatMessage({ id: 'mail.articles.preview' })} site={site} footer={footer}>
      <Heading as="h1" style={styles.h1}>
        {intl.formatMessage({ id: 'mail.articles.heading' })}
      </Heading>
      <Text style={styles.text}>{intl.formatMessage({ id: 'mail.articles.intro' })}</Text>
      <Text style={styles.text}>{intl.formatMessage({ id: 'mail.articles.meanwhile' })}</Text>
      <ul style={styles.list}>
        {reading.map((article) => (
          <li key={article.url}>
            <Link href={article.url} style={styles.link}>
              {article.title}
            </Link>
          </li>
        ))}
      </ul>
    </MailLayout>
  )
}
