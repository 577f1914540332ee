/**
 * The success figures of assisted reproduction the articles state, in one place (issue 46, E14):
 * `when-to-visit-fertility-doctor-over-35` and `how-to-increase-chances-of-conception-after-40`
 * show them through one MDX component, `<AssistedReproductionTable />`, in all five languages.
 *
 * Each row says what it counts (the outcome), for whom, and where it comes from. A figure is here
 * only if it was checked against its source; the per-cycle IUI and IVF bands by age the articles
 * used to print (35–37 … 43+, and "15–20% per cycle at 40–42") could not be traced, so they are
 * gone rather than replaced by guesses. docs/product.md §9.7 lists these figures.
 */

/** What a figure counts. */
export type Outcome =
  /** Pregnancy per insemination cycle. */
  | 'pregnancyPerCycle'
  /** At least one live birth over all of a woman's own-egg IVF cycles, counted from her first. */
  | 'cumulativeLiveBirth'

export interface SuccessRow {
  treatment: 'iui' | 'ivfOwnEggs'
  /** The age the row is for: `over` 40, or `at` one year of age at the first cycle. */
  age: { over: number } | { at: number }
  /** A percentage, or `atMost` one when the sources agree only on a ceiling. */
  percent: { value: number } | { atMost: number }
  outcome: Outcome
  /** For a cumulative rate: the cycle after which it no longer rose. */
  plateauAfterCycle?: number
  source: SourceId
}

export type SourceId = 'seifer2023' | 'clinicsIui'

export interface Source {
  /** As cited, in English (the references of every language keep their English titles). */
  citation: string
  /** The year the source was published or, for clinics' own figures, checked. */
  year: number
  /** The data behind it: who, where, when. */
  data: string
  url?: string
}

export const sources: Record<SourceId, Source> = {
  seifer2023: {
    citation:
      'Seifer DB, Wang SF, Frankfurter D. Cumulative live birth rates with autologous oocytes plateau with fewer number of cycles for each year of age > 42. Reprod Biol Endocrinol',
    year: 2023,
    data: 'SART CORS, United States, 2014–2020: 24,650 women over 42 with no earlier IVF, own eggs',
    url: 'https://rbej.biomedcentral.com/articles/10.1186/s12958-023-01144-z',
  },
  clinicsIui: {
    // No national register publishes IUI outcomes by age. Figures published by US fertility
    // clinics, read for issue 46, put IUI in the early 40s at about 5% per cycle (Shady Grove
    // Fertility) and lower after 40 in others (under 3%; about 1% at 43): "about 5% or less" is
    // what they agree on, and no more is said.
    citation: 'Figures published by fertility clinics in the United States',
    year: 2026,
    data: 'pregnancy per IUI cycle, women over 40; they vary with the cause of infertility',
  },
}

/** The table, in the order shown. */
export const successRows: readonly SuccessRow[] = [
  {
    treatment: 'iui',
    age: { over: 40 },
    percent: { atMost: 5 },
    outcome: 'pregnancyPerCycle',
    source: 'clinicsIui',
  },
  {
    treatment: 'ivfOwnEggs',
    age: { at: 43 },
    percent: { value: 9.7 },
    outcome: 'cumulativeLiveBirth',
    plateauAfterCycle: 5,
    source: 'seifer2023',
  },
  {
    treatment: 'ivfOwnEggs',
    age: { at: 44 },
    percent: { value: 8.6 },
    outcome: 'cumulativeLiveBirth',
    plateauAfterCycle: 5,
    source: 'seifer2023',
  },
  {
    treatment: 'ivfOwnEggs',
    age: { at: 45 },
    percent: { value: 5.0 },
    outcome: 'cumulativeLiveBirth',
    plateauAfterCycle: 3,
    source: 'seifer2023',
  },
]
