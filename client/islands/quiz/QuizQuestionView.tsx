import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import type { QuizQuestion } from './questions.ts'

interface QuizQuestionViewProps {
  question: QuizQuestion
  index: number
  total: number
  picked: number | null
  /** Receives the element that should take focus: the question, then Next once answered. */
  focusRef: (element: HTMLElement | null) => void
  onAnswer: (option: number) => void
  onNext: () => void
  /** Further actions beside Next, such as Back to Calculator. */
  children?: ReactNode
}

/**
 * One question: its options as buttons until answered, then locked, the right one marked
 * green and a wrong pick red, each also in words, with the feedback announced politely.
 */
export function QuizQuestionView(props: QuizQuestionViewProps) {
  const { question, index, total, picked, focusRef, onAnswer, onNext, children } = props
  const intl = useIntl()
  const answered = picked !== null
  const right = question.options.find((option) => option.correct)
  const pickedRight = answered && question.options[picked]?.correct === true
  return (
    <div className="quiz-question">
      <p className="quiz-progress">
        {intl.formatMessage({ id: 'quiz.ui.progress' }, { n: index + 1, total })}
      </p>
      <h3 tabIndex={-1} ref={answered ? undefined : focusRef}>
        {intl.formatMessage({ id: question.question })}
      </h3>
      <ul className="quiz-options">
        {question.options.map((option, position) => {
          const mark = !answered
            ? undefined
            : option.correct
              ? 'correct'
              : position === picked
                ? 'incorrect'
                : undefined
          return (
            <li key={option.text}>
              <button
                type="button"
                className="quiz-option"
                data-mark={mark}
                // Locked, not `disabled`: disabling the button that has focus blurs it during
                // the click's commit, which costs a style pass and React a layout to restore
                // focus (about 25 ms at 4×, issue 27). It keeps focus until Next takes it.
                aria-disabled={answered || undefined}
                onClick={answered ? undefined : () => onAnswer(position)}
              >
                <span>{intl.formatMessage({ id: option.text })}</span>{' '}
                {mark && (
                  <span className="quiz-mark">
                    <span aria-hidden="true">{mark === 'correct' ? '✓ ' : '✗ '}</span>
                    {intl.formatMessage({ id: mark === 'correct' ? 'quiz.ui.correct' : 'quiz.ui.incorrect' })}
                  </span>
                )}
              </button>
            </li>
          )
        })}
      </ul>
      <div className="quiz-feedback" aria-live="polite">
        {answered && (
          <>
            <p className="quiz-verdict" data-mark={pickedRight ? 'correct' : 'incorrect'}>
              {pickedRight
                ? intl.formatMessage({ id: 'quiz.ui.feedbackCorrect' })
                : intl.formatMessage(
                    { id: 'quiz.ui.feedbackIncorrect' },
                    { answer: right ? intl.formatMessage({ id: right.text }) : '' },
                  )}
            </p>
            {question.explanation && <p>{intl.formatMessage({ id: question.explanation })}</p>}
          </>
        )}
      </div>
      <div className="quiz-actions">
        {answered && (
          <button type="button" className="button" ref={focusRef} onClick={onNext}>
            {intl.formatMessage({ id: index + 1 < total ? 'quiz.ui.next' : 'quiz.ui.seeResults' })}
          </button>
        )}
        {children}
      </div>
    </div>
  )
}
