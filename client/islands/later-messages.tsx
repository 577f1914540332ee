import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { type ReactNode, use } from 'react'
import { IntlProvider, useIntl } from 'react-intl'
import { type PackedMessages, unpackMessages } from '../i18n/packed-messages.ts'
import { laterMessagesPath } from './later-messages-path.ts'

type Messages = Record<string, MessageFormatElement[]>

const packs = new Map<string, Promise<Messages>>()

/**
 * An island's later messages (`contract.later`), fetched once per page. A fetch that fails
 * (offline) gives none rather than an error, and is tried again the next time.
 */
function loadLaterMessages(url: string): Promise<Messages> {
  let pack = packs.get(url)
  if (!pack) {
    pack = fetch(url)
      .then(async (response) =>
        response.ok ? unpackMessages((await response.json()) as PackedMessages) : {},
      )
      .catch(() => {
        packs.delete(url)
        return {}
      })
    packs.set(url, pack)
  }
  return pack
}

/**
 * A lazily loaded part of `island` with the messages only it shows, fetched when it first renders
 * (docs/product.md §7.7); suspends until they have arrived. Imported only by such parts, so the
 * island's own code carries none of this.
 */
export function LaterMessages({ island, children }: { island: string; children: ReactNode }) {
  const intl = useIntl()
  const later = use(loadLaterMessages(laterMessagesPath(island, intl.locale)))
  return (
    <IntlProvider locale={intl.locale} defaultLocale="en" messages={{ ...intl.messages, ...later }}>
      {children}
    </IntlProvider>
  )
}
