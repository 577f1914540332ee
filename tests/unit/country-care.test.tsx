import { describe, expect, it } from 'vitest'
import { catalogues } from '../../client/i18n/catalogues.server.ts'
import {
  ANOMALY_SCAN,
  ANTI_D,
  type Cited,
  EMERGENCY,
  FIRST_SCREENING,
  GLUCOSE_TEST,
  lookup,
  PERTUSSIS,
  RSV_VACCINE,
  scheduleBodies,
  TERM,
  VIABILITY,
} from '../../core/calc/country-care.ts'
import { weekSources } from '../../core/calc/pregnancy-weeks.ts'
import { Temporal } from '../../core/calc/temporal.ts'
import { TWIN_BIRTH } from '../../core/calc/twins.ts'
import { type Locale, locales } from '../../core/i18n/locales.ts'
import type { MessageKey } from '../../core/i18n/message-key.ts'
import { renderMail } from '../../worker/mail/render.tsx'
import type { MailFooter } from '../../worker/mail/templates/MailLayout.tsx'
import { WeeklyMail } from '../../worker/mail/templates/WeeklyMail.tsx'

/**
 * The texts say the facts of `core/calc/country-care.ts`, the one place for the care facts that
 * differ by country (issue 48, decision 053): the emergency numbers and where to go, the
 * whooping-cough vaccine's weeks, the scan windows, each in the weekly e-mails and the due-date
 * checklist that carry them; and no UK-only advice outside the English edition.
 */

const translated = locales.filter((locale) => locale !== 'en')
const text = (locale: Locale, key: string) =>
  (catalogues[locale] as Record<string, string | undefined>)[key] ?? ''

/**
 * The weekly e-mails (and the due-date checklist) that say whom to call in an emergency, in each
 * language: the country's first emergency number must be in each, and where to go.
 */
const EMERGENCY_TEXTS: Record<Locale, { number: MessageKey[]; place: MessageKey[] }> = {
  en: { number: [], place: ['week.24.feel', 'week.28.feel', 'week.36.feel', 'mail.dueDate.t3.3'] },
  fr: {
    number: ['week.4.feel', 'week.36.tip'],
    place: ['week.24.feel', 'week.28.feel', 'week.36.feel', 'mail.dueDate.t3.3'],
  },
  ru: {
    number: [
      'week.24.feel',
      'week.28.feel',
      'week.32.feel',
      'week.35.tip',
      'week.36.feel',
      'mail.dueDate.t3.3',
    ],
    place: ['week.24.feel', 'week.28.feel', 'week.36.feel', 'mail.dueDate.t3.3'],
  },
  es: {
    number: ['week.36.tip'],
    place: ['week.4.feel', 'week.24.feel', 'week.28.feel', 'week.36.feel', 'mail.dueDate.t3.3'],
  },
  pt: {
    number: ['week.36.tip'],
    place: ['week.24.feel', 'week.28.feel', 'week.36.tip', 'mail.dueDate.t3.3'],
  },
}

/** The texts that state the whooping-cough vaccine's weeks, in each language that names them. */
const PERTUSSIS_TEXTS: Partial<Record<Locale, MessageKey[]>> = {
  en: ['mail.dueDate.t2.2'],
  fr: ['week.16.appointment', 'week.20.appointment', 'mail.dueDate.t2.2'],
  es: ['week.16.appointment', 'week.27.appointment', 'mail.dueDate.t2.2'],
  pt: ['week.16.appointment', 'week.27.appointment', 'mail.dueDate.t2.2'],
}

/** The texts that state the anomaly scan's window, and the first screening's. */
const SCAN_TEXTS: Partial<Record<Locale, MessageKey[]>> = {
  en: ['mail.dueDate.t2.1'],
  fr: ['week.20.appointment', 'mail.dueDate.t2.1', 'visualizer.w20.description', 'timeline.w20.description'],
  ru: ['week.16.appointment', 'week.20.appointment', 'mail.dueDate.t2.1'],
  es: ['week.20.appointment', 'mail.dueDate.t2.1'],
}
const SCREENING_TEXTS: Partial<Record<Locale, MessageKey[]>> = {
  ru: ['week.10.appointment', 'mail.dueDate.t1.3'],
  es: ['week.10.appointment', 'mail.dueDate.t1.3'],
}

/** What names the vaccine in each language. */
const PERTUSSIS_WORD: Record<Locale, RegExp> = {
  en: /whooping cough|pertussis/i,
  fr: /coqueluche/i,
  ru: /коклюш/i,
  es: /tosferina|tos ferina/i,
  pt: /coqueluche|dTpa/i,
}

