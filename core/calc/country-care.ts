import type { Locale } from '../i18n/locales.ts'

/**
 * The one place for the care facts that differ by country (decision 053): each language's pages,
 * results and e-mails follow one country (en: international, fr: France, ru: Russia, es: Spain,
 * pt: Brazil; decision 025), and where that country's practice differs from another's, the fact
 * and what it rests on live here, once.
 *
 * Every fact names its source (the guideline, law or official page, and its year) and the day it
 * was checked against that source (`checked`). A fact that could not be checked is not here: its
 * text says less instead. The catalogues state these facts in words; `tests/unit/country-care.test.tsx`
 * and `tests/worker/country-care.test.ts` keep the words and the facts in agreement.
 *
 * The table is kept by fact, each keyed by language, so that a browser bundle that needs one fact
 * (the French terme, a milestone's week) carries only that one.
 */

/** What a fact rests on: its source, with the year, and the day it was checked against it. */
export interface Cited {
  /** The body that issued the source, by its usual short name, where it sets care (not a phone number). */
  body?: string
  source: string
  /** ISO date of the day the fact was checked against `source`. */
  checked: string
}

/** The day the facts below were checked against their sources (issue 48). */
const CHECKED = '2026-11-28'

/**
 * Whom to call in an emergency and where to go, as the country's texts say it. `numbers` are
 * the numbers the texts give, the first being the one the weekly e-mails repeat; none in the
 * international edition, which says "your local emergency number" and names 911, 999 and 112
 * beside it (`phrase`). `place` is where a
 * pregnant woman goes without waiting, named as the texts name it (`pattern` finds it in any of
 * the language's grammatical forms).
 */
export interface Emergency extends Cited {
  numbers: readonly string[]
  phrase?: string
  place: { name: string; pattern: RegExp }
}

export const EMERGENCY: Record<Locale, Emergency> = {
  en: {
    numbers: [],
    phrase:
      'your local emergency number (911 in the United States, 999 in the United Kingdom, 112 across the European Union)',
    place: { name: 'maternity unit', pattern: /maternity unit/ },
    // The international edition has no one number: it names the local one with the three most of
    // its readers dial (issue 59, item 2), never one of them alone, which a reader elsewhere would
    // dial wrongly; the weekly e-mails repeat none.
    source: 'International edition: the local number, with 911 (US), 999 (UK) and 112 (EU) named',
    checked: CHECKED,
  },
  fr: {
    numbers: ['15', '112'],
    place: { name: 'maternité', pattern: /maternité/ },
    source:
      'Service-Public.fr (DILA), « Numéros d’urgence » (vérifié le 10/09/2019) : le 15 (Samu) pour une urgence médicale, le 112 dans toute l’Union européenne, gratuits',
    checked: CHECKED,
  },
  ru: {
    numbers: ['103', '112'],
    place: { name: 'родильный дом', pattern: /родильн(ый|ого|ом) дом/ },
    source:
      'Приказ Минкомсвязи России от 20.11.2013 № 360 (103 — скорая медицинская помощь, с любого телефона); Федеральный закон от 30.12.2020 № 488-ФЗ «Об обеспечении вызова экстренных оперативных служб по единому номеру „112“»',
    checked: CHECKED,
  },
  es: {
    numbers: ['112'],
    place: { name: 'urgencias', pattern: /urgencias/ },
    source:
      'Real Decreto 903/1997, de 16 de junio (BOE núm. 153): el 112, número de llamada de urgencia, gratuito',
    checked: CHECKED,
  },
  pt: {
    numbers: ['192'],
    place: { name: 'maternidade', pattern: /maternidade/ },
    source:
      'Ministério da Saúde, «Serviço de Atendimento Móvel de Urgência (SAMU 192)» (2019): ligação gratuita pelo 192, inclusive urgências obstétricas',
    checked: CHECKED,
  },
}

