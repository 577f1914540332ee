import type chart from './messages/chart/en.json'
import type site from './messages/en.json'
import type interactive from './messages/interactive/en.json'
import type mail from './messages/mail/en.json'
import type signs from './messages/signs/en.json'
import type sync from './messages/sync/en.json'
import type weeks from './messages/weeks/en.json'

/**
 * The id of every message: a key of the English catalogue, whose parts are the ones
 * client/i18n/catalogues.server.ts assembles (the site's, the quizzes', the e-mails', the weekly
 * e-mails', the chart's, the body signs' and sync's). Types only, read from the English files themselves, so that the
 * machines, the date core, the pages and the server all name a message without importing a
 * server file (decision 055). catalogues.server.ts checks that the two lists of parts agree.
 */
export type MessageKey = keyof (typeof site &
  typeof interactive &
  typeof mail &
  typeof weeks &
  typeof chart &
  typeof signs &
  typeof sync)

/** A whole catalogue: a text for every message id. */
export type Messages = Record<MessageKey, string>
