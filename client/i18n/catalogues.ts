import type { Locale } from './locales.ts'
import en from './messages/en.json'
import es from './messages/es.json'
import fr from './messages/fr.json'
import pt from './messages/pt.json'
import enQuiz from './messages/quiz/en.json'
import esQuiz from './messages/quiz/es.json'
import frQuiz from './messages/quiz/fr.json'
import ptQuiz from './messages/quiz/pt.json'
import ruQuiz from './messages/quiz/ru.json'
import ru from './messages/ru.json'

/**
 * Each language's catalogue is assembled from its parts: the site's messages and the quizzes'
 * (a part per feature keeps long question banks out of the main file). English is the source
 * of truth: its keys type every message id.
 */
export const english = { ...en, ...enQuiz }

export type MessageKey = keyof typeof english
export type Messages = Record<MessageKey, string>

export const catalogues: Record<Locale, Partial<Messages>> = {
  en: english,
  fr: { ...fr, ...frQuiz },
  ru: { ...ru, ...ruQuiz },
  es: { ...es, ...esQuiz },
  pt: { ...pt, ...ptQuiz },
}
