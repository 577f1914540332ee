import { defaultLocale, type Locale } from '../../core/i18n/locales.ts'
import type { MessageKey, Messages } from '../../core/i18n/message-key.ts'
import { catalogues, english } from './catalogues.server.ts'

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

/** Whether `key` is `name` itself or lies in the namespace `name` (`form` holds `form.sending`). */
export function inNamespace(key: string, name: string): boolean {
  return key === name || key.startsWith(`${name}.`)
}

/** The messages named by `names`, each a key or a namespace: what an island needs in the browser. */
export function pickMessages(messages: Messages, names: readonly string[]): Partial<Messages> {
  const picked: Partial<Messages> = {}
  for (const key of Object.keys(messages) as MessageKey[]) {
    if (names.some((name) => inNamespace(key, name))) picked[key] = messages[key]
  }
  return picked
}
