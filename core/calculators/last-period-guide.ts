import { CYCLE_LENGTH } from '../calc/ovulation.ts'
import type { Temporal } from '../calc/temporal.ts'
import type { DateSpan } from '../calc/validate.ts'
import {
  type Guide,
  NO_DATE,
  type OvulationGuideRequest,
  type PregnancyGuideRequest,
  postedDate,
  postedWhole,
  type StoredValue,
  storedCycle,
  storedDate,
} from './guide.ts'

type LastPeriodRequest = OvulationGuideRequest | PregnancyGuideRequest
/** The request for a result computed from the last period and the cycle. */
export const lastPeriodRequest = <Source extends LastPeriodRequest['source']>(
  source: Source,
  lastPeriod: Temporal.PlainDate,
  cycleLength: number,
) => ({ source, cycleLength, lastPeriodDate: lastPeriod.toString() })

type FromLastPeriod<T> = (lastPeriod: Temporal.PlainDate, cycleLength: number, today: Temporal.PlainDate) => T

/**
 * A guide computed from the last period and the cycle (the ovulation and pregnancy calculators'):
 * the date checked over the calculator's span, the results it stores, and the due date its
 * confirmation shows, if it has one.
 */
export function lastPeriodGuide<R extends LastPeriodRequest>(rules: {
  source: R['source']
  span: DateSpan
  results: FromLastPeriod<Record<string, StoredValue>>
  dueDate?: FromLastPeriod<Temporal.PlainDate>
}): Guide<R> {
  return {
    source: rules.source,
    fromForm: (values) => ({
      source: rules.source,
      cycleLength: postedWhole(values.cycleLength),
      lastPeriodDate: postedDate(values.lastPeriodDate),
    }),
    dateProblem: (request, check) => check(request.lastPeriodDate, rules.span),
    storedFields(request, today) {
      const lastPeriod = storedDate(request.lastPeriodDate)
      return {
        cycleLength: request.cycleLength,
        lastPeriodDate: request.lastPeriodDate,
        calculatedResults: lastPeriod && rules.results(lastPeriod, request.cycleLength, today),
      }
    },
    requestDates(fields, today) {
      const lastPeriod = storedDate(fields.lastPeriodDate)
      const cycleLength = storedCycle(fields.cycleLength)
      const due = lastPeriod && rules.dueDate?.(lastPeriod, cycleLength ?? CYCLE_LENGTH.default, today)
      return {
        ...NO_DATE,
        lastPeriod: lastPeriod?.toString() ?? null,
        dueDate: due?.toString() ?? null,
        cycleLength,
      }
    },
  }
}
