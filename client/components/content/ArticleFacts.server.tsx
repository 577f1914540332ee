import { useIntl } from 'react-intl'
import { formatDate, Temporal } from '../../calc/temporal.ts'
import type { ArticleMeta } from '../../content/articles.server.ts'

/** Publication date and reading time, in the page's language. */
export function ArticleFacts({ meta }: { meta: ArticleMeta }) {
  const intl = useIntl()
  const published = formatDate(Temporal.PlainDate.from(meta.date), intl.locale)
  return (
    <p className="article-facts">
      <time dateTime={meta.date}>{intl.formatMessage({ id: 'article.published' }, { date: published })}</time>
      {' · '}
      <span>{intl.formatMessage({ id: 'article.readTime' }, { minutes: meta.readTime })}</span>
    </p>
  )
}
