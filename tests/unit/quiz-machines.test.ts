import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { catalogues, english } from '../../client/i18n/catalogues.server.ts'
import { inlineQuestions } from '../../client/islands/quiz/inline-questions.ts'
import { type QuizQuestion, quizKeys, standaloneQuestions } from '../../client/islands/quiz/questions.ts'
import { tipItems, tipTabs } from '../../client/islands/tips-content.ts'
import { quizMachine, quizRating } from '../../client/machines/quizMachine.ts'
import { createTabsMachine } from '../../client/machines/tabsMachine.ts'
import { transitionTable } from './support/model.ts'

const quizzes: readonly (readonly ['standalone' | 'inline', readonly QuizQuestion[]])[] = [
  ['standalone', standaloneQuestions],
  ['inline', inlineQuestions],
]

/** Answers the quiz with `right` correct answers first, then wrong ones. */
function play(questions: readonly QuizQuestion[], right: number) {
  const actor = createActor(quizMachine, { input: { questions: quizKeys(questions) } }).start()
  actor.send({ type: 'quiz.start' })
  quizKeys(questions).forEach((key, index) => {
    const option = index < right ? key.correct : (key.correct + 1) % key.options
    actor.send({ type: 'quiz.answer', option })
    actor.send({ type: 'quiz.next' })
  })
  return actor.getSnapshot()
}

