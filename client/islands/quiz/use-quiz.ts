import { type QuizRating, quizMachine } from '../../machines/quizMachine.ts'
import { useIslandMachine } from '../use-island-machine.ts'
import { type QuizQuestion, quizKeys } from './questions.ts'

const ratings: readonly QuizRating[] = ['perfect', 'good', 'encouraging']

/** The quiz machine of one question set, read as what a view needs to render and send. */
export function useQuiz(questions: readonly QuizQuestion[]) {
  const [state, send] = useIslandMachine(quizMachine, () => ({ questions: quizKeys(questions) }))
  const { index, picked, score } = state.context
  const phase = state.matches('question') ? 'question' : state.matches('results') ? 'results' : 'idle'
  const rating = ratings.find((r) => state.matches({ results: r })) ?? 'encouraging'
  return {
    phase,
    index,
    picked,
    score,
    rating,
    total: questions.length,
    /** Changes whenever focus should move: a new question, its answer, the results, the start. */
    focusKey: phase === 'question' ? `question-${index}-${picked === null ? 'open' : 'answered'}` : phase,
    start: () => send({ type: 'quiz.start' }),
    answer: (option: number) => send({ type: 'quiz.answer', option }),
    next: () => send({ type: 'quiz.next' }),
    reset: () => send({ type: 'quiz.reset' }),
  } as const
}
