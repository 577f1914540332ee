import { useIntl } from 'react-intl'
import { languageTags, locales } from '../../core/i18n/locales.ts'
import type { MessageKey } from '../../core/i18n/message-key.ts'
import { localizedPath, type RouteGroup, routes } from '../../core/routes.ts'
import { Link } from '../components/Link.tsx'
import { PageHeading } from '../components/PageHeading.tsx'

/** The sections of docs/product.md §2's sitemap, each listing the route groups it holds, in this order. */
const sections = [
  ['sitemap.calculators', ['calculators']],
  ['sitemap.educational', ['educational', 'articles']],
  ['sitemap.company', ['company']],
  ['sitemap.legal', ['legal']],
  ['sitemap.help', ['help']],
] as const satisfies readonly (readonly [MessageKey, readonly RouteGroup[]])[]

function RouteLinks({ group }: { group: RouteGroup }) {
  const intl = useIntl()
  return (
    <ul>
      {routes
        .filter((route) => route.group === group)
        .map((route) => (
          <li key={route.slug}>
            <Link to={route.slug}>{intl.formatMessage({ id: `${route.id}.h1` })}</Link>
          </li>
        ))}
    </ul>
  )
}

/** Every page of the route table, grouped, plus the five language versions of the site. */
export default function SitemapPage() {
  const intl = useIntl()
  return (
    <article className="container page">
      <PageHeading id="sitemap" />
      <div className="sitemap-grid">
        {sections.map(([title, groups]) => (
          <section key={title} className="card">
            <h2>{intl.formatMessage({ id: title })}</h2>
            {groups.map((group, index) =>
              index === 0 ? (
                <RouteLinks key={group} group={group} />
              ) : (
                <div key={group}>
                  <h3>{intl.formatMessage({ id: `sitemap.${group}` as MessageKey })}</h3>
                  <RouteLinks group={group} />
                </div>
              ),
            )}
          </section>
        ))}
        <section className="card">
          <h2>{intl.formatMessage({ id: 'sitemap.languages' })}</h2>
          <ul>
            {locales.map((locale) => (
              <li key={locale}>
                <a href={localizedPath(locale, '')} hrefLang={locale} lang={languageTags[locale]}>
                  {intl.formatMessage({ id: `language.${locale}` })}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </article>
  )
}
