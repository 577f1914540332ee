import { PREGNANCY_DAYS } from './pregnancy.ts'
import type { Temporal } from './temporal.ts'

/**
 * Where the practice of a language's country differs from the conventions the calculators follow
 * (ACOG and NICE: a 40-week due date; the viability milestone at 24 weeks, its text saying that
 * survival becomes possible from about 22–24 weeks), said plainly on that language's pages. Keyed
 * by the site's language code; each rule names its source. Decisions 025 and 050.
 */
interface Conventions {
  /** The due date the country's maternity units set, when it is not 40 weeks. */
  term?: { days: number; source: string }
  /**
   * The week of the viability milestone: where the country has a legal criterion, that week (Russia:
   * 22); elsewhere 24, the upper end of BAPM's 22–24 weeks.
   */
  viability: { weeks: number; source: string }
}

/**
 * BAPM 2019 considers active care from 22+0 weeks; survival becomes possible from about 22–24 weeks
 * and rises with every week. The milestone stands at 24 weeks; its text says "from about 22–24".
 */
const ACOG_NICE_VIABILITY = {
  weeks: 24,
  source: 'BAPM, "Perinatal management of extreme preterm birth before 27 weeks of gestation" (2019)',
}

const CONVENTIONS: Record<string, Conventions> = {
  fr: {
    // 41 SA + 0: the terme théorique of French maternity units, 7 days after Naegele's 40 weeks.
    term: {
      days: 287,
      source:
        'CNGOF, Recommandations pour la pratique clinique « Grossesse prolongée et terme dépassé » (2011)',
    },
    viability: ACOG_NICE_VIABILITY,
  },
  ru: {
    viability: {
      weeks: 22,
      source:
        'Приказ Минздравсоцразвития России от 27.12.2011 № 1687н «О медицинских критериях рождения, форме документа о рождении и порядке его выдачи»',
    },
  },
}

function conventionsOf(language: string): Conventions {
  return CONVENTIONS[language] ?? { viability: ACOG_NICE_VIABILITY }
}

/** The week of the viability milestone in `language`'s country. */
export function viabilityWeeks(language: string): number {
  return conventionsOf(language).viability.weeks
}

/**
 * The due date as the maternity units of `language`'s country set it, where it differs from the
 * 40-week date (France: 41 weeks), from the first day of the last period (or its equivalent); else null.
 */
export function localTermDate(language: string, start: Temporal.PlainDate): Temporal.PlainDate | null {
  const term = localTerm(language)
  return term ? start.add({ days: term.days }) : null
}

/**
 * The first day of the last period (or its equivalent) behind a due date as the maternity units of
 * `language`'s country set it (France: the 41 SA terme in the visitor's notes), or null where the
 * country's due date is the 40-week one.
 */
export function startFromLocalTerm(language: string, term: Temporal.PlainDate): Temporal.PlainDate | null {
  const rule = localTerm(language)
  return rule ? term.subtract({ days: rule.days }) : null
}

/** Whether `language`'s country sets a due date of its own, not the 40-week one. */
export const hasLocalTerm = (language: string): boolean => localTerm(language) !== null

function localTerm(language: string) {
  const term = conventionsOf(language).term
  return term && term.days !== PREGNANCY_DAYS ? term : null
}
