import { useIntl } from 'react-intl'
import { Link } from '../components/Link.tsx'
import { locales } from '../i18n/locales.ts'
import type { MessageKey } from '../i18n/messages.ts'
import { localizedPath, type RouteGroup, routes } from '../routes.ts'

const groups = [
  ['calculators', 'sitemap.calculators'],
  ['educational', 'sitemap.educational'],
  ['articles', 'sitemap.articles'],
  ['company', 'sitemap.company'],
  ['legal', 'sitemap.legal'],
  ['help', 'sitemap.help'],
] as const satisfies readonly (readonly [RouteGroup, MessageKey])[]

/** Every page of the route table, grouped, plus the five language versions of the site. */
export default function SitemapPage() {
  const intl = useIntl()
  return (
    <article className="container page">
      <header className="page-header">
        <h1>{intl.formatMessage({ id: 'sitemap.h1' })}</h1>
        <p className="lead">{intl.formatMessage({ id: 'sitemap.lead' })}</p>
      </header>
      <div className="sitemap-grid">
        {groups.map(([group, title]) => (
          <section key={group} className="card">
            <h2>{intl.formatMessage({ id: title })}</h2>
            <ul>
              {routes
                .filter((route) => route.group === group)
                .map((route) => (
                  <li key={route.slug}>
                    <Link to={route.slug}>{intl.formatMessage({ id: `${route.id}.h1` })}</Link>
                  </li>
                ))}
            </ul>
          </section>
        ))}
        <section className="card">
          <h2>{intl.formatMessage({ id: 'sitemap.languages' })}</h2>
          <ul>
            {locales.map((locale) => (
              <li key={locale}>
                <a href={localizedPath(locale, '')} hrefLang={locale} lang={locale}>
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
