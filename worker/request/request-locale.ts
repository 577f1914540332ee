import { defaultLocale, isLocale, type Locale, splitLocalePath } from '../../core/i18n/locales.ts'

/** The first supported language of an Accept-Language header (islands send the page's own), else English. */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  for (const part of (header ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase().split('-')[0] ?? ''
    if (isLocale(tag)) return tag
  }
  return defaultLocale
}

/** The language of the request's path prefix. */
export function localeFromPath(c: { req: { url: string } }): Locale {
  return splitLocalePath(new URL(c.req.url).pathname).locale
}
