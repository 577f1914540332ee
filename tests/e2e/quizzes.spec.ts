import { readFileSync } from 'node:fs'
import type { Locator, Page } from '@playwright/test'
import { inlineQuestions } from '../../client/islands/quiz/inline-questions.ts'
import { type QuizQuestion, standaloneQuestions } from '../../client/islands/quiz/questions.ts'
import { daysAgo } from './dates.ts'
import { expect, holdFiles, islandsHydrated, test, wcagViolations } from './fixtures.ts'

// The catalogues import JSON, which Playwright's ESM loader cannot: read the files instead.
const read = (path: string) =>
  JSON.parse(readFileSync(new URL(`../../core/i18n/messages/${path}`, import.meta.url), 'utf8')) as Record<
    string,
    string
  >
const messages = (locale: 'en' | 'ru' | 'es') => ({
  ...read(`${locale}.json`),
  ...read(`interactive/${locale}.json`),
})
const en = messages('en')
const ru = messages('ru')

const TITLE = 'How Well Do You Know Your Cycle? Take Our Quiz!'
const GREEN = 'rgb(30, 122, 70)'
const RED = 'rgb(179, 38, 30)'

type Messages = Record<string, string>
const text = (m: Messages, key: string) => {
  const value = m[key]
  if (value === undefined) throw new Error(`no message ${key}`)
  return value
}
const rightOption = (q: QuizQuestion) => q.options.find((option) => option.correct)?.text ?? ''
const wrongOption = (q: QuizQuestion) => q.options.find((option) => !option.correct)?.text ?? ''

/** The home page with the quiz section hydrated and opened by its summary. */
async function openQuiz(page: Page, path: string, title: string): Promise<Locator> {
  await page.goto(path)
  await islandsHydrated(page)
  const section = page.getByRole('region', { name: title })
  await section.getByRole('heading', { name: title }).click()
  await expect(section.getByRole('button', { name: /./ }).first()).toBeVisible()
  return section
}

/**
 * Answers each question right or wrong as `plan` says, checking the locked options, the
 * green and red marks with their words, and the announced feedback with its explanation.
 */
async function play(quiz: Locator, m: Messages, plan: boolean[]) {
  for (const [index, question] of standaloneQuestions.entries()) {
    const progress = text(m, 'quiz.ui.progress')
      .replace('{n}', `${index + 1}`)
      .replace('{total}', '5')
    await expect(quiz.getByText(progress)).toBeVisible()
    await expect(quiz.getByRole('heading', { level: 3 })).toHaveText(text(m, question.question))
    const options = quiz.getByRole('list').getByRole('button')
    await expect(options).toHaveCount(question.options.length)
    for (const option of question.options)
      await expect(options.filter({ hasText: text(m, option.text) })).toBeEnabled()

    const right = text(m, rightOption(question))
    const pick = plan[index] ? right : text(m, wrongOption(question))
    await quiz.getByRole('button', { name: pick, exact: true }).click()

    for (let i = 0; i < question.options.length; i++) await expect(options.nth(i)).toBeDisabled()
    const correct = quiz.getByRole('button', { name: `${right} ${text(m, 'quiz.ui.correct')}`, exact: true })
    await expect(correct).toBeDisabled()
    await expect(correct).toHaveCSS('border-color', GREEN)
    const feedback = quiz.locator('[aria-live="polite"]')
    if (plan[index]) {
      await expect(feedback).toContainText(text(m, 'quiz.ui.feedbackCorrect'))
    } else {
      const wrong = quiz.getByRole('button', { name: `${pick} ${text(m, 'quiz.ui.incorrect')}`, exact: true })
      await expect(wrong).toHaveCSS('border-color', RED)
      await expect(feedback).toContainText(text(m, 'quiz.ui.feedbackIncorrect').replace('{answer}', right))
    }
    await expect(feedback).toContainText(text(m, question.explanation))

    const last = index === standaloneQuestions.length - 1
    await quiz
      .getByRole('button', { name: text(m, last ? 'quiz.ui.seeResults' : 'quiz.ui.next'), exact: true })
      .click()
  }
}

