import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser'
import { describe, expect, it } from 'vitest'
import { english as en, catalogues as parts } from '../../client/i18n/catalogues.server.ts'
import { routes } from '../../core/routes.ts'

const catalogues: Record<string, Record<string, string>> = parts

function argumentNames(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((element) => {
    if (element.type === TYPE.literal || element.type === TYPE.pound) return []
    if (element.type === TYPE.tag) return [`<${element.value}>`, ...argumentNames(element.children)]
    const nested =
      element.type === TYPE.plural || element.type === TYPE.select
        ? Object.values(element.options).flatMap((option) => argumentNames(option.value))
        : []
    return [element.value, ...nested]
  })
}

const placeholders = (message: string) => [...new Set(argumentNames(parse(message)))].sort()

describe('message catalogues', () => {
  for (const [locale, catalogue] of Object.entries(catalogues)) {
    it(`${locale} has exactly the keys of en`, () => {
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(en).sort())
    })

    it(`${locale} is valid ICU with the same placeholders as en`, () => {
      for (const [key, message] of Object.entries(catalogue)) {
        expect(() => parse(message), `${locale} ${key}`).not.toThrow()
        expect(placeholders(message), `${locale} ${key}`).toEqual(placeholders(en[key as keyof typeof en]))
      }
    })

    it(`${locale} has no empty message`, () => {
      for (const [key, message] of Object.entries(catalogue)) expect(message.trim(), key).not.toBe('')
    })
  }

  it('every route has its title, description, keywords and h1', () => {
    for (const route of routes) {
      for (const field of ['title', 'description', 'keywords', 'h1']) {
        expect(en, `${route.id}.${field}`).toHaveProperty([`${route.id}.${field}`])
      }
    }
  })

  it('holds the per-language page text fields of docs/product.md §3 for the home page', () => {
    const fields = [
      'title',
      'description',
      'keywords',
      'h1',
      'lead',
      'howItWorksHeading',
      'fertileWindowHeading',
      'fertilityTipsHeading',
      'faqHeading',
    ]
    for (const field of fields) expect(en).toHaveProperty([`home.${field}`])
    // The calculator's own texts belong to the calculator island, wherever it is placed.
    expect(en['ovulation.title']).toBe('Calculate Your Ovulation')
    expect(en['ovulation.lastPeriodLabel']).toBe('First day of last period')
    expect(en['calc.cycleLengthLabel']).toBe('Average cycle length')
    expect(en['ovulation.calculateButton']).toBe('Calculate Ovulation')
  })
})
