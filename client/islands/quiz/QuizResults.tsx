import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import type { QuizRating } from '../../machines/quizMachine.ts'

interface QuizResultsProps {
  score: number
  total: number
  rating: QuizRating
  focusRef: (element: HTMLElement | null) => void
  /** What to do next: Take Quiz Again, Back to Calculator. */
  children: ReactNode
}

/** The score and the message its rating earns (docs/product.md §5). */
export function QuizResults({ score, total, rating, focusRef, children }: QuizResultsProps) {
  const intl = useIntl()
  return (
    <div className="quiz-results">
      <h3 tabIndex={-1} ref={focusRef}>
        {intl.formatMessage({ id: 'quiz.ui.resultsTitle' })}
      </h3>
      <p className="quiz-score">{intl.formatMessage({ id: 'quiz.ui.score' }, { score, total })}</p>
      <p>{intl.formatMessage({ id: `quiz.ui.rating.${rating}` })}</p>
      <div className="quiz-actions">{children}</div>
    </div>
  )
}
