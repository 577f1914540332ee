import { CYCLE_LENGTH, LUTEAL_PHASE, ovulation } from '../calc/ovulation.ts'
import type { Temporal } from '../calc/temporal.ts'
import { validateOvulation } from '../calc/validate.ts'
import { type CalculatorForm, type Guide, lastPeriodGuide, type OvulationGuideRequest } from './guide.ts'

/** The home page's ovulation calculator: the last period, the cycle, and its optional parts. */
export const ovulationForm: CalculatorForm = {
  defaults: {
    lmp: '',
    cycle: String(CYCLE_LENGTH.default),
    luteal: String(LUTEAL_PHASE.default),
    shortest: '',
    longest: '',
  },
  validate: validateOvulation,
}

/** The guide's request for a result: the period it starts from and the cycle. */
// Written out here, not shared with the other calculator's: the island imports only its own
// module, so its request adds no chunk to its first press.
export const ovulationGuideRequest = (
  lastPeriod: Temporal.PlainDate,
  cycleLength: number,
): OvulationGuideRequest => ({
  source: 'calculator_guide',
  cycleLength,
  lastPeriodDate: lastPeriod.toString(),
})

/** The ovulation guide by e-mail (`calculator_guide`): the fertile days of the cycle under way. */
export const ovulationGuide: Guide<OvulationGuideRequest> = /* @__PURE__ */ lastPeriodGuide({
  source: 'calculator_guide',
  span: 'cycle',
  results(lastPeriod, cycleLength, today) {
    const r = ovulation(lastPeriod, cycleLength, today)
    return {
      ovulationDate: r.ovulationDate.toString(),
      fertileWindowStart: r.fertileWindowStart.toString(),
      fertileWindowEnd: r.fertileWindowEnd.toString(),
      nextPeriodDate: r.nextPeriodDate.toString(),
    }
  },
})
