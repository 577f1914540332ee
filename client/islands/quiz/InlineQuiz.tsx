import { useRef } from 'react'
import { useIntl } from 'react-intl'
import { QuizQuestionView } from './QuizQuestionView.tsx'
import { QuizResults } from './QuizResults.tsx'
import { inlineQuestions } from './questions.ts'
import { useFocusOnChange } from './use-focus-on-change.ts'
import { useQuiz } from './use-quiz.ts'

/**
 * The calculator card's quick 3-question quiz (docs/product.md §4). Its start is offered only while
 * there is no result and the quiz has not started; it is an extra that needs JavaScript,
 * so without it the start is hidden (with it, a click before hydration is replayed).
 */
export function InlineQuiz({ hasResult }: { hasResult: boolean }) {
  const intl = useIntl()
  const quiz = useQuiz(inlineQuestions)
  const focusRef = useFocusOnChange(quiz.focusKey)
  const root = useRef<HTMLDivElement>(null)
  const back = () => {
    quiz.reset()
    // "Back to Calculator": focus returns to the card's first field, not to the page body.
    root.current?.closest('section')?.querySelector<HTMLElement>('input:not([type="hidden"])')?.focus()
  }
  const backButton = (
    <button type="button" className="button secondary" onClick={back}>
      {intl.formatMessage({ id: 'quiz.inline.back' })}
    </button>
  )
  const question = inlineQuestions[quiz.index]
  return (
    <div className="inline-quiz" ref={root}>
      {quiz.phase === 'idle' && !hasResult && (
        <button type="button" className="button secondary js-only" onClick={quiz.start}>
          {intl.formatMessage({ id: 'quiz.inline.start' }, { count: inlineQuestions.length })}
        </button>
      )}
      {quiz.phase !== 'idle' && (
        <section className="quiz" aria-label={intl.formatMessage({ id: 'quiz.inline.title' })}>
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
      )}
    </div>
  )
}