/** Each sentence of the weekly series and the due-date guide that names the vaccine, with its key. */
const vaccineSentences = (locale: Locale) =>
  Object.entries(catalogues[locale] as Record<string, string>)
    .filter(([key]) => /^(week\.|mail\.dueDate\.)/.test(key))
    .flatMap(([key, value]) => value.split(/(?<=[.!?])\s+/).map((sentence) => [key, sentence] as const))
    .filter(([, sentence]) => PERTUSSIS_WORD[locale].test(sentence))

const figure = (n: number) => new RegExp(`(^|[^\\d])${n}([^\\d]|$)`)

describe('every country fact names its source, with a year, and the day it was checked', () => {
  const tables = {
    EMERGENCY,
    PERTUSSIS,
    ANOMALY_SCAN,
    FIRST_SCREENING,
    GLUCOSE_TEST,
    ANTI_D,
    RSV_VACCINE,
    TERM,
    TWIN_BIRTH,
    VIABILITY,
  }
  for (const [name, table] of Object.entries(tables)) {
    it(name, () => {
      for (const [locale, fact] of Object.entries(table as Record<string, Cited>)) {
        expect(fact.checked, `${name}.${locale}`).toMatch(/^\d{4}-\d{2}-\d{2}$/)
        // The international edition's emergency line is a rule, not a country's law.
        if (!(name === 'EMERGENCY' && locale === 'en'))
          expect(fact.source, `${name}.${locale}`).toMatch(/(19|20)\d{2}/)
      }
    })
  }

  it('the English edition names no country’s emergency number; every other edition its own', () => {
    expect(EMERGENCY.en.numbers).toEqual([])
    for (const locale of translated) expect(EMERGENCY[locale].numbers.length, locale).toBeGreaterThan(0)
  })
})

describe('the weekly e-mails and the due-date checklist say whom to call and where to go', () => {
  for (const locale of locales) {
    const { numbers, phrase, place } = EMERGENCY[locale]
    it(`${locale}: ${numbers.join(', ') || phrase}, and ${place.name}`, () => {
      for (const key of EMERGENCY_TEXTS[locale].number) {
        expect(text(locale, key), key).toMatch(figure(Number(numbers[0])))
      }
      for (const key of EMERGENCY_TEXTS[locale].place) expect(text(locale, key), key).toMatch(place.pattern)
    })
  }
})

describe('the whooping-cough vaccine, the scans and the screening, at the weeks the country sets', () => {
  for (const locale of locales) {
    it(`${locale}: the vaccine's weeks`, () => {
      const fact = lookup(PERTUSSIS, locale)
      for (const key of PERTUSSIS_TEXTS[locale] ?? []) {
        const said = text(locale, key)
        expect(said, key).toMatch(PERTUSSIS_WORD[locale])
        expect(said, key).toMatch(figure(fact?.fromWeek ?? Number.NaN))
        if (fact?.toWeek) expect(said, key).toMatch(figure(fact.toWeek))
        if (fact?.best) for (const week of fact.best) expect(said, key).toMatch(figure(week))
        // The international edition says where the US differs.
        if (fact?.alsoUS)
          for (const week of [fact.alsoUS.fromWeek, fact.alsoUS.toWeek ?? 0])
            expect(said, key).toMatch(figure(week))
      }
    })

    it(`${locale}: the scan and screening windows`, () => {
      for (const [table, keys] of [
        [ANOMALY_SCAN, SCAN_TEXTS],
        [FIRST_SCREENING, SCREENING_TEXTS],
      ] as const) {
        const fact = lookup(table, locale)
        for (const key of keys[locale] ?? []) {
          expect(fact, `${locale} states a window the module does not hold: ${key}`).toBeDefined()
          expect(text(locale, key), key).toMatch(figure(fact?.fromWeek ?? Number.NaN))
          expect(text(locale, key), key).toMatch(figure(fact?.toWeek ?? Number.NaN))
        }
      }
    })
  }

  it('fr: the glucose test at 24–28 SA for women with a risk factor, anti-D at 28 SA', () => {
    const glucose = GLUCOSE_TEST.fr
    const antiD = ANTI_D.fr
    const week24 = text('fr', 'week.24.appointment')
    expect(week24).toMatch(/HGPO/)
    expect(week24).toMatch(figure(glucose?.fromWeek ?? Number.NaN))
    expect(week24).toMatch(figure(glucose?.toWeek ?? Number.NaN))
    if (glucose?.forWhom === 'risk factors') expect(week24).toMatch(/facteurs de risque/)
    expect(text('fr', 'week.28.appointment')).toMatch(new RegExp(`anti-D[^.]*${antiD?.week}[\\s\u202f]?SA`))
  })

  it('pt: every text on the RSV vaccine gives its week and sends the reader to her UBS', () => {
    const fromWeek = RSV_VACCINE.pt?.fromWeek ?? Number.NaN
    const said = Object.entries(catalogues.pt as Record<string, string>).filter(
      ([key, value]) => /^(week\.|mail\.dueDate\.|timeline\.)/.test(key) && /\bVSR\b/.test(value),
    )
    expect(said.map(([key]) => key).sort()).toEqual([
      'mail.dueDate.t3.1',
      'timeline.w28.description',
      'week.28.appointment',
    ])
    for (const [key, value] of said) {
      expect(value, key).toMatch(figure(fromWeek))
      expect(value, key).toMatch(/unidade básica de saúde/)
    }
  })

  it('no sentence on the vaccine gives a week outside the country’s window', () => {
    for (const locale of translated) {
      const fact = lookup(PERTUSSIS, locale)
      for (const [key, sentence] of vaccineSentences(locale)) {
        const from = fact?.fromWeek ?? Number.POSITIVE_INFINITY
        for (const match of sentence.matchAll(/\d+/g))
          expect(Number(match[0]), `${locale} ${key}: "${sentence}"`).toSatisfy(
            (week: number) => week >= from && week <= (fact?.toWeek ?? 42),
          )
      }
    }
  })
})

