/**
 * When to call now: the red flags a pregnancy result shows beside its dates (issue 46, M3), each in
 * the weeks where it applies, by completed weeks of gestation. One list for the pregnancy, due date
 * and twin calculators (docs/product.md §9.3); the wording is the weekly e-mails'.
 *
 * Sources:
 * - NICE NG126, "Ectopic pregnancy and miscarriage: diagnosis and initial management" (2019, updated
 *   2023), and NHS, "Ectopic pregnancy" and "Vaginal bleeding in pregnancy": bleeding or pain low on
 *   one side in early pregnancy needs a same-day assessment; shoulder-tip pain, fainting or collapse
 *   are an emergency.
 * - NICE NG133, "Hypertension in pregnancy" (2019, updated 2023), and NHS, "Pre-eclampsia": from 20
 *   weeks, severe headache, problems with vision, pain below the ribs or sudden swelling.
 * - NICE NG25, "Preterm labour and birth" (2015, updated 2022): regular tightenings or fluid leaking
 *   before 37+0 weeks.
 * - RCOG Green-top Guideline 57, "Reduced Fetal Movements" (2011), and NHS, "Your baby's movements":
 *   from about 24 weeks, movements that slow down, stop or change — call at once, not tomorrow.
 * - NHS, "Vaginal bleeding in pregnancy": at any week, heavy bleeding. RCOG Green-top Guideline 64a,
 *   "Bacterial Sepsis in Pregnancy" (2012): a fever (38 °C or more) in pregnancy is seen the same day.
 */

export type PregnancyWarning =
  | 'bleedingUnlikePeriod'
  | 'earlyBleeding'
  | 'ectopic'
  | 'bleeding'
  | 'heavyBleeding'
  | 'fever'
  | 'headache'
  | 'preEclampsia'
  | 'fluid'
  | 'tightenings'
  | 'movements'

/** Each red flag and the completed weeks it applies in, from `from` through `to` (inclusive). */
export const PREGNANCY_WARNINGS: readonly { key: PregnancyWarning; from: number; to: number }[] = [
  // Before 14+0: a miscarriage or an ectopic pregnancy. Through 5+6, the weeks a period may still
  // be expected (a cycle longer than 28 days), only bleeding unlike the reader's usual period: her
  // period is no red flag (review es.md M1: "for LMPs in weeks 3–5").
  { key: 'bleedingUnlikePeriod', from: 0, to: 5 },
  { key: 'earlyBleeding', from: 6, to: 13 },
  { key: 'ectopic', from: 0, to: 13 },
  // From 14+0: any bleeding.
  { key: 'bleeding', from: 14, to: Number.POSITIVE_INFINITY },
  { key: 'heavyBleeding', from: 0, to: Number.POSITIVE_INFINITY },
  { key: 'fever', from: 0, to: Number.POSITIVE_INFINITY },
  // Before 20+0 a severe headache or sudden swelling is still worth a call; from 20+0 it may be pre-eclampsia.
  { key: 'headache', from: 0, to: 19 },
  { key: 'preEclampsia', from: 20, to: Number.POSITIVE_INFINITY },
  { key: 'fluid', from: 0, to: Number.POSITIVE_INFINITY },
  // Before 37+0: possible preterm labour.
  { key: 'tightenings', from: 14, to: 36 },
  { key: 'movements', from: 24, to: Number.POSITIVE_INFINITY },
]

/** The red flags that apply at `completedWeeks` (null, before the pregnancy is counted: as at 0). */
export function pregnancyWarningsAt(completedWeeks: number | null): PregnancyWarning[] {
  const weeks = completedWeeks ?? 0
  return PREGNANCY_WARNINGS.filter((w) => weeks >= w.from && weeks <= w.to).map((w) => w.key)
}
