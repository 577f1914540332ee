import { createIntl, createIntlCache, type IntlShape } from 'react-intl'
import type { Locale } from '../../core/i18n/locales.ts'
import type { MessageKey } from '../../core/i18n/message-key.ts'
import { messagesFor } from './messages.server.ts'

/**
 * One intl object per language for the isolate's life: its messages never change, so each ICU
 * message is parsed and compiled once, not on every request (a page formats hundreds; issue 27
 * measured a page's render at about twice its budget while each request built its own).
 */
const intls = new Map<Locale, IntlShape>()

/** The server's intl object for a language: pages (`RawIntlProvider`) and text made outside React. */
export function serverIntl(locale: Locale): IntlShape {
  let intl = intls.get(locale)
  if (!intl) {
    intl = createIntl({ locale, defaultLocale: 'en', messages: messagesFor(locale) }, createIntlCache())
    keepCompiledByMessage(intl)
    intls.set(locale, intl)
  }
  return intl
}

/**
 * Finds a compiled message by its text alone. formatjs's own cache keys each lookup by the
 * JSON of all its arguments (the message, the language, the formats and the options), which it
 * builds on every call: a page formats some three hundred messages, and that key cost a tenth
 * of its render (issue 27's profile). In one language's intl object only the message varies.
 */
function keepCompiledByMessage(intl: IntlShape): void {
  const compile = intl.formatters.getMessageFormat
  const compiled = new Map<unknown, ReturnType<typeof compile>>()
  intl.formatters.getMessageFormat = (message, locales, ...rest) => {
    // A default message in the default language (a missing translation) keeps formatjs's path.
    if (locales !== intl.locale) return compile(message, locales, ...rest)
    let format = compiled.get(message)
    if (!format) {
      format = compile(message, locales, ...rest)
      compiled.set(message, format)
    }
    return format
  }
}

export type FormatMessage = (id: MessageKey, values?: Record<string, string | number>) => string

/**
 * A language's messages formatted by ICU (placeholders, plurals, numbers) for text made
 * outside React: calendar files, the plain 500 page, mail subject lines. Server-side only,
 * like the ICU parser it needs.
 */
export function messageFormatter(locale: Locale): FormatMessage {
  const intl = serverIntl(locale)
  return (id, values) => intl.formatMessage({ id }, values)
}
