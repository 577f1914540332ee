import { describe, expect, it } from 'vitest'
import { catalogues, english } from '../../client/i18n/catalogues.server.ts'
import { locales } from '../../core/i18n/locales.ts'

/**
 * Values that are rightly the same as English in a language: brand names, codes, placeholders
 * only, and true cognates.
 */
const sameAsEnglish: Record<string, readonly string[]> = {
  all: [
    'brand.name',
    'language.en',
    'language.fr',
    'language.ru',
    'language.es',
    'language.pt',
    'notFound.code',
    'error.status',
    'ovulation.range',
    // A label and its colon: only French spaces it.
    'chart.pdf.label',
    // The hormone's symbol as a row's name in the chart (Russian writes ЛГ).
    'signs.chart.row.lh',
    'mail.request.line',
    // A phrase and its dates, placeholders and a colon: only French spaces it.
    'cycles.import.dates',
  ],
  fr: [
    'contactForm.messageLabel',
    'ovulation.cycleColumn',
    'blog.category.ovulation',
    'mail.ovulation.cycle',
    'mail.ovulation.ovulation',
    'chart.pdf.column.date',
    'chart.pdf.column.notes',
    'signs.chart.column.date',
    'signs.chart.row.date',
    'signs.chart.column.note',
    // French says "spotting" and "position" for these too.
    'signs.form.position',
    'signs.chart.bleeding.spotting',
  ],
  es: ['errors.viewTitle'],
  ru: [],
  pt: [],
}

describe('translations', () => {
  for (const locale of locales.filter((candidate) => candidate !== 'en')) {
    it(`${locale} translates every message (no English copies beyond the allow-list)`, () => {
      const catalogue = catalogues[locale] as Record<string, string>
      const allowed = new Set([...(sameAsEnglish.all ?? []), ...(sameAsEnglish[locale] ?? [])])
      const copies = Object.entries(english)
        .filter(([key, value]) => catalogue[key] === value && !allowed.has(key))
        .map(([key]) => key)
      expect(copies).toEqual([])
    })

    it(`${locale} is complete`, () => {
      expect(Object.keys(catalogues[locale]).sort()).toEqual(Object.keys(english).sort())
    })
  }
})
