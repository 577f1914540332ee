import { fertileWindow } from './fertile-window.ts'
import { LUTEAL_PHASE, PREDICTABLE_CYCLE } from './ovulation.ts'
import { parseIsoDate, Temporal } from './temporal.ts'

/**
 * "My cycles": statistics and predictions from the visitor's own log of period start dates
 * (docs/product.md §9.8). Pure functions of the log and an injected "today": the page, the home
 * calculator, the server's no-JavaScript answer and the calendar file all call these.
 */

/** The statistics read the last 12 counted cycles at most: a year of history. */
export const STATS_CYCLES = 12
/** Cycles needed before any statistic is shown: one length says nothing about its spread. */
export const MIN_CYCLES = 2
/**
 * Counted cycles needed before the log is called regular or irregular: two cycles cannot establish
 * regularity, and the calendar rule asks for 6 to 12 recorded cycles (Mayo Clinic, "Rhythm method";
 * review M6). Averages and ranges show from `MIN_CYCLES`.
 */
export const JUDGE_CYCLES = 6
/** A cycle longer than this is offered for exclusion (a missed log, a pregnancy), never excluded silently. */
export const LONG_CYCLE_DAYS = 60
/** Two starts this close are probably one period logged twice: the visitor is asked. */
export const SAME_PERIOD_DAYS = 14
/**
 * Irregular when the shortest and longest counted cycles differ by more than 7 days: FIGO's
 * "regular" is a variation of 7 days or less from 26 to 41 years of age, 9 days at 18–25 and 42–45
 * (Munro et al. 2018, FIGO AUB System 1, Int J Gynecol Obstet 143:393). We use the stricter 7, not
 * knowing the visitor's age. This is the site's one meaning of "irregular" (issue 48): the texts
 * give FIGO's 7 to 9 days by age, My cycles says it uses 7 (the home calculator warns from the same
 * 7), and a cycle shorter than 21 or longer than 35 days is called short or long (`PREDICTABLE_CYCLE`).
 */
export const IRREGULAR_SPREAD_DAYS = 7
/** The most dates a log (or a `?periods=` link) may hold: 20 years of monthly periods. */
export const MAX_PERIODS = 240

/**
 * The oldest date a log takes (security review, medium 1): no one logs a period or a reading from
 * before 1900, and one date in year 1 (a slip for 2025, or a forged file) made the chart walk some
 * 740,000 days on every visit. Refused wherever a log comes in, as a future date is.
 */
export const EARLIEST_LOG_DATE = '1900-01-01'

const earliest = Temporal.PlainDate.from(EARLIEST_LOG_DATE)

/** True for a date before `EARLIEST_LOG_DATE`. */
export const beforeEarliest = (date: Temporal.PlainDate) => Temporal.PlainDate.compare(date, earliest) < 0
/**
 * A logged period's last day may be at most this many days after its first (a 14-day period):
 * bleeding over 8 days is already abnormal by FIGO's AUB System 1 (Munro et al. 2018); anything
 * longer is a typing slip, or a reason to see a doctor rather than a date to log.
 */
export const MAX_PERIOD_DAYS = 14
/**
 * A period longer than this many days is prolonged: FIGO AUB System 1 (Munro et al. 2018) gives a
 * normal duration of up to 8 days. My cycles says so, and at `MAX_PERIOD_DAYS` asks for a doctor.
 */
export const PROLONGED_PERIOD_DAYS = 8
/** How many cycles ahead the predictions go. */
export const PREDICTED_CYCLES = 6

/** The luteal phase of an address, if it is a whole number of days from 10 to 16; else 14. */
export function lutealOf(value: string | undefined): number {
  const days = value !== undefined && /^\d{1,2}$/.test(value) ? Number(value) : null
  return days !== null && days >= LUTEAL_PHASE.min && days <= LUTEAL_PHASE.max ? days : LUTEAL_PHASE.default
}

export interface LoggedPeriod {
  start: Temporal.PlainDate
  /** The period's last day, if the visitor logged it (optional). */
  end?: Temporal.PlainDate
  /** The cycle that starts here is left out of the statistics (pregnancy, missed log, contraception). */
  excluded: boolean
}

/** One logged period as the device keeps it: an ISO start date, and whether its cycle is counted. */
export interface StoredPeriod {
  start: string
  /** The period's last day, `YYYY-MM-DD`, when logged. */
  end?: string
  excluded: boolean
}

