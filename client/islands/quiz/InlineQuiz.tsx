import { lazy, Suspense, useEffect, useState } from 'react'
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
  const sectionOpen = useOneQuizAtATime(open)
  return (
    <div className="inline-quiz" hidden={sectionOpen}>
      {open && (
        <Suspense fallback={null}>
          <InlineQuizBody questions={inlineQuestions} onClose={() => setOpen(false)} />
        </Suspense>
      )}
      {/*
       * One button from the press until the quiz shows: pressed, it stays, marked busy while the
       * quiz's code arrives, and keeps the focus; CSS hides it once the quiz is in front of it
       * (`.quiz ~ .inline-quiz-start`). A Suspense fallback in its place took it out of the page
       * in the press's own commit, and the focus fell to the page body.
       */}
      {(open || !hasResult) && (
        <button
          type="button"
          className="button secondary js-only inline-quiz-start"
          aria-busy={open || undefined}
          aria-disabled={open || undefined}
          onClick={() => setOpen(true)}
        >
          {intl.formatMessage({ id: 'quiz.inline.start' }, { count: inlineQuestions.length })}
        </button>
      )}
    </div>
  )
}

/**
 * One quiz at a time on the home page (issue 13): the calculator's quick quiz and the page's
 * collapsible quiz section sat one under the other. While this quiz is open, the section steps
 * aside; while the section is open, this quiz does. Closing either brings the other back.
 *
 * Set from here, not by `main:has(.inline-quiz .quiz) .quiz-section` and its twin: with those,
 * every element a press inserted in the page and every `<details>` it opened made Chromium look
 * through the whole of `main` again (issue 27: a recalculation's style pass 15 → 10 ms at 4×,
 * and a quiz answer's about as much). The section is static HTML, outside any island.
 */
function useOneQuizAtATime(open: boolean): boolean {
  const [sectionOpen, setSectionOpen] = useState(false)
  useEffect(() => {
    const details = document.querySelector<HTMLDetailsElement>('.quiz-section details')
    if (!details) return
    const sync = () => setSectionOpen(details.open)
    sync()
    details.addEventListener('toggle', sync)
    return () => details.removeEventListener('toggle', sync)
  }, [])
  useEffect(() => {
    const section = document.querySelector<HTMLElement>('.quiz-section')
    if (!open || !section) return
    section.hidden = true
    return () => {
      section.hidden = false
    }
  }, [open])
  return sectionOpen
}