const plans = {
  perfect: [true, true, true, true, true],
  good: [true, false, true, true, false],
  encouraging: [false, true, false, false, true],
}

test.describe('standalone quiz', () => {
  const expected = {
    en: {
      path: '/',
      m: en,
      plans,
      scores: {
        perfect: 'You answered 5 questions correctly out of 5.',
        good: 'You answered 3 questions correctly out of 5.',
        encouraging: 'You answered 2 questions correctly out of 5.',
      },
    },
    // Russian takes each plural form: 5 (many), 3 (few), 1 (one).
    ru: {
      path: '/ru',
      m: ru,
      plans: { ...plans, encouraging: [false, false, false, true, false] },
      scores: {
        perfect: 'Вы правильно ответили на 5 вопросов из 5.',
        good: 'Вы правильно ответили на 3 вопроса из 5.',
        encouraging: 'Вы правильно ответили на 1 вопрос из 5.',
      },
    },
  } as const

  for (const [locale, { path, m, plans: localePlans, scores }] of Object.entries(expected)) {
    for (const rating of ['perfect', 'good', 'encouraging'] as const) {
      test(`${locale}: played to the ${rating} rating, then taken again`, async ({ page }) => {
        const quiz = await openQuiz(page, path, text(m, 'quiz.standalone.title'))
        await quiz.getByRole('button', { name: text(m, 'quiz.standalone.start') }).click()
        await play(quiz, m, [...localePlans[rating]])

        await expect(quiz.getByRole('heading', { name: text(m, 'quiz.ui.resultsTitle') })).toBeFocused()
        await expect(quiz.getByText(scores[rating])).toBeVisible()
        await expect(quiz.getByText(text(m, `quiz.ui.rating.${rating}`))).toBeVisible()

        await quiz.getByRole('button', { name: text(m, 'quiz.standalone.again') }).click()
        const start = quiz.getByRole('button', { name: text(m, 'quiz.standalone.start') })
        await expect(start).toBeFocused()
        await expect(quiz.getByText(scores[rating])).toHaveCount(0)
        await start.click()
        await expect(quiz.getByRole('heading', { level: 3 })).toHaveText(
          text(m, standaloneQuestions[0]?.question ?? ''),
        )
        await expect(quiz.getByRole('list').getByRole('button').first()).toBeEnabled()
      })
    }
  }

  test('the spec phrases, the progress and a locked question that ignores a second pick', async ({
    page,
  }) => {
    const quiz = await openQuiz(page, '/', TITLE)
    await quiz.getByRole('button', { name: 'Start the Quiz' }).click()
    await expect(quiz.getByText('Question 1 of 5')).toBeVisible()
    await expect(quiz.getByRole('heading', { name: 'When does ovulation usually happen?' })).toBeFocused()
    await quiz.getByRole('button', { name: 'On the last day of your period', exact: true }).click()
    await expect(
      quiz.getByRole('button', { name: 'On the last day of your period Incorrect' }),
    ).toBeDisabled()
    await expect(quiz.getByRole('button', { name: 'Next', exact: true })).toBeFocused()
    await quiz
      .getByRole('button', { name: 'About 14 days before your next period Correct' })
      .click({ force: true })
    await expect(quiz.locator('[aria-live="polite"]')).toContainText(
      'Incorrect. The correct answer is: About 14 days before your next period',
    )
    for (let i = 2; i <= 5; i++) {
      await quiz.getByRole('button', { name: /^(Next|See Results)$/ }).click()
      await expect(quiz.getByText(`Question ${i} of 5`)).toBeVisible()
      await quiz.getByRole('list').getByRole('button').first().click()
    }
    await expect(quiz.getByRole('button', { name: 'See Results' })).toBeVisible()
    await expect(quiz.getByRole('button', { name: 'Next', exact: true })).toHaveCount(0)
  })

  test('keyboard only: open, start, answer, advance, see results, take it again', async ({ page }) => {
    await page.goto('/')
    await islandsHydrated(page)
    const quiz = page.getByRole('region', { name: TITLE })
    // Tab through the page from its last link backwards, as far as the quiz's summary.
    await page.getByRole('contentinfo').getByRole('link').first().focus()
    for (let i = 0; i < 200; i++) {
      await page.keyboard.press('Shift+Tab')
      if (
        await quiz
          .locator('summary')
          .first()
          .evaluate((summary) => summary === document.activeElement)
      )
        break
    }
    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    await expect(quiz.getByRole('button', { name: 'Start the Quiz' })).toBeFocused()
    await page.keyboard.press('Enter')
    for (const [index, question] of standaloneQuestions.entries()) {
      await expect(quiz.getByRole('heading', { name: text(en, question.question) })).toBeFocused()
      const right = question.options.findIndex((option) => option.correct)
      for (let i = 0; i <= right; i++) await page.keyboard.press('Tab')
      await expect(
        quiz.getByRole('button', { name: text(en, rightOption(question)), exact: true }),
      ).toBeFocused()
      await page.keyboard.press('Enter')
      const last = index === standaloneQuestions.length - 1
      await expect(
        quiz.getByRole('button', { name: last ? 'See Results' : 'Next', exact: true }),
      ).toBeFocused()
      await page.keyboard.press('Enter')
    }
    await expect(quiz.getByRole('heading', { name: 'Your results' })).toBeFocused()
    await expect(quiz.getByText('Perfect score! You really know your cycle.')).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(quiz.getByRole('button', { name: 'Take Quiz Again' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(quiz.getByRole('button', { name: 'Start the Quiz' })).toBeFocused()
  })

  test('has no serious axe violations open, on a question, answered, and on the results', async ({
    page,
  }) => {
    const quiz = await openQuiz(page, '/', TITLE)
    expect(await wcagViolations(page)).toEqual([])
    await quiz.getByRole('button', { name: 'Start the Quiz' }).click()
    expect(await wcagViolations(page)).toEqual([])
    await quiz.getByRole('list').getByRole('button').first().click()
    expect(await wcagViolations(page)).toEqual([])
    await quiz.getByRole('button', { name: 'Next', exact: true }).click()
    for (let i = 2; i <= 5; i++) {
      await quiz.getByRole('list').getByRole('button').first().click()
      await quiz.getByRole('button', { name: i === 5 ? 'See Results' : 'Next', exact: true }).click()
    }
    await expect(quiz.getByRole('heading', { name: 'Your results' })).toBeVisible()
    expect(await wcagViolations(page)).toEqual([])
  })
})

test.describe('standalone quiz without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('reads as a list of questions, each answer and explanation behind Show answer', async ({ page }) => {
    await page.goto('/')
    const quiz = page.getByRole('region', { name: TITLE })
    await quiz.getByRole('heading', { name: TITLE }).click()
    const questions = quiz.getByRole('heading', { level: 3 })
    await expect(questions).toHaveText(standaloneQuestions.map((q) => text(en, q.question)))
    await expect(quiz.getByRole('button')).toHaveCount(0)
    const first = standaloneQuestions[0]
    if (!first?.explanation) throw new Error('the first question has no explanation')
    const explanation = quiz.getByText(text(en, first.explanation))
    await expect(explanation).toBeHidden()
    await quiz.getByText('Show answer', { exact: true }).first().click()
    await expect(quiz.getByText(`Answer: ${text(en, rightOption(first))}`)).toBeVisible()
    await expect(explanation).toBeVisible()
  })

  test('the inline quiz is not offered', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('button', { name: 'Quick check: 3 questions on ovulation' })).toHaveCount(0)
  })
})

