import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type MucusPeakResult, mucusPeak } from '../../core/calc/body-signs/mucus-peak.ts'
import type { DaySigns, Mucus, MucusAppearance, MucusFeeling } from '../../core/calc/body-signs/signs.ts'
import { Temporal } from '../../core/calc/temporal.ts'
import { chart, d } from './support/body-signs-chart.ts'
import { fromDays, toDays } from './support/civil-days.ts'

/*
 * Issue 51: the mucus peak (the last day of the cycle's best mucus, confirmed by three days of lower
 * quality) on worked examples, and on random cycles against a second check written independently.
 */

describe('the mucus peak, worked examples', () => {
  it('the last day of the best quality, confirmed on peak + 3', () => {
    const days = chart('2026-11-08', [], ['t', 'f', 'S', 'S+', 'S+', 'S', 'f', 't', 't'])
    expect(mucusPeak(days)).toEqual({
      status: 'confirmed',
      peak: d('2026-11-12'),
      value: 4,
      confirmedOn: d('2026-11-15'),
    })
  })

  it("the cycle's own best: S when S+ never came", () => {
    const peak = mucusPeak(chart('2026-11-01', [], ['t', 'Ø', 'S', 'S', 'f', 'Ø', 't']))
    expect(peak).toMatchObject({ status: 'confirmed', value: 3 })
    expect(peak.status === 'confirmed' && peak.peak.toString()).toBe('2026-11-04')
  })

  it('waits for the three days, and says how many it has', () => {
    const result = mucusPeak(chart('2026-11-01', [], ['t', 'S', 'S+', 'S']))
    expect(result).toMatchObject({ status: 'notYet', reason: 'waiting', value: 4, daysAfter: 1 })
    expect(mucusPeak(chart('2026-11-01', [], ['t', 'S', 'S+']))).toMatchObject({
      reason: 'waiting',
      daysAfter: 0,
    })
  })

  it('a day without an observation holds the confirmation back', () => {
    const result = mucusPeak(
      chart('2026-11-01', ['36.5', '36.5', '36.5', '36.5', '36.5'], ['S', 'S+', 'f', '', 't']),
    )
    expect(result).toMatchObject({ status: 'notYet', reason: 'missingDay' })
    expect(result.status === 'notYet' && result.reason === 'missingDay' && result.date.toString()).toBe(
      '2026-11-04',
    )
    // A left-out observation counts as none.
    const days = chart('2026-11-01', [], ['S', 'S+', 'f', 'f', 't'])
    days[3] = { ...days[3]!, mucus: { ...(days[3]?.mucus as Mucus), excluded: true } }
    expect(mucusPeak(days)).toMatchObject({ reason: 'missingDay' })
  })

  it('better or equal mucus before the confirmation moves the peak', () => {
    const result = mucusPeak(chart('2026-11-01', [], ['S', 'S+', 'f', 'S+', 'S', 'f', 't']))
    expect(result).toMatchObject({ status: 'confirmed', value: 4 })
    expect(result.status === 'confirmed' && result.peak.toString()).toBe('2026-11-04')
  })

  it('reads only up to the day asked about', () => {
    const days = chart('2026-11-01', [], ['S', 'S+', 'f', 'f', 't', 't', 'S+', 'S+'])
    const early = mucusPeak(days, d('2026-11-06'))
    expect(early.status === 'confirmed' && early.peak.toString()).toBe('2026-11-02')
    expect(mucusPeak(days)).toMatchObject({ status: 'notYet', reason: 'waiting' })
  })

  it('no mucus sign, none observed, none at all, a day twice', () => {
    expect(mucusPeak(chart('2026-11-01', [], ['t', 'Ø', 't', 't', 'Ø']))).toEqual({
      status: 'notYet',
      reason: 'noMucusSign',
    })
    expect(mucusPeak(chart('2026-11-01', ['36.5', '36.6']))).toEqual({
      status: 'notYet',
      reason: 'noObservations',
    })
    expect(mucusPeak([])).toEqual({ status: 'notYet', reason: 'noObservations' })
    const days = chart('2026-11-01', [], ['S', 'S+'])
    days.push({ date: d('2026-11-01') })
    expect(mucusPeak(days)).toMatchObject({ status: 'invalid', reason: 'duplicateDay' })
  })
})

/* ---------------------------------------------------------------------------------------------
 * The independent check: days as integers (the test's own calendar), the peak found by walking
 * back from the last day to the first day carrying the best quality, then the three days after it
 * counted one by one. Written from the rule text, not from the module.
 */
