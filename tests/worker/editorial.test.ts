import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { messageFormatter } from '../../client/i18n/format-message.server.ts'
import es from '../../client/i18n/glossary/es.json'
import fr from '../../client/i18n/glossary/fr.json'
import pt from '../../client/i18n/glossary/pt.json'
import ru from '../../client/i18n/glossary/ru.json'
import { messagesFor } from '../../client/i18n/messages.server.ts'
import { inlineQuestions } from '../../client/islands/quiz/inline-questions.ts'
import { standaloneQuestions } from '../../client/islands/quiz/questions.ts'
import { localTermDate, viabilityWeeks } from '../../core/calc/conventions.ts'
import { formatDate, formatDateRange, Temporal } from '../../core/calc/temporal.ts'
import type { Locale } from '../../core/i18n/locales.ts'
import type { MessageKey } from '../../core/i18n/message-key.ts'
import { localizedPath, routes } from '../../core/routes.ts'

/** What a native editor reads: every page of a language, and the results a visitor sees. */
const LMP = '2026-05-20'
const RESULTS = [
  ['pregnancy-calculator', `lmp=${LMP}&cycle=28`],
  ['due-date-calculator', `method=lmp&lmp=${LMP}`],
  // The fertile window 20–26 November (issue 46), the next cycle's calendar and the next two cycles.
  ['', 'lmp=2026-11-11&cycle=28'],
  // My cycles from a link: statistics, an irregular history, predictions and the log.
  ['my-cycles', 'periods=2026-03-02,2026-03-30,2026-05-05,-2026-06-01,2026-09-20,2026-10-17,2026-11-14'],
] as const

const formatMessage = (locale: Locale, id: MessageKey, values: Record<string, number>) =>
  messageFormatter(locale)(id, values)

const get = async (path: string) =>
  (await exports.default.fetch(new Request(`http://localhost${path}`))).text()

const INLINE = /^(a|abbr|b|bdi|code|em|i|kbd|small|span|strong|sub|sup|time|u)$/
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  nbsp: '\u00a0',
  '#x27': "'",
}

/** The text a reader sees, spaces kept as written (a no-break space stays one). */
function readerText(html: string): string {
  return (
    html
      .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, '\n')
      // Code (a URL, a query) is not prose: its punctuation follows no language.
      .replace(/<code\b[\s\S]*?<\/code>/g, ' ')
      .replace(/<head>[\s\S]*?<\/head>/, '\n')
      .replace(/<\/?([a-zA-Z0-9]+)[^>]*>/g, (_, tag: string) => (INLINE.test(tag.toLowerCase()) ? '' : '\n'))
      .replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (entity, name: string) => {
        if (name.startsWith('#x') && name !== '#x27')
          return String.fromCodePoint(Number.parseInt(name.slice(2), 16))
        if (name.startsWith('#') && !name.startsWith('#x')) return String.fromCodePoint(Number(name.slice(1)))
        return ENTITIES[name.toLowerCase()] ?? entity
      })
  )
}

/**
 * What a screen reader says for each day in a calendar's table of the month that starts on
 * `first`, found by its caption: the cell's words without its parts hidden from it.
 */
