import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { messagesFor } from '../../client/i18n/messages.server.ts'
import { EMERGENCY } from '../../core/calc/country-care.ts'
import { locales } from '../../core/i18n/locales.ts'
import { localizedPath } from '../../core/routes.ts'
import { today } from './clock.ts'

/**
 * Each language's emergency numbers and where to go, from the one place for what differs by
 * country (core/calc/country-care.ts, decision 053), as a reader finds them: on the disclaimer
 * page and in the red flags of a pregnancy result the page is sent with (issue 48). The weekly
 * e-mails are checked in tests/unit/country-care.test.tsx.
 */

const get = async (path: string) => {
  const response = await exports.default.fetch(new Request(`http://localhost${path}`))
  expect(response.status, path).toBe(200)
  return response.text()
}

/** What a reader reads: no markup, no scripts, entities decoded, spaces as one. */
const visible = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/\s+/g, ' ')

const number = (n: string) => new RegExp(`(^|[^\\d])${n}([^\\d]|$)`)

describe('whom to call and where to go, in each language, where a reader looks (issue 48)', () => {
  for (const locale of locales) {
    const { numbers, phrase, place } = EMERGENCY[locale]
    const calls = numbers.length ? numbers.join(' or ') : phrase

    it(`${locale}: the disclaimer gives ${calls}, and ${place.name} or the nearest emergency service`, async () => {
      const html = await get(localizedPath(locale, 'disclaimer'))
      // The paragraph that says what to do in an emergency: the first to give the number (or phrase).
      const paragraphs = [...html.matchAll(/<p[\s>][\s\S]*?<\/p>/g)].map(([paragraph]) => visible(paragraph))
      const says = (text: string) =>
        numbers[0] ? number(numbers[0]).test(text) : text.includes(phrase ?? '')
      const text = paragraphs.find(says) ?? ''
      for (const n of numbers) expect(text).toMatch(number(n))
      if (phrase) expect(text).toContain(phrase)
      // The international edition's disclaimer sends a reader to the nearest emergency department;
      // its results to the maternity unit.
      if (locale !== 'en') expect(text).toMatch(place.pattern)
    })

    it(`${locale}: the red flags of a pregnancy result give ${calls}, and ${place.name}`, async () => {
      // A pregnancy of 30 weeks on the injected today: the red flags of the third trimester.
      const lmp = today.subtract({ days: 30 * 7 })
      const html = await get(`${localizedPath(locale, 'pregnancy-calculator')}?lmp=${lmp}&cycle=28`)
      const result = visible(html.slice(html.indexOf('class="result-panel"')))
      const t = messagesFor(locale) as Record<string, string>
      expect(result).toContain(visible(t['pregnancyWarning.emergency'] ?? ''))
      const emergency = visible(t['pregnancyWarning.emergency'] ?? '')
      for (const n of numbers) expect(emergency, locale).toMatch(number(n))
      if (phrase) expect(emergency).toContain(phrase)
      expect(visible(`${t['pregnancyWarning.intro']} ${emergency}`)).toMatch(place.pattern)
    })
  }
})
