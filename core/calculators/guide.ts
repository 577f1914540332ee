import { CYCLE_LENGTH } from '../calc/ovulation.ts'
import { parseIsoDate, type Temporal } from '../calc/temporal.ts'
import { type DateSpan, wholeNumber } from '../calc/validate.ts'
import type { MessageKey } from '../i18n/message-key.ts'

/**
 * What a calculator is, once (issue 61, item 2): its form's fields with the values they start
 * as, and its one validation. The page draws the form from it, the island checks with it, and
 * the Worker's calendar file reads the same values.
 */
export interface CalculatorForm {
  defaults: Readonly<Record<string, string>>
  validate(values: Record<string, string>, today: string): MessageKey | null
}

/** A value kept in a sign-up's stored fields (JSON). */
export type StoredValue = string | number | boolean | null | { [key: string]: StoredValue }

/** The guide by e-mail of the ovulation calculator: the cycle and its first day. */
export type OvulationGuideRequest = {
  source: 'calculator_guide'
  cycleLength: number
  lastPeriodDate: string | null
}

/** The pregnancy calculator's welcome and weekly guide: the last period and the cycle. */
export type PregnancyGuideRequest = {
  source: 'pregnancy_guide'
  cycleLength: number
  lastPeriodDate: string | null
}

/** The due date calculator's guide: dated from the last period or from conception. */
export type DueDateGuideRequest = {
  source: 'due_date_guide'
  calculationType: 'lmp' | 'conception'
  lastPeriodDate: string | null
  conceptionDate: string | null
}

/** A calculator's sign-up, as the island sends it and the API takes it (less the address). */
export type GuideRequest = OvulationGuideRequest | PregnancyGuideRequest | DueDateGuideRequest
export type GuideSource = GuideRequest['source']

/**
 * Checks one of a request's dates: there, and plausible for the calculator's span on every
 * visitor's today (the API supplies the instant; worker/api/submissions.ts).
 */
export type DateCheck = (value: string | null, span: DateSpan, missing?: MessageKey) => MessageKey | null

/** The dates and cycle a stored request rests on, as its confirmation shows them (ISO text). */
export interface RequestDates {
  lastPeriod: string | null
  conception: string | null
  dueDate: string | null
  cycleLength: number | null
}

/**
 * A calculator's guide by e-mail, stated once: the API, the no-JavaScript form, the store and the
 * confirmation all take the request's rules from here.
 */
export interface Guide<Request extends GuideRequest> {
  source: Request['source']
  /** The request as the form without JavaScript posts it: still to be checked by the API's schema. */
  fromForm(values: Readonly<Record<string, string>>): Record<string, unknown>
  /** The first date of the request that is missing or implausible. */
  dateProblem(request: Request, check: DateCheck): MessageKey | null
  /** What is stored: what was asked, and the results recomputed from it (never the browser's). */
  storedFields(request: Request, today: Temporal.PlainDate): Record<string, StoredValue>
  /** What the confirmation shows of stored fields, the due date recomputed on `today`. */
  requestDates(fields: Readonly<Record<string, unknown>>, today: Temporal.PlainDate): RequestDates
}

/** A stored field as a date, or null: the fields are JSON from the store. */
export const storedDate = (value: unknown) => (typeof value === 'string' ? parseIsoDate(value) : null)

/** A stored field as a cycle length, or null. */
export const storedCycle = (value: unknown) => (Number.isInteger(value) ? (value as number) : null)

/** A posted whole number, or NaN for the API's schema to refuse: never '0x1c' or '2.8e1' read as 28. */
export const postedWhole = (value: string | undefined) => wholeNumber(value) ?? Number.NaN

/** A posted date, or null when the field is empty. */
export const postedDate = (value: string | undefined) => (value ? value : null)

/** A request's dates before its calculator fills in the ones it rests on. */
export const NO_DATE: RequestDates = { lastPeriod: null, conception: null, dueDate: null, cycleLength: null }

type LastPeriodRequest = OvulationGuideRequest | PregnancyGuideRequest
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
