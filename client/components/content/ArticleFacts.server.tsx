import { useIntl } from 'react-intl'
import { formatDate, Temporal } from '../../../core/calc/temporal.ts'
import type { ArticleMeta } from '../../content/articles.server.ts'

/** Each article's publication date as its language writes it, kept: lists show the same ones on every page. */
const publishedDates = new Map<string, string>()

function publishedOn(date: string, locale: string): string {
  const key = `${locale} ${date}`
  let text = publishedDates.get(key)
  if (text === undefined) {
    text = formatDate(Temporal.PlainDate.from(date), locale)
    publishedDates.set(key, text)
  }
  return text
}

/** Publication date and reading time, in the page's language. */
export function ArticleFacts({ meta }: { meta: ArticleMeta }) {
  const intl = useIntl()
  const published = publishedOn(meta.date, intl.locale)
  return (
    <p className="article-facts">
      <time dateTime={meta.date}>{intl.formatMessage({ id: 'article.published' }, { date: published })}</time>
      {' · '}
      <span>{intl.formatMessage({ id: 'article.readTime' }, { minutes: meta.readTime })}</span>
    </p>
  )
}
