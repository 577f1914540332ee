import { CYCLE_LENGTH } from '../calc/ovulation.ts'
import { pregnancy } from '../calc/pregnancy.ts'
import type { Temporal } from '../calc/temporal.ts'
import { validatePregnancy } from '../calc/validate.ts'
import { type CalculatorForm, type Guide, lastPeriodGuide, type PregnancyGuideRequest } from './guide.ts'

/** The pregnancy calculator: the last period and the cycle. */
export const pregnancyForm: CalculatorForm = {
  defaults: { lmp: '', cycle: String(CYCLE_LENGTH.default) },
  validate: validatePregnancy,
}

/** The guide's request for a result: the last period and the cycle. */
// Written out here, not shared with the other calculator's: the island imports only its own
// module, so its request adds no chunk to its first press.
export const pregnancyGuideRequest = (
  lastPeriod: Temporal.PlainDate,
  cycleLength: number,
): PregnancyGuideRequest => ({
  source: 'pregnancy_guide',
  cycleLength,
  lastPeriodDate: lastPeriod.toString(),
})

/** The pregnancy welcome and weekly e-mails (`pregnancy_guide`). */
export const pregnancyGuide: Guide<PregnancyGuideRequest> = /* @__PURE__ */ lastPeriodGuide({
  source: 'pregnancy_guide',
  span: 'pregnancy',
  results(lastPeriod, cycleLength, today) {
    const r = pregnancy(lastPeriod, cycleLength, today)
    return {
      dueDate: r.dueDate.toString(),
      currentWeek: r.currentWeek,
      currentTrimester: r.currentTrimester,
    }
  },
  dueDate: (lastPeriod, cycleLength, today) => pregnancy(lastPeriod, cycleLength, today).dueDate,
})
