import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { DaySigns } from '../../core/calc/body-signs/signs.ts'
import { type ShiftResult, temperatureShift } from '../../core/calc/body-signs/temperature-shift.ts'
import { Temporal } from '../../core/calc/temporal.ts'
import { chart, d } from './support/body-signs-chart.ts'
import { fromDays, toDays } from './support/civil-days.ts'

/*
 * Issue 51: the "3 over 6" temperature rule on worked examples built from the rule's definition, and
 * on random cycles against a second check written independently below (a scan of every candidate
 * day against a table of the rule's four patterns).
 */

const LOWS = ['36.40', '36.45', '36.50', '36.55', '36.45', '36.50'] // coverline 36.55

function confirmed(result: ShiftResult) {
  if (result.status !== 'confirmed') throw new Error(`not confirmed: ${JSON.stringify(result)}`)
  return result
}
const dates = (readings: readonly { date: Temporal.PlainDate }[]) => readings.map((r) => r.date.toString())
const values = (readings: readonly { hundredths: number }[]) => readings.map((r) => r.hundredths)

describe('the temperature shift, worked examples', () => {
  it('a clear shift: three readings above the six, the third 0.30 °C higher (the issue’s sentence)', () => {
    const shift = confirmed(temperatureShift(chart('2026-11-08', [...LOWS, '36.75', '36.80', '36.85'])))
    expect(shift.rule).toBe('regular')
    expect(shift.firstHigher.toString()).toBe('2026-11-14')
    expect(values(shift.higherReadings)).toEqual([3675, 3680, 3685])
    expect(shift.coverline).toBe(3655)
    expect(dates(shift.lowReadings)).toEqual([
      '2026-11-08',
      '2026-11-09',
      '2026-11-10',
      '2026-11-11',
      '2026-11-12',
      '2026-11-13',
    ])
    expect(shift.thirdRise).toBe(30)
    expect(shift.fallen).toBeNull()
    expect(shift.confirmedOn.toString()).toBe('2026-11-16')
  })

  it('exactly 0.20 °C is enough; the first higher reading must be above every one of the six', () => {
    expect(confirmed(temperatureShift(chart('2026-11-01', [...LOWS, '36.60', '36.60', '36.75']))).rule).toBe(
      'regular',
    )
    // 36.55 equals the coverline: not higher; the next day starts the rise.
    const shift = confirmed(
      temperatureShift(chart('2026-11-01', [...LOWS, '36.55', '36.70', '36.75', '36.80'])),
    )
    expect(shift.firstHigher.toString()).toBe('2026-11-08')
    expect(shift.coverline).toBe(3655)
  })

  it('exception 1: the third is under 0.20 °C above, a fourth above the coverline confirms', () => {
    const shift = confirmed(
      temperatureShift(chart('2026-11-01', [...LOWS, '36.65', '36.70', '36.70', '36.60'])),
    )
    expect(shift.rule).toBe('fourthReading')
    expect(values(shift.higherReadings)).toEqual([3665, 3670, 3670, 3660])
    expect(shift.thirdRise).toBe(15)
    expect(shift.confirmedOn.toString()).toBe('2026-11-10')
    // A fourth on the coverline does not: the rule drops that rise (and waits on the next one,
    // 36.70 over its own six).
    const result = temperatureShift(chart('2026-11-01', [...LOWS, '36.65', '36.70', '36.70', '36.55']))
    expect(result.status).toBe('notYet')
    expect(
      result.status === 'notYet' && result.reason === 'waiting' && result.candidate.firstHigher.toString(),
    ).toBe('2026-11-08')
  })

  it('exception 2: one higher reading falls back; it is not counted, and the third counted is 0.20 °C above', () => {
    const shift = confirmed(
      temperatureShift(chart('2026-11-01', [...LOWS, '36.70', '36.50', '36.80', '36.75'])),
    )
    expect(shift.rule).toBe('fallback')
    expect(values(shift.higherReadings)).toEqual([3670, 3680, 3675])
    expect(shift.fallen?.hundredths).toBe(3650)
    expect(shift.fallen?.date.toString()).toBe('2026-11-08')
    expect(shift.confirmedOn.toString()).toBe('2026-11-10')
    // The fall may be the third day too; a reading on the coverline counts as fallen.
    const later = confirmed(
      temperatureShift(chart('2026-11-01', [...LOWS, '36.70', '36.80', '36.55', '36.75'])),
    )
    expect(later.rule).toBe('fallback')
    expect(later.fallen?.hundredths).toBe(3655)
  })

  it('the two exceptions are not combined, and two falls are too many', () => {
    // Fallen, then the third counted only 0.15 above: no fourth reading may save it.
    expect(
      temperatureShift(chart('2026-11-01', [...LOWS, '36.70', '36.50', '36.65', '36.70', '36.75'])).status,
    ).toBe('notYet')
    expect(temperatureShift(chart('2026-11-01', [...LOWS, '36.70', '36.50', '36.50', '36.60']))).toEqual({
      status: 'notYet',
      reason: 'notConfirmed',
    })
  })

  it('a disturbed reading is left out: neither among the six nor among the higher readings', () => {
    // A disturbed 37.10 among the lows would otherwise set the coverline; a disturbed 36.40 among
    // the higher readings would otherwise be a fall.
    const days = chart('2026-11-01', [
      '36.40',
      '36.45',
      '37.10d',
      '36.50',
      '36.55',
      '36.45',
      '36.50',
      '36.75',
      '36.40d',
      '36.80',
      '36.85',
    ])
    const shift = confirmed(temperatureShift(days))
    expect(shift.rule).toBe('regular')
    expect(shift.coverline).toBe(3655)
    expect(dates(shift.lowReadings)).not.toContain('2026-11-03')
    expect(dates(shift.higherReadings)).toEqual(['2026-11-08', '2026-11-10', '2026-11-11'])
    expect(shift.fallen).toBeNull()
  })

  it('days without a reading are skipped like disturbed ones', () => {
    const shift = confirmed(
      temperatureShift(
        chart('2026-11-01', [
          '36.40',
          '',
          '36.45',
          '36.50',
          '',
          '36.55',
          '36.45',
          '36.50',
          '36.75',
          '',
          '36.80',
          '36.85',
        ]),
      ),
    )
    expect(shift.firstHigher.toString()).toBe('2026-11-09')
    expect(shift.lowReadings).toHaveLength(6)
    expect(shift.confirmedOn.toString()).toBe('2026-11-12')
  })

  it('no shift: a flat or falling chart', () => {
    expect(temperatureShift(chart('2026-11-01', Array(20).fill('36.50')))).toEqual({
      status: 'notYet',
      reason: 'noRise',
    })
    const falling = Array.from({ length: 15 }, (_, i) => (36.9 - i * 0.02).toFixed(2))
    expect(temperatureShift(chart('2026-11-01', falling)).status).toBe('notYet')
  })

  it('too few readings, none, or all disturbed', () => {
    expect(temperatureShift([])).toEqual({ status: 'notYet', reason: 'tooFewReadings', valid: 0, needed: 7 })
    expect(temperatureShift(chart('2026-11-01', LOWS))).toEqual({
      status: 'notYet',
      reason: 'tooFewReadings',
      valid: 6,
      needed: 7,
    })
    const disturbed = chart(
      '2026-11-01',
      [...LOWS, '36.75', '36.80', '36.85'].map((t) => `${t}d`),
    )
    expect(temperatureShift(disturbed)).toEqual({
      status: 'notYet',
      reason: 'tooFewReadings',
      valid: 0,
      needed: 7,
    })
  })

  it('waiting: for the second, the third, the fourth reading', () => {
    const wait = (temps: string[]) => {
      const result = temperatureShift(chart('2026-11-01', temps))
      return result.status === 'notYet' && result.reason === 'waiting' ? result : null
    }
    expect(wait([...LOWS, '36.75'])?.awaiting).toBe(2)
    expect(wait([...LOWS, '36.75', '36.80'])?.awaiting).toBe(3)
    expect(wait([...LOWS, '36.75', '36.50'])?.awaiting).toBe(2)
    const fourth = wait([...LOWS, '36.65', '36.70', '36.70'])
    expect(fourth?.awaiting).toBe(4)
    expect(fourth?.candidate.coverline).toBe(3655)
    expect(fourth?.candidate.firstHigher.toString()).toBe('2026-11-07')
    const fallen = wait([...LOWS, '36.70', '36.50', '36.80'])
    expect(fallen?.awaiting).toBe(3)
    expect(fallen?.candidate.fallen?.hundredths).toBe(3650)
  })

  it('an unconfirmed rise is dropped and a later one confirms', () => {
    const shift = confirmed(
      temperatureShift(
        chart('2026-11-01', [
          ...LOWS,
          '36.70',
          '36.40',
          '36.45',
          '36.40',
          '36.45',
          '36.50',
          '36.45',
          '36.70',
          '36.75',
          '36.80',
        ]),
      ),
    )
    expect(shift.firstHigher.toString()).toBe('2026-11-14')
    expect(shift.coverline).toBe(3650)
  })

  it('refuses two readings for one day', () => {
    const days = chart('2026-11-01', [...LOWS, '36.75', '36.80', '36.85'])
    days.push({ date: d('2026-11-03'), temperature: { hundredths: 3700, disturbed: false } })
    expect(temperatureShift(days)).toMatchObject({ status: 'invalid', reason: 'duplicateDay' })
  })
})

