import type { MessageKey } from '../core/i18n/message-key.ts'

// Types every message id used through react-intl against the English catalogue.
declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageKey
    }
  }
}
