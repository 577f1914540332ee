/** The one list of languages. English is the default and has no path prefix. */
export const locales = ['en', 'fr', 'ru', 'es', 'pt'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'en'

/**
 * The language each locale's text is written in, as BCP 47 for `lang` attributes: the Spanish text
 * is written for Spain and the Portuguese for Brazil (decision 025). Paths keep the short codes.
 */
export const languageTags: Record<Locale, string> = {
  en: 'en',
  fr: 'fr',
  ru: 'ru',
  es: 'es-ES',
  pt: 'pt-BR',
}

/**
 * The day a calendar's week starts on, as ISO numbers it (1 Monday, 7 Sunday): Sunday in Brazil, as
 * its calendars print it (CLDR pt-BR firstDay "sun"; review pt.md minor 2); Monday in France, Russia
 * and Spain, and in the international English edition (ISO 8601).
 */
export const firstDayOfWeek: Record<Locale, 1 | 7> = { en: 1, fr: 1, ru: 1, es: 1, pt: 7 }

export function isLocale(value: string): value is Locale {
  return (locales as readonly string[]).includes(value)
}

/** '' for English, '/fr' for French, and so on. */
export function localePrefix(locale: Locale): string {
  return locale === defaultLocale ? '' : `/${locale}`
}

/**
 * The language of a path comes from its first segment only; anything that is not a
 * prefixed language means English, so '/de/faq' is an English (not-found) path.
 */
export function splitLocalePath(pathname: string): { locale: Locale; rest: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname)
  const first = match?.[1]
  if (first && first !== defaultLocale && isLocale(first)) {
    return { locale: first, rest: match?.[2] ?? '/' }
  }
  return { locale: defaultLocale, rest: pathname }
}
