import { catalogues, english, type MessageKey, type Messages } from './catalogues.ts'
import { defaultLocale, type Locale } from './locales.ts'

export type { MessageKey, Messages }

const resolved = new Map<Locale, Messages>()

/**
 * The full catalogue of a language, with English for any key it lacks. A missing key is
 * warned about once, in development only, naming the key.
 */
export function messagesFor(locale: Locale): Messages {
  const cached = resolved.get(locale)
  if (cached) return cached
  const own = catalogues[locale]
  const merged = { ...english, ...own }
  if (import.meta.env.DEV && locale !== defaultLocale) {
    for (const key of Object.keys(english)) {
      if (!(key in own)) console.warn(`[i18n] "${key}" is missing in ${locale}; English is used.`)
    }
  }
  resolved.set(locale, merged)
  return merged
}

/** The messages whose keys start with one of `prefixes`: what an island needs in the browser. */
export function pickMessages(messages: Messages, prefixes: readonly string[]): Partial<Messages> {
  const picked: Partial<Messages> = {}
  for (const key of Object.keys(messages) as MessageKey[]) {
    if (prefixes.some((prefix) => key.startsWith(prefix))) picked[key] = messages[key]
  }
  return picked
}
