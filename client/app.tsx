import { createIntl, IntlProvider } from 'react-intl'
import type { Temporal } from 'temporal-polyfill'
import type { ClientAssets } from './client-assets.ts'
import { Document, type HeadData } from './document.tsx'
import type { Locale } from './i18n/locales.ts'
import { messagesFor } from './i18n/messages.ts'
import { Layout } from './layout/Layout.tsx'
import { PageContext } from './page-context.ts'
import { pages } from './pages/index.tsx'
import NotFoundPage from './pages/NotFoundPage.tsx'
import type { Route } from './routes.ts'

export interface AppProps {
  locale: Locale
  /** The matched route, or null for the not-found page. */
  route: Route | null
  today: Temporal.PlainDate
  siteUrl: string
  supportEmail: string
  assets: ClientAssets
}

/** The page component of a route of the table. */
function RoutePage({ id }: { id: Route['id'] }) {
  const Page = pages[id]
  return <Page id={id} />
}

/** The whole server-rendered page: document shell, shared layout and the route's page. */
export function App({ locale, route, today, siteUrl, supportEmail, assets }: AppProps) {
  const messages = messagesFor(locale)
  const intl = createIntl({ locale, defaultLocale: 'en', messages })
  const head: HeadData = route
    ? {
        title: intl.formatMessage({ id: `${route.id}.title` }),
        description: intl.formatMessage({ id: `${route.id}.description` }),
        keywords: intl.formatMessage({ id: `${route.id}.keywords` }),
        imageAlt: intl.formatMessage({ id: 'brand.tagline' }),
        slug: route.slug,
      }
    : {
        title: intl.formatMessage({ id: 'notFound.metaTitle' }),
        description: intl.formatMessage({ id: 'notFound.metaDescription' }),
        keywords: intl.formatMessage({ id: 'home.keywords' }),
        imageAlt: intl.formatMessage({ id: 'brand.tagline' }),
        slug: null,
      }
  return (
    <IntlProvider locale={locale} defaultLocale="en" messages={messages}>
      <PageContext.Provider value={{ slug: route?.slug ?? null, today, siteUrl, supportEmail }}>
        <Document
          locale={locale}
          siteUrl={siteUrl}
          brand={intl.formatMessage({ id: 'brand.name' })}
          head={head}
          assets={assets}
        >
          <Layout>{route ? <RoutePage id={route.id} /> : <NotFoundPage />}</Layout>
        </Document>
      </PageContext.Provider>
    </IntlProvider>
  )
}
