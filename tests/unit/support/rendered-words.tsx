import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { IntlProvider } from 'react-intl'
import { messagesFor } from '../../../client/i18n/messages.server.ts'
import type { Locale } from '../../../core/i18n/locales.ts'

/**
 * What a visitor reads of a component, rendered as the server renders it with the locale's real
 * catalogue: a message missing from it fails the test instead of showing its key.
 */
export function renderedHtml(node: ReactNode, locale: Locale = 'en'): string {
  return renderToString(
    <IntlProvider
      locale={locale}
      messages={messagesFor(locale)}
      onError={(error) => {
        throw error
      }}
    >
      {node}
    </IntlProvider>,
  )
}

const entities: Record<string, string> = {
  '&amp;': '&',
  '&#x27;': "'",
  '&quot;': '"',
  '&lt;': '<',
  '&gt;': '>',
}

/** A fragment's text as read: tags dropped, entities decoded, no-break and thin spaces as spaces. */
export const textOf = (fragment: string) =>
  fragment
    .replace(/<[^>]+>/g, '')
    .replace(/&[#\w]+;/g, (entity) => entities[entity] ?? entity)
    .replace(/[\u00a0\u202f\u2009]/g, ' ')

/** The text of each element named in `tags` (paragraphs unless told), in the page's order. */
export function textsOf(html: string, tags: readonly string[] = ['p']): string[] {
  const names = tags.join('|')
  return [...html.matchAll(new RegExp(`<(?:${names})[^>]*>(.*?)</(?:${names})>`, 'g'))].map((match) =>
    textOf(match[1] ?? ''),
  )
}
