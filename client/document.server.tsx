import type { ReactNode } from 'react'
import { type Locale, languageTags } from '../core/i18n/locales.ts'
import { localizedPath, type RouteSlug } from '../core/routes.ts'
import type { ClientAssets } from './client-assets.ts'
import { jsonForScript } from './components/json-script.ts'
import { absoluteUrl, alternates, OG_IMAGE, ogLocales } from './seo.server.ts'

export interface HeadData {
  title: string
  description: string
  keywords: string
  imageAlt: string
  /** The indexable page's slug; null for pages that must not be indexed (not found). */
  slug: RouteSlug | null
  /**
   * The page shows the device's own log (My cycles): the loader looks, before the page is drawn,
   * whether it holds periods (`loader-script.server.ts`).
   */
  deviceLog?: true
  /** Where the page takes a visitor without JavaScript, and when; with it, a machine does. */
  redirectWithoutScript?: { to: string; afterMs: number }
}

interface DocumentProps {
  locale: Locale
  siteUrl: string
  brand: string
  head: HeadData
  assets: ClientAssets
  children: ReactNode
}

/** The html shell: language, metadata, structured data, styles and the inline island loader. */
export function Document({ locale, siteUrl, brand, head, assets, children }: DocumentProps) {
  const canonical = head.slug === null ? null : absoluteUrl(siteUrl, locale, head.slug)
  const image = new URL(OG_IMAGE.path, siteUrl).href
  const structuredData = {
    '@context': 'https://schema.org',
    '@type': 'WebApplication',
    name: head.title,
    description: head.description,
    url: canonical ?? siteUrl,
    inLanguage: locale,
    applicationCategory: 'HealthApplication',
    operatingSystem: 'Any',
    isAccessibleForFree: true,
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
    publisher: { '@type': 'Organization', name: brand, url: siteUrl },
  }
  return (
    <html lang={languageTags[locale]} className="no-js" data-device-log={head.deviceLog}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{head.title}</title>
        <meta name="description" content={head.description} />
        <meta name="keywords" content={head.keywords} />
        <meta name="robots" content={canonical ? 'index, follow' : 'noindex, follow'} />
        <meta name="theme-color" content="#b4436c" />
        {head.redirectWithoutScript && (
          <noscript>
            <meta
              httpEquiv="refresh"
              content={`${head.redirectWithoutScript.afterMs / 1000}; url=${head.redirectWithoutScript.to}`}
            />
          </noscript>
        )}
        {canonical && <link rel="canonical" href={canonical} />}
        {head.slug !== null &&
          alternates(siteUrl, head.slug).map((alt) => (
            <link key={alt.hreflang} rel="alternate" hrefLang={alt.hreflang} href={alt.href} />
          ))}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* /favicon.ico is not linked: the browsers without SVG icons ask for it by that name. */}
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href={localizedPath(locale, 'manifest.webmanifest')} />
        {assets.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        <meta property="og:type" content="website" />
        <meta property="og:site_name" content={brand} />
        <meta property="og:title" content={head.title} />
        <meta property="og:description" content={head.description} />
        {canonical && <meta property="og:url" content={canonical} />}
        <meta property="og:locale" content={ogLocales[locale]} />
        <meta property="og:image" content={image} />
        <meta property="og:image:width" content={String(OG_IMAGE.width)} />
        <meta property="og:image:height" content={String(OG_IMAGE.height)} />
        <meta property="og:image:alt" content={head.imageAlt} />
        {/* X reads the title, description and image from Open Graph when it has no tags of its own. */}
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:image:alt" content={head.imageAlt} />
        <script
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a JSON-LD data block, escaped by jsonForScript.
          dangerouslySetInnerHTML={{ __html: jsonForScript(structuredData) }}
        />
        <script
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the loader's exact text is allowed by its CSP hash.
          dangerouslySetInnerHTML={{ __html: assets.loaderScript }}
        />
      </head>
      <body>{children}</body>
    </html>
  )
}
