import { describe, expect, it } from 'vitest'
import { type CurrentWindow, currentWindow } from '../../core/calc/body-signs/current-window.ts'
import { ovulationEvidence } from '../../core/calc/body-signs/ovulation-evidence.ts'
import type { DaySigns } from '../../core/calc/body-signs/signs.ts'
import type { CycleEvidence } from '../../core/calc/body-signs/signs-summary.ts'
import { chart, cycleOf, d, EXAMPLE_TEMPS } from './support/body-signs-chart.ts'

/*
 * Issue 51, item 3: the current cycle's window follows its signs as they come (mucus, then a
 * positive LH test, then the double check that closes it). The cycle is the example
 * (tests/unit/body-signs-evidence.test.ts): period from 1 November, six lows from 8 November
 * (coverline 36.55 °C), the temperature up from 14 November (confirmed on the 16th), mucus from
 * 10 November with S+ on the 12th, its peak confirmed on the 15th.
 */

const MUCUS = ['t', 't', 'S', 'S', 'S+', 'S', 't', 't', 't', 't', 't', 't']
const LH = { '2026-11-13': 'positive', '2026-11-11': 'negative' } as const

/** One cycle as the summary gives it: from `start`, ending the day before `next` (null: current). */
function cycle(start: string, days: DaySigns[], next: string | null = null): CycleEvidence {
  return {
    cycle: {
      start: d(start),
      next: next ? d(next) : null,
      period: { start: d(start), excluded: false },
      days,
    },
    evidence: ovulationEvidence(cycleOf(days)),
  }
}

/** The current cycle of the example, with the days logged up to `today` only (as a visitor logs). */
function asLogged(days: DaySigns[], today: string): CurrentWindow | null {
  const logged = days.filter((day) => day.date.toString() <= today)
  return currentWindow([cycle('2026-11-01', logged)], d(today))
}

/** The result with its dates as ISO strings, to compare whole. */
const plain = (result: CurrentWindow | null) => JSON.parse(JSON.stringify(result))

const EXAMPLE = chart('2026-11-08', EXAMPLE_TEMPS, MUCUS, LH)

describe('currentWindow: the signs as they come', () => {
  it('dry days only: the calendar stands', () => {
    expect(asLogged(EXAMPLE, '2026-11-09')).toEqual({ kind: 'calendar' })
  })

  it('mucus from 10 November (S): the window began that day, no S+ yet', () => {
    expect(plain(asLogged(EXAMPLE, '2026-11-10'))).toEqual({
      kind: 'mucus',
      since: '2026-11-10',
      bestDays: [],
    })
  })

  it('S+ on 12 November: the best day is the 12th, the window still from the 10th', () => {
    expect(plain(asLogged(EXAMPLE, '2026-11-12'))).toEqual({
      kind: 'mucus',
      since: '2026-11-10',
      bestDays: ['2026-11-12'],
    })
  })

  it('a negative LH test changes nothing', () => {
    expect(asLogged(EXAMPLE, '2026-11-11')?.kind).toBe('mucus')
  })

  it('a positive LH test on 13 November: the best days are the 13th, 14th and 15th', () => {
    expect(plain(asLogged(EXAMPLE, '2026-11-13'))).toEqual({
      kind: 'lh',
      lhPositive: '2026-11-13',
      bestDays: { start: '2026-11-13', end: '2026-11-15' },
    })
    // The peak is confirmed on the 15th, the temperature not yet: still the LH test.
    expect(asLogged(EXAMPLE, '2026-11-15')?.kind).toBe('lh')
  })

  it('the double check on 16 November closes the window', () => {
    expect(plain(asLogged(EXAMPLE, '2026-11-16'))).toEqual({ kind: 'closed', confirmedOn: '2026-11-16' })
    expect(asLogged(EXAMPLE, '2026-11-19')?.kind).toBe('closed')
  })

  it('without an LH test, mucus then the double check', () => {
    const days = chart('2026-11-08', EXAMPLE_TEMPS, MUCUS)
    const kinds = ['2026-11-09', '2026-11-10', '2026-11-13', '2026-11-15', '2026-11-16'].map(
      (today) => asLogged(days, today)?.kind,
    )
    expect(kinds).toEqual(['calendar', 'mucus', 'mucus', 'mucus', 'closed'])
  })

  it('a positive LH test before any mucus: the best days follow the test', () => {
    const days = chart('2026-11-08', ['36.40', '36.45'], ['t', 't'], { '2026-11-09': 'positive' })
    expect(plain(asLogged(days, '2026-11-09'))).toEqual({
      kind: 'lh',
      lhPositive: '2026-11-09',
      bestDays: { start: '2026-11-09', end: '2026-11-11' },
    })
  })
})

