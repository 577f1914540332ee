import { createIntl } from 'react-intl'
import type { Locale } from './locales.ts'
import { type MessageKey, messagesFor } from './messages.ts'

export type FormatMessage = (id: MessageKey, values?: Record<string, string | number>) => string

/**
 * A language's messages formatted by ICU (placeholders, plurals, numbers) for text made
 * outside React: calendar files, the plain 500 page, mail subject lines. Server-side only,
 * like the ICU parser it needs.
 */
export function messageFormatter(locale: Locale): FormatMessage {
  const intl = createIntl({ locale, defaultLocale: 'en', messages: messagesFor(locale) })
  return (id, values) => intl.formatMessage({ id }, values)
}
