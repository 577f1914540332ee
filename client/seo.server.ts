import { defaultLocale, type Locale, locales } from '../core/i18n/locales.ts'
import { localizedPath, type RouteSlug } from '../core/routes.ts'

/** Open Graph locale names for each language. */
export const ogLocales: Record<Locale, string> = {
  en: 'en_US',
  fr: 'fr_FR',
  ru: 'ru_RU',
  es: 'es_ES',
  pt: 'pt_BR',
}

/** Absolute URL of a page: site base + language prefix (none for English) + path. */
export function absoluteUrl(siteUrl: string, locale: Locale, slug: RouteSlug): string {
  return new URL(localizedPath(locale, slug), siteUrl).href
}

/** hreflang alternates for a page: every language plus x-default (English). */
export function alternates(siteUrl: string, slug: RouteSlug): { hreflang: string; href: string }[] {
  return [
    ...locales.map((locale) => ({ hreflang: locale, href: absoluteUrl(siteUrl, locale, slug) })),
    { hreflang: 'x-default', href: absoluteUrl(siteUrl, defaultLocale, slug) },
  ]
}

export const OG_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const