function spokenDays(html: string, locale: Locale, first: string): string[] {
  const month = formatDate(Temporal.PlainDate.from(first), locale, 'monthYear').toLowerCase()
  const table = [...html.matchAll(/<table>[\s\S]*?<\/table>/g)]
    .map(([markup]) => markup)
    .find(
      (markup) =>
        readerText(/<caption>([\s\S]*?)<\/caption>/.exec(markup)?.[1] ?? '')
          .trim()
          .toLowerCase() === month,
    )
  return [...(table ?? '').matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map(([, cell]) =>
    readerText((cell ?? '').replace(/<span aria-hidden="true">[\s\S]*?<\/span>/g, '')).trim(),
  )
}

const pagesOf = (locale: Locale) => [
  ...routes.map((route) => localizedPath(locale, route.slug)),
  ...RESULTS.map(([slug, query]) => `${localizedPath(locale, slug)}?${query}`),
]

/** Every place in `text` where `pattern` matches, with some context, for a readable failure. */
function found(text: string, pattern: RegExp): string[] {
  return [...text.matchAll(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`))].map((match) =>
    text.slice(Math.max(0, match.index - 30), match.index + match[0].length + 30).replace(/\n/g, ' ⏎ '),
  )
}

const MONTHS: Partial<Record<Locale, string>> = {
  fr: 'janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre',
  pt: 'janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro',
}

/** Typography that each language's editors require, as patterns that must not occur. */
const TYPOGRAPHY: Record<'fr' | 'ru' | 'es' | 'pt', Record<string, RegExp>> = {
  fr: {
    'an ordinary space before : ; ! ? or »': / [:;!?»]/,
    'no space before : ; ! ?': /[\p{L}\d)][;!?]|\p{L}:(?!\/\/)/u,
    'an ordinary space after «': /« /,
    'straight or English quotes instead of « »': /["“”]/,
    'a straight apostrophe instead of ’': /\p{L}'\p{L}/u,
    'the first of a month without « 1er »': new RegExp(`\\b1 (${MONTHS.fr})`),
    'ordinals written « ème », « ère » or « 2nd »': /\b\d+(ème|eme|ère|nd)\b/,
  },
  ru: {
    'straight or English quotes instead of «»': /["“”](?![^„]*“)/,
    'a spaced hyphen instead of a dash': / - /,
    'a year written twice in one range': /(\d{4}) г\. – \d+ \p{L}+ \1 г\./u,
  },
  es: {
    'straight quotes instead of « »': /"/,
    'a year written twice in one range': /de (\d{4}) – \d+ de \p{L}+ de \1/u,
  },
  pt: {
    'straight quotes instead of “ ”': /"/,
    'the first of a month without « 1º »': new RegExp(`\\b1 de (${MONTHS.pt})`),
    'a year written twice in one range': /de (\d{4}) – \d+ de \p{L}+ de \1/u,
  },
}

interface Glossary {
  language: string
  concepts: { concept: string; term: string; banned: string[] }[]
}
const GLOSSARIES: Record<'fr' | 'ru' | 'es' | 'pt', Glossary> = { fr, ru, es, pt }
const fold = (text: string) =>
  text
    .toLocaleLowerCase()
    .replace(/’/g, "'")
    .replace(/[\u00a0\u202f]/g, ' ')

describe("the native editors' rules, over every rendered page", () => {
  for (const [locale, glossary] of Object.entries(GLOSSARIES) as ['fr' | 'ru' | 'es' | 'pt', Glossary][]) {
    it(`${locale}: one term per concept (the glossary's banned variants appear nowhere) and the language's typography`, async () => {
      expect(glossary.language).toBe(locale)
      const problems: string[] = []
      for (const path of pagesOf(locale)) {
        const text = readerText(await get(path))
        const folded = fold(text)
        for (const { concept, banned } of glossary.concepts) {
          for (const variant of banned) {
            if (folded.includes(fold(variant))) problems.push(`${path}: "${variant}" (${concept})`)
          }
        }
        for (const [rule, pattern] of Object.entries(TYPOGRAPHY[locale])) {
          for (const context of found(text, pattern)) problems.push(`${path}: ${rule}: …${context}…`)
        }
      }
      expect(problems).toEqual([])
    })
  }
})

describe("each country's conventions, said where they differ", () => {
  const lmp = Temporal.PlainDate.from(LMP)

  it('French result pages show the 41 SA terme beside the 40 SA date, and which one the maternity uses', async () => {
    const t = messagesFor('fr')
    const term = localTermDate('fr', lmp)
    expect(term?.toString()).toBe(lmp.add({ days: 287 }).toString())
    for (const path of [
      `/fr/pregnancy-calculator?lmp=${LMP}&cycle=28`,
      `/fr/due-date-calculator?method=lmp&lmp=${LMP}`,
    ]) {
      const text = readerText(await get(path))
      expect(text).toContain(formatDate(lmp.add({ days: 280 }), 'fr'))
      expect(text).toContain(t['term.local'])
      expect(text).toContain(formatDate(lmp.add({ days: 287 }), 'fr'))
      expect(text).toContain(t['term.localNote'])
    }
    // Other languages keep the one 40-week date.
    for (const locale of ['en', 'ru', 'es', 'pt'] as const) {
      expect(localTermDate(locale, lmp)).toBeNull()
      const text = readerText(
        await get(`${localizedPath(locale, 'pregnancy-calculator')}?lmp=${LMP}&cycle=28`),
      )
      expect(text).not.toContain(messagesFor(locale)['term.local'])
    }
  })

  it('the Russian timeline puts viability at 22 weeks (order 1687н); the others at 24', async () => {
    expect(viabilityWeeks('ru')).toBe(22)
    const ru = readerText(await get(`/ru/pregnancy-calculator?lmp=${LMP}&cycle=28`))
    expect(ru).toMatch(new RegExp(`22 недели\\s*${messagesFor('ru')['timeline.w24.title']}`))
    expect(messagesFor('ru')['timeline.w24.description']).toContain('1687н')
    const en = readerText(await get(`/pregnancy-calculator?lmp=${LMP}&cycle=28`))
    expect(en).toMatch(new RegExp(`24 weeks\\s*${messagesFor('en')['timeline.w24.title']}`))
  })

  it('date ranges are written once, as the language writes them', async () => {
    // The fertile window of a 28-day cycle from 11 November 2026: 20 to 26 November (issue 46).
    const start = Temporal.PlainDate.from('2026-11-20')
    const end = Temporal.PlainDate.from('2026-11-26')
    const expected: Record<Locale, string> = {
      en: 'November 20 – 26, 2026',
      fr: '20–26 novembre 2026',
      ru: '20–26 ноября 2026 г.',
      // Spanish running text reads «del … al …» (review es.md minor 4).
      es: 'del 20 al 26 de noviembre de 2026',
      pt: '20 – 26 de novembro de 2026',
    }
    for (const [locale, range] of Object.entries(expected) as [Locale, string][]) {
      expect(formatDateRange(start, end, locale).replace(/[\u2009\u202f\u00a0]/g, ' ')).toBe(range)
      const text = readerText(await get(`${localizedPath(locale, '')}?lmp=2026-11-11&cycle=28`)).replace(
        /[\u2009\u202f\u00a0]/g,
        ' ',
      )
      expect(text, locale).toContain(range)
    }
    expect(
      formatDateRange(Temporal.PlainDate.from('2026-11-27'), Temporal.PlainDate.from('2026-12-02'), 'fr'),
    ).toBe('27 novembre – 2 décembre 2026')
    expect(formatDate(Temporal.PlainDate.from('2026-06-01'), 'pt')).toBe('1º de junho de 2026')
    expect(formatDate(Temporal.PlainDate.from('2026-06-01'), 'fr')).toBe('1er juin 2026')
  })
})

describe('labels that claim a fact say what their data is', () => {
  for (const locale of ['en', 'fr', 'ru', 'es', 'pt'] as const) {
    it(`${locale}: the next cycle's calendar marks the predicted period as the next one, not the last`, async () => {
      const t = messagesFor(locale)
      // A 28-day cycle from 11 November 2026: the next period on 9 December, the one after on 6 January.
      const html = await get(`${localizedPath(locale, '')}?lmp=2026-11-11&cycle=28`)
      const next = /<details class="next-cycle">[\s\S]*?<\/details>/.exec(html)?.[0] ?? ''
      expect(spokenDays(next, locale, '2026-12-01')).toContain(
        `9, ${t['ovulation.calendarLegendNextPeriod']}`,
      )
      expect(spokenDays(next, locale, '2027-01-01')).toContain(
        `6, ${t['ovulation.calendarLegendFollowingPeriod']}`,
      )
      expect(readerText(next)).not.toContain(t['ovulation.calendarLegendLastPeriod'])
      // This cycle's calendar still starts on the last period.
      const current = html.slice(0, html.indexOf('<details class="next-cycle">'))
      expect(spokenDays(current, locale, '2026-11-01')).toContain(
        `11, ${t['ovulation.calendarLegendLastPeriod']}`,
      )
    })

    it(`${locale}: each quiz's label counts the questions that quiz has`, async () => {
      const html = await get(localizedPath(locale, ''))
      const numbers = (text: string) => [...readerText(text).matchAll(/\d+/g)].map(([n]) => Number(n))
      const standalone = /<ol class="quiz-static">[\s\S]*?<\/ol>\s*<\/div>/.exec(html)?.[0] ?? ''
      const questions = standalone.match(/<h3>/g)?.length ?? 0
      expect(questions).toBe(standaloneQuestions.length)
      const intro = formatMessage(locale, 'quiz.standalone.intro', { count: standaloneQuestions.length })
      expect(readerText(html)).toContain(intro)
      expect(numbers(intro)).toEqual([questions])
      const inline = formatMessage(locale, 'quiz.inline.start', { count: inlineQuestions.length })
      expect(readerText(html)).toContain(inline)
      expect(numbers(inline)).toEqual([inlineQuestions.length])
    })
  }
})
