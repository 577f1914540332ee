import { describe, expect, it } from 'vitest'
import type { PageContextValue } from '../../client/page-context.server.ts'
import { type Locale, locales } from '../../core/i18n/locales.ts'
import { localizedPath } from '../../core/routes.ts'
import { legalPageHtml, legalPageText, unsetPublisher } from './support/legal-page.tsx'

/**
 * The terms of service of each language name who "we" are as the privacy policy names the
 * controller and the legal notice the publisher: from the same operator's vars (issue 59, item 3;
 * decision 054), through the same `<Controller>`, and link the legal notice, where those details
 * are in full and where the governing law's jurisdiction is read from.
 */

const unset = unsetPublisher
const termsHtml = (locale: Locale, context: Partial<PageContextValue> = {}) =>
  legalPageHtml('terms', locale, context)
const terms = (locale: Locale, context: Partial<PageContextValue> = {}) =>
  legalPageText('terms', locale, context)

/** What each language's terms say while the operator has not set its name and address. */
const notSet: Record<Locale, string> = {
  en: 'has not yet set its name and address',
  fr: 'n’a pas encore renseigné son nom et son adresse',
  es: 'todavía no ha configurado su nombre y su domicilio',
  pt: 'ainda não informou o nome e o endereço dele',
  ru: 'ещё не указал своё имя или наименование и адрес',
}

/** Links to the legal notice, in the page's language. */
const legalNoticeLinks = (html: string, locale: Locale) =>
  html.split(`href="${localizedPath(locale, 'legal-notice')}"`).length - 1

describe('the terms of service of each language', () => {
  for (const locale of locales) {
    it(`${locale}: names the configured publisher and links the legal notice`, () => {
      const html = termsHtml(locale)
      const text = terms(locale)
      expect(text).toContain('Example Publisher SAS')
      expect(text).toContain('1 rue de l’Exemple')
      expect(text).toContain('75000 Paris')
      expect(html).toContain('href="mailto:legal@example.com"')
      expect(html).toContain('class="legal-notice"')
      expect(text).not.toContain(notSet[locale])
      // Once where "we" are defined, once where the governing law's jurisdiction is read from.
      expect(legalNoticeLinks(html, locale)).toBeGreaterThanOrEqual(2)
    })

    it(`${locale}: without a configured publisher, says so, gives the support address and shows no empty field`, () => {
      const html = termsHtml(locale, { publisher: unset })
      const text = terms(locale, { publisher: unset })
      expect(text).toContain(notSet[locale])
      expect(text).toContain('support@example.com')
      expect(text).not.toContain('Example Publisher SAS')
      expect(html).not.toContain('class="legal-notice"')
      expect(html).not.toMatch(/<dd>\s*<\/dd>/)
      expect(legalNoticeLinks(html, locale)).toBeGreaterThanOrEqual(2)
    })
  }
})
