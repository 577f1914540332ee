import { describe, expect, it } from 'vitest'
import { pregnancyFromLog } from '../../core/calc/body-signs/pregnancy-test.ts'
import type { DaySigns } from '../../core/calc/body-signs/signs.ts'
import type { StoredDay } from '../../core/calc/body-signs/stored-day.ts'
import type { LoggedPeriod } from '../../core/calc/cycle-log.ts'
import { chart, d, EXAMPLE_TEMPS } from './support/body-signs-chart.ts'

/*
 * Issue 51, item 5: the positive pregnancy test that stands today. The cycle is the worked
 * example (tests/unit/body-signs-evidence.test.ts): six lows from 8 November, the temperature up from
 * 14 November, the mucus peak on 12 November, so ovulation is confirmed on 12 or 13 November.
 */

const MUCUS = ['t', 't', 'S', 'S', 'S+', 'S', 't', 't', 't', 't', 't', 't']
const TODAY = d('2026-11-28')

const stored = (days: readonly DaySigns[]): StoredDay[] =>
  days.map(({ date, ...signs }) => ({ ...signs, date: date.toString() }))
const period = (start: string): LoggedPeriod => ({ start: d(start), excluded: false })
/** Two periods: the last one starts on 26 October, the cycle of the example. */
const PERIODS = [period('2026-09-28'), period('2026-10-26')]
const test = (date: string, result: 'positive' | 'negative'): StoredDay => ({ date, pregnancyTest: result })
const iso = (value: unknown) => JSON.parse(JSON.stringify(value))

describe('pregnancyFromLog', () => {
  it('a positive test after a confirmed ovulation: the double check’s estimate and range', () => {
    const days = [...stored(chart('2026-11-08', EXAMPLE_TEMPS, MUCUS)), test('2026-11-27', 'positive')]
    expect(iso(pregnancyFromLog(PERIODS, days, TODAY))).toEqual({
      testedOn: '2026-11-27',
      ovulation: {
        kind: 'confirmed',
        estimate: '2026-11-13',
        range: { start: '2026-11-12', end: '2026-11-13' },
      },
      lastPeriod: '2026-10-26',
    })
  })

  it('a positive test after a positive LH test alone: ovulation likely the day after it or the day after that', () => {
    const days: StoredDay[] = [
      { date: '2026-11-10', lh: 'negative' },
      { date: '2026-11-11', lh: 'positive' },
      test('2026-11-26', 'positive'),
    ]
    expect(iso(pregnancyFromLog(PERIODS, days, TODAY))).toEqual({
      testedOn: '2026-11-26',
      ovulation: {
        kind: 'likely',
        estimate: '2026-11-12',
        range: { start: '2026-11-12', end: '2026-11-13' },
      },
      lastPeriod: '2026-10-26',
    })
  })

  it('a positive test with no ovulation in the signs: the last period only', () => {
    const days = [test('2026-11-25', 'positive')]
    expect(iso(pregnancyFromLog(PERIODS, days, TODAY))).toEqual({
      testedOn: '2026-11-25',
      ovulation: null,
      lastPeriod: '2026-10-26',
    })
  })

  it('an LH test positive after the pregnancy test gives no ovulation for it', () => {
    const days = [test('2026-11-20', 'positive'), { date: '2026-11-22', lh: 'positive' as const }]
    expect(pregnancyFromLog(PERIODS, days, TODAY)?.ovulation).toBeNull()
  })

  it('a positive test before the last period belongs to an earlier cycle: nothing stands', () => {
    expect(pregnancyFromLog(PERIODS, [test('2026-10-10', 'positive')], TODAY)).toBeNull()
  })

  it('the latest test decides: a negative test after a positive one ends it, a positive one after a negative one stands', () => {
    const negativeLast = [test('2026-11-20', 'positive'), test('2026-11-24', 'negative')]
    expect(pregnancyFromLog(PERIODS, negativeLast, TODAY)).toBeNull()
    const positiveLast = [test('2026-11-20', 'negative'), test('2026-11-24', 'positive')]
    expect(pregnancyFromLog(PERIODS, positiveLast, TODAY)?.testedOn.toString()).toBe('2026-11-24')
  })

  it('the latest of two positive tests is the one that stands', () => {
    const days = [test('2026-11-20', 'positive'), test('2026-11-24', 'positive')]
    expect(pregnancyFromLog(PERIODS, days, TODAY)?.testedOn.toString()).toBe('2026-11-24')
  })

  it('a test on the first day of the last period counts; one after today does not', () => {
    expect(pregnancyFromLog(PERIODS, [test('2026-10-26', 'positive')], TODAY)?.testedOn.toString()).toBe(
      '2026-10-26',
    )
    expect(pregnancyFromLog(PERIODS, [test('2026-11-29', 'positive')], TODAY)).toBeNull()
  })

  it('stands while its cycle began within the 44 weeks the calculators take, and not after', () => {
    const log = [period('2026-01-01')]
    const days = [test('2026-02-02', 'positive')]
    // 1 January 2026 + 44 weeks = 5 November 2026.
    expect(pregnancyFromLog(log, days, d('2026-11-05'))?.testedOn.toString()).toBe('2026-02-02')
    expect(pregnancyFromLog(log, days, d('2026-11-06'))).toBeNull()
  })

  it('no period logged, or no test: nothing stands', () => {
    expect(pregnancyFromLog([], [test('2026-11-20', 'positive')], TODAY)).toBeNull()
    expect(pregnancyFromLog(PERIODS, stored(chart('2026-11-08', EXAMPLE_TEMPS, MUCUS)), TODAY)).toBeNull()
  })
})
