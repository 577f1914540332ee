import type { Locale } from '../i18n/locales.ts'
import type { Cited } from './country-care.ts'
import { PREGNANCY_DAYS } from './pregnancy.ts'
import { type PregnancyTime, pregnancyTime } from './pregnancy-time.ts'
import type { Temporal } from './temporal.ts'

/**
 * Twins are dated exactly like one baby (decision 048, docs/product.md §9.3): the due date is the
 * first day of the last period (or its equivalent) + 280 days. Term is defined by gestational age,
 * not by the number of babies (ACOG/SMFM Committee Opinion 579, "Definition of Term Pregnancy",
 * 2013, reaffirmed); NICE NG137 1.1.1 dates twins by the first-trimester scan as for one baby. What
 * differs is when birth is usually planned, which depends on the placentas and sacs (chorionicity),
 * seen at the dating scan: TWIN_BIRTH_WINDOWS. This replaced the original 266-day twin "due date".
 * Where the country's own college sets its windows (France: the CNGOF), they are a country fact,
 * here (TWIN_BIRTH), shown first on that language's results (`national`).
 */

/** A gestational age in completed weeks and days. */
export interface WeekDay {
  weeks: number
  days: number
}

/** A planned-birth range: from a week, and, where the guideline gives one, to a week. */
export interface BirthRange {
  from: WeekDay
  to: WeekDay | null
}

/** Chorionicity: two placentas; one placenta and two sacs; one placenta and one sac. */
export type TwinType = 'dcda' | 'mcda' | 'mcma'
export const TWIN_TYPES: readonly TwinType[] = ['dcda', 'mcda', 'mcma']

export const TWIN_BIRTH_SOURCES = {
  nice: 'NICE guideline NG137, "Twin and triplet pregnancy" (2019), timing of birth',
  acog: 'ACOG Committee Opinion No. 831, "Medically Indicated Late-Preterm and Early-Term Deliveries" (2021)',
} as const

/**
 * The usual planned-birth window for an uncomplicated twin pregnancy, by chorionicity:
 * - NICE NG137: offer planned birth from 37+0 (dichorionic diamniotic), from 36+0 (monochorionic
 *   diamniotic), between 32+0 and 33+6 (monochorionic monoamniotic).
 * - ACOG CO 831: 38+0–38+6 (dichorionic diamniotic), 34+0–37+6 (monochorionic diamniotic),
 *   32+0–34+0 (monochorionic monoamniotic). Each guideline is shown with its own range; until the
 *   clinical review's N8 the MCMA row gave ACOG NICE's 32+0–33+6, which ACOG's contains.
 */
export const TWIN_BIRTH_WINDOWS: Record<TwinType, { nice: BirthRange; acog: BirthRange }> = {
  dcda: {
    nice: { from: { weeks: 37, days: 0 }, to: null },
    acog: { from: { weeks: 38, days: 0 }, to: { weeks: 38, days: 6 } },
  },
  mcda: {
    nice: { from: { weeks: 36, days: 0 }, to: null },
    acog: { from: { weeks: 34, days: 0 }, to: { weeks: 37, days: 6 } },
  },
  mcma: {
    nice: { from: { weeks: 32, days: 0 }, to: { weeks: 33, days: 6 } },
    acog: { from: { weeks: 32, days: 0 }, to: { weeks: 34, days: 0 } },
  },
}

/** A planned-birth range as dates, counted from the start of the pregnancy. */
export interface BirthDates {
  from: Temporal.PlainDate
  to: Temporal.PlainDate | null
}

const dayOf = (start: Temporal.PlainDate, at: WeekDay) => start.add({ days: at.weeks * 7 + at.days })

export function birthDates(start: Temporal.PlainDate, range: BirthRange): BirthDates {
  return { from: dayOf(start, range.from), to: range.to && dayOf(start, range.to) }
}

/**
 * The planned-birth windows of an uncomplicated twin pregnancy where the country's own college
 * sets them (France: the CNGOF), by chorionicity, shown first on that language's twin results and
 * article, before NICE's and ACOG's above, which stay as comparison (review fr M2). A country fact kept
 * here, beside the guidelines it is shown with, so that only the twins' islands load it.
 */
export const TWIN_BIRTH: Partial<Record<Locale, { windows: Record<TwinType, BirthRange> } & Cited>> = {
  fr: {
    windows: {
      dcda: { from: { weeks: 37, days: 0 }, to: { weeks: 38, days: 6 } },
      mcda: { from: { weeks: 36, days: 0 }, to: { weeks: 37, days: 6 } },
      mcma: { from: { weeks: 33, days: 0 }, to: { weeks: 34, days: 6 } },
    },
    body: 'CNGOF',
    source:
      'CNGOF, Recommandations pour la pratique clinique « Accouchement des grossesses gémellaires » (2026 ; résumé publié le 31/01/2026 sur em-consulte.com)',
    checked: '2026-11-29',
  },
}

/** Whether the two guidelines give the same range for a type (then it is said once). */
export function guidelinesAgree(type: TwinType): boolean {
  const { nice, acog } = TWIN_BIRTH_WINDOWS[type]
  return JSON.stringify(nice) === JSON.stringify(acog)
}

export interface TwinResult {
  /** The standard due date: 280 days after the start, as for one baby. */
  dueDate: Temporal.PlainDate
  /**
   * docs/product.md §9's twin "current week" is the whole weeks since the last period: `time.weeks`,
   * shown with the days and the week in progress like on every other calculator.
   */
  time: PregnancyTime | null
  /** The planned-birth windows of each type, as dates. */
  windows: Record<TwinType, { nice: BirthDates; acog: BirthDates }>
  /** The windows of the language's country, where its college sets its own (France), as dates; else null. */
  national: Record<TwinType, BirthDates> | null
}

/**
 * From the first day of the last period (or its equivalent: due − 280 of another method), for the
 * pages of `language`.
 */
export function twins(start: Temporal.PlainDate, today: Temporal.PlainDate, language = 'en'): TwinResult {
  const windows = Object.fromEntries(
    TWIN_TYPES.map((type) => {
      const { nice, acog } = TWIN_BIRTH_WINDOWS[type]
      return [type, { nice: birthDates(start, nice), acog: birthDates(start, acog) }]
    }),
  ) as TwinResult['windows']
  const country = TWIN_BIRTH[language as Locale]
  const national = country
    ? (Object.fromEntries(
        TWIN_TYPES.map((type) => [type, birthDates(start, country.windows[type])]),
      ) as Record<TwinType, BirthDates>)
    : null
  return {
    dueDate: start.add({ days: PREGNANCY_DAYS }),
    time: pregnancyTime(start, today),
    windows,
    national,
  }
}
