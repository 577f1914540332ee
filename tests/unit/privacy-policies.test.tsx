import { describe, expect, it } from 'vitest'
import type { PageContextValue } from '../../client/page-context.server.ts'
import type { Locale } from '../../core/i18n/locales.ts'
import { legalPageHtml, legalPageText, unsetPublisher } from './support/legal-page.tsx'

/**
 * One privacy policy per jurisdiction (issue 59, item 2): each names the controller from the
 * operator's configuration (the legal notice's values, decision 054), the legal basis of the
 * health data, the authority a reader complains to and the safeguard of the transfer to
 * Cloudflare; and the Russian one says where personal data go as `RU_DATA_STORAGE` makes it true
 * (decision 068).
 */

const unset = unsetPublisher
const policyHtml = (locale: Locale, context: Partial<PageContextValue> = {}) =>
  legalPageHtml('privacy', locale, context)
const policy = (locale: Locale, context: Partial<PageContextValue> = {}) =>
  legalPageText('privacy', locale, context)

/** Per language: a legal basis of the dates, the authority, and the transfer's safeguard, as written. */
const jurisdiction: Record<Locale, { basis: string; authority: string; safeguard: RegExp; notSet: string }> =
  {
    en: {
      notSet: 'has not yet set its name and address',
      basis: '9(2)(a)',
      authority: "Information Commissioner's Office",
      safeguard: /EU–US Data Privacy Framework.*standard contractual clauses/,
    },
    fr: {
      notSet: 'n’a pas encore renseigné son nom et son adresse',
      basis: 'art. 9, paragraphe 2, point a',
      authority: 'CNIL',
      safeguard: /Data Privacy Framework.*clauses contractuelles types/,
    },
    es: {
      notSet: 'todavía no ha configurado su nombre y su domicilio',
      basis: '9.2.a',
      authority: 'Agencia Española de Protección de Datos (www.aepd.es)',
      safeguard: /Marco de Privacidad de Datos UE-EE\. UU\..*cláusulas contractuales tipo/,
    },
    pt: {
      notSet: 'ainda não informou o nome e o endereço dele',
      basis: 'art. 11, I, da LGPD',
      authority: 'ANPD',
      safeguard: /cláusulas-padrão contratuais.*Resolução CD\/ANPD nº 19\/2024/,
    },
    ru: {
      notSet: 'ещё не указал своё имя или наименование и адрес',
      basis: 'ст. 9 и ст. 10 ч. 2 п. 1',
      authority: 'Роскомнадзор',
      safeguard: /ст\. 18 ч\. 5/,
    },
  }

describe('the privacy policy of each jurisdiction', () => {
  for (const [locale, { basis, authority, safeguard, notSet }] of Object.entries(jurisdiction) as [
    Locale,
    (typeof jurisdiction)[Locale],
  ][]) {
    it(`${locale}: names the configured controller, the legal basis, the authority and the safeguard`, () => {
      const text = policy(locale)
      expect(text).toContain('Example Publisher SAS')
      expect(text).toContain('1 rue de l’Exemple')
      expect(text).toContain('legal@example.com')
      expect(text).toContain(basis)
      expect(text).toContain(authority)
      expect(text).toMatch(safeguard)
    })

    it(`${locale}: without a configured publisher, says so and shows no empty field`, () => {
      const html = policyHtml(locale, { publisher: unset })
      expect(policy(locale, { publisher: unset })).toContain(notSet)
      expect(policy(locale, { publisher: unset })).toContain('support@example.com')
      // The details' list, and so any label without its value, is not there at all.
      expect(html).not.toContain('class="legal-notice"')
      expect(html).not.toMatch(/<dd>\s*<\/dd>/)
      expect(policy(locale)).not.toContain(notSet)
    })
  }

  it('pt: with no encarregado configured, the controller is the channel, with its contact', () => {
    expect(policy('pt')).toMatch(
      /o próprio controlador atende como canal de comunicação.*support@example\.com/,
    )
  })
})

describe('the Russian policy and storage in Russia (152-ФЗ ст. 18 ч. 5, ст. 12)', () => {
  it('without RU_DATA_STORAGE, says the Russian edition sends no personal data to the server', () => {
    const text = policy('ru')
    expect(text).toContain('Русская версия сайта не передаёт персональные данные на сервер для хранения')
    expect(text).not.toContain('расположенной на территории Российской Федерации:')
  })

  it('with it, names the storage and the notice to Роскомнадзор before any transfer abroad', () => {
    const text = policy('ru', { russianStorage: 'Example Hosting, Москва' })
    expect(text).toContain('расположенной на территории Российской Федерации: Example Hosting, Москва')
    expect(text).toContain('только после уведомления Роскомнадзора')
    expect(text).not.toContain('не передаёт персональные данные на сервер')
  })

  it('borrows no GDPR age limit', () => {
    expect(policy('ru')).not.toMatch(/16\s*лет/)
  })
})
