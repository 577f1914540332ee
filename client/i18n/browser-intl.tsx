import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { IntlMessageFormat } from 'intl-messageformat'
import { Children, createContext, type ReactNode, useContext, useMemo } from 'react'

/**
 * What islands use of react-intl, for the browser only (scripts/vite-browser-intl.ts swaps it
 * in): `IntlProvider` and `useIntl` with `formatMessage`, `formatNumber`, `formatList` (a list
 * of strings: the readings of a temperature shift), `locale` and `messages`. Messages arrive parsed, and the formatting engine is react-intl's own
 * (intl-messageformat), so the markup equals the server's; the rest of react-intl (dates,
 * relative times, display names) is never needed by an island and stays out of the
 * bundle. The server renders with react-intl itself.
 */
type Messages = Record<string, MessageFormatElement[]>
type Values = Record<string, unknown>

interface BrowserIntl {
  locale: string
  messages: Messages
  formatMessage(descriptor: { id: string }, values?: Values): string & ReactNode
  formatNumber(value: number, options?: Intl.NumberFormatOptions): string
  formatList(list: readonly string[], options?: Intl.ListFormatOptions): string
}

const IntlContext = createContext<BrowserIntl | null>(null)

// intl-messageformat resolves the locale for every message it compiles, through
// `Intl.NumberFormat.supportedLocalesOf`: on a phone that cost more than the whole hydration of
// an island. An island's locale is always one of the site's five, which every engine knows.
const resolvedLocales = new Map<string, Intl.Locale>()
IntlMessageFormat.resolveLocale = (locales) => {
  const tag = typeof locales === 'string' ? locales : (locales[0] ?? 'en')
  let locale = resolvedLocales.get(tag)
  if (!locale) {
    locale = new Intl.Locale(tag)
    resolvedLocales.set(tag, locale)
  }
  return locale
}

/** Tag functions receive their chunks with keys, as react-intl gives them. */
function keyedValues(values: Values | undefined): Values | undefined {
  if (!values) return values
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'function'
        ? (chunks: ReactNode[]) => (value as (chunks: ReactNode[]) => ReactNode)(Children.toArray(chunks))
        : value,
    ]),
  )
}

function createBrowserIntl(locale: string, messages: Messages): BrowserIntl {
  const compiled = new Map<string, IntlMessageFormat>()
  const numberFormats = new Map<string, Intl.NumberFormat>()
  const listFormats = new Map<string, Intl.ListFormat>()
  return {
    locale,
    messages,
    formatMessage({ id }, values) {
      const message = messages[id]
      if (!message) {
        console.error(`[i18n] the island has no message "${id}"`)
        return id as string & ReactNode
      }
      let format = compiled.get(id)
      if (!format) {
        format = new IntlMessageFormat(message, locale)
        compiled.set(id, format)
      }
      const result = format.format(keyedValues(values) as Record<string, never>)
      return (Array.isArray(result) ? Children.toArray(result) : result) as string & ReactNode
    },
    formatNumber: (value, options) => {
      // One formatter per set of options, kept: a calendar formats a percentage per day.
      const key = JSON.stringify(options ?? {})
      let format = numberFormats.get(key)
      if (!format) {
        format = new Intl.NumberFormat(locale, options)
        numberFormats.set(key, format)
      }
      return format.format(value)
    },
    formatList: (list, options) => {
      const key = JSON.stringify(options ?? {})
      let format = listFormats.get(key)
      if (!format) {
        format = new Intl.ListFormat(locale, options)
        listFormats.set(key, format)
      }
      return format.format(list)
    },
  }
}

export function IntlProvider({
  locale,
  messages,
  children,
}: {
  locale: string
  defaultLocale?: string
  messages: Messages
  children: ReactNode
}) {
  const intl = useMemo(() => createBrowserIntl(locale, messages), [locale, messages])
  return <IntlContext.Provider value={intl}>{children}</IntlContext.Provider>
}

export function useIntl(): BrowserIntl {
  const intl = useContext(IntlContext)
  if (!intl) throw new Error('useIntl: no IntlProvider above this component')
  return intl
}
