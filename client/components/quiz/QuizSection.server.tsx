import { QUIZ_TITLE_ID } from '../../islands/quiz/questions.ts'
import StandaloneQuiz from '../../islands/StandaloneQuiz.tsx'
import { Island } from '../Island.server.tsx'

/**
 * The home page's collapsible quiz section, 'How Well Do You Know Your Cycle? Take Our
 * Quiz!' (docs/product.md §2): a region named by its summary's heading, holding the StandaloneQuiz
 * island, which renders the `<details>` and hydrates once the section scrolls into view.
 */
export function QuizSection() {
  return (
    <section className="quiz-section" aria-labelledby={QUIZ_TITLE_ID}>
      <Island component={StandaloneQuiz} props={{}} />
    </section>
  )
}
