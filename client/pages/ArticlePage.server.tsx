import { useIntl } from 'react-intl'
import { pregnancyReading } from '../../core/calc/recommendations.ts'
import { formatDate, Temporal } from '../../core/calc/temporal.ts'
import { type RouteId, routeOf } from '../../core/routes.ts'
import { ResultLinks } from '../components/calculators/ResultLinks.tsx'
import { ArticleCard } from '../components/content/ArticleCard.server.tsx'
import { ArticleFacts } from '../components/content/ArticleFacts.server.tsx'
import { CalculatorCta, type CtaCalculator } from '../components/content/CalculatorCta.server.tsx'
import { mdxComponents } from '../components/content/mdx-components.server.tsx'
import { jsonForScript } from '../components/json-script.ts'
import { Link } from '../components/Link.tsx'
import { SignupCard } from '../components/SignupCard.server.tsx'
import { findArticle } from '../content/articles.server.ts'
import { useLocale } from '../i18n/use-locale.ts'
import { usePage } from '../page-context.server.ts'
import { absoluteUrl } from '../seo.server.ts'

/** The calculator an article's closing call to action opens. */
const closingCta: Partial<Record<RouteId, CtaCalculator>> = {
  twinsCalculator: 'dueDate',
  conceptionAfter40: 'ovulation',
}

/**
 * An article: its heading and facts in the page's language, the MDX body (in the page's
 * language, or in English marked with `lang` and a note where a translation is missing), then a calculator call to action, a sign-up and the
 * related articles. Rendered on the server only.
 */
export default function ArticlePage({ id }: { id: RouteId }) {
  const intl = useIntl()
  const locale = useLocale()
  const { siteUrl } = usePage()
  const route = routeOf(id)
  const article = findArticle(route.slug, locale)
  if (!article) throw new Error(`no article for the route ${id}`)
  const { meta, Content } = article
  // Expecting twins, a reader wants the week-by-week calendar more than new articles.
  const signup = id === 'twinsCalculator' ? 'pregnancyCalendar' : 'articleGuide'
  const title = intl.formatMessage({ id: `${id}.h1` })
  const translated = meta.locale === locale
  const structuredData = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: title,
    description: intl.formatMessage({ id: `${id}.description` }),
    image: new URL(meta.image, siteUrl).href,
    datePublished: meta.date,
    // The day the content was last checked against its references, never the server's today (decision 049).
    dateModified: meta.reviewed,
    inLanguage: meta.locale,
    mainEntityOfPage: absoluteUrl(siteUrl, locale, route.slug),
    author: { '@type': 'Organization', name: intl.formatMessage({ id: 'brand.name' }) },
    publisher: { '@type': 'Organization', name: intl.formatMessage({ id: 'brand.name' }), url: siteUrl },
  }
  return (
    <article className="container page article">
      <header className="page-header">
        <p className="breadcrumb">
          <Link to="blog-posts">{intl.formatMessage({ id: 'article.allArticles' })}</Link>
          {' · '}
          <span className="chip">{intl.formatMessage({ id: `blog.category.${meta.category}` })}</span>
        </p>
        <h1>{title}</h1>
        <ArticleFacts meta={meta} />
        <p className="last-updated">
          <time dateTime={meta.reviewed}>
            {intl.formatMessage(
              { id: 'common.lastReviewed' },
              { date: formatDate(Temporal.PlainDate.from(meta.reviewed), locale) },
            )}
          </time>{' '}
          {intl.formatMessage({ id: 'common.reviewedAgainst' })}
        </p>
      </header>
      <img className="article-image" src={meta.image} alt={meta.imageAlt} width={800} height={450} />
      {!translated && (
        <p className="note" role="note">
          {intl.formatMessage({ id: 'article.englishOnly' })}
        </p>
      )}
      <div className="prose" lang={translated ? undefined : meta.locale}>
        <Content components={mdxComponents} />
      </div>
      <CalculatorCta calculator={closingCta[id] ?? 'ovulation'} />
      <SignupCard formId={`signup-${signup}`} variant={signup} />
      {meta.related.length > 0 ? (
        <section aria-labelledby="related-heading">
          <h2 id="related-heading">{intl.formatMessage({ id: 'article.related' })}</h2>
          <ul className="article-grid">
            {meta.related.map((slug) => {
              const related = findArticle(slug, locale)
              return related && <ArticleCard key={slug} meta={related.meta} headingLevel={3} />
            })}
          </ul>
        </section>
      ) : (
        <section>
          <ResultLinks title="calc.recommendedTitle" slugs={pregnancyReading(route.slug)} headingLevel={2} />
        </section>
      )}
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a JSON-LD data block, escaped by jsonForScript.
        dangerouslySetInnerHTML={{ __html: jsonForScript(structuredData) }}
      />
    </article>
  )
}