/* ---------------------------------------------------------------------------------------------
 * The independent check: every candidate day is tested against a table of the four patterns the
 * rule allows after a first higher reading at offset 0 (offsets are positions among the valid
 * readings). A pattern matches when every position is present and meets its test, is refuted when a
 * present position fails, and is open otherwise. Written from the rule text, not from the module.
 */
type Test = 'above' | 'rise' | 'aboveUnderRise' | 'fallen'
const PATTERNS: { rule: string; steps: [number, Test][] }[] = [
  {
    rule: 'regular',
    steps: [
      [1, 'above'],
      [2, 'rise'],
    ],
  },
  {
    rule: 'fourthReading',
    steps: [
      [1, 'above'],
      [2, 'aboveUnderRise'],
      [3, 'above'],
    ],
  },
  {
    rule: 'fallback',
    steps: [
      [1, 'fallen'],
      [2, 'above'],
      [3, 'rise'],
    ],
  },
  {
    rule: 'fallback',
    steps: [
      [1, 'above'],
      [2, 'fallen'],
      [3, 'rise'],
    ],
  },
]
const meets = (value: number, cover: number, test: Test) =>
  test === 'above'
    ? value > cover
    : test === 'rise'
      ? value >= cover + 20
      : test === 'aboveUnderRise'
        ? value > cover && value < cover + 20
        : value <= cover

