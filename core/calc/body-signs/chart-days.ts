import { Temporal } from '../temporal.ts'
import type { SignsCycle } from './cycle-days.ts'
import { type MucusPeak, PEAK_CONFIRM_DAYS } from './mucus-peak.ts'
import type { DateRange, OvulationEvidence } from './ovulation-evidence.ts'
import type { DaySigns } from './signs.ts'
import type { ShiftCandidate } from './temperature-shift.ts'

/**
 * One cycle's days as the chart and its table show them (issue 51, item 4): each day with its signs,
 * whether it is a period day, and which rule marks it. Pure data, worded by the page. The marks are
 * read from the rules' own results (`ovulationEvidence`), never worked out again here.
 */

export type DayMark =
  /** One of the six valid readings before the first higher one. */
  | { kind: 'low' }
  /** The highest of the six: the coverline's value. */
  | { kind: 'coverline' }
  /** A higher reading the rule counts, 1st to 4th. */
  | { kind: 'higher'; n: number }
  /** A higher reading on or below the coverline, not counted (the rule's exception 3). */
  | { kind: 'fallen' }
  /** The reading that completed the "3 over 6" rule. */
  | { kind: 'shiftConfirmed' }
  | { kind: 'peak' }
  /** The 1st to 3rd day after the confirmed mucus peak. */
  | { kind: 'peakPlus'; n: number }
  | { kind: 'lhPositive' }
  | { kind: 'ovulation'; confirmed: boolean }

export interface ChartDay {
  date: Temporal.PlainDate
  /** Day 1 is the cycle's first day. */
  cycleDay: number
  /** The day's signs, or null when none were logged. */
  signs: DaySigns | null
  period: boolean
  marks: DayMark[]
}

export interface SignsChartModel {
  /** Every calendar day of the cycle shown, from its first day. */
  days: ChartDay[]
  /** The highest of the six lower readings, hundredths of °C, when the rule has a first higher reading. */
  coverline: number | null
  ovulation: { range: DateRange; confirmed: boolean } | null
}

const before = (a: Temporal.PlainDate, b: Temporal.PlainDate) => Temporal.PlainDate.compare(a, b) < 0
const earliest = (a: Temporal.PlainDate, b: Temporal.PlainDate) => (before(b, a) ? b : a)

/**
 * The most days one cycle's chart draws, from its first day: about six months, far beyond a cycle
 * anyone charts, so that no log, however a date in it was typed, walks more (security review,
 * medium 1: one cycle from year 1 walked some 740,000 days on every visit).
 */
export const MAX_CHART_DAYS = 180

const latest = (dates: readonly Temporal.PlainDate[]) =>
  dates.reduce((a, b) => (Temporal.PlainDate.compare(a, b) >= 0 ? a : b))

/**
 * The temperature rule's first higher reading and its readings: the confirmed shift, or, while the
 * rule still waits for a reading, the candidate so far (so its coverline shows as soon as it exists).
 */
function shiftOf(
  evidence: OvulationEvidence,
): (ShiftCandidate & { confirmedOn?: Temporal.PlainDate }) | null {
  if (evidence.kind === 'confirmed') return evidence.shift
  if (evidence.kind === 'invalid') return null
  const { temperature } = evidence
  if (temperature.status === 'confirmed') return temperature
  if (temperature.status === 'notYet' && temperature.reason === 'waiting') return temperature.candidate
  return null
}

function peakOf(evidence: OvulationEvidence): MucusPeak | null {
  if (evidence.kind === 'confirmed') return evidence.peak
  if (evidence.kind === 'invalid') return null
  return evidence.mucus.status === 'confirmed' ? evidence.mucus : null
}

/**
 * The days shown: from the cycle's first day to the day before the next period; for the current
 * cycle, to the last day logged (or the period's last day, or the likely ovulation range's end,
 * whichever is latest), since the days after today are unknown.
 */
function lastDay(cycle: SignsCycle, evidence: OvulationEvidence): Temporal.PlainDate {
  const longest = cycle.start.add({ days: MAX_CHART_DAYS - 1 })
  if (cycle.next) return earliest(cycle.next.subtract({ days: 1 }), longest)
  const candidates = [cycle.start, ...cycle.days.map((day) => day.date)]
  if (cycle.period.end) candidates.push(cycle.period.end)
  if (evidence.kind === 'confirmed' || evidence.kind === 'likely') candidates.push(evidence.range.end)
  return earliest(latest(candidates), longest)
}

export function signsChartModel(cycle: SignsCycle, evidence: OvulationEvidence): SignsChartModel {
  const end = lastDay(cycle, evidence)
  // A period without a logged last day shows its first day only: the log says nothing of the others.
  const periodEnd = cycle.period.end ?? cycle.start
  const marks = new Map<string, DayMark[]>()
  const mark = (date: Temporal.PlainDate, dayMark: DayMark) => {
    const key = date.toString()
    marks.set(key, [...(marks.get(key) ?? []), dayMark])
  }
  const shift = shiftOf(evidence)
  if (shift) {
    const coverlineAt = shift.lowReadings.findIndex((reading) => reading.hundredths === shift.coverline)
    shift.lowReadings.forEach((reading, i) => {
      mark(reading.date, { kind: i === coverlineAt ? 'coverline' : 'low' })
    })
    shift.higherReadings.forEach((reading, i) => {
      mark(reading.date, { kind: 'higher', n: i + 1 })
    })
    if (shift.fallen) mark(shift.fallen.date, { kind: 'fallen' })
    if (shift.confirmedOn) mark(shift.confirmedOn, { kind: 'shiftConfirmed' })
  }
  const peak = peakOf(evidence)
  if (peak) {
    mark(peak.peak, { kind: 'peak' })
    for (let n = 1; n <= PEAK_CONFIRM_DAYS; n++) mark(peak.peak.add({ days: n }), { kind: 'peakPlus', n })
  }
  if (evidence.kind !== 'invalid' && evidence.lhPositive) mark(evidence.lhPositive, { kind: 'lhPositive' })
  const ovulation =
    evidence.kind === 'confirmed' || evidence.kind === 'likely'
      ? { range: evidence.range, confirmed: evidence.kind === 'confirmed' }
      : null
  if (ovulation) {
    for (let date = ovulation.range.start; !before(ovulation.range.end, date); date = date.add({ days: 1 })) {
      mark(date, { kind: 'ovulation', confirmed: ovulation.confirmed })
    }
  }
  const signs = new Map(cycle.days.map((day) => [day.date.toString(), day]))
  const days: ChartDay[] = []
  for (let date = cycle.start, cycleDay = 1; !before(end, date); date = date.add({ days: 1 }), cycleDay++) {
    const key = date.toString()
    days.push({
      date,
      cycleDay,
      signs: signs.get(key) ?? null,
      period: !before(periodEnd, date),
      marks: marks.get(key) ?? [],
    })
  }
  return { days, coverline: shift?.coverline ?? null, ovulation }
}
