import { type DueDateInput, type DueDateResult, dueDate } from '../calc/due-date.ts'
import { DUE_DATE_DEFAULTS, validateDueDate } from '../calc/validate.ts'
import {
  type CalculatorForm,
  type DueDateGuideRequest,
  type Guide,
  NO_DATE,
  postedDate,
  storedDate,
} from './guide.ts'

/** The due date calculator: one of four ways of dating a pregnancy. */
export const dueDateForm: CalculatorForm = { defaults: DUE_DATE_DEFAULTS, validate: validateDueDate }

/**
 * The guide's request for a result. IVF and scan dates go as their equivalent last period (the
 * weeks' start): the server recomputes the same due date from it.
 */
export function dueDateGuideRequest(input: DueDateInput, result: DueDateResult): DueDateGuideRequest {
  return input.method === 'conception'
    ? {
        source: 'due_date_guide',
        calculationType: 'conception',
        lastPeriodDate: null,
        conceptionDate: input.conception.toString(),
      }
    : {
        source: 'due_date_guide',
        calculationType: 'lmp',
        lastPeriodDate: result.start.toString(),
        conceptionDate: null,
      }
}

/** The due date calculator's input of a stored or sent request: by its method, from its date. */
export function dueDateInputOfRequest(fields: Readonly<Record<string, unknown>>): DueDateInput | null {
  if (fields.calculationType === 'conception') {
    const conception = storedDate(fields.conceptionDate)
    return conception && { method: 'conception', conception }
  }
  const lastPeriod = storedDate(fields.lastPeriodDate)
  return lastPeriod && { method: 'lmp', lastPeriod }
}

/** The due date guide by e-mail (`due_date_guide`): the trimesters and a calendar of milestones. */
export const dueDateGuide: Guide<DueDateGuideRequest> = {
  source: 'due_date_guide',
  fromForm: (values) => ({
    source: 'due_date_guide',
    calculationType: values.calculationType,
    lastPeriodDate: postedDate(values.lastPeriodDate),
    conceptionDate: postedDate(values.conceptionDate),
  }),
  dateProblem(request, check) {
    const optional = (value: string | null) => (value === null ? null : check(value, 'pregnancy'))
    return request.calculationType === 'lmp'
      ? (check(request.lastPeriodDate, 'pregnancy') ?? optional(request.conceptionDate))
      : (check(request.conceptionDate, 'pregnancy', 'calc.conceptionHint') ??
          optional(request.lastPeriodDate))
  },
  storedFields(request, today) {
    const input = dueDateInputOfRequest(request)
    const r = input && dueDate(input, today)
    return {
      calculationType: request.calculationType,
      lastPeriodDate: request.lastPeriodDate,
      conceptionDate: request.conceptionDate,
      calculatedResults: r && {
        dueDate: r.dueDate.toString(),
        currentWeek: r.currentWeek,
        gestationalDays: r.time ? r.time.weeks * 7 + r.time.days : null,
      },
    }
  },
  requestDates(fields, today) {
    const input = dueDateInputOfRequest(fields)
    return {
      ...NO_DATE,
      lastPeriod: storedDate(fields.lastPeriodDate)?.toString() ?? null,
      conception: storedDate(fields.conceptionDate)?.toString() ?? null,
      dueDate: input ? dueDate(input, today).dueDate.toString() : null,
    }
  },
}