interface Plain {
  status: string
  reason?: string
  rule?: string
  firstHigher?: string
  coverline?: number
  confirmedOn?: string
}

function independentShift(days: readonly DaySigns[]): Plain {
  const valid = days
    .filter((day) => day.temperature && !day.temperature.disturbed)
    .map((day) => ({ day: toDays(day.date.toString()), value: day.temperature?.hundredths as number }))
    .sort((a, b) => a.day - b.day)
  if (valid.length < 7) return { status: 'notYet', reason: 'tooFewReadings' }
  let rose = false
  for (let i = 6; i < valid.length; i++) {
    let cover = Number.NEGATIVE_INFINITY
    for (let k = i - 6; k < i; k++) cover = Math.max(cover, valid[k]!.value)
    if (valid[i]!.value <= cover) continue
    rose = true
    let open = false
    for (const pattern of PATTERNS) {
      const states = pattern.steps.map(([offset, test]) => {
        const reading = valid[i + offset]
        return reading === undefined ? 'missing' : meets(reading.value, cover, test) ? 'ok' : 'bad'
      })
      if (states.every((s) => s === 'ok')) {
        const last = pattern.steps.at(-1)![0]
        return {
          status: 'confirmed',
          rule: pattern.rule,
          firstHigher: fromDays(valid[i]!.day),
          coverline: cover,
          confirmedOn: fromDays(valid[i + last]!.day),
        }
      }
      if (!states.includes('bad')) open = true
    }
    if (open) return { status: 'notYet', reason: 'waiting', firstHigher: fromDays(valid[i]!.day) }
  }
  return { status: 'notYet', reason: rose ? 'notConfirmed' : 'noRise' }
}

