import { lazy, Suspense, useState } from 'react'
import { useIntl } from 'react-intl'
import { inlineQuestions } from './inline-questions.ts'

const InlineQuizBody = lazy(() => import('./InlineQuizBody.tsx'))

/**
 * The calculator card's quick 3-question quiz (docs/product.md §4). Its start is offered only while
 * there is no result and the quiz has not started; it is an extra that needs JavaScript,
 * so without it the start is hidden (with it, a click before hydration is replayed). The quiz
 * itself loads when started: a visitor who only calculates never downloads it.
 */
export function InlineQuiz({ hasResult }: { hasResult: boolean }) {
  const intl = useIntl()
  const [open, setOpen] = useState(false)
  // While the quiz's code arrives, the pressed button stays, marked busy: the press is seen at once.
  const start = (busy?: true) => (
    <button
      type="button"
      className="button secondary js-only"
      aria-busy={busy}
      aria-disabled={busy}
      onClick={() => setOpen(true)}
    >
      {intl.formatMessage({ id: 'quiz.inline.start' }, { count: inlineQuestions.length })}
    </button>
  )
  return (
    <div className="inline-quiz">
      {!open && !hasResult && start()}
      {open && (
        <Suspense fallback={start(true)}>
          <InlineQuizBody questions={inlineQuestions} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  )
}