const QUALITY: Record<MucusFeeling | MucusAppearance, number> = {
  dry: 0,
  nothing: 0,
  moist: 2,
  wet: 4,
  creamy: 3,
  eggWhite: 4,
}
function quality(mucus: Mucus): number {
  // "nothing felt and nothing seen" is 1; a feeling of nothing with something seen is what is seen.
  if (mucus.feeling === 'nothing' && mucus.appearance === 'nothing') return 1
  return Math.max(QUALITY[mucus.feeling], QUALITY[mucus.appearance])
}

interface Plain {
  status: string
  reason?: string
  peak?: string
  confirmedOn?: string
  daysAfter?: number
  date?: string
}

function independentPeak(days: readonly DaySigns[], until?: string): Plain {
  if (days.length === 0) return { status: 'notYet', reason: 'noObservations' }
  const last = until ? toDays(until) : Math.max(...days.map((day) => toDays(day.date.toString())))
  const byDay = new Map<number, number>()
  for (const day of days) {
    const n = toDays(day.date.toString())
    if (n <= last && day.mucus && !day.mucus.excluded) byDay.set(n, quality(day.mucus))
  }
  if (byDay.size === 0) return { status: 'notYet', reason: 'noObservations' }
  const best = Math.max(...byDay.values())
  if (best < 2) return { status: 'notYet', reason: 'noMucusSign' }
  let peak = last
  while (byDay.get(peak) !== best) peak--
  let after = 0
  while (after < 3) {
    const next = peak + after + 1
    if (next > last) return { status: 'notYet', reason: 'waiting', peak: fromDays(peak), daysAfter: after }
    if (!byDay.has(next))
      return { status: 'notYet', reason: 'missingDay', peak: fromDays(peak), date: fromDays(next) }
    after++
  }
  return { status: 'confirmed', peak: fromDays(peak), confirmedOn: fromDays(peak + 3) }
}

function plain(result: MucusPeakResult): Plain {
  switch (result.status) {
    case 'confirmed':
      return { status: 'confirmed', peak: result.peak.toString(), confirmedOn: result.confirmedOn.toString() }
    case 'invalid':
      return { status: 'invalid', reason: result.reason }
  }
  switch (result.reason) {
    case 'waiting':
      return {
        status: 'notYet',
        reason: 'waiting',
        peak: result.peak.toString(),
        daysAfter: result.daysAfter,
      }
    case 'missingDay':
      return {
        status: 'notYet',
        reason: 'missingDay',
        peak: result.peak.toString(),
        date: result.date.toString(),
      }
    default:
      return { status: 'notYet', reason: result.reason }
  }
}

const FEELINGS: MucusFeeling[] = ['dry', 'nothing', 'moist', 'wet']
const APPEARANCES: MucusAppearance[] = ['nothing', 'creamy', 'eggWhite']
const randomCycle = fc
  .record({
    first: fc.integer({ min: toDays('2026-01-01'), max: toDays('2026-12-31') }),
    days: fc.array(
      fc.record({
        noted: fc.integer({ min: 0, max: 9 }).map((n) => n > 1),
        excluded: fc.integer({ min: 0, max: 19 }).map((n) => n === 0),
        feeling: fc.constantFrom(...FEELINGS),
        appearance: fc.constantFrom(...APPEARANCES),
      }),
      { maxLength: 40, size: 'max' },
    ),
    until: fc.option(fc.integer({ min: 0, max: 45 })),
  })
  .map(({ first, days, until }) => {
    const start = Temporal.PlainDate.from(fromDays(first))
    const signs = days.map(
      (day, i): DaySigns =>
        day.noted
          ? {
              date: start.add({ days: i }),
              mucus: { feeling: day.feeling, appearance: day.appearance, excluded: day.excluded },
            }
          : { date: start.add({ days: i }) },
    )
    return { signs, until: until === null ? undefined : fromDays(first + until) }
  })

describe('the mucus peak against the independent check', () => {
  it('agrees on random cycles with gaps, left-out days and a day asked about', () => {
    const seen = new Set<string>()
    fc.assert(
      fc.property(randomCycle, ({ signs, until }) => {
        const result = plain(mucusPeak(signs, until === undefined ? undefined : d(until)))
        seen.add(`${result.status} ${result.reason ?? ''}`)
        expect(result).toEqual(independentPeak(signs, until))
      }),
      { numRuns: 2000 },
    )
    expect([...seen].sort()).toEqual([
      'confirmed ',
      'notYet missingDay',
      'notYet noMucusSign',
      'notYet noObservations',
      'notYet waiting',
    ])
  })
})