export interface Cycle {
  start: Temporal.PlainDate
  length: number
  excluded: boolean
  /** Longer than 60 days: offered for exclusion. */
  long: boolean
}

export interface CycleStats {
  /** Cycles counted (the last up to 12 not excluded). */
  count: number
  mean: number
  median: number
  shortest: number
  longest: number
  /** Longest − shortest. */
  spread: number
  /** Spread over 7 days; null until `JUDGE_CYCLES` cycles are counted. */
  irregular: boolean | null
  /** The average period, in days counted from first to last day inclusive, over those with a last day. */
  periodDays: number | null
  /** The longest of those periods, in days (first to last day inclusive). */
  longestPeriod: number | null
  /**
   * Cycles over 60 days among the last 12, left out or not: never dropped silently from what the
   * page says about regularity (review M3).
   */
  longCycles: number
  /**
   * Cycles usually (by their median) shorter than 21 or longer than 35 days (`PREDICTABLE_CYCLE`):
   * ovulation cannot be placed from their dates, so no fertile window is given for them, as the
   * home calculator gives none (clinical review N2); null otherwise.
   */
  frequency: 'short' | 'long' | null
}

export interface DateRange {
  earliest: Temporal.PlainDate
  likeliest: Temporal.PlainDate
  latest: Temporal.PlainDate
}

export interface PredictedCycle {
  n: number
  period: DateRange
  ovulation: DateRange
  fertileStart: Temporal.PlainDate
  fertileEnd: Temporal.PlainDate
  /** The body signs this cycle follows (`SignsOvulation`), or null for the calendar alone. */
  signs: SignsOvulation['kind'] | null
}

const days = (a: Temporal.PlainDate, b: Temporal.PlainDate) => a.until(b, { largestUnit: 'days' }).days
/** Oldest first. A comparison, not a count of days: the polyfill's `until` costs ten times more. */
const byStart = (a: LoggedPeriod, b: LoggedPeriod) => Temporal.PlainDate.compare(a.start, b.start)

/** Each log's order, made once: a page's dozen readings of 240 periods sorted it a dozen times. */
const sortedLogs = new WeakMap<readonly LoggedPeriod[], readonly LoggedPeriod[]>()

/**
 * The log in date order, each start once. Kept per log array (the page makes one per stored log),
 * since the polyfill's date comparison is slow: sorting 240 periods again in every reading took a
 * third of My cycles' script time at load (issue 60, item 7). Shared, so never changed in place.
 */
export function sortedPeriods(periods: readonly LoggedPeriod[]): readonly LoggedPeriod[] {
  let sorted = sortedLogs.get(periods)
  if (!sorted) {
    sorted = [...periods]
      .sort(byStart)
      .filter((period, i, all) => i === 0 || !period.start.equals(all[i - 1]?.start as Temporal.PlainDate))
    sortedLogs.set(periods, sorted)
  }
  return sorted
}

/**
 * The cycles of each log already read, by the log's array: a page asks for them a dozen times per
 * render (statistics, predictions, lateness, the table), and each time cost a count of days per
 * cycle (`until`, slow in the polyfill: 240 periods made it a third of the page's render, issue 47).
 * A log is never changed in place (`readonly`): a changed log is a new array.
 */
const cyclesCache = new WeakMap<readonly LoggedPeriod[], readonly Cycle[]>()

/** The cycles between consecutive logged starts, oldest first. */
export function cyclesOf(periods: readonly LoggedPeriod[]): readonly Cycle[] {
  let cycles = cyclesCache.get(periods)
  if (!cycles) {
    const sorted = sortedPeriods(periods)
    cycles = Object.freeze(
      sorted.slice(0, -1).map((period, i) => {
        const next = sorted[i + 1] as LoggedPeriod
        const length = days(period.start, next.start)
        return Object.freeze({
          start: period.start,
          length,
          excluded: period.excluded,
          long: length > LONG_CYCLE_DAYS,
        })
      }),
    )
    cyclesCache.set(periods, cycles)
  }
  return cycles
}

/** The cycles the statistics count: not excluded, the last 12 at most. */
export function countedCycles(periods: readonly LoggedPeriod[]): Cycle[] {
  return cyclesOf(periods)
    .filter((cycle) => !cycle.excluded)
    .slice(-STATS_CYCLES)
}

