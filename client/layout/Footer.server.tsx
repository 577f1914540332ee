import { useIntl } from 'react-intl'
import { languageTags, locales } from '../../core/i18n/locales.ts'
import type { MessageKey } from '../../core/i18n/message-key.ts'
import { localizedPath, type RouteSlug } from '../../core/routes.ts'
import { Link } from '../components/Link.tsx'
import { usePage } from '../page-context.server.ts'

const columns = [
  {
    title: 'footer.calculators',
    links: [
      { to: '', label: 'footer.ovulationCalculator' },
      { to: 'pregnancy-calculator', label: 'nav.pregnancyCalculator' },
      { to: 'due-date-calculator', label: 'nav.dueDateCalculator' },
      { to: 'my-cycles', label: 'nav.myCycles' },
    ],
  },
  {
    title: 'footer.resources',
    links: [
      { to: 'fertility-tips', label: 'nav.fertilityTips' },
      { to: 'how-it-works', label: 'nav.howItWorks' },
      { to: 'faq', label: 'nav.faq' },
      { to: 'blog-posts', label: 'footer.allArticles' },
      { to: 'sitemap', label: 'footer.sitemap' },
    ],
  },
  {
    title: 'footer.company',
    links: [
      { to: 'about', label: 'footer.about' },
      { to: 'contact', label: 'footer.contact' },
      { to: 'terms-of-service', label: 'footer.terms' },
      { to: 'privacy-policy', label: 'footer.privacy' },
      { to: 'disclaimer', label: 'footer.disclaimer' },
      { to: 'accessibility', label: 'footer.accessibility' },
      { to: 'legal-notice', label: 'footer.legalNotice' },
    ],
  },
] as const satisfies readonly { title: MessageKey; links: readonly { to: RouteSlug; label: MessageKey }[] }[]

export function Footer() {
  const intl = useIntl()
  const { slug, today } = usePage()
  return (
    <footer className="site-footer below-fold">
      <div className="container footer-grid">
        <div className="footer-about">
          <p className="footer-brand">{intl.formatMessage({ id: 'brand.name' })}</p>
          <p>{intl.formatMessage({ id: 'footer.blurb' })}</p>
          <p className="footer-note">{intl.formatMessage({ id: 'footer.medicalNote' })}</p>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={intl.formatMessage({ id: column.title })}>
            <h2>{intl.formatMessage({ id: column.title })}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{intl.formatMessage({ id: link.label })}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="container footer-bottom">
        <nav aria-label={intl.formatMessage({ id: 'footer.languages' })}>
          <ul className="language-list">
            {locales.map((locale) => (
              <li key={locale}>
                <a
                  href={localizedPath(locale, slug ?? '')}
                  hrefLang={locale}
                  lang={languageTags[locale]}
                  aria-current={locale === intl.locale ? 'true' : undefined}
                >
                  {intl.formatMessage({ id: `language.${locale}` })}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <p className="made-with-love">
          {intl.formatMessage({ id: 'footer.madeWithLove' })} <span aria-hidden="true">♥</span>
        </p>
        <p>{intl.formatMessage({ id: 'footer.copyright' }, { year: today.year })}</p>
      </div>
    </footer>
  )
}
