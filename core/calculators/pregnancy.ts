import { CYCLE_LENGTH } from '../calc/ovulation.ts'
import { pregnancy } from '../calc/pregnancy.ts'
import type { Temporal } from '../calc/temporal.ts'
import { validatePregnancy } from '../calc/validate.ts'
import type { CalculatorForm, Guide, PregnancyGuideRequest } from './guide.ts'
import { lastPeriodGuide, lastPeriodRequest } from './last-period-guide.ts'

/** The pregnancy calculator: the last period and the cycle. */
export const pregnancyForm: CalculatorForm = {
  defaults: { lmp: '', cycle: String(CYCLE_LENGTH.default) },
  validate: validatePregnancy,
}

/** The guide's request for a result: the last period and the cycle. */
export const pregnancyGuideRequest = (
  lastPeriod: Temporal.PlainDate,
  cycleLength: number,
): PregnancyGuideRequest => lastPeriodRequest('pregnancy_guide', lastPeriod, cycleLength)

/** The pregnancy welcome and weekly e-mails (`pregnancy_guide`). */
export const pregnancyGuide: Guide<PregnancyGuideRequest> = lastPeriodGuide({
  source: 'pregnancy_guide',
  span: 'pregnancy',
  results(lastPeriod, cycleLength, today) {
    const r = pregnancy(lastPeriod, cycleLength, today)
    return { dueDate: r.dueDate.toString(), currentWeek: r.currentWeek, currentTrimester: r.currentTrimester }
  },
  dueDate: (lastPeriod, cycleLength, today) => pregnancy(lastPeriod, cycleLength, today).dueDate,
})
