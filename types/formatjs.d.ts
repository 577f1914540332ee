import type en from '../client/i18n/messages/en.json'

// Types every message id used through react-intl against the English catalogue.
declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: keyof typeof en
    }
  }
}
