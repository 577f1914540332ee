import { PageContext, type PageContextValue } from '../../../client/page-context.server.ts'
import LegalPage from '../../../client/pages/LegalPage.server.tsx'
import { Temporal } from '../../../core/calc/temporal.ts'
import type { Locale } from '../../../core/i18n/locales.ts'
import { publisherFrom } from '../../../core/legal-notice.ts'
import { renderedHtml, textOf } from './rendered-words.tsx'

/** An operator's configured publisher, as `wrangler.toml [vars]` would give it (decision 054). */
export const configuredPublisher = publisherFrom({
  PUBLISHER_NAME: 'Example Publisher SAS',
  PUBLISHER_ADDRESS: '1 rue de l’Exemple\n75000 Paris',
  PUBLISHER_EMAIL: 'legal@example.com',
  PUBLISHER_PHONE: '+33 1 00 00 00 00',
  PUBLICATION_DIRECTOR: 'Example Director',
})

/** No publisher set: what a fresh deployment has. */
export const unsetPublisher = publisherFrom({})

type LegalId = 'privacy' | 'terms'
const SLUGS = { privacy: 'privacy-policy', terms: 'terms-of-service' } as const

/** One legal page as the Worker renders it, in `locale`, with the configured publisher unless told. */
export function legalPageHtml(id: LegalId, locale: Locale, context: Partial<PageContextValue> = {}): string {
  const page: PageContextValue = {
    slug: SLUGS[id],
    today: Temporal.PlainDate.from('2026-11-29'),
    siteUrl: 'https://fertilitycalc.example',
    supportEmail: 'support@example.com',
    publisher: configuredPublisher,
    russianStorage: null,
    query: {},
    islandChunks: {},
    ...context,
  }
  return renderedHtml(
    <PageContext.Provider value={page}>
      <LegalPage id={id} />
    </PageContext.Provider>,
    locale,
  )
}

/** The same page's words, its spaces folded. */
export const legalPageText = (id: LegalId, locale: Locale, context: Partial<PageContextValue> = {}) =>
  textOf(legalPageHtml(id, locale, context)).replace(/\s+/g, ' ')
