import type { Locale } from './locales.ts'
import type { MessageKey, Messages } from './message-key.ts'
import enChart from './messages/chart/en.json'
import esChart from './messages/chart/es.json'
import frChart from './messages/chart/fr.json'
import ptChart from './messages/chart/pt.json'
import ruChart from './messages/chart/ru.json'
import en from './messages/en.json'
import es from './messages/es.json'
import fr from './messages/fr.json'
import enInteractive from './messages/interactive/en.json'
import esInteractive from './messages/interactive/es.json'
import frInteractive from './messages/interactive/fr.json'
import ptInteractive from './messages/interactive/pt.json'
import ruInteractive from './messages/interactive/ru.json'
import enMail from './messages/mail/en.json'
import esMail from './messages/mail/es.json'
import frMail from './messages/mail/fr.json'
import ptMail from './messages/mail/pt.json'
import ruMail from './messages/mail/ru.json'
import pt from './messages/pt.json'
import ru from './messages/ru.json'
import enSigns from './messages/signs/en.json'
import esSigns from './messages/signs/es.json'
import frSigns from './messages/signs/fr.json'
import ptSigns from './messages/signs/pt.json'
import ruSigns from './messages/signs/ru.json'
import enWeeks from './messages/weeks/en.json'
import esWeeks from './messages/weeks/es.json'
import frWeeks from './messages/weeks/fr.json'
import ptWeeks from './messages/weeks/pt.json'
import ruWeeks from './messages/weeks/ru.json'

/**
 * Each language's catalogue is assembled from its parts: the site's messages, the quizzes', the e-mails', the weekly pregnancy e-mails', the printable chart's and the body signs'
 * (a part per feature keeps long question banks out of the main file). English is the source
 * of truth: its keys type every message id.
 */
export const english = { ...en, ...enInteractive, ...enMail, ...enWeeks, ...enChart, ...enSigns }

/** The neutral key type (message-key.ts) is read from the same English parts: a part added to one list alone fails here. */
type SameKeys = [keyof typeof english] extends [MessageKey]
  ? [MessageKey] extends [keyof typeof english]
    ? true
    : never
  : never
true satisfies SameKeys

export const catalogues: Record<Locale, Partial<Messages>> = {
  en: english,
  fr: { ...fr, ...frInteractive, ...frMail, ...frWeeks, ...frChart, ...frSigns },
  ru: { ...ru, ...ruInteractive, ...ruMail, ...ruWeeks, ...ruChart, ...ruSigns },
  es: { ...es, ...esInteractive, ...esMail, ...esWeeks, ...esChart, ...esSigns },
  pt: { ...pt, ...ptInteractive, ...ptMail, ...ptWeeks, ...ptChart, ...ptSigns },
}