/** How many more counted cycles the statistics need (0 once they are shown). */
export function cyclesNeeded(periods: readonly LoggedPeriod[]): number {
  return Math.max(0, MIN_CYCLES - countedCycles(periods).length)
}

function median(sorted: readonly number[]): number {
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}

/** Average, median, shortest, longest and spread of the counted cycles; null until there are enough. */
export function cycleStats(periods: readonly LoggedPeriod[]): CycleStats | null {
  const lengths = countedCycles(periods).map((cycle) => cycle.length)
  if (lengths.length < MIN_CYCLES) return null
  const bleeding = sortedPeriods(periods)
    .slice(-(STATS_CYCLES + 1))
    .flatMap((period) => (period.end ? [days(period.start, period.end) + 1] : []))
  const sorted = [...lengths].sort((a, b) => a - b)
  const shortest = sorted[0] as number
  const longest = sorted[sorted.length - 1] as number
  return {
    count: lengths.length,
    mean: lengths.reduce((sum, length) => sum + length, 0) / lengths.length,
    median: median(sorted),
    shortest,
    longest,
    spread: longest - shortest,
    irregular: lengths.length < JUDGE_CYCLES ? null : longest - shortest > IRREGULAR_SPREAD_DAYS,
    periodDays: bleeding.length > 0 ? bleeding.reduce((sum, n) => sum + n, 0) / bleeding.length : null,
    longestPeriod: bleeding.length > 0 ? Math.max(...bleeding) : null,
    longCycles: cyclesOf(periods)
      .slice(-STATS_CYCLES)
      .filter((cycle) => cycle.long).length,
    frequency: frequencyOf(median(sorted)),
  }
}

function frequencyOf(median: number): CycleStats['frequency'] {
  if (median < PREDICTABLE_CYCLE.min) return 'short'
  return median > PREDICTABLE_CYCLE.max ? 'long' : null
}

/**
 * The current cycle's ovulation as its body signs place it (`ovulationEvidence`: confirmed by the
 * double check, or likely from an LH test), for predictions that follow the signs.
 */
export interface SignsOvulation {
  kind: 'confirmed' | 'likely'
  /** The days the signs give, earliest to latest, and the one day the luteal phase counts from. */
  earliest: Temporal.PlainDate
  estimate: Temporal.PlainDate
  latest: Temporal.PlainDate
}

/**
 * The next periods and fertile windows as ranges from the visitor's history. The k-th next period:
 * earliest = last start + k × shortest, likeliest = last start + round(k × average), latest = last
 * start + k × longest (rounding once, so the likeliest date does not drift a day per cycle: review
 * E15). Ovulation is `luteal` days before each; the fertile window is the site's one rule around
 * that range (`fertileWindow`: 5 days before the earliest ovulation to 1 day after the latest).
 *
 * When the current cycle's signs have placed its ovulation (`signs`, after the last start), the
 * first cycle follows them: its ovulation is theirs, its fertile window the same rule around it,
 * and its next period that ovulation + `luteal` days; the cycles after count on from that period as
 * the calendar counts (issue 60, item 4: the table, the calendar and the .ics no longer keep the
 * calendar's window once an LH test or a confirmed rise has moved it).
 */
export function predictCycles(
  periods: readonly LoggedPeriod[],
  luteal: number = LUTEAL_PHASE.default,
  count: number = PREDICTED_CYCLES,
  signs: SignsOvulation | null = null,
): PredictedCycle[] {
  const stats = cycleStats(periods)
  const last = sortedPeriods(periods).at(-1)
  if (!stats || !last) return []
  const lastStart = { earliest: last.start, likeliest: last.start, latest: last.start }
  if (!signs || Temporal.PlainDate.compare(signs.earliest, last.start) <= 0) {
    return countedOn(lastStart, stats, luteal, count, 1)
  }
  const ovulation = { earliest: signs.earliest, likeliest: signs.estimate, latest: signs.latest }
  const period = {
    earliest: ovulation.earliest.add({ days: luteal }),
    likeliest: ovulation.likeliest.add({ days: luteal }),
    latest: ovulation.latest.add({ days: luteal }),
  }
  const window = fertileWindow(ovulation.earliest, ovulation.latest, last.start)
  const first = {
    n: 1,
    period,
    ovulation,
    fertileStart: window.start,
    fertileEnd: window.end,
    signs: signs.kind,
  }
  return [first, ...countedOn(period, stats, luteal, count - 1, 2)]
}

