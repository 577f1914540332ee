import { lookup, TERM, VIABILITY } from './country-care.ts'
import { PREGNANCY_DAYS } from './pregnancy.ts'
import type { Temporal } from './temporal.ts'

/**
 * Where the practice of a language's country differs from the conventions the calculators follow
 * (ACOG and NICE: a 40-week due date; the viability milestone at 24 weeks, its text saying that
 * survival becomes possible from about 22–24 weeks), said plainly on that language's pages. The
 * facts and their sources live in `country-care.ts`, the one place for what differs by country
 * (decisions 025, 050 and 053); these are the dates the calculators derive from them.
 */
interface Conventions {
  /** The due date the country's maternity units set, when it is not 40 weeks. */
  term?: { days: number }
  /**
   * The week of the viability milestone: where the country has a legal criterion, that week (Russia:
   * 22); elsewhere 24, the upper end of BAPM's 22–24 weeks.
   */
  viability: { weeks: number }
}

function conventionsOf(language: string): Conventions {
  return { term: lookup(TERM, language), viability: lookup(VIABILITY, language) ?? VIABILITY.en }
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
