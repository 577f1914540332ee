import type { Locale } from './locales.ts'
import en from './messages/en.json'
import es from './messages/es.json'
import fr from './messages/fr.json'
import enInteractive from './messages/interactive/en.json'
import esInteractive from './messages/interactive/es.json'
import frInteractive from './messages/interactive/fr.json'
import ptInteractive from './messages/interactive/pt.json'
import ruInteractive from './messages/interactive/ru.json'
import pt from './messages/pt.json'
import ru from './messages/ru.json'

/**
 * Each language's catalogue is assembled from its parts: the site's messages and the quizzes'
 * (a part per feature keeps long question banks out of the main file). English is the source
 * of truth: its keys type every message id.
 */
export const english = { ...en, ...enInteractive }

export type MessageKey = keyof typeof english
export type Messages = Record<MessageKey, string>

export const catalogues: Record<Locale, Partial<Messages>> = {
  en: english,
  fr: { ...fr, ...frInteractive },
  ru: { ...ru, ...ruInteractive },
  es: { ...es, ...esInteractive },
  pt: { ...pt, ...ptInteractive },
}
