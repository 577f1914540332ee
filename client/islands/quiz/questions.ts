import type { MessageKey } from '../../../core/i18n/message-key.ts'
import type { QuizKey } from '../../machines/quizMachine.ts'

/** A quiz question (docs/product.md §3): its text, its options with their correct flag, and an explanation. */
export interface QuizQuestion {
  question: MessageKey
  options: readonly { text: MessageKey; correct: boolean }[]
  explanation?: MessageKey
}

/** The standalone quiz's heading, which also names the home page section around it. */
export const QUIZ_TITLE_ID = 'cycle-quiz-title'

/** The standalone quiz's five questions (docs/product.md §9), each explained once answered. */
export const standaloneQuestions = [
  {
    question: 'quiz.standalone.q1.text',
    options: [
      { text: 'quiz.standalone.q1.o1', correct: false },
      { text: 'quiz.standalone.q1.o2', correct: true },
      { text: 'quiz.standalone.q1.o3', correct: false },
      { text: 'quiz.standalone.q1.o4', correct: false },
    ],
    explanation: 'quiz.standalone.q1.explanation',
  },
  {
    question: 'quiz.standalone.q2.text',
    options: [
      { text: 'quiz.standalone.q2.o1', correct: false },
      { text: 'quiz.standalone.q2.o2', correct: false },
      { text: 'quiz.standalone.q2.o3', correct: true },
      { text: 'quiz.standalone.q2.o4', correct: false },
    ],
    explanation: 'quiz.standalone.q2.explanation',
  },
  {
    question: 'quiz.standalone.q3.text',
    options: [
      { text: 'quiz.standalone.q3.o1', correct: true },
      { text: 'quiz.standalone.q3.o2', correct: false },
      { text: 'quiz.standalone.q3.o3', correct: false },
      { text: 'quiz.standalone.q3.o4', correct: false },
    ],
    explanation: 'quiz.standalone.q3.explanation',
  },
  {
    question: 'quiz.standalone.q4.text',
    options: [
      { text: 'quiz.standalone.q4.o1', correct: false },
      { text: 'quiz.standalone.q4.o2', correct: false },
      { text: 'quiz.standalone.q4.o3', correct: false },
      { text: 'quiz.standalone.q4.o4', correct: true },
    ],
    explanation: 'quiz.standalone.q4.explanation',
  },
  {
    question: 'quiz.standalone.q5.text',
    options: [
      { text: 'quiz.standalone.q5.o1', correct: false },
      { text: 'quiz.standalone.q5.o2', correct: true },
      { text: 'quiz.standalone.q5.o3', correct: false },
      { text: 'quiz.standalone.q5.o4', correct: false },
    ],
    explanation: 'quiz.standalone.q5.explanation',
  },
] as const satisfies readonly QuizQuestion[]

/** What the quiz machine needs of the questions: their option counts and right answers. */
export function quizKeys(questions: readonly QuizQuestion[]): QuizKey[] {
  return questions.map((question) => ({
    options: question.options.length,
    correct: question.options.findIndex((option) => option.correct),
  }))
}
