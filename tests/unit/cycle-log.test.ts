import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { messagesFor } from '../../client/i18n/messages.server.ts'
import { irregularCycle } from '../../core/calc/calendar-rule.ts'
import {
  cycleStats,
  cyclesNeeded,
  cyclesOf,
  IRREGULAR_SPREAD_DAYS,
  type LoggedPeriod,
  lateness,
  MAX_PERIOD_DAYS,
  MAX_PERIODS,
  newPeriodProblem,
  parsePeriodsParam,
  parseSignsParam,
  periodEndProblem,
  periodsParam,
  predictCycles,
  STATS_CYCLES,
  signsParam,
} from '../../core/calc/cycle-log.ts'
import { LUTEAL_PHASE } from '../../core/calc/ovulation.ts'
import { Temporal } from '../../core/calc/temporal.ts'
import { locales } from '../../core/i18n/locales.ts'
import { fromDays, toDays } from './support/civil-days.ts'

const d = (iso: string) => Temporal.PlainDate.from(iso)

/** A history: a first start (around month, year and leap-day ends), then cycle lengths and exclusions. */
const history = fc.record({
  first: fc.oneof(
    fc.integer({ min: toDays('2020-01-01'), max: toDays('2026-06-30') }),
    fc.constantFrom(...['2023-12-31', '2024-02-29', '2024-01-31', '2025-02-28'].map(toDays)),
  ),
  cycles: fc.array(fc.record({ length: fc.integer({ min: 15, max: 90 }), excluded: fc.boolean() }), {
    minLength: 0,
    maxLength: 30,
  }),
})

/** The oracle: the same statistics from plain day numbers, with no Temporal at all. */
function oracle(first: number, cycles: { length: number; excluded: boolean }[]) {
  const counted = cycles
    .filter((cycle) => !cycle.excluded)
    .slice(-STATS_CYCLES)
    .map((cycle) => cycle.length)
  const sorted = [...counted].sort((a, b) => a - b)
  const n = sorted.length
  const last = first + cycles.reduce((sum, cycle) => sum + cycle.length, 0)
  if (n < 2) return { counted: n, stats: null, last }
  const mean = counted.reduce((a, b) => a + b, 0) / n
  const median =
    n % 2 ? (sorted[(n - 1) / 2] as number) : ((sorted[n / 2 - 1] as number) + (sorted[n / 2] as number)) / 2
  const shortest = sorted[0] as number
  const longest = sorted[n - 1] as number
  // Regular or irregular only from 6 counted cycles (issue 46, review M6).
  const irregular = n < 6 ? null : longest - shortest > 7
  // Cycles over 60 days among the last 12, left out or not (review M3).
  const longCycles = cycles.slice(-STATS_CYCLES).filter((cycle) => cycle.length > 60).length
  return { counted: n, stats: { mean, median, shortest, longest, irregular, longCycles }, last }
}

function periodsOf(first: number, cycles: { length: number; excluded: boolean }[]): LoggedPeriod[] {
  let day = first
  const periods: LoggedPeriod[] = []
  for (const cycle of cycles) {
    periods.push({ start: d(fromDays(day)), excluded: cycle.excluded })
    day += cycle.length
  }
  periods.push({ start: d(fromDays(day)), excluded: false })
  return periods
}