/**
 * The whooping-cough (pertussis) vaccine in pregnancy: from which week (completed weeks), and
 * until which where the country sets an end; `best` is the window the country prefers. The
 * English edition states the UK's and the US's timings side by side (`alsoUS`). Russia has no
 * entry: its national calendar was not checked to name a week, and its texts ask which vaccines
 * are recommended, naming none.
 */
export interface Pertussis extends Cited {
  fromWeek: number
  toWeek?: number
  best?: readonly [number, number]
}

export const PERTUSSIS: Partial<Record<Locale, Pertussis & { alsoUS?: Pertussis }>> = {
  en: {
    fromWeek: 16,
    body: 'NHS',
    source:
      'NHS, "Whooping cough vaccination in pregnancy" (nhs.uk, as NHS practices publish it in 2024): from 16 weeks, usually around the 20-week scan, best before 32 weeks',
    checked: CHECKED,
    alsoUS: {
      fromWeek: 27,
      toWeek: 36,
      body: 'CDC',
      source:
        'CDC, ACIP recommendation (2012): Tdap in every pregnancy at 27 to 36 weeks, early in that window',
      checked: CHECKED,
    },
  },
  fr: {
    fromWeek: 20,
    toWeek: 36,
    body: 'HAS',
    source:
      'HAS, « Recommandation vaccinale contre la coqueluche chez la femme enceinte » (avril 2022) : entre 20 et 36 SA, à chaque grossesse',
    checked: CHECKED,
  },
  es: {
    fromWeek: 27,
    best: [27, 28],
    body: 'Ministerio de Sanidad',
    source:
      'Ministerio de Sanidad, «Vacunación frente a tosferina en embarazadas» (calendario común de vacunación a lo largo de toda la vida; preguntas y respuestas, noviembre de 2020): a partir de la semana 27, preferentemente en la 27 o la 28, en cada embarazo',
    checked: CHECKED,
  },
  pt: {
    fromWeek: 20,
    body: 'Ministério da Saúde',
    source:
      'Ministério da Saúde, Programa Nacional de Imunizações, «Calendário Nacional de Vacinação da Gestante» (versão que remete ao Manual dos CRIE, 6ª ed., 2023): dTpa a partir da 20ª semana, uma dose a cada gestação',
    checked: CHECKED,
  },
}

/**
 * The RSV (VSR) vaccine in pregnancy, where the country's public system gives it to every pregnant
 * woman from a week. Brazil: the Ministry's distribution began on 2 December 2025; municipalities
 * called women from 28 weeks or, while doses were few, from 34–35 weeks first, so the texts send
 * the reader to her UBS for where and when.
 */
export const RSV_VACCINE: Partial<Record<Locale, { fromWeek: number } & Cited>> = {
  pt: {
    fromWeek: 28,
    body: 'Ministério da Saúde',
    source:
      'Ministério da Saúde, vacina contra o vírus sincicial respiratório para gestantes a partir da 28ª semana, dose única a cada gestação, distribuída aos estados desde 2 de dezembro de 2025, como a repetem as secretarias municipais de saúde (Três Lagoas, 5 de dezembro de 2025; Angra dos Reis; Osório, 12 de dezembro de 2025); não lido em gov.br',
    checked: '2026-11-30',
  },
}

/** A scan or screening window in weeks of pregnancy, as the texts give it. */
export interface Window extends Cited {
  fromWeek: number
  toWeek: number
}

/**
 * The second-trimester (anomaly, morphology) scan. France states one week (22 SA): its window is
 * that week. Brazil's 20–24 weeks could be found only in clinics' pages, not in the Ministry's or
 * FEBRASGO's: it is not here.
 */
