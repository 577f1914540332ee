import { serverIntl } from '../../client/i18n/format-message.server.ts'
import { consentLabel } from '../../core/consent.ts'
import type { FormKind } from '../../core/errors.ts'
import type { Locale } from '../../core/i18n/locales.ts'
import type { ConsentRecord } from '../../db/subscribers.ts'

/**
 * The consent box's words as the sender read them, in their language, with the link kept as its
 * text: what the stored row says was agreed to (decision 068). The server writes them from its
 * own catalogue; the browser only says the box was ticked.
 */
export function consentRecord(locale: Locale, kind: FormKind): ConsentRecord {
  const text = serverIntl(locale).formatMessage(
    { id: consentLabel[kind] },
    { link: (chunks) => chunks.join('') },
  )
  return { text: String(text) }
}