describe('quizMachine', () => {
  const options = [0, 1, 2, 3].map((option) => ({ type: 'quiz.answer', option }))
  const events = [
    { type: 'quiz.start' },
    ...options,
    { type: 'quiz.answer', option: 4 },
    { type: 'quiz.next' },
    { type: 'quiz.reset' },
  ]

  it('standalone: start, answer, next, every rating of 5 questions, and reset from everywhere', () => {
    expect(transitionTable(quizMachine, events, { questions: quizKeys(standaloneQuestions) })).toEqual([
      '(start)  →  idle',
      'idle  —quiz.start→  {"question":"open"}',
      '{"question":"answered"}  —quiz.next→  {"question":"open"}',
      '{"question":"answered"}  —quiz.next→  {"results":"encouraging"}',
      '{"question":"answered"}  —quiz.next→  {"results":"good"}',
      '{"question":"answered"}  —quiz.next→  {"results":"perfect"}',
      '{"question":"answered"}  —quiz.reset→  idle',
      '{"question":"open"}  —quiz.answer→  {"question":"answered"}',
      '{"question":"open"}  —quiz.reset→  idle',
      '{"results":"encouraging"}  —quiz.reset→  idle',
      '{"results":"good"}  —quiz.reset→  idle',
      '{"results":"perfect"}  —quiz.reset→  idle',
    ])
  })

  it('inline: the same, with no "good" rating out of 3', () => {
    expect(transitionTable(quizMachine, events, { questions: quizKeys(inlineQuestions) })).toEqual([
      '(start)  →  idle',
      'idle  —quiz.start→  {"question":"open"}',
      '{"question":"answered"}  —quiz.next→  {"question":"open"}',
      '{"question":"answered"}  —quiz.next→  {"results":"encouraging"}',
      '{"question":"answered"}  —quiz.next→  {"results":"perfect"}',
      '{"question":"answered"}  —quiz.reset→  idle',
      '{"question":"open"}  —quiz.answer→  {"question":"answered"}',
      '{"question":"open"}  —quiz.reset→  idle',
      '{"results":"encouraging"}  —quiz.reset→  idle',
      '{"results":"perfect"}  —quiz.reset→  idle',
    ])
  })

  for (const [name, questions] of quizzes) {
    describe(`with the ${name} questions`, () => {
      it(`has ${questions.length} questions and rates every possible score by docs/product.md §5`, () => {
        for (let right = 0; right <= questions.length; right++) {
          const snapshot = play(questions, right)
          const rating = right === questions.length ? 'perfect' : right >= 3 ? 'good' : 'encouraging'
          expect(snapshot.value, `${right} right`).toEqual({ results: rating })
          expect(snapshot.context.score).toBe(right)
        }
      })
    })
  }

  it('is 5 questions standalone and 3 inline (docs/product.md §9)', () => {
    expect(standaloneQuestions).toHaveLength(5)
    expect(inlineQuestions).toHaveLength(3)
  })

  it('locks a question once answered, ignores an option that does not exist, and resets the score', () => {
    const actor = createActor(quizMachine, { input: { questions: quizKeys(standaloneQuestions) } }).start()
    actor.send({ type: 'quiz.answer', option: 0 })
    expect(actor.getSnapshot().value).toBe('idle')
    actor.send({ type: 'quiz.start' })
    actor.send({ type: 'quiz.answer', option: 7 })
    actor.send({ type: 'quiz.answer', option: -1 })
    actor.send({ type: 'quiz.answer', option: 0.5 })
    expect(actor.getSnapshot().value).toEqual({ question: 'open' })
    const right = quizKeys(standaloneQuestions)[0]?.correct ?? 0
    actor.send({ type: 'quiz.answer', option: right })
    actor.send({ type: 'quiz.answer', option: (right + 1) % 4 })
    expect(actor.getSnapshot().context).toMatchObject({ index: 0, picked: right, score: 1 })
    actor.send({ type: 'quiz.next' })
    expect(actor.getSnapshot().context).toMatchObject({ index: 1, picked: null, score: 1 })
    actor.send({ type: 'quiz.reset' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context).toMatchObject({ index: 0, picked: null, score: 0 })
  })
})

describe('quizRating (docs/product.md §5)', () => {
  const expected: Record<number, string[]> = {
    5: ['encouraging', 'encouraging', 'encouraging', 'good', 'good', 'perfect'],
    // The inline quiz applies the same rule: 3 is perfect, so there is no "good" band.
    3: ['encouraging', 'encouraging', 'encouraging', 'perfect'],
  }
  for (const [total, ratings] of Object.entries(expected)) {
    it(`rates every score out of ${total}`, () => {
      expect(ratings.map((_, score) => quizRating(score, Number(total)))).toEqual(ratings)
    })
  }
})

describe('quiz questions', () => {
  for (const [name, questions] of quizzes) {
    it(`${name}: every question has exactly one correct option among 3–4`, () => {
      for (const question of questions) {
        expect(
          question.options.filter((option) => option.correct),
          question.question,
        ).toHaveLength(1)
        expect(question.options.length).toBeGreaterThanOrEqual(3)
        expect(question.options.length).toBeLessThanOrEqual(4)
      }
    })
  }

  it('standalone: every question has an explanation', () => {
    for (const question of standaloneQuestions) expect(question.explanation).toBeDefined()
  })

  /** The option keys a catalogue holds for a question: `<question prefix>.o1`, `.o2`, … */
  const optionKeys = (catalogue: Record<string, string>, question: QuizQuestion) => {
    const prefix = question.question.replace(/\.text$/, '.o')
    return Object.keys(catalogue).filter((key) => key.startsWith(prefix))
  }

  for (const [locale, catalogue] of Object.entries(catalogues)) {
    it(`${locale}: the same questions and options as English, each with its own text`, () => {
      const messages: Record<string, string> = catalogue
      for (const [, questions] of quizzes) {
        for (const question of questions) {
          const keys = [question.question, ...question.options.map((option) => option.text)]
          if (question.explanation) keys.push(question.explanation)
          for (const key of keys) expect(messages[key], `${locale} ${key}`).toBeTruthy()
          expect(optionKeys(messages, question).sort()).toEqual(
            question.options.map((option) => option.text).sort(),
          )
          const texts = question.options.map((option) => messages[option.text])
          expect(new Set(texts).size, `${locale} ${question.question}`).toBe(texts.length)
        }
      }
    })
  }

  it('the English texts carry the exact phrases of the spec', () => {
    expect(english['quiz.standalone.title']).toBe('How Well Do You Know Your Cycle? Take Our Quiz!')
    expect(english['quiz.standalone.again']).toBe('Take Quiz Again')
    expect(english['quiz.ui.seeResults']).toBe('See Results')
    expect(english['quiz.inline.back']).toBe('Back to Calculator')
  })
})

describe('tabsMachine', () => {
  const machine = createTabsMachine(tipTabs)
  const events = [
    ...tipTabs.map((tab) => ({ type: 'tabs.select', tab })),
    { type: 'tabs.next' },
    { type: 'tabs.previous' },
    { type: 'tabs.first' },
    { type: 'tabs.last' },
  ]

  it('starts on lifestyle; from each tab, selects each other tab, wraps next and previous, jumps first and last', () => {
    expect(transitionTable(machine, events)).toEqual([
      '(start)  →  lifestyle',
      'lifestyle  —tabs.last→  timing',
      'lifestyle  —tabs.next→  nutrition',
      'lifestyle  —tabs.previous→  timing',
      'lifestyle  —tabs.select→  nutrition',
      'lifestyle  —tabs.select→  timing',
      'lifestyle  —tabs.select→  tracking',
      'nutrition  —tabs.first→  lifestyle',
      'nutrition  —tabs.last→  timing',
      'nutrition  —tabs.next→  tracking',
      'nutrition  —tabs.previous→  lifestyle',
      'nutrition  —tabs.select→  lifestyle',
      'nutrition  —tabs.select→  timing',
      'nutrition  —tabs.select→  tracking',
      'timing  —tabs.first→  lifestyle',
      'timing  —tabs.next→  lifestyle',
      'timing  —tabs.previous→  tracking',
      'timing  —tabs.select→  lifestyle',
      'timing  —tabs.select→  nutrition',
      'timing  —tabs.select→  tracking',
      'tracking  —tabs.first→  lifestyle',
      'tracking  —tabs.last→  timing',
      'tracking  —tabs.next→  timing',
      'tracking  —tabs.previous→  nutrition',
      'tracking  —tabs.select→  lifestyle',
      'tracking  —tabs.select→  nutrition',
      'tracking  —tabs.select→  timing',
    ])
  })

  it('starts on the tab the inline loader chose before hydration, and moves on from it', () => {
    const actor = createActor(machine, { input: { tab: 'tracking' } }).start()
    expect(actor.getSnapshot().value).toBe('tracking')
    actor.send({ type: 'tabs.next' })
    expect(actor.getSnapshot().value).toBe('timing')
  })

  it('wraps around both ends and jumps to the first and the last', () => {
    const actor = createActor(machine, { input: {} }).start()
    actor.send({ type: 'tabs.previous' })
    expect(actor.getSnapshot().value).toBe('timing')
    actor.send({ type: 'tabs.next' })
    expect(actor.getSnapshot().value).toBe('lifestyle')
    actor.send({ type: 'tabs.last' })
    expect(actor.getSnapshot().value).toBe('timing')
    actor.send({ type: 'tabs.first' })
    expect(actor.getSnapshot().value).toBe('lifestyle')
    actor.send({ type: 'tabs.select', tab: 'tracking' })
    expect(actor.getSnapshot().value).toBe('tracking')
  })

  it('every tab has a heading and 3–5 tips in every language', () => {
    for (const [locale, catalogue] of Object.entries(catalogues)) {
      const messages: Record<string, string> = catalogue
      for (const tab of tipTabs) {
        expect(messages[`tips.tab.${tab}`], `${locale} ${tab}`).toBeTruthy()
        expect(messages[`tips.${tab}.heading`], `${locale} ${tab}`).toBeTruthy()
        expect(tipItems[tab].length).toBeGreaterThanOrEqual(3)
        expect(tipItems[tab].length).toBeLessThanOrEqual(5)
        for (const item of tipItems[tab]) expect(messages[item], `${locale} ${item}`).toBeTruthy()
      }
    }
  })
})
