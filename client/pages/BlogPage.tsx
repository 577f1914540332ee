import { useIntl } from 'react-intl'
import { Link } from '../components/Link.tsx'
import { SignupCard } from '../components/SignupCard.tsx'
import { routes } from '../routes.ts'

const articles = routes.filter(
  (route) => route.group === 'articles' || route.slug === 'pregnancy-calculator-for-twins',
)

/** The index of the nine articles, read from the route table. */
export default function BlogPage() {
  const intl = useIntl()
  return (
    <article className="container page">
      <header className="page-header">
        <h1>{intl.formatMessage({ id: 'blog.h1' })}</h1>
        <p className="lead">{intl.formatMessage({ id: 'blog.lead' })}</p>
      </header>
      <ul className="article-list">
        {articles.map((route) => (
          <li key={route.slug} className="card">
            <h2>
              <Link to={route.slug}>{intl.formatMessage({ id: `${route.id}.h1` })}</Link>
            </h2>
            <p>{intl.formatMessage({ id: `${route.id}.description` })}</p>
          </li>
        ))}
      </ul>
      <SignupCard formId="signup-articleGuide" variant="articleGuide" />
    </article>
  )
}