describe('My cycles: statistics and predictions against an independent oracle', () => {
  it('average, median, shortest, longest, spread and the irregular flag of the last 12 counted cycles', () => {
    fc.assert(
      fc.property(history, fc.boolean(), ({ first, cycles }, shuffled) => {
        const periods = periodsOf(first, cycles)
        // The order the visitor logged them in does not matter.
        const stats = cycleStats(shuffled ? [...periods].reverse() : periods)
        const expected = oracle(first, cycles)
        expect(cyclesNeeded(periods)).toBe(Math.max(0, 2 - expected.counted))
        if (!expected.stats) {
          expect(stats).toBeNull()
          return
        }
        expect(stats?.mean).toBeCloseTo(expected.stats.mean, 10)
        expect(stats?.median).toBe(expected.stats.median)
        expect(stats?.shortest).toBe(expected.stats.shortest)
        expect(stats?.longest).toBe(expected.stats.longest)
        expect(stats?.spread).toBe(expected.stats.longest - expected.stats.shortest)
        expect(stats?.irregular).toBe(expected.stats.irregular)
        expect(stats?.longCycles).toBe(expected.stats.longCycles)
      }),
      { numRuns: 2000 },
    )
  })

  it('the next periods and fertile windows, as ranges, for every luteal phase from 10 to 16 days', () => {
    fc.assert(
      fc.property(
        history,
        fc.integer({ min: LUTEAL_PHASE.min, max: LUTEAL_PHASE.max }),
        ({ first, cycles }, luteal) => {
          const periods = periodsOf(first, cycles)
          const expected = oracle(first, cycles)
          const predicted = predictCycles(periods, luteal)
          if (!expected.stats) {
            expect(predicted).toEqual([])
            return
          }
          const { shortest, longest, mean } = expected.stats
          expect(predicted).toHaveLength(6)
          // The same window as the home calculator's irregular mode for the next cycle (review E3).
          const home = irregularCycle(d(fromDays(expected.last)), shortest, longest, luteal).fertile
          expect(predicted[0]?.fertileStart.toString()).toBe(home.start.toString())
          expect(predicted[0]?.fertileEnd.toString()).toBe(home.end.toString())
          predicted.forEach((cycle, i) => {
            const k = i + 1
            expect(cycle.period.earliest.toString()).toBe(fromDays(expected.last + k * shortest))
            // Rounded once, so the likeliest date does not drift (review E15).
            expect(cycle.period.likeliest.toString()).toBe(fromDays(expected.last + Math.round(k * mean)))
            expect(cycle.period.latest.toString()).toBe(fromDays(expected.last + k * longest))
            // Issue 46: 5 days before the earliest ovulation (never before the cycle's earliest
            // start) to 1 day after the latest.
            const opens = Math.max(
              expected.last + (k - 1) * shortest,
              expected.last + k * shortest - luteal - 5,
            )
            expect(cycle.fertileStart.toString()).toBe(fromDays(opens))
            expect(cycle.fertileEnd.toString()).toBe(fromDays(expected.last + k * longest - luteal + 1))
          })
        },
      ),
      { numRuns: 2000 },
    )
  })

  it('a cycle over 60 days is offered for exclusion, never left out by itself', () => {
    const periods = periodsOf(toDays('2026-01-01'), [
      { length: 28, excluded: false },
      { length: 75, excluded: false },
      { length: 30, excluded: false },
    ])
    expect(cyclesOf(periods).map((cycle) => cycle.long)).toEqual([false, true, false])
    expect(cycleStats(periods)?.longest).toBe(75)
    const excluded = periods.map((period, i) => (i === 1 ? { ...period, excluded: true } : period))
    expect(cycleStats(excluded)).toMatchObject({ count: 2, shortest: 28, longest: 30, mean: 29 })
  })

  it(`irregular means a spread of more than ${IRREGULAR_SPREAD_DAYS} days (FIGO)`, () => {
    const at = (lengths: number[]) =>
      cycleStats(
        periodsOf(
          toDays('2025-12-20'),
          lengths.map((length) => ({ length, excluded: false })),
        ),
      )
    // Judged only from 6 counted cycles (review M6): averages show from 2.
    expect(at([26, 34])?.irregular).toBeNull()
    expect(at([29, 30])?.mean).toBe(29.5)
    expect(at([26, 33, 28, 28, 28, 28])?.irregular).toBe(false)
    expect(at([26, 34, 28, 28, 28, 28])?.irregular).toBe(true)
  })

  it('the calendar rule for irregular cycles: cycle day shortest − 18 to longest − 12 (issue 46)', () => {
    const window = (start: string, shortest: number, longest: number) => {
      const { start: first, end } = irregularCycle(d(start), shortest, longest).fertile
      return `${first} – ${end}`
    }
    // Shortest 26, longest 34: days 8 to 22 of a cycle that starts on 30 December 2025.
    expect(window('2025-12-30', 26, 34)).toBe('2026-01-06 – 2026-01-20')
    // Days 10 to 16, across 29 February.
    expect(window('2028-02-20', 28, 28)).toBe('2028-02-29 – 2028-03-06')
  })
})

