import { render } from '@react-email/render'
import type { ReactElement } from 'react'
import { IntlProvider } from 'react-intl'
import { messagesFor } from '../../client/i18n/messages.server.ts'
import type { Locale } from '../../core/i18n/locales.ts'

/**
 * A template as the two parts of a mail: HTML, and the plain text that mail clients show when
 * they do not render HTML (and that spam filters expect beside it). A message that fails to
 * format throws rather than sending a broken mail.
 */
export async function renderMail(
  element: ReactElement,
  locale: Locale,
): Promise<{ html: string; text: string }> {
  const wrapped = (
    <IntlProvider
      locale={locale}
      defaultLocale="en"
      messages={messagesFor(locale)}
      onError={(error) => {
        throw error
      }}
    >
      {element}
    </IntlProvider>
  )
  const [html, text] = await Promise.all([render(wrapped), render(wrapped, { plainText: true })])
  return { html, text }
}

/** RFC 2369 and RFC 8058: the unsubscribe link, and its one-click POST, for mail clients' own button. */
export function listUnsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
}
