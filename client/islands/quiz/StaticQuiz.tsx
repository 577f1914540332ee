import { useIntl } from 'react-intl'
import type { QuizQuestion } from './questions.ts'

/**
 * The quiz as a page reads it before (or without) JavaScript: every question with its
 * options, and its answer and explanation folded in a "Show answer" disclosure.
 */
export function StaticQuiz({ questions }: { questions: readonly QuizQuestion[] }) {
  const intl = useIntl()
  return (
    <>
      <p className="hint">{intl.formatMessage({ id: 'quiz.standalone.staticHint' })}</p>
      <ol className="quiz-static">
        {questions.map((question) => {
          const right = question.options.find((option) => option.correct)
          return (
            <li key={question.question}>
              <h3>{intl.formatMessage({ id: question.question })}</h3>
              <ul>
                {question.options.map((option) => (
                  <li key={option.text}>{intl.formatMessage({ id: option.text })}</li>
                ))}
              </ul>
              <details className="quiz-answer">
                <summary>{intl.formatMessage({ id: 'quiz.standalone.showAnswer' })}</summary>
                <p>
                  <strong>
                    {intl.formatMessage(
                      { id: 'quiz.standalone.answer' },
                      { answer: right ? intl.formatMessage({ id: right.text }) : '' },
                    )}
                  </strong>
                </p>
                {question.explanation && <p>{intl.formatMessage({ id: question.explanation })}</p>}
              </details>
            </li>
          )
        })}
      </ol>
    </>
  )
}