describe('red flags in the log (issue 46, review M3)', () => {
  const log = (starts: string[], end?: string): LoggedPeriod[] =>
    starts.map((start, i) => ({
      start: d(start),
      excluded: false,
      ...(end && i === starts.length - 1 ? { end: d(end) } : {}),
    }))
  const three = ['2026-08-01', '2026-08-29', '2026-09-28']

  it('a period later than the longest cycle is late, by how many days and since when', () => {
    // Cycles of 28 and 30 days; the last period began on 28 September.
    expect(lateness(log(three), d('2026-10-28'))).toBeNull()
    expect(lateness(log(three), d('2026-10-29'))).toEqual({ daysLate: 1, daysSince: 31 })
    // 90 days without a period: the page asks for a doctor (FIGO's amenorrhoea).
    expect(lateness(log(three), d('2026-12-27'))).toEqual({ daysLate: 60, daysSince: 90 })
  })

  it('the longest logged period and the cycles over 60 days, left out or not, are told', () => {
    expect(cycleStats(log(three, '2026-10-06'))?.longestPeriod).toBe(9)
    expect(cycleStats(log(three))?.longestPeriod).toBeNull()
    // 1 January to 15 March (73 days) left out; then cycles of 28 and 28 days.
    const withLong: LoggedPeriod[] = [
      { start: d('2026-01-01'), excluded: true },
      ...log(['2026-03-15', '2026-04-12', '2026-05-10']),
    ]
    expect(cycleStats(withLong)).toMatchObject({ longCycles: 1, count: 2 })
  })
})

describe('the period’s last day (optional)', () => {
  const today = d('2026-11-25')
  const log: LoggedPeriod[] = [
    { start: d('2026-09-28'), excluded: false },
    { start: d('2026-10-27'), excluded: false },
  ]

  it('lies from the first day to 13 days after it (a 14-day period), not in the future, before the next start', () => {
    expect(periodEndProblem(log, d('2026-09-28'), d('2026-09-28'), today)).toBeNull()
    expect(periodEndProblem(log, d('2026-09-28'), d('2026-10-11'), today)).toBeNull()
    expect(periodEndProblem(log, d('2026-09-28'), d('2026-10-12'), today)).toBe('cycles.invalidEnd')
    expect(periodEndProblem(log, d('2026-09-28'), d('2026-09-27'), today)).toBe('cycles.invalidEnd')
    expect(periodEndProblem(log, d('2026-11-20'), d('2026-11-26'), today)).toBe('cycles.invalidEnd')
    // Across a year's end and 29 February.
    expect(periodEndProblem([], d('2027-12-28'), d('2028-01-03'), d('2028-03-01'))).toBeNull()
    expect(periodEndProblem([], d('2028-02-26'), d('2028-03-10'), d('2028-03-10'))).toBeNull()
    expect(periodEndProblem([], d('2028-02-26'), d('2028-03-11'), d('2028-03-11'))).toBe('cycles.invalidEnd')
    // A period cannot run into the next one logged.
    const between: LoggedPeriod[] = [...log, { start: d('2026-10-05'), excluded: false }]
    expect(periodEndProblem(between, d('2026-09-28'), d('2026-10-05'), today)).toBe('cycles.invalidEnd')
    expect(newPeriodProblem(log, d('2026-11-24'), today, d('2026-11-26'))).toBe('cycles.invalidEnd')
  })

  it.each(locales)(
    'is refused in %s by a message that states the rule: 13 days after the first, 14 days at most',
    (locale) => {
      const start = d('2026-09-28')
      expect(periodEndProblem([], start, start.add({ days: MAX_PERIOD_DAYS - 1 }), today)).toBeNull()
      expect(periodEndProblem([], start, start.add({ days: MAX_PERIOD_DAYS }), today)).toBe(
        'cycles.invalidEnd',
      )
      const said = messagesFor(locale)['cycles.invalidEnd']
      expect(said).toMatch(new RegExp(`\\b${MAX_PERIOD_DAYS - 1}\\b`))
      expect(said).toMatch(new RegExp(`\\b${MAX_PERIOD_DAYS}\\b`))
    },
  )

  it('travels in a link as an ISO interval, and gives the average period', () => {
    const periods: LoggedPeriod[] = [
      { start: d('2026-08-30'), end: d('2026-09-03'), excluded: false },
      { start: d('2026-09-28'), excluded: false },
      { start: d('2026-10-27'), end: d('2026-10-31'), excluded: true },
      { start: d('2026-11-24'), end: d('2026-11-25'), excluded: false },
    ]
    const param = periodsParam(periods)
    expect(param).toBe('2026-08-30/2026-09-03,2026-09-28,-2026-10-27/2026-10-31,2026-11-24/2026-11-25')
    expect(parsePeriodsParam(param, today)).toEqual({ periods })
    // 5, 5 and 2 days, first and last day counted.
    expect(cycleStats(periods)?.periodDays).toBe(4)
    expect(cycleStats(periods.map(({ start, excluded }) => ({ start, excluded })))?.periodDays).toBeNull()
    for (const bad of ['2026-08-30/', '2026-08-30/2026-08-29', '2026-08-30/2026-09-20', '2026-08-30/x/y'])
      expect(parsePeriodsParam(bad, today), bad).toEqual({ problem: 'cycles.linkInvalid' })
  })
})