/** `count` cycles after a period whose first day is `from`, numbered from `n`, as the calendar counts them. */
function countedOn(
  from: DateRange,
  stats: CycleStats,
  luteal: number,
  count: number,
  n: number,
): PredictedCycle[] {
  return Array.from({ length: Math.max(0, count) }, (_, i) => {
    const k = i + 1
    const period = {
      earliest: from.earliest.add({ days: k * stats.shortest }),
      likeliest: from.likeliest.add({ days: Math.round(k * stats.mean) }),
      latest: from.latest.add({ days: k * stats.longest }),
    }
    const ovulation = {
      earliest: period.earliest.subtract({ days: luteal }),
      likeliest: period.likeliest.subtract({ days: luteal }),
      latest: period.latest.subtract({ days: luteal }),
    }
    const window = fertileWindow(
      ovulation.earliest,
      ovulation.latest,
      from.earliest.add({ days: (k - 1) * stats.shortest }),
    )
    return { n: n + i, period, ovulation, fertileStart: window.start, fertileEnd: window.end, signs: null }
  })
}

const SIGNS_KINDS: readonly SignsOvulation['kind'][] = ['confirmed', 'likely']
/** The most days a signs' ovulation range may span in a link: more is not a placed ovulation. */
const MAX_SIGNS_SPAN_DAYS = 14

/** The signs' ovulation as the `.ics` link carries it: `likely.2026-11-12.2026-11-12.2026-11-13`. */
export function signsParam(signs: SignsOvulation): string {
  return [signs.kind, signs.earliest, signs.estimate, signs.latest].join('.')
}

/**
 * A link's `ovulation`, or null for anything that is not one the current cycle can hold (a link is
 * anyone's to edit): a kind, three dates in order within 14 days, after the last logged start and
 * before the longest cycle logged would end. Null means the calendar alone, never an error.
 */
export function parseSignsParam(
  value: string | undefined,
  periods: readonly LoggedPeriod[],
): SignsOvulation | null {
  const [kind, ...dates] = (value ?? '').split('.')
  const [earliest, estimate, latest] = dates.map((date) => parseIsoDate(date))
  const stats = cycleStats(periods)
  const last = sortedPeriods(periods).at(-1)
  if (!SIGNS_KINDS.includes(kind as SignsOvulation['kind']) || dates.length !== 3) return null
  if (!earliest || !estimate || !latest || !stats || !last) return null
  const inOrder =
    Temporal.PlainDate.compare(earliest, estimate) <= 0 && Temporal.PlainDate.compare(estimate, latest) <= 0
  const inCycle =
    Temporal.PlainDate.compare(earliest, last.start) > 0 &&
    Temporal.PlainDate.compare(latest, last.start.add({ days: stats.longest })) < 0
  if (!inOrder || !inCycle || days(earliest, latest) > MAX_SIGNS_SPAN_DAYS) return null
  return { kind: kind as SignsOvulation['kind'], earliest, estimate, latest }
}

/**
 * Whether the next period is late by the log: the days since the last logged start, against the
 * longest counted cycle. Predictions are not offered for a late period as if nothing had happened
 * (review M3): the page asks first about a test, a missed log, or a doctor from `NO_PERIOD_DAYS`.
 */
export function lateness(
  periods: readonly LoggedPeriod[],
  today: Temporal.PlainDate,
): { daysLate: number; daysSince: number } | null {
  const stats = cycleStats(periods)
  const last = sortedPeriods(periods).at(-1)
  if (!stats || !last) return null
  const since = days(last.start, today)
  const daysLate = since - stats.longest
  return daysLate > 0 ? { daysLate, daysSince: since } : null
}

export type NewPeriodProblem =
  | 'cycles.future'
  | 'cycles.tooOld'
  | 'cycles.duplicate'
  | 'cycles.samePeriod'
  | 'cycles.full'
  | 'cycles.invalidEnd'

/**
 * Why a period's last day cannot be logged: before its first day, more than 14 days after it, in
 * the future, or on or after the next logged start.
 */
