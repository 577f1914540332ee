import { useEffect, useRef } from 'react'
import { useIntl } from 'react-intl'
import { LaterMessages } from '../later-messages.tsx'
import { QuizQuestionView } from './QuizQuestionView.tsx'
import { QuizResults } from './QuizResults.tsx'
import type { QuizQuestion } from './questions.ts'
import { useFocusOnChange } from './use-focus-on-change.ts'
import { useQuiz } from './use-quiz.ts'

/**
 * The quick quiz once started (docs/product.md §4): loaded only when the visitor presses its start,
 * so the calculator's own code stays small; its words come with it (`contract.later`). "Back to
 * Calculator" closes it.
 */
export default function InlineQuizBody(props: InlineQuizProps) {
  return (
    <LaterMessages island="OvulationCalculator">
      <QuizBody {...props} />
    </LaterMessages>
  )
}

interface InlineQuizProps {
  /** From the card, which already holds them for its start button's count. */
  questions: readonly QuizQuestion[]
  onClose: () => void
}

function QuizBody({ questions, onClose }: InlineQuizProps) {
  const intl = useIntl()
  const quiz = useQuiz(questions)
  const focusRef = useFocusOnChange(quiz.focusKey)
  const root = useRef<HTMLElement>(null)
  const { start } = quiz
  useEffect(() => start(), [start])
  const back = () => {
    quiz.reset()
    onClose()
    // "Back to Calculator": focus returns to the card's first field, not to the page body.
    root.current?.parentElement
      ?.closest('section')
      ?.querySelector<HTMLElement>('input:not([type="hidden"])')
      ?.focus()
  }
  const backButton = (
    <button type="button" className="button secondary" onClick={back}>
      {intl.formatMessage({ id: 'quiz.inline.back' })}
    </button>
  )
  const question = questions[quiz.index]
  return (
    <section className="quiz" aria-label={intl.formatMessage({ id: 'quiz.inline.title' })} ref={root}>
      {quiz.phase === 'question' && question && (
        <QuizQuestionView
          question={question}
          index={quiz.index}
          total={quiz.total}
          picked={quiz.picked}
          focusRef={focusRef}
          onAnswer={quiz.answer}
          onNext={quiz.next}
        >
          {backButton}
        </QuizQuestionView>
      )}
      {quiz.phase === 'results' && (
        <QuizResults score={quiz.score} total={quiz.total} rating={quiz.rating} focusRef={focusRef}>
          {backButton}
        </QuizResults>
      )}
    </section>
  )
}
