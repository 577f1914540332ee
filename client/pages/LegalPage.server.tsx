import { useIntl } from 'react-intl'
import { formatDate, Temporal } from '../../core/calc/temporal.ts'
import { languageTags } from '../../core/i18n/locales.ts'
import { type RouteId, routeOf } from '../../core/routes.ts'
import { mdxComponents } from '../components/content/mdx-components.server.tsx'
import { findLegalText } from '../content/legal.server.ts'
import { useLocale } from '../i18n/use-locale.ts'

/**
 * A legal page in the page's language; where a translation is missing, the English text marked
 * with `lang` and a note saying so. Every language states the same commitments, of the date its
 * English page was last reviewed (decision 049).
 */
export default function LegalPage({ id }: { id: RouteId }) {
  const intl = useIntl()
  const locale = useLocale()
  const text = findLegalText(routeOf(id).slug, locale)
  if (!text) throw new Error(`no legal text for the route ${id}`)
  const { meta, Content } = text
  const translated = meta.locale === locale
  return (
    <article className="container page legal">
      <header className="page-header">
        <h1>{intl.formatMessage({ id: `${id}.h1` })}</h1>
        <p className="last-updated">
          <time dateTime={meta.reviewed}>
            {intl.formatMessage(
              { id: 'common.lastReviewed' },
              { date: formatDate(Temporal.PlainDate.from(meta.reviewed), locale) },
            )}
          </time>
        </p>
      </header>
      {!translated && (
        <p className="note" role="note">
          {intl.formatMessage({ id: 'legal.englishOnly' })}
        </p>
      )}
      <div className="prose" lang={translated ? undefined : languageTags[meta.locale]}>
        <Content components={mdxComponents} />
      </div>
    </article>
  )
}
