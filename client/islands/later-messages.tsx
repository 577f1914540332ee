import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { type ReactNode, use } from 'react'
import { IntlProvider, useIntl } from 'react-intl'

type Pack = Record<string, MessageFormatElement[]>

const packs = new Map<string, Promise<Pack>>()

/**
 * An island's later messages (`contract.later`), fetched once per page. A fetch that fails
 * (offline) gives none rather than an error, and is tried again the next time.
 */
function loadLaterMessages(url: string): Promise<Pack> {
  let pack = packs.get(url)
  if (!pack) {
    pack = fetch(url)
      .then((response) => (response.ok ? (response.json() as Promise<Pack>) : {}))
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
  const later = use(loadLaterMessages(`/island-messages/${island}.${intl.locale}.json`))
  return (
    <IntlProvider locale={intl.locale} defaultLocale="en" messages={{ ...intl.messages, ...later }}>
      {children}
    </IntlProvider>
  )
}