export const ANOMALY_SCAN: Partial<Record<Locale, Window>> = {
  en: {
    fromWeek: 18,
    toWeek: 21,
    body: 'NHS',
    source:
      'NHS, "20-week screening scan" (between 18 and 21 weeks); UK NSC, "Screening in pregnancy: 20-week screening scan" (GOV.UK, 2019, updated 2025: 18+0 to 20+6)',
    checked: CHECKED,
  },
  fr: {
    fromWeek: 22,
    toWeek: 22,
    body: 'SFR',
    source:
      'SFR, guide ADERIM « Suivi de la femme enceinte » (mise à jour 2025) : trois échographies systématiques, à 12, 22 et 32 SA',
    checked: CHECKED,
  },
  ru: {
    fromWeek: 18,
    toWeek: 21,
    body: 'Минздрав России',
    // 1130н set 19–21 weeks; 747н, which replaced it from 2026, gives 18+0–20+6 in a third-party
    // extract not checked against its official text (issue 59, review ru M1). The texts say less:
    // the span of both, the exact week being the doctor's.
    source:
      'Приказ Минздрава России от 20.10.2020 № 1130н: скрининговое УЗИ на сроке 19–21 неделя; приказ от 19.12.2025 № 747н, заменивший его с 2026 года: 18+0–20+6 (по перепечатке ezobgyn.ru/orders/747; официальный текст не сверен)',
    checked: '2026-11-30',
  },
  es: {
    fromWeek: 18,
    toWeek: 22,
    body: 'SEGO',
    source:
      'SEGO, «Guía de la sistemática de la exploración ecográfica del segundo trimestre» (Prog Obstet Ginecol, 2015): alrededor de la semana 20, entre la 18.ª y la 22.ª',
    checked: CHECKED,
  },
}

/** The first-trimester screening (scan and blood test), where its window was checked. */
export const FIRST_SCREENING: Partial<Record<Locale, Window>> = {
  ru: {
    fromWeek: 11,
    toWeek: 14,
    body: 'Минздрав России',
    source:
      'Приказ Минздрава России от 20.10.2020 № 1130н: скрининговые УЗИ на сроках 11–14 и 19–21 неделя. С 2026 года порядок оказания медицинской помощи по профилю «акушерство и гинекология» утверждён приказом от 19.12.2025 № 747н (по перепечатке ezobgyn.ru/orders/747; официальный текст не сверен)',
    checked: CHECKED,
  },
  // The scan of the combined screening; its blood test's weeks vary by hospital, so the texts
  // name no window for it (review es, minor 18).
  es: {
    fromWeek: 11,
    toWeek: 13,
    body: 'SEGO',
    source:
      'SEGO, «Exploración ecográfica del primer trimestre» (Guías prácticas de asistencia, Prog Obstet Ginecol, 2015): entre las 11+0 y las 13+6 semanas',
    checked: '2026-11-29',
  },
}

/**
 * Screening for gestational diabetes, where its window and whom it is for were checked: France
 * offers the glucose test (HGPO) at 24–28 SA only to women with a risk factor. Spain's universal
 * O'Sullivan test, Brazil's TOTG and Russia's ПГТТ are stated by their texts but were not found in
 * their sources here: they are not in this table.
 */
export const GLUCOSE_TEST: Partial<Record<Locale, Window & { forWhom: 'all' | 'risk factors' }>> = {
  fr: {
    fromWeek: 24,
    toWeek: 28,
    forWhom: 'risk factors',
    body: 'CNGOF',
    source:
      'CNGOF et SFD, Recommandations pour la pratique clinique « Le diabète gestationnel » (2010) : HGPO 75 g entre 24 et 28 SA, réservée aux femmes ayant un facteur de risque',
    checked: CHECKED,
  },
}

/**
 * Anti-D for a rhesus-negative mother, where the country's schedule was checked: France gives one
 * systematic injection at 28 SA when the baby is (or may be) RhD positive, none when fetal
 * genotyping shows a RhD-negative baby twice.
 */
export const ANTI_D: Partial<Record<Locale, { week: number } & Cited>> = {
  fr: {
    week: 28,
    body: 'CNGOF',
    source:
      'CNGOF, « Prévention de l’allo-immunisation Rhésus D chez les patientes de groupe Rhésus D négatif » (RPC, mise à jour 2017) : prophylaxie systématique à 28 SA si le fœtus est RhD positif',
    checked: CHECKED,
  },
}