function plain(result: ShiftResult): Plain {
  if (result.status === 'confirmed') {
    return {
      status: 'confirmed',
      rule: result.rule,
      firstHigher: result.firstHigher.toString(),
      coverline: result.coverline,
      confirmedOn: result.confirmedOn.toString(),
    }
  }
  if (result.status === 'notYet' && result.reason === 'waiting') {
    return { status: 'notYet', reason: 'waiting', firstHigher: result.candidate.firstHigher.toString() }
  }
  return { status: result.status, reason: result.reason }
}

/**
 * A random cycle: a baseline, a rise of 0–0.50 °C from a random day, noise of ±0.15 °C, plateaus
 * (a day repeating the day before), disturbed readings and days without a reading.
 */
const randomCycle = fc
  .record({
    first: fc.integer({ min: toDays('2026-01-01'), max: toDays('2026-12-31') }),
    baseline: fc.integer({ min: 3600, max: 3660 }),
    rise: fc.integer({ min: 0, max: 50 }),
    shiftAt: fc.integer({ min: 0, max: 40 }),
    days: fc.array(
      fc.record({
        taken: fc.integer({ min: 0, max: 9 }).map((n) => n > 0),
        disturbed: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
        repeat: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
        noise: fc.integer({ min: -15, max: 15 }),
      }),
      { minLength: 0, maxLength: 40, size: 'max' },
    ),
  })
  .map(({ first, baseline, rise, shiftAt, days }) => {
    const start = Temporal.PlainDate.from(fromDays(first))
    let previous = baseline
    return days.flatMap((day, i): DaySigns[] => {
      const value = day.repeat ? previous : baseline + (i >= shiftAt ? rise : 0) + day.noise
      previous = value
      const date = start.add({ days: i })
      return day.taken ? [{ date, temperature: { hundredths: value, disturbed: day.disturbed } }] : [{ date }]
    })
  })

describe('the temperature shift against the independent check', () => {
  it('agrees on random cycles with disturbed readings, gaps and plateaus', () => {
    const seen = new Set<string>()
    fc.assert(
      fc.property(randomCycle, (days) => {
        const result = plain(temperatureShift(days))
        seen.add(`${result.status} ${result.reason ?? result.rule}`)
        expect(result).toEqual(independentShift(days))
      }),
      { numRuns: 2000 },
    )
    // The random cycles reach every outcome of the rule.
    expect([...seen].sort()).toEqual([
      'confirmed fallback',
      'confirmed fourthReading',
      'confirmed regular',
      'notYet noRise',
      'notYet notConfirmed',
      'notYet tooFewReadings',
      'notYet waiting',
    ])
  })

  it('a confirmed shift stands on the day it was confirmed, and not a day before', () => {
    fc.assert(
      fc.property(randomCycle, (days) => {
        const result = temperatureShift(days)
        if (result.status !== 'confirmed') return
        const upTo = (last: Temporal.PlainDate) =>
          days.filter((day) => Temporal.PlainDate.compare(day.date, last) <= 0)
        expect(temperatureShift(upTo(result.confirmedOn))).toEqual(result)
        expect(temperatureShift(upTo(result.confirmedOn.subtract({ days: 1 }))).status).not.toBe('confirmed')
        // The counted readings really are above the coverline, the six below the first.
        for (const reading of result.higherReadings)
          expect(reading.hundredths).toBeGreaterThan(result.coverline)
        expect(result.lowReadings).toHaveLength(6)
        expect(Math.max(...result.lowReadings.map((r) => r.hundredths))).toBe(result.coverline)
      }),
      { numRuns: 1000 },
    )
  })
})
