import { useIntl } from 'react-intl'
import type { ArticleMeta } from '../../content/articles.server.ts'
import { Link } from '../Link.tsx'
import { ArticleFacts } from './ArticleFacts.server.tsx'

/** An article's card: image, category, title and summary in the page's language, date and read time. */
export function ArticleCard({ meta, headingLevel = 2 }: { meta: ArticleMeta; headingLevel?: 2 | 3 }) {
  const intl = useIntl()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <li className="article-card card">
      <img src={meta.image} alt="" width={800} height={450} loading="lazy" decoding="async" />
      <span className="chip">{intl.formatMessage({ id: `blog.category.${meta.category}` })}</span>
      <Heading>
        <Link to={meta.slug}>{intl.formatMessage({ id: `${meta.id}.h1` })}</Link>
      </Heading>
      <p>{intl.formatMessage({ id: `${meta.id}.description` })}</p>
      <ArticleFacts meta={meta} />
    </li>
  )
}