export function periodEndProblem(
  periods: readonly LoggedPeriod[],
  start: Temporal.PlainDate,
  end: Temporal.PlainDate,
  today: Temporal.PlainDate,
): 'cycles.invalidEnd' | null {
  const next = sortedPeriods(periods).find((period) => Temporal.PlainDate.compare(period.start, start) > 0)
  return endProblem(start, end, next, today)
}

/** `periodEndProblem` once the next logged start is known. */
function endProblem(
  start: Temporal.PlainDate,
  end: Temporal.PlainDate,
  next: LoggedPeriod | undefined,
  today: Temporal.PlainDate,
): 'cycles.invalidEnd' | null {
  const length = days(start, end)
  const valid =
    length >= 0 && length < MAX_PERIOD_DAYS && days(end, today) >= 0 && (!next || days(end, next.start) > 0)
  return valid ? null : 'cycles.invalidEnd'
}

/**
 * Why a start date cannot be added as it is: in the future, already logged, or a log that is full.
 * 'cycles.samePeriod' (1–14 days from another start) is a question: the visitor may confirm it.
 */
export function newPeriodProblem(
  periods: readonly LoggedPeriod[],
  start: Temporal.PlainDate,
  today: Temporal.PlainDate,
  end?: Temporal.PlainDate,
): NewPeriodProblem | null {
  if (days(today, start) > 0) return 'cycles.future'
  if (beforeEarliest(start)) return 'cycles.tooOld'
  if (periods.some((period) => period.start.equals(start))) return 'cycles.duplicate'
  if (periods.length >= MAX_PERIODS) return 'cycles.full'
  if (end && periodEndProblem(periods, start, end, today)) return 'cycles.invalidEnd'
  if (periods.some((period) => Math.abs(days(period.start, start)) <= SAME_PERIOD_DAYS))
    return 'cycles.samePeriod'
  return null
}

export type PeriodsParamProblem =
  | 'cycles.linkInvalid'
  | 'cycles.linkTooMany'
  | 'cycles.future'
  | 'cycles.tooOld'

/**
 * A log from a link, `?periods=2026-08-01,2026-08-29/2026-09-02,…` (ISO dates, comma-separated; a
 * leading `-` marks a cycle left out of the statistics; `/` and a last day make an ISO 8601
 * interval), or why it cannot be read. Nothing is guessed: one bad date refuses the whole link.
 * Linear in the link after one sort: the Worker reads it for every `?periods=` request, and 240
 * periods with last days took 0.8 s while each date was compared with every other (issue 47).
 */
export function parsePeriodsParam(
  value: string,
  today: Temporal.PlainDate,
): { periods: LoggedPeriod[] } | { problem: PeriodsParamProblem } {
  const parts = value.split(',').filter((part) => part !== '')
  if (parts.length > MAX_PERIODS) return { problem: 'cycles.linkTooMany' }
  const periods: LoggedPeriod[] = []
  const starts = new Set<string>()
  for (const part of parts) {
    const excluded = part.startsWith('-')
    const [first, last, ...rest] = (excluded ? part.slice(1) : part).split('/')
    const start = parseIsoDate(first)
    const end = last === undefined ? undefined : parseIsoDate(last)
    if (!start || end === null || rest.length > 0) return { problem: 'cycles.linkInvalid' }
    if (Temporal.PlainDate.compare(start, today) > 0) return { problem: 'cycles.future' }
    if (beforeEarliest(start)) return { problem: 'cycles.tooOld' }
    const key = start.toString()
    if (starts.has(key)) return { problem: 'cycles.linkInvalid' }
    starts.add(key)
    periods.push(end ? { start, end, excluded } : { start, excluded })
  }
  const sorted = sortedPeriods(periods)
  const badEnd = sorted.some(
    (period, i) => period.end && endProblem(period.start, period.end, sorted[i + 1], today),
  )
  return badEnd ? { problem: 'cycles.linkInvalid' } : { periods: [...sorted] }
}

/** The log as a `?periods=` value: the page's link, and the no-JavaScript form's answer. */
export function periodsParam(periods: readonly LoggedPeriod[]): string {
  return sortedPeriods(periods)
    .map((period) => `${period.excluded ? '-' : ''}${period.start}${period.end ? `/${period.end}` : ''}`)
    .join(',')
}