describe('currentWindow: what it does not read', () => {
  it('days after today are not known yet (today injected)', () => {
    // The whole cycle is logged, but on 12 November only its first five days are known.
    expect(plain(currentWindow([cycle('2026-11-01', EXAMPLE)], d('2026-11-12')))).toEqual({
      kind: 'mucus',
      since: '2026-11-10',
      bestDays: ['2026-11-12'],
    })
    expect(currentWindow([cycle('2026-11-01', EXAMPLE)], d('2026-11-16'))?.kind).toBe('closed')
  })

  it('a sign of an earlier cycle says nothing of this one', () => {
    const earlier = cycle(
      '2026-10-04',
      chart('2026-10-10', EXAMPLE_TEMPS, MUCUS, { '2026-10-15': 'positive' }),
      '2026-11-01',
    )
    // No day logged since the last period: nothing to say beyond the calendar.
    expect(currentWindow([earlier], d('2026-11-10'))).toBeNull()
    // Dry days logged this cycle: the earlier cycle's mucus, LH test and confirmation do not count.
    const dry = cycle('2026-11-01', chart('2026-11-08', ['36.40', '36.45'], ['t', 'Ø']))
    expect(currentWindow([dry, earlier], d('2026-11-10'))).toEqual({ kind: 'calendar' })
  })

  it('mucus left out of the rules opens nothing', () => {
    const days = chart('2026-11-08', ['36.40', '36.45', '36.50'], ['t', 'S+', 'S+'])
    const left = days.map((day, i) =>
      i === 1 && day.mucus ? { ...day, mucus: { ...day.mucus, excluded: true } } : day,
    )
    expect(asLogged(left, '2026-11-09')).toEqual({ kind: 'calendar' })
    // Only the day not left out counts, for the window and for the best days.
    expect(plain(asLogged(left, '2026-11-10'))).toEqual({
      kind: 'mucus',
      since: '2026-11-10',
      bestDays: ['2026-11-10'],
    })
  })

  it('a disturbed reading does not count towards the confirmation', () => {
    // The third higher reading (16 November) disturbed: the shift waits for the 17th (36.80 °C,
    // 0.25 °C above the coverline), so the window stays open on the 16th.
    const temps = EXAMPLE_TEMPS.map((t, i) => (i === 8 ? `${t}d` : t))
    const days = chart('2026-11-08', temps, MUCUS, LH)
    expect(asLogged(days, '2026-11-16')?.kind).toBe('lh')
    expect(plain(asLogged(days, '2026-11-17'))).toMatchObject({ kind: 'closed', confirmedOn: '2026-11-17' })
  })

  it('a day logged twice: the rules refuse the cycle, the calendar stands', () => {
    const days = chart('2026-11-08', ['36.40', '36.45'], ['S', 'S+'])
    const twice = [
      ...days,
      { date: d('2026-11-09'), mucus: { feeling: 'dry', appearance: 'nothing' } } as DaySigns,
    ]
    expect(currentWindow([cycle('2026-11-01', twice)], d('2026-11-10'))).toEqual({ kind: 'calendar' })
  })
})