describe('what a visitor may add, and what a link may hold', () => {
  const today = d('2026-11-25')
  const log: LoggedPeriod[] = [{ start: d('2026-10-01'), excluded: false }]

  it('refuses the future and a start already logged; asks about one 1–14 days from another', () => {
    expect(newPeriodProblem(log, d('2026-11-26'), today)).toBe('cycles.future')
    expect(newPeriodProblem(log, d('2026-10-01'), today)).toBe('cycles.duplicate')
    expect(newPeriodProblem(log, d('2026-10-15'), today)).toBe('cycles.samePeriod')
    expect(newPeriodProblem(log, d('2026-09-17'), today)).toBe('cycles.samePeriod')
    expect(newPeriodProblem(log, d('2026-10-16'), today)).toBeNull()
    expect(newPeriodProblem(log, today, today)).toBeNull()
  })

  it('reads ?periods= back to the same log, and refuses garbage, future dates and too many', () => {
    const periods: LoggedPeriod[] = [
      { start: d('2026-08-01'), excluded: false },
      { start: d('2026-08-29'), excluded: true },
      { start: d('2026-11-20'), excluded: false },
    ]
    const param = periodsParam(periods)
    expect(param).toBe('2026-08-01,-2026-08-29,2026-11-20')
    expect(parsePeriodsParam(param, today)).toEqual({ periods })
    for (const bad of [
      '2026-02-30',
      'x',
      '2026-8-1',
      '2026-08-01,2026-08-01',
      '<script>',
      '2026-08-01\n,2026-09-01',
    ])
      expect(parsePeriodsParam(bad, today), bad).toEqual({ problem: 'cycles.linkInvalid' })
    expect(parsePeriodsParam('2026-11-26', today)).toEqual({ problem: 'cycles.future' })
    const many = Array.from({ length: MAX_PERIODS + 1 }, (_, i) =>
      fromDays(toDays('2000-01-01') + i * 28),
    ).join(',')
    expect(parsePeriodsParam(many, today)).toEqual({ problem: 'cycles.linkTooMany' })
    expect(parsePeriodsParam('', today)).toEqual({ periods: [] })
  })

  it('checks each last day against the next start in date order, whatever the order of the link', () => {
    // Each period against its own next start, once, after one sort (issue 47): the same answers
    // as `periodEndProblem` against the whole log, as a visitor's own additions get.
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: toDays('2025-01-01'), max: toDays('2026-11-25') }), {
          maxLength: 12,
        }),
        fc.array(fc.option(fc.integer({ min: -2, max: 20 })), { minLength: 12, maxLength: 12 }),
        (starts, lengths) => {
          const periods = starts.map((start, i) => {
            const length = lengths[i]
            return length === null || length === undefined
              ? { start: d(fromDays(start)), excluded: false }
              : { start: d(fromDays(start)), end: d(fromDays(start + length)), excluded: false }
          })
          const link = periods.map(({ start, end }) => (end ? `${start}/${end}` : `${start}`)).join(',')
          const valid = periods.every(
            ({ start, end }) => !end || periodEndProblem(periods, start, end, today) === null,
          )
          const parsed = parsePeriodsParam(link, today)
          expect('periods' in parsed, link).toBe(valid)
        },
      ),
    )
    expect(parsePeriodsParam('2026-10-10/2026-10-12,2026-10-01/2026-10-10', today)).toEqual({
      problem: 'cycles.linkInvalid',
    })
  })

  it("reads a log's cycles once per log, and a changed log afresh", () => {
    const log = [d('2026-08-01'), d('2026-08-29'), d('2026-09-27')].map((start) => ({
      start,
      excluded: false,
    }))
    expect(cyclesOf(log)).toBe(cyclesOf(log))
    expect(cyclesOf(log).map((cycle) => cycle.length)).toEqual([28, 29])
    const changed = log.map((period, i) => (i === 0 ? { ...period, excluded: true } : period))
    expect(cyclesOf(changed).map((cycle) => cycle.excluded)).toEqual([true, false])
    expect(cyclesOf(log.slice(1)).map((cycle) => cycle.length)).toEqual([29])
  })
})

