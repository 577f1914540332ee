import type { QuizQuestion } from './questions.ts'

// Apart from the standalone quiz's questions: the calculator loads only these three.
/** The calculator card's quick quiz: three questions, no explanations. */
export const inlineQuestions = [
  {
    question: 'quiz.inline.q1.text',
    options: [
      { text: 'quiz.inline.q1.o1', correct: false },
      { text: 'quiz.inline.q1.o2', correct: true },
      { text: 'quiz.inline.q1.o3', correct: false },
    ],
  },
  {
    question: 'quiz.inline.q2.text',
    options: [
      { text: 'quiz.inline.q2.o1', correct: false },
      { text: 'quiz.inline.q2.o2', correct: false },
      { text: 'quiz.inline.q2.o3', correct: true },
    ],
  },
  {
    question: 'quiz.inline.q3.text',
    options: [
      { text: 'quiz.inline.q3.o1', correct: true },
      { text: 'quiz.inline.q3.o2', correct: false },
      { text: 'quiz.inline.q3.o3', correct: false },
    ],
  },
] as const satisfies readonly QuizQuestion[]
