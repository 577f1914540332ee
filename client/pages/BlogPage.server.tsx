import { useIntl } from 'react-intl'
import { ArticleCard } from '../components/content/ArticleCard.server.tsx'
import { PageHeading } from '../components/PageHeading.tsx'
import { SignupCard } from '../components/SignupCard.server.tsx'
import { articleCategories, articlesIn } from '../content/articles.server.ts'
import { useLocale } from '../i18n/use-locale.ts'

/** The index of the nine articles, read from their front matter. */
export default function BlogPage() {
  const intl = useIntl()
  const articles = articlesIn(useLocale())
  const used = articleCategories.filter((category) =>
    articles.some((article) => article.meta.category === category),
  )
  return (
    <article className="container page">
      <PageHeading id="blog" />
      {/* The topics are labels to scan, not filters: the list below is always complete. */}
      {/* A named list, so no colon of ours is read out (its spacing differs by language). */}
      <ul className="chips" aria-label={intl.formatMessage({ id: 'blog.categories' })}>
        {used.map((category) => (
          <li key={category} className="chip">
            {intl.formatMessage({ id: `blog.category.${category}` })}
          </li>
        ))}
      </ul>
      <ul className="article-grid">
        {articles.map(({ meta }) => (
          <ArticleCard key={meta.slug} meta={meta} />
        ))}
      </ul>
      <SignupCard formId="signup-articleGuide" variant="articleGuide" />
    </article>
  )
}