describe('how often periods come (clinical review N2)', () => {
  const log = (...starts: string[]) => starts.map((start) => ({ start: d(start), excluded: false }))
  it('cycles usually under 21 days are short, over 35 long, by their median; 21 to 35 neither', () => {
    // The review's two logs: 18–19-day cycles and 45–49-day cycles.
    expect(
      cycleStats(log('2026-09-01', '2026-09-19', '2026-10-08', '2026-10-26', '2026-11-14'))?.frequency,
    ).toBe('short')
    expect(
      cycleStats(
        log('2026-02-01', '2026-03-18', '2026-05-02', '2026-06-18', '2026-08-04', '2026-09-22', '2026-11-08'),
      )?.frequency,
    ).toBe('long')
    expect(cycleStats(log('2026-09-01', '2026-09-22', '2026-10-13'))?.frequency).toBeNull()
    expect(cycleStats(log('2026-09-01', '2026-10-06', '2026-11-10'))?.frequency).toBeNull()
    // One long cycle among usual ones moves the median not at all.
    expect(
      cycleStats(log('2026-05-01', '2026-05-29', '2026-07-20', '2026-08-17', '2026-09-14'))?.frequency,
    ).toBeNull()
  })
})

describe('predictions that follow the current cycle’s body signs (issue 60, item 4)', () => {
  const d = (iso: string) => Temporal.PlainDate.from(iso)
  // Cycles of 27 to 29 days; the last period began on 1 November 2026.
  const periods: LoggedPeriod[] = ['2026-08-08', '2026-09-05', '2026-10-04', '2026-11-01'].map((start) => ({
    start: d(start),
    excluded: false,
  }))
  const likely = {
    kind: 'likely',
    earliest: d('2026-11-13'),
    estimate: d('2026-11-13'),
    latest: d('2026-11-14'),
  } as const

  it('the first cycle takes the signs’ ovulation, and its next period that ovulation + the luteal phase', () => {
    const [first, second] = predictCycles(periods, 13, undefined, likely)
    expect(first).toMatchObject({
      n: 1,
      signs: 'likely',
      ovulation: { earliest: d('2026-11-13'), likeliest: d('2026-11-13'), latest: d('2026-11-14') },
      period: { earliest: d('2026-11-26'), likeliest: d('2026-11-26'), latest: d('2026-11-27') },
      // 5 days before the earliest ovulation to 1 day after the latest.
      fertileStart: d('2026-11-08'),
      fertileEnd: d('2026-11-15'),
    })
    // The next cycle counts on from that period as the calendar counts (shortest 28, longest 29 here).
    const stats = cycleStats(periods)
    if (!stats || !second) throw new Error('no statistics')
    expect(second.signs).toBeNull()
    expect(second.period.earliest).toEqual(d('2026-11-26').add({ days: stats.shortest }))
    expect(second.period.latest).toEqual(d('2026-11-27').add({ days: stats.longest }))
  })

  it('without signs, or with signs from before the last period, the calendar alone', () => {
    const calendar = predictCycles(periods, 13)
    expect(calendar.every((cycle) => cycle.signs === null)).toBe(true)
    const old = { ...likely, earliest: d('2026-10-18'), estimate: d('2026-10-18'), latest: d('2026-10-19') }
    expect(predictCycles(periods, 13, undefined, old)).toEqual(calendar)
  })

  it('a link’s ovulation is read only as one the current cycle can hold', () => {
    expect(parseSignsParam(signsParam(likely), periods)).toEqual(likely)
    for (const forged of [
      undefined,
      '',
      'likely',
      'maybe.2026-11-13.2026-11-13.2026-11-14',
      'likely.2026-11-14.2026-11-13.2026-11-14', // out of order
      'likely.2026-10-30.2026-10-30.2026-10-31', // before the last period
      'likely.2026-12-13.2026-12-13.2026-12-14', // past the longest cycle
      'confirmed.2026-11-02.2026-11-10.2026-11-20', // 18 days
      'likely.2026-11-13.2026-11-13.2026-11-14.x',
      'likely.2026-02-30.2026-11-13.2026-11-14',
      '<script>.2026-11-13.2026-11-13.2026-11-14',
    ]) {
      expect(parseSignsParam(forged, periods), String(forged)).toBeNull()
    }
  })
})