test.describe('inline quiz in the calculator', () => {
  const calculator = (page: Page) => page.getByRole('region', { name: 'Calculate Your Ovulation' })
  const start = (page: Page) =>
    calculator(page).getByRole('button', { name: 'Quick check: 3 questions on ovulation' })

  test('three questions to a perfect score, then Back to Calculator resets it', async ({ page }) => {
    await page.goto('/')
    await islandsHydrated(page)
    await start(page).click()
    await expect(start(page)).toHaveCount(0)
    const quiz = calculator(page).getByRole('region', { name: 'Quick cycle quiz' })
    for (const [index, question] of inlineQuestions.entries()) {
      await expect(quiz.getByText(`Question ${index + 1} of 3`)).toBeVisible()
      await expect(quiz.getByRole('heading', { name: text(en, question.question) })).toBeFocused()
      await quiz.getByRole('button', { name: text(en, rightOption(question)), exact: true }).click()
      await expect(quiz.locator('[aria-live="polite"]')).toHaveText('Correct!')
      await quiz.getByRole('button', { name: index === 2 ? 'See Results' : 'Next', exact: true }).click()
    }
    await expect(quiz.getByText('You answered 3 questions correctly out of 3.')).toBeVisible()
    await expect(quiz.getByText('Perfect score! You really know your cycle.')).toBeVisible()
    await quiz.getByRole('button', { name: 'Back to Calculator' }).click()
    await expect(quiz).toHaveCount(0)
    await expect(start(page)).toBeVisible()
    await expect(calculator(page).getByLabel('First day of last period')).toBeFocused()
  })

  test('the pressed start keeps the focus, marked busy, until the quiz is there', async ({ page }) => {
    // The quiz's code is held back, as on a slow line: the press must still be seen, and heard.
    const release = await holdFiles(page, /\/assets\/InlineQuizBody-[\w-]+\.js$/)
    await page.goto('/')
    await islandsHydrated(page)
    await start(page).focus()
    await page.keyboard.press('Enter')
    await expect(start(page)).toHaveAttribute('aria-busy', 'true')
    await expect(start(page)).toBeFocused()
    release()
    const quiz = calculator(page).getByRole('region', { name: 'Quick cycle quiz' })
    await expect(quiz.getByRole('heading', { name: text(en, inlineQuestions[0]!.question) })).toBeFocused()
    await expect(start(page)).toHaveCount(0)
  })

  test('2 of 3 gets the encouraging message: the spec rule has no "good" band below 3', async ({ page }) => {
    await page.goto('/es')
    await islandsHydrated(page)
    const es = messages('es')
    const card = page.getByRole('region', { name: text(es, 'ovulation.title') })
    await card.getByRole('button', { name: 'Repaso rápido: 3 preguntas sobre la ovulación' }).click()
    const quiz = card.getByRole('region', { name: text(es, 'quiz.inline.title') })
    for (const [index, question] of inlineQuestions.entries()) {
      const option = index === 0 ? wrongOption(question) : rightOption(question)
      await quiz.getByRole('button', { name: text(es, option), exact: true }).click()
      await quiz
        .getByRole('button', {
          name: text(es, index === 2 ? 'quiz.ui.seeResults' : 'quiz.ui.next'),
          exact: true,
        })
        .click()
    }
    await expect(quiz.getByText('Has acertado 2 preguntas de 3.')).toBeVisible()
    await expect(quiz.getByText(text(es, 'quiz.ui.rating.encouraging'))).toBeVisible()
  })

  test('Back to Calculator in the middle of the quiz starts it over', async ({ page }) => {
    await page.goto('/')
    await islandsHydrated(page)
    await start(page).click()
    const quiz = calculator(page).getByRole('region', { name: 'Quick cycle quiz' })
    await quiz.getByRole('list').getByRole('button').first().click()
    await quiz.getByRole('button', { name: 'Next', exact: true }).click()
    await expect(quiz.getByText('Question 2 of 3')).toBeVisible()
    await quiz.getByRole('button', { name: 'Back to Calculator' }).click()
    await start(page).click()
    await expect(quiz.getByText('Question 1 of 3')).toBeVisible()
  })

  test('the start is hidden once a result exists, calculated or from a link', async ({ page }) => {
    await page.goto('/')
    await islandsHydrated(page)
    await expect(start(page)).toBeVisible()
    await calculator(page).getByLabel('First day of last period').fill(daysAgo(30).toString())
    await calculator(page).getByRole('button', { name: 'Calculate Ovulation' }).click()
    await expect(calculator(page).locator('.results')).toBeVisible()
    await expect(start(page)).toHaveCount(0)

    await page.goto(`/?lmp=${daysAgo(30)}&cycle=28`)
    await islandsHydrated(page)
    await expect(calculator(page).locator('.results')).toBeVisible()
    await expect(start(page)).toHaveCount(0)
  })
})
