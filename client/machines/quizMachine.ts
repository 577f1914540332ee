import { assign, setup } from 'xstate'

/** What the machine needs of a question: how many options it has and which one is right. */
export interface QuizKey {
  options: number
  correct: number
}

export interface QuizInput {
  questions: readonly QuizKey[]
}

export type QuizRating = 'perfect' | 'good' | 'encouraging'

/**
 * docs/product.md §5: a perfect score gets the top message, 3 or more a good one, anything else an
 * encouraging one. The rule is applied literally to both quizzes, as the spec states one
 * rule: on the 3-question inline quiz 3 is already perfect, so it has no "good" band and
 * 0–2 get the encouraging message, which invites to learn more rather than judging.
 */
export function quizRating(score: number, total: number): QuizRating {
  if (score === total) return 'perfect'
  return score >= 3 ? 'good' : 'encouraging'
}

/**
 * Either quiz (docs/product.md §4): not started (the inline start button, or the standalone intro),
 * then each question open until answered; an answer locks the question and is scored; Next
 * (See Results on the last) moves on; the results carry the rating as their state. Reset
 * (Back to Calculator, Take Quiz Again) returns to the start from anywhere.
 */
export const quizMachine = setup({
  types: {
    input: {} as QuizInput,
    context: {} as QuizInput & { index: number; picked: number | null; score: number },
    events: {} as
      | { type: 'quiz.start' }
      | { type: 'quiz.answer'; option: number }
      | { type: 'quiz.next' }
      | { type: 'quiz.reset' },
  },
  guards: {
    validOption: ({ context, event }) =>
      event.type === 'quiz.answer' &&
      Number.isInteger(event.option) &&
      event.option >= 0 &&
      event.option < (context.questions[context.index]?.options ?? 0),
    lastQuestion: ({ context }) => context.index >= context.questions.length - 1,
    perfect: ({ context }) => quizRating(context.score, context.questions.length) === 'perfect',
    good: ({ context }) => quizRating(context.score, context.questions.length) === 'good',
  },
  actions: {
    restart: assign({ index: 0, picked: null, score: 0 }),
    record: assign(({ context, event }) => {
      if (event.type !== 'quiz.answer') return {}
      const right = context.questions[context.index]?.correct === event.option
      return { picked: event.option, score: context.score + (right ? 1 : 0) }
    }),
    advance: assign({ index: ({ context }) => context.index + 1, picked: null }),
  },
}).createMachine({
  id: 'quiz',
  context: ({ input }) => ({ questions: input.questions, index: 0, picked: null, score: 0 }),
  initial: 'idle',
  on: {
    'quiz.reset': { target: '.idle', actions: 'restart' },
  },
  states: {
    idle: {
      on: { 'quiz.start': { target: 'question', actions: 'restart' } },
    },
    question: {
      initial: 'open',
      states: {
        open: {
          on: { 'quiz.answer': { guard: 'validOption', target: 'answered', actions: 'record' } },
        },
        answered: {
          on: {
            'quiz.next': [
              { guard: 'lastQuestion', target: '#quiz.results' },
              { target: 'open', actions: 'advance' },
            ],
          },
        },
      },
    },
    results: {
      initial: 'rating',
      states: {
        rating: {
          always: [
            { guard: 'perfect', target: 'perfect' },
            { guard: 'good', target: 'good' },
            { target: 'encouraging' },
          ],
        },
        perfect: {},
        good: {},
        encouraging: {},
      },
    },
  },
})
