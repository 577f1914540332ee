import { useIntl } from 'react-intl'
import { formatDate, temporal } from '../calc/temporal.ts'
import { mdxComponents } from '../components/content/mdx-components.tsx'
import { findLegalText } from '../content/legal.ts'
import { defaultLocale } from '../i18n/locales.ts'
import { useLocale } from '../i18n/use-locale.ts'
import { type RouteId, routeOf } from '../routes.ts'

/**
 * A legal page. Its text is written in English and shown as such in every language, marked
 * with `lang`, rather than machine-translated; the heading and the note are in the page's language.
 */
export default function LegalPage({ id }: { id: RouteId }) {
  const intl = useIntl()
  const locale = useLocale()
  const text = findLegalText(routeOf(id).slug)
  if (!text) throw new Error(`no legal text for the route ${id}`)
  const { meta, Content } = text
  const translated = locale === defaultLocale
  return (
    <article className="container page legal">
      <header className="page-header">
        <h1>{intl.formatMessage({ id: `${id}.h1` })}</h1>
        <p className="last-updated">
          {intl.formatMessage(
            { id: 'common.lastUpdated' },
            { date: formatDate(temporal().PlainDate.from(meta.updated), locale) },
          )}
        </p>
      </header>
      {!translated && (
        <p className="note" role="note">
          {intl.formatMessage({ id: 'legal.englishOnly' })}
        </p>
      )}
      <div className="prose" lang={translated ? undefined : defaultLocale}>
        <Content components={mdxComponents} />
      </div>
    </article>
  )
}