describe('no UK-only advice outside the English edition (issue 48)', () => {
  for (const locale of translated) {
    it(`${locale}: no "from 16 weeks" whooping cough, no NHS, in the weekly series and the due-date guide`, () => {
      for (const [key, value] of Object.entries(catalogues[locale] as Record<string, string>)) {
        if (!/^(week\.|mail\.dueDate\.|mail\.weekly\.)/.test(key)) continue
        expect(value, key).not.toMatch(/\bNHS\b|NICE|RCOG/)
      }
      for (const [key, sentence] of vaccineSentences(locale)) expect(sentence, key).not.toMatch(figure(16))
      // Russia's texts name no week for it: they ask which vaccines are recommended.
      if (locale === 'ru')
        for (const [key, value] of Object.entries(catalogues.ru as Record<string, string>))
          if (/^(week\.|mail\.)/.test(key)) expect(value, key).not.toMatch(PERTUSSIS_WORD.ru)
    })
  }
})

describe('the weekly e-mails name the country’s sources beside NHS and ACOG', () => {
  const footer: MailFooter = {
    why: 'mail.footer.why',
    eraseUrl: 'https://fertilitycalc.org/unsubscribe?token=u1.0.0.x',
    eraseLabel: 'mail.footer.stop',
  }
  const mail = (locale: Locale, week: number) =>
    renderMail(
      <WeeklyMail
        week={week}
        dueDate={Temporal.PlainDate.from('2027-03-01')}
        first={false}
        stopUrl="https://fertilitycalc.org/"
        changeDueUrl="https://fertilitycalc.org/"
        site="fertilitycalc.org"
        footer={footer}
      />,
      locale,
    )

  it('English keeps NHS and ACOG alone', async () => {
    const { text: plain } = await mail('en', 16)
    expect(plain).toContain(`Source: ${weekSources[16]}`)
    expect(scheduleBodies('en')).toBe('')
  })

  for (const locale of translated) {
    it(`${locale}: weeks 16, 20, 28 and 36 name ${scheduleBodies(locale) || 'its bodies'}`, async () => {
      const bodies = scheduleBodies(locale)
      expect(bodies.length, locale).toBeGreaterThan(0)
      for (const week of [16, 20, 28, 36]) {
        const { text: plain } = await mail(locale, week)
        expect(plain, `${locale} week ${week}`).toContain(bodies)
        expect(plain, `${locale} week ${week}`).toContain(weekSources[week] ?? 'NHS')
      }
    })
  }

  it('the bodies named are those of the facts in the module', () => {
    expect(scheduleBodies('fr')).toBe('HAS, SFR, CNGOF')
    expect(scheduleBodies('es')).toBe('Ministerio de Sanidad, SEGO')
    expect(scheduleBodies('pt')).toBe('Ministério da Saúde')
    expect(scheduleBodies('ru')).toBe('Минздрав России')
  })
})
