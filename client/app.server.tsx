import { RawIntlProvider } from 'react-intl'
import type { Temporal } from '../core/calc/temporal.ts'
import type { Locale } from '../core/i18n/locales.ts'
import type { PublisherConfig } from '../core/legal-notice.ts'
import { localizedPath, type Route } from '../core/routes.ts'
import type { ClientAssets } from './client-assets.ts'
import { Document, type HeadData } from './document.server.tsx'
import type { PostedForm } from './form-outcome.server.ts'
import { serverIntl } from './i18n/format-message.server.ts'
import { messagesFor } from './i18n/messages.server.ts'
import { Layout } from './layout/Layout.server.tsx'
import { NOT_FOUND_REDIRECT_DELAY_MS } from './machines/notFoundRedirectMachine.ts'
import { PageContext } from './page-context.server.ts'
import ConfirmPage, { type ConfirmState } from './pages/ConfirmPage.server.tsx'
import { pages } from './pages/index.server.tsx'
import NotFoundPage from './pages/NotFoundPage.server.tsx'
import OfflinePage from './pages/OfflinePage.server.tsx'
import UnsubscribePage, { type UnsubscribeState } from './pages/UnsubscribePage.server.tsx'
import WeeklyPage, { type WeeklyState } from './pages/WeeklyPage.server.tsx'

/** What the server answers with: a page of the route table, the not-found page, or a link page (confirm, erase, weekly series). */
export type View =
  | { kind: 'route'; route: Route; posted?: PostedForm }
  | { kind: 'notFound' }
  | { kind: 'unsubscribe'; state: UnsubscribeState }
  | { kind: 'confirm'; state: ConfirmState }
  | { kind: 'weekly'; state: WeeklyState }
  | { kind: 'offline' }

export interface AppProps {
  locale: Locale
  view: View
  query: Record<string, string>
  today: Temporal.PlainDate
  siteUrl: string
  supportEmail: string
  publisher: PublisherConfig
  /** The Russian edition's storage in Russia, or null: then it sends no personal data (decision 068). */
  russianStorage: string | null
  assets: ClientAssets
}

/** The page component of a route of the table. */
function RoutePage({ id }: { id: Route['id'] }) {
  const Page = pages[id]
  return <Page id={id} />
}

function headFor(view: View, locale: Locale): HeadData {
  const intl = serverIntl(locale)
  const imageAlt = intl.formatMessage({ id: 'brand.tagline' })
  switch (view.kind) {
    case 'route':
      return {
        title: intl.formatMessage({ id: `${view.route.id}.title` }),
        description: intl.formatMessage({ id: `${view.route.id}.description` }),
        keywords: intl.formatMessage({ id: `${view.route.id}.keywords` }),
        imageAlt,
        slug: view.route.slug,
        ...(view.route.id === 'myCycles' ? { deviceLog: true } : {}),
      }
    case 'notFound':
      return {
        title: intl.formatMessage({ id: 'notFound.metaTitle' }),
        description: intl.formatMessage({ id: 'notFound.metaDescription' }),
        keywords: intl.formatMessage({ id: 'home.keywords' }),
        imageAlt,
        slug: null,
        redirectWithoutScript: { to: localizedPath(locale, ''), afterMs: NOT_FOUND_REDIRECT_DELAY_MS },
      }
    case 'unsubscribe':
    case 'confirm':
    case 'weekly':
    case 'offline':
      return {
        title: intl.formatMessage({ id: `${view.kind}.title` }),
        description: intl.formatMessage({ id: `${view.kind}.description` }),
        keywords: intl.formatMessage({ id: 'home.keywords' }),
        imageAlt,
        slug: null,
      }
  }
}

/** The whole server-rendered page: document shell, shared layout and the view's content. */
export function App({
  locale,
  view,
  query,
  today,
  siteUrl,
  supportEmail,
  publisher,
  russianStorage,
  assets,
}: AppProps) {
  const messages = messagesFor(locale)
  const route = view.kind === 'route' ? view.route : null
  return (
    <RawIntlProvider value={serverIntl(locale)}>
      <PageContext.Provider
        value={{
          slug: route?.slug ?? null,
          today,
          siteUrl,
          supportEmail,
          publisher,
          russianStorage,
          query,
          posted: view.kind === 'route' ? view.posted : undefined,
          islandChunks: assets.islandChunks,
        }}
      >
        <Document
          locale={locale}
          siteUrl={siteUrl}
          brand={messages['brand.name']}
          head={headFor(view, locale)}
          assets={assets}
        >
          <Layout>
            {view.kind === 'route' && <RoutePage id={view.route.id} />}
            {view.kind === 'notFound' && <NotFoundPage />}
            {view.kind === 'unsubscribe' && <UnsubscribePage state={view.state} />}
            {view.kind === 'confirm' && <ConfirmPage state={view.state} />}
            {view.kind === 'weekly' && <WeeklyPage state={view.state} />}
            {view.kind === 'offline' && <OfflinePage />}
          </Layout>
        </Document>
      </PageContext.Provider>
    </RawIntlProvider>
  )
}
