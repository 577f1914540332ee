import { createIntl } from 'react-intl'
import type { Locale } from './locales.ts'
import { type MessageKey, messagesFor } from './messages.server.ts'

/** One formatter per language for the isolate's life: its messages never change. */
const formatters = new Map<Locale, FormatMessage>()

export type FormatMessage = (id: MessageKey, values?: Record<string, string | number>) => string

/**
 * A language's messages formatted by ICU (placeholders, plurals, numbers) for text made
 * outside React: calendar files, the plain 500 page, mail subject lines. Server-side only,
 * like the ICU parser it needs.
 */
export function messageFormatter(locale: Locale): FormatMessage {
  const cached = formatters.get(locale)
  if (cached) return cached
  const intl = createIntl({ locale, defaultLocale: 'en', messages: messagesFor(locale) })
  const format: FormatMessage = (id, values) => intl.formatMessage({ id }, values)
  formatters.set(locale, format)
  return format
}