/**
 * The due date French maternity units set: 41 SA + 0, 287 days after the last period, 7 days
 * after Naegele's 40 weeks (decision 025). Elsewhere, the 40-week date.
 */
export const TERM: Partial<Record<Locale, { days: number } & Cited>> = {
  fr: {
    days: 287,
    body: 'CNGOF',
    source:
      'CNGOF, Recommandations pour la pratique clinique « Grossesse prolongée et terme dépassé » (2011)',
    checked: CHECKED,
  },
}

// The twin planned-birth windows a country's college sets (France: the CNGOF) live beside NICE's
// and ACOG's in core/calc/twins.ts (TWIN_BIRTH): only the twins' islands load them there.

/**
 * The week of the viability milestone: where the country has a legal criterion, that week (Russia:
 * 22, the medical criterion of birth); elsewhere 24, the upper end of BAPM's 22–24 weeks, the
 * milestone's text saying that survival becomes possible from about 22–24 weeks (decision 050).
 */
export const VIABILITY: Record<Locale, { weeks: number } & Cited> = {
  en: bapm(),
  fr: bapm(),
  ru: {
    weeks: 22,
    source:
      'Приказ Минздравсоцразвития России от 27.12.2011 № 1687н «О медицинских критериях рождения, форме документа о рождении и порядке его выдачи»',
    checked: CHECKED,
  },
  es: bapm(),
  pt: bapm(),
}

function bapm() {
  return {
    weeks: 24,
    source: 'BAPM, "Perinatal management of extreme preterm birth before 27 weeks of gestation" (2019)',
    checked: CHECKED,
  }
}

/**
 * The bodies behind a country's schedule facts above (vaccine, scans, screening, glucose test,
 * anti-D, due date), named
 * on the weekly e-mails beside the bodies the weeks' general facts come from (NHS, ACOG); '' for
 * English, whose schedule is the NHS's and ACOG's.
 */
export function scheduleBodies(language: string): string {
  if (language === 'en') return ''
  const facts = [PERTUSSIS, ANOMALY_SCAN, FIRST_SCREENING, GLUCOSE_TEST, ANTI_D, TERM].map((table) =>
    lookup<Cited>(table, language),
  )
  return [...new Set(facts.flatMap((fact) => (fact?.body ? [fact.body] : [])))].join(', ')
}

/** Looked up by a page's or a mail's language, which may be any string. */
export function lookup<T>(table: Partial<Record<Locale, T>>, language: string): T | undefined {
  return (table as Partial<Record<string, T>>)[language]
}

/**
 * The national facts the translated articles add to the English page's, each with the figures
 * it brings (a law's number and year, an age limit, a dose) and its source: a translation may
 * state a figure the English page has not only when it is one of these
 * (`tests/worker/content.test.ts`), so no number reaches a country's reader without its source.
 * `fact` says, in English, what the article states.
 */
export interface NationalFact extends Cited {
  fact: string
  figures: readonly string[]
}

/** The day the national facts below were read against their sources (issue 59). */
const NATIONAL_CHECKED = '2026-11-29'

