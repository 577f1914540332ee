import type { Locale } from '../../core/i18n/locales.ts'
import type { MessageKey, Messages } from '../../core/i18n/message-key.ts'
import enChart from '../../core/i18n/messages/chart/en.json'
import esChart from '../../core/i18n/messages/chart/es.json'
import frChart from '../../core/i18n/messages/chart/fr.json'
import ptChart from '../../core/i18n/messages/chart/pt.json'
import ruChart from '../../core/i18n/messages/chart/ru.json'
import en from '../../core/i18n/messages/en.json'
import es from '../../core/i18n/messages/es.json'
import fr from '../../core/i18n/messages/fr.json'
import enInteractive from '../../core/i18n/messages/interactive/en.json'
import esInteractive from '../../core/i18n/messages/interactive/es.json'
import frInteractive from '../../core/i18n/messages/interactive/fr.json'
import ptInteractive from '../../core/i18n/messages/interactive/pt.json'
import ruInteractive from '../../core/i18n/messages/interactive/ru.json'
import enMail from '../../core/i18n/messages/mail/en.json'
import esMail from '../../core/i18n/messages/mail/es.json'
import frMail from '../../core/i18n/messages/mail/fr.json'
import ptMail from '../../core/i18n/messages/mail/pt.json'
import ruMail from '../../core/i18n/messages/mail/ru.json'
import pt from '../../core/i18n/messages/pt.json'
import ru from '../../core/i18n/messages/ru.json'
import enSigns from '../../core/i18n/messages/signs/en.json'
import esSigns from '../../core/i18n/messages/signs/es.json'
import frSigns from '../../core/i18n/messages/signs/fr.json'
import ptSigns from '../../core/i18n/messages/signs/pt.json'
import ruSigns from '../../core/i18n/messages/signs/ru.json'
import enSync from '../../core/i18n/messages/sync/en.json'
import esSync from '../../core/i18n/messages/sync/es.json'
import frSync from '../../core/i18n/messages/sync/fr.json'
import ptSync from '../../core/i18n/messages/sync/pt.json'
import ruSync from '../../core/i18n/messages/sync/ru.json'
import enWeeks from '../../core/i18n/messages/weeks/en.json'
import esWeeks from '../../core/i18n/messages/weeks/es.json'
import frWeeks from '../../core/i18n/messages/weeks/fr.json'
import ptWeeks from '../../core/i18n/messages/weeks/pt.json'
import ruWeeks from '../../core/i18n/messages/weeks/ru.json'

/**
 * Each language's catalogue is assembled from its parts: the site's messages, the quizzes', the e-mails', the weekly pregnancy e-mails', the printable chart's, the body signs' and sync's
 * (a part per feature keeps long question banks out of the main file). English is the source
 * of truth: its keys type every message id.
 */
export const english = { ...en, ...enInteractive, ...enMail, ...enWeeks, ...enChart, ...enSigns, ...enSync }

/** The neutral key type (message-key.ts) is read from the same English parts: a part added to one list alone fails here. */
type SameKeys = [keyof typeof english] extends [MessageKey]
  ? [MessageKey] extends [keyof typeof english]
    ? true
    : never
  : never
true satisfies SameKeys

export const catalogues: Record<Locale, Partial<Messages>> = {
  en: english,
  fr: { ...fr, ...frInteractive, ...frMail, ...frWeeks, ...frChart, ...frSigns, ...frSync },
  ru: { ...ru, ...ruInteractive, ...ruMail, ...ruWeeks, ...ruChart, ...ruSigns, ...ruSync },
  es: { ...es, ...esInteractive, ...esMail, ...esWeeks, ...esChart, ...esSigns, ...esSync },
  pt: { ...pt, ...ptInteractive, ...ptMail, ...ptWeeks, ...ptChart, ...ptSigns, ...ptSync },
}
