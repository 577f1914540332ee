import { CYCLE_LENGTH } from '../calc/ovulation.ts'
import { pregnancy } from '../calc/pregnancy.ts'
import type { Temporal } from '../calc/temporal.ts'
import { validatePregnancy } from '../calc/validate.ts'
import {
  type CalculatorForm,
  type Guide,
  NO_DATE,
  type PregnancyGuideRequest,
  postedDate,
  postedWhole,
  storedCycle,
  storedDate,
} from './guide.ts'

/** The pregnancy calculator: the last period and the cycle. */
export const pregnancyForm: CalculatorForm = {
  defaults: { lmp: '', cycle: String(CYCLE_LENGTH.default) },
  validate: validatePregnancy,
}

/** The guide's request for a result: the last period and the cycle. */
export const pregnancyGuideRequest = (
  lastPeriod: Temporal.PlainDate,
  cycleLength: number,
): PregnancyGuideRequest => ({
  source: 'pregnancy_guide',
  cycleLength,
  lastPeriodDate: lastPeriod.toString(),
})

/** The pregnancy welcome and weekly e-mails (`pregnancy_guide`). */
export const pregnancyGuide: Guide<PregnancyGuideRequest> = {
  source: 'pregnancy_guide',
  fromForm: (values) => ({
    source: 'pregnancy_guide',
    cycleLength: postedWhole(values.cycleLength),
    lastPeriodDate: postedDate(values.lastPeriodDate),
  }),
  dateProblem: (request, check) => check(request.lastPeriodDate, 'pregnancy'),
  storedFields(request, today) {
    const lmp = storedDate(request.lastPeriodDate)
    const r = lmp && pregnancy(lmp, request.cycleLength, today)
    return {
      cycleLength: request.cycleLength,
      lastPeriodDate: request.lastPeriodDate,
      calculatedResults: r && {
        dueDate: r.dueDate.toString(),
        currentWeek: r.currentWeek,
        currentTrimester: r.currentTrimester,
      },
    }
  },
  requestDates(fields, today) {
    const lastPeriod = storedDate(fields.lastPeriodDate)
    const cycleLength = storedCycle(fields.cycleLength)
    return {
      ...NO_DATE,
      lastPeriod: lastPeriod?.toString() ?? null,
      dueDate: lastPeriod
        ? pregnancy(lastPeriod, cycleLength ?? CYCLE_LENGTH.default, today).dueDate.toString()
        : null,
      cycleLength,
    }
  },
}