export const NATIONAL_FACTS: Partial<Record<Locale, readonly NationalFact[]>> = {
  ru: [
    {
      fact: 'Folic acid 400–800 µg a day from before conception to 12 weeks; many supplements carry 800 µg',
      figures: ['800', '2023'],
      source:
        'Клинические рекомендации «Нормальная беременность» (РОАГ, одобрены Научно-практическим советом Минздрава России, 2023)',
      checked: NATIONAL_CHECKED,
    },
    {
      fact: 'A single woman has the right to assisted reproduction',
      figures: ['55', '323'],
      source: 'Федеральный закон от 21.11.2011 № 323-ФЗ «Об основах охраны здоровья граждан», ст. 55',
      checked: NATIONAL_CHECKED,
    },
    {
      fact: 'How assisted reproduction is used, its contraindications and limits',
      figures: ['803', '31.07', '2020'],
      source:
        'Приказ Минздрава России от 31.07.2020 № 803н «О порядке использования вспомогательных репродуктивных технологий»',
      checked: NATIONAL_CHECKED,
    },
  ],
  es: [
    {
      fact: 'No other supplement is advised routinely in pregnancy; ask about iodine',
      figures: ['2014'],
      source: 'Ministerio de Sanidad, Guía de práctica clínica de atención en el embarazo y puerperio (2014)',
      checked: NATIONAL_CHECKED,
    },
    {
      fact: 'Raw cured meats: avoid unless frozen or cooked when not immune to toxoplasmosis',
      figures: ['2013', '79', '116', '16'],
      source:
        'Sociedad Española de Infectología Pediátrica, Guía para el diagnóstico y tratamiento de la toxoplasmosis congénita, An Pediatr (Barc) 2013;79(2):116.e1-116.e16',
      checked: NATIONAL_CHECKED,
    },
    {
      fact: 'Public assisted reproduction: the woman under 40 when the study or treatment starts, lower for insemination with the partner’s sperm',
      figures: ['2065', '2014', '1215', '2021'],
      source:
        'Cartera común de servicios del SNS: Orden SSI/2065/2014, modificada por la Orden SND/1215/2021 (BOE-A-2021-18287)',
      checked: NATIONAL_CHECKED,
    },
    {
      fact: 'Terms of service: liability for wilful misconduct or gross negligence, or for harm to life or health, cannot be excluded',
      figures: ['1102', '86'],
      source:
        'Código Civil, art. 1102; texto refundido de la Ley General para la Defensa de los Consumidores y Usuarios, art. 86',
      checked: NATIONAL_CHECKED,
    },
  ],
  pt: [
    {
      fact: 'The Brazilian dietary guide behind the menu',
      figures: ['2014'],
      source: 'Ministério da Saúde, Guia Alimentar para a População Brasileira, 2ª edição (2014)',
      checked: NATIONAL_CHECKED,
    },
    {
      fact: 'Assisted reproduction: 50 the maximum age to carry a pregnancy (exceptions on the doctor’s grounds); egg donors 37 at most',
      figures: ['50', '37', '2.320', '2022'],
      source:
        'Resolução CFM nº 2.320/2022, normas éticas para a utilização das técnicas de reprodução assistida',
      checked: NATIONAL_CHECKED,
    },
    {
      fact: 'Health plans need not cover insemination or IVF',
      figures: ['9.656', '1998', '10', '1.067', '2021'],
      source: 'Lei nº 9.656/1998, art. 10, III; STJ, Tema 1.067 (REsp 1.822.420, 2021)',
      checked: NATIONAL_CHECKED,
    },
    {
      fact: 'Terms of service: consumer rights cannot be waived by contract, including suing at home',
      figures: ['8.078', '1990', '101'],
      source: 'Código de Defesa do Consumidor, Lei nº 8.078/1990, art. 101, I',
      checked: NATIONAL_CHECKED,
    },
    {
      fact: 'Accessibility: websites of companies based or represented in Brazil must be accessible',
      figures: ['13.146', '2015', '63'],
      source: 'Lei Brasileira de Inclusão, Lei nº 13.146/2015, art. 63',
      checked: NATIONAL_CHECKED,
    },
  ],
  fr: [
    {
      fact: 'Tabac info service, the national stop-smoking help: telephone 39 89 or tabac-info-service.fr',
      figures: ['39', '89'],
      source: 'Santé publique France et Assurance Maladie, Tabac info service (39 89, tabac-info-service.fr)',
      checked: NATIONAL_CHECKED,
    },
    {
      fact: 'Pregnant or breastfeeding women: wild predatory fish such as tuna 150 g a week at most; avoid swordfish, marlin, siki, shark and lamprey',
      figures: ['150'],
      source:
        'Anses, avis du 5 juillet 2013 sur la consommation de poissons, mollusques et crustacés (repères du PNNS), reprenant l’avis de l’Afssa de juillet 2006 sur les poissons prédateurs et le méthylmercure',
      checked: NATIONAL_CHECKED,
    },
  ],
}
