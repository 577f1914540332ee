import { useIntl } from 'react-intl'
import { island } from './contract.ts'
import { QuizQuestionView } from './quiz/QuizQuestionView.tsx'
import { QuizResults } from './quiz/QuizResults.tsx'
import { QUIZ_TITLE_ID, standaloneQuestions } from './quiz/questions.ts'
import { StaticQuiz } from './quiz/StaticQuiz.tsx'
import { useFocusOnChange } from './quiz/use-focus-on-change.ts'
import { useQuiz } from './quiz/use-quiz.ts'

export const contract = island({ hydrate: 'interaction', messages: ['quiz.standalone', 'quiz.ui'] })

/**
 * The home page's 5-question quiz (docs/product.md §2, §4) in its collapsible section. The island
 * renders the `<details>` itself: content inside a closed `<details>` has no box, so an
 * island wholly inside one could never become visible to its trigger, nor to the tests and
 * the bench, which bring an island's first element into view. The server renders the intro
 * and its Start button as the island first shows them (a click on Start before hydration is
 * replayed); then one question at a time with feedback, and the results. Without JavaScript
 * it is a plain list of questions with their answers folded away.
 */
export default function StandaloneQuiz() {
  const intl = useIntl()
  const quiz = useQuiz(standaloneQuestions)
  const focusRef = useFocusOnChange(quiz.focusKey)
  const question = standaloneQuestions[quiz.index]
  return (
    <details className="card quiz">
      <summary>
        <h2 id={QUIZ_TITLE_ID}>{intl.formatMessage({ id: 'quiz.standalone.title' })}</h2>
      </summary>
      {/* Hidden once started, not taken out: taking out the Start button that has the focus
          blurred it inside the press's commit, and React then laid the page out to restore the
          focus (about 7 ms at 4×, issue 27); the static quiz, unseen with JavaScript, was
          taken apart element by element. The focus moves to the question after the frame. */}
      <div hidden={quiz.phase !== 'idle'}>
        <p>{intl.formatMessage({ id: 'quiz.standalone.intro' }, { count: standaloneQuestions.length })}</p>
        <div className="no-js-only">
          <StaticQuiz questions={standaloneQuestions} />
        </div>
        <button
          type="button"
          className="button js-only"
          ref={quiz.phase === 'idle' ? focusRef : undefined}
          onClick={quiz.start}
        >
          {intl.formatMessage({ id: 'quiz.standalone.start' })}
        </button>
      </div>
      {quiz.phase === 'question' && question && (
        <QuizQuestionView
          question={question}
          index={quiz.index}
          total={quiz.total}
          picked={quiz.picked}
          focusRef={focusRef}
          onAnswer={quiz.answer}
          onNext={quiz.next}
        />
      )}
      {quiz.phase === 'results' && (
        <QuizResults score={quiz.score} total={quiz.total} rating={quiz.rating} focusRef={focusRef}>
          <button type="button" className="button" onClick={quiz.reset}>
            {intl.formatMessage({ id: 'quiz.standalone.again' })}
          </button>
        </QuizResults>
      )}
    </details>
  )
}
